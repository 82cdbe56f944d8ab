"""A Texas Hold'em Bonus round, street by street, and its refusals."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.board import Street
from engine.errors import IllegalAction
from engine.holdem_bonus.round import Action, Ending, ending_of, replay
from engine.holdem_bonus.variants import NAGAWORLD

from .helpers import dealt

RULES = NAGAWORLD
ROUND = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh")


def refused(action) -> str:
    with pytest.raises(IllegalAction) as error:
        action()
    return error.value.code


def test_before_the_flop_the_player_bets_two_antes_or_folds():
    assert ROUND.street is Street.PREFLOP and ROUND.shown == ()
    assert refused(lambda: ROUND.check(RULES)) == "bet_or_fold"
    played = ROUND.bet(RULES)
    assert played.stake_on(Street.PREFLOP) == Decimal(20) and len(played.shown) == 3


def test_after_the_flop_the_player_bets_one_ante_or_checks_and_no_longer_folds():
    flop = ROUND.bet(RULES)
    assert refused(lambda: flop.fold(RULES)) == "no_fold_after_flop"
    turn = flop.check(RULES)
    assert turn.street is Street.TURN and len(turn.shown) == 4
    assert turn.stake_on(Street.FLOP) == 0
    done = turn.bet(RULES)
    assert done.complete and done.stake_on(Street.TURN) == Decimal(10)


def test_each_bet_is_named_with_its_stake_or_nothing():
    done = ROUND.bet(RULES).check(RULES).bet(RULES)
    assert (done.flop_bet, done.turn_bet, done.river_bet) == (Decimal(20), 0, Decimal(10))
    folded = ROUND.fold(RULES)
    assert (folded.flop_bet, folded.turn_bet, folded.river_bet) == (0, 0, 0)


def test_a_complete_round_takes_no_more_action():
    assert refused(lambda: ROUND.fold(RULES).bet(RULES)) == "already_decided"
    done = ROUND.bet(RULES).bet(RULES).bet(RULES)
    assert not done.can_check(RULES) and not done.can_bet(RULES)


def test_an_unknown_action_and_a_bonus_the_house_does_not_offer_are_refused():
    assert refused(lambda: ROUND.act(RULES, "raise")) == "bad_action"
    with_bonus = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh", bonus=5)
    assert refused(lambda: with_bonus.bet(dataclasses.replace(RULES, bonus=()))) == "no_bonus"


def test_replay_needs_an_action_on_every_street():
    cards = {"player": ROUND.player, "dealer": ROUND.dealer, "board": ROUND.board}
    assert replay(RULES, ante=10, actions=("bet", "check", "bet"), **cards).complete
    with pytest.raises(IllegalAction) as error:
        replay(RULES, ante=10, actions=("bet", "check"), **cards)
    assert error.value.code == "undecided"


def test_the_ending_compares_the_best_five_of_seven():
    assert ending_of(ROUND.fold(RULES)) is Ending.FOLD
    assert ending_of(ROUND.bet(RULES).bet(RULES).bet(RULES)) is Ending.DEALER
    tie = dealt("2c 3d", "4c 5h", "As Ks Qs Js Ts")
    assert ending_of(tie.bet(RULES).check(RULES).check(RULES)) is Ending.TIE
    assert tie.fold(RULES).decision is Action.FOLD
