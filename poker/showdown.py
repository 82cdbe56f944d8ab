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

from poker.hands import Category, HandValue

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

    >>> from poker.cards import parse_cards
    >>> from poker.hands import evaluate
    >>> dealer_qualifies(evaluate(parse_cards("Ad Kc 4h 3s 2d")))
    True
    >>> dealer_qualifies(evaluate(parse_cards("Ad Qc Jh 9s 8d")))
    False
    """
    return value.category >= Category.ACE_KING
