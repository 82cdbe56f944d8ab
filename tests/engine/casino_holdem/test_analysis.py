"""The AA Bonus's exact return, every five-card hand dealt."""

from __future__ import annotations

import dataclasses
import math

import pytest

from engine.casino_holdem.analysis import aa_bonus_return, bonus_line_counts
from engine.casino_holdem.bonus import BonusLine
from engine.casino_holdem.variants import CLASSIC
from engine.errors import RulesIncomplete


def test_the_five_card_hands_fall_on_the_lines_in_the_known_numbers():
    counts = bonus_line_counts()
    assert sum(counts.values()) == math.comb(52, 5)
    # Five-card hands with exactly one pair, of aces: C(4, 2) suits × C(12, 3) kicker ranks × 4³.
    assert counts[BonusLine.PAIR_OF_ACES] == 6 * 220 * 64
    assert counts[BonusLine.ROYAL_FLUSH] == 4 and counts[BonusLine.TWO_PAIR] == 123_552


def test_the_aa_bonus_house_edge_is_the_published_one():
    # Wizard of Odds, "Casino Hold 'Em": 6.26 % under 100-50-40-30-20-7.
    assert f"{float(aa_bonus_return(CLASSIC).house_edge):.2%}" == "6.26%"


def test_an_aa_bonus_table_the_house_has_not_published_is_refused():
    with pytest.raises(RulesIncomplete):
        aa_bonus_return(dataclasses.replace(CLASSIC, aa_bonus=None))
    with pytest.raises(ValueError, match="no AA Bonus"):
        aa_bonus_return(dataclasses.replace(CLASSIC, aa_bonus=()))
