from __future__ import annotations

import pytest

from engine.three_card.evaluate import Line
from engine.three_card.rules import has_mini_royal
from engine.three_card.variants import (
    CLASSIC,
    COMMON,
    HOUSE_4_3_1,
    MINI_ROYAL,
    SIX_CARD,
    VARIANTS,
    get_variant,
)


@pytest.mark.parametrize("slug", sorted(VARIANTS))
def test_every_variant_names_its_sources(slug):
    rules = VARIANTS[slug]
    assert rules.sources
    assert all(source.url.startswith("http") for source in rules.sources)


@pytest.mark.parametrize("slug", sorted(VARIANTS))
def test_every_table_pays_more_on_a_better_line(slug):
    rules = VARIANTS[slug]
    for table in (rules.ante_bonus, rules.pair_plus, rules.six_card):
        if table:
            odds = [each for _, each in table]
            assert odds == sorted(odds, reverse=True)


def test_the_houses_tables_are_the_published_ones():
    assert dict(CLASSIC.ante_bonus) == {
        Line.STRAIGHT_FLUSH: 5,
        Line.THREE_OF_A_KIND: 4,
        Line.STRAIGHT: 1,
    }
    assert [odds for _, odds in CLASSIC.pair_plus] == [40, 30, 6, 4, 1]
    assert [odds for _, odds in COMMON.pair_plus] == [40, 30, 6, 3, 1]
    assert [odds for _, odds in SIX_CARD.six_card] == [1000, 200, 50, 25, 20, 10, 5]


def test_only_the_mini_royal_table_pays_the_mini_royal_apart():
    assert has_mini_royal(MINI_ROYAL.pair_plus)
    assert not any(has_mini_royal(rules.pair_plus) for rules in (CLASSIC, COMMON, SIX_CARD))


def test_what_no_source_gives_stays_unknown():
    assert MINI_ROYAL.unknown() == ("ante_bonus", "pair_plus_on_fold")
    assert COMMON.unknown() == ("pair_plus_on_fold",)
    assert HOUSE_4_3_1.unknown() == ("six_card", "pair_plus_on_fold")
    assert HOUSE_4_3_1.offers_six_card  # offered, its table unpublished
    assert CLASSIC.unknown() == ()


def test_an_unknown_variant_is_refused_with_the_known_ones():
    assert get_variant("classic") is CLASSIC
    with pytest.raises(ValueError, match="classic"):
        get_variant("nowhere")
