from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.cards import Deck, parse_cards
from engine.hands import Category
from engine.money import BadAmount
from engine.oasis.round import BonusHand, Decision, IllegalAction, Round, replay, settle
from engine.oasis.variants import BELGIAN, CARIBBEAN, HELSINKI, ONLINE_BOXES, STANDARD
from engine.showdown import Outcome, Winner

# A dealer who qualifies with the lowest hand that can (Ace-King), and one who does not.
DEALER_ACE_KING = "Ad Ks 7c 5s 2d"
DEALER_NO_HAND = "Qd 9s 7c 5s 2d"


def entered(player: str, dealer: str, *, discard: str = "", draw: str = "", decision="raise"):
    return replay(
        STANDARD,
        player=parse_cards(player),
        dealer=parse_cards(dealer),
        discard=parse_cards(discard),
        draw=parse_cards(draw),
        decision=decision,
    )


# -- dealing and the switch history ---------------------------------------------------------


def test_deal_with_a_seed_is_reproducible_and_records_the_deck():
    first, again = Round.deal(42), Round.deal(42)
    assert first == again
    order = first.deck_order()
    assert order == Deck.order(42)
    assert first.player == order[0:10:2]
    assert set(first.dealer) == set(order[1:10:2])
    assert first.up_card == order[9]  # the dealer's last card is dealt face up


def test_switch_draws_the_next_cards_of_the_deck_into_the_discarded_places():
    dealt = Round.deal(7)
    discard = (dealt.player[1], dealt.player[3])
    switched = dealt.switch(STANDARD, discard)
    (switch,) = switched.switches
    assert switch.discarded == discard
    assert switch.drawn == dealt.deck_order()[10:12]
    assert switch.fee == Decimal(2)
    assert switched.hand == (
        dealt.player[0],
        switch.drawn[0],
        dealt.player[2],
        switch.drawn[1],
        dealt.player[4],
    )
    assert switched.player == dealt.player  # the initial hand stays in the history


def test_round_history_keeps_initial_hand_switch_final_hand_and_decision():
    round_ = entered("9h Th Jh Qh 3c", DEALER_ACE_KING, discard="3c", draw="Kh")
    assert round_.player == parse_cards("9h Th Jh Qh 3c")
    assert round_.hand == parse_cards("9h Th Jh Qh Kh")
    assert round_.switches[0].discarded == parse_cards("3c")
    assert round_.switches[0].drawn == parse_cards("Kh")
    assert round_.decision is Decision.RAISE
    assert round_.fee_antes == Decimal(1)


def test_switch_of_a_card_not_in_the_hand_is_refused():
    dealt = Round(player=parse_cards("9h Th Jh Qh 3c"), dealer=parse_cards(DEALER_ACE_KING))
    with pytest.raises(IllegalAction, match="4c is not in the player's hand"):
        dealt.switch(STANDARD, parse_cards("4c"), parse_cards("Kh"))


def test_switch_drawing_a_card_already_out_is_refused():
    dealt = Round(player=parse_cards("9h Th Jh Qh 3c"), dealer=parse_cards(DEALER_ACE_KING))
    with pytest.raises(ValueError, match="Ks is already out of the deck"):
        dealt.switch(STANDARD, parse_cards("3c"), parse_cards("Ks"))


def test_switch_with_no_card_is_refused():
    with pytest.raises(IllegalAction, match="at least one card"):
        Round.deal(1).switch(STANDARD, ())


def test_switch_of_an_entered_round_needs_the_drawn_cards():
    dealt = Round(player=parse_cards("9h Th Jh Qh 3c"), dealer=parse_cards(DEALER_ACE_KING))
    with pytest.raises(ValueError, match="say which cards were drawn"):
        dealt.switch(STANDARD, parse_cards("3c"))


def test_discarded_and_drawn_cards_must_be_as_many():
    with pytest.raises(ValueError, match="must be as many"):
        entered("9h Th Jh Qh 3c", DEALER_ACE_KING, discard="3c Qh", draw="Kh")


def test_a_second_switch_is_refused_when_one_is_allowed():
    once = Round.deal(3).switch(STANDARD, Round.deal(3).player[:1])
    with pytest.raises(IllegalAction, match="1 switch"):
        once.switch(STANDARD, once.hand[:1])


def test_switch_after_the_decision_is_refused():
    decided = Round.deal(3).decide(STANDARD, "raise")
    with pytest.raises(IllegalAction, match="already decided to raise"):
        decided.switch(STANDARD, decided.hand[:1])


def test_deciding_twice_is_refused():
    with pytest.raises(IllegalAction, match="already decided"):
        Round.deal(3).decide(STANDARD, "fold").decide(STANDARD, "raise")


def test_a_decision_other_than_raise_or_fold_is_refused():
    with pytest.raises(IllegalAction, match="raise or fold"):
        Round.deal(3).decide(STANDARD, "call")


def test_an_illegal_action_leaves_the_round_unchanged():
    dealt = Round.deal(11)
    snapshot = (dealt.player, dealt.dealer, dealt.switches, dealt.decision)
    with pytest.raises(IllegalAction):
        dealt.switch(ONLINE_BOXES, dealt.player[:3])
    assert (dealt.player, dealt.dealer, dealt.switches, dealt.decision) == snapshot
    assert dealt == Round.deal(11)


def test_a_round_needs_ten_distinct_cards():
    with pytest.raises(ValueError, match="duplicate card: Ad"):
        Round(player=parse_cards("Ad 2c 3c 4c 5c"), dealer=parse_cards(DEALER_ACE_KING))
    with pytest.raises(ValueError, match="five cards"):
        Round(player=parse_cards("2c 3c 4c 5c"), dealer=parse_cards(DEALER_ACE_KING))


# -- settlement: the worked examples of the seeds --------------------------------------------


def test_seed_000_one_card_switch_to_a_straight_flush_at_ante_100():
    round_ = entered("9h Th Jh Qh 3c", DEALER_ACE_KING, discard="3c", draw="Kh")
    result = settle(STANDARD, round_, ante=100)
    assert result.player_category is Category.STRAIGHT_FLUSH
    assert result.dealer_qualifies
    assert result.ante.amount == Decimal(100)
    assert result.raise_.amount == Decimal(10_000)
    assert result.raise_.odds == 50
    assert result.fee == Decimal(100)
    assert result.net == Decimal(10_000)


def test_seed_000_dealer_not_qualifying_pays_the_ante_and_returns_the_raise():
    result = settle(STANDARD, entered("8c 8d Kh 4s 3c", DEALER_NO_HAND), ante=100)
    assert not result.dealer_qualifies
    assert (result.ante.outcome, result.ante.amount) == (Outcome.WIN, Decimal(100))
    assert (result.raise_.outcome, result.raise_.amount) == (Outcome.RETURNED, Decimal(0))
    assert result.winner is None
    assert result.net == Decimal(100)


def test_seed_004_ante_10_full_house_wins_150_in_all():
    result = settle(STANDARD, entered("6s 6c 6h Kd Kc", DEALER_ACE_KING), ante=10)
    assert result.ante.amount + result.raise_.amount == Decimal(150)


def test_seed_004_ante_10_royal_flush_wins_2010_in_all():
    result = settle(STANDARD, entered("Ah Kh Qh Jh Th", DEALER_ACE_KING), ante=10)
    assert result.ante.amount + result.raise_.amount == Decimal(2010)


@pytest.mark.parametrize(
    ("player", "raise_win_at_ante_10", "raise_win_at_ante_100"),
    [
        ("Ah Kh Qh Jh Th", 2_000, 20_000),
        ("9h 8h 7h 6h 5h", 1_000, 10_000),
        ("9s 9c 9h 9d 3h", 400, 4_000),
        ("6s 6c 6h Kd Kc", 140, 1_400),
        ("Jh 8h 6h 4h 3h", 100, 1_000),
        ("9d 8s 7h 6h 5c", 80, 800),
        ("9s 9c 9h Qd 4c", 60, 600),
        ("Ac As 5h 5d Tc", 40, 400),
        ("Qs Qc Jh 4d 3c", 20, 200),
        ("As Kc Qh Jd 9c", 20, 200),
    ],
)
def test_seed_000_raise_pay_table(player, raise_win_at_ante_10, raise_win_at_ante_100):
    round_ = entered(player, DEALER_ACE_KING)
    assert settle(STANDARD, round_, ante=10).raise_.amount == raise_win_at_ante_10
    assert settle(STANDARD, round_, ante=100).raise_.amount == raise_win_at_ante_100


# -- settlement: every outcome ---------------------------------------------------------------


def test_dealer_wins_takes_ante_and_raise():
    result = settle(STANDARD, entered("8c 8d Kh 4s 3c", "Jd Js 7c 5s 2d"), ante=10)
    assert result.winner is Winner.DEALER
    assert (result.ante.outcome, result.ante.amount) == (Outcome.LOSE, Decimal(-10))
    assert (result.raise_.outcome, result.raise_.amount) == (Outcome.LOSE, Decimal(-20))
    assert result.net == Decimal(-30)


def test_tie_pushes_ante_and_raise_but_the_fee_stays_with_the_house():
    round_ = entered("Ah Kd 7h 5d 3c", DEALER_ACE_KING, discard="3c", draw="2h")
    result = settle(STANDARD, round_, ante=10)
    assert result.winner is Winner.TIE
    assert result.ante.outcome is result.raise_.outcome is Outcome.PUSH
    assert result.ante.amount == result.raise_.amount == 0
    assert result.net == Decimal(-10)


def test_ace_king_against_ace_king_is_decided_by_the_kickers():
    result = settle(STANDARD, entered("As Kc 9h 7d 3c", DEALER_ACE_KING), ante=10)
    assert result.winner is Winner.PLAYER
    assert result.raise_.amount == Decimal(20)


def test_player_below_ace_king_loses_to_any_qualifying_dealer():
    result = settle(STANDARD, entered("Qs Jc 9h 7d 3c", DEALER_ACE_KING), ante=10)
    assert result.player_category is Category.HIGH_CARD
    assert result.winner is Winner.DEALER


def test_fold_loses_ante_bonus_and_fee_and_places_no_raise():
    round_ = entered("Qs Jc 9h 7d 3c", DEALER_NO_HAND, discard="3c", draw="4c", decision="fold")
    result = settle(STANDARD, round_, ante=10, bonus=1)
    assert (result.ante.outcome, result.ante.amount) == (Outcome.LOSE, Decimal(-10))
    assert (result.raise_.outcome, result.raise_.amount) == (Outcome.NOT_PLACED, Decimal(0))
    assert (result.bonus.outcome, result.bonus.amount) == (Outcome.LOSE, Decimal(-1))
    assert result.fee == Decimal(10)
    assert result.net == Decimal(-21)


def test_fee_of_one_and_a_half_antes_is_exact():
    round_ = replay(
        ONLINE_BOXES,
        player=parse_cards("Qs Jc 9h 7d 3c"),
        dealer=parse_cards(DEALER_ACE_KING),
        discard=parse_cards("7d 3c"),
        draw=parse_cards("Qh 2h"),
        decision="raise",
    )
    result = settle(ONLINE_BOXES, round_, ante=15)
    assert result.fee == Decimal("22.5")
    assert result.raise_.amount == Decimal(30)
    assert result.net == Decimal("22.5")


def test_every_amount_is_a_decimal():
    result = settle(STANDARD, entered("6s 6c 6h Kd Kc", DEALER_ACE_KING), ante="12.50", bonus=1)
    amounts = [result.fee, result.net] + [w.amount for w in result.wagers]
    assert all(isinstance(amount, Decimal) for amount in amounts)
    assert result.raise_.amount == Decimal(175)


def test_settling_an_undecided_round_is_refused():
    with pytest.raises(IllegalAction, match="not decided yet"):
        settle(STANDARD, Round.deal(5), ante=10)


@pytest.mark.parametrize(
    ("ante", "message"),
    [
        (0, "more than zero"),
        (-5, "more than zero"),
        ("ten", "must be a number"),
        (10.5, "decimals"),
        ("NaN", "finite"),
        ("Infinity", "finite"),
        ("10.005", "whole cents"),
        ("1000000.01", "at most"),
        (True, "decimals"),
    ],
)
def test_a_bad_ante_is_refused_with_the_reason(ante, message):
    with pytest.raises(BadAmount, match=message):
        settle(STANDARD, entered("8c 8d Kh 4s 3c", DEALER_NO_HAND), ante=ante)


def test_a_negative_bonus_is_refused():
    with pytest.raises(BadAmount, match="bonus must be zero or more"):
        settle(STANDARD, entered("8c 8d Kh 4s 3c", DEALER_NO_HAND), ante=10, bonus=-1)


# -- the bonus side bet ----------------------------------------------------------------------


def test_bonus_is_paid_on_the_initial_hand_not_the_improved_one():
    # Four to a flush switched into a flush: the initial hand held nothing for the bonus.
    round_ = entered("Jh 8h 6h 4h 3c", DEALER_ACE_KING, discard="3c", draw="3h")
    result = settle(STANDARD, round_, ante=10, bonus=1)
    assert result.player_category is Category.FLUSH
    assert result.bonus_category is Category.HIGH_CARD
    assert (result.bonus.outcome, result.bonus.amount) == (Outcome.LOSE, Decimal(-1))
    assert result.raise_.amount == Decimal(100)


def test_bonus_on_the_initial_hand_pays_even_when_the_switch_spoilt_it():
    round_ = entered("Jh 8h 6h 4h 3h", DEALER_ACE_KING, discard="3h", draw="3c")
    result = settle(STANDARD, round_, ante=10, bonus=1)
    assert result.bonus_category is Category.FLUSH
    assert (result.bonus.outcome, result.bonus.amount) == (Outcome.WIN, Decimal(50))


def test_bonus_on_the_final_hand_when_the_house_says_so():
    final_rules = dataclasses.replace(STANDARD, bonus_on=BonusHand.FINAL)
    round_ = replay(
        final_rules,
        player=parse_cards("Jh 8h 6h 4h 3c"),
        dealer=parse_cards(DEALER_ACE_KING),
        discard=parse_cards("3c"),
        draw=parse_cards("3h"),
        decision="raise",
    )
    result = settle(final_rules, round_, ante=10, bonus=1)
    assert (result.bonus.outcome, result.bonus.amount) == (Outcome.WIN, Decimal(50))


def test_bonus_pays_whatever_the_dealer_holds():
    # The dealer's four nines beat the player's full house, but the bonus still pays.
    result = settle(STANDARD, entered("6s 6c 6h Kd Kc", "9s 9c 9h 9d 3h"), ante=10, bonus=1)
    assert result.winner is Winner.DEALER
    assert (result.bonus.outcome, result.bonus.amount) == (Outcome.WIN, Decimal(100))
    assert result.net == Decimal(70)


def test_progressive_royal_flush_takes_the_whole_meter():
    result = settle(
        STANDARD, entered("Ah Kh Qh Jh Th", DEALER_ACE_KING), ante=10, bonus=1, meter="52345.67"
    )
    assert result.bonus.amount == Decimal("52345.67")
    assert result.bonus.meter_share == Decimal(1)


def test_progressive_straight_flush_takes_ten_percent_rounded_down_to_the_cent():
    result = settle(
        STANDARD, entered("9h 8h 7h 6h 5h", DEALER_ACE_KING), ante=10, bonus=1, meter="52345.67"
    )
    assert result.bonus.amount == Decimal("5234.56")


def test_progressive_meter_may_run_past_the_largest_stake():
    result = settle(
        STANDARD, entered("Ah Kh Qh Jh Th", DEALER_ACE_KING), ante=10, bonus=1, meter="2500000"
    )
    assert result.bonus.amount == Decimal(2_500_000)


def test_progressive_share_without_the_meter_is_refused():
    with pytest.raises(BadAmount, match="meter"):
        settle(STANDARD, entered("Ah Kh Qh Jh Th", DEALER_ACE_KING), ante=10, bonus=1)


def test_no_bonus_bet_means_no_bonus_result():
    result = settle(STANDARD, entered("6s 6c 6h Kd Kc", DEALER_ACE_KING), ante=10)
    assert (result.bonus.outcome, result.bonus.amount) == (Outcome.NOT_PLACED, Decimal(0))


def test_a_bonus_where_the_variant_has_none_is_refused():
    round_ = replay(
        ONLINE_BOXES,
        player=parse_cards("6s 6c 6h Kd Kc"),
        dealer=parse_cards(DEALER_ACE_KING),
        decision="raise",
    )
    with pytest.raises(IllegalAction, match="has no bonus bet"):
        settle(ONLINE_BOXES, round_, ante=10, bonus=1)


# -- verify / can / do: each action's check beside it ----------------------------------------


def test_check_switch_gives_the_fee_and_can_switch_agrees():
    dealt = Round(player=parse_cards("9h Th Jh Qh 3c"), dealer=parse_cards(DEALER_ACE_KING))
    assert dealt.check_switch(STANDARD, parse_cards("3c")) == STANDARD.switch_fee(1)
    assert dealt.can_switch(STANDARD)
    assert dealt.can_switch(STANDARD, parse_cards("3c"))
    assert not dealt.can_switch(STANDARD, parse_cards("As"))  # not in his hand


def test_check_switch_refuses_with_the_code_the_switch_raises():
    dealt = Round(player=parse_cards("9h Th Jh Qh 3c"), dealer=parse_cards(DEALER_ACE_KING))
    raised = dealt.decide(STANDARD, "raise")
    for round_, rules, discard, code in (
        (raised, STANDARD, "3c", "switch_after_decision"),
        (dealt, CARIBBEAN, "3c", "no_switching"),
        (dealt, STANDARD, "", "empty_switch"),
        (dealt, STANDARD, "As", "card_not_in_hand"),
    ):
        with pytest.raises(IllegalAction) as checked:
            round_.check_switch(rules, parse_cards(discard))
        with pytest.raises(IllegalAction) as done:
            round_.switch(
                rules, parse_cards(discard), parse_cards("Kh Kd Kc Ks 2c")[: len(discard)]
            )
        assert checked.value.code == done.value.code == code
        assert not round_.can_switch(rules, parse_cards(discard))
    assert not raised.can_switch(STANDARD)
    assert not dealt.can_switch(CARIBBEAN)


def test_can_fold_is_false_after_a_switch_under_belgian_rules_only():
    switched = Round(
        player=parse_cards("9h Th Jh Qh 3c"), dealer=parse_cards(DEALER_ACE_KING)
    ).switch(STANDARD, parse_cards("3c"), parse_cards("Kh"))
    assert switched.can_fold(STANDARD) and switched.can_raise(STANDARD)
    assert not switched.can_fold(BELGIAN) and switched.can_raise(BELGIAN)
    with pytest.raises(IllegalAction) as refused:
        switched.check_decide(BELGIAN, "fold")
    assert refused.value.code == "fold_after_switch"
    decided = switched.decide(STANDARD, "raise")
    assert not decided.can_fold(STANDARD) and not decided.can_raise(STANDARD)


def test_can_buy_dealer_card_only_at_helsinki_after_a_raise_against_no_hand():
    dealt = Round(player=parse_cards("9s 9h 9d 5c 2s"), dealer=parse_cards("Kd Qc 7h 4d 3c"))
    raised = dealt.decide(HELSINKI, "raise")
    assert raised.check_buy_dealer_card(HELSINKI) == HELSINKI.dealer_buy_fee
    assert raised.can_buy_dealer_card(HELSINKI)
    assert not raised.can_buy_dealer_card(STANDARD)  # no buy at this house
    assert not dealt.can_buy_dealer_card(HELSINKI)  # not raised yet
    bought = raised.buy_dealer_card(HELSINKI, parse_cards("2h")[0])
    assert not bought.can_buy_dealer_card(HELSINKI)  # once
    qualified = Round(player=dealt.player, dealer=parse_cards(DEALER_ACE_KING))
    with pytest.raises(IllegalAction) as refused:
        qualified.decide(HELSINKI, "raise").check_buy_dealer_card(HELSINKI)
    assert refused.value.code == "dealer_buy_when_qualified"
