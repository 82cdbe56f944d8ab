"""Name the player's final hand, category by category."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.oasis.order import Target
from engine.oasis.round import Round, Rules, Settlement
from paytables.models import HandCategory
from paytables.wording import Working, why_hand
from trainer.kinds.base import Cell
from trainer.kinds.five_card import hand_cells
from trainer.kinds.oasis.rounds import ChoiceRoundKind
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import Played


class HandKind(ChoiceRoundKind):
    slug = OasisKind.HAND
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

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        return why_hand(round_.hand)


KIND = HandKind()
