"""A Casino Hold'em round, its one decision and its refusals."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.casino_holdem.round import Decision, Ending, dealer_qualifies, ending_of, replay
from engine.casino_holdem.variants import CLASSIC
from engine.errors import BadAmount, CardError, IllegalAction
from engine.seven import best_hand

from .helpers import dealt

RULES = CLASSIC
ROUND = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh")


def refused(action) -> str:
    with pytest.raises(IllegalAction) as error:
        action()
    return error.value.code


def test_the_player_sees_the_flop_and_calls_two_antes():
    assert ROUND.shown == ROUND.board[:3]
    called = ROUND.call(RULES)
    assert called.call_stake == Decimal(20) and called.shown == ROUND.board


def test_a_fold_makes_no_call():
    assert ROUND.fold(RULES).call_stake == 0


def test_a_decided_round_takes_no_second_decision():
    called = ROUND.call(RULES)
    assert refused(lambda: called.fold(RULES)) == "already_decided"
    assert not called.can_call(RULES) and ROUND.can_call(RULES)


def test_an_unknown_decision_is_refused():
    assert refused(lambda: ROUND.decide(RULES, "raise")) == "bad_decision"


def test_an_aa_bonus_where_the_house_offers_none_is_refused():
    rules = dataclasses.replace(RULES, aa_bonus=())
    round_ = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh", aa_bonus=5)
    assert refused(lambda: round_.call(rules)) == "no_aa_bonus"


def test_cards_and_stakes_are_checked():
    with pytest.raises(CardError):
        dealt("Ah Kd", "Ah 7d", "2s 9h Tc 4d Jh")
    with pytest.raises(BadAmount):
        dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh", ante=0)


@pytest.mark.parametrize(
    ("cards", "qualifies"),
    [
        ("4c 4d Ah Ks 9c", True),
        ("3c 3d Ah Ks 9c", False),
        ("Ac Kd Qh Js 9c", False),
        ("3c 3d 2h 2s 9c", True),  # two pair
    ],
)
def test_the_dealer_qualifies_with_a_pair_of_fours_or_better(cards, qualifies):
    assert dealer_qualifies(best_hand(parse_cards(cards))) is qualifies


def test_the_ending_says_whether_the_dealer_qualified_and_who_won():
    not_qualified = dealt("Ah Kd", "3c 2d", "3s 9h Tc 6d Jh").call(RULES)
    assert ending_of(not_qualified) is Ending.NOT_QUALIFIED
    assert ending_of(ROUND.call(RULES)) is Ending.DEALER
    assert ending_of(ROUND.fold(RULES)) is Ending.FOLD
    tie = dealt("2c 3d", "4c 5h", "As Ks Qs Js Ts").call(RULES)
    assert ending_of(tie) is Ending.TIE


def test_replay_gives_the_round_back():
    round_ = replay(
        RULES,
        ante="10",
        player=ROUND.player,
        dealer=ROUND.dealer,
        board=ROUND.board,
        decision="call",
    )
    assert round_ == ROUND.call(RULES) and round_.decision is Decision.CALL
