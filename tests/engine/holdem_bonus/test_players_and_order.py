"""The kinds of player at a Texas Hold'em Bonus table, and rounds dealt to order."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.dealing import CannotDeal
from engine.holdem_bonus import order
from engine.holdem_bonus.order import HoldemBonusTarget, deal_to_order, meets, possible
from engine.holdem_bonus.players import HoldemBonusPlayer, actions_for, play_as
from engine.holdem_bonus.round import Action
from engine.holdem_bonus.settle import settle
from engine.holdem_bonus.variants import NAGAWORLD

RULES = NAGAWORLD
ANTE = Decimal(10)
BET, CHECK, FOLD = Action.BET, Action.CHECK, Action.FOLD


def test_each_kind_of_player_acts_by_his_rule():
    board = parse_cards("Kd 7s 2c 9h 4c")
    weak = parse_cards("8c 3d")
    assert actions_for(HoldemBonusPlayer.STEADY, weak, board) == (BET, CHECK, CHECK)
    assert actions_for(HoldemBonusPlayer.TIGHT, weak, board) == (FOLD,)
    assert actions_for(HoldemBonusPlayer.ALWAYS_BETS, weak, board) == (BET, BET, BET)
    # A nine pairs on the turn: the steady player checks after the flop, bets after the turn.
    nine = parse_cards("9c 3d")
    assert actions_for(HoldemBonusPlayer.STEADY, nine, board) == (BET, CHECK, BET)
    assert actions_for(HoldemBonusPlayer.TIGHT, parse_cards("Tc Jd"), board)[0] is BET


TARGETS = [
    HoldemBonusTarget(),
    HoldemBonusTarget(ending="fold", bonus=True),
    HoldemBonusTarget(ending="player", player="flush"),
    HoldemBonusTarget(ending="tie"),
    HoldemBonusTarget(ending="dealer", dealer="full_house", bonus=True),
]


@pytest.mark.parametrize("target", TARGETS, ids=str)
def test_a_round_dealt_to_order_meets_its_target_and_is_the_players(target):
    rules = dataclasses.replace(RULES, bonus_on_fold=True)
    rng = random.Random(11)
    assert possible(rules, target)
    for _ in range(3):
        round_, player = deal_to_order(rules, target, rng, ante=ANTE)
        assert meets(round_, target) and player in target.players
        assert play_as(player, dataclasses.replace(round_, actions=()), rules) == round_
        settle(rules, round_)


@pytest.mark.parametrize(
    "target",
    [
        HoldemBonusTarget(player="royal_flush", ending="dealer"),
        HoldemBonusTarget(ending="fold", players=("steady", "always_bets")),
        HoldemBonusTarget(ending="fold", bonus=True),  # NagaWorld: a fold's Bonus unknown
    ],
    ids=str,
)
def test_a_target_no_round_meets_is_refused(target):
    assert not possible(RULES, target)
    with pytest.raises(CannotDeal):
        deal_to_order(RULES, target, random.Random(1), ante=ANTE)


def test_when_the_callers_draws_miss_the_round_possible_found_is_dealt(monkeypatch):
    target = HoldemBonusTarget(player="four_of_a_kind", ending="player")
    monkeypatch.setattr(order, "TRIES", 0)
    round_, _ = deal_to_order(RULES, target, random.Random(5), ante=ANTE)
    assert meets(round_, target)
