"""Five-card hand evaluation with Ace-King as a category of its own.

Every hand maps to an integer ``category << 20 | tie-break``: the tie-break holds the ranks
that decide between hands of one category, a nibble each, most significant first (for
straights only the top card, a five for A-2-3-4-5). Larger is stronger, equal means a tie;
suits never break ties.

Two hands with the same ranks (and flushness) are worth the same, so the value depends only
on the multiset of ranks and on whether all five suits agree. Each rank has a weight
(``RANK_WEIGHTS``) chosen so that the sums of the weights of any five ranks, no rank more
than four times, are all different; a flush adds ``_FLUSH_OFFSET``. The key is then a small
integer (under 794,152) and the 7,462 distinct values sit in one table indexed by it:
``evaluate`` costs six look-ups and no hashing, ``evaluate_many`` does the same for a whole
numpy batch with one fancy index.
"""

from __future__ import annotations

import enum
import itertools
from collections import Counter
from collections.abc import Sequence

import numpy as np

from engine.cards import CARDS, DECK_SIZE, RANKS, Card

TIE_BREAK_BITS = 20
# Found greedily: each weight is the smallest that keeps every five-rank sum unique so far
# (ranks two..ace). The table builder checks the property again at import.
RANK_WEIGHTS = (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415)
_FLUSH_OFFSET = 5 * RANK_WEIGHTS[-1] + 1
_ACE, _KING, _FIVE = 12, 11, 3


class Category(enum.IntEnum):
    """Hand categories, weakest first. Ace-King ranks above every other no-pair hand."""

    HIGH_CARD = 0
    ACE_KING = 1
    PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    ROYAL_FLUSH = 10

    @property
    def slug(self) -> str:
        """The stable name used in files and URLs: ``"full_house"``."""
        return self.name.lower()

    @property
    def title(self) -> str:
        """The English name: ``"Full house"``."""
        return self.name.replace("_", " ").capitalize().replace("Ace king", "Ace-King")

    @classmethod
    def from_slug(cls, slug: str) -> Category:
        """The category named ``slug``; ``ValueError`` for an unknown one."""
        try:
            return cls[slug.upper()]
        except KeyError:
            raise ValueError(f"unknown hand category {slug!r}") from None


_CATEGORIES = tuple(Category)  # indexing a tuple is several times faster than Category(n)


class HandValue(int):
    """The strength of a five-card hand: compares like the hands, knows its category."""

    __slots__ = ()

    @property
    def category(self) -> Category:
        return _CATEGORIES[self >> TIE_BREAK_BITS]

    @property
    def ranks(self) -> tuple[int, ...]:
        """The deciding ranks, most significant first (rank indexes, 12 = ace)."""
        nibbles = [(self >> shift) & 0xF for shift in range(16, -1, -4)]
        return tuple(n - 1 for n in nibbles if n)

    def __repr__(self) -> str:
        ranks = "".join(RANKS[r] for r in self.ranks)
        return f"HandValue({self.category.slug}, {ranks})"


def _value_of(ranks: Sequence[int], flush: bool) -> HandValue:
    """The value of five cards with these rank indexes, by the rules in the module docstring."""
    counts = Counter(ranks)
    # Ranks grouped by how often they occur, then by rank: (3, 3, 3, 9, 9) -> 3, 9.
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    distinct = sorted(counts, reverse=True)
    straight_top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [_ACE, _FIVE, 2, 1, 0]:
            straight_top = _FIVE
    if straight_top is not None:
        order = [straight_top]

    if straight_top is not None and flush:
        category = Category.ROYAL_FLUSH if straight_top == _ACE else Category.STRAIGHT_FLUSH
    elif shape[0] == 4:
        category = Category.FOUR_OF_A_KIND
    elif shape == [3, 2]:
        category = Category.FULL_HOUSE
    elif flush:
        category = Category.FLUSH
    elif straight_top is not None:
        category = Category.STRAIGHT
    elif shape[0] == 3:
        category = Category.THREE_OF_A_KIND
    elif shape == [2, 2, 1]:
        category = Category.TWO_PAIR
    elif shape[0] == 2:
        category = Category.PAIR
    elif distinct[0] == _ACE and distinct[1] == _KING:
        category = Category.ACE_KING
    else:
        category = Category.HIGH_CARD

    tie_break = 0
    for position, rank in enumerate(order):
        tie_break |= (rank + 1) << (16 - 4 * position)
    return HandValue((category << TIE_BREAK_BITS) | tie_break)


def _build_table() -> list[HandValue | None]:
    table: list[HandValue | None] = [None] * (2 * _FLUSH_OFFSET)
    for ranks in itertools.combinations_with_replacement(range(13), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        key = sum(RANK_WEIGHTS[r] for r in ranks)
        if table[key] is not None:
            raise AssertionError(f"RANK_WEIGHTS give two rank multisets the key {key}")
        table[key] = _value_of(ranks, flush=False)
        if len(set(ranks)) == 5:
            table[key + _FLUSH_OFFSET] = _value_of(ranks, flush=True)
    return table


_WEIGHT: tuple[int, ...] = tuple(RANK_WEIGHTS[each.rank] for each in CARDS)
_TABLE = _build_table()
# -1 marks keys no five distinct cards can make (five of a rank, a "flush" with a pair).
_TABLE_ARRAY = np.array([-1 if v is None else v for v in _TABLE], dtype=np.int64)
_WEIGHT_ARRAY = np.array(_WEIGHT, dtype=np.int64)


def evaluate(cards: Sequence[Card]) -> HandValue:
    """The value of five distinct cards (``Card`` objects or ids 0..51).

    Raises ``ValueError`` unless given exactly five cards. Distinctness is the caller's
    promise (``parse_cards`` checks it); this is the hot path of every simulation.
    """
    try:
        a, b, c, d, e = cards
    except ValueError:
        raise ValueError(f"a poker hand has five cards, not {len(cards)}") from None
    weight = _WEIGHT
    key = weight[a] + weight[b] + weight[c] + weight[d] + weight[e]
    if a & 3 == b & 3 == c & 3 == d & 3 == e & 3:
        key += _FLUSH_OFFSET
    value = _TABLE[key]
    if value is None:  # only five of a rank, or a "flush" with a pair: the cards repeat
        raise ValueError("these five cards make no poker hand: a card is repeated")
    return value


def category_of(cards: Sequence[Card]) -> Category:
    """The category of five distinct cards.

    >>> from engine.cards import parse_cards
    >>> category_of(parse_cards("As Ks 9s 5s 2s")).name
    'FLUSH'
    >>> category_of(parse_cards("Ah 2c 3d 4s 5h")).name
    'STRAIGHT'
    >>> category_of(parse_cards("Qh Kc Ad 2s 3h")).name  # Q-K-A-2-3 does not go round the corner
    'ACE_KING'
    """
    return evaluate(cards).category


# Rows per numpy pass: small enough for the temporaries to stay in the processor's cache.
_CHUNK = 1 << 16


def evaluate_many(hands: np.ndarray | Sequence[Sequence[int]]) -> np.ndarray:
    """Values (``int64``, comparable like ``evaluate``'s) for an array of shape (n, 5) of ids.

    Raises ``ValueError`` for a wrong shape, an id outside 0..51 or a repeated card.
    """
    ids = np.asarray(hands)
    if ids.ndim != 2 or ids.shape[1] != 5:
        raise ValueError(f"expected an array of shape (n, 5), got shape {ids.shape}")
    if ids.size and (ids.min() < 0 or ids.max() >= DECK_SIZE):
        raise ValueError("card ids must lie in 0..51")
    values = np.empty(len(ids), dtype=np.int64)
    for start in range(0, len(ids), _CHUNK):
        chunk = np.ascontiguousarray(ids[start : start + _CHUNK])
        values[start : start + len(chunk)] = _evaluate_chunk(chunk)
    return values


def _evaluate_chunk(ids: np.ndarray) -> np.ndarray:
    columns = [ids[:, i] for i in range(5)]
    for i, j in itertools.combinations(range(5), 2):
        if (columns[i] == columns[j]).any():
            raise ValueError("every hand must hold five distinct cards")
    weight = _WEIGHT_ARRAY
    keys = weight[columns[0]] + weight[columns[1]] + weight[columns[2]]
    keys += weight[columns[3]] + weight[columns[4]]
    suit = columns[0] & 3
    flush = (columns[1] & 3 == suit) & (columns[2] & 3 == suit)
    flush &= (columns[3] & 3 == suit) & (columns[4] & 3 == suit)
    keys[flush] += _FLUSH_OFFSET
    values: np.ndarray = _TABLE_ARRAY[keys]
    return values


def categories_of(values: np.ndarray) -> np.ndarray:
    """The category index of each value returned by ``evaluate_many``."""
    return np.asarray(values) >> TIE_BREAK_BITS
