from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.oasis.round import Decision, Round
from engine.oasis.strategy import play, raise_or_fold, switch_choice
from engine.oasis.variants import BELGIAN, CARIBBEAN, STANDARD, VARIANTS


def switched(hand: str, rules=STANDARD) -> str:
    return " ".join(str(card) for card in switch_choice(parse_cards(hand), rules))


@pytest.mark.parametrize(
    ("hand", "discard"),
    [
        ("9h Th Jh Qh 3c", "3c"),  # four to a straight flush
        ("Ah Kh Qh Jh 3c", "3c"),  # four to a royal flush
        ("9h Th Jh Qh 9c", "9c"),  # four to a straight flush, breaking the pair
        ("Ah 2h 3h 4h Kc", "Kc"),  # four to a wheel straight flush
        ("2h 7h 9h Kh 4c", "4c"),  # four to a flush without a pair
        ("5c 6d 7h 8s Kc", "Kc"),  # four to an open-ended straight without a pair
    ],
)
def test_seed_000_strategy_switches_one_card_to_a_draw(hand, discard):
    assert switched(hand) == discard


@pytest.mark.parametrize(
    "hand",
    [
        "2h 7h 9h Kh 2c",  # four to a flush with a pair: keep the pair
        "5c 6d 7h 8s 8c",  # open-ended straight with a pair: keep the pair
        "Jc Qd Kh As 3c",  # J-Q-K-A is one-ended
        "Ac 2d 3h 4s 9c",  # A-2-3-4 is one-ended
        "9h 9d 5c 5s 2h",  # never switch with two pair
        "9h 9d 9c 5s 2h",  # or three of a kind
        "9d 8s 7c 6h 5s",  # or a made straight
        "Qs Jc 8h 5d 3c",  # nothing to draw to
    ],
)
def test_seed_000_strategy_does_not_switch(hand):
    assert switched(hand) == ""


def test_no_switch_where_the_variant_has_none():
    assert switched("9h Th Jh Qh 3c", CARIBBEAN) == ""


@pytest.mark.parametrize(
    ("hand", "up", "decision"),
    [
        ("2c 2d 7h 9s Jc", "Ad", Decision.RAISE),  # a pair raises
        ("As Kd Jc 8h 3s", "Qc", Decision.RAISE),  # A K J 8 3 raises
        ("As Kd Jc 8h 2s", "Qc", Decision.FOLD),  # just below it folds...
        ("As Kd Jc 8h 2s", "8c", Decision.RAISE),  # ...unless the up card pairs a card
        ("As Kd Jc 8h 2s", "Ac", Decision.FOLD),  # an ace up does not count
        ("Qs Jd 9c 8h 2s", "3c", Decision.FOLD),  # below Ace-King folds
    ],
)
def test_raise_or_fold_follows_the_simple_strategy(hand, up, decision):
    cards = parse_cards(hand)
    assert raise_or_fold(cards, parse_cards(up)[0], STANDARD, switched=False) is decision


def test_belgian_player_who_switched_always_raises():
    cards = parse_cards("Qs Jd 9c 8h 2s")
    assert raise_or_fold(cards, parse_cards("3c")[0], BELGIAN, switched=True) is Decision.RAISE


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_dealt_rounds_are_decided_and_legal_for_the_variant(slug):
    rules = VARIANTS[slug]
    for seed in range(300):
        round_ = play(Round.deal(seed), rules)
        assert round_.decision is not None
        for switch in round_.switches:
            assert len(switch.discarded) in rules.switch_fees
        if round_.switches and not rules.fold_after_switch:
            assert round_.decision is Decision.RAISE


def test_dealt_rounds_switch_about_as_often_as_real_players():
    rounds = [play(Round.deal(seed), STANDARD) for seed in range(2000)]
    share = sum(bool(r.switches) for r in rounds) / len(rounds)
    # Seed 000's one-card draws come up in roughly one hand in ten (seed 001: 7 %).
    assert 0.04 < share < 0.2


def test_play_switches_from_the_deck_then_decides():
    seed = next(s for s in range(500) if switch_choice(Round.deal(s).player, STANDARD))
    dealt = Round.deal(seed)
    played = play(dealt, STANDARD)
    (switch,) = played.switches
    assert switch.discarded == switch_choice(dealt.player, STANDARD)
    assert switch.drawn == dealt.deck_order()[10:11]
    assert played.decision is not None
