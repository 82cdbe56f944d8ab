from __future__ import annotations

import dataclasses

import pytest

from engine.oasis.round import rules_to_dict as oasis_rules_to_dict
from engine.oasis.variants import STANDARD
from engine.russian.variants import CLASSIC, LUNAR
from paytables.games import engine_of, rules_from_dict, rules_key, rules_to_dict


@pytest.mark.parametrize(("rules", "engine"), [(STANDARD, "oasis"), (LUNAR, "russian")])
def test_any_games_rules_come_back_as_that_games_rules(rules, engine):
    assert engine_of(rules) == engine
    assert rules_from_dict(rules_to_dict(rules)) == rules


def test_oasis_rules_written_before_a_second_game_are_read_as_oasis_rules():
    """Drills and dealt rounds stored before Russian Poker keep no ``game`` key."""
    stored = oasis_rules_to_dict(STANDARD)
    assert "game" not in stored
    assert rules_from_dict(stored) == STANDARD


def test_equal_rules_have_equal_keys_and_a_change_changes_the_key():
    assert rules_key(CLASSIC) == rules_key(rules_from_dict(rules_to_dict(CLASSIC)))
    assert rules_key(CLASSIC) != rules_key(dataclasses.replace(CLASSIC, sixth_card=False))


def test_two_games_houses_never_share_a_key():
    assert rules_key(STANDARD) != rules_key(LUNAR)
