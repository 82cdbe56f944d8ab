from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.errors import CardError, IllegalAction
from engine.oasis.players import (
    SWITCH_COUNTS,
    PlayerType,
    applies,
    decision_for,
    discard_for,
    must_raise,
    play_as,
)
from engine.oasis.round import Decision, Round
from engine.oasis.strategy import switch_choice
from engine.oasis.variants import BELGIAN, CARIBBEAN, ONLINE_BOXES, STANDARD, VARIANTS

P = PlayerType


def discarded(player: PlayerType, hand: str, rules=STANDARD) -> str | None:
    cards = discard_for(player, parse_cards(hand), rules)
    return None if cards is None else " ".join(str(each) for each in cards)


def card(name: str):
    return parse_cards(name)[0]


# -- each kind's switch ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("player", "hand", "discard"),
    [
        (P.PAIR_KEEPER, "Ks Kd 7c 4h 2s", "7c 4h 2s"),
        (P.PAIR_KEEPER, "7c 2s Ks 4h Kd", "7c 2s 4h"),  # in the order they sit
        (P.FLUSH_CHASER, "Ah 9h 4h Kc 2d", "Kc 2d"),
        (P.FLUSH_CHASER, "As Kd 7d Qd 3c", "As 3c"),  # Ace-King, three diamonds
        (P.HIGH_CARD_KEEPER, "Qs 9h 7d 4c 2s", "9h 7d 4c 2s"),
        (P.HIGH_CARD_KEEPER, "5h As Kd 9d 3h", "5h Kd 9d 3h"),  # keeps the ace, not the king
        (P.ALL_FIVE, "Qs 9h 7d 4c 2s", "Qs 9h 7d 4c 2s"),
        (P.STANDS_PAT, "Qs 9h 7d 4c 2s", ""),
        (P.STANDS_PAT, "9h Th Jh Qh 3c", ""),  # not even to a straight flush
        (P.TIMID, "Ks Kd 7c 4h 2s", ""),
        (P.TIMID, "As Kd Qc 8h 3s", ""),  # an Ace-King the strategy always raises
        (P.STRATEGY, "9h Th Jh Qh 3c", "3c"),
        (P.STRATEGY, "Ks Kd 7c 4h 2s", ""),
    ],
)
def test_each_kind_switches_by_his_rule(player, hand, discard):
    assert discarded(player, hand) == discard


def test_strategy_switches_as_seed_000_does():
    for hand in ("9h Th Jh Qh 3c", "2h 7h 9h Kh 4c", "5c 6d 7h 8s Kc", "Qs Jc 8h 5d 3c"):
        cards = parse_cards(hand)
        assert discard_for(P.STRATEGY, cards, STANDARD) == switch_choice(cards, STANDARD)


@pytest.mark.parametrize(
    ("player", "hand"),
    [
        (P.PAIR_KEEPER, "As Kd 7c 4h 2s"),  # no pair
        (P.PAIR_KEEPER, "Ks Kd 7c 7h 2s"),  # two pair is better than one
        (P.PAIR_KEEPER, "Ks Kd Kc 4h 2s"),  # so are three of a kind
        (P.FLUSH_CHASER, "Ah 9h 4h 2h Kc"),  # four suited: that is the strategy's draw
        (P.FLUSH_CHASER, "9h 9c 4h 2h Kh"),  # a pair
        (P.FLUSH_CHASER, "5h 6h 7h 8c 9d"),  # a straight is made already
        (P.FLUSH_CHASER, "Ah 9s 4h Kc 2d"),  # only two suited
        (P.HIGH_CARD_KEEPER, "Qs 9s 7s 4c 2d"),  # three suited: he chases the flush
        (P.HIGH_CARD_KEEPER, "Qs Qh 7d 4c 2s"),  # a pair
        (P.HIGH_CARD_KEEPER, "6s 5h 4d 3c 2s"),  # a straight
        (P.ALL_FIVE, "As 9h 7d 4c 2s"),  # an ace is worth keeping
        (P.ALL_FIVE, "Qs Qh 7d 4c 2s"),  # a pair
        (P.ALL_FIVE, "9s 8h 7d 6c 5s"),  # a straight
        (P.TIMID, "As Kd Jc 8h 2s"),  # an Ace-King the strategy raises only on the up card
        (P.TIMID, "Qs Jd 9c 8h 2s"),  # below Ace-King: the strategy folds it too
    ],
)
def test_kind_has_nothing_to_do_with_a_hand_outside_his_rule(player, hand):
    assert discarded(player, hand) is None
    assert not applies(player, parse_cards(hand), STANDARD)


@pytest.mark.parametrize(
    ("player", "hand"),
    [
        (P.PAIR_KEEPER, "Ks Kd 7c 4h 2s"),
        (P.HIGH_CARD_KEEPER, "Qs 9h 7d 4c 2s"),
        (P.ALL_FIVE, "Qs 9h 7d 4c 2s"),
    ],
)
def test_switch_the_online_boxes_table_forbids_is_not_made(player, hand):
    # Only one or two cards may be switched there.
    assert discarded(player, hand, ONLINE_BOXES) is None


def test_two_card_switch_is_made_at_the_online_boxes_table():
    assert discarded(P.FLUSH_CHASER, "Ah 9h 4h Kc 2d", ONLINE_BOXES) == "Kc 2d"


@pytest.mark.parametrize("player", [P.PAIR_KEEPER, P.FLUSH_CHASER, P.HIGH_CARD_KEEPER])
def test_no_switching_player_applies_in_caribbean_stud(player):
    for hand in ("Ks Kd 7c 4h 2s", "Ah 9h 4h Kc 2d", "Qs 9h 7d 4c 2s"):
        assert discarded(player, hand, CARIBBEAN) is None


def test_players_who_do_not_switch_play_caribbean_stud():
    assert discarded(P.STANDS_PAT, "Qs 9h 7d 4c 2s", CARIBBEAN) == ""
    assert discarded(P.STRATEGY, "9h Th Jh Qh 3c", CARIBBEAN) == ""
    assert discarded(P.TIMID, "Ks Kd 7c 4h 2s", CARIBBEAN) == ""


def test_switch_counts_are_the_ones_each_kind_makes():
    hands = {
        P.PAIR_KEEPER: "Ks Kd 7c 4h 2s",
        P.FLUSH_CHASER: "Ah 9h 4h Kc 2d",
        P.HIGH_CARD_KEEPER: "Qs 9h 7d 4c 2s",
        P.ALL_FIVE: "Qs 9h 7d 4c 2s",
        P.STANDS_PAT: "Qs 9h 7d 4c 2s",
        P.TIMID: "Ks Kd 7c 4h 2s",
        P.STRATEGY: "9h Th Jh Qh 3c",
    }
    for player, hand in hands.items():
        assert len(discard_for(player, parse_cards(hand), STANDARD)) in SWITCH_COUNTS[player]


def test_discard_for_refuses_a_hand_of_four():
    with pytest.raises(ValueError, match="five cards"):
        discard_for(P.STANDS_PAT, parse_cards("Qs 9h 7d 4c"), STANDARD)


# -- the decision ----------------------------------------------------------------------------


def decided(player, hand, up, rules=STANDARD, switched=""):
    return decision_for(player, parse_cards(hand), card(up), rules, switched=parse_cards(switched))


def test_timid_player_folds_what_the_strategy_raises():
    assert decided(P.STRATEGY, "Ks Kd 7c 4h 2s", "9c") is Decision.RAISE
    assert decided(P.TIMID, "Ks Kd 7c 4h 2s", "9c") is Decision.FOLD


@pytest.mark.parametrize(
    "player", [P.STRATEGY, P.PAIR_KEEPER, P.FLUSH_CHASER, P.HIGH_CARD_KEEPER, P.STANDS_PAT]
)
def test_everyone_else_decides_by_the_strategy(player):
    assert decided(player, "2c 2d 7h 9s Jc", "Ad") is Decision.RAISE
    assert decided(player, "As Kd Jc 8h 2s", "8c") is Decision.RAISE  # the up card pairs
    assert decided(player, "As Kd Jc 8h 2s", "Qc") is Decision.FOLD
    assert decided(player, "Qs Jd 9c 8h 2s", "3c") is Decision.FOLD


def test_player_who_switched_raises_under_belgian_rules():
    decision = decided(P.FLUSH_CHASER, "Qs Jd 9d 8d 2s", "3c", BELGIAN, switched="Kc 4h")
    assert decision is Decision.RAISE
    standard = decided(P.FLUSH_CHASER, "Qs Jd 9d 8d 2s", "3c", STANDARD, switched="Kc 4h")
    assert standard is Decision.FOLD


def test_five_card_switch_forces_the_raise():
    decision = decided(P.ALL_FIVE, "Qs Jd 9c 8h 2s", "3c", switched="Ks Td 7c 5h 3s")
    assert decision is Decision.RAISE


def test_must_raise_counts_the_cards_switched():
    assert not must_raise(STANDARD, 0)
    assert not must_raise(STANDARD, 4)
    assert must_raise(STANDARD, 5)
    assert must_raise(BELGIAN, 1)
    assert not must_raise(BELGIAN, 0)


# -- playing a round -------------------------------------------------------------------------

DEALER = parse_cards("3d Js 8h 6s 5c")  # up card 3d, no qualifying hand


def test_play_as_switches_with_the_given_draw_then_decides():
    dealt = Round(player=parse_cards("Ks Kd 7c 4h 2s"), dealer=DEALER)
    played = play_as(P.PAIR_KEEPER, dealt, STANDARD, draw=parse_cards("Kh 9d 8c"))
    (switch,) = played.switches
    assert switch.discarded == parse_cards("7c 4h 2s")
    assert played.hand == parse_cards("Ks Kd Kh 9d 8c")
    assert played.decision is Decision.RAISE


def test_play_as_draws_from_the_seeded_deck():
    seed = next(
        s for s in range(500) if discard_for(P.FLUSH_CHASER, Round.deal(s).player, STANDARD)
    )
    dealt = Round.deal(seed)
    played = play_as(P.FLUSH_CHASER, dealt, STANDARD)
    (switch,) = played.switches
    assert switch.drawn == dealt.deck_order()[10:12]
    assert played.decision is not None


def test_play_as_belgian_flush_chaser_who_draws_nothing_raises():
    dealt = Round(player=parse_cards("Ah 9h 4h Kc 2d"), dealer=DEALER)
    played = play_as(P.FLUSH_CHASER, dealt, BELGIAN, draw=parse_cards("7s 3c"))
    assert played.hand == parse_cards("Ah 9h 4h 7s 3c")
    assert played.decision is Decision.RAISE


def test_play_as_says_none_when_the_kind_does_not_apply():
    dealt = Round(player=parse_cards("As Kd 7c 4h 2s"), dealer=DEALER)
    assert play_as(P.PAIR_KEEPER, dealt, STANDARD, draw=parse_cards("Kh 9d 8c")) is None


def test_play_as_timid_player_stands_pat_and_folds():
    dealt = Round(player=parse_cards("Qs Qd 7c 4h 2s"), dealer=DEALER)
    played = play_as(P.TIMID, dealt, STANDARD)
    assert played.switches == ()
    assert played.decision is Decision.FOLD


def test_play_as_refuses_a_round_already_played():
    dealt = Round(player=parse_cards("Qs Qd 7c 4h 2s"), dealer=DEALER).decide(STANDARD, "raise")
    with pytest.raises(IllegalAction):
        play_as(P.STANDS_PAT, dealt, STANDARD)


def test_play_as_refuses_draws_for_a_player_who_does_not_switch():
    dealt = Round(player=parse_cards("Qs Qd 7c 4h 2s"), dealer=DEALER)
    with pytest.raises(CardError):
        play_as(P.STANDS_PAT, dealt, STANDARD, draw=parse_cards("Kh"))


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_play_as_gives_legal_rounds_in_every_variant(slug):
    rules = VARIANTS[slug]
    for seed in range(200):
        for player in PlayerType:
            played = play_as(player, Round.deal(seed), rules)
            if played is None:
                continue
            assert played.decision is not None
            for switch in played.switches:
                assert len(switch.discarded) in rules.switch_fees
                assert len(switch.discarded) in SWITCH_COUNTS[player]
            if played.switches and not rules.fold_after_switch:
                assert played.decision is Decision.RAISE
