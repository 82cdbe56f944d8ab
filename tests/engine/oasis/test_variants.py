from __future__ import annotations

import dataclasses
import json
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.hands import Category, evaluate
from engine.oasis.round import (
    IllegalAction,
    Round,
    RulesIncomplete,
    replay,
    rules_from_dict,
    rules_to_dict,
    settle,
)
from engine.oasis.variants import (
    BELGIAN,
    CARIBBEAN,
    GALEWIND,
    HELSINKI,
    NICARAGUA,
    ONLINE_BOXES,
    STANDARD,
    VARIANTS,
    get_variant,
)
from engine.showdown import dealer_qualifies

DEALER_ACE_KING = "Ad Ks 7c 5s 2d"
DEALER_NO_HAND = "Qd 9s 7c 5s 2d"


def play(rules, player, dealer, *, discard="", draw="", decision="raise", dealer_draw=None):
    return replay(
        rules,
        player=parse_cards(player),
        dealer=parse_cards(dealer),
        discard=parse_cards(discard),
        draw=parse_cards(draw),
        decision=decision,
        dealer_draw=parse_cards(dealer_draw)[0] if dealer_draw else None,
    )


def test_the_seven_variants_have_their_slugs():
    assert set(VARIANTS) == {
        "standard",
        "belgian",
        "galewind",
        "nicaragua",
        "helsinki",
        "online-boxes",
        "caribbean",
    }
    assert all(VARIANTS[slug].slug == slug for slug in VARIANTS)


def test_unknown_variant_is_refused_with_the_known_slugs():
    with pytest.raises(ValueError, match="unknown variant 'texas'.*standard, belgian"):
        get_variant("texas")


@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
def test_every_variant_pays_the_raise_on_every_winning_category(rules):
    winning = set(Category) - {Category.HIGH_CARD}
    assert set(rules.raise_pays) == winning
    assert all(isinstance(odds, int) and odds > 0 for odds in rules.raise_pays.values())


# -- standard ------------------------------------------------------------------------------


@pytest.mark.parametrize(("cards", "fee"), [(1, 1), (2, 2), (3, 3), (4, 2), (5, 1)])
def test_standard_switch_fees_are_1_2_3_2_1_antes(cards, fee):
    assert STANDARD.switch_fee(cards) == Decimal(fee)


def test_standard_allows_a_fold_after_a_switch():
    round_ = play(
        STANDARD, "Qs Jc 9h 7d 3c", DEALER_NO_HAND, discard="3c", draw="4c", decision="fold"
    )
    assert settle(STANDARD, round_, ante=10).net == Decimal(-20)


def test_standard_switch_of_all_five_cards_forces_the_raise():
    with pytest.raises(IllegalAction, match="switched all five cards must raise"):
        play(
            STANDARD,
            "Qs Jc 9h 7d 3c",
            DEALER_NO_HAND,
            discard="Qs Jc 9h 7d 3c",
            draw="2h 4h 6h 8h Th",
            decision="fold",
        )


def test_standard_fee_for_a_five_card_switch_is_one_ante():
    round_ = play(
        STANDARD, "Qs Jc 9h 7d 3c", DEALER_ACE_KING, discard="Qs Jc 9h 7d 3c", draw="2h 4h 6h 8h Th"
    )
    result = settle(STANDARD, round_, ante=10)
    assert result.player_category is Category.FLUSH
    assert result.fee == Decimal(10)


def test_standard_has_no_dealer_card_buy():
    round_ = play(STANDARD, "8c 8d Kh 4s 3c", DEALER_NO_HAND)
    with pytest.raises(IllegalAction, match="no buying of a dealer card"):
        round_.buy_dealer_card(STANDARD, parse_cards("5d")[0])


# -- belgian -------------------------------------------------------------------------------


def test_belgian_refuses_a_fold_after_any_switch():
    with pytest.raises(IllegalAction, match="Belgian rules.*must raise"):
        play(BELGIAN, "Qs Jc 9h 7d 3c", DEALER_NO_HAND, discard="3c", draw="4c", decision="fold")


def test_belgian_allows_a_fold_without_a_switch():
    round_ = play(BELGIAN, "Qs Jc 9h 7d 3c", DEALER_NO_HAND, decision="fold")
    assert settle(BELGIAN, round_, ante=10).net == Decimal(-10)


def test_belgian_keeps_the_standard_fees():
    assert dict(BELGIAN.switch_fees) == dict(STANDARD.switch_fees)


# -- galewind ------------------------------------------------------------------------------


@pytest.mark.parametrize("cards", [1, 2, 3, 4, 5])
def test_galewind_fee_is_one_ante_per_card(cards):
    assert GALEWIND.switch_fee(cards) == Decimal(cards)


def test_galewind_full_house_pays_6_to_1():
    result = settle(GALEWIND, play(GALEWIND, "6s 6c 6h Kd Kc", DEALER_ACE_KING), ante=10)
    assert result.raise_.amount == Decimal(120)
    assert result.raise_.odds == 6


def test_galewind_other_pays_are_standard():
    assert {c: o for c, o in GALEWIND.raise_pays.items() if c is not Category.FULL_HOUSE} == {
        c: o for c, o in STANDARD.raise_pays.items() if c is not Category.FULL_HOUSE
    }


# -- nicaragua -----------------------------------------------------------------------------


@pytest.mark.parametrize("cards", [1, 2, 3, 4, 5])
def test_nicaragua_fee_is_one_ante_per_switch_whatever_the_cards(cards):
    assert NICARAGUA.switch_fee(cards) == Decimal(1)


def test_nicaragua_without_a_switch_pays_the_standard_table():
    result = settle(NICARAGUA, play(NICARAGUA, "6s 6c 6h Kd Kc", DEALER_ACE_KING), ante=10)
    assert result.raise_.amount == Decimal(140)


def test_nicaragua_after_switch_table_is_unknown_and_settling_a_win_says_so():
    assert NICARAGUA.lower_pays_after_switch
    assert NICARAGUA.after_switch_pays is None
    round_ = play(NICARAGUA, "6s 6c 6h Kd 3c", DEALER_ACE_KING, discard="3c", draw="Kc")
    with pytest.raises(RulesIncomplete, match="figures are not known"):
        settle(NICARAGUA, round_, ante=10)


def test_nicaragua_switched_round_settles_when_no_raise_pay_is_needed():
    round_ = play(NICARAGUA, "6s 6c 6h Kd 3c", DEALER_NO_HAND, discard="3c", draw="Kc")
    result = settle(NICARAGUA, round_, ante=10)
    assert result.net == Decimal(0)  # ante +10, raise returned, fee 10


def test_nicaragua_with_a_known_after_switch_table_pays_it():
    lower = dict(STANDARD.raise_pays) | {Category.FULL_HOUSE: 5}
    house = dataclasses.replace(NICARAGUA, after_switch_pays=lower)
    round_ = play(house, "6s 6c 6h Kd 3c", DEALER_ACE_KING, discard="3c", draw="Kc")
    assert settle(house, round_, ante=10).raise_.amount == Decimal(100)


# -- helsinki ------------------------------------------------------------------------------


def test_helsinki_buys_a_dealer_card_for_one_ante_replacing_his_highest_card():
    round_ = play(HELSINKI, "8c 8d Kh 4s 3c", DEALER_NO_HAND, dealer_draw="5d")
    assert round_.dealer_buy.discarded == parse_cards("Qd")[0]
    assert round_.dealer_hand == parse_cards("5d 9s 7c 5s 2d")
    result = settle(HELSINKI, round_, ante=10)
    assert result.dealer_qualifies
    assert result.dealer_category is Category.PAIR
    assert result.raise_.amount == Decimal(20)
    assert result.fee == Decimal(10)
    assert result.net == Decimal(20)


def test_helsinki_bought_card_can_make_the_dealer_win():
    round_ = play(HELSINKI, "8c 8d Kh 4s 3c", DEALER_NO_HAND, dealer_draw="9d")
    result = settle(HELSINKI, round_, ante=10)
    assert result.dealer_category is Category.PAIR
    assert result.net == Decimal(-40)


def test_helsinki_dealer_card_comes_from_the_deck_when_dealt():
    seed = next(s for s in range(1000) if not dealer_qualifies(evaluate(Round.deal(s).dealer)))
    round_ = Round.deal(seed).decide(HELSINKI, "raise").buy_dealer_card(HELSINKI)
    assert round_.dealer_buy.drawn == round_.deck_order()[10]


def test_helsinki_refuses_a_buy_when_the_dealer_qualifies():
    round_ = play(HELSINKI, "8c 8d Kh 4s 3c", DEALER_ACE_KING)
    with pytest.raises(IllegalAction, match="the dealer qualifies"):
        round_.buy_dealer_card(HELSINKI, parse_cards("5d")[0])


def test_helsinki_refuses_a_buy_after_a_fold():
    round_ = play(HELSINKI, "8c 8d Kh 4s 3c", DEALER_NO_HAND, decision="fold")
    with pytest.raises(IllegalAction, match="only a player who has raised"):
        round_.buy_dealer_card(HELSINKI, parse_cards("5d")[0])


def test_helsinki_refuses_a_second_buy():
    round_ = play(HELSINKI, "8c 8d Kh 4s 3c", DEALER_NO_HAND, dealer_draw="Ac")
    with pytest.raises(IllegalAction, match="already been bought"):
        round_.buy_dealer_card(HELSINKI, parse_cards("5d")[0])


# -- online boxes --------------------------------------------------------------------------


def test_online_boxes_fees_are_one_ante_and_one_and_a_half():
    assert ONLINE_BOXES.switch_fee(1) == Decimal(1)
    assert ONLINE_BOXES.switch_fee(2) == Decimal("1.5")


def test_online_boxes_refuses_a_three_card_switch():
    with pytest.raises(IllegalAction, match="switching 3 cards is not allowed.*1, 2"):
        play(ONLINE_BOXES, "Qs Jc 9h 7d 3c", DEALER_NO_HAND, discard="9h 7d 3c", draw="2h 4h 6h")


def test_online_boxes_allows_one_switch_only():
    once = play(ONLINE_BOXES, "Qs Jc 9h 7d 3c", DEALER_NO_HAND, decision="raise")
    dealt = Round(player=once.player, dealer=once.dealer)
    switched = dealt.switch(ONLINE_BOXES, parse_cards("3c"), parse_cards("4c"))
    with pytest.raises(IllegalAction, match="1 switch"):
        switched.switch(ONLINE_BOXES, parse_cards("4c"), parse_cards("4d"))


def test_online_boxes_allows_a_fold_after_a_switch():
    round_ = play(
        ONLINE_BOXES, "Qs Jc 9h 7d 3c", DEALER_NO_HAND, discard="3c", draw="4c", decision="fold"
    )
    assert settle(ONLINE_BOXES, round_, ante=10).net == Decimal(-20)


# -- caribbean -----------------------------------------------------------------------------


def test_caribbean_refuses_any_switch():
    with pytest.raises(IllegalAction, match="Caribbean Stud Poker has no switching"):
        play(CARIBBEAN, "Qs Jc 9h 7d 3c", DEALER_NO_HAND, discard="3c", draw="4c")


def test_caribbean_pays_like_standard_without_a_switch():
    result = settle(CARIBBEAN, play(CARIBBEAN, "6s 6c 6h Kd Kc", DEALER_ACE_KING), ante=10)
    assert result.ante.amount + result.raise_.amount == Decimal(150)


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_rules_survive_a_round_trip_through_json(slug):
    data = json.loads(json.dumps(rules_to_dict(VARIANTS[slug])))
    assert rules_from_dict(data) == VARIANTS[slug]
