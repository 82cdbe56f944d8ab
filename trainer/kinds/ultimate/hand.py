"""The player's best five of his seven cards, named: the category a dealer announces and
the Blind and the Trips are paid by."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.ultimate.order import UltimateTarget
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement
from paytables.holdem_wording import hand_description
from paytables.models import HandCategory
from paytables.wording import Working, cards_text
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.ultimate.rounds import UltimateChoiceKind
from trainer.kinds.ultimate.slugs import UltimateKind

# Hold'em's categories, best first (Ace-King is a high card here).
CATEGORIES = tuple(each for each in sorted(Category, reverse=True) if each is not Category.ACE_KING)


# Each category's name as the choices offer it: the pay tables' names, a high card below.
LABELS = {
    each.slug: gettext_lazy("High card")
    if each is Category.HIGH_CARD
    else HandCategory(each.slug).label
    for each in CATEGORIES
}


class HandKind(UltimateChoiceKind):
    slug = UltimateKind.HAND
    short_label = gettext_lazy("The player's best five")
    prompt_text = gettext_lazy(
        "What is the player's best hand of five, from his two cards and the board?"
    )

    labels = LABELS

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(
            Cell(
                self.slug,
                each.slug,
                _("The player's best five: %(hand)s") % {"hand": LABELS[each.slug]},
                rare=each >= Category.FOUR_OF_A_KIND,
            )
            for each in CATEGORIES
        )

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        return [UltimateTarget(player=Category.from_slug(line))]

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        return settlement.player_category.slug

    def key(self, settlement: Settlement) -> str:
        return settlement.player_category.slug

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        return _("%(hole)s with the board %(board)s: the best five are %(five)s, %(hand)s.") % {
            "hole": cards_text(round_.player),
            "board": cards_text(round_.board),
            "five": cards_text(round_.player_best[1]),
            "hand": hand_description(played.settlement.player_value),
        }


KIND = HandKind()
