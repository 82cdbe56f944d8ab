"""Ultimate Texas Hold'em rules as data, and the houses' variants."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.hands import Category
from engine.ultimate.rules import UltimateRules, rules_from_dict, rules_to_dict
from engine.ultimate.variants import VARIANTS, get_variant


@pytest.mark.parametrize("rules", VARIANTS.values(), ids=lambda rules: rules.slug)
def test_rules_come_back_from_their_plain_data(rules):
    assert rules_from_dict(rules_to_dict(rules)) == rules


def test_rules_of_another_game_are_refused():
    data = rules_to_dict(get_variant("trips-50-40-30-8-6-5-3"))
    with pytest.raises(ValueError, match="not Ultimate"):
        rules_from_dict({**data, "game": "three_card"})


def test_an_unknown_variant_names_the_known_ones():
    with pytest.raises(ValueError, match="trips-50-40-30-8-6-5-3"):
        get_variant("nowhere")


@pytest.mark.parametrize("rules", VARIANTS.values(), ids=lambda rules: rules.slug)
def test_every_variant_has_sources_and_the_published_blind(rules):
    assert rules.sources
    assert dict(rules.blind) == {
        Category.ROYAL_FLUSH: 500,
        Category.STRAIGHT_FLUSH: 50,
        Category.FOUR_OF_A_KIND: 10,
        Category.FULL_HOUSE: 3,
        Category.FLUSH: Fraction(3, 2),
        Category.STRAIGHT: 1,
    }
    assert rules.unknown() == ("trips_on_fold",)


@pytest.mark.parametrize("multiples", [(), (5,), (2, 4)])
def test_a_house_takes_a_play_of_three_or_four_antes_before_the_flop(multiples):
    rules = get_variant("trips-50-40-30-8-6-5-3")
    with pytest.raises(ValueError, match="3 or 4 antes"):
        UltimateRules(
            slug="x", name="x", sources=(), blind=rules.blind, trips=(), preflop_multiples=multiples
        )
