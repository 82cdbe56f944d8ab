"""The Trips' exact return, computed from every seven-card hand."""

from __future__ import annotations

import dataclasses

import pytest

from engine.analysis.seven import HANDS
from engine.errors import RulesIncomplete
from engine.ultimate.analysis import trips_return
from engine.ultimate.variants import TRIPS_6_5, TRIPS_7_4

# Wizard of Odds, "Ultimate Texas Hold 'Em": the Trips' house edge by table.
PUBLISHED = {TRIPS_6_5: "1.90%", TRIPS_7_4: "3.50%"}


@pytest.mark.parametrize("rules", PUBLISHED, ids=lambda rules: rules.slug)
def test_the_trips_house_edge_is_the_published_one(rules):
    result = trips_return(rules)
    assert f"{float(result.house_edge):.2%}" == PUBLISHED[rules]
    assert sum(result.counts.values()) == HANDS


@pytest.mark.slow
@pytest.mark.parametrize("rules", PUBLISHED, ids=lambda rules: rules.slug)
def test_the_trips_house_edge_dealing_every_seven_card_hand(rules):
    result = trips_return(rules, enumerated=True)
    assert result == trips_return(rules)
    assert f"{float(result.house_edge):.2%}" == PUBLISHED[rules]


def test_a_trips_table_the_house_has_not_published_is_refused():
    with pytest.raises(RulesIncomplete):
        trips_return(dataclasses.replace(TRIPS_6_5, trips=None))
    with pytest.raises(ValueError, match="no Trips"):
        trips_return(dataclasses.replace(TRIPS_6_5, trips=()))
