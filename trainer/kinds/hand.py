"""Name the player's final hand, category by category."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from paytables.models import HandCategory
from paytables.wording import Working, category_label, why_hand
from poker.hands import Category
from poker.oasis.order import Target
from poker.oasis.round import Round, Rules, Settlement
from trainer.kinds.base import Cell
from trainer.kinds.rounds import TAUGHT, ChoiceRoundKind
from trainer.models import DealtRound, QuestionKind


def hand_cells(slug: str) -> tuple[Cell, ...]:
    """A cell for each hand, in the order they are taught: the cells of naming a hand."""
    return tuple(
        Cell(
            slug,
            category.slug,
            _("Hand: %(hand)s") % {"hand": category_label(category)},
            rare=category >= Category.STRAIGHT,
        )
        for category in TAUGHT
    )


class HandKind(ChoiceRoundKind):
    slug = QuestionKind.HAND
    prompt_text = gettext_lazy("What is the player's final hand?")
    labels = {category.value: category.label for category in HandCategory}

    def catalogue(self) -> tuple[Cell, ...]:
        return hand_cells(self.slug)

    def targets(self, line: str, rules: Rules) -> list[Target]:
        return [Target(final=Category.from_slug(line))]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        return settlement.player_category.slug

    def key(self, settlement: Settlement) -> str:
        return settlement.player_category.slug

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, dealt: DealtRound
    ) -> str:
        return why_hand(round_.hand)


KIND = HandKind()
