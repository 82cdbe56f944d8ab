"""Our engine against PokerKit 0.7.7 on random hands, and the places where they differ.

``pokerkit_harness`` plays each hand in both engines with the same cards and random legal
actions, comparing at every decision who acts, whether they may fold, the call, and the
minimum and maximum raise; at the end the pots with their contenders and the final stacks.
The departures of PokerKit from seed 002 each have an explicit test below, which also
shows what PokerKit does, so a new PokerKit that changes behaviour is noticed.
"""

from __future__ import annotations

import pytest

from poker.holdem.table import Street
from tests.poker.holdem.helpers import deal
from tests.poker.holdem.pokerkit_harness import (
    Tally,
    act_both,
    feed_cards,
    mirror,
    play_and_compare,
)

HANDS = 5_000
SLOW_HANDS = 20_000


def run(first: int, count: int) -> Tally:
    tally = Tally()
    for seed in range(first, first + count):
        play_and_compare(seed, tally)
    return tally


def test_random_hands_agree_with_pokerkit():
    tally = run(0, HANDS)
    assert tally.hands == HANDS and tally.decisions > 5 * HANDS
    # The random stacks and actions reach the cases that matter: side pots, short all-ins.
    assert tally.showdowns > HANDS // 2 and tally.side_pots > HANDS // 10
    assert tally.short_all_in_raises > 100
    assert tally.counts["reopened_preflop"] and tally.counts["pointless_checks"]


@pytest.mark.slow
def test_many_more_random_hands_agree_with_pokerkit():
    tally = run(HANDS, SLOW_HANDS)
    assert tally.hands == SLOW_HANDS and tally.counts["odd_chip_splits"]


def finish(hand, state) -> None:
    """Check the hand down in both engines and let PokerKit deal and pay."""
    while state.status:
        if feed_cards(state, hand):
            continue
        if state.actor_index is not None:
            act_both(hand, state, hand.to_act, "check")
        elif state.can_show_or_muck_hole_cards():
            state.show_or_muck_hole_cards(True)
        elif state.can_kill_hand():
            state.kill_hand()
        else:
            state.push_chips()


def test_odd_chips_go_one_at_a_time_where_pokerkit_gives_them_all_to_one_winner():
    # Three players share a royal flush on the board; the pot of 143 leaves two odd chips.
    hand = deal(
        [1000] * 4,
        hole={0: "2c 3d", 1: "2h 3s", 2: "4c 5d", 3: "4h 5s"},
        board="As Ks Qs Js Ts",
    )
    state, order = mirror(hand)
    for seat, action in [(3, "call"), (0, "call"), (1, "call"), (2, "check")]:
        act_both(hand, state, seat, action)
    feed_cards(state, hand)
    feed_cards(state, hand)
    act_both(hand, state, 1, "bet", 21)
    for seat, action in [(2, "call"), (3, "call"), (0, "fold")]:
        act_both(hand, state, seat, action)
    finish(hand, state)
    ours = {seat: hand.stacks[seat] - 959 for seat in (1, 2, 3)}  # each put in 20 + 21
    theirs = {seat: state.stacks[order.index(seat)] - 959 for seat in (1, 2, 3)}
    assert ours == {1: 48, 2: 48, 3: 47}  # seed 002: one chip each from the button's left
    assert theirs == {1: 49, 2: 47, 3: 47}  # PokerKit: the whole remainder to one winner


def test_limper_facing_a_short_all_in_over_the_big_blind_may_not_reraise_unlike_pokerkit():
    hand = deal([30, 1000, 1000, 1000])
    state, order = mirror(hand)
    for seat, action, amount in [(3, "call", None), (0, "raise", 30), (1, "call", None)]:
        act_both(hand, state, seat, action, amount)
    act_both(hand, state, 2, "call")
    assert hand.to_act == order[state.actor_index] == 3
    assert not hand.legal_actions().can_raise  # seed 002: the increase of 10 is short
    assert state.min_completion_betting_or_raising_to_amount == 50  # PokerKit reopens


def test_checker_facing_a_short_all_in_bet_may_not_raise_unlike_pokerkit():
    # Seed 002 reopens raising only when the increase faced reaches a full raise; PokerKit
    # counts any first bet of a round as full, even an all-in below the minimum bet.
    hand = deal([1000, 1000, 30, 1000])
    state, order = mirror(hand)
    for seat, action in [(3, "call"), (0, "call"), (1, "call"), (2, "check")]:
        act_both(hand, state, seat, action)
    while feed_cards(state, hand):
        pass
    assert hand.street is Street.FLOP
    act_both(hand, state, 1, "check")
    act_both(hand, state, 2, "bet", 10)
    act_both(hand, state, 3, "call")
    act_both(hand, state, 0, "call")
    assert hand.to_act == order[state.actor_index] == 1
    assert not hand.legal_actions().can_raise
    assert state.min_completion_betting_or_raising_to_amount == 30


def test_no_pointless_check_when_nobody_else_can_bet_unlike_pokerkit():
    # The big blind is all-in for 5, under the small blind's 10; the button folds. Nothing
    # is left to decide, so the board runs out; PokerKit still asks the small blind to act,
    # with a check as its only choice.
    hand = deal([1000, 1000, 5, 0], button=0)
    state, order = mirror(hand)
    act_both(hand, state, 0, "fold")
    assert hand.is_complete and hand.result.showdown
    assert order[state.actor_index] == 1
    assert state.checking_or_calling_amount == 0 and not state.can_fold()
    assert state.min_completion_betting_or_raising_to_amount is None


def test_both_engines_burn_and_deal_the_same_cards():
    hand = deal([1000] * 4)
    state, order = mirror(hand)
    for seat, action in [(3, "call"), (0, "call"), (1, "call"), (2, "check")]:
        assert order[state.actor_index] == seat
        act_both(hand, state, seat, action)
    while feed_cards(state, hand):
        pass
    assert [str(c) for c in hand.board] == [repr(c) for cards in state.board_cards for c in cards]
    assert [str(c) for c in hand.burned] == [repr(c) for c in state.burn_cards]
