"""Dealing to order, the game-neutral part: hands of a given category, a hand equal to
another, cards by rank and suit, the proportions of the categories in a real deck, and the
refusal every game's ``deal_to_order`` raises (``CannotDeal``).

Each game's own ``order`` module (``engine.oasis.order``, ``engine.russian.order``) builds its
rounds from these; nothing here knows a game's rules or its players.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import fields
from typing import Any, TypeVar

from engine.cards import CARDS, Card
from engine.hands import Category, category_of
from engine.showdown import frozen_mapping

K = TypeVar("K")

# Five-card hands of each category in a 52-card deck (2,598,960 in all).
HANDS_IN_CATEGORY: Mapping[Category, int] = frozen_mapping(
    {
        Category.HIGH_CARD: 1_135_260,
        Category.ACE_KING: 167_280,
        Category.PAIR: 1_098_240,
        Category.TWO_PAIR: 123_552,
        Category.THREE_OF_A_KIND: 54_912,
        Category.STRAIGHT: 10_200,
        Category.FLUSH: 5_108,
        Category.FULL_HOUSE: 3_744,
        Category.FOUR_OF_A_KIND: 624,
        Category.STRAIGHT_FLUSH: 36,
        Category.ROYAL_FLUSH: 4,
    }
)

# Two hands of these categories can be equal (the same ranks in other suits); two hands of
# three or four of a kind, or full houses, would need six or eight cards of one rank.
TIEABLE = frozenset(
    {
        Category.ACE_KING,
        Category.PAIR,
        Category.TWO_PAIR,
        Category.STRAIGHT,
        Category.FLUSH,
        Category.STRAIGHT_FLUSH,
        Category.ROYAL_FLUSH,
    }
)


def distinct_players(kind: Callable[[Any], K], players: Iterable[object]) -> tuple[K, ...]:
    """``players`` as kinds of player (``kind`` reads each), each once, in the order given,
    so that equal targets are equal values (and hash alike) however the caller listed them.
    Raises ``ValueError`` for an unknown kind or none at all."""
    distinct = tuple(dict.fromkeys(kind(each) for each in players))
    if not distinct:
        raise ValueError("a target needs at least one kind of player")
    return distinct


def target_text(target: Any, every_player: tuple[object, ...]) -> str:
    """A target of a game's rounds dealt to order as text: the fields it asks for, and its
    kinds of player unless they are ``every_player``: "(final=flush, outcome=tie)"."""
    asked = []
    for field in fields(target):
        value = getattr(target, field.name)
        if field.name != "players" and value is not None:
            shown = value.slug if isinstance(value, Category) else value
            asked.append(f"{field.name}={shown}")
    if target.players != every_player:
        asked.append("players=" + ",".join(target.players))
    return "(" + (", ".join(asked) or "any round") + ")"


class CannotDeal(LookupError):
    """No round meets the target under these rules (the message says why)."""


ACE, KING = 12, 11
_WHEEL = (ACE, 0, 1, 2, 3)
STRAIGHT_TOPS = tuple(range(3, 13))  # the top rank of a straight: five (the wheel) to ace
_TRIES = 1000  # draws of a sampled category before saying the excluded cards prevent it


def straight_ranks(top: int) -> tuple[int, ...]:
    """The five ranks of the straight whose top card has rank ``top`` (3: the wheel)."""
    return _WHEEL if top == 3 else tuple(range(top - 4, top + 1))


def is_straight(ranks: Iterable[int]) -> bool:
    """Whether ``ranks`` are five distinct ranks in a row (the wheel counts)."""
    distinct = set(ranks)
    return len(distinct) == 5 and (max(distinct) - min(distinct) == 4 or distinct == set(_WHEEL))


def card_at(rank: int, suit: int) -> Card:
    """The card of rank index ``rank`` (0 a two .. 12 an ace) and suit index ``suit``."""
    return CARDS[rank * 4 + suit]


class _Pool:
    """The cards still free, by rank and by suit."""

    def __init__(self, excluding: Iterable[Card]) -> None:
        taken = set(excluding)
        self.cards = [each for each in CARDS if each not in taken]
        self.ranks: list[list[Card]] = [[] for _ in range(13)]
        self.suits: list[list[Card]] = [[] for _ in range(4)]
        for each in self.cards:
            self.ranks[each.rank].append(each)
            self.suits[each.suit].append(each)
        self.free = frozenset(self.cards)


def _sampled(pool: _Pool, rng: random.Random, category: Category) -> list[Card] | None:
    # A pair or no hand at all is common enough (42 % to 44 % of hands) to draw at random.
    for _ in range(_TRIES):
        hand = rng.sample(pool.cards, 5)
        if category_of(hand) is category:
            return hand
    return None


def _royal_flush(pool: _Pool, rng: random.Random) -> list[Card] | None:
    suits = [s for s in range(4) if all(card_at(r, s) in pool.free for r in straight_ranks(ACE))]
    if not suits:
        return None
    suit = rng.choice(suits)
    return [card_at(r, suit) for r in straight_ranks(ACE)]


def _straight_flush(pool: _Pool, rng: random.Random) -> list[Card] | None:
    options = [
        (top, s)
        for top in STRAIGHT_TOPS[:-1]
        for s in range(4)
        if all(card_at(r, s) in pool.free for r in straight_ranks(top))
    ]
    if not options:
        return None
    top, suit = rng.choice(options)
    return [card_at(r, suit) for r in straight_ranks(top)]


def _four_of_a_kind(pool: _Pool, rng: random.Random) -> list[Card] | None:
    # Every rank with its four cards free leaves the same number of kickers: equal odds.
    ranks = [r for r in range(13) if len(pool.ranks[r]) == 4]
    if not ranks:
        return None
    rank = rng.choice(ranks)
    kickers = [each for each in pool.cards if each.rank != rank]
    return [*pool.ranks[rank], rng.choice(kickers)] if kickers else None


def _full_house(pool: _Pool, rng: random.Random) -> list[Card] | None:
    counts = [len(cards) for cards in pool.ranks]
    options = [(t, p) for t in range(13) for p in range(13) if t != p]
    weights = [math.comb(counts[t], 3) * math.comb(counts[p], 2) for t, p in options]
    if not any(weights):
        return None
    trips, pair = rng.choices(options, weights=weights)[0]
    return rng.sample(pool.ranks[trips], 3) + rng.sample(pool.ranks[pair], 2)


def _flush(pool: _Pool, rng: random.Random) -> list[Card] | None:
    weights = [math.comb(len(cards), 5) for cards in pool.suits]
    if not any(weights):
        return None
    for _ in range(_TRIES):
        suit = rng.choices(range(4), weights=weights)[0]
        hand = rng.sample(pool.suits[suit], 5)
        if not is_straight(each.rank for each in hand):
            return hand
    return None


def _straight(pool: _Pool, rng: random.Random) -> list[Card] | None:
    weights = [math.prod(len(pool.ranks[r]) for r in straight_ranks(top)) for top in STRAIGHT_TOPS]
    if not any(weights):
        return None
    for _ in range(_TRIES):
        top = rng.choices(STRAIGHT_TOPS, weights=weights)[0]
        hand = [rng.choice(pool.ranks[r]) for r in straight_ranks(top)]
        if len({each.suit for each in hand}) > 1:
            return hand
    return None


def _three_of_a_kind(pool: _Pool, rng: random.Random) -> list[Card] | None:
    total = len(pool.cards)
    counts = [len(cards) for cards in pool.ranks]
    weights = [math.comb(n, 3) * math.comb(total - n, 2) for n in counts]
    if not any(weights):
        return None
    for _ in range(_TRIES):
        rank = rng.choices(range(13), weights=weights)[0]
        kickers = rng.sample([each for each in pool.cards if each.rank != rank], 2)
        if kickers[0].rank != kickers[1].rank:
            return rng.sample(pool.ranks[rank], 3) + kickers
    return None


def _two_pair(pool: _Pool, rng: random.Random) -> list[Card] | None:
    total = len(pool.cards)
    counts = [len(cards) for cards in pool.ranks]
    options = list(itertools.combinations(range(13), 2))
    weights = [
        math.comb(counts[a], 2) * math.comb(counts[b], 2) * (total - counts[a] - counts[b])
        for a, b in options
    ]
    if not any(weights):
        return None
    high, low = rng.choices(options, weights=weights)[0]
    kickers = [each for each in pool.cards if each.rank not in (high, low)]
    return rng.sample(pool.ranks[high], 2) + rng.sample(pool.ranks[low], 2) + [rng.choice(kickers)]


def _ace_king(pool: _Pool, rng: random.Random) -> list[Card] | None:
    # One ace, one king, three cards below the king: each Ace-King hand has exactly one
    # such draw, so drawing them evenly and keeping the Ace-Kings deals them evenly.
    aces, kings = pool.ranks[ACE], pool.ranks[KING]
    low = [each for each in pool.cards if each.rank < KING]
    if not aces or not kings or len(low) < 3:
        return None
    for _ in range(_TRIES):
        hand = [rng.choice(aces), rng.choice(kings), *rng.sample(low, 3)]
        if category_of(hand) is Category.ACE_KING:
            return hand
    return None


_HandBuilder = Callable[[_Pool, random.Random], list[Card] | None]
_HAND_BUILDERS: Mapping[Category, _HandBuilder] = frozen_mapping(
    dict[Category, _HandBuilder](
        {
            Category.HIGH_CARD: functools.partial(_sampled, category=Category.HIGH_CARD),
            Category.ACE_KING: _ace_king,
            Category.PAIR: functools.partial(_sampled, category=Category.PAIR),
            Category.TWO_PAIR: _two_pair,
            Category.THREE_OF_A_KIND: _three_of_a_kind,
            Category.STRAIGHT: _straight,
            Category.FLUSH: _flush,
            Category.FULL_HOUSE: _full_house,
            Category.FOUR_OF_A_KIND: _four_of_a_kind,
            Category.STRAIGHT_FLUSH: _straight_flush,
            Category.ROYAL_FLUSH: _royal_flush,
        }
    )
)


def hand_of(
    category: Category, rng: random.Random, *, excluding: Iterable[Card] = ()
) -> tuple[Card, ...]:
    """A random five-card hand of exactly ``category`` with none of the cards ``excluding``.

    Every such hand is equally likely, in a random order. The rare categories are built
    (a royal flush is one of four hands), the common ones drawn until one fits. Raises
    ``CannotDeal`` when the excluded cards leave no hand of the category.
    """
    category = Category(category)
    hand = _HAND_BUILDERS[category](_Pool(excluding), rng)
    if hand is None:
        raise CannotDeal(f"the cards left hold no {category.title.lower()}")
    rng.shuffle(hand)
    return tuple(hand)


def free_of_rank(rank: int, taken: set[Card] | frozenset[Card]) -> list[Card]:
    """The cards of rank index ``rank`` that are not ``taken``, clubs first."""
    return [card_at(rank, s) for s in range(4) if card_at(rank, s) not in taken]


# Choices of a detail (the ranks, the suits) before giving up.
_LOCAL_TRIES = 8


def tie_with(final: Sequence[Card], taken: set[Card], rng: random.Random) -> list[Card] | None:
    """Five free cards (none of ``taken``) worth exactly the five cards ``final``: their
    ranks in other cards, a flush exactly when they are one; ``None`` when a few tries
    find none."""
    if len({each.suit for each in final}) == 1:
        suits = [s for s in range(4) if all(card_at(c.rank, s) not in taken for c in final)]
        if not suits:
            return None
        suit = rng.choice(suits)
        return [card_at(each.rank, suit) for each in final]
    for _ in range(_LOCAL_TRIES):
        chosen: list[Card] = []
        for each in final:
            free = free_of_rank(each.rank, taken.union(chosen))
            if not free:
                return None
            chosen.append(rng.choice(free))
        if len({each.suit for each in chosen}) > 1:
            return chosen
    return None
