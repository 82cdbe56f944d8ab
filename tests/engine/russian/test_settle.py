from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import parse_cards
from engine.errors import IllegalAction, RulesIncomplete
from engine.hands import Category
from engine.russian.round import Round
from engine.russian.rules import AntePays, Insurance, InsuranceLimit
from engine.russian.settle import settle
from engine.russian.variants import BET_PAYS, CAMPIONE_ITALIA, CLASSIC, CORONA_PHU_QUOC, LUNAR
from engine.showdown import Outcome, Winner

NO_GAME = "Qd Ts 7c 5s 2d"
DEALER_QUEENS = "Qd Qs 7c 5s 2d"
ACE_KING = "Ad Ks 7c 5s 2d"
ANTE_PAID = dataclasses.replace(CLASSIC, ante_on_win=AntePays.PAID)


def entered(player, dealer, ante=10):
    return Round(ante=Decimal(ante), player=parse_cards(player), dealer=parse_cards(dealer))


def outcomes(result):
    return [(each.outcome, each.amount) for each in result.wagers]


# -- the worked examples of the rule pages ---------------------------------------------------


def test_galway2006_three_fours_at_a_20_ante_pays_120_and_not_the_ante():
    # https://galway2006.com/craps-online/online-casino-game-russian-poker/: "4, 4, 4, 8, 2
    # (tris) at a bet of $20. The payout would be 20*2 (bet bet) *3 = $120"; the ante unpaid.
    result = settle(CLASSIC, entered("4h 4d 4c 8s 2h", DEALER_QUEENS, ante=20).bet(CLASSIC))
    assert result.bet.amount == Decimal(120)
    assert (result.ante.outcome, result.ante.amount) == (Outcome.RETURNED, Decimal(0))


def test_lunarpoker_sixth_card_four_jacks_pays_a_50_bet_1000():
    # http://www.lunarpoker.com/draw-option: "The player draws a Jack to make 4 of a Kind ...
    # the Player's $50 BET wager is paid $1,000 at 20-1".
    dealt = entered("Jh Jd Jc 8s 2h", DEALER_QUEENS, ante=25)
    result = settle(LUNAR, dealt.buy_sixth(LUNAR, parse_cards("Js")[0]).bet(LUNAR))
    assert result.bet.stake == Decimal(50)
    assert result.bet.amount == Decimal(1_000)
    assert result.fee == Decimal(25)


def test_lunarpoker_four_kings_and_an_ace_pay_21_to_1():
    # http://www.lunarpoker.com/double-combo-pay-feature: K,K,K,K with A,K: 20 + 1.
    result = settle(LUNAR, entered("Kh Ks Kd Kc Ah", DEALER_QUEENS).bet(LUNAR))
    assert result.bet.odds == 21
    assert [c.category for c in result.combinations] == [
        Category.FOUR_OF_A_KIND,
        Category.ACE_KING,
    ]


def test_second_combination_is_paid_though_weaker_than_the_dealers_hand():
    # thelodgesnhf.com, "From Russia With Love": A-K-Q-J-10 and a second ten against a pair
    # of queens: "your second hand is weaker than the dealer's ... you get paid for both".
    strict = dataclasses.replace(CLASSIC, same_ranks_second=False)
    dealt = entered("Ah Kc Qh Jd Th", DEALER_QUEENS)
    result = settle(strict, dealt.buy_sixth(strict, parse_cards("Tc")[0]).bet(strict))
    assert [c.category for c in result.combinations] == [Category.STRAIGHT, Category.PAIR]
    assert result.bet.amount == Decimal(20 * 5)


def test_campione_pays_the_bet_but_not_the_ante():
    # https://www.casinocampioneditalia.it/en/russian-poker/: "the dealer will pay the Bet
    # wager but not the Ante wager".
    house = dataclasses.replace(CAMPIONE_ITALIA, bet_pays=BET_PAYS)
    result = settle(house, entered("9h 9c 5d 5h 2c", DEALER_QUEENS).bet(house))
    assert (result.ante.outcome, result.bet.amount) == (Outcome.RETURNED, Decimal(40))


# -- every outcome ---------------------------------------------------------------------------


def test_fold_loses_the_ante_and_the_fees():
    dealt = entered("Qh Jd 9c 7s 4h", NO_GAME)
    result = settle(CLASSIC, dealt.buy_sixth(CLASSIC, parse_cards("3h")[0]).fold(CLASSIC))
    assert (result.ante.outcome, result.ante.amount) == (Outcome.LOSE, Decimal(-10))
    assert result.bet.outcome is Outcome.NOT_PLACED
    assert result.fee == Decimal(10)
    assert result.net == Decimal(-20)


def test_dealer_without_a_game_pays_the_ante_and_returns_the_bet():
    result = settle(CLASSIC, entered("Qh Jd 9c 7s 4h", NO_GAME).bet(CLASSIC))
    assert not result.dealer_qualifies
    assert outcomes(result)[:2] == [(Outcome.WIN, Decimal(10)), (Outcome.RETURNED, Decimal(0))]
    assert result.winner is None
    assert result.net == Decimal(10)


def test_player_wins_ante_returned_at_the_classic_houses():
    result = settle(CLASSIC, entered("Ah Ac 8h 7d 3c", ACE_KING).bet(CLASSIC))
    assert result.winner is Winner.PLAYER
    assert outcomes(result)[:2] == [(Outcome.RETURNED, Decimal(0)), (Outcome.WIN, Decimal(20))]


def test_player_wins_ante_paid_where_the_house_pays_it():
    result = settle(ANTE_PAID, entered("Ah Ac 8h 7d 3c", ACE_KING).bet(ANTE_PAID))
    assert outcomes(result)[:2] == [(Outcome.WIN, Decimal(10)), (Outcome.WIN, Decimal(20))]
    assert result.net == Decimal(30)


def test_tie_returns_both_and_dealer_win_takes_both():
    tie = settle(CLASSIC, entered("Ah Kc 7h 5d 2c", ACE_KING).bet(CLASSIC))
    assert tie.winner is Winner.TIE
    assert outcomes(tie)[:2] == [(Outcome.PUSH, Decimal(0))] * 2
    lost = settle(CLASSIC, entered("Jh Jc 8h 7d 3c", DEALER_QUEENS).bet(CLASSIC))
    assert lost.winner is Winner.DEALER
    assert outcomes(lost)[:2] == [(Outcome.LOSE, Decimal(-10)), (Outcome.LOSE, Decimal(-20))]


def test_two_combinations_are_both_paid_on_the_bet():
    result = settle(CLASSIC, entered("Kh Ks Ac 8d 5h", DEALER_QUEENS).bet(CLASSIC))
    assert [c.category for c in result.combinations] == [Category.PAIR, Category.ACE_KING]
    assert result.bet.odds == 2
    assert result.bet.amount == Decimal(40)


def test_a_hand_below_ace_king_loses_to_any_qualifying_dealer():
    result = settle(CLASSIC, entered("Qh Jd 9c 7s 4h", ACE_KING).bet(CLASSIC))
    assert result.winner is Winner.DEALER


def test_settling_an_undecided_round_is_refused():
    with pytest.raises(IllegalAction, match="not decided yet"):
        settle(CLASSIC, entered("Qh Jd 9c 7s 4h", ACE_KING))


# -- insurance -------------------------------------------------------------------------------


def test_insurance_pays_1_to_1_when_the_dealer_has_no_game():
    round_ = entered("9h 9c 9d Kh 2c", NO_GAME).bet(CLASSIC).insure(CLASSIC, 30)
    result = settle(CLASSIC, round_)
    assert (result.insurance.outcome, result.insurance.amount) == (Outcome.WIN, Decimal(30))
    assert result.net == Decimal(40)


def test_insurance_is_lost_when_the_player_beats_a_qualifying_dealer():
    result = settle(CLASSIC, entered("9h 9c 9d Kh 2c", ACE_KING).bet(CLASSIC).insure(CLASSIC, 30))
    assert (result.insurance.outcome, result.insurance.amount) == (Outcome.LOSE, Decimal(-30))
    assert result.bet.amount == Decimal(60)


def test_classic_insurance_is_returned_when_the_hand_loses_to_the_dealer():
    # gamsoft.ru: "This bet will not lose if his hand loses to the dealer hand".
    round_ = entered("9h 9c 9d Kh 2c", "Td Ts Tc 5s 2d").bet(CLASSIC).insure(CLASSIC, 30)
    result = settle(CLASSIC, round_)
    assert result.insurance.outcome is Outcome.RETURNED
    assert result.net == Decimal(-30)


def test_insurance_lost_when_the_hand_loses_where_the_house_keeps_it():
    house = dataclasses.replace(CLASSIC, insurance=Insurance(InsuranceLimit.HALF_POTENTIAL_WIN))
    round_ = entered("9h 9c 9d Kh 2c", "Td Ts Tc 5s 2d").bet(house).insure(house, 30)
    assert settle(house, round_).insurance.outcome is Outcome.LOSE


def test_insurance_outcome_unknown_is_refused_when_the_dealer_qualifies():
    round_ = entered("9h 9c 9d 9s 2c", "Td Ts Tc Th 2d").bet(LUNAR).insure(LUNAR, 10)
    with pytest.raises(RulesIncomplete) as refusal:
        settle(LUNAR, round_)
    assert refusal.value.code == "insurance_returned_unless_won_unknown"


def test_insurance_won_stays_won_when_the_game_is_then_bought():
    # Casino Admiral, Vilnius: having taken the insurance, the player may still buy the game.
    round_ = entered("9h 9c 9d Kh 2c", NO_GAME).bet(CLASSIC).insure(CLASSIC, 30)
    result = settle(CLASSIC, round_.buy_game(CLASSIC, parse_cards("Tc")[0]))
    assert result.insurance.outcome is Outcome.WIN
    assert result.dealer_qualifies and not result.dealer_qualified_first


# -- the game bought -------------------------------------------------------------------------


def test_game_bought_that_qualifies_is_settled_against_the_new_hand():
    round_ = entered("Kh Kc 9d 8h 2c", NO_GAME).bet(CLASSIC).buy_game(CLASSIC, parse_cards("Tc")[0])
    result = settle(CLASSIC, round_)
    assert result.dealer_value.category is Category.PAIR
    assert result.winner is Winner.PLAYER
    assert result.bet.amount == Decimal(20)
    assert result.fee == Decimal(10)
    assert result.net == Decimal(10)


def test_game_bought_that_still_has_none_returns_ante_and_bet_at_the_classic_houses():
    # Senator (Yerevan): if the game bought is "no game", the ante is not paid.
    round_ = entered("Kh Kc 9d 8h 2c", NO_GAME).bet(CLASSIC).buy_game(CLASSIC, parse_cards("3c")[0])
    result = settle(CLASSIC, round_)
    assert not result.dealer_qualifies
    assert outcomes(result)[:2] == [(Outcome.RETURNED, Decimal(0)), (Outcome.RETURNED, Decimal(0))]
    assert result.net == Decimal(-10)


def test_game_bought_that_still_has_none_where_the_house_pays_the_ante():
    house = dataclasses.replace(CLASSIC, ante_after_bought_no_game=AntePays.PAID)
    round_ = entered("Kh Kc 9d 8h 2c", NO_GAME).bet(house).buy_game(house, parse_cards("3c")[0])
    assert settle(house, round_).net == Decimal(0)


def test_game_bought_beating_the_player_takes_ante_and_bet():
    lost = entered("8c 8d 9d 7h 2c", NO_GAME).bet(CLASSIC).buy_game(CLASSIC, parse_cards("Tc")[0])
    assert settle(CLASSIC, lost).net == Decimal(-40)


# -- fees, the cap, unknown figures ----------------------------------------------------------


def test_fee_is_what_the_player_paid_for_the_exchange_and_the_game():
    round_ = (
        entered("Kh Kc 9d 8h 2c", NO_GAME, ante="12.50")
        .exchange(CLASSIC, parse_cards("9d 8h 2c"), parse_cards("3d 4d 6h"))
        .bet(CLASSIC)
        .buy_game(CLASSIC, parse_cards("Tc")[0])
    )
    result = settle(CLASSIC, round_)
    assert (result.draw_fee, result.game_fee, result.fee) == (
        Decimal("12.50"),
        Decimal("12.50"),
        Decimal(25),
    )


def test_maximum_payout_caps_the_bet():
    capped = dataclasses.replace(ANTE_PAID, max_payout=Decimal(1_000))
    result = settle(capped, entered("Ah Kh Qh Jh Th", ACE_KING, ante=100).bet(capped))
    assert result.ante.amount + result.bet.amount == Decimal(1_000)
    assert result.forfeited == Decimal(100 + 20_000 - 1_000)
    assert result.capped


def test_corona_refuses_a_win_until_its_pay_table_and_ante_rule_are_entered():
    round_ = entered("Ah Ac 8h 7d 3c", ACE_KING).bet(CORONA_PHU_QUOC)
    with pytest.raises(RulesIncomplete) as refusal:
        settle(CORONA_PHU_QUOC, round_)
    assert refusal.value.code == "bet_pays_unknown"
    known_pays = dataclasses.replace(CORONA_PHU_QUOC, bet_pays=BET_PAYS)
    with pytest.raises(RulesIncomplete) as refusal:
        settle(known_pays, round_)
    assert refusal.value.code == "ante_on_win_unknown"


def test_corona_settles_what_its_page_does_say():
    no_game = settle(CORONA_PHU_QUOC, entered("Ah Ac 8h 7d 3c", NO_GAME).bet(CORONA_PHU_QUOC))
    assert no_game.net == Decimal(10)
    lost = settle(CORONA_PHU_QUOC, entered("Jh Jc 8h 7d 3c", DEALER_QUEENS).bet(CORONA_PHU_QUOC))
    assert lost.net == Decimal(-30)


# -- the balance -----------------------------------------------------------------------------


@st.composite
def played_rounds(draw):
    seed = draw(st.integers(0, 10**9))
    ante = draw(st.sampled_from([Decimal(1), Decimal(5), Decimal("12.50"), Decimal(100)]))
    rules = draw(
        st.sampled_from([CLASSIC, ANTE_PAID, dataclasses.replace(CLASSIC, max_payout=Decimal(500))])
    )
    round_ = Round.deal(seed, ante=ante)
    choice = draw(st.sampled_from(["stand", "exchange", "sixth"]))
    if choice == "exchange":
        count = draw(st.integers(1, 5))
        round_ = round_.exchange(rules, round_.hand[:count])
    elif choice == "sixth":
        round_ = round_.buy_sixth(rules)
    if draw(st.booleans()) and round_.can_fold(rules):
        return rules, round_.fold(rules)
    round_ = round_.bet(rules)
    if round_.can_insure(rules) and draw(st.booleans()):
        round_ = round_.insure(rules, round_.insurance_limit(rules))
    if round_.can_buy_game(rules) and draw(st.booleans()):
        round_ = round_.buy_game(rules)
    return rules, round_


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_rounds())
def test_settlement_balances_what_was_put_in_and_what_comes_back(played):
    rules, round_ = played
    result = settle(rules, round_)
    # What the player put in, counted from the round itself.
    put_in = round_.ante + round_.fee_antes * round_.ante + round_.insurance
    if round_.decision == "bet":
        put_in += round_.bet_stake
    assert result.put_in == put_in
    # What comes back, counted from each wager's outcome.
    back = Decimal(0)
    for wager in result.wagers:
        if wager.outcome is Outcome.LOSE:
            assert wager.amount == -wager.stake
        elif wager.outcome in (Outcome.PUSH, Outcome.RETURNED, Outcome.NOT_PLACED):
            assert wager.amount == 0
            back += wager.stake
        else:
            assert wager.amount >= 0
            back += wager.stake + wager.amount
    assert result.paid_back == back
    assert put_in + result.net == back
    assert all(isinstance(each.amount, Decimal) for each in result.wagers)
