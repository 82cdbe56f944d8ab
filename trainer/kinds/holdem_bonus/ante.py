"""Texas Hold'em Bonus's ante: the player's result on it. It is paid 1 to 1 only when the
player wins with the house's lowest hand for it or better (a straight under Las Vegas rules,
a flush at NagaWorld) and pushed on a lower win; lost to a higher dealer or with a fold;
pushed on a tie."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.holdem_bonus.order import Ending, HoldemBonusTarget
from engine.holdem_bonus.round import Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement, Wager
from engine.showdown import Outcome
from trainer.kinds.base import Cell
from trainer.kinds.holdem_bonus.rounds import HoldemBonusWagerKind, holdem_bonus_played
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind
from trainer.kinds.rounds import Played

LINES = {
    "win_paid": gettext_lazy("Ante when the player wins with the house's hand for it or better"),
    "win_pushed": gettext_lazy("Ante when the player wins below the house's hand for it"),
    "lose": gettext_lazy("Ante when the dealer wins"),
    "push": gettext_lazy("Ante on a tie"),
    "fold": gettext_lazy("Ante when the player folds"),
}
ENDINGS = {"lose": Ending.DEALER, "push": Ending.TIE, "fold": Ending.FOLD}


class AnteKind(HoldemBonusWagerKind):
    slug = HoldemBonusKind.ANTE
    short_label = gettext_lazy("Ante result")
    wager = Wager.ANTE
    prompt_text = gettext_lazy(
        "What is the player's result on the ante? Type + for what he is paid, − for what he "
        "loses, 0 when it pushes."
    )
    question_text = gettext_lazy("What is the player's result on the ante?")

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: HoldemBonusRules) -> list[HoldemBonusTarget]:
        if line in ENDINGS:
            return [HoldemBonusTarget(ending=ENDINGS[line])]
        paid = line == "win_paid"
        return [
            HoldemBonusTarget(ending=Ending.PLAYER, player=category)
            for category in Category
            if category is not Category.ACE_KING and (category >= rules.ante_pays_from) == paid
        ]

    def line_of(self, round_: Round, settlement: Settlement, rules: HoldemBonusRules) -> str:
        if settlement.ending is Ending.PLAYER:
            return "win_paid" if settlement.ante.outcome is Outcome.WIN else "win_pushed"
        return next(line for line, ending in ENDINGS.items() if ending is settlement.ending)

    def trap(self, played: Played) -> str:
        rules, _round, settlement = holdem_bonus_played(played)
        if settlement.ending is not Ending.PLAYER or settlement.ante.outcome is Outcome.WIN:
            return ""
        return _(
            "The player wins, yet below the house's hand for the ante it pushes: only the "
            "bets he made are paid."
        )


KIND = AnteKind()
