"""Ultimate Texas Hold'em's Blind: paid by the house's table when the player wins with a
straight or better, pushed on a smaller win or a tie, lost to a higher dealer or with a
fold; whether the dealer qualifies does not matter to it."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.ultimate.order import Ending, UltimateTarget
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement, Wager
from paytables.wording import category_label
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.ultimate.rounds import UltimateWagerKind
from trainer.kinds.ultimate.slugs import UltimateKind

# The hands the Blind table pays, from a straight up, best first.
PAID = (
    Category.ROYAL_FLUSH,
    Category.STRAIGHT_FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.FULL_HOUSE,
    Category.FLUSH,
    Category.STRAIGHT,
)
BELOW = (Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND)
OTHER_LINES = {
    "win_below_straight": gettext_lazy("Blind when the player wins below a straight"),
    "lose": gettext_lazy("Blind when the dealer wins"),
    "push": gettext_lazy("Blind on a tie"),
    "fold": gettext_lazy("Blind when the player folds"),
}
ENDINGS = {"lose": Ending.DEALER, "push": Ending.TIE, "fold": Ending.FOLD}


class BlindKind(UltimateWagerKind):
    slug = UltimateKind.BLIND
    short_label = gettext_lazy("Blind result")
    wager = Wager.BLIND
    prompt_text = gettext_lazy(
        "What is the player's result on the Blind? Type + for what he is paid, − for what he "
        "loses, 0 when it pushes."
    )
    question_text = gettext_lazy("What is the player's result on the Blind?")

    def catalogue(self) -> tuple[Cell, ...]:
        paid = tuple(
            Cell(
                self.slug,
                category.slug,
                _("Blind paid on a win with: %(hand)s") % {"hand": category_label(category)},
                rare=category >= Category.FOUR_OF_A_KIND,
            )
            for category in PAID
        )
        return paid + tuple(
            Cell(self.slug, line, str(label)) for line, label in OTHER_LINES.items()
        )

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        if line in ENDINGS:
            return [UltimateTarget(ending=ENDINGS[line])]
        if line == "win_below_straight":
            return [UltimateTarget(ending=Ending.PLAYER, player=each) for each in BELOW]
        return [UltimateTarget(ending=Ending.PLAYER, player=Category.from_slug(line))]

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        if settlement.ending is not Ending.PLAYER:
            return next(line for line, ending in ENDINGS.items() if ending is settlement.ending)
        category = settlement.player_category
        return category.slug if category in PAID else "win_below_straight"

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.ending is not Ending.PLAYER or settlement.dealer_qualifies:
            return ""
        return _(
            "The dealer does not qualify: that returns the ante only. The Blind is still "
            "settled by the player's hand."
        )


KIND = BlindKind()
