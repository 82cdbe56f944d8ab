"""Exact Three Card Poker maths, by enumeration: what every wager returns under a house's
tables, and the optimal strategy of the ante.

Pair Plus (``pair_plus_return``)
    The 22,100 player hands counted by line; the return is the sum of counts times pays.
Ante and play (``ante_play_return``)
    Every player hand against every dealer hand of the 49 cards left: 22,100 × 18,424 =
    407,170,400 pairs. Player hands are taken one per class under the 24 permutations of
    the suits (``hand_classes``: 1,755 classes), each counted with its class's size; for a
    class's hand the 22,100 dealer hands are masked to those that avoid its cards and
    counted by how the round ends (numpy, about half a second in all). Each hand is
    played or folded by the strategy asked (by default the optimal one: play where the
    play's total is above the fold's -18,424 antes). Counts are exact integers and the
    figures exact ``Fraction``s.
6-Card Bonus (``six_card_return``)
    The C(52, 6) = 20,358,520 six-card hands counted by the category of their best five,
    without dealing them: every multiset of six ranks (no rank more than four times) is
    valued once as a hand without a flush and counted with its number of suit assignments,
    prod C(4, n); the hands with five or six cards of one suit are then counted apart (by
    their ranks) and moved from the category their ranks give to their flush's.

Sources of the figures the tests reproduce: Wizard of Odds, "Three Card Poker"
(https://wizardofodds.com/games/three-card-poker/): the hands of each category and the
ante's house edge of 3.37 % with the Ante Bonus 5-4-1; John Grochowski (Casino City): Pair
Plus 2.32 % (40-30-6-4-1), 7.28 % (40-30-6-3-1), 7.10 % (the latter with a 50 to 1
mini-royal), 5.57 %, 5.39 % and 4.49 % (40-30-5-4-1 without, with a 50 and with a 100 to 1
mini-royal), and the ante's 2.01 % of the total bet; poker-corner.com: 2.01 % with the
Ante Bonus 5-4-1 and 2.16 % with 5-3-1, of the total bet.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np

from engine.cards import CARDS, Card
from engine.hands import Category as FiveCategory
from engine.hands import evaluate as evaluate_five
from engine.showdown import frozen_mapping
from engine.three_card.evaluate import (
    QUALIFYING,
    Category,
    HandValue,
    Line,
    all_hands,
    line_of,
)
from engine.three_card.players import ThreeCardPlayer, plays
from engine.three_card.rules import ThreeCardRules, has_mini_royal, known, odds_on

HANDS = math.comb(52, 3)  # 22,100
DEALER_HANDS = math.comb(49, 3)  # 18,424 beside a player's three cards
SIX_CARD_HANDS = math.comb(52, 6)  # 20,358,520

# How a played round ends, as the kernel counts it (and ``possible`` reads it).
NOT_QUALIFIED, PLAYER_WINS, TIE, DEALER_WINS = range(4)
ENDINGS_PLAYED = 4
_PLAYED_EVENTS = ("not_qualified", "player", "tie", "dealer")

_PERMUTATIONS = np.array(list(itertools.permutations(range(4))), dtype=np.int64)


@dataclass(frozen=True, slots=True)
class HandClass:
    """The player hands alike but for a permutation of the suits: one of them (``hand``),
    how many there are (``size``), and how each ends against the dealer hands beside it:
    ``ends[e]`` the number of dealer hands ending it as ``e`` (``NOT_QUALIFIED``,
    ``PLAYER_WINS``, ``TIE``, ``DEALER_WINS``) when played, and ``against`` the same by the
    dealer's category: (dealer category, ending, dealer hands) for every pair of them that
    at least one dealer hand gives."""

    hand: tuple[Card, ...]
    value: HandValue
    size: int
    ends: tuple[int, int, int, int]
    against: tuple[tuple[Category, int, int], ...]

    @property
    def category(self) -> Category:
        return self.value.category


@cache
def hand_arrays() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every three-card hand as numpy arrays, in the order of ``all_hands``: the cards
    (22,100 × 3), the values and the hands as 52-bit masks of their cards."""
    hands = all_hands()
    cards = np.array([hand for hand, _ in hands], dtype=np.int64)
    values = np.array([value for _, value in hands], dtype=np.int64)
    masks = np.bitwise_or.reduce(np.left_shift(np.int64(1), cards), axis=1)
    return cards, values, masks


@cache
def hand_classes() -> tuple[HandClass, ...]:
    """Every player hand's class under the suits' permutations, weakest first, with how it
    ends against every dealer hand (see ``HandClass``). Computed once (about half a second).
    """
    cards, values, masks = hand_arrays()
    ranks, suits = cards >> 2, cards & 3
    # A hand's key: the smallest, over the 24 permutations, of its sorted permuted cards.
    permuted = np.sort(ranks[None, :, :] * 4 + _PERMUTATIONS[:, suits], axis=2)
    keys = (permuted[..., 0] * 52 + permuted[..., 1]) * 52 + permuted[..., 2]
    _, first, sizes = np.unique(keys.min(axis=0), return_index=True, return_counts=True)
    qualifies = values >= QUALIFYING
    categories = values >> 12
    hands = all_hands()
    classes = []
    for index, size in zip(first.tolist(), sizes.tolist(), strict=True):
        value = values[index]
        free = (masks & masks[index]) == 0
        dealer = values[free]
        # Below a qualifying hand: not qualified (0); else 1, 2, 3 as it is below, equal
        # to or above the player's.
        ending = np.where(qualifies[free], 1 + (dealer >= value) + (dealer > value), 0)
        ends = np.bincount(ending, minlength=ENDINGS_PLAYED)
        pairs, counts = np.unique(categories[free] * ENDINGS_PLAYED + ending, return_counts=True)
        hand, hand_value = hands[index]
        classes.append(
            HandClass(
                hand=hand,
                value=hand_value,
                size=size,
                ends=(int(ends[0]), int(ends[1]), int(ends[2]), int(ends[3])),
                against=tuple(
                    (Category(int(pair) // ENDINGS_PLAYED), int(pair) % ENDINGS_PLAYED, int(count))
                    for pair, count in zip(pairs, counts, strict=True)
                ),
            )
        )
    return tuple(sorted(classes, key=lambda each: each.value))


def _canonical(hand: tuple[Card, ...]) -> tuple[int, ...]:
    return min(
        tuple(sorted(each.rank * 4 + order[each.suit] for each in hand))
        for order in itertools.permutations(range(4))
    )


@cache
def _classes_by_key() -> Mapping[tuple[int, ...], HandClass]:
    return frozen_mapping({_canonical(each.hand): each for each in hand_classes()})


def class_of(hand: tuple[Card, ...]) -> HandClass:
    """The class of the three cards ``hand`` (``KeyError`` for anything else)."""
    return _classes_by_key()[_canonical(tuple(hand))]


# -- Pair Plus ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SideBetReturn:
    """A side bet's return table: the hands of each line it pays (``None``: the hands it
    does not pay), its pays, and its house edge, a fraction of the wager."""

    counts: Mapping[object, int]
    odds: Mapping[object, int]
    total: int
    house_edge: Fraction

    @property
    def return_(self) -> Fraction:
        """What the player gets back per unit wagered, on average (1 - the edge)."""
        return 1 - self.house_edge


def _side_bet(counts: Counter[object], odds: Mapping[object, int], total: int) -> SideBetReturn:
    won = sum(count * odds.get(line, -1) for line, count in counts.items())
    return SideBetReturn(
        counts=frozen_mapping(counts),
        odds=frozen_mapping(odds),
        total=total,
        house_edge=Fraction(-won, total),
    )


@cache
def _pair_plus_counts(mini_royal: bool) -> Counter[object]:
    return Counter(line_of(hand, mini_royal=mini_royal) for hand, _ in all_hands())


def pair_plus_return(rules: ThreeCardRules) -> SideBetReturn:
    """The Pair Plus's return table under ``rules``. Raises ``RulesIncomplete`` when the
    house's table is unknown.

    >>> from engine.three_card.variants import CLASSIC
    >>> pair_plus_return(CLASSIC).house_edge
    Fraction(128, 5525)
    """
    table = known(rules, "pair_plus", rules.pair_plus)
    odds: dict[object, int] = dict(table)
    return _side_bet(_pair_plus_counts(has_mini_royal(table)), odds, HANDS)


# -- the ante and the play ---------------------------------------------------------------

# Whether a strategy plays the hands of a class (hands alike but for their suits play
# alike: whatever one is worth, each is).
Strategy = Callable[[HandClass], bool]


def plays_q64(hand_class: HandClass) -> bool:
    """The published strategy: play queen-six-four or better (Wizard of Odds)."""
    return plays(ThreeCardPlayer.STRATEGY, hand_class.value)


def plays_all(hand_class: HandClass) -> bool:
    """The player who plays every hand."""
    return True


@dataclass(frozen=True, slots=True)
class AntePlayReturn:
    """The ante and play's return under a house's Ante Bonus, with a strategy.

    ``combinations`` counts the (player hand, dealer hand) pairs of each event ("fold",
    "not_qualified", "player", "tie", "dealer"), ``bonus`` those paid each Ante Bonus line
    (the hand played). ``total`` is 22,100 × 18,424. ``house_edge`` is the player's
    expected loss per ante, ``play_probability`` how often he plays, ``element_of_risk`` the
    edge over the average total bet (1 + the play probability). All exact.
    """

    combinations: Mapping[str, int]
    bonus: Mapping[Line, int]
    total: int
    house_edge: Fraction
    play_probability: Fraction
    element_of_risk: Fraction


def play_total(rules: ThreeCardRules, hand_class: HandClass) -> int:
    """What playing a hand of ``hand_class`` wins, in antes, summed over the 18,424
    dealer hands beside it: the ante and the play, and the Ante Bonus on every one of them.
    (Folding it loses 18,424.) Raises ``RulesIncomplete`` for an unknown Ante Bonus."""
    table = known(rules, "ante_bonus", rules.ante_bonus)
    not_qualified, wins, _ties, losses = hand_class.ends
    bonus = odds_on(table, line_of(hand_class.hand, mini_royal=has_mini_royal(table))) or 0
    return not_qualified + 2 * wins - 2 * losses + bonus * DEALER_HANDS


def optimal(rules: ThreeCardRules) -> Strategy:
    """The strategy that plays exactly the hands whose play is worth more than a fold.
    Raises ``RulesIncomplete`` (when used) for an unknown Ante Bonus."""

    def best(hand_class: HandClass) -> bool:
        return play_total(rules, hand_class) > -DEALER_HANDS

    return best


def ante_play_return(rules: ThreeCardRules, strategy: Strategy | None = None) -> AntePlayReturn:
    """The ante and play's return table under ``rules`` with ``strategy`` (the optimal one
    by default). Raises ``RulesIncomplete`` for an unknown Ante Bonus.

    >>> from engine.three_card.variants import CLASSIC
    >>> f"{float(ante_play_return(CLASSIC).house_edge):.4%}"
    '3.3730%'
    """
    strategy = optimal(rules) if strategy is None else strategy
    table = known(rules, "ante_bonus", rules.ante_bonus)
    mini = has_mini_royal(table)
    events: Counter[str] = Counter()
    bonus: Counter[Line] = Counter()
    won = 0
    played = 0
    for each in hand_classes():
        if not strategy(each):
            events["fold"] += each.size * DEALER_HANDS
            won -= each.size * DEALER_HANDS
            continue
        played += each.size
        for name, count in zip(_PLAYED_EVENTS, each.ends, strict=True):
            events[name] += each.size * count
        line = line_of(each.hand, mini_royal=mini)
        if line is not None and odds_on(table, line) is not None:
            bonus[line] += each.size * DEALER_HANDS
        won += each.size * play_total(rules, each)
    total = HANDS * DEALER_HANDS
    edge = Fraction(-won, total)
    probability = Fraction(played, HANDS)
    return AntePlayReturn(
        combinations=frozen_mapping(events),
        bonus=frozen_mapping(bonus),
        total=total,
        house_edge=edge,
        play_probability=probability,
        element_of_risk=edge / (1 + probability),
    )


# -- the 6-Card Bonus --------------------------------------------------------------------


def _best_without_flush(ranks: tuple[int, ...]) -> FiveCategory:
    # Suits dealt round the ranks in order: a rank's cards get distinct suits and no suit
    # gets more than two of six cards, so no five of them are a flush.
    cards = [CARDS[rank * 4 + index % 4] for index, rank in enumerate(ranks)]
    return max(evaluate_five(five) for five in itertools.combinations(cards, 5)).category


def _suited(ranks: tuple[int, ...]) -> FiveCategory:
    cards = [CARDS[rank * 4] for rank in ranks]
    return max(evaluate_five(five) for five in itertools.combinations(cards, 5)).category


@cache
def best_five_counts(size: int) -> Mapping[FiveCategory, int]:
    """The hands of ``size`` cards (5 or 6) whose best five make each five-card category:
    of 2,598,960 for five (``engine.dealing.HANDS_IN_CATEGORY`` checks the method), of
    20,358,520 for six. Raises ``ValueError`` for another size."""
    if size not in (5, 6):
        raise ValueError(f"counted for five or six cards, not {size}")
    counts: Counter[FiveCategory] = Counter()
    for ranks in itertools.combinations_with_replacement(range(13), size):
        shape = Counter(ranks)
        if max(shape.values()) > 4:
            continue
        ways = math.prod(math.comb(4, n) for n in shape.values())
        counts[_best_without_flush(ranks)] += ways
    # All the cards of one suit: 4 suits for each set of ranks.
    for ranks in itertools.combinations(range(13), size):
        counts[_best_without_flush(ranks)] -= 4
        counts[_suited(ranks)] += 4
    if size == 6:
        # Five of one suit and a card of another (3 suits for it): 4 × 3 ways for each
        # five ranks and rank of the sixth card. A card of another suit can only pair one
        # of the five, never beat their flush.
        for ranks in itertools.combinations(range(13), 5):
            flush = _suited(ranks)
            for other in range(13):
                counts[_best_without_flush(tuple(sorted((*ranks, other))))] -= 12
                counts[flush] += 12
    return frozen_mapping({category: counts[category] for category in FiveCategory})


def six_card_return(rules: ThreeCardRules) -> SideBetReturn:
    """The 6-Card Bonus's return table under ``rules``. Raises ``RulesIncomplete`` when
    the house's table is unknown and ``ValueError`` where it offers none."""
    table = known(rules, "six_card", rules.six_card)
    if not table:
        raise ValueError(f"{rules.name} offers no 6-Card Bonus")
    counts: Counter[object] = Counter(best_five_counts(6))
    return _side_bet(counts, dict(table), SIX_CARD_HANDS)
