"""The kinds of player at a Casino Hold'em table."""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.casino_holdem.players import CasinoHoldemPlayer, calls, play_as
from engine.casino_holdem.round import Decision
from engine.casino_holdem.variants import CLASSIC
from engine.errors import IllegalAction

from .helpers import dealt

ADVISED = CasinoHoldemPlayer.ADVISED


@pytest.mark.parametrize(
    ("hole", "flop", "called"),
    [
        ("7c 2d", "7h Kd 9s", True),  # a pair
        ("Ac 2d", "7h Jd 9s", True),  # an ace
        ("Kc 2d", "7h Jd 9s", True),  # a king
        ("Qc 2c", "7c 4c 9s", True),  # four to a flush
        ("6c 5d", "7h 8d Js", True),  # 5-6-7-8 open at both ends
        ("Qc Jd", "7h 8d 2s", True),  # two overcards
        ("Qc 2d", "7h 8d Js", False),
        ("Jc Td", "Qh Kd As", True),  # a straight made
    ],
)
def test_the_advised_player_calls_by_the_advice(hole, flop, called):
    assert calls(ADVISED, parse_cards(hole), parse_cards(flop)) is called


def test_the_timid_player_calls_only_a_pair_or_better():
    timid = CasinoHoldemPlayer.TIMID
    assert not calls(timid, parse_cards("Ac Kd"), parse_cards("7h 8d 2s"))
    assert calls(timid, parse_cards("2c Kd"), parse_cards("7h 8d 2s"))


def test_the_player_who_always_calls_calls_anything():
    assert calls(CasinoHoldemPlayer.ALWAYS_CALLS, parse_cards("3c 2d"), parse_cards("7h 9d Js"))


def test_play_as_decides_on_the_flop_and_refuses_a_decided_round():
    round_ = dealt("Qc 2d", "7c 7d", "7h 8d Js Ac Ad")  # the turn's aces do not count
    decided = play_as(ADVISED, round_, CLASSIC)
    assert decided is not None and decided.decision is Decision.FOLD
    with pytest.raises(IllegalAction):
        play_as(ADVISED, decided, CLASSIC)
