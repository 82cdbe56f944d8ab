"""What every banked poker game of the engine shares at the showdown: a wager's outcome and
result, the winner, the dealer's qualifying hand, and the read-only tables that frozen
rules hold.

Oasis Poker and Russian Poker both settle against a dealer who plays with Ace-King or
better; these values say so once, for both.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from types import MappingProxyType
from typing import Generic, TypeVar

from engine.hands import Category, HandValue

K = TypeVar("K")
V = TypeVar("V")
W = TypeVar("W", bound=enum.StrEnum)


class Outcome(enum.StrEnum):
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    RETURNED = "returned"
    NOT_PLACED = "not_placed"


@dataclass(frozen=True, slots=True)
class WagerResult(Generic[W]):
    """One wager's fate. ``wager`` is the game's own name for it (its ``Wager`` enum).
    ``amount`` is the player's signed net on it: +winnings, -stake, or 0 when pushed,
    returned or not placed. ``odds`` is the "N to 1" applied on a win; ``meter_share`` the
    share of a progressive meter a side bet was paid instead."""

    wager: W
    stake: Decimal
    outcome: Outcome
    amount: Decimal
    odds: int | None = None
    meter_share: Decimal | None = None

    @property
    def returned(self) -> Decimal:
        """What goes back to the player at the settlement: the stake and its winnings,
        nothing for a lost wager."""
        return self.stake + self.amount


class Winner(enum.StrEnum):
    PLAYER = "player"
    DEALER = "dealer"
    TIE = "tie"


def frozen_mapping(pairs: Mapping[K, V] | Iterable[tuple[K, V]] = ()) -> Mapping[K, V]:
    """A read-only copy of a mapping, for the tables held by frozen rules."""
    return MappingProxyType(dict(pairs))


def dealer_qualifies(value: HandValue) -> bool:
    """Whether the dealer plays: Ace-King or better (the lowest is A K 4 3 2).

    >>> from engine.cards import parse_cards
    >>> from engine.hands import evaluate
    >>> dealer_qualifies(evaluate(parse_cards("Ad Kc 4h 3s 2d")))
    True
    >>> dealer_qualifies(evaluate(parse_cards("Ad Qc Jh 9s 8d")))
    False
    """
    return value.category >= Category.ACE_KING


# How many of a hand's deciding ranks (``HandValue.ranks``) make it; the rest are kickers.
# A straight is named by its top card, a flush or a hand below Ace-King by its highest card
# and then compared card by card; Ace-King by its ace and king.
_MADE_RANKS: Mapping[Category, int] = frozen_mapping(
    {
        Category.HIGH_CARD: 1,
        Category.ACE_KING: 2,
        Category.PAIR: 1,
        Category.TWO_PAIR: 2,
        Category.THREE_OF_A_KIND: 1,
        Category.STRAIGHT: 1,
        Category.FLUSH: 1,
        Category.FULL_HOUSE: 2,
        Category.FOUR_OF_A_KIND: 1,
        Category.STRAIGHT_FLUSH: 1,
        Category.ROYAL_FLUSH: 1,
    }
)


def made_ranks(value: HandValue) -> tuple[int, ...]:
    """The ranks that make the hand and name it, most significant first (rank indexes,
    12 = ace): the pair of a pair, both pairs of two pair, the three and the pair of a full
    house, the top card of a straight or flush.

    >>> from engine.cards import parse_cards
    >>> from engine.hands import evaluate
    >>> made_ranks(evaluate(parse_cards("Kh Kd 5c 5s 9d")))  # kings and fives
    (11, 3)
    """
    return value.ranks[: _MADE_RANKS[value.category]]


def kickers(value: HandValue) -> tuple[int, ...]:
    """The ranks after ``made_ranks``, highest first, which decide between hands that are
    made alike (none for a straight or a full house)."""
    return value.ranks[_MADE_RANKS[value.category] :]


@dataclass(frozen=True, slots=True)
class DecidingRanks:
    """Where two hands of one category part: the ``higher`` hand's rank and the ``lower``
    one's (rank indexes, 12 = ace) at the first place they differ. ``kicker`` counts the
    kickers from 1 when it is one (the ``tied`` kickers before it equal in both hands), and
    is 0 when the ranks that make the hands decided."""

    higher: int
    lower: int
    kicker: int = 0
    tied: tuple[int, ...] = ()


def deciding_ranks(first: HandValue, second: HandValue) -> DecidingRanks | None:
    """The ranks that decide between two hands of one category, the stronger hand's first;
    ``None`` when the categories differ (the category decides) or the hands are equal.

    >>> from engine.cards import parse_cards
    >>> from engine.hands import evaluate
    >>> def hand(text):
    ...     return evaluate(parse_cards(text))
    >>> deciding_ranks(hand("Jh Jd 9c 5s 2d"), hand("5h 5d Ac Ks Qd"))  # jacks beat fives
    DecidingRanks(higher=9, lower=3, kicker=0, tied=())
    >>> deciding_ranks(hand("9h 9d Qc 5s 2d"), hand("9s 9c Ac 4s 3d"))  # the ace kicker
    DecidingRanks(higher=12, lower=10, kicker=1, tied=())
    >>> deciding_ranks(hand("Ah Kd Qc 7s 2d"), hand("As Kc Qd 6s 5d"))  # A K Q, then 7 and 6
    DecidingRanks(higher=5, lower=4, kicker=2, tied=(10,))
    >>> deciding_ranks(hand("Ah Kd Qc 7s 2d"), hand("As Kc Qd 7h 2c")) is None  # equal
    True
    >>> deciding_ranks(hand("2h 2d 5c 7s 9d"), hand("As Kc Qd 7h 2c")) is None  # a pair wins
    True
    """
    if first.category is not second.category or first == second:
        return None
    higher, lower = max(first, second), min(first, second)
    made = _MADE_RANKS[higher.category]
    for place, (rank, beaten) in enumerate(zip(higher.ranks, lower.ranks, strict=True)):
        if rank != beaten:
            if place < made:
                return DecidingRanks(rank, beaten)
            return DecidingRanks(rank, beaten, place - made + 1, higher.ranks[made:place])
    raise AssertionError("two different values with the same category and ranks")
