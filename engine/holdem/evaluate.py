"""Best five of seven at the Hold'em table, and the kickers that decide between two hands.

The seven-card evaluation is shared by every game dealt on a Hold'em board and lives in
``engine.seven``; it is named here too, as the table's code and pages have always read it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.hands import Category, HandValue
from engine.seven import best_five, best_hand, best_hands_many, hand_name, holdem_category

__all__ = [
    "Kicker",
    "best_five",
    "best_hand",
    "best_hands_many",
    "deciding_kicker",
    "hand_name",
    "holdem_category",
    "kickers",
    "made_ranks",
]


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
