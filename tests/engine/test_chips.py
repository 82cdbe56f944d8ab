"""Paying in chips: fewest chips by exact search (never largest-first), colour for colour,
the roulette way, the house's raise to an amount its chips make, colouring up and change."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.chips import (
    US_CHIPS,
    US_CHIPS_WITH_20,
    Chip,
    ChipSet,
    PayReason,
    Policy,
    change,
    colour_for_colour,
    colour_up,
    count,
    fewest,
    pay,
    payable,
    roulette_way,
)
from engine.errors import BadAmount, ChipError


def chips(*values: str | int) -> tuple[Decimal, ...]:
    return tuple(Decimal(value) for value in values)


def chip_set(*values: str | int, currency: str = "USD", **house: object) -> ChipSet:
    return ChipSet(
        currency,
        tuple(Chip(Decimal(value), "#123456", f"chip {value}") for value in values),
        **house,
    )


def largest_first(values: Sequence[Decimal], amount: Decimal) -> tuple[Decimal, ...] | None:
    """What a dealer who takes the largest chip that fits, again and again, would pay."""
    paid = []
    for value in values:
        while amount >= value:
            paid.append(value)
            amount -= value
    return tuple(paid) if amount == 0 else None


def fewest_by_brute_force(values: Sequence[int], amount: int) -> int | None:
    """Every combination of chips worth ``amount``, tried one by one: the fewest count."""
    best: int | None = None

    def walk(index: int, left: int, used: int) -> None:
        nonlocal best
        if left == 0:
            best = used if best is None else min(best, used)
            return
        if index == len(values):
            return
        for many in range(left // values[index] + 1):
            walk(index + 1, left - many * values[index], used + many)

    walk(0, amount, 0)
    return best


# A set of the common US colours with the baccarat 20 but no pink: whole dollars only, so
# largest-first always finds a way and the only question is whether it is the fewest.
US_WITH_20_NO_PINK = dataclasses.replace(
    US_CHIPS_WITH_20,
    chips=tuple(chip for chip in US_CHIPS_WITH_20.chips if chip.value != Decimal("2.50")),
)


# -- the sets ------------------------------------------------------------------------------


def test_us_chips_are_the_published_common_colours():
    assert [(str(chip.value), chip.label) for chip in US_CHIPS.chips] == [
        ("5000", "grey"),
        ("1000", "orange"),
        ("500", "purple"),
        ("100", "black"),
        ("25", "green"),
        ("5", "red"),
        ("2.50", "pink"),
        ("1", "white"),
    ]
    assert US_CHIPS.currency == "USD"
    assert US_CHIPS_WITH_20.chip(Decimal(20)).label == "yellow"
    assert set(US_CHIPS_WITH_20.values) - set(US_CHIPS.values) == {Decimal(20)}


def test_chip_set_keeps_its_chips_largest_first():
    assert chip_set(1, 25, 5).values == chips(25, 5, 1)
    assert chip_set(1, 25, 5).smallest.value == 1


def test_chip_set_refuses_no_chips():
    with pytest.raises(ChipError) as refused:
        ChipSet("USD", ())
    assert refused.value.code == "empty_chip_set"


def test_chip_set_refuses_a_value_given_twice():
    with pytest.raises(ChipError) as refused:
        chip_set(5, 25, "5.00")
    assert refused.value.code == "chip_repeated"
    assert refused.value.params["value"] == 5


def test_chip_set_refuses_a_currency_that_is_not_a_code():
    with pytest.raises(ChipError) as refused:
        chip_set(1, currency="dollars")
    assert refused.value.code == "bad_currency"


@pytest.mark.parametrize("colour", ["red", "#12345", "#1234567", "#gggggg", "123456"])
def test_chip_refuses_a_colour_not_written_rrggbb(colour):
    with pytest.raises(ChipError) as refused:
        Chip(Decimal(5), colour, "red")
    assert refused.value.code == "bad_colour"


def test_chip_refuses_a_value_of_zero_or_a_float():
    with pytest.raises(ChipError) as refused:
        Chip(Decimal(0), "#ffffff", "nothing")
    assert refused.value.code == "chip_not_positive"
    with pytest.raises(BadAmount) as not_exact:
        Chip(2.5, "#ffffff", "pink")
    assert not_exact.value.code == "not_a_number"


def test_round_step_is_a_hundred_of_the_smallest_chips():
    assert US_CHIPS.round_step == 100
    assert chip_set(10_000, 1_000_000, currency="VND").round_step == 1_000_000


# -- fewest ------------------------------------------------------------------------------


def test_largest_first_is_not_fewest_for_forty_with_a_20():
    assert largest_first(US_WITH_20_NO_PINK.values, Decimal(40)) == chips(25, 5, 5, 5)
    assert fewest(US_WITH_20_NO_PINK, Decimal(40)) == chips(20, 20)


def test_largest_first_is_not_fewest_for_a_quarter_of_amounts_with_a_20():
    worse = [
        amount
        for amount in range(1, 101)
        if len(largest_first(US_WITH_20_NO_PINK.values, Decimal(amount)) or ())
        > len(fewest(US_WITH_20_NO_PINK, Decimal(amount)))
    ]
    assert len(worse) == 25
    assert 40 in worse and 90 in worse  # 90 = 25 + 25 + 20 + 20, not 25 × 3 + 5 × 3


def test_largest_first_cannot_even_make_three_dollars_past_the_pink():
    # 2.50 first leaves 0.50, which no chip makes: three whites do it.
    assert largest_first(US_CHIPS.values, Decimal(3)) is None
    assert fewest(US_CHIPS, Decimal(3)) == chips(1, 1, 1)


def test_fewest_pays_a_blackjack_on_a_red_with_the_pink():
    assert fewest(US_CHIPS, Decimal("7.50")) == chips(5, "2.50")


def test_fewest_takes_the_larger_chips_of_two_ways_as_few():
    # 4 is 3 + 1 or 2 + 2: two chips either way, and the 3 is the larger chip.
    assert fewest(chip_set(1, 2, 3), Decimal(4)) == chips(3, 1)
    assert fewest(US_CHIPS_WITH_20, Decimal(45)) == chips(25, 20)


def test_fewest_of_nothing_is_no_chips():
    assert fewest(US_CHIPS, Decimal(0)) == ()


def test_fewest_refuses_an_amount_finer_than_the_chips():
    with pytest.raises(ChipError) as refused:
        fewest(US_CHIPS, Decimal("0.50"))
    assert refused.value.code == "not_makeable"
    assert refused.value.params == {"amount": Decimal("0.50"), "currency": "USD"}


def test_fewest_refuses_an_amount_of_whole_units_the_chips_cannot_make():
    # The unit of 20 and 25 is 5, yet 5, 10, 15, 30 and 35 have no way.
    twenties = chip_set(20, 25)
    for amount in (5, 10, 15, 30, 35):
        with pytest.raises(ChipError, match="cannot make"):
            fewest(twenties, Decimal(amount))
    assert fewest(twenties, Decimal(65)) == chips(25, 20, 20)


@pytest.mark.parametrize(
    ("amount", "code"), [(-5, "negative"), (2.5, "not_a_number"), ("5", "not_a_number")]
)
def test_fewest_refuses_what_is_not_an_amount(amount, code):
    with pytest.raises(BadAmount) as refused:
        fewest(US_CHIPS, amount)
    assert refused.value.code == code


def test_fewest_of_a_million_units_is_exact():
    # 999,999 units of 0.50: 99 greys, 4 oranges, a purple, 4 blacks, 3 greens, and 24.50
    # as 4 reds, a pink and 2 whites (its 0.50 needs a pink; 3 pinks would cost a chip).
    paid = fewest(US_CHIPS, Decimal("499999.50"))
    assert count(paid) == Decimal("499999.50")
    assert paid == (
        chips(*[5000] * 99, *[1000] * 4, 500, *[100] * 4, *[25] * 3, *[5] * 4, "2.50", 1, 1)
    )


def fewest_counts(values: Sequence[int], top: int) -> list[int | None]:
    """How few chips make each amount 0..top, amount by amount from the smaller ones."""
    counts: list[int | None] = [0]
    for amount in range(1, top + 1):
        ways = [counts[amount - v] for v in values if v <= amount]
        known = [way for way in ways if way is not None]
        counts.append(min(known) + 1 if known else None)
    return counts


def found_count(chip_set: ChipSet, amount: int) -> int | None:
    try:
        return len(fewest(chip_set, Decimal(amount)))
    except ChipError:
        return None


def test_fewest_past_the_exact_table_agrees_with_the_whole_search():
    # Past its bound the search lays the largest chips first; a set whose bound is small
    # (88 units: at most 8 sevens and 8 fours beside the 9s) checks that shortcut against a
    # search of every amount. 91 is 7 nines and 7 fours: 11 chips, not 13 sevens.
    counts = fewest_counts((9, 7, 4), 400)
    assert [found_count(chip_set(9, 7, 4), amount) for amount in range(401)] == counts
    assert counts[91] == 11


@settings(max_examples=60, deadline=None)
@given(values=st.lists(st.integers(1, 12), min_size=1, max_size=4, unique=True))
def test_fewest_past_the_exact_table_agrees_for_any_small_set(values):
    counts = fewest_counts(values, 300)
    small = chip_set(*values)
    assert [found_count(small, amount) for amount in range(0, 301, 7)] == counts[::7]


@settings(max_examples=150, deadline=None)
@given(
    values=st.lists(st.integers(1, 30), min_size=1, max_size=4, unique=True),
    amount=st.integers(0, 60),
    cents=st.booleans(),
)
def test_fewest_is_never_beaten_by_another_combination(values, amount, cents):
    # The same in a set of whole cents (a 2.50 beside a 5): the unit is the gcd, not 1.
    scale = Decimal("0.5") if cents else Decimal(1)
    small = chip_set(*(value * scale for value in values))
    best = fewest_by_brute_force(sorted(values, reverse=True), amount)
    if best is None:
        with pytest.raises(ChipError):
            fewest(small, amount * scale)
        return
    paid = fewest(small, amount * scale)
    assert len(paid) == best
    assert count(paid) == amount * scale
    assert list(paid) == sorted(paid, reverse=True)
    assert set(paid) <= set(small.values)


# -- colour for colour -------------------------------------------------------------------


def test_colour_for_colour_pays_three_reds_with_three_reds_at_1_to_1():
    assert colour_for_colour(US_CHIPS_WITH_20, Decimal(15), chips(5, 5, 5)) == chips(5, 5, 5)
    # Where fewest differs: a green and three reds are paid so, not as two yellow 20s.
    bet = chips(25, 5, 5, 5)
    assert colour_for_colour(US_CHIPS_WITH_20, Decimal(40), bet) == bet
    assert fewest(US_CHIPS_WITH_20, Decimal(40)) == chips(20, 20)


def test_colour_for_colour_pays_two_reds_at_3_to_2_in_three_reds():
    assert colour_for_colour(US_CHIPS, Decimal(15), chips(5, 5)) == chips(5, 5, 5)


def test_colour_for_colour_pays_a_green_at_3_to_2_a_green_and_the_rest_fewest():
    assert colour_for_colour(US_CHIPS, Decimal("37.50"), chips(25)) == chips(25, 5, 5, "2.50")


def test_colour_for_colour_pays_each_bet_chip_as_many_times_as_the_odds():
    # A red at 6 to 1 (30) is six reds; two greens at 2 to 1 (100) are four greens.
    assert colour_for_colour(US_CHIPS, Decimal(30), chips(5)) == chips(5, 5, 5, 5, 5, 5)
    assert colour_for_colour(US_CHIPS, Decimal(100), chips(25, 25)) == chips(25, 25, 25, 25)


def test_colour_for_colour_pays_no_more_of_a_colour_than_the_odds_take():
    # A green and a red at 1 to 1 (30): one green, one red, never six reds.
    assert colour_for_colour(US_CHIPS, Decimal(30), chips(25, 5)) == chips(25, 5)
    # A red at 1 to 1 paid 7.50 after a raise: one red, and the 2.50 fewest.
    assert colour_for_colour(US_CHIPS, Decimal("7.50"), chips(5)) == chips(5, "2.50")


def test_colour_for_colour_gives_up_a_bet_chip_that_would_leave_a_rest_it_cannot_make():
    # In a set of 20s and 25s a 25 in 40 leaves 15, which no chip makes: 20 + 20 instead.
    assert colour_for_colour(chip_set(20, 25), Decimal(40), chips(25)) == chips(20, 20)


def test_colour_for_colour_without_bet_chips_is_fewest():
    assert colour_for_colour(US_CHIPS_WITH_20, Decimal(40), ()) == chips(20, 20)


def test_colour_for_colour_refuses_a_bet_chip_not_of_the_set():
    with pytest.raises(ChipError) as refused:
        colour_for_colour(US_CHIPS, Decimal(40), chips(20, 20))
    assert refused.value.code == "not_a_chip"


# -- the roulette way --------------------------------------------------------------------


def test_roulette_way_pays_hundreds_in_large_chips_and_the_odd_part_in_small():
    assert roulette_way(US_CHIPS, Decimal(1275)) == chips(1000, 100, 100, 25, 25, 25)


def test_roulette_way_keeps_hundreds_apart_where_fewest_would_mix_them():
    # With a 250 chip, fewest pays 275 as 250 + 25; the roulette way as 100 + 100 and 75.
    euro = chip_set(1, 5, 25, 100, 250, currency="EUR")
    assert fewest(euro, Decimal(275)) == chips(250, 25)
    assert roulette_way(euro, Decimal(275)) == chips(100, 100, 25, 25, 25)


def test_roulette_way_pays_fewest_when_a_part_has_no_chips_of_its_own():
    # No chip of 100 or more makes 200: the whole of 275 is paid fewest.
    assert roulette_way(chip_set(1, 5, 25, 250), Decimal(275)) == chips(250, 25)


def test_roulette_way_counts_a_vnd_set_in_millions():
    vnd = chip_set(10_000, 50_000, 100_000, 500_000, 1_000_000, currency="VND")
    assert roulette_way(vnd, Decimal(2_650_000)) == chips(
        1_000_000, 1_000_000, 500_000, 100_000, 50_000
    )


# -- payable -----------------------------------------------------------------------------


def test_payable_pays_an_amount_the_chips_make_as_it_is():
    assert payable(US_CHIPS, Decimal("7.50"), raise_to_makeable=False).reason is PayReason.EXACT


def test_payable_raises_an_amount_to_the_next_the_chips_make_where_the_house_says_so():
    due = payable(US_CHIPS, Decimal("7.25"), raise_to_makeable=True)
    assert (due.asked, due.paid, due.raised) == (Decimal("7.25"), Decimal("7.50"), True)
    # 30 and 35 have no way in 20s and 25s: the next is 40.
    assert payable(chip_set(20, 25), Decimal(30), raise_to_makeable=True).paid == 40
    assert payable(chip_set(20, 25), Decimal(1), raise_to_makeable=True).paid == 20


def test_payable_refuses_an_amount_the_chips_cannot_make_where_the_house_does_not_raise():
    with pytest.raises(ChipError) as refused:
        payable(US_CHIPS, Decimal("7.25"), raise_to_makeable=False)
    assert refused.value.code == "not_makeable"


# -- colour up, change, count ------------------------------------------------------------


def test_colour_up_gives_the_fewest_chips_of_the_same_total():
    assert colour_up(US_CHIPS, chips(*[25] * 4, 5, 5, 5)) == chips(100, 5, 5, 5)
    assert colour_up(US_CHIPS_WITH_20, chips(25, 5, 5, 5)) == chips(20, 20)


def test_colour_up_refuses_a_chip_not_of_the_set():
    with pytest.raises(ChipError) as refused:
        colour_up(US_CHIPS, chips(20))
    assert refused.value.code == "not_a_chip"


def test_change_gives_the_next_chips_down_by_default():
    assert change(US_CHIPS, Decimal(100)) == chips(25, 25, 25, 25)
    assert change(US_CHIPS, Decimal(1000)) == chips(500, 500)
    assert change(US_CHIPS, Decimal(5)) == chips("2.50", "2.50")


def test_change_pays_what_the_next_chip_leaves_in_the_chips_below_it():
    assert change(US_CHIPS_WITH_20, Decimal(25)) == chips(20, 5)
    assert change(US_CHIPS, Decimal(500), into=Decimal(25)) == chips(*[25] * 20)


def test_change_into_a_chip_named():
    assert change(US_CHIPS, Decimal(5), into=Decimal(1)) == chips(1, 1, 1, 1, 1)


@pytest.mark.parametrize(
    ("chip", "into", "code"),
    [
        ("2.50", 1, "no_change"),  # whites cannot make the half
        (1, None, "no_smaller_chip"),
        (25, 100, "not_smaller"),
        (25, 20, "not_a_chip"),
        (20, None, "not_a_chip"),
    ],
)
def test_change_refuses_with_the_reason(chip, into, code):
    with pytest.raises(ChipError) as refused:
        change(US_CHIPS, Decimal(chip), into=None if into is None else Decimal(into))
    assert refused.value.code == code


def test_count_is_the_total_of_the_chips():
    assert count(chips(100, 25, 25, "2.50")) == Decimal("152.50")
    assert count(()) == 0


# -- pay ---------------------------------------------------------------------------------


def test_pay_cuts_by_the_policy_asked():
    bet = chips(25, 5, 5, 5)
    assert pay(US_CHIPS_WITH_20, Policy.FEWEST, Decimal(40), bet).chips == chips(20, 20)
    assert pay(US_CHIPS_WITH_20, Policy.COLOUR_FOR_COLOUR, Decimal(40), bet).chips == bet
    euro = chip_set(1, 5, 25, 100, 250, currency="EUR")
    assert pay(euro, Policy.ROULETTE, Decimal(275)).chips == chips(100, 100, 25, 25, 25)


def test_pay_raises_the_amount_where_the_set_says_the_house_does():
    raising = dataclasses.replace(US_CHIPS, raise_to_makeable=True)
    payout = pay(raising, Policy.FEWEST, Decimal("7.25"))
    assert (payout.paid, payout.reason, payout.chips) == (
        Decimal("7.50"),
        PayReason.RAISED,
        chips(5, "2.50"),
    )
    with pytest.raises(ChipError, match="cannot make 7.25"):
        pay(US_CHIPS, Policy.FEWEST, Decimal("7.25"))


def test_pay_takes_a_policy_by_its_stored_name():
    assert pay(US_CHIPS, "roulette", Decimal(1275)).chips == roulette_way(US_CHIPS, Decimal(1275))
