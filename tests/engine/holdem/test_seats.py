"""Seed 002's rules at tables of 2, 3, 6 and 10 seats: the button and blinds moving, the
heads-up order, empty seats and eliminated players passed by, antes in the pot and in the
side pots, the minimum bet and raise with antes.

Unless a test says otherwise the button is on seat 0, every seat has 1000 chips and the
blinds are seed 002's 10/20."""

from __future__ import annotations

import random

import pytest

from engine.holdem.table import (
    ActionKind,
    EventKind,
    Match,
    Street,
    TableSettings,
    next_seat,
)
from tests.engine.holdem.helpers import call_down, deal, fold_around, play

SEAT_COUNTS = [2, 3, 6, 10]
RING = [3, 6, 10]  # tables where the blinds are not the button


def table(seats: int, **fields) -> TableSettings:
    return TableSettings(seats=seats, **fields)


def full(seats: int) -> list[int]:
    return [1000] * seats


# The button and the blinds


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_button_starts_on_the_trainee_and_moves_one_seat_clockwise_each_hand(seats):
    match = Match(1, settings=table(seats))
    buttons = [match.hand.button]
    for _ in range(2 * seats):
        finish(match, "fold")
        buttons.append(match.next_hand().button)
    assert buttons == [hand % seats for hand in range(2 * seats + 1)]


@pytest.mark.parametrize("seats", RING)
def test_small_and_big_blind_are_the_two_players_left_of_the_button(seats):
    for button in (0, seats - 1):
        hand = deal(full(seats), button=button, settings=table(seats))
        assert hand.small_blind == (button + 1) % seats
        assert hand.big_blind == (button + 2) % seats
        blinds = [(e.kind, e.seat, e.amount) for e in hand.events[:2]]
        assert blinds == [
            (EventKind.SMALL_BLIND, hand.small_blind, 10),
            (EventKind.BIG_BLIND, hand.big_blind, 20),
        ]


@pytest.mark.parametrize("seats", RING)
def test_preflop_action_starts_left_of_the_big_blind(seats):
    hand = deal(full(seats), settings=table(seats))
    assert hand.to_act == (hand.big_blind + 1) % seats  # seat 0, the button, when 3 seats


@pytest.mark.parametrize("seats", RING)
def test_postflop_action_starts_left_of_the_button_and_the_button_acts_last(seats):
    hand = deal(full(seats), settings=table(seats))
    call_until_flop(hand)
    assert hand.street is Street.FLOP and hand.to_act == 1
    order = []
    while hand.street is Street.FLOP:
        order.append(hand.to_act)
        hand.act(hand.to_act, "check")
    assert order == [*range(1, seats), 0]


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_heads_up_button_posts_small_blind_acts_first_preflop_and_last_after(seats):
    # Two players at any table: seat 0 and the last seat, every seat between empty.
    other = seats - 1
    stacks = [1000] + [0] * (seats - 2) + [1000]
    for button, big in ((0, other), (other, 0)):
        hand = deal(stacks, button=button, settings=table(seats))
        assert (hand.small_blind, hand.big_blind, hand.to_act) == (button, big, button)
        play(hand, (button, "call"), (big, "check"))
        assert hand.street is Street.FLOP and hand.to_act == big
        play(hand, (big, "check"))
        assert hand.to_act == button


@pytest.mark.parametrize("seats", RING)
def test_button_and_blinds_skip_empty_seats(seats):
    # Seats 1, 4, 7 (those that exist) are empty.
    stacks = [0 if seat % 3 == 1 else 1000 for seat in range(seats)]
    players = [seat for seat in range(seats) if stacks[seat]]
    match = Match(2, stacks=stacks, settings=table(seats))
    for _ in range(2 * len(players)):
        hand = match.hand
        assert set(hand.hole_cards) == set(players)
        assert {hand.button, hand.small_blind, hand.big_blind} <= set(players)
        if len(players) > 2:
            assert hand.small_blind == next_seat(hand.button, players)
            assert hand.big_blind == next_seat(hand.small_blind, players)
        finish(match, "fold")
        assert match.next_hand().button == next_seat(hand.button, players)


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_over_whole_matches_the_button_passes_eliminated_players_and_no_big_blind_repeats(
    seats,
):
    for seed in range(6):
        match = Match(seed, settings=table(seats))
        hands = play_out(match, random.Random(seed))
        assert match.is_over  # every player but one was eliminated on the way
        big_blinds = [hand.big_blind for hand in hands]
        assert all(a != b for a, b in zip(big_blinds, big_blinds[1:], strict=False))
        for before, after in zip(hands, hands[1:], strict=False):
            still_in = after.players
            assert set(after.hole_cards) == set(still_in)  # the eliminated get no cards
            moved = next_seat(before.button, still_in)
            # The button moves to the next player still in, or one further heads-up so
            # that the big blind passes on.
            assert after.button == moved or (
                len(still_in) == 2 and after.button == next_seat(moved, still_in)
            )


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_match_ends_with_one_player_holding_every_chip(seats):
    match = Match(7, settings=table(seats))
    play_out(match, random.Random(7))
    assert match.is_over and match.stacks[match.winner] == 1000 * seats


@pytest.mark.parametrize("seats", RING)  # heads-up, the first elimination ends the match
def test_player_eliminated_in_a_hand_gets_no_cards_in_the_next(seats):
    # Seat 1 has 10 chips, all-in from a blind; everyone calls down. The first deck where
    # seat 1 loses:
    stacks = [1000] * seats
    stacks[1] = 10
    for seed in range(200):
        match = Match(seed, stacks=stacks, settings=table(seats))
        finish(match, "call")
        if match.stacks[1] == 0:
            break
    assert 1 not in match.players_in
    following = match.next_hand()
    assert 1 not in following.players and 1 not in following.hole_cards
    assert 1 not in (following.button, following.small_blind, following.big_blind)


# Antes


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_antes_are_posted_by_every_player_before_the_blinds(seats):
    hand = deal(full(seats), settings=table(seats, ante=5))
    antes = [(e.kind, e.seat, e.amount) for e in hand.events[:seats]]
    order = [(seat + 1) % seats for seat in range(seats)]  # from the button's left
    assert antes == [(EventKind.ANTE, seat, 5) for seat in order]
    assert [e.kind for e in hand.events[seats : seats + 2]] == [
        EventKind.SMALL_BLIND,
        EventKind.BIG_BLIND,
    ]
    assert hand.pot_total == 5 * seats + 30


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_antes_are_dead_money_in_no_players_bet(seats):
    hand = deal(full(seats), settings=table(seats, ante=5))
    assert hand.bets[hand.big_blind] == 20 and hand.current_bet == 20
    legal = hand.legal_actions()
    owed = 10 if seats == 2 else 20  # heads-up the button, first to act, posted 10
    assert legal.call_amount == owed and hand.pots()[0].amount == 5 * seats


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_minimum_bet_and_raise_with_antes_are_set_by_the_big_blind(seats):
    hand = deal(full(seats), settings=table(seats, ante=25))
    assert hand.legal_actions().min_raise_to == 40  # the ante does not raise the blind
    play(hand, (hand.to_act, "raise", 70))
    assert hand.legal_actions().min_raise_to == 120  # 70 + the raise of 50
    fold_around_to_flop(hand)
    legal = hand.legal_actions()
    assert legal.raise_kind is ActionKind.BET and legal.min_raise_to == 20


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_folded_players_antes_stay_in_the_pot(seats):
    hand = deal(full(seats), settings=table(seats, ante=5))
    big_blind = hand.big_blind
    fold_around(hand)  # everyone folds to the big blind
    # The big blind's 10 that the small blind did not match went back to it.
    (pot,) = hand.result.pots
    assert pot.amount == 5 * seats + 10 + 10 and pot.eligible == (big_blind,)
    assert hand.stacks[big_blind] == 1000 + 5 * (seats - 1) + 10


@pytest.mark.parametrize("seats", RING)
def test_short_ante_makes_a_side_pot_of_the_other_antes(seats):
    # Seat 1 (small blind) has 3 chips: all-in on the ante, no blind. Seat 2 (big blind)
    # has 45: ante 5, blind 20, 20 behind. Every other player puts in 5 + 40.
    stacks = full(seats)
    stacks[1], stacks[2] = 3, 45
    hand = deal(stacks, settings=table(seats, ante=5))
    assert (hand.contributed[1], hand.stacks[1], hand.bets[1]) == (3, 0, 0)
    play(hand, (hand.to_act, "raise", 40))
    call_down(hand)
    # Main pot: 3 from every player. Side pot: the other 42 of everyone but seat 1.
    pots = [(pot.amount, pot.eligible) for pot in hand.result.pots]
    assert pots == [(3 * seats, tuple(range(seats))), (42 * (seats - 1), (0, *range(2, seats)))]


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_ante_nobody_can_match_goes_back(seats):
    # Heads-up at any table: seat 0 (the button) covers seat 1's ante of 3 only.
    stacks = [1000, 3] + [0] * (seats - 2)
    hand = deal(stacks, settings=table(seats, ante=5))
    assert hand.is_complete  # nobody can bet: the board runs out
    returned = [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.RETURN]
    assert returned == [(0, 10), (0, 2)]  # the uncalled small blind, then 2 of the ante
    assert [(pot.amount, pot.eligible) for pot in hand.result.pots] == [(6, (0, 1))]


# Helpers


def call_until_flop(hand) -> None:
    while hand.street is Street.PREFLOP:
        legal = hand.legal_actions()
        hand.act(legal.seat, "call" if legal.can_call else "check")


def fold_around_to_flop(hand) -> None:
    """The raiser's first caller calls, everyone else folds, the flop comes."""
    caller = None
    while hand.street is Street.PREFLOP:
        legal = hand.legal_actions()
        if caller is None:
            caller = legal.seat
        hand.act(legal.seat, "call" if legal.seat == caller else "fold")


def play_out(match: Match, rng: random.Random, hands: int = 5_000) -> list:
    """Random legal play (all-ins half the time a raise is made) to the end of the match;
    the hands dealt, in order."""
    dealt = [match.hand]
    while not match.is_over and len(dealt) < hands:
        if match.hand.is_complete:
            dealt.append(match.next_hand())
            continue
        legal = match.hand.legal_actions()
        choice = rng.choice([kind for kind in ActionKind if legal.allows(kind)])
        amount = None
        if choice in (ActionKind.BET, ActionKind.RAISE):
            amount = rng.choice([legal.min_raise_to, legal.max_raise_to])
        match.act(legal.seat, choice, amount)
    return dealt


def finish(match: Match, way: str) -> None:
    """Play the match's hand to its end: everyone folds (``"fold"``: the big blind wins) or
    calls (``"call"``), checking when nothing is owed."""
    while not match.hand.is_complete:
        legal = match.hand.legal_actions()
        owed = legal.can_fold if way == "fold" else legal.can_call
        match.act(legal.seat, way if owed else "check")
