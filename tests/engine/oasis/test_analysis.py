from __future__ import annotations

import itertools
import json
import random
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

from engine.analysis import kernels
from engine.analysis.tables import FLUSH_OFFSET, value_tables
from engine.cards import CARDS, parse_cards
from engine.errors import CardError, RulesIncomplete
from engine.hands import Category, evaluate, evaluate_many
from engine.oasis.analysis import (
    Choice,
    best_option,
    hand_options,
    options_from_data,
    options_to_data,
    return_table,
    return_table_to_dict,
)
from engine.oasis.analysis.options import OptionValue, option_worth
from engine.oasis.analysis.returns import canonical_hands, table_option_values
from engine.oasis.round import Round, settle
from engine.oasis.variants import (
    BELGIAN,
    CARIBBEAN,
    HELSINKI,
    NICARAGUA,
    ONLINE_BOXES,
    STANDARD,
)

# Brute force: every dealer hand enumerated and valued with ``engine.hands`` alone.


def unknown_cards(hand, up):
    return [c for c in range(52) if c != up and c not in hand]


def dealer_hands(hand, up):
    """Every four-card hidden hand the dealer can hold, and the whole hand's value."""
    hidden = np.array(list(itertools.combinations(unknown_cards(hand, up), 4)), dtype=np.int64)
    values = evaluate_many(np.column_stack([np.full(len(hidden), up), hidden]))
    return hidden, values


def raise_net(rules, player_value, dealer_values, *, switched):
    """The raise's result in antes summed over ``dealer_values``, by the rules of seed 000."""
    qualifies = (dealer_values >> 20) >= Category.ACE_KING
    not_qualified = int((~qualifies).sum())
    wins = int((qualifies & (dealer_values < player_value)).sum())
    losses = int((qualifies & (dealer_values > player_value)).sum())
    odds = rules.raise_odds(player_value.category, switched=switched) if wins else 0
    return not_qualified + wins * (1 + 2 * odds) - 3 * losses


def brute_switch(rules, hand, up, discard):
    """The exact value of switching ``discard`` (then the better of raise and fold, or a
    raise where forced), by enumerating every replacement set and every dealer hand."""
    hidden, values = dealer_hands(hand, up)
    kept = [c for c in hand if c not in discard]
    k = len(discard)
    forced = not rules.fold_after_switch or (k == 5 and rules.full_switch_forces_raise)
    holds = {c: (hidden == c).any(axis=1) for c in unknown_cards(hand, up)}
    total = Fraction(0)
    sets = 0
    for drawn in itertools.combinations(unknown_cards(hand, up), k):
        avoid = ~np.logical_or.reduce([holds[c] for c in drawn])
        player = evaluate([CARDS[c] for c in (*kept, *drawn)])
        count = int(avoid.sum())
        net = raise_net(rules, player, values[avoid], switched=True)
        total += Fraction(net if forced else max(net, -count), count)
        sets += 1
    return total / sets - Fraction(rules.switch_fee(k))


def option(options, choice, discard=()):
    wanted = set(parse_cards(discard) if isinstance(discard, str) else discard)
    (found,) = [o for o in options if o.choice is choice and set(o.discard) == wanted]
    return found


# ---------------------------------------------------------------------------------------
# Tables


def test_dense_values_order_hands_like_evaluate():
    tables = value_tables()
    assert tables.count == 7462
    rng = np.random.default_rng(6)
    hands = np.array([rng.choice(52, 5, replace=False) for _ in range(2000)])
    keys = tables.weights[hands].sum(axis=1)
    suits = hands & 3
    keys[(suits == suits[:, :1]).all(axis=1)] += FLUSH_OFFSET
    dense = tables.key_rank[keys]
    assert (tables.values[dense] == evaluate_many(hands)).all()
    lowest_qualifier = evaluate(parse_cards("As Kd 4c 3h 2s"))
    assert tables.values[tables.qualifying] == lowest_qualifier


def test_canonical_hands_cover_every_hand_once():
    hands, sizes, _ = canonical_hands()
    assert int(sizes.sum()) == 2_598_960
    assert len(hands) == 484_731
    assert set(np.unique(sizes)) <= {1, 2, 3, 6}


def test_dealer_counts_by_inclusion_exclusion_match_enumeration():
    hand, up = parse_cards("2c 7d 9h Js Ks"), parse_cards("Ac")[0]
    tables = value_tables()
    unknown, pair_index, axis, every, single, pair = kernels.hand_tables(
        np.array(hand), up, tables.weights, tables.key_rank, tables.count, True
    )
    hidden, values = dealer_hands(hand, up)
    dense = np.searchsorted(tables.values, values)
    rng = np.random.default_rng(1)
    for k in range(6):
        drawn = np.sort(rng.choice(46, k, replace=False)).astype(np.int64)
        targets = np.sort(rng.choice(tables.count - 1, 10, replace=False)).astype(np.int64)
        below = np.empty(10, dtype=np.int64)
        upto = np.empty(10, dtype=np.int64)
        not_qualified = kernels.dealer_counts(
            drawn, k, targets, 10, tables.qualifying, up, unknown, pair_index, axis, every,
            single, pair, tables.weights, tables.key_rank, below, upto,
        )  # fmt: skip
        avoid = ~np.isin(hidden, unknown[drawn]).any(axis=1)
        assert not_qualified == (dense[avoid] < tables.qualifying).sum()
        for t, target in enumerate(targets):
            assert below[t] == (dense[avoid] < target).sum()
            assert upto[t] == (dense[avoid] <= target).sum()


# ---------------------------------------------------------------------------------------
# One hand


@pytest.mark.parametrize(("rules", "switched"), [(STANDARD, False), (BELGIAN, True)])
def test_brute_force_pays_as_settle_does(rules, switched):
    # The brute force below values dealer hands in bulk; settle is the reference it follows.
    rng = random.Random(2026)
    for _ in range(300):
        cards = [CARDS[c] for c in rng.sample(range(52), 11)]
        player, dealer, spare = tuple(cards[:5]), tuple(cards[5:10]), cards[10]
        round_ = Round(player=player, dealer=dealer)
        if switched:
            round_ = round_.switch(rules, player[:1], (spare,))
        settled = settle(rules, round_.decide(rules, "raise"), ante=1)
        values = evaluate_many([[int(c) for c in dealer]])
        net = raise_net(rules, evaluate(round_.hand), values, switched=switched)
        assert settled.net == net - (1 if switched else 0)


# 163,185 rounds settled, about 2 s: in the slow run. Every day settle is checked against
# the brute force (above), and the brute force against the raise's value over every dealer
# hand (test_random_hands_match_enumeration).
@pytest.mark.slow
def test_raise_value_matches_settling_every_dealer_hand():
    hand, up = parse_cards("As Kd 7c 5h 2s"), parse_cards("Qc")[0]
    total = Decimal(0)
    hands = 0
    for hidden in itertools.combinations(unknown_cards(hand, up), 4):
        round_ = Round(player=hand, dealer=(up, *(CARDS[c] for c in hidden)))
        total += settle(STANDARD, round_.decide(STANDARD, "raise"), ante=1).net
        hands += 1
    assert hands == kernels.ALL_HIDDEN
    options = hand_options(STANDARD, hand, up)
    assert option(options, Choice.RAISE).exact == Fraction(total) / hands
    assert option(options, Choice.FOLD).exact == -1


@pytest.mark.parametrize(
    ("rules", "hand", "up", "discard"),
    [
        (STANDARD, "9h Th Jh Qh 3c", "Ad", "3c"),
        (STANDARD, "As Kd 7c 5h 2s", "Qc", "2s"),
        (BELGIAN, "4c 5c 6c 8c Kd", "8s", "Kd"),
        (BELGIAN, "Jc Js 9d 8h 2c", "2d", "2c"),
    ],
)
def test_one_card_switch_matches_enumeration(rules, hand, up, discard):
    hand, up, discard = parse_cards(hand), parse_cards(up)[0], parse_cards(discard)
    found = option(hand_options(rules, hand, up), Choice.SWITCH, discard)
    assert found.exact == brute_switch(rules, hand, up, discard)
    assert found.expected == float(found.exact)
    assert found.fee == rules.switch_fee(1)


def test_two_card_switch_matches_enumeration_with_a_fee_of_one_and_a_half():
    hand, up = parse_cards("Ts Js Qs 4d 7c"), parse_cards("5h")[0]
    discard = parse_cards("4d 7c")
    found = option(hand_options(ONLINE_BOXES, hand, up), Choice.SWITCH, discard)
    assert found.fee == Decimal("1.5")
    assert found.exact == brute_switch(ONLINE_BOXES, hand, up, discard)


@pytest.mark.parametrize("seed", [11, 12])
def test_random_hands_match_enumeration(seed):
    rng = random.Random(seed)
    cards = rng.sample(range(52), 6)
    hand, up = cards[:5], cards[5]
    discard = (rng.choice(hand),)
    options = hand_options(STANDARD, hand, up)
    found = option(options, Choice.SWITCH, " ".join(str(CARDS[c]) for c in discard))
    assert found.exact == brute_switch(STANDARD, hand, up, discard)
    hidden, values = dealer_hands(hand, up)
    player = evaluate([CARDS[c] for c in hand])
    net = raise_net(STANDARD, player, values, switched=False)
    assert option(options, Choice.RAISE).exact == Fraction(net, len(values))


def test_sampled_switch_lies_within_its_error_of_the_exact_value():
    hand, up = parse_cards("Ah Kh Qh 3c 8d"), parse_cards("9s")[0]
    sampled = hand_options(STANDARD, hand, up)
    exact = hand_options(STANDARD, hand, up, exact_sizes=(1, 2, 3, 4))
    for four in (o for o in exact if len(o.discard) == 4):
        estimate = option(sampled, Choice.SWITCH, four.discard)
        assert estimate.exact is None
        assert estimate.samples == 2000
        assert 0 < estimate.error < 0.1
        assert abs(estimate.expected - float(four.exact)) < 5 * estimate.error


def test_hand_options_list_every_switch_the_variant_allows():
    hand, up = "9h Th Jh Qh 3c", "Ad"
    standard = hand_options(STANDARD, hand, up)
    assert [o.choice for o in standard[:2]] == [Choice.RAISE, Choice.FOLD]
    assert len(standard) == 2 + 31
    assert [len(o.discard) for o in standard[2:]] == sorted(len(o.discard) for o in standard[2:])
    boxes = hand_options(ONLINE_BOXES, hand, up)
    assert len(boxes) == 2 + 5 + 10
    assert {o.fee for o in boxes[2:]} == {Decimal(1), Decimal("1.5")}
    assert [o.choice for o in hand_options(CARIBBEAN, hand, up)] == [Choice.RAISE, Choice.FOLD]


def test_best_option_switches_to_a_straight_flush_draw():
    best = best_option(STANDARD, "9h Th Jh Qh 3c", "Ad")
    assert best.choice is Choice.SWITCH
    assert best.discard == parse_cards("3c")
    assert best.exact > 3


def test_best_option_folds_a_weak_ace_king_against_a_queen():
    assert best_option(STANDARD, "As Kd 7c 5h 2s", "Qc").choice is Choice.FOLD


def test_belgian_switch_always_raises():
    options = hand_options(BELGIAN, "As Kd 7c 5h 2s", "Qc")
    assert {o.raise_probability for o in options if o.choice is Choice.SWITCH} == {1.0}
    standard = option(hand_options(STANDARD, "As Kd 7c 5h 2s", "Qc"), Choice.SWITCH, "2s")
    assert standard.raise_probability < 1
    assert option(options, Choice.SWITCH, "2s").exact < standard.exact


def test_two_card_switch_can_be_the_best_play_at_the_online_table():
    best = best_option(ONLINE_BOXES, "Th Jh Qh 3c 8d", "2s")
    assert best.discard == parse_cards("3c 8d")
    assert best.fee == Decimal("1.5")


def test_five_card_switch_forces_the_raise():
    options = hand_options(STANDARD, "As Kd 7c 5h 2s", "Qc")
    (five,) = [o for o in options if len(o.discard) == 5]
    assert five.raise_probability == 1.0
    assert five.fee == 1


def test_unknown_after_switch_table_leaves_switches_unvalued():
    options = hand_options(NICARAGUA, "9h Th Jh Qh 3c", "Ad")
    switches = [o for o in options if o.choice is Choice.SWITCH]
    assert len(switches) == 31
    assert all(o.expected is None and o.note == "after_switch_table_unknown" for o in switches)
    assert (
        option(options, Choice.RAISE).exact
        == option(hand_options(CARIBBEAN, "9h Th Jh Qh 3c", "Ad"), Choice.RAISE).exact
    )
    assert best_option(NICARAGUA, "9h Th Jh Qh 3c", "Ad").choice is Choice.FOLD


def test_helsinki_values_say_the_dealer_buy_is_left_out():
    options = hand_options(HELSINKI, "9h Th Jh Qh 3c", "Ad")
    assert {o.note for o in options} == {"dealer_buy_left_out"}


@pytest.mark.parametrize(
    ("hand", "up"),
    [("As Kd 7c 5h", "2c"), ("As Kd 7c 5h 2s", "As"), ("As As 7c 5h 2s", "2c"), ("As Kd", "Xx")],
)
def test_hand_options_refuse_impossible_cards(hand, up):
    with pytest.raises(CardError):
        hand_options(STANDARD, hand, up)


@pytest.mark.parametrize("rules", [STANDARD, BELGIAN])
def test_table_kernel_agrees_with_hand_options(rules):
    rng = random.Random(rules.slug)
    up = 4 * rng.randrange(13)  # the table kernel fixes the up card to a club
    for _ in range(3):
        hand = sorted(rng.sample([c for c in range(52) if c != up], 5))
        values = table_option_values(rules, hand, up)
        unit = kernels.UNKNOWN * kernels.ALL_HIDDEN_SWITCHED
        options = hand_options(rules, hand, up)
        stand = max(option(options, Choice.RAISE).exact, Fraction(-1))
        assert Fraction(values[0], unit) == stand
        for i, card in enumerate(hand):
            switch = option(options, Choice.SWITCH, str(CARDS[card]))
            assert Fraction(values[1 + i], unit) == switch.exact


# ---------------------------------------------------------------------------------------
# Return tables


# ``caribbean_return_table`` (tests/conftest.py): ``return_table(CARIBBEAN)`` and the progress
# it reported, computed once a test process.


def test_caribbean_stud_house_edge_is_the_published_one(caribbean_return_table):
    table, _ = caribbean_return_table
    assert table.total_combinations == 2_598_960 * 47 * 163_185
    assert round(float(table.house_edge) * 100, 2) == 5.22
    assert round(float(table.house_edge) * 100, 3) == 5.224
    assert sum(row.probability for row in table.rows) == 1
    assert -sum(row.return_ for row in table.rows) == table.house_edge
    assert table.switch_probability == 0
    assert table.switch_sizes == ()
    assert table.element_of_risk == table.house_edge / table.average_total_bet


def test_caribbean_stud_rows_count_every_combination(caribbean_return_table):
    table, _ = caribbean_return_table
    rows = {row.event: row for row in table.rows}
    assert "win_high_card" not in rows
    assert rows["win_royal_flush"].net == 201
    assert rows["dealer_wins"].net == -3
    assert rows["fold"].net == -1
    assert sum(row.combinations for row in table.rows) == table.total_combinations
    # The player folds only hands below a pair: every raised pair or better is counted.
    raised = sum(r.combinations for r in table.rows if r.event != "fold")
    assert raised > table.total_combinations // 2


def test_return_table_reports_progress_per_up_card_rank(caribbean_return_table):
    _, calls = caribbean_return_table
    assert calls == [(done, 13) for done in range(14)]


def test_return_table_to_dict_is_json(caribbean_return_table):
    table, _ = caribbean_return_table
    data = json.loads(json.dumps(return_table_to_dict(table)))
    assert data["total_combinations"] == 19_933_230_517_200
    assert set(data["rows"][0]) == {
        "event", "switched", "net", "combinations", "probability", "return",
    }  # fmt: skip
    assert all(isinstance(row["combinations"], int) for row in data["rows"])
    assert data["rows"][0] == {
        "event": "win_ace_king",
        "switched": False,
        "net": "3",
        "combinations": table.rows[0].combinations,
        "probability": float(table.rows[0].probability),
        "return": float(table.rows[0].return_),
    }


def test_return_table_refuses_an_unknown_after_switch_table():
    with pytest.raises(RulesIncomplete) as error:
        return_table(NICARAGUA)
    assert error.value.code == "after_switch_table_unknown"


def test_options_kept_as_data_read_back_the_same():
    options = hand_options(STANDARD, "9h Th Jh Qh 3c", "Ad")
    data = json.loads(json.dumps(options_to_data(options)))
    assert options_from_data(data) == list(options)


def test_option_worth_is_the_exact_value_where_known_else_the_estimate():
    exact = OptionValue(choice=Choice.RAISE, expected=0.5, exact=Fraction(1, 3))
    estimated = OptionValue(choice=Choice.RAISE, expected=0.25)

    assert option_worth(exact) == Fraction(1, 3)
    assert option_worth(estimated) == 0.25


def test_option_worth_refuses_an_option_that_could_not_be_valued():
    unknown = OptionValue(choice=Choice.SWITCH, note="the house's after-switch table is unknown")

    with pytest.raises(RulesIncomplete, match="after-switch table is unknown"):
        option_worth(unknown)
