"""Settling every bet of a coup, the commission and the net, under each house's rules."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.baccarat.round import Round
from engine.baccarat.rules import Bet, Collection, Direction, Rounding
from engine.baccarat.settle import settle
from engine.baccarat.variants import (
    COMMISSION_4,
    DRAGON_BONUS,
    EZ_BACCARAT,
    NO_COMMISSION,
    PUNTO_BANCO,
    TIE_9,
)
from engine.cards import card, parse_cards
from engine.errors import IllegalAction, RulesIncomplete
from engine.showdown import Outcome

D = Decimal


def coup(player: str, banker: str) -> Round:
    return Round(player=parse_cards(player), banker=parse_cards(banker))


BANKER_7_TO_5 = coup("5h Kc Td", "3s 4d")  # Player 5 draws a ten; Banker 7 stands
PLAYER_8_TO_3 = coup("4h 4c", "Td 3s")  # a natural
TIE_6 = coup("3h 3c", "2d 4s")
BANKER_THREE_CARD_7 = coup("Th 6c", "Kd 3s").draw("banker", card("4h"))
BANKER_SIX = coup("Th 5c Kd", "2s 4d")  # Player 5 draws a ten; Banker 6 stands on a 0


def test_a_banker_win_owes_five_percent_commission():
    result = settle(PUNTO_BANCO, BANKER_7_TO_5, banker=D(100))
    assert result.result("banker").outcome is Outcome.WIN
    assert result.result("banker").amount == D(100)
    assert result.commission == D(5)
    assert result.net == D(95)


def test_the_four_percent_house_keeps_four():
    assert settle(COMMISSION_4, BANKER_7_TO_5, banker=D(100)).commission == D(4)


def test_a_boxed_commission_is_paid_in_full_now_and_marked_in_the_box():
    result = settle(PUNTO_BANCO, BANKER_7_TO_5, banker=D(100))
    assert result.collection is Collection.BOX
    assert result.paid_back == D(200) and result.commission_to_box == D(5)


def test_a_commission_taken_at_once_comes_off_what_is_paid_back():
    at_once = dataclasses.replace(PUNTO_BANCO, commission_collection=Collection.AT_ONCE)
    result = settle(at_once, BANKER_7_TO_5, banker=D(100))
    assert result.paid_back == D(195) and result.commission_to_box == D(0)


def test_an_unknown_collection_refuses_to_say_what_is_paid_back():
    result = settle(COMMISSION_4, BANKER_7_TO_5, banker=D(100))
    assert result.net == D(96)
    with pytest.raises(RulesIncomplete) as refused:
        result.paid_back  # noqa: B018 (the property raises)
    assert refused.value.code == "commission_collection_unknown"


def test_a_commission_below_a_cent_needs_the_houses_rounding():
    with pytest.raises(RulesIncomplete) as refused:
        settle(PUNTO_BANCO, BANKER_7_TO_5, banker=D("10.10"))
    assert refused.value.code == "rounding_unknown"
    down = dataclasses.replace(PUNTO_BANCO, rounding=Rounding(D("0.25"), Direction.DOWN))
    assert settle(down, BANKER_7_TO_5, banker=D("10.10")).commission == D("0.50")


def test_an_unknown_commission_refuses_a_banker_win_only():
    unknown = dataclasses.replace(PUNTO_BANCO, commission=None)
    with pytest.raises(RulesIncomplete) as refused:
        settle(unknown, BANKER_7_TO_5, banker=D(100))
    assert refused.value.code == "commission_unknown"
    assert settle(unknown, PLAYER_8_TO_3, banker=D(100)).net == D(-100)


def test_a_tie_pushes_player_and_banker_and_pays_the_tie():
    result = settle(PUNTO_BANCO, TIE_6, player=D(10), banker=D(10), tie=D(5))
    assert [each.outcome for each in result.wagers] == [Outcome.PUSH, Outcome.PUSH, Outcome.WIN]
    assert result.result("tie").amount == D(40)
    assert settle(TIE_9, TIE_6, tie=D(5)).net == D(45)


def test_the_player_wins_one_to_one():
    result = settle(PUNTO_BANCO, PLAYER_8_TO_3, player=D(10), banker=D(10))
    assert result.net == D(0) and result.commission == D(0)


def test_the_pairs_pay_eleven_to_one():
    result = settle(PUNTO_BANCO, PLAYER_8_TO_3, player_pair=D(10), banker_pair=D(10))
    assert result.result(Bet.PLAYER_PAIR).amount == D(110)
    assert result.result(Bet.BANKER_PAIR).outcome is Outcome.LOSE


def test_no_commission_pays_a_banker_win_on_six_one_to_two():
    result = settle(NO_COMMISSION, BANKER_SIX, banker=D(10), super_six=D(5))
    assert result.result("banker").amount == D(5) and result.commission == D(0)
    assert result.result("super_six").amount == D(60)
    assert settle(NO_COMMISSION, BANKER_7_TO_5, banker=D(10)).net == D(10)


def test_ez_baccarat_pushes_a_banker_win_with_a_three_card_seven_and_pays_the_dragon():
    result = settle(EZ_BACCARAT, BANKER_THREE_CARD_7, banker=D(10), dragon_7=D(5), panda_8=D(5))
    assert result.result("banker").outcome is Outcome.PUSH
    assert result.result("dragon_7").amount == D(200)
    assert result.result("panda_8").outcome is Outcome.LOSE
    assert settle(EZ_BACCARAT, BANKER_7_TO_5, banker=D(10)).net == D(10)


def test_the_panda_eight_pays_twenty_five():
    panda = coup("Th 2c", "Kd 7s").draw("player", card("6h"))
    assert settle(EZ_BACCARAT, panda, panda_8=D(4)).net == D(100)


@pytest.mark.parametrize(
    ("player", "banker", "bet", "outcome", "amount"),
    [
        ("4h 4c", "Td 3s", "dragon_player", Outcome.WIN, D(10)),  # natural win 1 to 1
        ("9h Tc", "9d Ks", "dragon_player", Outcome.PUSH, D(0)),  # natural tie
        ("4h 4c", "Td 3s", "dragon_banker", Outcome.LOSE, D(-10)),
        ("Kh 7c", "2s Td 9h", "dragon_player", Outcome.WIN, D(40)),  # 7 to 1: 6 points, 4 to 1
        ("Kh 6c", "2s Td 9h", "dragon_player", Outcome.WIN, D(20)),  # 6 to 1: 5 points
        ("Kh 6c", "2s Td 4h", "dragon_player", Outcome.LOSE, D(-10)),  # 6 to 6: a tie loses
        ("2h Tc 7d", "Ts Kd Js", "dragon_player", Outcome.WIN, D(300)),  # 9 to 0: 30 to 1
        ("Kh 7c", "2s Td 5h", "dragon_player", Outcome.LOSE, D(-10)),  # 7 to 7
        ("Kh 7c", "2s Td 2h", "dragon_player", Outcome.LOSE, D(-10)),  # 7 to 4: by 3 loses
    ],
)
def test_the_dragon_bonus_by_its_table(player, banker, bet, outcome, amount):
    result = settle(DRAGON_BONUS, coup(player, banker), **{bet: D(10)}).result(bet)
    assert (result.outcome, result.amount) == (outcome, amount)


def test_a_bet_the_house_does_not_offer_is_refused_by_name():
    with pytest.raises(IllegalAction) as refused:
        settle(PUNTO_BANCO, TIE_6, dragon_7=D(5))
    assert refused.value.code == "bet_not_offered" and refused.value.params["bet"] == "dragon_7"
    with pytest.raises(IllegalAction) as refused:
        settle(PUNTO_BANCO, TIE_6, lucky=D(5))
    assert refused.value.code == "unknown_bet"
    with pytest.raises(IllegalAction) as refused:
        settle(PUNTO_BANCO, TIE_6, player=D(0))
    assert refused.value.code == "no_bet"


def test_a_tie_pay_the_house_has_not_published_is_refused():
    with pytest.raises(RulesIncomplete) as refused:
        settle(EZ_BACCARAT, TIE_6, tie=D(5))
    assert refused.value.code == "tie_pays_unknown"


def test_a_banker_bet_off_the_houses_multiple_is_refused():
    twenties = dataclasses.replace(PUNTO_BANCO, bet_multiples=((Bet.BANKER, D(20)),))
    with pytest.raises(IllegalAction) as refused:
        settle(twenties, BANKER_7_TO_5, banker=D(30))
    assert refused.value.code == "bet_multiple"
    assert settle(twenties, BANKER_7_TO_5, banker=D(40)).commission == D(2)


def test_a_coup_not_over_is_not_settled():
    with pytest.raises(IllegalAction) as refused:
        settle(PUNTO_BANCO, coup("2h 3c", "Kd 2s"), player=D(10))
    assert refused.value.code == "coup_not_complete"
