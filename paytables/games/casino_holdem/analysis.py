"""Casino Hold'em's exact return table for ``manage.py edge``
(``engine.casino_holdem.analysis``): the AA Bonus by full enumeration of the 2,598,960
five-card hands of the player's two cards and the flop, the house edge a fraction of the
AA Bonus's stake (taken as settled on every hand; where a fold loses it, the player's folds
lower it further). ``--bet main``: the ante and call under the best strategy
(``engine.casino_holdem.strategy``, a few minutes)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from django.core.management.base import CommandError

from engine.casino_holdem import strategy
from engine.casino_holdem.analysis import aa_bonus_return
from engine.casino_holdem.rules import CasinoHoldemRules
from paytables.games.main_game import MAIN, describe_main, main_table
from paytables.models import Variant

# What the command says the table is computed for.
NAME = "Casino Hold'em"
# The wagers a return table is computed for, the first by default.
BETS = ("aa_bonus", MAIN)
# The AA Bonus takes a second or two, once a process: the pages compute it; the main game
# is for the command (minutes). Nothing is stored.
STORABLE = False


def _exact(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def return_table(
    variant: Variant, bet: str, progress: Callable[[int, int], None] | None
) -> dict[str, Any]:
    """The variant's return table for ``bet`` as JSON; ``RulesIncomplete`` when its table
    is unknown, ``CommandError`` for an AA Bonus the house does not offer."""
    rules: CasinoHoldemRules = variant.rules()
    if bet == MAIN:
        found = strategy.main_game(rules, progress=progress)
        return main_table(rules.slug, found.house_edge, {"folds_at_the_flop": float(found.folds)})
    if not rules.offers_aa_bonus:
        raise CommandError(f"{rules.name} offers no AA Bonus")
    data = aa_bonus_return(rules)
    odds = dict(rules.aa_bonus or ())
    total = sum(data.counts.values())
    return {
        "variant": rules.slug,
        "bet": bet,
        "total_combinations": total,
        "combinations": {
            ("none" if line is None else line.value): count for line, count in data.counts.items()
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
        f"{data['variant']} ({data['bet']}): {data['total_combinations']:,} combinations",
        f"{'line':<20}{'combinations':>20}",
    ]
    for event, count in data["combinations"].items():
        pays = data["odds"].get(event)
        shown = f"  pays {pays} to 1" if pays is not None else ""
        lines.append(f"{event:<20}{count:>20,}{shown}")
    lines.append(f"house edge         {data['house_edge']:.4%} ({data['house_edge_exact']})")
    return "\n".join(lines)
