"""What decides a showdown between two hands of one category."""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.hands import evaluate
from engine.showdown import DecidingRanks, deciding_ranks, kickers, made_ranks

ACE, KING, QUEEN, JACK, TEN, NINE, EIGHT, FIVE, FOUR = 12, 11, 10, 9, 8, 7, 6, 3, 2


def hand(text):
    return evaluate(parse_cards(text))


@pytest.mark.parametrize(
    ("first", "second", "decided"),
    [
        ("Jh Jd 9c 5s 2d", "5h 5d Ac Ks Qd", DecidingRanks(JACK, FIVE)),
        ("9h 9d Ac 5s 2d", "9s 9c Qc 4s 3d", DecidingRanks(ACE, QUEEN, 1)),
        ("Kh Kd 5c 5s 9d", "Ks Kc 4d 4h Ac", DecidingRanks(FIVE, FOUR)),
        ("Kh Kd 5c 5s 9d", "Ks Kc 5d 5h 8c", DecidingRanks(NINE, EIGHT, 1)),
        ("As Kc Qd 9s 5d", "Ah Kd Qc 8s 7d", DecidingRanks(NINE, EIGHT, 2, (QUEEN,))),
        ("Th Td Tc 5s 5d", "9h 9d 9c As Ad", DecidingRanks(TEN, NINE)),  # tens over nines
    ],
)
def test_deciding_ranks_names_the_stronger_hands_rank_first_in_either_order(first, second, decided):
    assert deciding_ranks(hand(first), hand(second)) == decided
    assert deciding_ranks(hand(second), hand(first)) == decided


def test_deciding_ranks_is_none_for_equal_hands_or_different_categories():
    assert deciding_ranks(hand("Ah Kd Qc 7s 2d"), hand("As Kc Qd 7h 2c")) is None
    assert deciding_ranks(hand("2h 2d 5c 7s 9d"), hand("As Kc Qd 7h 2c")) is None


def test_made_ranks_and_kickers_split_a_hands_ranks():
    two_pair = hand("Kh Kd 5c 5s 9d")
    assert (made_ranks(two_pair), kickers(two_pair)) == ((KING, FIVE), (NINE,))
    ace_king = hand("As Kc Qd 9s 5d")
    assert (made_ranks(ace_king), kickers(ace_king)) == ((ACE, KING), (QUEEN, NINE, FIVE))
    assert kickers(hand("5c 6d 7h 8s 9c")) == ()
