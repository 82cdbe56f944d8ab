from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.cards import Deck, parse_cards
from engine.errors import BadAmount, CardError, IllegalAction, RulesIncomplete
from engine.russian.round import Decision, Round, replay
from engine.russian.rules import DealerDiscards, Insurance, InsuranceLimit
from engine.russian.variants import CLASSIC, CORONA_PHU_QUOC, LUNAR

NO_GAME = "Qd Ts 7c 5s 2d"  # the dealer's highest card is the queen, his lowest the two
ACE_KING = "Ad Ks 7c 5s 2d"


def entered(player, dealer=NO_GAME, ante=10):
    return Round(ante=Decimal(ante), player=parse_cards(player), dealer=parse_cards(dealer))


def code_of(action):
    with pytest.raises((IllegalAction, CardError, RulesIncomplete, BadAmount)) as refusal:
        action()
    return refusal.value.code


# -- dealing and drawing ---------------------------------------------------------------------


def test_deal_with_a_seed_is_reproducible():
    first = Round.deal(42, ante=10)
    assert first == Round.deal(42, ante=10)
    order = Deck.order(42)
    assert first.player == order[0:10:2]
    assert first.up_card == order[9]
    assert first.ante == Decimal(10)


def test_a_round_needs_a_stake_and_ten_distinct_cards():
    with pytest.raises(BadAmount, match="ante must be more than zero"):
        entered("Ah Kh Qh Jh 3c", ante=0)
    with pytest.raises(CardError, match="duplicate card: Qd"):
        entered("Qd Kh Qh Jh 3c")


def test_exchange_draws_the_next_cards_into_the_discarded_places_for_one_ante():
    dealt = Round.deal(7, ante=10)
    discard = (dealt.player[1], dealt.player[3])
    after = dealt.exchange(CLASSIC, discard)
    (exchange,) = after.draws
    assert exchange.drawn == Deck.order(7)[10:12]
    assert exchange.fee == Decimal(1)
    assert after.hand[1] == exchange.drawn[0] and after.hand[3] == exchange.drawn[1]
    assert after.player == dealt.player  # the first hand stays in the history


def test_classic_houses_exchange_one_to_five_cards():
    dealt = entered("Ah Kh Qh Jh 3c")
    for count in range(1, 6):
        assert dealt.can_exchange(CLASSIC, dealt.hand[:count])


def test_corona_exchanges_two_to_five_cards_only():
    dealt = entered("Ah Kh Qh Jh 3c")
    assert not dealt.can_exchange(CORONA_PHU_QUOC, parse_cards("3c"))
    assert code_of(
        lambda: dealt.exchange(CORONA_PHU_QUOC, parse_cards("3c"), parse_cards("Th"))
    ) == ("exchange_count_not_allowed")
    assert dealt.can_exchange(CORONA_PHU_QUOC, parse_cards("Jh 3c"))
    assert dealt.can_exchange(CORONA_PHU_QUOC)


def test_sixth_card_is_added_to_the_hand_for_one_ante():
    after = entered("Ah Kh Qh Jh 3c").buy_sixth(CLASSIC, parse_cards("Th")[0])
    assert after.hand == parse_cards("Ah Kh Qh Jh 3c Th")
    assert after.sixth == parse_cards("Th")[0]
    assert after.fee_antes == Decimal(1)


def test_exchange_or_sixth_card_not_both_at_the_houses_we_know():
    exchanged = entered("Ah Kh Qh Jh 3c").exchange(CLASSIC, parse_cards("3c"), parse_cards("4d"))
    assert not exchanged.can_buy_sixth(CLASSIC)
    assert not exchanged.can_exchange(CLASSIC)
    assert code_of(lambda: exchanged.buy_sixth(CLASSIC, parse_cards("Th")[0])) == "too_many_draws"


def test_a_house_allowing_both_lets_the_player_exchange_then_buy_a_sixth():
    both = dataclasses.replace(CLASSIC, draw_fees=(Decimal(1), Decimal(1)), exchange_and_sixth=True)
    after = (
        entered("Ah Kh Qh Jh 3c")
        .exchange(both, parse_cards("3c"), parse_cards("4d"))
        .buy_sixth(both, parse_cards("Th")[0])
    )
    assert after.hand == parse_cards("Ah Kh Qh Jh 4d Th")
    assert after.fee_antes == Decimal(2)


def test_a_house_allowing_two_draws_of_one_kind_refuses_mixing_them():
    twice = dataclasses.replace(CLASSIC, draw_fees=(Decimal(1), Decimal(2)))
    once = entered("Ah Kh Qh Jh 3c").exchange(twice, parse_cards("3c"), parse_cards("4d"))
    again = once.exchange(twice, parse_cards("4d"), parse_cards("5d"))
    assert again.fee_antes == Decimal(3)  # the second draw's fee is the house's second figure
    assert code_of(lambda: once.buy_sixth(twice, parse_cards("Th")[0])) == "exchange_and_sixth"


def test_no_draw_after_the_decision():
    decided = entered("Ah Kh Qh Jh 3c").bet(CLASSIC)
    assert code_of(lambda: decided.exchange(CLASSIC, parse_cards("3c"), parse_cards("4d"))) == (
        "draw_after_decision"
    )
    assert not decided.can_buy_sixth(CLASSIC)


def test_exchange_of_a_card_not_held_or_already_out_is_refused():
    dealt = entered("Ah Kh Qh Jh 3c")
    assert code_of(lambda: dealt.exchange(CLASSIC, parse_cards("4c"), parse_cards("Th"))) == (
        "card_not_in_hand"
    )
    assert code_of(lambda: dealt.exchange(CLASSIC, parse_cards("3c"), parse_cards("Qd"))) == (
        "card_already_out"
    )
    assert code_of(lambda: dealt.exchange(CLASSIC, parse_cards("3c"))) == "draw_missing"


def test_deciding_twice_or_otherwise_than_bet_or_fold_is_refused():
    dealt = entered("Ah Kh Qh Jh 3c")
    assert code_of(lambda: dealt.decide(CLASSIC, "raise")) == "bad_decision"
    folded = dealt.fold(CLASSIC)
    assert folded.decision is Decision.FOLD
    assert not folded.can_bet(CLASSIC) and not folded.can_fold(CLASSIC)
    assert code_of(lambda: folded.bet(CLASSIC)) == "already_decided"


def test_an_illegal_action_leaves_the_round_unchanged():
    dealt = Round.deal(11, ante=10)
    with pytest.raises(IllegalAction):
        dealt.exchange(CORONA_PHU_QUOC, dealt.player[:1])
    assert dealt == Round.deal(11, ante=10)


# -- insurance -------------------------------------------------------------------------------


def test_insurance_with_three_of_a_kind_from_one_ante_to_half_the_potential_win():
    # Classic (Olympic Casino, Riga): at most half of the possible payout. Trips: bet 20 × 3.
    bet = entered("9h 9c 9d Kh 2c").bet(CLASSIC)
    assert bet.insurance_limit(CLASSIC) == Decimal(30)
    assert bet.insure(CLASSIC, 30).insurance == Decimal(30)
    assert code_of(lambda: bet.insure(CLASSIC, "30.01")) == "insurance_above_limit"
    assert code_of(lambda: bet.insure(CLASSIC, "9.99")) == "insurance_below_ante"
    assert bet.can_insure(CLASSIC) and not bet.can_insure(CLASSIC, 31)


def test_insurance_limit_counts_the_second_combination():
    bet = entered("9h 9c 9d Ah Kc").bet(CLASSIC)  # trips + Ace-King: 4 to 1 on 20
    assert bet.insurance_limit(CLASSIC) == Decimal(40)


def test_insurance_up_to_the_potential_win_at_lunar_poker():
    bet = entered("9h 9c 9d 9s 2c").bet(LUNAR)
    assert bet.insurance_limit(LUNAR) == Decimal(400)


def test_insurance_up_to_the_maximum_payout_needs_the_table_figure():
    house = dataclasses.replace(CLASSIC, insurance=Insurance(limit=InsuranceLimit.MAX_PAYOUT))
    bet = entered("9h 9c 9d Kh 2c").bet(house)
    assert code_of(lambda: bet.insurance_limit(house)) == "max_payout_unknown"
    capped = dataclasses.replace(house, max_payout=Decimal(500))
    assert bet.insurance_limit(capped) == Decimal(500)


def test_insurance_never_above_the_table_maximum_payout():
    capped = dataclasses.replace(LUNAR, max_payout=Decimal(100))
    bet = entered("9h 9c 9d 9s 2c").bet(capped)
    assert bet.insurance_limit(capped) == Decimal(100)


def test_insurance_needs_three_of_a_kind_and_a_bet():
    two_pair = entered("9h 9c Kd Kh 2c")
    assert code_of(lambda: two_pair.bet(CLASSIC).insure(CLASSIC, 10)) == "insurance_hand_too_low"
    trips = entered("9h 9c 9d Kh 2c")
    assert code_of(lambda: trips.insure(CLASSIC, 10)) == "insure_without_bet"
    assert code_of(lambda: trips.fold(CLASSIC).insure(CLASSIC, 10)) == "insure_without_bet"
    insured = trips.bet(CLASSIC).insure(CLASSIC, 10)
    assert code_of(lambda: insured.insure(CLASSIC, 10)) == "insure_twice"


def test_insurance_counts_a_sixth_card_that_made_the_trips():
    after = entered("9h 9c 8d Kh 2c").buy_sixth(CLASSIC, parse_cards("9s")[0]).bet(CLASSIC)
    assert after.can_insure(CLASSIC)


def test_insurance_where_the_house_has_none_or_never_said_how_much():
    no_insurance = dataclasses.replace(CLASSIC, insurance=None)
    bet = entered("9h 9c 9d Kh 2c").bet(no_insurance)
    assert code_of(lambda: bet.insure(no_insurance, 10)) == "no_insurance"


def test_one_ante_of_insurance_is_legal_where_the_limit_is_unpublished():
    corona = entered("9h 9c 9d Kh 2c").bet(CORONA_PHU_QUOC)
    assert corona.can_insure(CORONA_PHU_QUOC)  # one ante, the least
    assert corona.insure(CORONA_PHU_QUOC, corona.ante).insurance == corona.ante
    more = corona.ante + 1
    assert code_of(lambda: corona.insure(CORONA_PHU_QUOC, more)) == "insurance_limit_unknown"
    assert not corona.can_insure(CORONA_PHU_QUOC, more)


# -- buying the dealer a game ----------------------------------------------------------------


def test_buy_game_replaces_the_dealers_highest_card_for_one_ante():
    bet = entered("Ah Ac 8h 7d 3c").bet(CLASSIC)
    assert bet.can_buy_game(CLASSIC)
    after = bet.buy_game(CLASSIC, parse_cards("Js")[0])
    assert after.game_bought.discarded == parse_cards("Qd")[0]
    assert after.dealer_hand == parse_cards("Js Ts 7c 5s 2d")
    assert after.fee_antes == Decimal(1)


def test_houses_replacing_the_lowest_card_give_up_the_two():
    lowest = dataclasses.replace(CLASSIC, dealer_discards=DealerDiscards.LOWEST)
    after = entered("Ah Ac 8h 7d 3c").bet(lowest).buy_game(lowest, parse_cards("9d")[0])
    assert after.dealer_hand == parse_cards("Qd Ts 7c 5s 9d")


def test_classic_houses_draw_again_on_a_card_of_the_rank_given_up():
    # Senator (Yerevan) and gamsoft.ru: "King-King, nine-nine": a second change is made.
    bet = entered("Ah Ac 8h 7d 3c").bet(CLASSIC)
    assert code_of(lambda: bet.buy_game(CLASSIC, parse_cards("Qh")[0])) == (
        "dealer_redraws_same_rank"
    )
    after = bet.buy_game(CLASSIC, parse_cards("Qh 9d"))
    assert after.game_bought.drawn == parse_cards("Qh 9d")
    assert after.dealer_hand == parse_cards("9d Ts 7c 5s 2d")
    assert code_of(lambda: bet.buy_game(CLASSIC, parse_cards("Jh 9d"))) == "dealer_keeps_card"


def test_corona_keeps_the_card_drawn_whatever_its_rank():
    bet = entered("Ah Ac 8h 7d 3c").bet(CORONA_PHU_QUOC)
    after = bet.buy_game(CORONA_PHU_QUOC, parse_cards("Qh")[0])
    assert after.dealer_hand == parse_cards("Qh Ts 7c 5s 2d")
    assert code_of(lambda: bet.buy_game(CORONA_PHU_QUOC, parse_cards("Qh 9d"))) == (
        "dealer_keeps_card"
    )


def test_a_house_silent_on_redrawing_refuses_only_a_card_of_the_rank_given_up():
    bet = entered("Ah Ac 8h 7d 3c").bet(LUNAR)
    assert bet.buy_game(LUNAR, parse_cards("Js")[0]).dealer_hand[0] == parse_cards("Js")[0]
    assert code_of(lambda: bet.buy_game(LUNAR, parse_cards("Qh")[0])) == "redraw_same_rank_unknown"


def test_buy_game_from_the_deck_redraws_until_another_rank():
    for seed in range(400):
        dealt = Round.deal(seed, ante=10).bet(CLASSIC)
        if not dealt.can_buy_game(CLASSIC):
            continue
        after = dealt.buy_game(CLASSIC)
        given_up = after.game_bought.discarded
        *redrawn, kept = after.game_bought.drawn
        assert kept.rank != given_up.rank
        assert all(each.rank == given_up.rank for each in redrawn)
        assert after.game_bought.drawn == Deck.order(seed)[10 : 10 + len(after.game_bought.drawn)]


def test_buy_game_only_after_a_bet_against_a_dealer_without_a_game_once():
    assert code_of(lambda: entered("Ah Ac 8h 7d 3c").buy_game(CLASSIC, parse_cards("Js")[0])) == (
        "buy_game_without_bet"
    )
    qualified = entered("Qh Qc 8h 7d 3c", dealer=ACE_KING).bet(CLASSIC)
    assert not qualified.can_buy_game(CLASSIC)
    assert code_of(lambda: qualified.buy_game(CLASSIC, parse_cards("Js")[0])) == (
        "buy_game_when_qualified"
    )
    bought = entered("Ah Ac 8h 7d 3c").bet(CLASSIC).buy_game(CLASSIC, parse_cards("Js")[0])
    assert code_of(lambda: bought.buy_game(CLASSIC, parse_cards("Jd")[0])) == "buy_game_twice"
    no_buy = dataclasses.replace(CLASSIC, buy_game_fee=None)
    assert code_of(lambda: entered("Ah Ac 8h 7d 3c").bet(no_buy).buy_game(no_buy)) == "no_buy_game"


def test_insurance_is_too_late_once_a_game_is_bought():
    bought = entered("9h 9c 9d Kh 2c").bet(CLASSIC).buy_game(CLASSIC, parse_cards("Js")[0])
    assert code_of(lambda: bought.insure(CLASSIC, 10)) == "insure_after_showdown"


def test_replay_enters_a_whole_round():
    round_ = replay(
        CLASSIC,
        ante="12.50",
        player=parse_cards("9h 9c 8d Kh 2c"),
        dealer=parse_cards(NO_GAME),
        sixth=parse_cards("9s")[0],
        decision="bet",
        insurance=25,
        buy_game=True,
        dealer_draw=parse_cards("Js")[0],
    )
    assert round_.hand == parse_cards("9h 9c 8d Kh 2c 9s")
    assert round_.insurance == Decimal(25)
    assert round_.game_bought.received == parse_cards("Js")[0]
    assert round_.fee_antes == Decimal(2)
    with pytest.raises(CardError, match="must be as many"):
        replay(
            CLASSIC,
            ante=10,
            player=parse_cards("9h 9c 8d Kh 2c"),
            dealer=parse_cards(NO_GAME),
            discard=parse_cards("2c"),
            decision="bet",
        )
