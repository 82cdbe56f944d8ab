"""Ultimate Texas Hold'em's exact return table for ``manage.py edge``
(``engine.ultimate.analysis``): the Trips, counted over the C(52, 7) = 133,784,560 seven-card
hands, its house edge a fraction of the Trips' stake. The ante, Blind and play have no
exact enumeration in the engine: they are not priced here."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from django.core.management.base import CommandError

from engine.pay import odds_text
from engine.ultimate.analysis import TripsReturn, trips_return
from engine.ultimate.rules import UltimateRules
from paytables.models import Variant

# What the command says the table is computed for.
NAME = "Ultimate Texas Hold'em"
# The wagers a return table is computed for, the first by default.
BETS = ("trips",)
# The pages compute the table when they show it (a second): nothing is stored.
STORABLE = False


def _exact(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def trips_table(rules: UltimateRules, data: TripsReturn) -> dict[str, Any]:
    """The Trips' return under ``rules`` as JSON."""
    return {
        "variant": rules.slug,
        "bet": "trips",
        "total_combinations": sum(data.counts.values()),
        "combinations": {category.slug: count for category, count in data.counts.items()},
        "odds": {category.slug: odds_text(odds) for category, odds in data.odds.items() if odds},
        "house_edge": float(data.house_edge),
        "house_edge_exact": _exact(data.house_edge),
    }


def return_table(
    variant: Variant, bet: str, progress: Callable[[int, int], None] | None
) -> dict[str, Any]:
    """The variant's return table for ``bet`` as JSON; ``RulesIncomplete`` when its table
    is unknown, ``CommandError`` for a Trips the house does not offer."""
    rules: UltimateRules = variant.rules()
    if not rules.offers_trips:
        raise CommandError(f"{rules.name} offers no trips bet")
    return trips_table(rules, trips_return(rules))


def describe(data: dict[str, Any]) -> str:
    """The return table as a reader takes it in, one category a line."""
    lines = [
        f"{data['variant']} ({data['bet']}): {data['total_combinations']:,} hands of seven",
        f"{'event':<20}{'combinations':>20}",
    ]
    for event, count in data["combinations"].items():
        pays = data["odds"].get(event)
        shown = f"  pays {pays} to 1" if pays is not None else ""
        lines.append(f"{event:<20}{count:>20,}{shown}")
    lines.append(f"house edge         {data['house_edge']:.4%} ({data['house_edge_exact']})")
    return "\n".join(lines)
