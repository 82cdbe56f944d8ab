"""Exact Texas Hold'em Bonus maths: the Bonus's return under a house's table.

The Bonus is paid on the player's two cards, and its top line on his aces against the
dealer's: its return is counted over every deal of the two hands, the player's 1,326 pairs
of cards each beside the 1,225 pairs the dealer may hold from the 50 cards left
(1,624,350 deals, every one of the same chance): a pair of the player's cards is counted
once per dealer pair, his aces apart by how many dealer pairs are aces too. Counts are
exact integers, the return an exact ``Fraction`` of the stake; the Bonus is taken as
settled on every hand (where a fold loses it, the player's folds lower it further).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from engine.cards import CARDS
from engine.holdem_bonus.bonus import BonusLine, bonus_line
from engine.holdem_bonus.rules import HoldemBonusRules, known
from engine.pay import expected_return
from engine.showdown import frozen_mapping

PLAYER_HANDS = math.comb(52, 2)  # 1,326
DEALER_HANDS = math.comb(50, 2)  # 1,225 beside them
DEALS = PLAYER_HANDS * DEALER_HANDS
_ACE = 12


@functools.cache
def bonus_line_counts() -> Mapping[BonusLine | None, int]:
    """How many of the 1,624,350 deals of the two hands fall on each Bonus line (``None``:
    two cards the table does not name)."""
    found: dict[BonusLine | None, int] = {}
    for hole in itertools.combinations(CARDS, 2):
        line = bonus_line(hole, ())
        if line is BonusLine.ACES:
            against = math.comb(4 - 2, 2)  # the two aces left, both the dealer's
            found[BonusLine.ACES_AGAINST_ACES] = found.get(BonusLine.ACES_AGAINST_ACES, 0) + against
            found[line] = found.get(line, 0) + DEALER_HANDS - against
        else:
            found[line] = found.get(line, 0) + DEALER_HANDS
    return frozen_mapping(found)


@dataclass(frozen=True, slots=True)
class BonusReturn:
    """The Bonus under one table: the deals on each line, and the return per unit."""

    counts: Mapping[BonusLine | None, int]
    expected: Fraction

    @property
    def house_edge(self) -> Fraction:
        return -self.expected


def bonus_return(rules: HoldemBonusRules) -> BonusReturn:
    """The Bonus's exact return under ``rules``' table (``RulesIncomplete`` when the house
    has not published it; ``ValueError`` when it offers none).

    >>> from engine.holdem_bonus.variants import NAGAWORLD
    >>> f"{float(bonus_return(NAGAWORLD).house_edge):.2%}"
    '8.54%'
    """
    table = known(rules, "bonus", rules.bonus)
    if not table:
        raise ValueError(f"{rules.name} offers no Bonus")
    counts = bonus_line_counts()
    return BonusReturn(counts=counts, expected=expected_return(counts.items(), table, DEALS))
