"""Lookup tables shared by the per-hand and the whole-game analysis.

Everything here is built once per process from ``engine.hands`` (the evaluator is the single
source of truth for hand order) and handed to the compiled kernels as plain numpy arrays.

- Dense values: the 7,462 distinct hand values numbered 0..7461 weakest first, and a table
  from the evaluator's key (sum of ``RANK_WEIGHTS``, plus an offset for a flush) to that
  number, so a kernel evaluates five cards with six look-ups and compares small integers.
- Rank classes: a set of dead cards seen only through how many of each rank it holds.
  How many four-card dealer hands of each rank pattern avoid the dead cards depends on
  nothing else, so one cumulative row per class (and per dealer up-card rank) answers
  "how many dealer hands below this value" in one look-up; the dealer's flushes, which
  depend on the dead cards of his up card's suit, get a small correction table of their own.
- Canonical hands: one player hand per class under the permutations of the three suits
  other than clubs, with the class's size, so the up card can be fixed to a club.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from dataclasses import dataclass

import numpy as np

from engine.cards import CARDS, Card
from engine.hands import RANK_WEIGHTS, Category, evaluate

RANK_COUNT = 13
SUIT_COUNT = 4
DECK = 52
FLUSH_OFFSET = 5 * RANK_WEIGHTS[-1] + 1  # the evaluator's key scheme (see engine.hands)
CATEGORY_COUNT = len(Category)


@dataclass(frozen=True)
class ValueTables:
    """Dense hand values: ``key_rank[key]`` is the dense value of the hand with that key."""

    weights: np.ndarray  # int64[52]: RANK_WEIGHTS of each card's rank
    key_rank: np.ndarray  # int32[2 * FLUSH_OFFSET]: dense value, -1 where no hand has the key
    values: np.ndarray  # int64[n]: the evaluator's value of each dense value
    categories: np.ndarray  # int64[n]: the category of each dense value
    qualifying: int  # the lowest dense value with which the dealer qualifies (A K 4 3 2)

    @property
    def count(self) -> int:
        return len(self.values)


def _representative(ranks: tuple[int, ...], flush: bool) -> list[Card]:
    """Five cards with these ranks: all clubs for a flush, else never five of one suit."""
    if flush:
        return [CARDS[rank * SUIT_COUNT] for rank in ranks]
    seen: Counter[int] = Counter()
    cards = []
    for position, rank in enumerate(ranks):
        suit = seen[rank] if seen[rank] else (1 if position == 4 else 0)
        seen[rank] += 1
        cards.append(CARDS[rank * SUIT_COUNT + suit])
    if len({card.suit for card in cards}) == 1:  # five distinct ranks all got clubs
        cards[-1] = CARDS[cards[-1].rank * SUIT_COUNT + 1]
    return cards


@functools.cache
def value_tables() -> ValueTables:
    """The dense value tables, built from ``engine.hands.evaluate``."""
    found: dict[int, int] = {}
    for ranks in itertools.combinations_with_replacement(range(RANK_COUNT), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        key = sum(RANK_WEIGHTS[r] for r in ranks)
        for flush in (False, True) if len(set(ranks)) == 5 else (False,):
            cards = _representative(ranks, flush)
            found[key + (FLUSH_OFFSET if flush else 0)] = int(evaluate(cards))
    values = np.array(sorted(set(found.values())), dtype=np.int64)
    dense = {int(v): i for i, v in enumerate(values)}
    key_rank = np.full(2 * FLUSH_OFFSET, -1, dtype=np.int32)
    for key, value in found.items():
        key_rank[key] = dense[value]
    categories = values >> 20
    qualifying = int(np.argmax(categories >= Category.ACE_KING))
    weights = np.array([RANK_WEIGHTS[card.rank] for card in CARDS], dtype=np.int64)
    return ValueTables(weights, key_rank, values, categories, qualifying)


@dataclass(frozen=True)
class RankClasses:
    """Every multiset of 5 or 6 ranks (no rank more than four times), as count vectors.

    ``keys`` are the vectors in base 5, sorted, so a kernel finds a class by binary search;
    ``add_rank[c, r]`` is the class of ``c`` with one more card of rank ``r`` (-1 if none).
    """

    keys: np.ndarray  # int64[n]
    counts: np.ndarray  # int64[n, 13]
    add_rank: np.ndarray  # int64[n, 13]
    five: int  # classes 0..five-1 hold five cards, the rest six


def _multisets(size: int) -> list[tuple[int, ...]]:
    vectors = []
    for ranks in itertools.combinations_with_replacement(range(RANK_COUNT), size):
        counts = [0] * RANK_COUNT
        for r in ranks:
            counts[r] += 1
        if max(counts) <= 4:
            vectors.append(tuple(counts))
    return vectors


def _key(counts: tuple[int, ...]) -> int:
    return sum(c * 5**r for r, c in enumerate(counts))


@functools.cache
def rank_classes() -> RankClasses:
    """The rank classes of five- and six-card dead sets (about 24,600)."""
    fives = sorted(_multisets(5), key=_key)
    sixes = sorted(_multisets(6), key=_key)
    vectors = fives + sixes
    index = {v: i for i, v in enumerate(vectors)}
    add_rank = np.full((len(vectors), RANK_COUNT), -1, dtype=np.int64)
    for i, vector in enumerate(fives):
        for r in range(RANK_COUNT):
            grown = list(vector)
            grown[r] += 1
            add_rank[i, r] = index.get(tuple(grown), -1)
    keys = np.array([_key(v) for v in vectors], dtype=np.int64)
    return RankClasses(keys, np.array(vectors, dtype=np.int64), add_rank, len(fives))


@dataclass(frozen=True)
class DealerPatterns:
    """The dealer's four hidden cards seen as rank patterns, for one up-card rank.

    ``ranks``/``mults`` list each pattern's distinct ranks and how often each occurs,
    sorted by the value of the whole dealer hand (up card included) as a non-flush;
    ``axis`` holds those values and ``below[x]`` how many of them are below ``x``.
    """

    ranks: np.ndarray  # int64[m, 4]
    mults: np.ndarray  # int64[m, 4], 0 past the pattern's distinct ranks
    axis: np.ndarray  # int64[m]
    below: np.ndarray  # int64[values + 1]


@functools.cache
def dealer_patterns(up_rank: int) -> DealerPatterns:
    """The 1,819 rank patterns of the dealer's hidden cards under an up card of ``up_rank``."""
    tables = value_tables()
    rows = []
    for ranks in itertools.combinations_with_replacement(range(RANK_COUNT), 4):
        counts = Counter(ranks)
        if counts[up_rank] == 4:
            continue
        key = sum(RANK_WEIGHTS[r] for r in ranks) + RANK_WEIGHTS[up_rank]
        distinct = sorted(counts)
        rows.append(
            (
                int(tables.key_rank[key]),
                distinct + [0] * (4 - len(distinct)),
                [counts[r] for r in distinct] + [0] * (4 - len(distinct)),
            )
        )
    rows.sort(key=lambda row: row[0])
    axis = np.array([row[0] for row in rows], dtype=np.int64)
    points = np.arange(tables.count + 1)
    return DealerPatterns(
        ranks=np.array([row[1] for row in rows], dtype=np.int64),
        mults=np.array([row[2] for row in rows], dtype=np.int64),
        axis=axis,
        below=np.searchsorted(axis, points, side="left").astype(np.int64),
    )


@functools.cache
def dealer_flushes(up_rank: int) -> tuple[np.ndarray, np.ndarray]:
    """The dealer's flushes with a club up card of ``up_rank``: a 13-bit mask of the hidden
    cards' ranks, and the dense values of the hand as a non-flush and as a flush."""
    tables = value_tables()
    others = [r for r in range(RANK_COUNT) if r != up_rank]
    masks, values = [], []
    for ranks in itertools.combinations(others, 4):
        key = sum(RANK_WEIGHTS[r] for r in ranks) + RANK_WEIGHTS[up_rank]
        masks.append(sum(1 << r for r in ranks))
        values.append((tables.key_rank[key], tables.key_rank[key + FLUSH_OFFSET]))
    return np.array(masks, dtype=np.int64), np.array(values, dtype=np.int64)


def dead_club_masks(up_rank: int, most: int = 6) -> tuple[np.ndarray, np.ndarray]:
    """The masks of dead club ranks a dead set of up to ``most`` cards can have (never the up
    card's rank), and an index from each 13-bit mask to its row (-1 for others)."""
    masks = [
        m for m in range(1 << RANK_COUNT) if not m >> up_rank & 1 and bin(m).count("1") <= most
    ]
    index = np.full(1 << RANK_COUNT, -1, dtype=np.int64)
    index[masks] = np.arange(len(masks))
    return np.array(masks, dtype=np.int64), index


# BINOMIAL[n, k] = C(n, k) for n, k in 0..4: cards of a rank left, cards of it in a pattern.
BINOMIAL = np.array([[math.comb(n, k) for k in range(5)] for n in range(5)], dtype=np.int64)
