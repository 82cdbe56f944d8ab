"""The full Oasis Poker return tables against the published figures (about 20 s each)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.oasis.analysis import Choice, hand_options, return_table
from engine.oasis.variants import BELGIAN, GALEWIND, STANDARD

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def belgian():
    return return_table(BELGIAN)


@pytest.fixture(scope="module")
def standard():
    return return_table(STANDARD)


def test_belgian_rules_reproduce_seed_001(belgian):
    assert belgian.total_combinations == 837_195_681_722_400
    assert sum(row.combinations for row in belgian.rows) == belgian.total_combinations
    # The seed's bottom-right cell: -0.019476.
    assert round(-float(belgian.house_edge), 6) == -0.019476
    assert round(float(belgian.element_of_risk) * 100, 2) == 0.87
    assert round(float(belgian.switch_probability) * 100, 2) == 7.03
    # The seed prints an average total bet of 2.34; its own 1.95 % / 0.87 % says 2.24, and
    # the exact figure is 2.23.
    assert round(float(belgian.average_total_bet), 2) == 2.23


def test_belgian_rules_never_fold_after_a_switch(belgian):
    events = {(row.event, row.switched) for row in belgian.rows}
    assert ("fold", True) not in events
    assert ("fold", False) in events
    assert belgian.switch_sizes == (1,)
    switched = {row.event: row.net for row in belgian.rows if row.switched}
    assert switched["dealer_wins"] == -4
    assert switched["win_royal_flush"] == 200


def test_standard_rules_optimal_edge_is_at_most_seed_000s(standard, belgian):
    assert standard.total_combinations == 837_195_681_722_400
    assert standard.house_edge <= Fraction(104, 10_000)
    assert standard.house_edge < belgian.house_edge
    assert standard.switch_probability > belgian.switch_probability
    assert any(row.event == "fold" and row.switched for row in standard.rows)


def test_galewind_full_house_at_6_to_1_costs_the_player(standard):
    galewind = return_table(GALEWIND)
    assert galewind.house_edge > standard.house_edge
    assert galewind.switch_probability == standard.switch_probability


def test_switching_all_five_beats_folding_junk_against_a_two():
    # Seeds 000 and 001 say never to switch more than one card; at a fee of one ante the
    # five-card switch is worth more than the fold here (exactly enumerated, about 5 s).
    options = hand_options(STANDARD, "Ah Kh 3c 4d 8s", "2s", exact_sizes=(1, 2, 3, 4, 5))
    (five,) = [o for o in options if len(o.discard) == 5]
    best_other = max(o.exact for o in options if len(o.discard) < 5)
    assert best_other == -1
    assert five.choice is Choice.SWITCH
    assert -0.968 < five.exact < -0.967
