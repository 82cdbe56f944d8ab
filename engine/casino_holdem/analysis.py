"""Exact Casino Hold'em maths: the AA Bonus's return under a house's table.

The AA Bonus is paid on the player's two cards and the flop, five cards dealt from a full
deck whatever the dealer holds: its return is the sum over the C(52, 5) = 2,598,960
five-card hands, every one dealt and valued (``engine.hands.evaluate_many``, a second or
two), of what the table pays the hand's line, less the stakes lost below a pair of aces.
Counts are exact integers, the return an exact ``Fraction`` of the stake. The AA Bonus is
taken as settled on every hand; where a fold loses it, the player's folds lower it
further.

Source of the figure the tests reproduce: the AA Bonus's house edge of 6.26 % under the
100-50-40-30-20-7 table (Wizard of Odds, "Casino Hold 'Em",
https://wizardofodds.com/games/casino-holdem/).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from engine.casino_holdem.bonus import BonusLine, line_of_category
from engine.casino_holdem.rules import CasinoHoldemRules, known
from engine.hands import Category, evaluate_many
from engine.pay import expected_return
from engine.seven import holdem_categories
from engine.showdown import frozen_mapping

HANDS = math.comb(52, 5)  # 2,598,960
_ACE = 12


@functools.cache
def bonus_line_counts() -> Mapping[BonusLine | None, int]:
    """How many of the 2,598,960 five-card hands fall on each AA Bonus line (``None``:
    below a pair of aces), every hand dealt and valued."""
    hands = np.array(list(itertools.combinations(range(52), 5)), dtype=np.int8)
    values = evaluate_many(hands)
    categories = holdem_categories(values)
    pair_ranks = ((values >> 16) & 0xF) - 1  # the first deciding rank: a pair's rank
    found: dict[BonusLine | None, int] = {}
    for category in np.unique(categories).tolist():
        mask = categories == category
        if category == Category.PAIR:
            aces = int(np.count_nonzero(mask & (pair_ranks == _ACE)))
            found[BonusLine.PAIR_OF_ACES] = aces
            found[None] = found.get(None, 0) + int(np.count_nonzero(mask)) - aces
            continue
        line = line_of_category(Category(category), -1)
        found[line] = found.get(line, 0) + int(np.count_nonzero(mask))
    return frozen_mapping(found)


@dataclass(frozen=True, slots=True)
class BonusReturn:
    """The AA Bonus under one table: the hands on each line, and the return per unit."""

    counts: Mapping[BonusLine | None, int]
    expected: Fraction

    @property
    def house_edge(self) -> Fraction:
        return -self.expected


def aa_bonus_return(rules: CasinoHoldemRules) -> BonusReturn:
    """The AA Bonus's exact return under ``rules``' table (``RulesIncomplete`` when the
    house has not published it; ``ValueError`` when it offers none).

    >>> from engine.casino_holdem.variants import CLASSIC
    >>> f"{float(aa_bonus_return(CLASSIC).house_edge):.2%}"
    '6.26%'
    """
    table = known(rules, "aa_bonus", rules.aa_bonus)
    if not table:
        raise ValueError(f"{rules.name} offers no AA Bonus")
    counts = bonus_line_counts()
    return BonusReturn(counts=counts, expected=expected_return(counts.items(), table, HANDS))
