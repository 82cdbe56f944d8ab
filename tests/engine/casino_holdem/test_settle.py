"""Settling Casino Hold'em: every wager's rule."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.casino_holdem.bonus import BonusLine
from engine.casino_holdem.round import Ending
from engine.casino_holdem.settle import settle
from engine.casino_holdem.variants import CLASSIC
from engine.errors import IllegalAction, RulesIncomplete
from engine.hands import Category
from engine.showdown import Outcome

from .helpers import dealt

RULES = CLASSIC


def results(settlement):
    return {each.wager.value: (each.outcome, each.amount) for each in settlement.wagers}


def test_a_fold_loses_the_ante_and_makes_no_call():
    settled = settle(RULES, dealt("7h 2d", "Kc Qd", "As 9h Tc 4d Jh").fold(RULES))
    assert results(settled)["ante"] == (Outcome.LOSE, Decimal(-10))
    assert results(settled)["call"] == (Outcome.NOT_PLACED, Decimal(0))
    assert settled.net == Decimal(-10)


def test_the_dealer_not_qualifying_pays_the_ante_by_its_table_and_returns_the_call():
    # Player: a flush; dealer: a pair of threes.
    round_ = dealt("Ah 8h", "3c 2d", "3h 9h Th 4s Jc").call(RULES)
    settled = settle(RULES, round_)
    assert settled.ending is Ending.NOT_QUALIFIED
    assert results(settled)["ante"] == (Outcome.WIN, Decimal(20))
    assert results(settled)["call"] == (Outcome.RETURNED, Decimal(0))


def test_the_ante_is_paid_when_the_dealer_does_not_qualify_even_with_a_worse_hand():
    # Player: ace-high; dealer: a pair of threes beats him but does not qualify.
    round_ = dealt("Ah 8d", "3c 2d", "3h 9h Tc 4s Jc").call(RULES)
    settled = settle(RULES, round_)
    assert results(settled)["ante"] == (Outcome.WIN, Decimal(10))
    assert settled.net == Decimal(10)


@pytest.mark.parametrize(
    ("player", "board", "category", "ante"),
    [
        ("Ah Kh", "Qh Jh Th 2c 3d", Category.ROYAL_FLUSH, Decimal(1000)),
        ("9h 8h", "7h 6h 5h 2c Kd", Category.STRAIGHT_FLUSH, Decimal(200)),
        ("9h 9d", "9c 9s 5h 2c Kd", Category.FOUR_OF_A_KIND, Decimal(100)),
        ("9h 9d", "9c 5s 5h 2c Kd", Category.FULL_HOUSE, Decimal(30)),
        ("Ah 8h", "2h 9h Th 5s Jc", Category.FLUSH, Decimal(20)),
        ("9h 8d", "7c 6s 5h 2c Kd", Category.STRAIGHT, Decimal(10)),
        ("Ah Ad", "Ac 6s 5h 2c Kd", Category.THREE_OF_A_KIND, Decimal(10)),
    ],
)
def test_a_win_pays_the_ante_by_its_table_and_the_call_even_money(player, board, category, ante):
    settled = settle(RULES, dealt(player, "4c 4s", board).call(RULES))
    assert settled.player_category is category and settled.dealer_qualifies
    assert results(settled)["ante"] == (Outcome.WIN, ante)
    assert results(settled)["call"] == (Outcome.WIN, Decimal(20))


def test_a_tie_pushes_ante_and_call():
    settled = settle(RULES, dealt("2c 3d", "4c 5h", "As Ks Qs Js Ts").call(RULES))
    assert settled.net == 0 and {each.outcome for each in settled.wagers[:2]} == {Outcome.PUSH}


def test_the_dealers_qualifying_win_takes_ante_and_call():
    settled = settle(RULES, dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh").call(RULES))
    assert settled.net == Decimal(-30)


def test_the_aa_bonus_pays_on_the_two_cards_and_the_flop_only():
    # Aces on the flop: 7 to 1; the turn's third ace does not count.
    round_ = dealt("Ah Kd", "7c 7d", "As 9h 2c Ad Jh", aa_bonus=5).call(RULES)
    settled = settle(RULES, round_)
    assert settled.bonus_line is BonusLine.PAIR_OF_ACES
    assert results(settled)["aa_bonus"] == (Outcome.WIN, Decimal(35))


def test_a_lower_pair_loses_the_aa_bonus():
    round_ = dealt("Kh Kd", "7c 7d", "As 9h 2c 5d Jh", aa_bonus=5).call(RULES)
    assert results(settle(RULES, round_))["aa_bonus"] == (Outcome.LOSE, Decimal(-5))


@pytest.mark.parametrize(
    ("player", "flop", "pays"),
    [
        ("Ah Kh", "Qh Jh Th", Decimal(500)),
        ("9h 8h", "7h 6h 5h", Decimal(250)),
        ("9h 9d", "9c 9s 5h", Decimal(200)),
        ("9h 9d", "9c 5s 5h", Decimal(150)),
        ("Ah 8h", "2h 9h Th", Decimal(100)),
        ("9h 8d", "7c 6s 5h", Decimal(35)),
        ("9h 9d", "9c 6s 5h", Decimal(35)),
        ("9h 6d", "9c 6s 5h", Decimal(35)),
    ],
)
def test_the_aa_bonus_table(player, flop, pays):
    round_ = dealt(player, "2c 2s", flop + " 3d 4c", aa_bonus=5).call(RULES)
    assert settle(RULES, round_).aa_bonus.amount == pays


def test_a_fold_loses_the_aa_bonus_where_the_house_says_so():
    round_ = dealt("Ah Ad", "7c 7d", "As 9h 2c 5d Jh", aa_bonus=5).fold(RULES)
    assert results(settle(RULES, round_))["aa_bonus"] == (Outcome.LOSE, Decimal(-5))
    paying = dataclasses.replace(RULES, aa_bonus_on_fold=True)
    assert results(settle(paying, round_))["aa_bonus"] == (Outcome.WIN, Decimal(35))
    unknown = dataclasses.replace(RULES, aa_bonus_on_fold=None)
    with pytest.raises(RulesIncomplete) as error:
        settle(unknown, round_)
    assert error.value.code == "aa_bonus_on_fold_unknown"


def test_an_ante_table_without_the_players_line_is_refused():
    rules = dataclasses.replace(RULES, ante=RULES.ante[:5])  # straight and better only
    round_ = dealt("Ah 8d", "3c 2d", "3h 9h Tc 4s Jc").call(rules)
    with pytest.raises(RulesIncomplete) as error:
        settle(rules, round_)
    assert error.value.code == "ante_unknown"


def test_an_undecided_round_is_not_settled():
    with pytest.raises(IllegalAction) as error:
        settle(RULES, dealt("Ah Kd", "7c 7d", "2s 9h Tc 4d Jh"))
    assert error.value.code == "undecided"
