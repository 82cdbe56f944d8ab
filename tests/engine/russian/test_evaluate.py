from __future__ import annotations

import dataclasses
import itertools
from collections import Counter

import pytest

from engine.cards import CARDS, parse_cards
from engine.errors import CardError, RulesIncomplete
from engine.hands import Category, evaluate
from engine.russian.evaluate import best_hand, combinations_in, paid_combinations, total_odds
from engine.russian.variants import BET_PAYS, CLASSIC, CORONA_PHU_QUOC, LUNAR

STRICT = dataclasses.replace(CLASSIC, same_ranks_second=False)
ONE_COMBINATION = dataclasses.replace(CLASSIC, two_combinations=False)


def odds(rules, text):
    return total_odds(paid_combinations(rules, parse_cards(text)))


def categories(rules, text):
    return [paid.category for paid in paid_combinations(rules, parse_cards(text))]


# -- gamsoft.ru, "Russian poker rules": the full list of double combinations -----------------
# http://gamsoft.ru/oa_russian_e.htm, every row with its example hands and total odds.
GAMSOFT_TABLE = [
    ("royal_flush + straight_flush", "Ah Kh Qh Jh Th 9h", 150),
    ("royal_flush + flush", "Ah Kh Qh Jh Th 8h", 105),
    ("royal_flush + straight", "Ah Kh Qh Jh Th 9s", 104),
    ("royal_flush + straight", "Ah Kh Qh Jh Th Ts", 104),
    ("straight_flush + straight_flush", "Kh Qh Jh Th 9h 8h", 100),
    ("straight_flush + flush", "Kh Qh Jh Th 9h 2h", 55),
    ("straight_flush + straight", "Kh Qh Jh Th 9h 8s", 54),
    ("straight_flush + straight", "Kh Qh Jh Th 9h 9s", 54),
    ("straight_flush + ace_king", "5h 4h 3h 2h Ah Ks", 51),
    ("four_of_a_kind + full_house", "Ah As Ad Ac 8h 8s", 27),
    ("four_of_a_kind + ace_king", "Ah As Ad Ac Kh", 21),
    ("full_house + full_house", "Ah As Ad 8h 8s 8c", 14),
    ("full_house + ace_king", "Ah As Ad Kh 8s 8c", 8),
    ("flush + flush", "Kh Qh Jh 8h 7h 2h", 10),
    ("flush + straight", "Kh Qh Jh Ts 9h 7h", 9),
    ("flush + pair", "Kh Qh Jh 8h 7h 7s", 6),
    ("flush + ace_king", "As Kh Qh Jh 7h 2h", 6),
    ("straight + straight", "Kh Qs Jd Tc 9h 8s", 8),
    ("straight + straight", "Kh Qs Jd Tc 9h 9s", 8),
    ("straight + ace_king", "5h 4s 3d 2c Ah Ks", 5),
    ("three_of_a_kind + ace_king", "Ah As Ad Kh 2c", 4),
    ("two_pair + two_pair", "Kh Ks 8d 8h 2c 2s", 4),
    ("two_pair + ace_king", "Kh Ks 8d 8h Ac", 3),
    ("pair + ace_king", "Kh Ks Ac 8d 5h", 2),
    ("pair + ace_king", "8h 8s Ac Kd 5h", 2),
]


@pytest.mark.parametrize(("row", "hand", "total"), GAMSOFT_TABLE)
def test_gamsoft_double_combination_table_row(row, hand, total):
    paid = paid_combinations(CLASSIC, parse_cards(hand))
    assert len(paid) == 2
    assert " + ".join(p.category.slug for p in paid) == row
    assert total_odds(paid) == total


@pytest.mark.parametrize(("row", "hand", "total"), GAMSOFT_TABLE)
def test_gamsoft_table_row_is_the_sum_of_two_single_pays(row, hand, total):
    first, second = (Category.from_slug(name) for name in row.split(" + "))
    assert BET_PAYS[first] + BET_PAYS[second] == total


def test_gamsoft_disputed_hand_is_a_straight_and_a_pair_in_the_strict_houses():
    # "In some casinos K-Q-J-10-9-9 is paid as straight + pair (5:1) and only K-Q-J-10-9-8
    # as straight + straight (8:1)."
    assert odds(STRICT, "Kh Qs Jd Tc 9h 9s") == 5
    assert categories(STRICT, "Kh Qs Jd Tc 9h 9s") == [Category.STRAIGHT, Category.PAIR]
    assert odds(STRICT, "Kh Qs Jd Tc 9h 8s") == 8


def test_strict_houses_pay_a_royal_with_its_twin_as_royal_and_pair():
    # The same reading for the other same-rank rows of gamsoft's table.
    assert odds(STRICT, "Ah Kh Qh Jh Th Ts") == 101
    assert odds(STRICT, "Kh Qh Jh Th 9h 9s") == 51
    assert odds(STRICT, "Ah Kh Qh Jh Th 9s") == 104  # a different straight: still paid


def test_strict_houses_keep_every_other_double_combination():
    for _, hand, total in GAMSOFT_TABLE:
        if hand not in ("Ah Kh Qh Jh Th Ts", "Kh Qh Jh Th 9h 9s", "Kh Qs Jd Tc 9h 9s"):
            assert odds(STRICT, hand) == total, hand


# -- lunarpoker.com, "Double Combination Payout Feature" --------------------------------------
# http://www.lunarpoker.com/double-combo-pay-feature


def test_lunar_four_kings_and_an_ace_pay_21_to_1():
    assert odds(LUNAR, "Kh Ks Kd Kc Ah") == 21


def test_lunar_two_two_pairs_pay_4_to_1():
    assert odds(LUNAR, "Kh Ks 3d 3c 8h 8s") == 4


def test_lunar_two_straights_sharing_all_but_one_four_pay_8_to_1():
    assert odds(LUNAR, "3h 4d 4c 5s 6h 7d") == 8


def test_lunar_two_flushes_pay_10_to_1():
    assert odds(LUNAR, "Ad Jd 9d 7d 5d 2d") == 10


def test_lunar_five_card_pair_of_kings_with_an_ace_pays_2_to_1():
    assert categories(LUNAR, "Ac Kh Ks 3d 5c") == [Category.PAIR, Category.ACE_KING]
    assert odds(LUNAR, "Ac Kh Ks 3d 5c") == 2


def test_only_the_two_best_of_three_combinations_are_paid():
    # Lunar Poker: "even if 3 combinations exist in one hand, only the highest 2 ... paid".
    paid = paid_combinations(CLASSIC, parse_cards("Ah As Ad Ac Kh Ks"))
    assert [p.category for p in paid] == [Category.FOUR_OF_A_KIND, Category.FULL_HOUSE]


# -- the definition -----------------------------------------------------------------------


def test_second_combination_needs_a_card_outside_the_first():
    # A pair inside two pair, or the trips inside a full house, are no second combination.
    assert odds(CLASSIC, "Kh Ks 8d 8h 2c") == 2
    assert odds(CLASSIC, "Kh Ks Kd 8h 8c") == 7
    assert odds(CLASSIC, "Ah Kd Qc 9s 4h") == 1  # one Ace-King: nothing else


def test_a_house_paying_one_combination_pays_only_the_best():
    assert categories(ONE_COMBINATION, "Kh Ks Ac 8d 5h") == [Category.PAIR]
    assert odds(ONE_COMBINATION, "Ah Kh Qh Jh Th 9h") == 100


def test_a_hand_below_ace_king_pays_nothing():
    assert paid_combinations(CLASSIC, parse_cards("Qh Jd 9c 7s 4h 2d")) == ()


def test_best_hand_of_six_cards_is_the_best_five():
    assert best_hand(parse_cards("2c 3d 4h 5s 9c 6d")).category is Category.STRAIGHT
    assert best_hand(parse_cards("Ah Kh Qh Jh 2s Th")).category is Category.ROYAL_FLUSH
    assert best_hand(parse_cards("Ah Kh Qh Jh 2s")) == evaluate(parse_cards("Ah Kh Qh Jh 2s"))


def test_a_hand_has_five_or_six_distinct_cards():
    with pytest.raises(CardError, match="five or six cards, not 4"):
        best_hand(parse_cards("Ah Kh Qh Jh"))
    with pytest.raises(CardError, match="duplicate card: Ah"):
        best_hand((*parse_cards("Ah Kh Qh Jh Th"), CARDS[50]))


def test_unknown_double_combination_rule_is_refused_only_when_it_matters():
    # Corona's page does not say whether a second combination is paid.
    corona = dataclasses.replace(CORONA_PHU_QUOC, bet_pays=BET_PAYS)
    assert odds(corona, "Ah Kd Qc 9s 4h") == 1
    with pytest.raises(RulesIncomplete) as refusal:
        paid_combinations(corona, parse_cards("Kh Ks Ac 8d 5h"))
    assert refusal.value.code == "two_combinations_unknown"


def test_unknown_same_rank_rule_is_refused_on_the_disputed_hand_only():
    house = dataclasses.replace(CLASSIC, same_ranks_second=None)
    assert odds(house, "Kh Qs Jd Tc 9h 8s") == 8
    with pytest.raises(RulesIncomplete) as refusal:
        paid_combinations(house, parse_cards("Kh Qs Jd Tc 9h 9s"))
    assert refusal.value.code == "same_ranks_second_unknown"


def test_a_pay_line_the_house_never_gave_is_refused():
    with pytest.raises(RulesIncomplete) as refusal:
        paid_combinations(LUNAR, parse_cards("Kh Ks Kd 8h 8c"))
    assert refusal.value.code == "pay_missing"


# -- every six-card hand class against an independent brute force -------------------------


def _oracle_category(cards):
    """The pay-table category these cards make *exactly* (all of them), or None: written
    from the rule pages' definitions, without the engine."""
    ranks = sorted((c.rank for c in cards), reverse=True)
    counts = sorted(Counter(ranks).values(), reverse=True)
    if len(cards) == 2:
        if counts == [2]:
            return Category.PAIR
        return Category.ACE_KING if ranks == [12, 11] else None
    if len(cards) == 3:
        return Category.THREE_OF_A_KIND if counts == [3] else None
    if len(cards) == 4:
        return {(4,): Category.FOUR_OF_A_KIND, (2, 2): Category.TWO_PAIR}.get(tuple(counts))
    if len(cards) == 5:
        if counts == [3, 2]:
            return Category.FULL_HOUSE
        if counts != [1] * 5:
            return None
        flush = len({c.suit for c in cards}) == 1
        straight = ranks[0] - ranks[4] == 4 or ranks == [12, 3, 2, 1, 0]
        if straight and flush:
            return Category.ROYAL_FLUSH if ranks[1] == 11 else Category.STRAIGHT_FLUSH
        if flush:
            return Category.FLUSH
        return Category.STRAIGHT if straight else None
    return None


def _oracle_odds(cards, *, same_ranks=True):
    combos = []
    for size in range(2, 6):
        for subset in itertools.combinations(cards, size):
            category = _oracle_category(subset)
            if category is not None:
                combos.append((category, frozenset(subset)))
    if not combos:
        return 0
    best = max(category for category, _ in combos)
    total = 0
    for category, first in combos:
        if category is not best:
            continue
        first_ranks = sorted(c.rank for c in first)
        seconds = [
            BET_PAYS[other]
            for other, cards_ in combos
            if cards_ - first and (same_ranks or sorted(c.rank for c in cards_) != first_ranks)
        ]
        total = max(total, BET_PAYS[best] + max(seconds, default=0))
    return total


def _six_card_classes():
    """One hand of every six-card class: each rank multiset (no rank more than four times)
    with every way a suit can hold five or six of its cards, and one way with no flush.
    Suits matter only through a flush, and six cards hold at most one, so these are all
    the classes up to a change of suits."""
    for ranks in itertools.combinations_with_replacement(range(13), 6):
        if max(Counter(ranks).values()) > 4:
            continue
        # No flush: the copies of a rank take different suits, no suit gets three cards.
        yield tuple(CARDS[r * 4 + i % 4] for i, r in enumerate(ranks))
        distinct = sorted(set(ranks))
        for size in (5, 6):
            for suited in itertools.combinations(distinct, size):
                hand, used = [], Counter()
                for r in ranks:
                    if r in suited and not used[r]:
                        suit = 2  # hearts
                    else:
                        suit = (0, 1, 3)[used[r] - (1 if r in suited else 0)]
                    used[r] += 1
                    hand.append(CARDS[r * 4 + suit])
                yield tuple(hand)


def test_six_card_classes_cover_every_category_and_double_combination():
    seen = Counter()
    for hand in _six_card_classes():
        seen[tuple(p.category for p in paid_combinations(CLASSIC, hand))] += 1
    for _, hand, _ in GAMSOFT_TABLE:
        if len(parse_cards(hand)) == 6:
            expected = tuple(p.category for p in paid_combinations(CLASSIC, parse_cards(hand)))
            assert expected in seen or expected[::-1] in seen, hand


def _check_against_oracle(hand):
    assert best_hand(hand) == max(evaluate(five) for five in itertools.combinations(hand, 5))
    assert odds_of(CLASSIC, hand) == _oracle_odds(hand), hand
    assert odds_of(STRICT, hand) == _oracle_odds(hand, same_ranks=False), hand


def test_sampled_six_card_classes_match_the_brute_force_oracle():
    # Every 29th class here; every class in the slow run below.
    for hand in itertools.islice(_six_card_classes(), 0, None, 29):
        _check_against_oracle(hand)


@pytest.mark.slow
@pytest.mark.parametrize("part", range(4))
def test_every_six_card_class_matches_the_brute_force_oracle(part):
    checked = 0
    for index, hand in enumerate(_six_card_classes()):
        if index % 4 == part:
            _check_against_oracle(hand)
            checked += 1
    assert checked > 9000  # 36,842 classes in all


def test_every_five_card_rank_pattern_matches_the_brute_force_oracle():
    for ranks in itertools.combinations_with_replacement(range(13), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        hand = tuple(CARDS[r * 4 + i % 4] for i, r in enumerate(ranks))
        assert odds_of(CLASSIC, hand) == _oracle_odds(hand), hand
        if len(set(ranks)) == 5:
            suited = tuple(CARDS[r * 4 + 2] for r in ranks)
            assert odds_of(CLASSIC, suited) == _oracle_odds(suited), suited


def test_combinations_are_found_with_their_cards_only():
    found = combinations_in(parse_cards("Kh Ks Ac 8d 5h"))
    assert {(c.category, frozenset(c.cards)) for c in found} == {
        (Category.PAIR, frozenset(parse_cards("Kh Ks"))),
        (Category.ACE_KING, frozenset(parse_cards("Ac Kh"))),
        (Category.ACE_KING, frozenset(parse_cards("Ac Ks"))),
    }


def odds_of(rules, hand):
    return total_odds(paid_combinations(rules, hand))
