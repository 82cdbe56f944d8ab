"""The tableau against an independent table written out here, row by row."""

from __future__ import annotations

import pytest

from engine.baccarat.tableau import (
    banker_draws,
    banker_rule,
    player_draws,
    player_rule,
    points,
    total,
)
from engine.cards import parse_cards

# The Banker's third card, written as casinoexploit.com and SBOBET print it: one row a
# Banker total, one column the Player's third card 0 to 9; D draws, S stands.
#                 0123456789
BANKER_GRID = {
    0: "DDDDDDDDDD",
    1: "DDDDDDDDDD",
    2: "DDDDDDDDDD",
    3: "DDDDDDDDSD",
    4: "SSDDDDDDSS",
    5: "SSSSDDDDSS",
    6: "SSSSSSDDSS",
    7: "SSSSSSSSSS",
}
# The Banker after a Player who stood, and the Player, on totals 0 to 7.
#                          01234567
BANKER_AFTER_STAND_GRID = "DDDDDDSS"
PLAYER_GRID = "DDDDDDSS"


@pytest.mark.parametrize("banker_total", range(8))
@pytest.mark.parametrize("third", range(10))
def test_the_banker_draws_as_the_written_tableau_for_every_total_and_third_card(
    banker_total, third
):
    assert banker_draws(banker_total, third) is (BANKER_GRID[banker_total][third] == "D")


def test_the_banker_draws_on_0_to_5_and_stands_on_6_and_7_after_a_player_who_stood():
    assert [banker_draws(each, None) for each in range(8)] == [
        mark == "D" for mark in BANKER_AFTER_STAND_GRID
    ]


def test_the_player_draws_on_0_to_5_and_stands_on_6_and_7():
    assert [player_draws(each) for each in range(8)] == [mark == "D" for mark in PLAYER_GRID]


def test_a_natural_total_is_not_a_row_of_the_tableau():
    with pytest.raises(ValueError):
        player_draws(8)
    with pytest.raises(ValueError):
        banker_draws(9, 3)


def test_tens_and_faces_count_nothing_and_a_total_is_modulo_ten():
    assert [points(each) for each in parse_cards("Th Jc Qd Ks Ah 9s")] == [0, 0, 0, 0, 1, 9]
    assert total(parse_cards("7h 8c")) == 5
    assert total(parse_cards("5h 5c Kd")) == 0


def test_the_rule_line_names_the_row_that_decides():
    assert banker_rule(3, 8) == (
        "Banker 3, Player's third card 8: the Banker draws on 3 unless the Player's third "
        "card is an 8"
    )
    assert "stands on 0, 1, 8 and 9" in banker_rule(4, 1)


def test_the_players_rule_line_names_his_total():
    assert player_rule(0) == "Player 0: the Player draws on 0 to 5"
    assert player_rule(7) == "Player 7: the Player stands on 6 and 7"
