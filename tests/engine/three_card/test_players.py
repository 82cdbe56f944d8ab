from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.errors import IllegalAction
from engine.three_card.evaluate import evaluate
from engine.three_card.players import ThreeCardPlayer, decision_for, play_as, plays
from engine.three_card.round import Decision, Round
from engine.three_card.variants import CLASSIC

P = ThreeCardPlayer
TEN = Decimal(10)


def value(text):
    return evaluate(parse_cards(text))


def test_the_strategy_player_plays_queen_six_four_or_better():
    assert plays(P.STRATEGY, value("Qh 6c 4d"))
    assert not plays(P.STRATEGY, value("Qh 6c 3d"))
    assert not plays(P.STRATEGY, value("Jh Tc 8d"))
    assert plays(P.STRATEGY, value("2h 2c 3d"))


def test_the_player_who_mimics_the_dealer_plays_queen_high():
    assert plays(P.MIMICS_DEALER, value("Qh 3c 2d"))
    assert not plays(P.MIMICS_DEALER, value("Jh Tc 8d"))


def test_the_timid_player_folds_the_high_cards_the_strategy_player_plays():
    assert decision_for(P.TIMID, parse_cards("Ah Kc 9d")) is Decision.FOLD
    assert decision_for(P.STRATEGY, parse_cards("Ah Kc 9d")) is Decision.PLAY
    assert decision_for(P.TIMID, parse_cards("2h 2c 9d")) is Decision.PLAY


def test_the_player_who_always_plays_plays_the_worst_hand():
    assert decision_for(P.ALWAYS_PLAYS, parse_cards("2h 3c 5d")) is Decision.PLAY


def test_play_as_decides_a_dealt_round_by_the_players_rule():
    round_ = Round(ante=TEN, player=parse_cards("Qh 6c 3d"), dealer=parse_cards("Kc 7d 2s"))
    assert play_as(P.STRATEGY, round_, CLASSIC).decision is Decision.FOLD
    assert play_as(P.MIMICS_DEALER, round_, CLASSIC).decision is Decision.PLAY
    with pytest.raises(IllegalAction) as refused:
        play_as(P.STRATEGY, round_.fold(CLASSIC), CLASSIC)
    assert refused.value.code == "already_played"


def test_pair_plus_alone_is_left_as_dealt():
    alone = Round(
        ante=Decimal(0),
        pair_plus=TEN,
        player=parse_cards("Qh 6c 3d"),
        dealer=parse_cards("Kc 7d 2s"),
    )
    assert play_as(P.STRATEGY, alone, CLASSIC) == alone
    house = dataclasses.replace(CLASSIC, pair_plus_alone=False)
    assert play_as(P.STRATEGY, alone, house) is None
