"""Settling Texas Hold'em Bonus: every wager's rule."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.errors import IllegalAction, RulesIncomplete
from engine.holdem_bonus.bonus import BonusLine
from engine.holdem_bonus.round import Ending
from engine.holdem_bonus.settle import settle
from engine.holdem_bonus.variants import LAS_VEGAS, NAGAWORLD
from engine.showdown import Outcome

from .helpers import dealt

RULES = NAGAWORLD
LAS_VEGAS_WITH_BONUS = dataclasses.replace(LAS_VEGAS, bonus=NAGAWORLD.bonus)


def results(settlement):
    return {each.wager.value: (each.outcome, each.amount) for each in settlement.wagers}


def all_in(round_, rules=RULES):
    return round_.bet(rules).bet(rules).bet(rules)


def test_a_fold_loses_the_ante_and_makes_no_bet():
    settled = settle(RULES, dealt("7h 2d", "Kc Qd", "As 9h Tc 4d Jh").fold(RULES))
    assert results(settled)["ante"] == (Outcome.LOSE, Decimal(-10))
    assert {results(settled)[each][0] for each in ("flop", "turn", "river")} == {Outcome.NOT_PLACED}


def test_a_win_pays_the_bets_even_money():
    settled = settle(RULES, all_in(dealt("Ah Ad", "7c 2d", "As 9h Tc 4d Jh")))
    assert settled.ending is Ending.PLAYER
    assert [results(settled)[each] for each in ("flop", "turn", "river")] == [
        (Outcome.WIN, Decimal(20)),
        (Outcome.WIN, Decimal(10)),
        (Outcome.WIN, Decimal(10)),
    ]


def test_a_checked_street_has_no_bet():
    round_ = dealt("Ah Ad", "7c 2d", "As 9h Tc 4d Jh").bet(RULES).check(RULES).check(RULES)
    settled = settle(RULES, round_)
    assert results(settled)["turn"] == (Outcome.NOT_PLACED, Decimal(0))
    assert settled.net == Decimal(20)  # the flop bet; the ante pushed below a flush


@pytest.mark.parametrize(
    ("rules", "player", "board", "ante"),
    [
        (NAGAWORLD, "9h 8d", "7c 6s 5h 2c Kd", (Outcome.PUSH, Decimal(0))),  # straight
        (NAGAWORLD, "Ah 8h", "2h 9h Th 4s Jc", (Outcome.WIN, Decimal(10))),  # flush
        (LAS_VEGAS_WITH_BONUS, "9h 8d", "7c 6s 5h 2c Kd", (Outcome.WIN, Decimal(10))),
        (LAS_VEGAS_WITH_BONUS, "Ah Ad", "As 9h Tc 4d Jh", (Outcome.PUSH, Decimal(0))),  # trips
    ],
)
def test_the_ante_pays_only_from_the_houses_category(rules, player, board, ante):
    settled = settle(rules, all_in(dealt(player, "3c 2s", board), rules))
    assert settled.ending is Ending.PLAYER and results(settled)["ante"] == ante


def test_a_tie_pushes_everything_and_a_loss_loses_everything():
    tie = settle(RULES, all_in(dealt("2c 3d", "4c 5h", "As Ks Qs Js Ts")))
    assert tie.net == 0 and {each.outcome for each in tie.wagers[:4]} == {Outcome.PUSH}
    loss = settle(RULES, all_in(dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh")))
    assert loss.net == Decimal(-50)


@pytest.mark.parametrize(
    ("player", "dealer", "line", "pays"),
    [
        ("Ah Ad", "Ac As", BonusLine.ACES_AGAINST_ACES, Decimal(5000)),
        ("Ah Ad", "Kc Ks", BonusLine.ACES, Decimal(150)),
        ("Ah Kh", "2c 3s", BonusLine.ACE_KING_SUITED, Decimal(125)),
        ("Ah Qh", "2c 3s", BonusLine.ACE_QUEEN_OR_JACK_SUITED, Decimal(100)),
        ("Ah Kd", "2c 3s", BonusLine.ACE_KING, Decimal(75)),
        ("Jh Jd", "2c 3s", BonusLine.KINGS_QUEENS_OR_JACKS, Decimal(50)),
        ("Ah Jd", "2c 3s", BonusLine.ACE_QUEEN_OR_JACK, Decimal(25)),
        ("Th Td", "2c 3s", BonusLine.PAIR_TWO_TO_TEN, Decimal(15)),
    ],
)
def test_the_bonus_table_of_nagaworld(player, dealer, line, pays):
    round_ = dealt(player, dealer, "4s 9h 7c 5d 8h", bonus=5).bet(RULES).check(RULES)
    settled = settle(RULES, round_.check(RULES))
    assert settled.bonus_line is line and settled.bonus.amount == pays


def test_two_cards_the_table_does_not_name_lose_the_bonus():
    round_ = all_in(dealt("Ah 9d", "7c 7d", "2s 9h Tc 4d Jh", bonus=5))
    assert results(settle(RULES, round_))["bonus"] == (Outcome.LOSE, Decimal(-5))


def test_a_fold_with_the_bonus_needs_the_houses_word():
    round_ = dealt("Kh Kd", "7c 7d", "2s 9h Tc 4d Jh", bonus=5).fold(RULES)
    with pytest.raises(RulesIncomplete) as error:
        settle(RULES, round_)
    assert error.value.code == "bonus_on_fold_unknown"
    paid = settle(dataclasses.replace(RULES, bonus_on_fold=True), round_)
    assert results(paid)["bonus"] == (Outcome.WIN, Decimal(50))


def test_an_unpublished_bonus_table_is_refused_where_the_round_needs_it():
    round_ = all_in(dealt("Kh Kd", "7c 7d", "2s 9h Tc 4d Jh", bonus=5), LAS_VEGAS)
    with pytest.raises(RulesIncomplete) as error:
        settle(LAS_VEGAS, round_)
    assert error.value.code == "bonus_unknown"


def test_an_unfinished_round_is_not_settled():
    with pytest.raises(IllegalAction) as error:
        settle(RULES, dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh").bet(RULES))
    assert error.value.code == "undecided"
