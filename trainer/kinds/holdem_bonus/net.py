"""Texas Hold'em Bonus's net: the player's result for the whole round, the ante, the flop,
turn and river bets and the Bonus added up."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.holdem_bonus.order import Ending, HoldemBonusTarget
from engine.holdem_bonus.round import Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.holdem_bonus.rounds import HoldemBonusAmountKind, holdem_bonus_played
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind
from trainer.kinds.rounds import Played

LABELS = {
    "win": gettext_lazy("Net of a win"),
    "lose": gettext_lazy("Net when the dealer wins"),
    "push": gettext_lazy("Net of a tie"),
    "fold": gettext_lazy("Net of a fold"),
}
ENDINGS = {"win": Ending.PLAYER, "lose": Ending.DEALER, "push": Ending.TIE, "fold": Ending.FOLD}


class NetKind(HoldemBonusAmountKind):
    slug = HoldemBonusKind.NET
    short_label = gettext_lazy("Net result")
    prompt_text = gettext_lazy(
        "What is the player's net result for the round: the ante, every bet and the Bonus? "
        "Type + for a win, − for a loss."
    )
    question_text = gettext_lazy(
        "What is the player's net result for the round: the ante, every bet and the Bonus?"
    )

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LABELS.items())

    def targets(self, line: str, rules: HoldemBonusRules) -> list[HoldemBonusTarget]:
        return [HoldemBonusTarget(ending=ENDINGS[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: HoldemBonusRules) -> str:
        return next(line for line, ending in ENDINGS.items() if ending is settlement.ending)

    def key(self, settlement: Settlement) -> str:
        return str(settlement.net)

    def reason(self, explained: Working, played: Played) -> str:
        return f"{explained.showdown} {explained.net_reason}"

    def trap(self, played: Played) -> str:
        _rules, _round, settlement = holdem_bonus_played(played)
        if settlement.ending is not Ending.PLAYER or settlement.ante.amount:
            return ""
        return _(
            "The player wins, but below the house's hand for the ante the ante pushes: "
            "count only the bets he made and the Bonus."
        )


KIND = NetKind()
