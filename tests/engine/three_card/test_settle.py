from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.errors import IllegalAction, RulesIncomplete
from engine.hands import Category as Five
from engine.showdown import Outcome
from engine.three_card.evaluate import Category, Line
from engine.three_card.round import Ending, Round
from engine.three_card.settle import settle
from engine.three_card.variants import CLASSIC, COMMON, MINI_ROYAL, SIX_CARD

TEN = Decimal(10)


def dealt(player, dealer, **stakes):
    return Round(
        ante=stakes.pop("ante", TEN),
        player=parse_cards(player),
        dealer=parse_cards(dealer),
        **stakes,
    )


def played(rules, player, dealer, **stakes):
    return settle(rules, dealt(player, dealer, **stakes).play(rules))


def results(settlement):
    return {each.wager.value: (each.outcome, each.amount) for each in settlement.wagers}


def test_a_fold_loses_the_ante_and_makes_no_play():
    result = settle(CLASSIC, dealt("Jh 8c 3d", "Kc 7d 2s").fold(CLASSIC))
    assert result.ending is Ending.FOLD
    assert results(result)["ante"] == (Outcome.LOSE, -TEN)
    assert results(result)["play"] == (Outcome.NOT_PLACED, 0)
    assert result.net == -TEN


def test_the_dealer_below_queen_high_pays_the_ante_and_returns_the_play():
    result = played(CLASSIC, "5h 8c 3d", "Jc 7d 2s")
    assert not result.dealer_qualifies
    assert results(result)["ante"] == (Outcome.WIN, TEN)
    assert results(result)["play"] == (Outcome.RETURNED, 0)
    assert result.net == TEN


def test_the_higher_hand_against_a_qualifying_dealer_wins_ante_and_play():
    result = played(CLASSIC, "5h 5c 3d", "Qc 7d 2s")
    assert result.ending is Ending.PLAYER
    assert results(result)["ante"] == (Outcome.WIN, TEN)
    assert results(result)["play"] == (Outcome.WIN, TEN)
    assert result.net == 2 * TEN


def test_the_dealers_higher_hand_takes_ante_and_play():
    result = played(CLASSIC, "Qh 8c 3d", "Kc 7d 2s")
    assert result.ending is Ending.DEALER
    assert result.net == -2 * TEN


def test_equal_hands_push_ante_and_play():
    result = played(CLASSIC, "Kh 7c 2d", "Kc 7d 2s")
    assert result.ending is Ending.TIE
    assert results(result)["ante"] == (Outcome.PUSH, 0)
    assert results(result)["play"] == (Outcome.PUSH, 0)
    assert result.net == 0


def test_the_ante_bonus_is_paid_even_when_the_player_loses():
    result = played(CLASSIC, "4h 5c 6d", "Jc Jd Js")
    assert result.ending is Ending.DEALER
    assert results(result)["ante_bonus"] == (Outcome.WIN, TEN)
    assert result.net == -TEN  # -10 ante, -10 play, +10 bonus


def test_the_ante_bonus_pays_by_the_table_whatever_the_dealer_holds():
    trips = played(CLASSIC, "4h 4c 4d", "Jc 8d 2s")  # the dealer does not qualify
    assert results(trips)["ante_bonus"] == (Outcome.WIN, 4 * TEN)
    straight_flush = played(CLASSIC, "Ah Kh Qh", "Jc 8d 2s")
    assert results(straight_flush)["ante_bonus"] == (Outcome.WIN, 5 * TEN)
    assert results(played(CLASSIC, "Ah Kh 9h", "Jc 8d 2s"))["ante_bonus"][1] == 0


def test_a_fold_gets_no_ante_bonus():
    result = settle(CLASSIC, dealt("4h 5c 6d", "Kc 7d 2s").fold(CLASSIC))
    assert results(result)["ante_bonus"] == (Outcome.NOT_PLACED, 0)


def test_pair_plus_pays_on_the_players_cards_whatever_the_dealer_holds():
    result = played(CLASSIC, "9h 9c 3d", "Kc Kd 2s", pair_plus=Decimal(5))
    assert result.ending is Ending.DEALER
    assert results(result)["pair_plus"] == (Outcome.WIN, Decimal(5))
    assert result.pair_plus_line is Line.PAIR
    nothing = played(CLASSIC, "Qh 9c 3d", "Jc 7d 2s", pair_plus=Decimal(5))
    assert results(nothing)["pair_plus"] == (Outcome.LOSE, Decimal(-5))


def test_pair_plus_is_settled_on_a_fold_where_the_house_says_so():
    house = dataclasses.replace(CLASSIC, pair_plus_on_fold=True)
    round_ = dealt("9h 9c 3d", "Kc 7d 2s", pair_plus=Decimal(5)).fold(house)
    result = settle(house, round_)
    assert results(result)["pair_plus"] == (Outcome.WIN, Decimal(5))
    assert result.net == -TEN + 5


def test_a_fold_loses_the_pair_plus_where_the_house_says_so():
    round_ = dealt("9h 9c 3d", "Kc 7d 2s", pair_plus=Decimal(5)).fold(CLASSIC)
    assert results(settle(CLASSIC, round_))["pair_plus"] == (Outcome.LOSE, Decimal(-5))


def test_a_fold_with_a_pair_plus_needs_the_houses_word_on_it():
    round_ = dealt("9h 9c 3d", "Kc 7d 2s", pair_plus=Decimal(5)).fold(COMMON)
    with pytest.raises(RulesIncomplete) as refused:
        settle(COMMON, round_)
    assert refused.value.code == "pair_plus_on_fold_unknown"


def test_the_mini_royal_is_paid_on_its_own_line():
    result = settle(MINI_ROYAL, dealt("Ah Kh Qh", "Kc 7d 2s", ante=Decimal(0), pair_plus=TEN))
    assert result.pair_plus_line is Line.MINI_ROYAL
    assert results(result)["pair_plus"] == (Outcome.WIN, 100 * TEN)
    other = settle(MINI_ROYAL, dealt("Jh Kh Qh", "Kc 7d 2s", ante=Decimal(0), pair_plus=TEN))
    assert results(other)["pair_plus"] == (Outcome.WIN, 40 * TEN)


def test_pair_plus_alone_is_the_whole_round():
    result = settle(CLASSIC, dealt("4h 5c 6d", "Kc 7d 2s", ante=Decimal(0), pair_plus=TEN))
    assert result.ending is Ending.PAIR_PLUS_ALONE
    assert results(result)["ante"] == (Outcome.NOT_PLACED, 0)
    assert results(result)["ante_bonus"] == (Outcome.NOT_PLACED, 0)
    assert results(result)["pair_plus"] == (Outcome.WIN, 6 * TEN)
    assert result.net == 6 * TEN


def test_the_six_card_bonus_pays_on_the_best_five_of_six_cards():
    result = played(SIX_CARD, "9h 9c 3d", "9d 3s 3h", six_card=Decimal(5))
    assert result.six_card_category is Five.FULL_HOUSE
    assert results(result)["six_card"] == (Outcome.WIN, 25 * Decimal(5))
    low = played(SIX_CARD, "9h 9c 3d", "Kd 4s 7h", six_card=Decimal(5))
    assert results(low)["six_card"] == (Outcome.LOSE, Decimal(-5))


def test_the_six_card_bonus_is_settled_on_a_fold():
    round_ = dealt("Ah Kh 2c", "Qh Jh Th", six_card=Decimal(5)).fold(SIX_CARD)
    result = settle(SIX_CARD, round_)
    assert result.six_card_category is Five.ROYAL_FLUSH
    assert results(result)["six_card"] == (Outcome.WIN, 1000 * Decimal(5))
    assert result.net == -TEN + 5000


def test_the_settlement_names_both_hands_and_adds_up():
    result = played(SIX_CARD, "4h 5c 6d", "Jc Jd Js", pair_plus=TEN, six_card=TEN)
    assert result.player_category is Category.STRAIGHT
    assert result.dealer_category is Category.THREE_OF_A_KIND
    assert result.put_in == 4 * TEN
    assert result.paid_back == result.put_in + result.net


def test_an_undecided_round_or_an_unknown_table_is_not_settled():
    with pytest.raises(IllegalAction) as refused:
        settle(CLASSIC, dealt("4h 5c 6d", "Kc 7d 2s"))
    assert refused.value.code == "undecided"
    with pytest.raises(RulesIncomplete) as unknown:
        settle(MINI_ROYAL, dealt("4h 5c 6d", "Kc 7d 2s").play(MINI_ROYAL))
    assert unknown.value.code == "ante_bonus_unknown"
