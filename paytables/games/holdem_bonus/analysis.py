"""Texas Hold'em Bonus's exact return table for ``manage.py edge``
(``engine.holdem_bonus.analysis``): the Bonus, by every deal of the player's and the
dealer's two cards, its house edge a fraction of the Bonus's stake. ``--bet main``: the
ante and its bets under the best strategy (``engine.holdem_bonus.strategy``, a few
minutes)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from django.core.management.base import CommandError

from engine.holdem_bonus import strategy
from engine.holdem_bonus.analysis import DEALS, bonus_return
from engine.holdem_bonus.rules import HoldemBonusRules
from paytables.games.main_game import MAIN, describe_main, main_table
from paytables.models import Variant

# What the command says the table is computed for.
NAME = "Texas Hold'em Bonus"
# The wagers a return table is computed for, the first by default.
BETS = ("bonus", MAIN)
# The pages compute the Bonus's table when they show it (a fraction of a second); the main
# game is for the command (minutes). Nothing is stored.
STORABLE = False


def _exact(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def return_table(
    variant: Variant, bet: str, progress: Callable[[int, int], None] | None
) -> dict[str, Any]:
    """The variant's return table for ``bet`` as JSON; ``RulesIncomplete`` when its Bonus
    table is unknown, ``CommandError`` for a house that offers no Bonus."""
    rules: HoldemBonusRules = variant.rules()
    if bet == MAIN:
        found = strategy.main_game(rules, progress=progress)
        decisions = {"folds_before_the_flop": list(found.folded)}
        return main_table(rules.slug, found.house_edge, decisions)
    if not rules.offers_bonus:
        raise CommandError(f"{rules.name} offers no Bonus")
    data = bonus_return(rules)
    odds = dict(rules.bonus or ())
    return {
        "variant": rules.slug,
        "bet": bet,
        "total_combinations": DEALS,
        "combinations": {
            "none" if line is None else line.value: count for line, count in data.counts.items()
        },
        "odds": {line.value: str(pays) for line, pays in odds.items()},
        "house_edge": float(data.house_edge),
        "house_edge_exact": _exact(data.house_edge),
    }


def describe(data: dict[str, Any]) -> str:
    """The return table as a reader takes it in, one line of the table a line."""
    if data["bet"] == MAIN:
        return describe_main(data)
    lines = [
        f"{data['variant']} ({data['bet']}): {data['total_combinations']:,} deals",
        f"{'line':<28}{'deals':>14}",
    ]
    for event, count in data["combinations"].items():
        pays = data["odds"].get(event)
        shown = f"  pays {pays} to 1" if pays is not None else ""
        lines.append(f"{event:<28}{count:>14,}{shown}")
    lines.append(f"house edge         {data['house_edge']:.4%} ({data['house_edge_exact']})")
    return "\n".join(lines)
