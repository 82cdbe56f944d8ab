"""Russian Poker hands: the best hand of five or six cards, and the two combinations paid.

A **combination** is a line of the pay table together with the cards that make it: an ace
and a king (Ace-King), two cards of a rank (pair), two pairs (four cards), three or four of
a rank, and the five cards of a straight, flush, full house, straight flush or royal flush.
Cards that only fill the hand (kickers) are not part of a combination.

The **first** combination is the hand's best: one of the category that the best five cards
make (``best_hand``), the combination the hand is compared with the dealer's by. The
**second** is the best-paying combination that holds at least one card outside the first;
it may share the others. Both are paid on the bet when the first beats a qualifying dealer,
whether or not the second would (the rule pages below); a third is never paid.

Where the house says (``same_ranks_second`` false), a second combination with exactly the
ranks of the first does not count: K-Q-J-10-9-9 is then a straight and a pair, not two
straights, and likewise a straight flush or royal flush with a card of one of its ranks
beside it is paid with the pair, not with a straight of the same ranks (the pages name the
straight case only; the others follow from the same reading).

Sources, for the definition and the full table of double combinations it reproduces:
gamsoft.ru, "Russian poker rules" (http://gamsoft.ru/oa_russian_e.htm); Lunar Poker,
"Double Combination Payout Feature" (http://www.lunarpoker.com/double-combo-pay-feature);
Senator casino, Yerevan, "Poker Russian" (http://senator.am/eng/games.php?page=4): "the
Ace-King can be the second hand".
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.cards import Card, ensure_distinct, format_cards
from engine.errors import CardError
from engine.hands import TIE_BREAK_BITS, Category, HandValue, evaluate
from engine.russian.rules import RussianRules, known

_ACE, _KING = 12, 11
_OF_A_KIND = {2: Category.PAIR, 3: Category.THREE_OF_A_KIND, 4: Category.FOUR_OF_A_KIND}
# The five-card categories whose combination is all five cards.
_WHOLE_HAND = frozenset(
    {
        Category.STRAIGHT,
        Category.FLUSH,
        Category.FULL_HOUSE,
        Category.STRAIGHT_FLUSH,
        Category.ROYAL_FLUSH,
    }
)


@dataclass(frozen=True, slots=True)
class Combination:
    """A pay-table combination: its category and the cards that make it, best first."""

    category: Category
    cards: tuple[Card, ...]

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks of its cards, highest first: equal for a card swapped for its twin."""
        return tuple(sorted((each.rank for each in self.cards), reverse=True))

    @property
    def strength(self) -> int:
        """Orders combinations of one category like hands: larger is stronger."""
        if len(self.cards) == 5:
            return evaluate(self.cards)
        counts = {rank: self.ranks.count(rank) for rank in self.ranks}
        order = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
        nibbles = 0
        for position, rank in enumerate(order):
            nibbles |= (rank + 1) << (16 - 4 * position)
        return (self.category << TIE_BREAK_BITS) | nibbles

    def __str__(self) -> str:
        return f"{self.category.title} ({format_cards(self.cards)})"


@dataclass(frozen=True, slots=True)
class PaidCombination:
    """A combination paid on the bet, with the "N to 1" the pay table gives it."""

    combination: Combination
    odds: int

    @property
    def category(self) -> Category:
        return self.combination.category


def check_hand(cards: Sequence[Card]) -> tuple[Card, ...]:
    """``cards`` as a Russian Poker hand: five or six distinct cards.

    Raises ``CardError`` (code ``hand_size`` or ``duplicate_card``).
    """
    hand = tuple(cards)
    if len(hand) not in (5, 6):
        raise CardError(
            f"a Russian Poker hand has five or six cards, not {len(hand)}",
            code="hand_size",
            given=len(hand),
        )
    if len(set(hand)) != len(hand):
        ensure_distinct(hand)
    return hand


def best_hand(cards: Sequence[Card]) -> HandValue:
    """The value of the best five of five or six cards (compares like ``evaluate``).

    >>> from engine.cards import parse_cards
    >>> best_hand(parse_cards("2c 3d 4h 5s 9c 6d")).category.name
    'STRAIGHT'
    """
    hand = check_hand(cards)
    return max(evaluate(five) for five in itertools.combinations(hand, 5))


def best_five(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The five of five or six cards that make the best hand (the first such five, in the
    cards' order, where two fives are equal).

    >>> from engine.cards import format_cards, parse_cards
    >>> format_cards(best_five(parse_cards("2c 3d 4h 5s 9c 6d")))
    '2c 3d 4h 5s 6d'
    """
    hand = check_hand(cards)
    return max(itertools.combinations(hand, 5), key=evaluate)


def combinations_in(cards: Sequence[Card]) -> tuple[Combination, ...]:
    """Every pay-table combination that five or six cards hold (high card is none)."""
    hand = check_hand(cards)
    ordered = sorted(hand, key=lambda each: (each.rank, each.suit), reverse=True)
    found: list[Combination] = []
    by_rank: dict[int, list[Card]] = {}
    for each in ordered:
        by_rank.setdefault(each.rank, []).append(each)
    for group in by_rank.values():
        for size, category in _OF_A_KIND.items():
            found += [
                Combination(category, cards_) for cards_ in itertools.combinations(group, size)
            ]
    pairs = [each for each in found if each.category is Category.PAIR]
    for first, second in itertools.combinations(pairs, 2):
        if first.cards[0].rank != second.cards[0].rank:
            found.append(Combination(Category.TWO_PAIR, first.cards + second.cards))
    for ace in by_rank.get(_ACE, ()):
        for king in by_rank.get(_KING, ()):
            found.append(Combination(Category.ACE_KING, (ace, king)))
    for five in itertools.combinations(ordered, 5):
        category = evaluate(five).category
        if category in _WHOLE_HAND:
            found.append(Combination(category, five))
    return tuple(found)


def paid_combinations(rules: RussianRules, cards: Sequence[Card]) -> tuple[PaidCombination, ...]:
    """The combinations the bet is paid on when these cards beat a qualifying dealer: the
    first (the hand's best) and, where the house pays two, the best second. Empty for a
    hand below Ace-King.

    Raises ``RulesIncomplete`` when the answer depends on a figure the house has not
    published (a line of its pay table, whether it pays a second combination, or how it
    pays K-Q-J-10-9-9).

    >>> from engine.cards import parse_cards
    >>> from engine.russian.variants import CLASSIC
    >>> [(paid.category.name, paid.odds) for paid in
    ...  paid_combinations(CLASSIC, parse_cards("Kh Ks Ac 8d 5h"))]
    [('PAIR', 1), ('ACE_KING', 1)]
    """
    best = best_hand(cards).category
    every = combinations_in(cards)
    firsts = sorted(
        (each for each in every if each.category is best),
        key=lambda each: each.strength,
        reverse=True,
    )
    if not firsts:
        return ()
    first_odds = rules.bet_odds(best)
    if rules.two_combinations is False:
        return (PaidCombination(firsts[0], first_odds),)

    def chosen(same_ranks: bool) -> tuple[Combination, PaidCombination | None]:
        # Several firsts tie only within a category (two equal straights, two flushes);
        # the one that leaves the best second is paid, the stronger on equal totals.
        options = [(first, _best_second(rules, every, first, same_ranks)) for first in firsts]
        return max(options, key=lambda option: option[1].odds if option[1] else 0)

    first, second = chosen(rules.same_ranks_second is not False)
    if second is not None and rules.same_ranks_second is None:
        _, strict = chosen(False)
        if (strict.odds if strict else 0) != second.odds:
            known(rules, "same_ranks_second", None)
    if second is not None:
        known(rules, "two_combinations", rules.two_combinations)
    paid = (PaidCombination(first, first_odds),)
    return paid if second is None else (*paid, second)


def _best_second(
    rules: RussianRules,
    every: Iterable[Combination],
    first: Combination,
    same_ranks: bool,
) -> PaidCombination | None:
    inside = set(first.cards)
    best: PaidCombination | None = None
    for each in every:
        if each is first or set(each.cards) <= inside:
            continue
        if not same_ranks and each.ranks == first.ranks:
            continue
        # A line of the pay table the house never gave leaves the best second unknown.
        odds = rules.bet_odds(each.category)
        key = (odds, each.category, each.strength)
        if best is None or key > (best.odds, best.category, best.combination.strength):
            best = PaidCombination(each, odds)
    return best


def total_odds(paid: Iterable[PaidCombination]) -> int:
    """The bet's "N to 1" for these combinations: the sum of their pays (the published
    double-combination table is each row's sum of two single pays)."""
    return sum(each.odds for each in paid)
