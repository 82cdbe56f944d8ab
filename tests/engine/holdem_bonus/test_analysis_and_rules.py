"""The Bonus's exact return, and Texas Hold'em Bonus rules as data."""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction

import pytest

from engine.errors import RulesIncomplete
from engine.hands import Category
from engine.holdem_bonus.analysis import DEALS, bonus_line_counts, bonus_return
from engine.holdem_bonus.bonus import BonusLine
from engine.holdem_bonus.rules import rules_from_dict, rules_to_dict
from engine.holdem_bonus.variants import LAS_VEGAS, NAGAWORLD, VARIANTS, get_variant


def test_every_deal_of_the_two_hands_is_counted_once():
    counts = bonus_line_counts()
    assert sum(counts.values()) == DEALS == math.comb(52, 2) * math.comb(50, 2)
    # Six pairs of aces, each against the one pair of aces left of 1,225 dealer hands.
    assert counts[BonusLine.ACES_AGAINST_ACES] == 6
    assert counts[BonusLine.ACES] == 6 * 1224
    assert counts[BonusLine.ACE_KING_SUITED] == 4 * 1225


def test_the_nagaworld_bonus_return_is_computed_exactly():
    result = bonus_return(NAGAWORLD)
    paid = sum(
        count * (Fraction(-1) if line is None else dict(NAGAWORLD.bonus)[line])
        for line, count in result.counts.items()
    )
    assert result.expected == paid / DEALS
    assert f"{float(result.house_edge):.2%}" == "8.54%"


def test_an_unpublished_bonus_table_is_refused():
    with pytest.raises(RulesIncomplete):
        bonus_return(LAS_VEGAS)
    with pytest.raises(ValueError, match="no Bonus"):
        bonus_return(dataclasses.replace(NAGAWORLD, bonus=()))


@pytest.mark.parametrize("rules", VARIANTS.values(), ids=lambda rules: rules.slug)
def test_rules_come_back_from_their_plain_data(rules):
    assert rules_from_dict(rules_to_dict(rules)) == rules
    assert rules.sources


def test_the_houses_differ_on_the_ante():
    assert get_variant("nagaworld").ante_pays_from is Category.FLUSH
    assert get_variant("las-vegas").ante_pays_from is Category.STRAIGHT
    with pytest.raises(ValueError, match="nagaworld"):
        get_variant("nowhere")
    with pytest.raises(ValueError, match="not Texas Hold'em Bonus"):
        rules_from_dict({**rules_to_dict(NAGAWORLD), "game": "ultimate"})
