"""Settling Ultimate Texas Hold'em: every wager's rule."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.errors import IllegalAction, RulesIncomplete
from engine.hands import Category
from engine.showdown import Outcome
from engine.ultimate.round import Ending
from engine.ultimate.settle import settle
from engine.ultimate.variants import TRIPS_6_5, TRIPS_7_4

from .helpers import dealt

RULES = TRIPS_6_5


def results(settlement):
    return {each.wager.value: (each.outcome, each.amount) for each in settlement.wagers}


def test_a_fold_loses_the_ante_and_the_blind_and_makes_no_play():
    round_ = dealt("7h 2d", "Kc Qd", "As 9h Tc 4d Jh").decide(RULES, "fold")
    settled = settle(RULES, round_)
    assert results(settled)["ante"] == (Outcome.LOSE, Decimal(-10))
    assert results(settled)["blind"] == (Outcome.LOSE, Decimal(-10))
    assert results(settled)["play"] == (Outcome.NOT_PLACED, Decimal(0))
    assert settled.net == Decimal(-20) and settled.ending is Ending.FOLD


def test_the_player_wins_the_play_even_money_and_the_ante_when_the_dealer_qualifies():
    # Player: pair of aces; dealer: pair of sevens.
    round_ = dealt("Ah Kd", "7c 7d", "As 9h Tc 4d 2h").bet(RULES, 4)
    settled = settle(RULES, round_)
    assert settled.dealer_qualifies
    assert results(settled)["ante"] == (Outcome.WIN, Decimal(10))
    assert results(settled)["play"] == (Outcome.WIN, Decimal(40))


def test_the_blind_is_pushed_when_the_player_wins_below_a_straight():
    round_ = dealt("Ah Kd", "7c 7d", "As 9h Tc 4d 2h").bet(RULES, 4)
    assert results(settle(RULES, round_))["blind"] == (Outcome.PUSH, Decimal(0))


def test_the_ante_is_returned_when_the_dealer_does_not_qualify_and_the_player_wins():
    # Dealer: king-high, no pair; player: pair of aces.
    round_ = dealt("Ah 3d", "Kc 8d", "As 9h Tc 4d 2h").bet(RULES, 4)
    settled = settle(RULES, round_)
    assert not settled.dealer_qualifies and settled.ending is Ending.PLAYER
    assert results(settled)["ante"] == (Outcome.RETURNED, Decimal(0))
    assert results(settled)["play"] == (Outcome.WIN, Decimal(40))
    assert settled.net == Decimal(40)


def test_the_ante_is_returned_when_the_dealer_does_not_qualify_yet_wins():
    # Both high card: the dealer's ace-king beats the player's ace-queen.
    round_ = dealt("Qh 3d", "Kc 8d", "As 9h Tc 4d 2h").check(RULES).check(RULES).bet(RULES, 1)
    settled = settle(RULES, round_)
    assert settled.ending is Ending.DEALER and not settled.dealer_qualifies
    assert results(settled)["ante"] == (Outcome.RETURNED, Decimal(0))
    assert results(settled)["blind"] == (Outcome.LOSE, Decimal(-10))
    assert results(settled)["play"] == (Outcome.LOSE, Decimal(-10))


def test_a_loss_loses_ante_blind_and_play():
    round_ = dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh").bet(RULES, 3)
    settled = settle(RULES, round_)
    assert settled.net == Decimal(-50)
    assert {each.outcome for each in settled.wagers[:3]} == {Outcome.LOSE}


def test_a_tie_pushes_ante_blind_and_play():
    round_ = dealt("2c 3d", "4c 5h", "As Ks Qs Js Ts").bet(RULES, 4)
    settled = settle(RULES, round_)
    assert settled.ending is Ending.TIE and settled.net == 0
    assert {each.outcome for each in settled.wagers[:3]} == {Outcome.PUSH}


@pytest.mark.parametrize(
    ("player", "board", "category", "blind"),
    [
        ("Ah Kh", "Qh Jh Th 2c 3d", Category.ROYAL_FLUSH, Decimal(5000)),
        ("9h 8h", "7h 6h 5h 2c Kd", Category.STRAIGHT_FLUSH, Decimal(500)),
        ("9h 9d", "9c 9s 5h 2c Kd", Category.FOUR_OF_A_KIND, Decimal(100)),
        ("9h 9d", "9c 5s 5h 2c Kd", Category.FULL_HOUSE, Decimal(30)),
        ("Ah 8h", "2h 9h Th 4s Jc", Category.FLUSH, Decimal(15)),
        ("9h 8d", "7c 6s 5h 2c Kd", Category.STRAIGHT, Decimal(10)),
    ],
)
def test_the_blind_pays_by_its_table_on_a_straight_or_better(player, board, category, blind):
    round_ = dealt(player, "3c 3s", board).bet(RULES, 4)
    settled = settle(RULES, round_)
    assert settled.player_category is category
    assert results(settled)["blind"] == (Outcome.WIN, blind)


def test_a_flush_pays_the_blind_three_to_two_which_is_no_whole_odds():
    round_ = dealt("Ah 8h", "3c 3s", "2h 9h Th 4s Jc", ante=5).bet(RULES, 4)
    blind = settle(RULES, round_).blind
    assert blind.amount == Decimal("7.5") and blind.odds is None


def test_the_trips_pays_on_the_players_hand_even_when_the_dealer_wins():
    # Player: three nines; dealer: a straight.
    round_ = dealt("9h 9d", "Qc 8s", "9c Js Th 2c 3d", trips=5).bet(RULES, 4)
    settled = settle(RULES, round_)
    assert settled.ending is Ending.DEALER
    assert results(settled)["trips"] == (Outcome.WIN, Decimal(15))


def test_the_tables_of_the_two_houses_differ_on_flush_and_straight():
    flush = dealt("Ah 8h", "3c 3s", "2h 9h Th 4s Jc", trips=10).bet(RULES, 4)
    straight = dealt("9h 8d", "3c 3s", "7c 6s 5h 2c Kd", trips=10).bet(RULES, 4)
    assert settle(TRIPS_6_5, flush).trips.amount == Decimal(60)
    assert settle(TRIPS_7_4, flush).trips.amount == Decimal(70)
    assert settle(TRIPS_6_5, straight).trips.amount == Decimal(50)
    assert settle(TRIPS_7_4, straight).trips.amount == Decimal(40)


def test_the_trips_loses_below_three_of_a_kind():
    round_ = dealt("Ah Kd", "7c 7d", "As 9h Tc 4d 2h", trips=5).bet(RULES, 4)
    assert results(settle(RULES, round_))["trips"] == (Outcome.LOSE, Decimal(-5))


def test_a_fold_with_the_trips_needs_the_houses_word():
    round_ = dealt("9h 9d", "Qc 8s", "9c Js Th 2c 3d", trips=5).decide(RULES, "fold")
    with pytest.raises(RulesIncomplete) as error:
        settle(RULES, round_)
    assert error.value.code == "trips_on_fold_unknown"
    settled = settle(dataclasses.replace(RULES, trips_on_fold=True), round_)
    assert results(settled)["trips"] == (Outcome.WIN, Decimal(15))
    lost = settle(dataclasses.replace(RULES, trips_on_fold=False), round_)
    assert results(lost)["trips"] == (Outcome.LOSE, Decimal(-5))


def test_an_unknown_blind_table_refuses_a_win():
    rules = dataclasses.replace(RULES, blind=None)
    round_ = dealt("Ah Kd", "7c 7d", "As 9h Tc 4d 2h").bet(rules, 4)
    with pytest.raises(RulesIncomplete) as error:
        settle(rules, round_)
    assert error.value.code == "blind_unknown"


def test_an_undecided_round_is_not_settled():
    with pytest.raises(IllegalAction) as error:
        settle(RULES, dealt("Ah Kd", "7c 7d", "As 9h Tc 4d 2h"))
    assert error.value.code == "undecided"


def test_the_net_is_what_comes_back_less_what_was_put_in():
    round_ = dealt("Ah 8h", "3c 3s", "2h 9h Th 4s Jc", trips=5).bet(RULES, 4)
    settled = settle(RULES, round_)
    assert settled.put_in == Decimal(65)
    assert settled.paid_back - settled.put_in == settled.net == Decimal(95)
