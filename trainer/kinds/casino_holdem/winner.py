"""Who wins the round: the player (paid the ante when the dealer does not qualify), the
dealer, or a tie, by the best five of each side's seven cards; asked of a called round."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.casino_holdem.order import CasinoHoldemTarget, Ending
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement
from trainer.kinds.base import Cell
from trainer.kinds.casino_holdem.rounds import CasinoHoldemChoiceKind, line_by_ending
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.five_card import SHOWDOWN_LABELS, WINNER_CHOICES

LINES = {
    "player": Ending.PLAYER,
    "not_qualified": Ending.NOT_QUALIFIED,
    "dealer": Ending.DEALER,
    "tie": Ending.TIE,
}
LABELS = {
    **SHOWDOWN_LABELS,
    "not_qualified": gettext_lazy("The dealer does not qualify: the player is paid the ante"),
}
# A dealer who does not qualify pays the player's ante: the player wins the round.
WINNERS = {
    Ending.PLAYER: "player",
    Ending.NOT_QUALIFIED: "player",
    Ending.DEALER: "dealer",
    Ending.TIE: "tie",
}


class WinnerKind(CasinoHoldemChoiceKind):
    slug = CasinoHoldemKind.WINNER
    short_label = gettext_lazy("Who wins?")
    prompt_text = gettext_lazy("Who wins the round?")
    labels = WINNER_CHOICES

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: CasinoHoldemRules) -> list[CasinoHoldemTarget]:
        return [CasinoHoldemTarget(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: CasinoHoldemRules) -> str:
        return line_by_ending(LINES, round_)

    def key(self, settlement: Settlement) -> str:
        return WINNERS[settlement.ending]


KIND = WinnerKind()
