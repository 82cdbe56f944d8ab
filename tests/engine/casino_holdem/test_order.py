"""Casino Hold'em rounds dealt to order."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest

from engine.casino_holdem import order
from engine.casino_holdem.order import CasinoHoldemTarget, deal_to_order, meets, possible
from engine.casino_holdem.players import CasinoHoldemPlayer, play_as
from engine.casino_holdem.settle import settle
from engine.casino_holdem.variants import CLASSIC
from engine.dealing import CannotDeal
from engine.hands import Category

RULES = CLASSIC
ANTE = Decimal(10)

TARGETS = [
    CasinoHoldemTarget(),
    CasinoHoldemTarget(ending="fold", aa_bonus=True),
    CasinoHoldemTarget(ending="not_qualified", player="straight"),
    CasinoHoldemTarget(ending="player", player="full_house", dealer="two_pair"),
    CasinoHoldemTarget(ending="tie"),
    CasinoHoldemTarget(ending="dealer", dealer="flush"),
    CasinoHoldemTarget(player="royal_flush", aa_bonus=True),
]


@pytest.mark.parametrize("target", TARGETS, ids=str)
def test_a_round_dealt_to_order_meets_its_target_and_is_the_players(target):
    rng = random.Random(11)
    assert possible(RULES, target)
    for _ in range(3):
        round_, player = deal_to_order(RULES, target, rng, ante=ANTE)
        assert meets(round_, target) and player in target.players
        assert play_as(player, dataclasses.replace(round_, decision=None), RULES) == round_
        settle(RULES, round_)


@pytest.mark.parametrize(
    "target",
    [
        CasinoHoldemTarget(player="royal_flush", ending="dealer"),
        CasinoHoldemTarget(ending="fold", players=("always_calls",)),
        CasinoHoldemTarget(ending="not_qualified", dealer="flush"),
    ],
    ids=str,
)
def test_a_target_no_round_meets_is_refused(target):
    assert not possible(RULES, target)
    with pytest.raises(CannotDeal):
        deal_to_order(RULES, target, random.Random(1), ante=ANTE)


@pytest.mark.parametrize(
    "target",
    [
        CasinoHoldemTarget(player="high_card", ending="tie"),
        CasinoHoldemTarget(player="high_card", ending="player"),
        CasinoHoldemTarget(dealer="royal_flush", ending="player"),
        CasinoHoldemTarget(player="flush", dealer="straight", ending="tie"),
    ],
    ids=str,
)
def test_a_round_the_rules_of_the_showdown_rule_out_is_refused_without_a_search(
    target, monkeypatch
):
    # A search that finds nothing tries every draw (seconds); these need none.
    def no_search(*args, **kwargs):
        raise AssertionError(f"searched for {target}")

    monkeypatch.setattr(order.board, "search", no_search)
    order._witness.cache_clear()
    assert not possible(RULES, target)


def test_an_aa_bonus_where_the_house_offers_none_is_not_possible():
    assert not possible(dataclasses.replace(RULES, aa_bonus=()), CasinoHoldemTarget(aa_bonus=True))


def test_when_the_callers_draws_miss_the_round_possible_found_is_dealt(monkeypatch):
    target = CasinoHoldemTarget(player="four_of_a_kind", ending="player")
    monkeypatch.setattr(order, "TRIES", 0)
    round_, player = deal_to_order(RULES, target, random.Random(5), ante=ANTE)
    assert meets(round_, target) and round_.player_category is Category.FOUR_OF_A_KIND
    assert player in CasinoHoldemPlayer


def test_the_same_generator_deals_the_same_round():
    target = CasinoHoldemTarget(ending="player")
    first = deal_to_order(RULES, target, random.Random(3), ante=ANTE)
    assert deal_to_order(RULES, target, random.Random(3), ante=ANTE) == first
