"""Best five of seven: Hold'em hand values built on the five-card evaluator.

A Hold'em hand is the best five-card hand among the player's two hole cards and the board,
using zero, one or both hole cards. Trying the 21 five-card subsets of seven cards with
``engine.hands.evaluate`` is exact and needs no second table; the value is the five-card
``HandValue``, so the sixth and seventh cards can never break a tie and suits never count.

``engine.hands`` ranks Ace-King above other no-pair hands for Oasis Poker; that split keeps
the standard order (an Ace-King high hand beats any lower high card anyway), so the values
compare correctly for Hold'em and only the *name* changes: ``holdem_category`` folds
Ace-King back into "high card".
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from engine.cards import Card
from engine.hands import Category, HandValue, evaluate, evaluate_many

HAND_SIZE = 5
# Positions of the five-card subsets of a seven-card row, for the batch evaluator.
_SEVEN_CHOOSE_FIVE = np.array(list(itertools.combinations(range(7), HAND_SIZE)), dtype=np.intp)


def best_hand(cards: Sequence[Card]) -> HandValue:
    """The value of the best five-card hand among 5 to 7 distinct cards.

    Raises ``ValueError`` for fewer than five or more than seven cards.
    """
    return best_five(cards)[0]


def best_five(cards: Sequence[Card]) -> tuple[HandValue, tuple[Card, ...]]:
    """The best hand among 5 to 7 distinct cards: its value and the five cards that make it.

    When several five-card subsets tie, the first found is returned; they are worth the same.
    Raises ``ValueError`` for fewer than five or more than seven cards.
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
    simulation of a few hundred deals costs one numpy pass. Raises ``ValueError`` for a wrong
    shape or a row with a repeated card.
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


def hand_name(value: HandValue) -> str:
    """The English category name for Hold'em: "Royal flush", "Two pair", "High card"."""
    return holdem_category(value).title


# How many of a category's deciding ranks make the hand itself; the ranks after them are its
# kickers, compared in order when the made ranks tie. Straights, flushes, full houses and
# straight flushes have none: all five cards make the hand (a flush against a flush is
# decided by its own cards, not by a kicker).
_MADE_RANKS = {
    Category.HIGH_CARD: 1,
    Category.PAIR: 1,
    Category.TWO_PAIR: 2,
    Category.THREE_OF_A_KIND: 1,
    Category.FOUR_OF_A_KIND: 1,
}


def made_ranks(value: HandValue) -> tuple[int, ...]:
    """The ranks that make the hand, most significant first (rank indexes, 12 = ace): the
    pair and the kicker-less rest apart. Two pair, tens and sixes: ``(8, 4)``; a flush: its
    five ranks; a straight: its top card."""
    count = _MADE_RANKS.get(holdem_category(value))
    return value.ranks if count is None else value.ranks[:count]


def kickers(value: HandValue) -> tuple[int, ...]:
    """The hand's kickers, highest first: the ranks after ``made_ranks`` (none for a
    straight, flush, full house or straight flush)."""
    return value.ranks[len(made_ranks(value)) :]


@dataclass(frozen=True)
class Kicker:
    """The kicker that decided between two hands of one category and the same made ranks.

    ``position`` counts from 1 (the first kicker); ``rank`` is the winner's kicker there,
    ``beaten`` the loser's, and ``tied`` the kickers before it, equal in both hands.
    """

    position: int
    rank: int
    beaten: int
    tied: tuple[int, ...]


def deciding_kicker(winner: HandValue, loser: HandValue) -> Kicker | None:
    """The kicker on which ``winner`` beats ``loser``, or ``None`` when no kicker decided:
    the hands tie, or they differ in category or in the ranks that make them (a pair of
    kings beats a pair of queens on the pair, not on a kicker).

    Raises ``ValueError`` when ``winner`` does not beat ``loser``.
    """
    if winner < loser:
        raise ValueError("the winning hand must be at least as strong as the losing one")
    if winner == loser or holdem_category(winner) is not holdem_category(loser):
        return None
    if made_ranks(winner) != made_ranks(loser):
        return None
    ours, theirs = kickers(winner), kickers(loser)
    for position, (rank, beaten) in enumerate(zip(ours, theirs, strict=True), start=1):
        if rank != beaten:
            return Kicker(position, rank, beaten, ours[: position - 1])
    raise AssertionError("two different values with the same ranks and category")
