from __future__ import annotations

from collections import Counter

import pytest

from engine.cards import parse_cards
from engine.errors import CardError
from engine.three_card.evaluate import (
    Category,
    Line,
    all_hands,
    category_of,
    dealer_qualifies,
    evaluate,
    is_mini_royal,
    line_of,
)


def value(text):
    return evaluate(parse_cards(text))


def test_the_hands_of_each_category_are_those_the_wizard_of_odds_counts():
    # Wizard of Odds, "Three Card Poker": hand order and probabilities, 22,100 hands.
    counts = Counter(value.category for _, value in all_hands())
    assert counts == {
        Category.STRAIGHT_FLUSH: 48,
        Category.THREE_OF_A_KIND: 52,
        Category.STRAIGHT: 720,
        Category.FLUSH: 1_096,
        Category.PAIR: 3_744,
        Category.HIGH_CARD: 16_440,
    }
    assert sum(counts.values()) == 22_100


def test_four_of_the_straight_flushes_are_mini_royals():
    assert sum(is_mini_royal(hand) for hand, _ in all_hands()) == 4


def test_a_straight_beats_a_flush_and_three_of_a_kind_beats_a_straight():
    assert value("4c 5d 6h") > value("Ah Kh 9h")
    assert value("2c 2d 2h") > value("Qc Kd Ah")
    assert value("2h 3h 4h") > value("Ac Ad As")


def test_a_2_3_is_the_lowest_straight_and_a_k_q_the_highest():
    assert value("Ah 2c 3d").category is Category.STRAIGHT
    assert value("Ah 2c 3d") < value("2h 3c 4d")
    assert value("Ah Kc Qd") > value("Kh Qc Jd")
    assert value("Ah 2h 3h") < value("2s 3s 4s")


def test_there_is_no_straight_round_the_corner():
    assert value("Kh Ac 2d").category is Category.HIGH_CARD
    assert value("Qh Kc Ad").category is Category.STRAIGHT


def test_suits_never_break_a_tie():
    assert value("Ah Kh Qh") == value("As Ks Qs")
    assert value("9c 9d 4h") == value("9h 9s 4c")
    assert value("Ac 7d 3h") == value("As 7h 3c")


def test_a_pair_is_ranked_by_its_rank_then_the_odd_card():
    assert value("5s 5d Jc") > value("5h 5c Tc")
    assert value("6s 6d 2c") > value("5h 5c Ac")


def test_high_cards_and_flushes_compare_card_by_card():
    assert value("Ac 7d 3h") > value("Ac 6d 5h")
    assert value("Kh 9h 3h") < value("Kc 9c 4c")


def test_the_dealer_qualifies_with_queen_high_or_better():
    assert dealer_qualifies(value("Qc 3d 2h"))
    assert not dealer_qualifies(value("Jc Td 8h"))
    assert dealer_qualifies(value("2c 2d 3h"))


def test_a_mini_royal_falls_on_its_own_line_only_where_a_table_has_one():
    cards = parse_cards("Qd Ad Kd")
    assert line_of(cards, mini_royal=True) is Line.MINI_ROYAL
    assert line_of(cards, mini_royal=False) is Line.STRAIGHT_FLUSH
    assert line_of(parse_cards("Qd Jd Kd"), mini_royal=True) is Line.STRAIGHT_FLUSH
    assert line_of(parse_cards("Qd Jc 4d"), mini_royal=True) is None


def test_a_hand_is_three_distinct_cards():
    with pytest.raises(CardError) as refused:
        evaluate(parse_cards("Ah Kd"))
    assert refused.value.code == "hand_size"
    with pytest.raises(CardError) as refused:
        category_of([parse_cards("Ah")[0]] * 3)
    assert refused.value.code == "duplicate_card"


def test_a_value_knows_its_category_and_deciding_ranks():
    assert value("9c 9d 4h").ranks == (7, 2)
    assert value("Ah 2c 3d").ranks == (1,)
    assert value("Ac 7d 3h").ranks == (12, 5, 1)
    assert Category.from_slug("three_of_a_kind") is Category.THREE_OF_A_KIND
    assert Line.MINI_ROYAL.label == "Mini-royal"
