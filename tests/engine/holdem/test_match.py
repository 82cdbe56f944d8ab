"""Seed 002's rules across hands: button and blinds moving, elimination, the end, restart."""

from __future__ import annotations

import json
import random

import pytest

from engine.errors import IllegalAction
from engine.holdem.table import (
    ActionKind,
    EventKind,
    Match,
    blind_seats,
    choose_button,
    next_seat,
)


def random_action(match: Match, rng: random.Random) -> None:
    legal = match.hand.legal_actions()
    choice = rng.choice([kind for kind in ActionKind if legal.allows(kind)])
    amount = None
    if choice in (ActionKind.BET, ActionKind.RAISE):
        amount = rng.choice([legal.min_raise_to, legal.max_raise_to])
    match.act(legal.seat, choice, amount)


def play_out(match: Match, rng: random.Random, hands: int = 10_000) -> list:
    """Random legal play to the end of the match; the hands dealt, in order."""
    dealt = [match.hand]
    while not match.is_over and len(dealt) < hands:
        if match.hand.is_complete:
            dealt.append(match.next_hand())
        else:
            random_action(match, rng)
    return dealt


def fold_around(match: Match) -> None:
    while not match.hand.is_complete:
        legal = match.hand.legal_actions()
        match.act(legal.seat, "fold" if legal.can_fold else "check")


def test_match_starts_with_1000_chips_each():
    match = Match(1)
    assert match.hand.starting_stacks == (1000, 1000, 1000, 1000)


def test_button_starts_with_the_trainee():
    assert Match(1).hand.button == 0


def test_button_moves_clockwise_to_the_next_player_still_in():
    match = Match(2, stacks=[1000, 0, 1000, 1000])
    assert match.hand.button == 0
    fold_around(match)
    assert match.next_hand().button == 2  # seat 1 is out


def test_big_blind_passes_on_when_play_becomes_heads_up():
    # Button 0, big blind 2; seat 0 is then eliminated: moving the button to seat 1 would
    # make seat 2 the big blind again, so the button goes to seat 2 and seat 1 posts it.
    assert choose_button(0, [1, 2], last_big_blind=2) == 2
    assert blind_seats(2, [1, 2]) == (2, 1)


def test_button_moves_normally_when_the_big_blind_would_not_repeat():
    assert choose_button(0, [0, 1, 2, 3], last_big_blind=2) == 1
    assert choose_button(0, [0, 2], last_big_blind=2) == 2  # seat 1 out: big blind on 0
    assert choose_button(2, [0, 2], last_big_blind=0) == 0  # heads-up alternates


def test_no_player_posts_the_big_blind_twice_in_a_row_over_whole_matches():
    for seed in range(40):
        hands = play_out(Match(seed), random.Random(seed))
        big_blinds = [hand.big_blind for hand in hands]
        assert all(a != b for a, b in zip(big_blinds, big_blinds[1:], strict=False))
        for before, after in zip(hands, hands[1:], strict=False):
            still_in = after.players
            moved = next_seat(before.button, still_in)
            # The button moves to the next player still in, or one further heads-up.
            assert after.button == moved or (
                len(still_in) == 2 and after.button == next_seat(moved, still_in)
            )


def test_player_with_no_chips_is_out_and_gets_no_cards():
    match = Match(3, stacks=[1000, 0, 1000, 1000])
    assert match.hand.players == (0, 2, 3)
    assert 1 not in match.hand.hole_cards
    assert match.players_in == (0, 2, 3)


def test_match_ends_when_one_player_is_left():
    match = Match(4)
    play_out(match, random.Random(4))
    assert match.is_over and match.winner is not None
    assert match.stacks[match.winner] == 4000 and sum(match.stacks) == 4000
    with pytest.raises(IllegalAction) as refused:
        match.next_hand()
    assert refused.value.code == "match_over"


def test_ai_play_can_go_on_after_the_trainee_is_eliminated():
    for seed in range(30):
        match = Match(seed)
        hands = play_out(match, random.Random(seed))
        out = next((i for i, hand in enumerate(hands) if 0 not in hand.players), None)
        if out is not None and out < len(hands) - 1:
            assert all(0 not in hand.hole_cards for hand in hands[out:])
            return
    pytest.fail("no match went on without the trainee")


def test_restart_gives_all_four_players_1000_chips():
    match = Match(5)
    play_out(match, random.Random(5))
    match.restart(6)
    assert match.stacks == [1000] * 4 and match.hand.button == 0
    assert match.hand_number == 1 and match.commands == []


def test_next_hand_is_refused_while_a_hand_is_being_played():
    match = Match(6)
    with pytest.raises(IllegalAction) as refused:
        match.next_hand()
    assert refused.value.code == "hand_in_progress"


def test_stacks_carry_over_to_the_next_hand():
    match = Match(7)
    fold_around(match)  # everyone folds to the big blind, seat 2
    assert match.stacks == [1000, 990, 1010, 1000]
    assert match.next_hand().starting_stacks == (1000, 990, 1010, 1000)


def test_hands_are_reproducible_from_the_match_seed():
    first, second, other = Match(8), Match(8), Match(9)
    assert first.hand.hole_cards == second.hand.hole_cards
    assert first.hand.hole_cards != other.hand.hole_cards
    fold_around(first)
    assert first.next_hand().hole_cards != second.hand.hole_cards  # a new shuffle each hand


def test_match_survives_a_round_trip_through_json():
    match = Match(10)
    play_out(match, random.Random(10), hands=25)
    copy = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert copy.stacks == match.stacks and copy.hand_number == match.hand_number
    assert copy.hand.events == match.hand.events


def test_replaying_an_illegal_command_is_refused():
    with pytest.raises(IllegalAction):
        Match.from_dict({"seed": 1, "commands": [["act", 0, "check", None]]})


def test_hand_dealt_with_everyone_all_in_from_the_blinds_is_played_out_at_once():
    match = Match(11, stacks=[0, 10, 20, 0])
    assert match.hand.is_complete
    assert EventKind.RIVER in [event.kind for event in match.hand.events]
    assert sum(match.stacks) == 30


def test_trainee_out_once_a_hand_ends_with_no_chips_for_the_trainee():
    # The trainee (the button, 30 chips) goes all-in, seat 3 folds, the blinds call.
    match = Match(4, stacks=[30, 1000, 1000, 1000])
    match.act(3, "fold")
    match.act(0, "raise", 30)
    assert not match.trainee_out  # all-in, but the hand is not over
    while not match.hand.is_complete:
        legal = match.hand.legal_actions()
        match.act(legal.seat, "call" if legal.can_call else "check")
    assert match.stacks[0] == 0  # this seed's all-in loses
    assert match.trainee_out and not match.is_over
    # The engine can still deal on among the AI players; the trainee's table does not.
    assert 0 not in match.next_hand().players
