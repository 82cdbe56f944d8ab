"""Casino Hold'em's call (two antes, placed after the flop): returned when the dealer does
not qualify, paid 1 to 1 when the player's hand is higher, lost to a higher dealer, pushed
on a tie. A fold makes no call: such a round does not ask it."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem.order import CasinoHoldemTarget, Ending
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement, Wager
from trainer.kinds.base import Cell
from trainer.kinds.casino_holdem.rounds import CasinoHoldemWagerKind, line_by_ending
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.rounds import Played

LINES = {
    "not_qualified": Ending.NOT_QUALIFIED,
    "win": Ending.PLAYER,
    "lose": Ending.DEALER,
    "push": Ending.TIE,
}
LABELS = {
    "not_qualified": gettext_lazy("Call returned: the dealer does not qualify"),
    "win": gettext_lazy("Call when the player beats a qualifying dealer"),
    "lose": gettext_lazy("Call when the dealer wins"),
    "push": gettext_lazy("Call on a tie"),
}


class CallKind(CasinoHoldemWagerKind):
    slug = CasinoHoldemKind.CALL
    short_label = gettext_lazy("Call result")
    wager = Wager.CALL
    prompt_text = gettext_lazy(
        "What is the player's result on the call? Type + for what he is paid, − for what he "
        "loses, 0 when it is returned or pushes."
    )
    question_text = gettext_lazy("What is the player's result on the call?")

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: CasinoHoldemRules) -> list[CasinoHoldemTarget]:
        return [CasinoHoldemTarget(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: CasinoHoldemRules) -> str:
        return line_by_ending(LINES, round_)

    def trap(self, played: Played) -> str:
        if played.settlement.ending is not Ending.PLAYER:
            return ""
        return _(
            "The call is two antes and pays 1 to 1 whatever the player holds: the Ante table "
            "pays the ante alone."
        )


KIND = CallKind()
