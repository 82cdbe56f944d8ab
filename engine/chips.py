"""Paying in chips: a casino's chip set as a value, and the ways a dealer cuts a payout.

A chip set is data: its currency, its chips (value, colour, label), the house's pay policy
and whether the house raises a payout its chips cannot make. Every amount is an exact
``Decimal``; chips are given and returned as their values, a multiset, largest first.

"Fewest chips" is an exact search, never largest-first. With a 20 chip beside the 25,
largest-first pays 40 as 25 + 5 + 5 + 5 where 20 + 20 is two chips. The search is a dynamic
program over the amount counted in units of the greatest common divisor of the chips'
values (0.50 for a set with 1, 2.50 and 5). Past a bound it lays the largest chips first,
and that is exact too. With the largest chip L units and a smaller one c, L / gcd(L, c)
chips of c are worth c / gcd(L, c) largest chips, fewer chips: so a fewest payout holds at
most L / gcd(L, c) - 1 of each smaller chip, and the smaller chips of a fewest payout are
worth at most the sum of (L / gcd(L, c) - 1) × c units. Beyond that, whatever the smaller
chips make, the rest is largest chips; so the table the search fills stays small (under
80,000 units for the US colours) whatever the amount.
Of two payouts with as few chips, the one with larger chips is returned: compared largest
chip first, then the next.

The published US colours (``US_CHIPS``, ``US_CHIPS_WITH_20``) are the Gambling
Dictionary's "generally accepted denominations and their colors" ("Chip",
http://gamblingdictionary.com/C_Terms/term_226.htm): $1 white, $2.50 pink, $5 red, $20
yellow, $25 green, $100 black, $500 purple, $1,000 orange, $5,000 gray. Wikipedia's "Casino
token" (https://en.wikipedia.org/wiki/Casino_token) gives the common scheme of US casinos
and the 20's use: "$20 chips are used mostly at baccarat and pai gow poker because a 5%
commission ... converts evenly", so the 20 is a set of its own. Houses differ above $500:
"$1,000s are typically yellow ... But I've seen $1,000s in orange" (a Las Vegas pit
supervisor, Las Vegas Advisor, "Gambling chip colors", 13 October 2020,
https://www.lasvegasadvisor.com/question/gambling-chip-colors); orange is kept here. The
sources name colours, not shades: the hex values are this module's choice of a
recognisable shade for each, for drawing the chips.
"""

from __future__ import annotations

import enum
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal

import numpy as np
from numpy.typing import NDArray

from engine.errors import BadAmount, ChipError

# The most units the search's table may hold: a million takes milliseconds and 16 MB of
# counts. Past this a set's chips are too fine for its largest chip (the table is sized by
# them, not by the amount), and the search refuses rather than take the memory.
MAX_UNITS = 2_000_000
# A round amount is a hundred of the table's smallest chips (see ``roulette_way``).
ROUND_STEP_IN_SMALLEST_CHIPS = 100

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_CURRENCY = re.compile(r"[A-Z]{3}")
# Counts of chips above this mean "no way to make the amount"; far below int64's overflow.
_UNREACHABLE = 2**62
_REACHABLE_BELOW = 2**61

Chips = tuple[Decimal, ...]


def _amount(value: object, *, name: str = "amount") -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (Decimal, int)):
        raise BadAmount(f"{name} must be a Decimal, not {value!r}", code="not_a_number", field=name)
    amount = Decimal(value)
    if not amount.is_finite():
        raise BadAmount(f"{name} must be a finite number", code="not_finite", field=name)
    if amount < 0:
        raise BadAmount(f"{name} must be zero or more", code="negative", field=name)
    return amount


class Policy(enum.StrEnum):
    """How a house's dealers cut a payout from the rack."""

    FEWEST = "fewest"
    COLOUR_FOR_COLOUR = "colour_for_colour"
    ROULETTE = "roulette"


class PayReason(enum.StrEnum):
    """Why a payout is the amount paid: the chips make it, or the house raised it to them."""

    EXACT = "exact"
    RAISED = "raised"


@dataclass(frozen=True, slots=True)
class Chip:
    """One denomination of a set: its value, its colour as ``#rrggbb``, its label."""

    value: Decimal
    colour: str
    label: str

    def __post_init__(self) -> None:
        value = _amount(self.value, name="a chip's value")
        if value == 0:
            raise ChipError(
                "a chip's value must be more than zero", code="chip_not_positive", value=value
            )
        object.__setattr__(self, "value", value)
        if not isinstance(self.colour, str) or not _COLOUR.fullmatch(self.colour):
            raise ChipError(
                f"a chip's colour is written #rrggbb, not {self.colour!r}",
                code="bad_colour",
                colour=self.colour,
            )


@dataclass(frozen=True, slots=True)
class ChipSet:
    """A casino's chips: currency (ISO 4217 code), chips (kept largest first), the house's
    pay policy and whether it raises a payout its chips cannot make to one they can.

    Raises ``ChipError`` for a set without chips, a value given twice or a currency that is
    not three capital letters.
    """

    currency: str
    chips: tuple[Chip, ...]
    policy: Policy = Policy.FEWEST
    raise_to_makeable: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.currency, str) or not _CURRENCY.fullmatch(self.currency):
            raise ChipError(
                f"a currency is its three-letter code, like USD or VND, not {self.currency!r}",
                code="bad_currency",
                currency=self.currency,
            )
        chips = tuple(sorted(self.chips, key=lambda chip: chip.value, reverse=True))
        if not chips:
            raise ChipError("a chip set needs at least one chip", code="empty_chip_set")
        repeated = sorted(
            value for value, times in Counter(chip.value for chip in chips).items() if times > 1
        )
        if repeated:
            raise ChipError(
                f"each value is one chip of the set: {repeated[0]} is given twice",
                code="chip_repeated",
                value=repeated[0],
            )
        object.__setattr__(self, "chips", chips)
        object.__setattr__(self, "policy", Policy(self.policy))

    @property
    def values(self) -> Chips:
        """The chips' values, largest first."""
        return tuple(chip.value for chip in self.chips)

    @property
    def smallest(self) -> Chip:
        return self.chips[-1]

    @property
    def round_step(self) -> Decimal:
        """A hundred of the smallest chips: 100 with a 1 chip, 1,000,000 with a 10,000."""
        return self.smallest.value * ROUND_STEP_IN_SMALLEST_CHIPS

    def chip(self, value: Decimal) -> Chip:
        """The set's chip of ``value``; ``ChipError`` (``not_a_chip``) if it has none."""
        for chip in self.chips:
            if chip.value == value:
                return chip
        raise ChipError(
            f"the {self.currency} set has no chip of {value}",
            code="not_a_chip",
            value=value,
            currency=self.currency,
        )


@dataclass(frozen=True, slots=True)
class Payable:
    """A payout as the house pays it: what was asked, what is paid, and why."""

    asked: Decimal
    paid: Decimal
    reason: PayReason

    @property
    def raised(self) -> bool:
        return self.reason is PayReason.RAISED


@dataclass(frozen=True, slots=True)
class Payout:
    """``pay``'s answer: the amount asked, the amount paid and why, the chips paid."""

    asked: Decimal
    paid: Decimal
    reason: PayReason
    chips: Chips


def _chips(
    currency: str, rows: Iterable[tuple[str, str, str]], policy: Policy = Policy.FEWEST
) -> ChipSet:
    return ChipSet(
        currency=currency,
        chips=tuple(Chip(Decimal(value), colour, label) for value, colour, label in rows),
        policy=policy,
    )


_US_ROWS = (
    ("1", "#f5f5f0", "white"),
    ("2.50", "#f4a6c1", "pink"),
    ("5", "#c8102e", "red"),
    ("25", "#1e7b34", "green"),
    ("100", "#1a1a1a", "black"),
    ("500", "#6a2c91", "purple"),
    ("1000", "#f28c28", "orange"),
    ("5000", "#8c8c8c", "grey"),
)
US_CHIPS = _chips("USD", _US_ROWS)
"""The common US colours (sources in the module's docstring), paid fewest."""

US_CHIPS_WITH_20 = _chips("USD", (*_US_ROWS, ("20", "#f2c500", "yellow")))
"""The common US colours with the yellow 20 of the baccarat tables (the module's sources)."""


def count(chips: Iterable[Decimal]) -> Decimal:
    """The total of a multiset of chips.

    >>> count([Decimal(25), Decimal(5), Decimal("2.50")])
    Decimal('32.50')
    """
    return sum(chips, Decimal(0))


def fewest(chip_set: ChipSet, amount: Decimal) -> Chips:
    """The fewest chips of the set that make ``amount`` exactly, largest first.

    Of two ways with as few chips, the one with larger chips (compared from the largest
    down). Raises ``ChipError`` (``not_makeable``) when the chips cannot make the amount,
    ``BadAmount`` for an amount that is not a finite ``Decimal`` (or ``int``) of zero or more.

    >>> fewest(US_CHIPS_WITH_20, Decimal(40))
    (Decimal('20'), Decimal('20'))
    >>> fewest(US_CHIPS, Decimal("37.50"))
    (Decimal('25'), Decimal('5'), Decimal('5'), Decimal('2.50'))
    >>> fewest(US_CHIPS, Decimal("0.50"))
    Traceback (most recent call last):
    engine.errors.ChipError: the USD chips cannot make 0.50 exactly
    """
    amount = _amount(amount)
    return _made(chip_set, _Solver(chip_set.values, amount), amount)


def colour_for_colour(chip_set: ChipSet, amount: Decimal, bet_chips: Sequence[Decimal]) -> Chips:
    """``amount`` paid in the bet's own chips where it can be, the rest fewest.

    The rule: with the payout ``m`` times the bet rounded up (1 at 1 to 1, 2 at 3 to 2), each
    of the bet's values, largest first, is paid as many times as the bet holds it times
    ``m``, fewer where the payout has no room for them or where what is left could no
    longer be made exactly; what is left is paid fewest. So a bet of three red 5s is paid
    three red 5s at 1 to 1, two reds are paid three reds at 3 to 2, and a green 25 at 3 to 2
    is paid a green and 12.50 fewest. No bet chips: the whole payout fewest.

    Raises ``ChipError`` for a bet chip not of the set (``not_a_chip``) or an amount the set
    cannot make (``not_makeable``); ``BadAmount`` for an amount that is not one.

    >>> reds = [Decimal(5)] * 3
    >>> colour_for_colour(US_CHIPS_WITH_20, Decimal(15), reds) == tuple(reds)
    True
    >>> colour_for_colour(US_CHIPS, Decimal("37.50"), [Decimal(25)])
    (Decimal('25'), Decimal('5'), Decimal('5'), Decimal('2.50'))
    """
    amount = _amount(amount)
    bet = _of_set(chip_set, bet_chips)
    solver = _Solver(chip_set.values, amount)
    whole = _made(chip_set, solver, amount)  # refuses an amount the set cannot make
    if not bet:
        return whole
    times = int((amount / count(bet)).to_integral_value(rounding=ROUND_CEILING))
    held = Counter(bet)
    left = solver.units_of(amount)
    assert left is not None  # made above
    paid: list[Decimal] = []
    for value in sorted(held, reverse=True):
        step = solver.units_of(value)
        assert step is not None  # a chip of the set is a whole number of units
        many = min(held[value] * times, left // step)
        while many and solver.fewest(left - many * step) is None:
            many -= 1
        paid += [value] * many
        left -= many * step
    rest = solver.make(left)
    assert rest is not None  # each value was kept only while the rest stayed makeable
    return tuple(sorted((*paid, *rest), reverse=True))


def roulette_way(chip_set: ChipSet, amount: Decimal) -> Chips:
    """``amount`` as a roulette dealer cuts it: the round part in large chips, the odd part
    in small ones.

    The rule: the round step is a hundred of the set's smallest chips (``round_step``: 100
    with a 1 chip). The odd part is what is left of ``amount`` below a whole number of
    steps (75 of 1,275); it is paid fewest in the chips worth less than the step. The round
    part (1,200 of 1,275) is paid fewest in the chips worth the step or more. Where either
    part cannot be made in its own chips (a set without small chips, or an odd part its
    small chips cannot make), the whole amount is paid fewest.

    Raises ``ChipError`` (``not_makeable``) when the set cannot make the amount at all,
    ``BadAmount`` for an amount that is not one.

    >>> [str(chip) for chip in roulette_way(US_CHIPS, Decimal(1275))]
    ['1000', '100', '100', '25', '25', '25']
    """
    amount = _amount(amount)
    step = chip_set.round_step
    odd = amount % step
    large = [value for value in chip_set.values if value >= step]
    small = [value for value in chip_set.values if value < step]
    parts = ((amount - odd, large), (odd, small))
    paid: list[Decimal] = []
    for part, values in parts:
        if not part:
            continue
        made = _Solver(values, part).make_amount(part) if values else None
        if made is None:
            return fewest(chip_set, amount)
        paid += made
    return tuple(paid)


def payable(chip_set: ChipSet, amount: Decimal, raise_to_makeable: bool) -> Payable:
    """What the house pays for ``amount``: the amount itself where the chips make it;
    otherwise, where the house raises (``raise_to_makeable``), the smallest amount above it
    that the chips make.

    Raises ``ChipError`` (``not_makeable``) for an amount the chips cannot make when the
    house does not raise it, ``BadAmount`` for an amount that is not one.

    >>> payable(US_CHIPS, Decimal("7.25"), raise_to_makeable=True)
    Payable(asked=Decimal('7.25'), paid=Decimal('7.50'), reason=<PayReason.RAISED: 'raised'>)
    """
    amount = _amount(amount)
    # A whole number of largest chips lies within one largest chip above the amount.
    solver = _Solver(chip_set.values, amount + chip_set.values[0])
    exact = solver.units_of(amount)
    if exact is not None and solver.fewest(exact) is not None:
        return Payable(asked=amount, paid=amount, reason=PayReason.EXACT)
    if not raise_to_makeable:
        _made(chip_set, solver, amount)  # refuses, saying why
    start = int((amount / solver.unit).to_integral_value(rounding=ROUND_CEILING))
    for units in range(start, start + solver.units[0] + 1):
        if solver.fewest(units) is not None:
            # Written to the cent where the amount or a chip is (7.50, not 7.5).
            places = min(int(value.as_tuple().exponent) for value in (amount, *solver.values))
            paid = (units * solver.unit).quantize(Decimal(1).scaleb(min(places, 0)))
            return Payable(asked=amount, paid=paid, reason=PayReason.RAISED)
    raise AssertionError("a whole number of the largest chips is always makeable")


def colour_up(chip_set: ChipSet, chips: Sequence[Decimal]) -> Chips:
    """A player's chips coloured up: the same total in the fewest chips of the set.

    Raises ``ChipError`` (``not_a_chip``) for a chip not of the set.

    >>> colour_up(US_CHIPS, [Decimal(25)] * 4 + [Decimal(5)] * 3)
    (Decimal('100'), Decimal('5'), Decimal('5'), Decimal('5'))
    """
    return fewest(chip_set, count(_of_set(chip_set, chips)))


def change(chip_set: ChipSet, chip: Decimal, into: Decimal | None = None) -> Chips:
    """One chip changed into smaller ones, largest first.

    The rule: the chip is changed into as many chips of ``into`` as it holds (by default the
    next value down: a black 100 into four green 25s), fewer where what is left could not
    be made in the chips below ``into``; what is left is paid fewest in those chips.

    Raises ``ChipError``: ``not_a_chip`` for a chip (or ``into``) not of the set,
    ``not_smaller`` for an ``into`` not below the chip, ``no_smaller_chip`` for the set's
    smallest chip, ``no_change`` when the smaller chips cannot make the chip's value.

    >>> change(US_CHIPS, Decimal(100))
    (Decimal('25'), Decimal('25'), Decimal('25'), Decimal('25'))
    >>> change(US_CHIPS, Decimal(5), into=Decimal(1))
    (Decimal('1'), Decimal('1'), Decimal('1'), Decimal('1'), Decimal('1'))
    """
    value = chip_set.chip(chip).value
    smaller = [other for other in chip_set.values if other < value]
    if not smaller:
        raise ChipError(
            f"{value} is the smallest chip of the set: it has no change",
            code="no_smaller_chip",
            value=value,
        )
    target = smaller[0] if into is None else chip_set.chip(into).value
    if target >= value:
        raise ChipError(
            f"a {value} chip is changed into smaller chips, not {target}",
            code="not_smaller",
            value=value,
            into=target,
        )
    below = [other for other in smaller if other < target]
    solver = _Solver(below, value) if below else None
    many = int(value // target)
    while many >= 0:
        left = value - many * target
        rest = () if not left else solver.make_amount(left) if solver else None
        if rest is not None:
            return (target,) * many + rest
        many -= 1
    raise ChipError(
        f"the {chip_set.currency} set's smaller chips cannot make {value}",
        code="no_change",
        value=value,
    )


def pay(
    chip_set: ChipSet, policy: Policy, amount: Decimal, bet_chips: Sequence[Decimal] = ()
) -> Payout:
    """A payout as the house pays it: raised to an amount its chips make where the set says
    so (``payable``), then cut by ``policy`` (``bet_chips``: the bet's chips, for colour for
    colour). Raises what ``payable`` and the policy's function raise.

    >>> pay(US_CHIPS, Policy.COLOUR_FOR_COLOUR, Decimal(10), [Decimal(5), Decimal(5)]).chips
    (Decimal('5'), Decimal('5'))
    """
    due = payable(chip_set, amount, chip_set.raise_to_makeable)
    policy = Policy(policy)
    if policy is Policy.COLOUR_FOR_COLOUR:
        chips = colour_for_colour(chip_set, due.paid, bet_chips)
    elif policy is Policy.ROULETTE:
        chips = roulette_way(chip_set, due.paid)
    else:
        chips = fewest(chip_set, due.paid)
    return Payout(asked=due.asked, paid=due.paid, reason=due.reason, chips=chips)


# -- the search --------------------------------------------------------------------------


def _of_set(chip_set: ChipSet, chips: Iterable[Decimal]) -> Chips:
    return tuple(chip_set.chip(_amount(chip, name="a chip")).value for chip in chips)


def _made(chip_set: ChipSet, solver: _Solver, amount: Decimal) -> Chips:
    made = solver.make_amount(amount)
    if made is None:
        raise ChipError(
            f"the {chip_set.currency} chips cannot make {amount} exactly",
            code="not_makeable",
            amount=amount,
            currency=chip_set.currency,
        )
    return made


class _Solver:
    """The fewest chips of ``values`` for every amount up to ``most``, in whole units."""

    def __init__(self, values: Sequence[Decimal], most: Decimal) -> None:
        self.values = tuple(sorted(values, reverse=True))
        scale = 10 ** max(0, *(-int(value.as_tuple().exponent) for value in self.values))
        whole = [int(value * scale) for value in self.values]
        divisor = math.gcd(*whole)
        self.unit = Decimal(divisor) / scale
        self.units = tuple(each // divisor for each in whole)
        # Past this many units the largest chips come first (the module's docstring).
        largest = self.units[0]
        self.bound = sum((largest // math.gcd(largest, step) - 1) * step for step in self.units)
        size = min(int((most / self.unit).to_integral_value(rounding=ROUND_CEILING)), self.bound)
        if size > MAX_UNITS:
            raise ChipError(
                f"{most} is {size:,} steps of {self.unit}: the search takes {MAX_UNITS:,}",
                code="too_many_units",
                amount=most,
                unit=self.unit,
            )
        self.table = _fewest_table(self.units, size)

    def units_of(self, amount: Decimal) -> int | None:
        """``amount`` in units, ``None`` when it is not a whole number of them."""
        units = amount / self.unit
        return int(units) if units == units.to_integral_value() else None

    def fewest(self, units: int) -> int | None:
        """How few chips make ``units``; ``None`` when none do."""
        found = self._split(units)
        return None if found is None else found[0] + int(self.table[found[1]])

    def make_amount(self, amount: Decimal) -> Chips | None:
        units = self.units_of(amount)
        return None if units is None else self.make(units)

    def make(self, units: int) -> Chips | None:
        """The fewest chips that make ``units``, largest first; ``None`` when none do."""
        found = self._split(units)
        if found is None:
            return None
        largest, left = found
        chips = [self.values[0]] * largest
        table = self.table
        index = 0
        while left:
            step = self.units[index]
            if step <= left and table[left - step] == table[left] - 1:
                chips.append(self.values[index])
                left -= step
            else:
                index += 1
        return tuple(chips)

    def _split(self, units: int) -> tuple[int, int] | None:
        """How many largest chips lie beyond the table, and the units left within it."""
        size = len(self.table) - 1
        if units <= size:
            return None if self.table[units] >= _REACHABLE_BELOW else (0, units)
        if size < self.bound:
            raise ValueError(f"{units} units lie beyond the {size} this search was sized for")
        largest = self.units[0]
        # Every way to leave at most ``bound`` units to the smaller chips: each step down the
        # tail is one largest chip fewer. The most largest chips (the smallest remainder)
        # wins a tie, as argmin's first index does.
        tail = self.table[units % largest :: largest]
        index = int(np.argmin(tail - np.arange(len(tail), dtype=np.int64)))
        if tail[index] >= _REACHABLE_BELOW:
            return None
        left = units % largest + index * largest
        return (units - left) // largest, left


def _fewest_table(units: Sequence[int], size: int) -> NDArray[np.int64]:
    """How few chips of ``units`` make each amount 0..size (``_UNREACHABLE`` for none).

    One chip at a time: with chips of ``step`` units added, amount ``a`` takes the best of
    ``table[a - k × step] + k`` over k, the running minimum down each residue class modulo
    ``step``; a reshape makes the classes columns, so numpy takes it in one pass.
    """
    table = np.full(size + 1, _UNREACHABLE, dtype=np.int64)
    table[0] = 0
    for step in units:
        if step > size:
            continue
        rows = -(-(size + 1) // step)
        grid = np.full(rows * step, _UNREACHABLE, dtype=np.int64)
        grid[: size + 1] = table
        taken = np.arange(rows, dtype=np.int64)[:, np.newaxis]
        best = np.minimum.accumulate(grid.reshape(rows, step) - taken, axis=0) + taken
        table = best.reshape(-1)[: size + 1]
    return table
