"""Seed 002's rules for one hand, one named test per rule (four players, button on seat 0
unless a test says otherwise: small blind seat 1, big blind seat 2, seat 3 first to act)."""

from __future__ import annotations

import copy
import random

import pytest

from engine.cards import DECK_SIZE, Deck
from engine.errors import IllegalAction
from engine.holdem.table import (
    ActionKind,
    EventKind,
    Hand,
    Street,
)
from tests.engine.holdem.helpers import deal, limp_to_flop, play

FULL = [1000] * 4


def kinds(hand: Hand) -> list[EventKind]:
    return [event.kind for event in hand.events]


def snapshot(hand: Hand) -> dict:
    """Everything the hand holds, with the deck as its position (decks do not compare)."""
    state = copy.deepcopy({k: v for k, v in vars(hand).items() if k != "_deck"})
    return {**state, "deck_position": hand._deck.position}


# Setup


def test_hand_deals_distinct_cards_from_a_52_card_deck_without_jokers():
    hand = deal(FULL)
    play(hand, (3, "raise", 1000), (0, "call"), (1, "call"), (2, "call"))
    cards = [c for pair in hand.hole_cards.values() for c in pair] + hand.burned + hand.board
    assert len(cards) == len(set(cards)) == 4 * 2 + 3 + 5
    assert all(0 <= c < DECK_SIZE for c in cards)
    assert sorted(Deck.order(7)) == list(range(DECK_SIZE))


def test_blinds_are_10_and_20_without_ante():
    hand = deal(FULL)
    blinds = [(e.kind, e.seat, e.amount) for e in hand.events[:2]]
    assert blinds == [(EventKind.SMALL_BLIND, 1, 10), (EventKind.BIG_BLIND, 2, 20)]
    assert hand.pot_total == 30
    assert hand.stacks == [1000, 990, 980, 1000]


def test_each_player_gets_two_hole_cards_one_at_a_time_from_the_button_left():
    hand = deal(FULL, hole={0: "As Ks", 1: "2c 3c", 2: "4d 5d", 3: "7h 8h"})
    assert {seat: len(cards) for seat, cards in hand.hole_cards.items()} == dict.fromkeys(
        range(4), 2
    )
    assert str(hand.hole_cards[0][0]) == "As" and str(hand.hole_cards[3][1]) == "8h"
    dealt = [e.seat for e in hand.events if e.kind is EventKind.HOLE_CARDS]
    assert dealt == [1, 2, 3, 0]


def test_blinds_follow_the_button_clockwise():
    hand = deal(FULL, button=2)
    assert (hand.small_blind, hand.big_blind, hand.to_act) == (3, 0, 1)


def test_preflop_action_starts_left_of_the_big_blind():
    assert deal(FULL).to_act == 3


def test_heads_up_button_posts_small_blind_and_acts_first_preflop():
    hand = deal([1000, 0, 1000, 0], button=2)
    assert (hand.small_blind, hand.big_blind, hand.to_act) == (2, 0, 2)


def test_heads_up_button_acts_last_after_the_flop():
    hand = deal([1000, 0, 1000, 0], button=2)
    play(hand, (2, "call"), (0, "check"))
    assert hand.street is Street.FLOP and hand.to_act == 0
    play(hand, (0, "check"))
    assert hand.to_act == 2


def test_short_blind_is_posted_all_in_and_the_call_matches_the_highest_blind():
    hand = deal([1000, 1000, 15, 1000])
    assert hand.bets[2] == 15 and hand.stacks[2] == 0
    legal = hand.legal_actions()
    assert (legal.call_amount, legal.min_raise_to) == (15, 35)


# Checking, calling, folding


def test_check_is_refused_when_a_bet_is_owed():
    hand = deal(FULL)
    with pytest.raises(IllegalAction) as refused:
        hand.act(3, "check")
    assert refused.value.code == "must_call"


def test_fold_is_refused_when_nothing_is_owed():
    hand = deal(FULL)
    limp_to_flop(hand)
    legal = hand.legal_actions()
    assert legal.can_check and not legal.can_fold
    with pytest.raises(IllegalAction):
        hand.act(1, "fold")


def test_call_matches_the_highest_bet_of_the_round():
    hand = deal(FULL)
    play(hand, (3, "raise", 70))
    assert hand.legal_actions().call_amount == 70
    play(hand, (0, "call"))
    assert hand.bets[0] == 70 and hand.stacks[0] == 930


def test_call_short_of_the_bet_is_an_all_in():
    hand = deal([100, 1000, 1000, 1000])
    play(hand, (3, "raise", 300))
    legal = hand.legal_actions()
    assert (legal.call_amount, legal.call_is_all_in, legal.can_raise) == (100, True, False)
    event = hand.act(0, "call")
    assert event.all_in and hand.stacks[0] == 0


def test_folding_gives_up_every_pot_of_the_hand():
    hand = deal([100, 1000, 1000, 1000])
    play(
        hand, (3, "raise", 300), (0, "call"), (1, "fold"), (2, "call"), (2, "bet", 50), (3, "fold")
    )
    assert hand.is_complete
    assert all(3 not in pot.eligible for pot in hand.result.pots)
    assert hand.result.won[3] == 0


# Bet and raise sizes


def test_minimum_opening_bet_is_20():
    hand = deal(FULL)
    limp_to_flop(hand)
    legal = hand.legal_actions()
    assert (legal.raise_kind, legal.min_raise_to, legal.max_raise_to) == (ActionKind.BET, 20, 980)
    with pytest.raises(IllegalAction) as refused:
        hand.act(1, "bet", 19)
    assert refused.value.code == "amount_out_of_range"


def test_amounts_are_the_players_total_for_the_round():
    hand = deal(FULL)
    play(hand, (3, "call"), (0, "call"), (1, "call"), (2, "raise", 100))
    assert hand.bets[2] == 100 and hand.stacks[2] == 900  # 20 blind + 80 more


def test_minimum_raise_is_the_last_full_bet_or_raise_increment():
    hand = deal(FULL)
    limp_to_flop(hand)
    play(hand, (1, "bet", 50))
    assert hand.legal_actions().min_raise_to == 100
    play(hand, (2, "raise", 170))
    assert hand.legal_actions().min_raise_to == 290


def test_raise_is_bounded_by_the_players_chips():
    hand = deal(FULL)
    assert hand.legal_actions().max_raise_to == 1000
    with pytest.raises(IllegalAction):
        hand.act(3, "raise", 1001)


def test_all_in_may_be_less_than_a_minimum_raise():
    hand = deal([1000, 1000, 1000, 100])
    limp_to_flop(hand)
    play(hand, (1, "bet", 50), (2, "call"))
    legal = hand.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (80, 80)
    event = hand.act(3, "raise", 80)
    assert event.all_in and event.kind is EventKind.RAISE


def test_short_all_in_does_not_reopen_raising_for_a_player_who_acted():
    hand = deal([150, 1000, 1000, 1000])
    play(hand, (3, "raise", 100), (0, "raise", 150), (1, "fold"), (2, "call"))
    legal = hand.legal_actions()
    assert legal.seat == 3 and legal.call_amount == 50 and not legal.can_raise
    with pytest.raises(IllegalAction) as refused:
        hand.act(3, "raise", 400)
    assert refused.value.code == "raise_closed"


def test_short_all_in_leaves_raising_open_for_a_player_who_has_not_acted():
    hand = deal([150, 1000, 1000, 1000])
    play(hand, (3, "raise", 100), (0, "raise", 150), (1, "fold"))
    assert hand.legal_actions().min_raise_to == 230  # 150 + the full raise of 80


def test_short_all_ins_below_a_full_raise_in_total_keep_raising_closed():
    hand = deal([1000, 1000, 150, 210])
    limp_to_flop(hand)
    play(hand, (1, "bet", 100), (2, "raise", 130), (3, "raise", 190), (0, "call"))
    legal = hand.legal_actions()
    assert legal.seat == 1 and not legal.can_raise  # faces 90 more, a full raise is 100


def test_short_all_ins_adding_up_to_a_full_raise_reopen_raising():
    hand = deal([1000, 1000, 150, 220])
    limp_to_flop(hand)
    play(hand, (1, "bet", 100), (2, "raise", 130), (3, "raise", 200), (0, "call"))
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.min_raise_to == 300  # faces 100 more: reopened


def test_limper_cannot_reraise_a_short_all_in_over_the_big_blind():
    hand = deal([30, 1000, 1000, 1000])
    play(hand, (3, "call"), (0, "raise", 30), (1, "call"), (2, "call"))
    legal = hand.legal_actions()
    assert legal.seat == 3 and legal.call_amount == 10 and not legal.can_raise


def test_checked_player_cannot_raise_a_short_all_in_bet_after_the_flop():
    hand = deal([1000, 1000, 30, 1000])
    limp_to_flop(hand)
    play(hand, (1, "check"), (2, "bet", 10), (3, "call"), (0, "call"))
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.call_amount == 10 and not legal.can_raise


def test_no_raise_when_nobody_else_can_still_bet():
    hand = deal([1000, 0, 20, 0])  # heads-up: seat 2 is all-in from the big blind
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.call_amount == 10 and not legal.can_raise


def test_big_blind_keeps_the_option_in_an_unraised_pot():
    hand = deal(FULL)
    play(hand, (3, "call"), (0, "call"), (1, "call"))
    legal = hand.legal_actions()
    assert legal.seat == 2 and legal.can_check and legal.min_raise_to == 40
    play(hand, (2, "raise", 60))
    assert hand.street is Street.PREFLOP and hand.to_act == 3


def test_illegal_action_changes_nothing():
    hand = deal(FULL)
    play(hand, (3, "raise", 100))
    before = snapshot(hand)
    for attempt in [(0, "raise", 150), (0, "check"), (1, "call"), (0, "dance"), (0, "call", 5)]:
        with pytest.raises(IllegalAction):
            hand.act(*attempt)
        assert snapshot(hand) == before


def test_acting_out_of_turn_is_refused():
    hand = deal(FULL)
    with pytest.raises(IllegalAction) as refused:
        hand.act(0, "fold")
    assert refused.value.code == "not_your_turn" and refused.value.params["to_act"] == 3


# Streets


def test_one_card_is_burned_before_the_flop_the_turn_and_the_river():
    hand = deal(FULL)
    limp_to_flop(hand)
    for _ in range(3):
        play(hand, (1, "check"), (2, "check"), (3, "check"), (0, "check"))
    street_events = [
        k
        for k in kinds(hand)
        if k in {EventKind.BURN, EventKind.FLOP, EventKind.TURN, EventKind.RIVER}
    ]
    assert street_events == [
        EventKind.BURN,
        EventKind.FLOP,
        EventKind.BURN,
        EventKind.TURN,
        EventKind.BURN,
        EventKind.RIVER,
    ]
    assert len(hand.burned) == 3 and len(hand.board) == 5
    assert hand.result.showdown


def test_after_the_flop_the_first_player_able_to_act_clockwise_from_the_button_starts():
    hand = deal([1000, 20, 1000, 1000])  # seat 1 is all-in from the small blind... of 20
    play(hand, (3, "call"), (0, "call"), (1, "call"), (2, "check"))
    assert hand.street is Street.FLOP
    assert hand.to_act == 2  # seat 1 has no chips left to act with


def test_betting_round_ends_when_everyone_able_has_acted_and_matched():
    hand = deal(FULL)
    limp_to_flop(hand)
    play(hand, (1, "check"), (2, "bet", 40), (3, "call"), (0, "call"))
    assert hand.street is Street.FLOP and hand.to_act == 1
    play(hand, (1, "call"))
    assert hand.street is Street.TURN


# Scoring


def test_last_player_not_folded_wins_at_once_with_no_more_cards():
    hand = deal(FULL)
    play(hand, (3, "fold"), (0, "fold"), (1, "fold"))
    assert hand.is_complete and not hand.result.showdown
    assert hand.board == [] and hand.burned == []
    assert hand.stacks == [1000, 990, 1010, 1000]


def test_board_runs_out_when_no_more_betting_is_possible():
    hand = deal(FULL)
    play(hand, (3, "raise", 1000), (0, "call"), (1, "fold"), (2, "fold"))
    assert hand.is_complete and hand.result.showdown
    assert len(hand.board) == 5 and len(hand.burned) == 3


def test_uncalled_chips_are_returned():
    hand = deal([200, 1000, 1000, 1000])
    play(hand, (3, "raise", 500), (0, "call"), (1, "fold"), (2, "fold"))
    returned = [(e.seat, e.amount) for e in hand.events if e.kind is EventKind.RETURN]
    assert returned == [(3, 300)]
    assert hand.result.pots[0].amount == 200 + 200 + 10 + 20


def test_all_in_player_contests_only_the_pots_their_chips_cover():
    hand = deal(
        [100, 300, 1000, 1000],
        hole={0: "As Ad", 1: "Ks Kd", 2: "Qs Qd", 3: "Js Jd"},
        board="2c 7h 9d 3s 4h",
    )
    play(hand, (3, "raise", 1000), (0, "call"), (1, "call"), (2, "call"))
    pots = [(pot.amount, pot.eligible) for pot in hand.result.pots]
    assert pots == [(400, (0, 1, 2, 3)), (600, (1, 2, 3)), (1400, (2, 3))]


def test_each_pot_is_paid_on_its_own():
    hand = deal(
        [100, 300, 1000, 1000],
        hole={0: "As Ad", 1: "Ks Kd", 2: "Qs Qd", 3: "Js Jd"},
        board="2c 7h 9d 3s 4h",
    )
    play(hand, (3, "raise", 1000), (0, "call"), (1, "call"), (2, "call"))
    assert [award.winners for award in hand.result.awards] == [(0,), (1,), (2,)]
    assert hand.stacks == [400, 600, 1400, 0]


def test_folded_chips_stay_in_the_pot_but_their_owner_cannot_win():
    hand = deal(
        FULL,
        hole={0: "2c 7d", 1: "Ks Kd", 2: "Qs Qd", 3: "As Ad"},
        board="2h 2d 2s 9c 4h",
    )
    play(hand, (3, "raise", 100), (0, "call"), (1, "fold"), (2, "raise", 1000), (3, "fold"))
    play(hand, (0, "call"))
    (pot,) = hand.result.pots
    assert pot.amount == 10 + 100 + 1000 + 1000 and pot.eligible == (0, 2)
    assert hand.result.won == (2110, 0, 0, 0)  # seat 0's quads beat the queens; aces folded


def test_identical_five_card_hands_split_the_pot():
    hand = deal(
        [1000, 0, 1000, 0],
        button=0,
        hole={0: "2c 3d", 2: "2h 3s"},
        board="As Ks Qs Js Ts",
    )
    play(hand, (0, "call"), (2, "check"))
    for _ in range(3):
        play(hand, (2, "check"), (0, "check"))
    (award,) = hand.result.awards
    assert award.winners == (0, 2) and award.shares == ((0, 20), (2, 20))


def test_odd_chips_go_one_at_a_time_clockwise_from_the_button_left():
    # Four players share a royal flush on the board; seat 0 (the button) folds.
    hand = deal(
        FULL,
        hole={0: "2c 3d", 1: "2h 3s", 2: "4c 5d", 3: "4h 5s"},
        board="As Ks Qs Js Ts",
    )
    limp_to_flop(hand)
    play(hand, (1, "bet", 21), (2, "call"), (3, "call"), (0, "fold"))
    for _ in range(2):
        play(hand, (1, "check"), (2, "check"), (3, "check"))
    (award,) = hand.result.awards
    assert award.amount == 143  # 80 + 3 x 21: 47 each and two indivisible chips
    assert award.odd_chip_seats == (1, 2)
    assert award.shares == ((1, 48), (2, 48), (3, 47))


def test_odd_chip_starts_left_of_the_button_not_at_the_lowest_seat():
    hand = deal(
        [1000, 1000, 1000, 0],
        button=1,
        hole={0: "2c 3d", 1: "8h 9h", 2: "2h 3s"},
        board="As Ks Qs Js Ts",
    )
    # Button 1: small blind 2, big blind 0. Seat 1 raises, folds later: the pot is odd.
    play(hand, (1, "raise", 41), (2, "call"), (0, "call"), (2, "bet", 20), (0, "call"))
    play(hand, (1, "fold"), (2, "check"), (0, "check"), (2, "check"), (0, "check"))
    (award,) = hand.result.awards
    assert award.amount == 41 * 3 + 40 and award.odd_chip_seats == (2,)
    assert dict(award.shares) == {0: 81, 2: 82}


def test_chips_are_conserved_over_random_hands():
    rng = random.Random(11)
    for seed in range(300):
        stacks = [rng.choice([0, 15, 120, 1000, 2500]) for _ in range(4)]
        if sum(1 for s in stacks if s) < 2:
            continue
        button = rng.choice([seat for seat in range(4) if stacks[seat]])
        hand = deal(stacks, button=button, seed=seed)
        while not hand.is_complete:
            legal = hand.legal_actions()
            choice = rng.choice([k for k in ActionKind if legal.allows(k)])
            amount = None
            if choice in (ActionKind.BET, ActionKind.RAISE):
                amount = rng.randint(legal.min_raise_to, legal.max_raise_to)
            hand.act(legal.seat, choice, amount)
        assert sum(hand.stacks) == sum(stacks)
        assert sum(award.amount for award in hand.result.awards) == sum(hand.contributed)
