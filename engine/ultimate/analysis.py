"""Exact Ultimate Texas Hold'em maths: the Trips' return under a house's table.

The Trips is paid on the category of the player's best five of his seven cards (his two
and the board), whatever the dealer holds; the dealer's two cards are unseen by it and take
nothing from its odds. Its return is therefore the sum, over the categories, of the
seven-card hands of that category times what the table pays them, less the stakes lost
below three of a kind, over the C(52, 7) = 133,784,560 hands
(``engine.analysis.seven``: counted by rank classes in a second, or every hand dealt
one by one, ``enumerated=True``). Counts are exact integers, the return an exact
``Fraction`` of the stake; the Trips is taken as settled on every final hand (where a fold
loses it, the player's folds lower it further).

Source of the figures the tests reproduce: Wizard of Odds, "Ultimate Texas Hold 'Em"
(https://wizardofodds.com/games/ultimate-texas-hold-em/): the Trips' house edge of 1.90 %
(50-40-30-8-6-5-3) and 3.50 % (50-40-30-8-7-4-3).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from engine.analysis.seven import HANDS, seven_card_counts, seven_card_counts_enumerated
from engine.hands import Category
from engine.pay import expected_return, odds_on
from engine.ultimate.rules import UltimateRules, known


@dataclass(frozen=True, slots=True)
class TripsReturn:
    """The Trips under one table: the hands of each category (``counts``), what the table
    pays each (``odds``, ``None`` where it loses) and the return per unit staked."""

    counts: Mapping[Category, int]
    odds: Mapping[Category, Fraction | None]
    expected: Fraction

    @property
    def house_edge(self) -> Fraction:
        """The house's edge, a fraction of the stake."""
        return -self.expected


def trips_return(rules: UltimateRules, *, enumerated: bool = False) -> TripsReturn:
    """The Trips' exact return under ``rules``' table (``RulesIncomplete`` when the house
    has not published it; ``ValueError`` when it offers none). ``enumerated`` deals all
    133,784,560 hands instead of counting them by rank classes (tens of seconds).

    >>> from engine.ultimate.variants import TRIPS_6_5
    >>> f"{float(trips_return(TRIPS_6_5).house_edge):.4%}"
    '1.9040%'
    """
    table = known(rules, "trips", rules.trips)
    if not table:
        raise ValueError(f"{rules.name} offers no Trips")
    counts = seven_card_counts_enumerated() if enumerated else seven_card_counts()
    odds = {category: odds_on(table, category) for category in counts}
    return TripsReturn(
        counts=counts, odds=odds, expected=expected_return(counts.items(), table, HANDS)
    )
