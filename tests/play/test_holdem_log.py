"""The Hold'em table's log: each event of the engine as the sentence the page shows."""

from __future__ import annotations

import pytest
from django.utils import translation

from engine.cards import parse_cards
from engine.holdem.table import TRAINEE, Event, EventKind, Street
from play.holdem.selectors import log_line

LAN = 3


@pytest.fixture(autouse=True)
def _english():
    with translation.override("en"):
        yield


def test_log_line_is_empty_for_a_burn_card() -> None:
    burn = Event(EventKind.BURN, Street.FLOP, cards=parse_cards("As"))

    assert log_line(burn) == ""


def test_log_line_shows_the_flop_that_belongs_to_no_seat() -> None:
    flop = Event(EventKind.FLOP, Street.FLOP, cards=parse_cards("As Kd 7c"))

    assert log_line(flop) == "Flop: A♠ K♦ 7♣"


def test_log_line_names_the_main_pot_of_a_win() -> None:
    win = Event(EventKind.WIN, Street.RIVER, LAN, amount=3010, pot_index=0)

    assert log_line(win) == "Lan wins 3,010 from the main pot"


def test_log_line_numbers_a_side_pot_the_trainee_wins() -> None:
    win = Event(EventKind.WIN, Street.RIVER, TRAINEE, amount=40, pot_index=2)

    assert log_line(win) == "You win 40 from side pot 2"


def test_log_line_names_the_seat_of_an_action() -> None:
    raise_ = Event(EventKind.RAISE, Street.PREFLOP, LAN, amount=60, total=60, all_in=True)

    assert log_line(raise_) == "Lan raises to 60, all-in"
