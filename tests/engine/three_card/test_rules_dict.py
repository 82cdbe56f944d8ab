from __future__ import annotations

import dataclasses
import json

import pytest

from engine.errors import RulesIncomplete
from engine.three_card.rules import known, rules_from_dict, rules_to_dict
from engine.three_card.variants import CLASSIC, SIX_CARD, VARIANTS


@pytest.mark.parametrize("slug", sorted(VARIANTS))
def test_rules_come_back_from_their_json_for_every_shipped_house(slug):
    rules = VARIANTS[slug]
    written = json.loads(json.dumps(rules_to_dict(rules)))
    assert rules_from_dict(written) == rules


def test_the_json_names_its_game_and_keeps_every_table():
    data = rules_to_dict(SIX_CARD)
    assert data["game"] == "three_card"
    assert data["six_card"][0] == ["royal_flush", 1000]
    assert data["pair_plus"][-1] == ["pair", 1]


def test_unknown_tables_stay_unknown_in_the_json():
    unknown = dataclasses.replace(CLASSIC, ante_bonus=None, pair_plus=None, pair_plus_on_fold=None)
    again = rules_from_dict(rules_to_dict(unknown))
    assert again.unknown() == ("ante_bonus", "pair_plus", "pair_plus_on_fold")
    with pytest.raises(RulesIncomplete) as refused:
        known(again, "pair_plus", again.pair_plus)
    assert refused.value.code == "pair_plus_unknown"


def test_a_table_not_offered_is_not_an_unknown_one():
    assert CLASSIC.six_card == () and not CLASSIC.offers_six_card
    assert "six_card" not in CLASSIC.unknown()


def test_the_rules_of_another_game_are_refused():
    data = rules_to_dict(CLASSIC) | {"game": "russian"}
    with pytest.raises(ValueError, match="not Three Card Poker"):
        rules_from_dict(data)
