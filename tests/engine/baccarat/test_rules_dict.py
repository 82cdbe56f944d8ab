from __future__ import annotations

import dataclasses
import json
from decimal import Decimal

import pytest

from engine.baccarat.rules import Bet, Direction, Rounding, rules_from_dict, rules_to_dict
from engine.baccarat.variants import NO_COMMISSION, PUNTO_BANCO, VARIANTS, get_variant


@pytest.mark.parametrize("slug", sorted(VARIANTS))
def test_rules_come_back_from_their_json_for_every_shipped_house(slug):
    rules = VARIANTS[slug]
    assert rules_from_dict(json.loads(json.dumps(rules_to_dict(rules)))) == rules


def test_the_json_names_its_game_and_keeps_the_half_pay_and_the_house_rules():
    data = rules_to_dict(NO_COMMISSION)
    assert data["game"] == "baccarat" and data["banker_six_pays"] == "1/2"
    ruled = dataclasses.replace(
        PUNTO_BANCO,
        rounding=Rounding(Decimal("0.5"), Direction.DOWN),
        bet_multiples=((Bet.BANKER, Decimal(20)),),
    )
    assert rules_from_dict(json.loads(json.dumps(rules_to_dict(ruled)))) == ruled


def test_the_rules_of_another_game_are_refused():
    with pytest.raises(ValueError, match="not baccarat"):
        rules_from_dict({**rules_to_dict(PUNTO_BANCO), "game": "three_card"})


def test_every_variant_names_a_source_and_what_it_leaves_unknown():
    for rules in VARIANTS.values():
        assert rules.sources
    assert "tie_pays" in get_variant("ez-baccarat").unknown()
    assert "rounding" in PUNTO_BANCO.unknown()
    assert "tie_pays" not in PUNTO_BANCO.unknown()
    with pytest.raises(ValueError, match="unknown baccarat variant"):
        get_variant("chemin-de-fer")


def test_a_table_without_the_main_bets_cannot_be():
    with pytest.raises(ValueError):
        dataclasses.replace(PUNTO_BANCO, offers=(Bet.PLAYER,))
