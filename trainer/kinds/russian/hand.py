"""Name the player's hand at the showdown: the best five of his five or six cards."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.russian.evaluate import best_five
from engine.russian.order import Ending, RussianTarget
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement
from paytables.models import HandCategory
from paytables.wording import Working, cards_text, why_hand
from trainer.kinds.base import Cell
from trainer.kinds.five_card import hand_cells
from trainer.kinds.rounds import Played
from trainer.kinds.russian.rounds import RussianChoiceKind, bet_category
from trainer.kinds.russian.slugs import RussianKind

# The endings whose hands are shown down (a fold's is not), the commonest first.
SHOWN = (Ending.DEALER, Ending.PLAYER, Ending.NOT_QUALIFIED)


class HandKind(RussianChoiceKind):
    slug = RussianKind.HAND
    short_label = gettext_lazy("Name the player's hand")
    needs_bet = True  # a folded hand is never shown down
    prompt_text = gettext_lazy("What is the player's hand: the best five of his cards?")
    labels = {category.value: category.label for category in HandCategory}

    def catalogue(self) -> tuple[Cell, ...]:
        return hand_cells(self.slug)

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        category = Category.from_slug(line)
        return [RussianTarget(final=category, ending=ending) for ending in SHOWN]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        return bet_category(settlement).slug

    def key(self, settlement: Settlement) -> str:
        return bet_category(settlement).slug

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        five = best_five(round_.hand)
        why = why_hand(five)
        if len(round_.hand) == 5:
            return why
        return _("The best five of his six cards: %(cards)s. %(why)s") % {
            "cards": cards_text(five),
            "why": why,
        }


KIND = HandKind()
