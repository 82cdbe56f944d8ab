"""Baccarat as engine.game.Game asks it: the parts the protocol does not say for every game."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from engine.baccarat import game
from engine.baccarat.order import BaccaratTarget
from engine.baccarat.round import Ending, Round
from engine.baccarat.variants import PUNTO_BANCO, SIX_DECKS
from engine.cards import parse_cards
from engine.errors import BadAmount, CardError, IllegalAction

ANTE = Decimal(10)


def test_a_coup_has_no_decision_no_fee_and_the_banker_always_plays():
    coup = game.play_as(game.PLAYERS[0], game.deal(4, ANTE), PUNTO_BANCO)
    assert coup.decision is None and coup.fee_antes == 0
    assert game.qualifies(coup)
    assert coup.dealer_hand == coup.banker and coup.dealer == coup.banker
    assert game.settle(PUNTO_BANCO, coup, tie=ANTE).dealer_qualifies


def test_the_history_keeps_a_card_the_shoe_holds_twice():
    coup = Round(player=parse_cards("Kh 9c"), banker=(parse_cards("Kh")[0], parse_cards("2d")[0]))
    history = game.history(coup)
    assert history == {"seed": "", "decks": "8", "player": "Kh 9c", "banker": "Kh 2d"}
    assert game.replay(PUNTO_BANCO, history) == coup


def test_a_dealt_coup_keeps_its_shoes_decks_under_a_six_deck_house():
    coup = game.play_as(game.PLAYERS[0], game.deal(9, ANTE), SIX_DECKS)
    assert game.replay(SIX_DECKS, game.history(coup)) == coup


def test_a_history_with_a_draw_against_the_tableau_is_refused():
    history = {"seed": "", "decks": "8", "player": "2h 3c 4d", "banker": "Kd 6s 9c"}
    with pytest.raises(IllegalAction) as refused:
        game.replay(PUNTO_BANCO, history)
    assert refused.value.code == "banker_stands"
    with pytest.raises(CardError):
        game.replay(PUNTO_BANCO, {**history, "player": "2h 3c Zz"})


def test_a_hostile_stake_is_refused_as_no_amount():
    coup = game.play_as(game.PLAYERS[0], game.deal(4, ANTE), PUNTO_BANCO)
    for stake in ("1e9999", "-5", "0.001", "abc"):
        with pytest.raises(BadAmount):
            game.settle(PUNTO_BANCO, coup, player=stake)


def test_a_coup_dealt_to_order_ends_as_asked():
    coup, player = game.deal_to_order(
        PUNTO_BANCO, BaccaratTarget(ending=Ending.NATURAL_BANKER), random.Random(1), ante=ANTE
    )
    assert game.ending_of(coup) is Ending.NATURAL_BANKER and player in game.PLAYERS
