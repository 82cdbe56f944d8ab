"""Seven-card hands: the best five of a player's two hole cards and a five-card board, as
every game dealt on a Hold'em board reads them (the Hold'em table, Ultimate Texas Hold'em,
Casino Hold'em, Texas Hold'em Bonus).

A hand is the best five-card hand among up to seven cards, using zero, one or both hole
cards. Trying the 21 five-card subsets of seven cards with ``engine.hands.evaluate`` is exact
and needs no second table; the value is the five-card ``HandValue``, so the sixth and seventh
cards never break a tie and suits never count.

``engine.hands`` ranks Ace-King above other no-pair hands for Oasis Poker; that split keeps
the standard order (an Ace-King high hand beats any lower high card anyway), so the values
compare correctly for Hold'em and only the *name* changes: ``holdem_category`` folds
Ace-King back into "high card".
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np

from engine.cards import Card
from engine.hands import Category, HandValue, evaluate, evaluate_many

HAND_SIZE = 5
# The categories of a Hold'em hand, weakest first: Ace-King is a high-card hand here.
HOLDEM_CATEGORIES = tuple(each for each in Category if each is not Category.ACE_KING)
# Positions of the five-card subsets of a seven-card row, for the batch evaluator.
_SEVEN_CHOOSE_FIVE = np.array(list(itertools.combinations(range(7), HAND_SIZE)), dtype=np.intp)


def best_hand(cards: Sequence[Card]) -> HandValue:
    """The value of the best five-card hand among 5 to 7 distinct cards.

    Raises ``ValueError`` for fewer than five or more than seven cards.

    >>> from engine.cards import parse_cards
    >>> hand_name(best_hand(parse_cards("Ah Kd 7h 7c 2s 9h 4h")))
    'Pair'
    """
    return best_five(cards)[0]


def best_five(cards: Sequence[Card]) -> tuple[HandValue, tuple[Card, ...]]:
    """The best hand among 5 to 7 distinct cards: its value and the five cards that make it.

    When several five-card subsets tie, the first found is returned; they are worth the same.
    Raises ``ValueError`` for fewer than five or more than seven cards.

    >>> from engine.cards import format_cards, parse_cards
    >>> value, five = best_five(parse_cards("2c 3d As Ks Qs Js Ts"))
    >>> hand_name(value), format_cards(five)
    ('Royal flush', 'As Ks Qs Js Ts')
    """
    if not HAND_SIZE <= len(cards) <= 7:
        raise ValueError(f"a Hold'em hand is made from 5 to 7 cards, not {len(cards)}")
    best: tuple[HandValue, tuple[Card, ...]] | None = None
    for five in itertools.combinations(cards, HAND_SIZE):
        value = evaluate(five)
        if best is None or value > best[0]:
            best = (value, five)
    assert best is not None  # at least one subset exists: len(cards) >= 5
    return best


def best_hands_many(cards: np.ndarray) -> np.ndarray:
    """Best-of-seven values (``int64``, comparable like ``best_hand``'s) for an (n, 7) array.

    All 21 subsets of every row go through ``evaluate_many`` in one batch, so a Monte Carlo
    simulation of a few hundred deals, or the 990 hands a dealer may hold beside a known
    board, costs one numpy pass. Raises ``ValueError`` for a wrong shape or a row with a
    repeated card.
    """
    rows = np.asarray(cards)
    if rows.ndim != 2 or rows.shape[1] != 7:
        raise ValueError(f"expected an array of shape (n, 7), got shape {rows.shape}")
    subsets = rows[:, _SEVEN_CHOOSE_FIVE].reshape(-1, HAND_SIZE)
    best: np.ndarray = evaluate_many(subsets).reshape(len(rows), -1).max(axis=1)
    return best


def holdem_category(value: HandValue) -> Category:
    """The standard poker category of a value: Ace-King counts as a high-card hand."""
    category = value.category
    return Category.HIGH_CARD if category is Category.ACE_KING else category


def holdem_categories(values: np.ndarray) -> np.ndarray:
    """``holdem_category`` of each value of an array (category indexes, ``int64``)."""
    categories = np.asarray(values) >> 20
    folded: np.ndarray = np.where(categories == Category.ACE_KING, Category.HIGH_CARD, categories)
    return folded


def hand_name(value: HandValue) -> str:
    """The English category name for Hold'em: "Royal flush", "Two pair", "High card"."""
    return holdem_category(value).title
