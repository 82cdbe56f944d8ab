"""What every banking game dealt on a Hold'em board shares about its cards: two hole cards
for the player and for the dealer, five community cards, dealt from a seeded deck and
shown street by street (Ultimate Texas Hold'em, Casino Hold'em, Texas Hold'em Bonus)."""

from __future__ import annotations

import enum
import itertools
import random
from collections.abc import Callable, Iterable
from typing import TypeVar

import numpy as np

from engine.cards import CARDS, Card, Deck, ensure_distinct
from engine.dealing import HANDS_IN_CATEGORY, hand_of
from engine.errors import CardError, PokerError
from engine.hands import Category
from engine.seven import HOLDEM_CATEGORIES, best_hand, best_hands_many, holdem_category

R = TypeVar("R")

HOLE = 2
BOARD = 5


class Street(enum.StrEnum):
    """Where a round stands: before the flop, after it, after the turn, after the river."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"

    @property
    def shown(self) -> int:
        """How many community cards the player sees on this street."""
        return {"preflop": 0, "flop": 3, "turn": 4, "river": 5}[self.value]


def deal(seed: int) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """The player's, the dealer's and the board's cards from the deck shuffled with
    ``seed``: the player holds the deck's cards 1 and 3, the dealer 2 and 4, the board the
    next five (no burn cards: they change nothing the player can know)."""
    cards = Deck(seed).draw(2 * HOLE + BOARD)
    return cards[0 : 2 * HOLE : 2], cards[1 : 2 * HOLE : 2], cards[2 * HOLE :]


def check_cards(
    player: tuple[Card, ...], dealer: tuple[Card, ...], board: tuple[Card, ...]
) -> None:
    """Raise ``CardError`` unless the player and the dealer hold two cards each and the
    board five (code ``hand_size``), all distinct (``ensure_distinct``'s code)."""
    if len(player) != HOLE or len(dealer) != HOLE or len(board) != BOARD:
        raise CardError(
            "the player and the dealer hold two cards each and the board five", code="hand_size"
        )
    ensure_distinct(player + dealer + board)


def seven_of(category: Category | None, rng: random.Random) -> tuple[Card, ...] | None:
    """Seven random cards whose best five are of the Hold'em ``category`` (any seven when
    ``None``), in a random order; ``None`` when this draw missed it (the caller draws
    again). The five cards of the category are dealt first (``engine.dealing.hand_of``,
    high-card hands with or without an ace and a king in their proportions), then two
    more, kept only when they leave the category as it was."""
    if category is None:
        return tuple(rng.sample(CARDS, 7))
    if category not in HOLDEM_CATEGORIES:
        raise ValueError(f"{category.title} is no Hold'em category")
    five_category: Category = category
    if category is Category.HIGH_CARD:
        weights = [HANDS_IN_CATEGORY[Category.HIGH_CARD], HANDS_IN_CATEGORY[Category.ACE_KING]]
        five_category = rng.choices([Category.HIGH_CARD, Category.ACE_KING], weights)[0]
    five = hand_of(five_category, rng)
    rest = [each for each in CARDS if each not in five]
    seven = [*five, *rng.sample(rest, 2)]
    if holdem_category(best_hand(seven)) is not category:
        return None
    rng.shuffle(seven)
    return tuple(seven)


def dealer_hands(
    board: tuple[Card, ...], taken: Iterable[Card]
) -> tuple[list[tuple[Card, ...]], np.ndarray]:
    """Every two cards the dealer may hold beside ``board`` when ``taken`` (the player's
    cards and the board) are out of the deck, and the value of his best five with each
    (``engine.seven.best_hands_many``): 990 hands beside a player's two and the board."""
    out = set(taken) | set(board)
    free = [each for each in CARDS if each not in out]
    pairs = list(itertools.combinations(free, HOLE))
    rows = np.array([(*pair, *board) for pair in pairs], dtype=np.int64)
    return pairs, best_hands_many(rows)


def permuted(cards: Iterable[Card], suits: list[int]) -> tuple[Card, ...]:
    """``cards`` with their suits renamed by ``suits`` (a permutation of 0..3): every hand,
    every decision and every settlement stays the same."""
    return tuple(CARDS[each.rank * 4 + suits[each.suit]] for each in cards)


def first_found(
    attempt: Callable[[random.Random], R | None], rng: random.Random, tries: int
) -> R | None:
    """The first thing ``attempt`` makes with ``rng`` in at most ``tries`` draws, or
    ``None``: the loop of every game's dealing to order."""
    for _ in range(tries):
        found = attempt(rng)
        if found is not None:
            return found
    return None


def can(check: Callable[[], object]) -> bool:
    """Whether ``check`` passes: the ``can_<action>`` beside a ``check_<action>``."""
    try:
        check()
    except PokerError:
        return False
    return True
