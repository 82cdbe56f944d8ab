"""An Ultimate Texas Hold'em round, street by street, and its refusals."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.board import Street
from engine.errors import BadAmount, CardError, IllegalAction
from engine.ultimate.round import Decision, Ending, Round, ending_of, replay
from engine.ultimate.variants import TRIPS_6_5

from .helpers import dealt

RULES = TRIPS_6_5
ROUND = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh")


def refused(action) -> str:
    with pytest.raises(IllegalAction) as error:
        action()
    return error.value.code


def test_a_dealt_round_shows_no_community_card_before_the_flop():
    assert ROUND.street is Street.PREFLOP and ROUND.shown == ()
    flop = ROUND.check(RULES)
    assert flop.street is Street.FLOP and len(flop.shown) == 3
    assert len(flop.check(RULES).shown) == 5


def test_the_play_before_the_flop_is_three_or_four_antes():
    assert ROUND.bet(RULES, 4).play_stake == Decimal(40)
    assert ROUND.bet(RULES, 3).play_stake == Decimal(30)
    assert refused(lambda: ROUND.bet(RULES, 2)) == "bad_multiple"
    assert not ROUND.can_bet(RULES, 1)


def test_a_house_taking_only_four_antes_refuses_three():
    rules = dataclasses.replace(RULES, preflop_multiples=(4,))
    assert refused(lambda: ROUND.bet(rules, 3)) == "bad_multiple"
    assert ROUND.can_bet(rules, 4)


def test_the_play_after_the_flop_is_two_antes_and_at_the_river_one():
    flop = ROUND.check(RULES)
    assert refused(lambda: flop.bet(RULES, 4)) == "bad_multiple"
    assert flop.bet(RULES, 2).decision is Decision.BET_2X
    river = flop.check(RULES)
    assert refused(lambda: river.bet(RULES, 2)) == "bad_multiple"
    assert river.bet(RULES, 1).play_stake == Decimal(10)


def test_the_player_folds_only_at_the_river():
    assert refused(lambda: ROUND.fold(RULES)) == "fold_before_river"
    assert refused(lambda: ROUND.check(RULES).fold(RULES)) == "fold_before_river"
    assert ROUND.check(RULES).check(RULES).fold(RULES).decision is Decision.FOLD


def test_at_the_river_the_player_plays_or_folds_and_cannot_check():
    river = ROUND.check(RULES).check(RULES)
    assert refused(lambda: river.check(RULES)) == "bet_or_fold"
    assert not river.can_check(RULES) and river.can_fold(RULES)


def test_a_decided_round_takes_no_more_action():
    played = ROUND.bet(RULES, 4)
    assert refused(lambda: played.check(RULES)) == "already_decided"
    assert refused(lambda: played.bet(RULES, 4)) == "already_decided"
    assert not played.can_fold(RULES)


def test_a_decision_says_its_street():
    assert [each.street for each in Decision] == [
        Street.PREFLOP,
        Street.PREFLOP,
        Street.FLOP,
        Street.RIVER,
        Street.RIVER,
    ]
    assert ROUND.decide(RULES, "1x").street is Street.RIVER


def test_an_unknown_decision_is_refused():
    assert refused(lambda: ROUND.decide(RULES, "5x")) == "bad_decision"


def test_a_trips_where_the_house_offers_none_is_refused():
    rules = dataclasses.replace(RULES, trips=())
    with_trips = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh", trips=5)
    assert refused(lambda: with_trips.bet(rules, 4)) == "no_trips"


def test_cards_must_be_two_two_and_five_all_distinct():
    with pytest.raises(CardError) as error:
        dealt("Ah Kd Qc", "7c 7d", "2s 9h Tc 4d")
    assert error.value.code == "hand_size"
    with pytest.raises(CardError):
        dealt("Ah Kd", "Ah 7d", "2s 9h Tc 4d Jh")


def test_an_ante_of_nothing_is_refused():
    with pytest.raises(BadAmount):
        dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh", ante=0)


def test_the_ending_compares_the_best_five_of_seven():
    assert ending_of(ROUND.bet(RULES, 4)) is Ending.DEALER
    board_plays = dealt("2c 3d", "4c 5h", "As Ks Qs Js Ts")
    assert ending_of(board_plays.bet(RULES, 4)) is Ending.TIE
    assert ending_of(ROUND.decide(RULES, "fold")) is Ending.FOLD
    with pytest.raises(ValueError, match="not decided"):
        ending_of(ROUND)


def test_replay_gives_the_round_back():
    round_ = replay(
        RULES,
        ante="10",
        player=ROUND.player,
        dealer=ROUND.dealer,
        board=ROUND.board,
        decision="2x",
    )
    assert round_ == ROUND.check(RULES).bet(RULES, 2)


def test_a_round_dealt_from_a_seed_is_the_same_each_time():
    assert Round.deal(7, 10) == Round.deal(7, 10)
    assert Round.deal(7, 10).blind == Decimal(10)
