"""Pots built layer by layer and paid one at a time (seed 002, "Scoring")."""

from __future__ import annotations

import pytest

from engine.cards import RANKS, parse_cards
from engine.hands import HandValue
from engine.holdem.evaluate import Kicker, best_hand
from engine.holdem.pots import KickerWin, Pot, award_pots, build_pots, kicker_win, split_chips


def test_pots_are_built_in_layers_of_contribution():
    pots = build_pots([100, 300, 1000, 1000], folded=set())
    assert pots == (
        Pot(400, (0, 1, 2, 3), 100),
        Pot(600, (1, 2, 3), 300),
        Pot(1400, (2, 3), 1000),
    )


def test_folded_chips_stay_in_the_layers_they_reach():
    # Seat 3 put in 400 and folded: its chips fill the main pot and the side pot, and the
    # level its chips make is no separate pot (the same two players contest both sides).
    pots = build_pots([200, 500, 500, 400], folded={3})
    assert pots == (Pot(800, (0, 1, 2), 200), Pot(600 + 200, (1, 2), 500))


def test_layer_nobody_in_the_hand_can_win_is_refused():
    with pytest.raises(ValueError):
        build_pots([100, 500, 0, 0], folded={1})


def test_split_pot_gives_odd_chips_clockwise_from_the_button_left():
    assert split_chips(143, [1, 2, 3], button=0) == {1: 48, 2: 48, 3: 47}
    assert split_chips(143, [1, 2, 3], button=1) == {2: 48, 3: 48, 1: 47}
    assert split_chips(101, [0, 2], button=3) == {0: 51, 2: 50}


def test_each_pot_is_awarded_to_its_own_best_hand():
    pots = build_pots([100, 300, 300, 0], folded=set())
    values = {0: HandValue(900), 1: HandValue(500), 2: HandValue(100)}
    awards = award_pots(pots, values, button=3)
    assert [(a.amount, a.winners) for a in awards] == [(300, (0,)), (400, (1,))]


def test_pot_with_one_contender_goes_to_them_without_comparing():
    pots = build_pots([100, 300, 0, 0], folded=set())
    awards = award_pots(pots, {0: HandValue(5), 1: HandValue(1)}, button=0)
    assert [(a.amount, a.winners, a.winning_value) for a in awards] == [
        (200, (0,), HandValue(5)),
        (200, (1,), None),
    ]


# -- pots won on a kicker ------------------------------------------------------------------

BOARD = "Th 6s Tc 6d 2h"


def _values(holes: dict[int, str], board: str = BOARD) -> dict[int, HandValue]:
    return {seat: best_hand(parse_cards(hole) + parse_cards(board)) for seat, hole in holes.items()}


def test_kicker_win_names_the_closest_losers_and_their_hand():
    # All three play two pair, tens and sixes: kickers 8, 7 and 5. Seat 1 came closest.
    values = _values({0: "8c 3d", 1: "7c 3h", 2: "5c 4d"})
    (award,) = award_pots(build_pots([100, 100, 100, 0], set()), values, button=3)
    assert kicker_win(award, values) == KickerWin(
        Kicker(1, RANKS.index("8"), RANKS.index("7"), ()), (1,), values[1]
    )


def test_kicker_win_is_none_when_the_winner_is_ahead_on_the_made_ranks():
    values = _values({0: "8c 3d", 1: "7c 3h", 2: "Kd Kc"})
    (award,) = award_pots(build_pots([100, 100, 100, 0], set()), values, button=3)
    assert award.winners == (2,) and kicker_win(award, values) is None


def test_kicker_win_for_a_split_pot_against_a_third_player():
    values = _values({0: "8c 3d", 1: "8d 4h", 2: "7c 3h"})
    (award,) = award_pots(build_pots([100, 100, 100, 0], set()), values, button=3)
    win = kicker_win(award, values)
    assert award.winners == (0, 1)
    assert win is not None and win.losers == (2,) and win.kicker.rank == RANKS.index("8")


def test_kicker_win_is_none_for_a_true_split():
    values = _values({0: "8c 3d", 1: "8d 4h"})
    (award,) = award_pots(build_pots([100, 100, 0, 0], set()), values, button=3)
    assert award.is_split and kicker_win(award, values) is None


def test_kicker_win_is_none_without_a_showdown():
    (award,) = award_pots(build_pots([100, 20, 0, 0], {1}), None, button=3)
    assert kicker_win(award, {}) is None
