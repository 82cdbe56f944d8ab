"""Casino Hold'em's net: the player's result for the whole round, the ante, the call and
the AA Bonus added up."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem.order import CasinoHoldemTarget, Ending
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.casino_holdem.rounds import CasinoHoldemAmountKind, aa_bonus_known
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.rounds import Played

LABELS = {
    "not_qualified": gettext_lazy("Net when the dealer does not qualify"),
    "win": gettext_lazy("Net of a win"),
    "lose": gettext_lazy("Net when the dealer wins and nothing else pays"),
    "push": gettext_lazy("Net of a tie"),
    "fold": gettext_lazy("Net of a fold"),
    "lose_with_bonus": gettext_lazy("Net when the dealer wins but the AA Bonus pays"),
}
ENDINGS = {
    "not_qualified": Ending.NOT_QUALIFIED,
    "win": Ending.PLAYER,
    "push": Ending.TIE,
    "fold": Ending.FOLD,
    "lose": Ending.DEALER,
}


class NetKind(CasinoHoldemAmountKind):
    slug = CasinoHoldemKind.NET
    short_label = gettext_lazy("Net result")
    prompt_text = gettext_lazy(
        "What is the player's net result for the round: the ante, the call and the AA Bonus? "
        "Type + for a win, − for a loss."
    )
    question_text = gettext_lazy(
        "What is the player's net result for the round: the ante, the call and the AA Bonus?"
    )

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LABELS.items())

    def line_applies(self, line: str, rules: CasinoHoldemRules) -> bool:
        if line == "lose_with_bonus" and not aa_bonus_known(rules):
            return False
        return super().line_applies(line, rules)

    def targets(self, line: str, rules: CasinoHoldemRules) -> list[CasinoHoldemTarget]:
        if line == "lose_with_bonus":
            return [CasinoHoldemTarget(ending=Ending.DEALER, aa_bonus=True)]
        return [CasinoHoldemTarget(ending=ENDINGS[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: CasinoHoldemRules) -> str:
        line = next(line for line, ending in ENDINGS.items() if ending is settlement.ending)
        if line == "lose" and settlement.aa_bonus.amount > 0:
            return "lose_with_bonus"
        return line

    def key(self, settlement: Settlement) -> str:
        return str(settlement.net)

    def reason(self, explained: Working, played: Played) -> str:
        return f"{explained.showdown} {explained.net_reason}"

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.ending is not Ending.DEALER or settlement.aa_bonus.amount <= 0:
            return ""
        return _(
            "The dealer wins the ante and the call, but the AA Bonus is paid on the player's "
            "two cards and the flop whatever he holds: add it in."
        )


KIND = NetKind()
