"""A big blind posted all-in for less than the full blind, both ways: seed 002's rule (the
call matches the highest blind actually posted) by default, and the card rooms' rule (the
WSOP's: the full big blind is called) with ``call_full_big_blind``.

Button on seat 0 with 1000 chips a seat, blinds 10/20; the big blind's stack is set short."""

from __future__ import annotations

import pytest

from engine.holdem.table import EventKind, Street, TableSettings
from tests.engine.holdem.helpers import call_down, deal, play

RING = [3, 6, 10]
SEAT_COUNTS = [2, 3, 6, 10]


def seed_002(seats: int) -> TableSettings:
    return TableSettings(seats=seats)


def card_room(seats: int) -> TableSettings:
    return TableSettings(seats=seats, call_full_big_blind=True)


def short_big_blind(seats: int, chips: int) -> list[int]:
    stacks = [1000] * seats
    stacks[1 if seats == 2 else 2] = chips  # heads-up the big blind is left of the button
    return stacks


# Seed 002 (the default)


@pytest.mark.parametrize("seats", RING)
def test_short_big_blind_call_is_the_highest_blind_posted_by_default(seats):
    hand = deal(short_big_blind(seats, 15), settings=seed_002(seats))
    legal = hand.legal_actions()
    assert (legal.call_amount, legal.min_raise_to) == (15, 35)  # a raise is 20 over it


@pytest.mark.parametrize("seats", RING)
def test_big_blind_short_of_the_small_blind_leaves_the_small_blind_to_call_by_default(seats):
    hand = deal(short_big_blind(seats, 5), settings=seed_002(seats))
    legal = hand.legal_actions()
    assert (legal.call_amount, legal.min_raise_to) == (10, 30)


@pytest.mark.parametrize("seats", RING)
def test_everyone_calling_a_short_big_blind_makes_no_side_pot_by_default(seats):
    hand = deal(short_big_blind(seats, 15), settings=seed_002(seats))
    call_down(hand)
    assert [(pot.amount, pot.eligible) for pot in hand.result.pots] == [
        (15 * seats, tuple(range(seats)))
    ]


# The card rooms' rule


@pytest.mark.parametrize("seats", RING)
def test_short_big_blind_is_called_in_full_under_the_card_room_rule(seats):
    hand = deal(short_big_blind(seats, 15), settings=card_room(seats))
    assert hand.bets[2] == 15 and hand.current_bet == 20
    legal = hand.legal_actions()
    assert (legal.call_amount, legal.min_raise_to) == (20, 40)


@pytest.mark.parametrize("seats", RING)
def test_small_blind_completes_to_the_full_big_blind_under_the_card_room_rule(seats):
    hand = deal(short_big_blind(seats, 5), settings=card_room(seats))
    for seat in [*range(3, seats), 0]:
        play(hand, (seat, "call"))
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.call_amount == 10  # 10 posted, 20 to call


@pytest.mark.parametrize("seats", RING)
def test_chips_over_a_short_big_blind_make_a_side_pot_under_the_card_room_rule(seats):
    hand = deal(short_big_blind(seats, 15), settings=card_room(seats))
    call_down(hand)
    # 15 from every player in the main pot; the other 5 of each caller beside it.
    others = (0, 1, *range(3, seats))
    assert [(pot.amount, pot.eligible) for pot in hand.result.pots] == [
        (15 * seats, tuple(range(seats))),
        (5 * (seats - 1), others),
    ]


@pytest.mark.parametrize("seats", RING)
def test_card_room_rule_ends_with_the_first_betting_round(seats):
    hand = deal(short_big_blind(seats, 15), settings=card_room(seats))
    while hand.street is Street.PREFLOP:
        legal = hand.legal_actions()
        hand.act(legal.seat, "call" if legal.can_call else "check")
    legal = hand.legal_actions()
    assert legal.can_check and legal.min_raise_to == 20  # the minimum bet, no blind to call


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_heads_up_short_big_blind_covered_by_the_small_blind_is_not_called_again(seats):
    # The button's small blind of 10 covers a big blind all-in for 5: nobody can bet, the
    # board runs out and the 5 nobody matched go back, under either rule.
    stacks = [1000, 5] + [0] * (seats - 2)
    for settings in (seed_002(seats), card_room(seats)):
        hand = deal(stacks, settings=settings)
        assert hand.is_complete and len(hand.board) == 5
        returned = [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.RETURN]
        assert returned == [(0, 5)]


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_both_rules_agree_when_the_big_blind_is_posted_in_full(seats):
    stacks = [1000] * seats
    hands = [deal(stacks, settings=settings) for settings in (seed_002(seats), card_room(seats))]
    legal = [hand.legal_actions() for hand in hands]
    assert legal[0] == legal[1]
    for hand in hands:
        call_down(hand)
    assert hands[0].result == hands[1].result
