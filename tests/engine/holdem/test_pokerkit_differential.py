"""Our engine against PokerKit 0.7.7 on random hands, and the places where they differ.

``pokerkit_harness`` plays each hand in both engines with the same cards and random legal
actions, comparing at every decision who acts, whether they may fold, the call, and the
minimum and maximum raise; at the end the pots with their contenders and the final stacks.
Seed 002's table gets the most hands; tables of other sizes, blinds and antes get fewer
each (PokerKit takes about 20 ms for a ten-seat hand).
The departures of PokerKit from seed 002 each have an explicit test below, which also
shows what PokerKit does, so a new PokerKit that changes behaviour is noticed.
"""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.holdem.table import SEED_002, Hand, StackedDeck, Street, TableSettings
from tests.engine.holdem.helpers import deal
from tests.engine.holdem.pokerkit_harness import (
    Tally,
    act_both,
    feed_cards,
    mirror,
    play_and_compare,
)

# The everyday suite compares a sample that reaches every case below; the slow run carries
# the bulk, so that both together still compare 25,000 hands at seed 002's table and 3,400
# at each other table.
HANDS = 500
SLOW_HANDS = 24_500
TABLE_HANDS = 50
SLOW_TABLE_HANDS = 3_350
TABLES = {
    "heads-up": TableSettings(seats=2),
    "three seats": TableSettings(seats=3),
    "six seats, ante 2": TableSettings(seats=6, ante=2),
    "nine seats, 100/200 ante 25": TableSettings(seats=9, small_blind=100, big_blind=200, ante=25),
    "ten seats, 25/50 ante 10": TableSettings(seats=10, small_blind=25, big_blind=50, ante=10),
    "six seats, ante over the big blind": TableSettings(
        seats=6, small_blind=5, big_blind=10, ante=10
    ),
}


def run(first: int, count: int, settings: TableSettings = SEED_002) -> Tally:
    tally = Tally()
    for seed in range(first, first + count):
        play_and_compare(seed, tally, settings)
    return tally


def test_random_hands_agree_with_pokerkit():
    tally = run(0, HANDS)
    assert tally.hands == HANDS and tally.decisions > 5 * HANDS
    # The random stacks and actions reach the cases that matter: side pots, short all-ins.
    assert tally.showdowns > HANDS // 2 and tally.side_pots > HANDS // 10
    assert tally.short_all_in_raises > HANDS // 50
    assert tally.counts["reopened_preflop"] and tally.counts["pointless_checks"]


@pytest.mark.slow
def test_many_more_random_hands_agree_with_pokerkit():
    tally = run(HANDS, SLOW_HANDS)
    assert tally.hands == SLOW_HANDS and tally.counts["odd_chip_splits"]


@pytest.mark.parametrize("settings", TABLES.values(), ids=TABLES.keys())
def test_random_hands_at_other_tables_agree_with_pokerkit(settings):
    tally = run(0, TABLE_HANDS, settings)
    assert tally.decisions > 3 * TABLE_HANDS and tally.showdowns > TABLE_HANDS // 2
    if settings.seats > 2:  # heads-up, chips the other cannot match go back: no side pot
        assert tally.side_pots > TABLE_HANDS // 10


@pytest.mark.slow
@pytest.mark.parametrize("settings", TABLES.values(), ids=TABLES.keys())
def test_many_more_random_hands_at_other_tables_agree_with_pokerkit(settings):
    tally = run(TABLE_HANDS, SLOW_TABLE_HANDS, settings)
    assert tally.hands == SLOW_TABLE_HANDS and tally.short_all_in_raises


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


def test_pots_with_the_same_winners_are_paid_one_by_one_where_pokerkit_merges_them():
    # Six seats at 5/10, button 0. Seat 3 is all-in for 25; the blinds fold, so the main pot
    # is 4 x 25 + 5 + 10 = 115. Seat 0 folds on the turn, leaving a side pot of
    # 3 x 21 + 2 x 20 = 103. Seats 4 and 5 tie with the board's straight and win both.
    settings = TableSettings(seats=6, small_blind=5, big_blind=10)
    hole = {0: "4h 5h", 1: "6c 7c", 2: "8c 8d", 3: "9h 9d", 4: "Th 3c", 5: "Tc 3d"}
    deck = StackedDeck.arranged(
        hole_cards={seat: parse_cards(text) for seat, text in hole.items()},
        board=parse_cards("As Ks Qs Jd 2c"),
        button=0,
    )
    stacks = [1000, 1000, 1000, 25, 1000, 1000]
    hand = Hand.deal(stacks=stacks, button=0, deck=deck, settings=settings)
    state, order = mirror(hand)
    preflop = [(3, "raise", 25), (4, "call"), (5, "call"), (0, "call"), (1, "fold"), (2, "fold")]
    for action in preflop:
        act_both(hand, state, *action)
    while feed_cards(state, hand):
        pass
    for action in [(4, "bet", 21), (5, "call"), (0, "call")]:
        act_both(hand, state, *action)
    while feed_cards(state, hand):
        pass
    for action in [(4, "bet", 20), (5, "call"), (0, "fold")]:
        act_both(hand, state, *action)
    finish(hand, state)
    assert [(pot.amount, pot.eligible) for pot in hand.result.pots] == [
        (115, (3, 4, 5)),
        (103, (4, 5)),
    ]
    ours = {seat: hand.result.won[seat] for seat in (4, 5)}
    theirs = {seat: state.stacks[order.index(seat)] - (1000 - 25 - 21 - 20) for seat in (4, 5)}
    assert ours == {4: 58 + 52, 5: 57 + 51}  # seed 002: each pot's odd chip to seat 4
    assert theirs == {4: 109, 5: 109}  # PokerKit: one pot of 218 once seat 3's hand is killed


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
