"""The player's best five of his seven cards, named, as the games dealt on a Hold'em board
ask it (Ultimate Texas Hold'em, Texas Hold'em Bonus): the category a dealer announces and
the wagers are paid by. Each game's kind keeps its own dealing; the cells, the choices and
the reason are these."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.db import models
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.board import BoardHands
from engine.hands import Category, HandValue
from paytables.holdem_wording import hand_description
from paytables.models import HandCategory
from paytables.wording import Working, cards_text
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played

# Hold'em's categories, best first (Ace-King is a high card here).
CATEGORIES = tuple(each for each in sorted(Category, reverse=True) if each is not Category.ACE_KING)

# Each category's name as the choices offer it: the pay tables' names, a high card below.
LABELS = {
    each.slug: gettext_lazy("High card")
    if each is Category.HIGH_CARD
    else HandCategory(each.slug).label
    for each in CATEGORIES
}
SHORT_LABEL = gettext_lazy("The player's best five")
PROMPT = gettext_lazy("What is the player's best hand of five, from his two cards and the board?")


def best_five_cells(slug: str) -> tuple[Cell, ...]:
    """A cell per category, four of a kind and better rare."""
    return tuple(
        Cell(
            slug,
            each.slug,
            _("The player's best five: %(hand)s") % {"hand": LABELS[each.slug]},
            rare=each >= Category.FOUR_OF_A_KIND,
        )
        for each in CATEGORIES
    )


def best_five_reason(round_: BoardHands, value: HandValue) -> str:
    """The hole cards and the board, the best five among them and their hand."""
    return _("%(hole)s with the board %(board)s: the best five are %(five)s, %(hand)s.") % {
        "hole": cards_text(round_.player),
        "board": cards_text(round_.board),
        "five": cards_text(round_.player_best[1]),
        "hand": hand_description(value),
    }


class BestFive:
    """The kind's cells, key and reason, mixed in before a game's choice kind, which deals
    the round (``targets``)."""

    slug: models.TextChoices
    short_label: Promise | None = SHORT_LABEL
    prompt_text: Promise = PROMPT
    labels: Mapping[str, Promise] = LABELS

    def catalogue(self) -> tuple[Cell, ...]:
        return best_five_cells(self.slug)

    def line_of(self, round_: Any, settlement: Any, rules: Any) -> str:
        return str(settlement.player_category.slug)

    def key(self, settlement: Any) -> str:
        return str(settlement.player_category.slug)

    def reason(self, explained: Working, played: Played) -> str:
        return best_five_reason(played.round, played.settlement.player_value)
