"""The computer players: legal, reproducible, distinct styles, sensible strength estimates."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from engine.cards import parse_cards
from engine.holdem.ai import (
    CALLING_STATION,
    LOOSE_AGGRESSIVE,
    OPPONENTS,
    STYLES,
    TIGHT,
    AIPlayer,
    chen_score,
    equity,
    play_ai_turns,
)
from engine.holdem.table import TRAINEE, ActionKind, Match, TableSettings
from tests.engine.holdem.helpers import deal
from tests.engine.holdem.pokerkit_harness import random_stacks

FAST = 60  # samples per equity estimate where only legality or style matters


def test_chen_scores_of_known_hands():
    scores = {text: chen_score(*parse_cards(text)) for text in ["As Ad", "Ks Kd", "Js Ts", "7c 2d"]}
    assert scores == {"As Ad": 20, "Ks Kd": 16, "Js Ts": 9, "7c 2d": -1}


def test_equity_of_aces_against_one_random_hand_is_about_85_percent():
    share = equity(parse_cards("As Ad"), (), 1, 4000, np.random.default_rng(1))
    assert share == pytest.approx(0.85, abs=0.03)


def test_equity_of_the_nuts_on_the_river_is_one():
    share = equity(
        parse_cards("As Ks"), parse_cards("Qs Js Ts 2d 3c"), 3, 200, np.random.default_rng(2)
    )
    assert share == 1.0


def test_equity_shares_a_board_that_plays_for_everyone():
    board = parse_cards("Ah Kh Qh Jh Th")
    assert equity(parse_cards("2c 3d"), board, 2, 100, np.random.default_rng(3)) == pytest.approx(
        1 / 3
    )


def test_ai_decisions_are_always_legal():
    rng = random.Random(12)
    decisions = 0
    while decisions < 3000:
        stacks = random_stacks(rng)
        button = rng.choice([seat for seat in range(4) if stacks[seat]])
        hand = deal(stacks, button=button, seed=rng.getrandbits(32))
        players = {seat: AIPlayer(rng.choice(STYLES), samples=FAST) for seat in range(4)}
        while not hand.is_complete:
            decision = players[hand.to_act].decide(hand, rng)
            legal = hand.legal_actions()
            assert legal.allows(decision.kind)
            if decision.amount_to is not None:
                assert legal.min_raise_to <= decision.amount_to <= legal.max_raise_to
            hand.act(legal.seat, decision.kind, decision.amount_to)  # raises if illegal
            decisions += 1


@pytest.mark.parametrize(
    "settings",
    [
        TableSettings(seats=2),
        TableSettings(seats=6, ante=5),
        TableSettings(seats=10, small_blind=50, big_blind=100, ante=10, call_full_big_blind=True),
    ],
    ids=["heads-up", "six seats, ante", "ten seats, ante, full big blind"],
)
def test_ai_decisions_are_legal_at_other_tables(settings):
    rng = random.Random(13)
    for _ in range(15):
        stacks = random_stacks(rng, settings)
        button = rng.choice([seat for seat, stack in enumerate(stacks) if stack])
        hand = deal(stacks, button=button, seed=rng.getrandbits(32), settings=settings)
        players = {seat: AIPlayer(rng.choice(STYLES), samples=FAST) for seat in hand.players}
        while not hand.is_complete:
            decision = players[hand.to_act].decide(hand, rng)
            hand.act(hand.to_act, decision.kind, decision.amount_to)  # raises if illegal
        assert sum(hand.stacks) == sum(stacks)


def test_ai_is_reproducible_with_a_seed():
    def history(seed: int) -> list:
        match = Match(seed)
        players = {seat: AIPlayer(style, samples=FAST) for seat, style in enumerate(STYLES * 2)}
        for _ in range(5):
            play_ai_turns(match, players)
            if match.is_over:
                break
            match.next_hand()
        return match.commands

    assert history(3) == history(3)
    assert history(3) != history(4)


def test_play_ai_turns_stops_when_the_trainee_is_to_act():
    match = Match(5)
    play_ai_turns(match)
    assert match.hand.is_complete or match.hand.to_act == TRAINEE
    assert set(OPPONENTS) == {1, 2, 3}


def test_styles_play_differently():
    tallies = {style.name: Counter() for style in STYLES}
    rng = random.Random(6)
    for seed in range(250):
        for style in STYLES:
            hand = deal([1000] * 4, seed=seed)
            play_to = rng.choice([None, 60])
            if play_to:
                hand.act(3, "raise", play_to)
            decision = AIPlayer(style, samples=FAST).decide(hand, random.Random(seed))
            tallies[style.name][decision.kind] += 1
    tight, loose, station = (tallies[s.name] for s in (TIGHT, LOOSE_AGGRESSIVE, CALLING_STATION))
    assert tight[ActionKind.FOLD] > loose[ActionKind.FOLD] > station[ActionKind.FOLD]
    assert loose[ActionKind.RAISE] > tight[ActionKind.RAISE]
    assert loose[ActionKind.RAISE] > station[ActionKind.RAISE]
    assert station[ActionKind.CALL] > tight[ActionKind.CALL]


def test_loose_aggressive_player_sometimes_bluffs_with_the_worst_hand():
    bluffs = 0
    for seed in range(200):
        hand = deal([1000] * 4, hole={0: "Js Jd", 1: "Ks Kd", 2: "Qs Qd", 3: "7c 2d"}, seed=seed)
        decision = AIPlayer(LOOSE_AGGRESSIVE, samples=FAST).decide(hand, random.Random(seed))
        bluffs += decision.kind is ActionKind.RAISE
    assert 0 < bluffs < 100


def test_calling_station_calls_where_the_tight_player_folds():
    hand = deal([1000] * 4, hole={0: "9c 6d", 1: "Ks Kd", 2: "Qs Qd", 3: "Js Jd"})
    hand.act(3, "raise", 60)
    station = AIPlayer(CALLING_STATION, samples=FAST).decide(hand, random.Random(1))
    tight = AIPlayer(TIGHT, samples=FAST).decide(hand, random.Random(1))
    assert (station.kind, tight.kind) == (ActionKind.CALL, ActionKind.FOLD)
