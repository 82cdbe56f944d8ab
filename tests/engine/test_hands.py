from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from engine.cards import CARDS, parse_cards
from engine.hands import Category, HandValue, categories_of, category_of, evaluate, evaluate_many

ALL_HANDS = 2_598_960


@pytest.fixture(scope="module")
def every_hand() -> np.ndarray:
    flat = itertools.chain.from_iterable(itertools.combinations(range(52), 5))
    return np.fromiter(flat, dtype=np.int8, count=ALL_HANDS * 5).reshape(-1, 5)


@pytest.fixture(scope="module")
def every_value(every_hand) -> np.ndarray:
    return evaluate_many(every_hand)


def value(text: str) -> HandValue:
    return evaluate(parse_cards(text))


def test_category_slugs_weakest_first():
    assert [category.slug for category in Category] == [
        "high_card",
        "ace_king",
        "pair",
        "two_pair",
        "three_of_a_kind",
        "straight",
        "flush",
        "full_house",
        "four_of_a_kind",
        "straight_flush",
        "royal_flush",
    ]
    assert Category.from_slug("full_house") is Category.FULL_HOUSE


def test_category_from_unknown_slug_is_refused():
    with pytest.raises(ValueError, match="unknown hand category 'five_of_a_kind'"):
        Category.from_slug("five_of_a_kind")


def test_category_counts_over_all_2598960_hands(every_value):
    tally = np.bincount(categories_of(every_value), minlength=len(Category)).tolist()
    counts = dict(zip(Category, tally, strict=True))
    assert counts == {
        Category.ROYAL_FLUSH: 4,
        Category.STRAIGHT_FLUSH: 36,
        Category.FOUR_OF_A_KIND: 624,
        Category.FULL_HOUSE: 3_744,
        Category.FLUSH: 5_108,
        Category.STRAIGHT: 10_200,
        Category.THREE_OF_A_KIND: 54_912,
        Category.TWO_PAIR: 123_552,
        Category.PAIR: 1_098_240,
        Category.ACE_KING: 167_280,
        Category.HIGH_CARD: 1_135_260,
    }
    assert sum(counts.values()) == ALL_HANDS


def test_all_hands_fall_into_7462_distinct_values(every_value):
    assert len(np.unique(every_value)) == 7462


def test_evaluate_agrees_with_evaluate_many_on_every_hand(every_value):
    scalar = [evaluate(hand) for hand in itertools.combinations(CARDS, 5)]
    assert np.array_equal(np.array(scalar, dtype=np.int64), every_value)


def reference_rank(cards) -> tuple:
    """An independent, slow evaluator: (category, deciding ranks) compared as tuples."""
    ranks = sorted((each.rank for each in cards), reverse=True)
    by_count = sorted(set(ranks), key=lambda r: (ranks.count(r), r), reverse=True)
    shape = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    flush = len({each.suit for each in cards}) == 1
    straight_top = None
    if len(set(ranks)) == 5 and ranks[0] - ranks[4] == 4:
        straight_top = ranks[0]
    if ranks == [12, 3, 2, 1, 0]:
        straight_top = 3
    if straight_top is not None and flush:
        return (10 if straight_top == 12 else 9, [straight_top])
    if shape == [4, 1]:
        return (8, by_count)
    if shape == [3, 2]:
        return (7, by_count)
    if flush:
        return (6, ranks)
    if straight_top is not None:
        return (5, [straight_top])
    if shape == [3, 1, 1]:
        return (4, by_count)
    if shape == [2, 2, 1]:
        return (3, by_count)
    if shape == [2, 1, 1, 1]:
        return (2, by_count)
    if ranks[0] == 12 and ranks[1] == 11:
        return (1, ranks)
    return (0, ranks)


def test_evaluate_orders_random_hands_like_a_reference_evaluator():
    rng = random.Random(5)
    hands = [tuple(rng.sample(CARDS, 5)) for _ in range(3000)]
    for first, second in zip(hands, hands[1:], strict=False):
        ours = (evaluate(first) > evaluate(second)) - (evaluate(first) < evaluate(second))
        ref_first, ref_second = reference_rank(first), reference_rank(second)
        theirs = (ref_first > ref_second) - (ref_first < ref_second)
        assert ours == theirs, (first, second)
        assert evaluate(first).category == ref_first[0]


@pytest.mark.parametrize(
    ("stronger", "weaker"),
    [
        ("Ah Kd Jc 3s 2h", "As Kc Th 9d 8s"),  # seed 004: Ace-King, the jack decides
        ("5h 5d 4c 3s 2h", "4s 4c Ah Kd Qs"),  # the pair's rank decides
        ("5h 5d Qc 3s 2h", "5s 5c Jh Td 9s"),  # then the kickers
        ("Ah Ad 2c 2s 3h", "Ks Kc Qh Qd As"),  # the higher pair of two pairs decides
        ("3h 3d 3c 2s 2h", "2c 2d 2h As Ad"),  # full house: the three decide
        ("Ah Kd Qc Js Th", "Ks Qc Jh Td 9s"),  # Broadway is the highest straight
        ("6h 5d 4c 3s 2h", "5s 4c 3h 2d As"),  # A-2-3-4-5 is the lowest straight
        ("As Kd 4c 3h 2s", "Qs Jd 9c 8h 7s"),  # Ace-King beats any lower no-pair hand
        ("2s 2d 4c 3h 5s", "As Kd Qc Jh 9s"),  # any pair beats Ace-King
        ("Ah Kh Qh Jh Th", "9s 9c 9h 9d As"),  # royal flush over four of a kind
    ],
)
def test_evaluate_ranks_the_stronger_hand_higher(stronger, weaker):
    assert value(stronger) > value(weaker)


def test_suits_never_break_ties():
    assert value("Ah Kh Qh Jh Th") == value("Ac Kc Qc Jc Tc")
    assert value("As Kd 4c 3h 2s") == value("Ac Kh 4d 3s 2d")
    assert value("9h 9d 7c 7s 2h") == value("9s 9c 7h 7d 2c")


def test_a_2_3_4_5_is_a_straight_and_q_k_a_2_3_is_not():
    assert value("5s 4c 3h 2d As").category is Category.STRAIGHT
    assert value("Qs Kc Ah 2d 3s").category is Category.ACE_KING


def test_lowest_ace_king_is_a_k_4_3_2(every_value):
    assert value("As Kd 4c 3h 2s").category is Category.ACE_KING
    assert value("As Qd Jc 9h 8s").category is Category.HIGH_CARD
    ace_king = every_value[categories_of(every_value) == Category.ACE_KING]
    assert ace_king.min() == value("As Kd 4c 3h 2s")


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Ah Kh Qh Jh Th", Category.ROYAL_FLUSH),
        ("9s 8s 7s 6s 5s", Category.STRAIGHT_FLUSH),
        ("5d 4d 3d 2d Ad", Category.STRAIGHT_FLUSH),
        ("9s 9c 9h 9d As", Category.FOUR_OF_A_KIND),
        ("6s 6c 6h Kd Ks", Category.FULL_HOUSE),
        ("As Js 8s 4s 2s", Category.FLUSH),
        ("9d 8s 7c 6h 5s", Category.STRAIGHT),
        ("9s 9c 9h Qd 4s", Category.THREE_OF_A_KIND),
        ("As Ac 5h 5d Ts", Category.TWO_PAIR),
        ("8s 8c Kh 4d 2s", Category.PAIR),
        ("As Kc 8h 7d 3s", Category.ACE_KING),
        ("Js Tc 7h 5d 2s", Category.HIGH_CARD),
    ],
)
def test_each_category_is_recognised(text, category):
    assert category_of(parse_cards(text)) is category


def test_hand_value_exposes_its_deciding_ranks():
    assert value("3h 3d 3c 2s 2h").ranks == (1, 0)
    assert value("5s 4c 3h 2d As").ranks == (3,)
    assert repr(value("As Kd 4c 3h 2s")) == "HandValue(ace_king, AK432)"


def test_evaluate_refuses_a_hand_of_four_cards():
    with pytest.raises(ValueError, match="five cards, not 4"):
        evaluate(parse_cards("As Kd 4c 3h"))


def test_evaluate_many_refuses_a_wrong_shape():
    with pytest.raises(ValueError, match=r"shape \(n, 5\)"):
        evaluate_many(np.zeros((3, 4), dtype=int))


def test_evaluate_many_refuses_ids_outside_the_deck():
    with pytest.raises(ValueError, match="0..51"):
        evaluate_many([[0, 1, 2, 3, 52]])


def test_evaluate_many_refuses_a_repeated_card():
    with pytest.raises(ValueError, match="five distinct cards"):
        evaluate_many([[0, 1, 2, 3, 3]])


def test_evaluate_many_accepts_lists_and_returns_comparable_integers():
    values = evaluate_many(
        [list(parse_cards("Ah Kh Qh Jh Th")), list(parse_cards("2c 3d 4h 5s 7c"))]
    )
    assert values.dtype == np.int64
    assert values[0] == value("Ah Kh Qh Jh Th")
    assert values[0] > values[1]


def test_evaluate_refuses_five_cards_that_make_no_hand():
    # Five cards of one rank exist only when a card is repeated.
    ace_of_clubs = CARDS[48]

    with pytest.raises(ValueError, match="a card is repeated"):
        evaluate([ace_of_clubs] * 5)
