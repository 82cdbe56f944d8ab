"""Three-card hands: their categories and one total order.

The order, strongest first: straight flush, three of a kind, straight, flush, pair, high
card. A straight beats a flush (there are fewer of them in three cards); A-2-3 is a
straight, the lowest, and A-K-Q the highest; Q-K-A is no corner to turn (K-A-2 is no
straight). Within a category the ranks decide, never the suits: a straight by its top card
(three for A-2-3), a pair by its rank then the odd card, a flush or a high card hand card by
card from the highest.

The **mini-royal** (A-K-Q suited) is the highest straight flush, not a category of its own:
where a table pays it apart it is a line of the pay table (``Line``), not a rank.

Sources: Wizard of Odds, "Three Card Poker" (https://wizardofodds.com/games/three-card-poker/):
the hand order and the number of hands of each category (48, 52, 720, 1,096, 3,744,
16,440 of 22,100); Evolution's "Live Three Card Poker" rules: A-2-3 the lowest straight,
A-K-Q the highest, the suited A-K-Q a mini-royal.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Sequence
from functools import cache

from engine.cards import CARDS, RANKS, Card, ensure_distinct
from engine.errors import CardError

HAND_SIZE = 3
_ACE, _KING, _QUEEN, _THREE = 12, 11, 10, 1


class Category(enum.IntEnum):
    """Three-card categories, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    FLUSH = 2
    STRAIGHT = 3
    THREE_OF_A_KIND = 4
    STRAIGHT_FLUSH = 5

    @property
    def slug(self) -> str:
        """The stable name used in files and URLs: ``"straight_flush"``."""
        return self.name.lower()

    @property
    def title(self) -> str:
        """The English name: ``"Straight flush"``."""
        return self.name.replace("_", " ").capitalize()

    @classmethod
    def from_slug(cls, slug: str) -> Category:
        """The category named ``slug``; ``ValueError`` for an unknown one."""
        try:
            return cls[slug.upper()]
        except KeyError:
            raise ValueError(f"unknown three-card category {slug!r}") from None


class Line(enum.StrEnum):
    """A line of a three-card pay table (Pair Plus, the Ante Bonus): a category, or the
    mini-royal where a table pays it apart from the other straight flushes."""

    MINI_ROYAL = "mini_royal"
    STRAIGHT_FLUSH = "straight_flush"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    PAIR = "pair"

    @property
    def label(self) -> str:
        """The English name: ``"Mini-royal"``, ``"Straight flush"``."""
        return "Mini-royal" if self is Line.MINI_ROYAL else Category.from_slug(self).title

    @classmethod
    def of(cls, category: Category) -> Line:
        """The line of ``category`` (``ValueError`` for a high card: no table pays it)."""
        return cls(category.slug)


_CATEGORIES = tuple(Category)
_SHIFT = 12  # the category sits above three nibbles of ranks


class HandValue(int):
    """The strength of a three-card hand: ``category << 12`` and three rank nibbles, most
    significant first. Larger is stronger; equal is a tie."""

    __slots__ = ()

    @property
    def category(self) -> Category:
        return _CATEGORIES[self >> _SHIFT]

    @property
    def ranks(self) -> tuple[int, ...]:
        """The deciding ranks, most significant first (rank indexes, 12 = ace; the top
        card alone for a straight or three of a kind)."""
        count = 1 if self.category in _ONE_RANK else (2 if self.category is Category.PAIR else 3)
        return tuple((self >> shift) & 0xF for shift in (8, 4, 0))[:count]

    def __repr__(self) -> str:
        return f"HandValue({self.category.slug}, {''.join(RANKS[r] for r in self.ranks)})"


_ONE_RANK = frozenset({Category.STRAIGHT, Category.THREE_OF_A_KIND, Category.STRAIGHT_FLUSH})


def _value(category: Category, *ranks: int) -> HandValue:
    high, middle, low = (*ranks, 0, 0)[:3]
    return HandValue((category << _SHIFT) | (high << 8) | (middle << 4) | low)


def check_hand(cards: Sequence[Card]) -> tuple[Card, ...]:
    """``cards`` as a three-card hand. Raises ``CardError`` (``hand_size``,
    ``duplicate_card``)."""
    hand = tuple(cards)
    if len(hand) != HAND_SIZE:
        raise CardError(
            f"a Three Card Poker hand has three cards, not {len(hand)}",
            code="hand_size",
            given=len(hand),
        )
    ensure_distinct(hand)
    return hand


def evaluate(cards: Sequence[Card]) -> HandValue:
    """The value of three distinct cards. Raises ``CardError`` for any other number of
    cards or a card given twice.

    >>> from engine.cards import parse_cards
    >>> evaluate(parse_cards("Ah 2c 3d"))  # the lowest straight
    HandValue(straight, 3)
    >>> evaluate(parse_cards("Ah 2c 3d")) < evaluate(parse_cards("2h 3c 4d"))
    True
    >>> evaluate(parse_cards("4h 5h 6h")) > evaluate(parse_cards("Ac Ad As"))
    True
    >>> evaluate(parse_cards("Kh Ac 2d"))  # no corner: an ace-high hand
    HandValue(high_card, AK2)
    >>> evaluate(parse_cards("5s 5d Jc")) > evaluate(parse_cards("5h 5c Tc"))
    True
    """
    return _evaluate(check_hand(cards))


def _evaluate(hand: Sequence[Card]) -> HandValue:
    ranks = sorted((each.rank for each in hand), reverse=True)
    flush = hand[0].suit == hand[1].suit == hand[2].suit
    high, middle, low = ranks
    if high == low:
        return _value(Category.THREE_OF_A_KIND, high)
    if high == middle or middle == low:
        kicker = low if high == middle else high
        return _value(Category.PAIR, middle, kicker)
    top = None
    if high - low == 2:
        top = high
    elif ranks == [_ACE, _THREE, 0]:
        top = _THREE  # A-2-3 is named by its three: the lowest straight
    if top is not None:
        return _value(Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT, top)
    return _value(Category.FLUSH if flush else Category.HIGH_CARD, high, middle, low)


def category_of(cards: Sequence[Card]) -> Category:
    """The category of three distinct cards.

    >>> from engine.cards import parse_cards
    >>> category_of(parse_cards("Qs Ks As")).name
    'STRAIGHT_FLUSH'
    """
    return evaluate(cards).category


def is_mini_royal(cards: Sequence[Card]) -> bool:
    """Whether three cards are A-K-Q of one suit, the highest straight flush.

    >>> from engine.cards import parse_cards
    >>> is_mini_royal(parse_cards("Qd Ad Kd")), is_mini_royal(parse_cards("Qd Ad Kc"))
    (True, False)
    """
    value = evaluate(cards)
    return value.category is Category.STRAIGHT_FLUSH and value.ranks == (_ACE,)


def line_of(cards: Sequence[Card], *, mini_royal: bool) -> Line | None:
    """The pay-table line three cards fall on: their category's, or the mini-royal's where
    the table has one (``mini_royal``); ``None`` for a high card hand.

    >>> from engine.cards import parse_cards
    >>> line_of(parse_cards("Qd Ad Kd"), mini_royal=True), line_of(parse_cards("Qd Ad Kd"), mini_royal=False)
    (<Line.MINI_ROYAL: 'mini_royal'>, <Line.STRAIGHT_FLUSH: 'straight_flush'>)
    """  # noqa: E501 (a doctest's line)
    value = evaluate(cards)
    if value.category is Category.HIGH_CARD:
        return None
    if mini_royal and value.category is Category.STRAIGHT_FLUSH and value.ranks == (_ACE,):
        return Line.MINI_ROYAL
    return Line.of(value.category)


# The lowest hand with which the dealer plays: queen-high (Q-3-2 of two suits at least).
QUALIFYING = _value(Category.HIGH_CARD, _QUEEN, 1, 0)


def dealer_qualifies(value: HandValue) -> bool:
    """Whether the dealer plays with a hand of ``value``: queen-high or better.

    >>> from engine.cards import parse_cards
    >>> dealer_qualifies(evaluate(parse_cards("Qc 3d 2h"))), dealer_qualifies(evaluate(parse_cards("Jc Td 8h")))
    (True, False)
    """  # noqa: E501 (a doctest's line)
    return value >= QUALIFYING


@cache
def all_hands() -> tuple[tuple[tuple[Card, ...], HandValue], ...]:
    """Every three-card hand of the deck (22,100) with its value, in the order of
    ``itertools.combinations``."""
    return tuple((hand, _evaluate(hand)) for hand in itertools.combinations(CARDS, HAND_SIZE))
