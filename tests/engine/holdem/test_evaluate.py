"""Best five of seven (seed 002, "Hand rankings")."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from engine.cards import RANKS, parse_cards
from engine.hands import Category, evaluate
from engine.holdem.evaluate import (
    Kicker,
    best_five,
    best_hand,
    best_hands_many,
    deciding_kicker,
    hand_name,
    holdem_category,
    kickers,
    made_ranks,
)


def best(hole: str, board: str):
    return best_hand(parse_cards(hole) + parse_cards(board))


def test_best_five_may_use_no_hole_card():
    value, five = best_five(parse_cards("2c 3d As Ks Qs Js Ts"))
    assert holdem_category(value) is Category.ROYAL_FLUSH
    assert sorted(str(c) for c in five) == ["As", "Js", "Ks", "Qs", "Ts"]


def test_best_five_may_use_one_hole_card():
    value, five = best_five(parse_cards("Ah 2d Kh Qh Jh 3h 4s"))
    assert holdem_category(value) is Category.FLUSH
    assert "Ah" in [str(c) for c in five] and "2d" not in [str(c) for c in five]


def test_best_five_may_use_both_hole_cards():
    assert holdem_category(best("9s 9d", "9c 2h 2d Kc 7s")) is Category.FULL_HOUSE


def test_categories_rank_from_straight_flush_down_to_high_card():
    hands = [
        ("9s 8s", "7s 6s 5s 2d 2c"),  # straight flush
        ("Ks Kd", "Kc Kh 5s 2d 3c"),  # four of a kind
        ("Ks Kd", "Kc 5h 5s 2d 3c"),  # full house
        ("Ks 9s", "2s 5s 7s Jd 3c"),  # flush
        ("9d 8c", "7s 6h 5s 2d 2c"),  # straight
        ("Ks Kd", "Kc 8h 5s 2d 3c"),  # three of a kind
        ("Ks Kd", "8c 8h 5s 2d 3c"),  # two pair
        ("Ks Kd", "9c 8h 5s 2d 3c"),  # one pair
        ("Ks Jd", "9c 8h 5s 2d 3c"),  # high card
    ]
    values = [best(hole, board) for hole, board in hands]
    assert values == sorted(values, reverse=True)
    assert [holdem_category(v).slug for v in values] == [
        "straight_flush",
        "four_of_a_kind",
        "full_house",
        "flush",
        "straight",
        "three_of_a_kind",
        "two_pair",
        "pair",
        "high_card",
    ]


def test_royal_flush_is_the_ace_high_straight_flush():
    royal = best("As Ks", "Qs Js Ts 2d 3c")
    assert hand_name(royal) == "Royal flush"
    assert royal > best("Ks Qs", "Js Ts 9s 2d 3c")


def test_ace_plays_low_in_a_five_high_straight():
    wheel = best("As 2d", "3c 4h 5s Kd Kc")
    assert holdem_category(wheel) is Category.STRAIGHT
    assert wheel < best("6s 2d", "3c 4h 5s Kd Kc")


def test_queen_king_ace_two_three_is_not_a_straight():
    assert holdem_category(best("Qs Kd", "Ac 2h 3s 8d 9c")) is Category.HIGH_CARD


def test_ties_are_broken_by_kickers_in_order():
    assert best("Ah 9c", "Ad Kc 7s 4d 2h") > best("As 8c", "Ad Kc 7s 4d 2h")


def test_suits_never_break_ties():
    assert best("Ah Kh", "2c 5d 9s Jc 3d") == best("As Ks", "2c 5d 9s Jc 3d")


def test_sixth_and_seventh_cards_never_break_ties():
    # Both play the board's two pair with an ace kicker; the 9 and the 8 never count.
    board = "Ac Ad Kc Kd 2s"
    assert best("Qh 9c", board) == best("Qs 8c", board)
    board_plays = "Ac Ad Kc Kd Qs"
    assert best("3h 9c", board_plays) == best("3s 4c", board_plays)


def test_ace_king_is_named_high_card_in_holdem():
    value = best("As Kd", "9c 7h 4s 3d 2c")
    assert value.category is Category.ACE_KING
    assert holdem_category(value) is Category.HIGH_CARD and hand_name(value) == "High card"
    assert value > best("Qs Jd", "9c 7h 4s 3d 2c")


def test_best_hand_equals_the_best_of_its_21_subsets():
    rng = random.Random(3)
    for _ in range(300):
        seven = parse_cards(" ".join(rng.sample(_all_names(), 7)))
        assert best_hand(seven) == max(evaluate(c) for c in itertools.combinations(seven, 5))


def test_batch_best_hands_match_one_at_a_time():
    rng = np.random.default_rng(5)
    rows = rng.random((500, 52)).argsort(axis=1)[:, :7]
    batch = best_hands_many(rows)
    assert batch.tolist() == [best_hand(row) for row in rows.tolist()]


# -- the kicker that decides (seed 002: "compare the made ranks, then the kickers in order") --


def rank(name: str) -> int:
    return RANKS.index(name)


def test_made_ranks_and_kickers_split_the_deciding_ranks():
    two_pair = best("Tc 6d", "Th 6s 8c 3d 2h")
    assert made_ranks(two_pair) == (rank("T"), rank("6"))
    assert kickers(two_pair) == (rank("8"),)
    pair = best("As Ad", "Kc 9h 7s 3d 2h")
    assert made_ranks(pair) == (rank("A"),)
    assert kickers(pair) == (rank("K"), rank("9"), rank("7"))


def test_made_ranks_of_a_flush_are_all_five_cards_and_it_has_no_kicker():
    flush = best("Ks 9s", "2s 5s 7s Jd 3c")
    assert len(made_ranks(flush)) == 5 and kickers(flush) == ()


def test_deciding_kicker_when_one_kicker_decides_two_pair():
    board = "Th 6s Tc 6d 2h"
    assert deciding_kicker(best("8c 3d", board), best("7c 3h", board)) == Kicker(
        1, rank("8"), rank("7"), ()
    )


def test_deciding_kicker_when_the_second_kicker_decides():
    board = "As Ad Kc 4h 2s"
    kicker = deciding_kicker(best("9c 3d", board), best("8h 3h", board))
    assert kicker == Kicker(2, rank("9"), rank("8"), (rank("K"),))


def test_deciding_kicker_when_a_pair_meets_the_same_pair():
    board = "Qs Qd 7c 4h 2s"
    kicker = deciding_kicker(best("Ah 3c", board), best("Kh 3d", board))
    assert kicker == Kicker(1, rank("A"), rank("K"), ())


def test_deciding_kicker_of_ace_high_against_ace_high_though_ace_king_ranks_apart():
    board = "Ac 9h 7s 4d 2h"
    ace_king, ace_queen = best("Kd 3c", board), best("Qd 3h", board)
    assert ace_king.category is Category.ACE_KING and ace_queen.category is Category.HIGH_CARD
    assert deciding_kicker(ace_king, ace_queen) == Kicker(1, rank("K"), rank("Q"), ())


def test_deciding_kicker_is_none_when_the_made_ranks_differ():
    board = "Kc 9h 7s 4d 2h"
    assert deciding_kicker(best("Ks 3c", board), best("9s Ad", board)) is None


def test_deciding_kicker_is_none_when_the_categories_differ():
    board = "Kc 9h 7s 4d 2h"
    assert deciding_kicker(best("Ks 9c", board), best("Kh Ad", board)) is None


def test_deciding_kicker_is_none_for_a_tie():
    board = "Ac Ad Kc Kd Qs"
    assert deciding_kicker(best("3h 9c", board), best("3s 4c", board)) is None


def test_deciding_kicker_is_none_between_two_flushes():
    board = "2s 5s 7s Jd 3c"
    assert deciding_kicker(best("Ks 9s", board), best("Ks 8s", board)) is None


def test_deciding_kicker_refuses_a_winner_weaker_than_the_loser():
    board = "Th 6s Tc 6d 2h"
    with pytest.raises(ValueError):
        deciding_kicker(best("7c 3h", board), best("8c 3d", board))


def _all_names() -> list[str]:
    return [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
