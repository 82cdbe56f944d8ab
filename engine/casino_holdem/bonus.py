"""The AA Bonus's lines: the category of the player's two cards and the flop, with a pair
of aces as a line of its own (a lower pair pays nothing)."""

from __future__ import annotations

import enum
from collections.abc import Sequence

from engine.cards import Card
from engine.hands import Category, evaluate
from engine.seven import holdem_category

_ACE = 12


class BonusLine(enum.StrEnum):
    """A line of the AA Bonus table, best first."""

    ROYAL_FLUSH = "royal_flush"
    STRAIGHT_FLUSH = "straight_flush"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    FLUSH = "flush"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three_of_a_kind"
    TWO_PAIR = "two_pair"
    PAIR_OF_ACES = "pair_of_aces"


def line_of_category(category: Category, pair_rank: int) -> BonusLine | None:
    """The line of a five-card hand of ``category`` (whose pair, for a pair, has rank
    ``pair_rank``); ``None`` below a pair of aces."""
    if category is Category.PAIR:
        return BonusLine.PAIR_OF_ACES if pair_rank == _ACE else None
    if category < Category.PAIR:
        return None
    return BonusLine(category.slug)


def bonus_line(cards: Sequence[Card]) -> BonusLine | None:
    """The AA Bonus line of five cards (the player's two and the flop); ``None`` below a
    pair of aces.

    >>> from engine.cards import parse_cards
    >>> bonus_line(parse_cards("Ah Ad 7c 4s 2d")).value, bonus_line(parse_cards("Kh Kd 7c 4s 2d"))
    ('pair_of_aces', None)
    """
    value = evaluate(cards)
    ranks = value.ranks
    return line_of_category(holdem_category(value), ranks[0] if ranks else -1)
