from __future__ import annotations

import dataclasses
import json
from decimal import Decimal

import pytest

from engine.russian.rules import (
    AntePays,
    Insurance,
    InsuranceLimit,
    rules_from_dict,
    rules_to_dict,
)
from engine.russian.variants import CLASSIC, VARIANTS


@pytest.mark.parametrize("slug", sorted(VARIANTS))
def test_rules_come_back_from_their_json_for_every_shipped_house(slug):
    rules = VARIANTS[slug]
    written = json.loads(json.dumps(rules_to_dict(rules)))
    assert rules_from_dict(written) == rules


def test_unknown_figures_stay_unknown_in_the_json():
    unknown = dataclasses.replace(
        CLASSIC,
        bet_pays=None,
        ante_on_win=None,
        redraw_same_rank=None,
        insurance=Insurance(limit=None, returned_unless_won=None),
    )
    again = rules_from_dict(rules_to_dict(unknown))
    assert again.unknown() == unknown.unknown()
    assert "bet_pays" in again.unknown() and "insurance.limit" in again.unknown()


def test_the_json_names_its_game_and_keeps_amounts_exact():
    rules = dataclasses.replace(
        CLASSIC,
        draw_fees=(Decimal("1"), Decimal("1.5")),
        max_payout=Decimal("5000.50"),
        ante_on_win=AntePays.PAID,
        insurance=Insurance(limit=InsuranceLimit.MAX_PAYOUT, returned_unless_won=False),
    )
    data = rules_to_dict(rules)
    assert data["game"] == "russian"
    assert data["draw_fees"] == ["1", "1.5"]
    assert rules_from_dict(data).max_payout == Decimal("5000.50")
