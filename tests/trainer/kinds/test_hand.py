from __future__ import annotations

import pytest

from engine.cards import parse_cards
from paytables.wording import why_hand
from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db
HAND = kind_of("hand")


@pytest.mark.parametrize(
    ("cards", "why"),
    [
        ("As Js 8s 6s 2s", "Flush: five ♠, not in sequence."),
        ("Ah Kh Qh Jh Th", "Royal flush: 10, J, Q, K and A, all ♥."),
        ("5d 4c 3h 2s Ad", "Straight: five in sequence, A to 5, not all one suit."),
        ("9c 9d 9h 9s 2c", "Four of a kind: four of one rank (9♣ 9♦ 9♥ 9♠)."),
        ("Ks Kd Kh 5c 5s", "Full house: three of a kind (K♠ K♦ K♥) and a pair (5♣ 5♠)."),
        ("Qs Qd 5h 5c 2s", "Two pair: Q♠ Q♦ and 5♥ 5♣."),
        ("Ac Kd 9c 7h 2s", "Ace-King: no pair, no straight or flush, but an ace and a king."),
    ],
)
def test_why_a_hand_is_what_it_is(cards, why):
    assert why_hand(parse_cards(cards)) == why


def test_name_the_hand_explains_why_it_is_a_flush(deal):
    question = deal("hand", line="flush", seed=3)
    assert question.answer_key == "flush"
    assert HAND.worked_answer(question).reason.startswith("Flush: five ")
