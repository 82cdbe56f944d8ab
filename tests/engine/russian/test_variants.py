from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.russian.rules import AntePays, DealerDiscards, InsuranceLimit
from engine.russian.variants import (
    BET_PAYS,
    CAMPIONE_ITALIA,
    CLASSIC,
    CORONA_PHU_QUOC,
    LUNAR,
    VARIANTS,
    get_variant,
)


def test_every_variant_names_its_sources():
    for rules in VARIANTS.values():
        assert rules.sources
        for source in rules.sources:
            assert source.title
            assert source.url.startswith(("http://", "https://"))


def test_every_variant_has_a_one_ante_draw_and_buy_of_the_game():
    for rules in VARIANTS.values():
        assert rules.draw_fees == (Decimal(1),)
        assert rules.buy_game_fee == Decimal(1)
        assert rules.sixth_card
        assert not rules.exchange_and_sixth


def test_the_standard_pay_table():
    assert [BET_PAYS[c] for c in sorted(BET_PAYS, reverse=True)] == [
        100,
        50,
        20,
        7,
        5,
        4,
        3,
        2,
        1,
        1,
    ]


def test_classic_rules():
    assert CLASSIC.exchange_counts == frozenset({1, 2, 3, 4, 5})
    assert CLASSIC.ante_on_win is AntePays.RETURNED
    assert CLASSIC.dealer_discards is DealerDiscards.HIGHEST
    assert CLASSIC.redraw_same_rank is True
    assert CLASSIC.same_ranks_second is True
    assert CLASSIC.insurance.limit is InsuranceLimit.HALF_POTENTIAL_WIN
    assert CLASSIC.unknown() == ()


def test_corona_rules_and_what_its_page_does_not_say():
    assert CORONA_PHU_QUOC.exchange_counts == frozenset({2, 3, 4, 5})
    assert CORONA_PHU_QUOC.redraw_same_rank is False
    assert CORONA_PHU_QUOC.dealer_discards is DealerDiscards.HIGHEST
    assert set(CORONA_PHU_QUOC.unknown()) == {
        "bet_pays",
        "ante_on_win",
        "ante_after_bought_no_game",
        "two_combinations",
        "same_ranks_second",
        "insurance.limit",
        "insurance.returned_unless_won",
    }


def test_lunar_poker_returns_the_ante_on_a_win_and_exchanges_two_to_five():
    assert LUNAR.ante_on_win is AntePays.RETURNED
    assert LUNAR.exchange_counts == frozenset({2, 3, 4, 5})
    assert LUNAR.insurance.limit is InsuranceLimit.POTENTIAL_WIN
    assert "redraw_same_rank" in LUNAR.unknown()


def test_campione_returns_the_ante_on_a_win_and_has_not_said_which_card_is_changed():
    assert CAMPIONE_ITALIA.ante_on_win is AntePays.RETURNED
    assert CAMPIONE_ITALIA.exchange_counts == frozenset({1, 2, 3, 4, 5})
    assert "dealer_discards" in CAMPIONE_ITALIA.unknown()


def test_no_variant_has_a_maximum_payout_until_the_table_enters_one():
    assert all(rules.max_payout is None for rules in VARIANTS.values())
    assert "max_payout" not in dataclasses.replace(CLASSIC).unknown()


def test_get_variant_names_the_known_slugs():
    assert get_variant("corona") is CORONA_PHU_QUOC
    with pytest.raises(ValueError, match="classic, corona, lunar, campione"):
        get_variant("moscow")
