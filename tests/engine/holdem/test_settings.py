"""The table as a value: seed 002's by default, any card-room table on request, kept with a
stored match (and a match stored before tables had settings is seed 002's)."""

from __future__ import annotations

import json
import random

import pytest

from engine.cards import Deck
from engine.holdem.table import SEED_002, Hand, Match, TableSettings


def test_default_table_is_seed_002s_four_seats_1000_chips_blinds_10_20_no_ante():
    assert TableSettings() == SEED_002
    assert (SEED_002.seats, SEED_002.starting_stack) == (4, 1000)
    assert (SEED_002.small_blind, SEED_002.big_blind, SEED_002.ante) == (10, 20, 0)
    assert SEED_002.min_bet == 20 and not SEED_002.call_full_big_blind


def test_match_and_hand_default_to_seed_002s_table():
    match = Match(1)
    assert match.settings == SEED_002 and match.hand.settings == SEED_002
    assert match.hand.starting_stacks == (1000,) * 4


@pytest.mark.parametrize("seats", [2, 3, 6, 10])
def test_match_deals_every_seat_the_starting_stack(seats):
    settings = TableSettings(seats=seats, starting_stack=1500, small_blind=25, big_blind=50)
    match = Match(2, settings=settings)
    assert match.hand.starting_stacks == (1500,) * seats
    assert match.hand.players == tuple(range(seats))


@pytest.mark.parametrize("seats", [0, 1, 11, 23])
def test_settings_refuse_tables_of_other_than_2_to_10_seats(seats):
    with pytest.raises(ValueError, match="seats"):
        TableSettings(seats=seats)


@pytest.mark.parametrize(
    "fields",
    [
        {"small_blind": 0},
        {"small_blind": 30, "big_blind": 20},
        {"ante": -1},
        {"starting_stack": 0},
        {"big_blind": 20.5},
        {"seats": True},
        {"call_full_big_blind": "yes"},
    ],
)
def test_settings_refuse_blinds_antes_and_stacks_no_card_room_uses(fields):
    with pytest.raises(ValueError):
        TableSettings(**fields)


def test_hand_refuses_stacks_for_another_number_of_seats():
    with pytest.raises(ValueError, match="6 non-negative"):
        Hand.deal(stacks=[1000] * 4, button=0, deck=Deck(1), settings=TableSettings(seats=6))


def test_settings_survive_a_round_trip_through_a_dict():
    settings = TableSettings(seats=9, small_blind=100, big_blind=200, ante=25)
    assert TableSettings.from_dict(json.loads(json.dumps(settings.to_dict()))) == settings


def test_settings_from_a_dict_refuse_an_unknown_field():
    with pytest.raises(ValueError, match="unknown"):
        TableSettings.from_dict({"seats": 6, "straddle": 40})


def test_match_keeps_its_table_through_a_round_trip_through_json():
    settings = TableSettings(seats=6, ante=5, call_full_big_blind=True)
    match = Match(3, settings=settings)
    rng = random.Random(3)
    for _ in range(5):
        play_hand(match, rng)
        match.next_hand()
    copy = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert copy.settings == settings
    assert copy.stacks == match.stacks and copy.hand.events == match.hand.events


def test_match_stored_without_settings_is_replayed_at_seed_002s_table():
    # What the play app stored before tables had settings: seed, stacks and commands (here
    # everyone folds to the big blind, seat 2).
    match = Match(4)
    play_hand(match, random.Random(4), fold=True)
    stored = {key: value for key, value in match.to_dict().items() if key != "settings"}
    copy = Match.from_dict(stored)
    assert copy.settings == SEED_002
    assert copy.hand.is_complete and copy.stacks == [1000, 990, 1010, 1000]


def test_restart_keeps_the_table_and_gives_every_seat_the_starting_stack():
    settings = TableSettings(seats=3, starting_stack=500)
    match = Match(5, stacks=[100, 300, 1100], settings=settings)
    match.restart(6)
    assert match.settings == settings and match.stacks == [500, 500, 500]


def play_hand(match: Match, rng: random.Random, *, fold: bool = False) -> None:
    """Play the match's hand to its end: everyone folds (``fold``), or calls, checks and
    folds at random."""
    while not match.hand.is_complete:
        legal = match.hand.legal_actions()
        passive = "call" if legal.can_call else "check"
        folds = legal.can_fold and (fold or rng.random() < 0.4)
        match.act(legal.seat, "fold" if folds else passive)
