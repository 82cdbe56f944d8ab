"""The kinds of player at an Ultimate Texas Hold'em table."""

from __future__ import annotations

import dataclasses

import pytest

from engine.board import hidden_pair
from engine.cards import parse_cards
from engine.errors import IllegalAction
from engine.ultimate.players import (
    UltimatePlayer,
    dealer_outs,
    decision_for,
    play_as,
    plays_flop,
    plays_preflop,
    plays_river,
)
from engine.ultimate.round import Decision
from engine.ultimate.variants import TRIPS_6_5

from .helpers import dealt

RULES = TRIPS_6_5


@pytest.mark.parametrize(
    ("hole", "plays"),
    [
        ("2c 2d", False),
        ("3c 3d", True),
        ("Ac 2d", True),
        ("Kc 2c", True),
        ("Kc 4d", False),
        ("Kc 5d", True),
        ("Qc 5c", False),
        ("Qc 6c", True),
        ("Qc 7d", False),
        ("Qc 8d", True),
        ("Jc 7c", False),
        ("Jc 8c", True),
        ("Jc 9d", False),
        ("Jc Td", True),
        ("Tc 9c", False),
    ],
)
def test_the_strategy_player_plays_before_the_flop_by_the_wizards_lines(hole, plays):
    assert plays_preflop(parse_cards(hole)) is plays


def test_after_the_flop_he_plays_a_hidden_pair_but_pocket_deuces():
    assert plays_flop(parse_cards("7c 4d"), parse_cards("7h Kd 2s"))
    assert not plays_flop(parse_cards("2c 2d"), parse_cards("7h Kd 9s"))
    assert not plays_flop(parse_cards("8c 4d"), parse_cards("7h 7d 2s"))  # the board's pair


def test_after_the_flop_he_plays_four_to_a_flush_with_a_hidden_ten_or_better():
    assert plays_flop(parse_cards("Th 4c"), parse_cards("7h 5h 2h"))
    assert not plays_flop(parse_cards("9h 4c"), parse_cards("7h 5h 2h"))


def test_at_the_river_he_counts_the_dealers_outs():
    hole, board = parse_cards("Ah Kd"), parse_cards("2s 3h 5c 8d Jc")
    # Fifteen cards pair the board; none else beats ace-king high.
    assert dealer_outs(hole, board) == 15
    assert plays_river(hole, board)
    weak = parse_cards("4h 6d")  # a straight draw of his own is no hand: 7s, 4s and pairs beat him
    assert dealer_outs(weak, parse_cards("Ts Qh Kc 8d 3c")) >= 21
    assert not plays_river(weak, parse_cards("Ts Qh Kc 8d 3c"))


def test_a_hidden_pair_takes_a_hole_card():
    assert hidden_pair(parse_cards("9c 9d"), parse_cards("2h 3h 4h"))
    assert not hidden_pair(parse_cards("9c 8d"), parse_cards("2h 2d 4h"))


def test_each_kind_of_player_has_his_own_decision():
    board = parse_cards("Qd 7s 2c 9h 4c")
    hole = parse_cards("Jc 3d")
    decisions = [decision_for(each, RULES, hole, board) for each in UltimatePlayer]
    assert decisions == [Decision.FOLD, Decision.BET_4X, Decision.FOLD]
    paired = parse_cards("Qc 3d")
    assert decision_for(UltimatePlayer.CHECKS_TO_RIVER, RULES, paired, board) is Decision.BET_1X


def test_the_player_who_raises_plays_the_most_the_house_takes():
    rules = dataclasses.replace(RULES, preflop_multiples=(3,))
    board = parse_cards("Qd 7s 2c 9h 4c")
    assert decision_for(UltimatePlayer.ALWAYS_RAISES, rules, parse_cards("Jc 3d"), board) == "3x"


def test_play_as_refuses_a_decided_round_and_skips_wagers_the_house_does_not_take():
    round_ = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh")
    played = play_as(UltimatePlayer.STRATEGY, round_, RULES)
    assert played is not None and played.decision is Decision.BET_4X
    with pytest.raises(IllegalAction):
        play_as(UltimatePlayer.STRATEGY, played, RULES)
    no_trips = dataclasses.replace(RULES, trips=())
    with_trips = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh", trips=5)
    assert play_as(UltimatePlayer.STRATEGY, with_trips, no_trips) is None
