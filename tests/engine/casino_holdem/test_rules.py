"""Casino Hold'em rules as data, and the houses' variants."""

from __future__ import annotations

import pytest

from engine.casino_holdem.rules import rules_from_dict, rules_to_dict
from engine.casino_holdem.variants import CLASSIC, VARIANTS, get_variant
from engine.hands import Category
from engine.seven import HOLDEM_CATEGORIES


@pytest.mark.parametrize("rules", VARIANTS.values(), ids=lambda rules: rules.slug)
def test_rules_come_back_from_their_plain_data(rules):
    assert rules_from_dict(rules_to_dict(rules)) == rules


def test_rules_of_another_game_are_refused():
    with pytest.raises(ValueError, match="not Casino Hold'em"):
        rules_from_dict({**rules_to_dict(CLASSIC), "game": "ultimate"})


def test_an_unknown_variant_names_the_known_ones():
    with pytest.raises(ValueError, match="classic"):
        get_variant("nowhere")


def test_the_ante_table_pays_every_holdem_category():
    table = dict(CLASSIC.ante)
    assert set(table) == set(HOLDEM_CATEGORIES)
    assert table[Category.ROYAL_FLUSH] == 100 and table[Category.FLUSH] == 2
    assert table[Category.HIGH_CARD] == table[Category.STRAIGHT] == 1
    assert CLASSIC.sources and CLASSIC.unknown() == ()
