"""Ultimate Texas Hold'em rounds dealt to order."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest

from engine.dealing import CannotDeal
from engine.hands import Category
from engine.ultimate import order
from engine.ultimate.order import UltimateTarget, deal_to_order, meets, possible
from engine.ultimate.players import UltimatePlayer, play_as
from engine.ultimate.settle import settle
from engine.ultimate.variants import TRIPS_6_5

RULES = TRIPS_6_5
ANTE = Decimal(10)

TARGETS = [
    UltimateTarget(),
    UltimateTarget(ending="fold"),
    UltimateTarget(decision="2x", ending="player"),
    UltimateTarget(player="royal_flush", trips=True),
    UltimateTarget(player="four_of_a_kind", ending="player", dealer_qualifies=True),
    UltimateTarget(ending="dealer", dealer_qualifies=False),
    UltimateTarget(ending="tie"),
    UltimateTarget(decision="1x", players=("checks_to_river",)),
    UltimateTarget(player="high_card", ending="player"),
]


@pytest.mark.parametrize("target", TARGETS, ids=str)
def test_a_round_dealt_to_order_meets_its_target_and_is_the_players(target):
    rng = random.Random(11)
    assert possible(RULES, target)
    for _ in range(3):
        round_, player = deal_to_order(RULES, target, rng, ante=ANTE)
        assert meets(round_, target)
        assert player in target.players
        as_dealt = dataclasses.replace(round_, decision=None, street="preflop")
        assert play_as(player, as_dealt, RULES) == round_
        settle(RULES, round_)


def test_the_same_generator_deals_the_same_round():
    target = UltimateTarget(ending="player")
    first = deal_to_order(RULES, target, random.Random(3), ante=ANTE)
    assert deal_to_order(RULES, target, random.Random(3), ante=ANTE) == first


@pytest.mark.parametrize(
    "target",
    [
        UltimateTarget(player="royal_flush", ending="dealer"),
        UltimateTarget(decision="3x"),  # every kind of player plays the most, 4x
        UltimateTarget(decision="fold", ending="player"),
        UltimateTarget(ending="fold", players=("always_raises",)),
        UltimateTarget(ending="fold", trips=True),  # what a fold does to the Trips: unknown
    ],
    ids=str,
)
def test_a_target_no_round_meets_is_refused(target):
    assert not possible(RULES, target)
    with pytest.raises(CannotDeal):
        deal_to_order(RULES, target, random.Random(1), ante=ANTE)


def test_a_trips_where_the_house_offers_none_is_not_possible():
    assert not possible(dataclasses.replace(RULES, trips=()), UltimateTarget(trips=True))


def test_when_the_callers_draws_miss_the_round_possible_found_is_dealt(monkeypatch):
    target = UltimateTarget(player="straight_flush")
    monkeypatch.setattr(order, "TRIES", 0)
    round_, player = deal_to_order(RULES, target, random.Random(5), ante=ANTE)
    assert meets(round_, target) and round_.player_category is Category.STRAIGHT_FLUSH
    assert player in UltimatePlayer


def test_a_target_refuses_an_ace_king_category():
    with pytest.raises(ValueError, match="no Hold'em category"):
        UltimateTarget(player=Category.ACE_KING)
