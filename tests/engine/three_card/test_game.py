from __future__ import annotations

import json
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.errors import IllegalAction
from engine.three_card import game
from engine.three_card.round import Ending, Round
from engine.three_card.variants import CLASSIC, SIX_CARD

TEN = Decimal(10)


def test_a_history_is_plain_strings_and_replays_for_every_player():
    for seed, player in enumerate(game.PLAYERS * 5):
        round_ = game.play_as(player, game.deal(seed, TEN), CLASSIC)
        kept = json.loads(json.dumps(game.history(round_)))
        assert game.replay(CLASSIC, kept) == round_


def test_a_round_with_side_bets_keeps_them_in_its_history():
    dealt = Round.deal(11, TEN, pair_plus=Decimal(5), six_card=Decimal("2.50"))
    round_ = game.play_as(game.PLAYERS[0], dealt, SIX_CARD)
    kept = game.history(round_)
    assert (kept["pair_plus"], kept["six_card"]) == ("5", "2.50")
    assert game.replay(SIX_CARD, kept) == round_


def test_pair_plus_alone_replays_without_a_decision():
    alone = Round(
        ante=Decimal(0),
        pair_plus=TEN,
        player=parse_cards("Ah Ad 3c"),
        dealer=parse_cards("Kh 9d 2s"),
    )
    kept = game.history(alone)
    assert kept["decision"] == ""
    assert game.replay(CLASSIC, kept) == alone
    assert game.ending_of(alone) is Ending.PAIR_PLUS_ALONE
    assert game.settle(CLASSIC, alone).net == TEN


def test_replay_refuses_a_wager_the_house_does_not_take():
    dealt = Round.deal(4, TEN, six_card=TEN)
    kept = game.history(game.play_as(game.PLAYERS[0], dealt, SIX_CARD))
    with pytest.raises(IllegalAction) as refused:
        game.replay(CLASSIC, kept)
    assert refused.value.code == "no_six_card"


def test_a_round_entered_by_hand_has_no_seed_in_its_history():
    round_ = Round(ante=TEN, player=parse_cards("Ah Ad 3c"), dealer=parse_cards("Kh 9d 2s"))
    kept = game.history(round_.play(CLASSIC))
    assert kept["seed"] == ""
    assert game.replay(CLASSIC, kept) == round_.play(CLASSIC)
    assert game.qualifies(round_)
