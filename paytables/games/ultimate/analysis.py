"""Ultimate Texas Hold'em's exact return table for ``manage.py edge``
(``engine.ultimate.analysis``): the Trips, counted over the C(52, 7) = 133,784,560 seven-card
hands, its house edge a fraction of the Trips' stake. ``--bet main``: the ante, Blind and
play under the best strategy (``engine.ultimate.strategy``, a few minutes)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from django.core.management.base import CommandError

from engine.pay import odds_text
from engine.ultimate import strategy
from engine.ultimate.analysis import TripsReturn, trips_return
from engine.ultimate.rules import UltimateRules
from paytables.games.main_game import MAIN, describe_main, main_table
from paytables.models import Variant

# What the command says the table is computed for.
NAME = "Ultimate Texas Hold'em"
# The wagers a return table is computed for, the first by default.
BETS = ("trips", MAIN)
# The pages compute the Trips' table when they show it (a second); the main game is for the
# command (minutes). Nothing is stored.
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
    if bet == MAIN:
        return main_game_table(rules, strategy.main_game(rules, progress=progress))
    if not rules.offers_trips:
        raise CommandError(f"{rules.name} offers no trips bet")
    return trips_table(rules, trips_return(rules))


def main_game_table(rules: UltimateRules, found: strategy.MainGame) -> dict[str, Any]:
    """The main game under the best strategy as JSON: the edge, each preflop choice with
    the starting hands it is made on, and the share of deals played 2x on the flop."""
    preflop = {
        _CHOICE_NAMES[choice]: [name for name, made in found.preflop.items() if made == choice]
        for choice in found.returns["AA"]
    }
    decisions = {"before_the_flop": preflop, "played_2x_on_the_flop": float(found.plays_flop)}
    return main_table(rules.slug, found.house_edge, decisions)


_CHOICE_NAMES = {4: "4x", 3: "3x", strategy.CHECK: "check"}


def describe(data: dict[str, Any]) -> str:
    """The return table as a reader takes it in, one category a line."""
    if data["bet"] == MAIN:
        return describe_main(data)
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
