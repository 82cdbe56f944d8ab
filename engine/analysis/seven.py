"""Every seven-card hand counted by the category of its best five, two ways.

``seven_card_counts`` counts without dealing: every multiset of seven ranks (no rank more
than four times, 49,205 of them) is valued once as a hand without a flush and counted with
its number of suit assignments, prod C(4, n); the hands with five or more cards of one suit
are then counted apart, by the ranks of that suit and of the other cards, and moved from the
category their ranks give to their flush's (a straight flush where the suit's ranks hold a
run of five). A second or so.

``seven_card_counts_enumerated`` deals all C(52, 7) = 133,784,560 hands one by one
(``engine.analysis.kernels.seven_card_categories``, numba): tens of seconds, for the slow
tests that check the two agree.

The counts the tests hold them to are Brian Alspach's, "7-Card Poker Hands" (2000,
http://people.math.sfu.ca/~alspach/comp20/), as Wikipedia's "Poker probability" tabulates
them (https://en.wikipedia.org/wiki/Poker_probability, "7-card poker hands").
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Mapping

import numpy as np

from engine.analysis import kernels
from engine.cards import CARDS
from engine.hands import Category
from engine.seven import HOLDEM_CATEGORIES, best_hands_many, holdem_categories
from engine.showdown import frozen_mapping

HANDS = math.comb(52, 7)  # 133,784,560
_ROYAL_RANKS = frozenset(range(8, 13))


def _rank_multisets() -> list[tuple[int, ...]]:
    return [
        ranks
        for ranks in itertools.combinations_with_replacement(range(13), 7)
        if max(Counter(ranks).values()) <= 4
    ]


def _flush_category(ranks: tuple[int, ...]) -> Category:
    """The category of five to seven cards of one suit with these distinct ranks."""
    present = set(ranks)
    runs = [top for top in range(4, 13) if all(r in present for r in range(top - 4, top + 1))]
    if {12, 0, 1, 2, 3} <= present:
        runs.append(3)
    if not runs:
        return Category.FLUSH
    return Category.ROYAL_FLUSH if present >= _ROYAL_RANKS else Category.STRAIGHT_FLUSH


@functools.cache
def seven_card_counts() -> Mapping[Category, int]:
    """How many seven-card hands fall in each Hold'em category (``HOLDEM_CATEGORIES``),
    counted by rank classes (see the module docstring); they add up to C(52, 7).

    >>> counts = seven_card_counts()
    >>> counts[Category.ROYAL_FLUSH], counts[Category.STRAIGHT_FLUSH], sum(counts.values())
    (4324, 37260, 133784560)
    """
    multisets = _rank_multisets()
    # A representative without a flush: the t-th card of the sorted ranks in suit t mod 4
    # (at most two cards a suit; a rank's copies take distinct suits).
    rows = np.array(
        [
            [CARDS[rank * 4 + position % 4] for position, rank in enumerate(ranks)]
            for ranks in multisets
        ],
        dtype=np.int64,
    )
    plain = holdem_categories(best_hands_many(rows))
    category_of = {ranks: Category(int(each)) for ranks, each in zip(multisets, plain, strict=True)}
    counts: Counter[Category] = Counter()
    for ranks, category in category_of.items():
        counts[category] += math.prod(math.comb(4, n) for n in Counter(ranks).values())
    # Five to seven cards of one suit (any of four): the suit's distinct ranks, the rest
    # from the three other suits, prod C(3, n) ways.
    for size in (5, 6, 7):
        for flush in itertools.combinations(range(13), size):
            moved_to = _flush_category(flush)
            for others in itertools.combinations_with_replacement(range(13), 7 - size):
                ways = 4 * math.prod(math.comb(3, n) for n in Counter(others).values())
                if not ways:
                    continue
                ranks = tuple(sorted(flush + others))
                counts[category_of[ranks]] -= ways
                counts[moved_to] += ways
    return frozen_mapping((category, counts[category]) for category in HOLDEM_CATEGORIES)


def seven_card_counts_enumerated() -> Mapping[Category, int]:
    """The same counts as ``seven_card_counts``, every one of the 133,784,560 hands dealt
    and valued (numba; tens of seconds, and the kernel's first compilation)."""
    found = kernels.seven_card_categories()
    return frozen_mapping((category, int(found[category])) for category in HOLDEM_CATEGORIES)
