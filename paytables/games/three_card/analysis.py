"""Three Card Poker's exact return tables for ``manage.py edge`` (``engine.three_card.analysis``):
the ante and play under the optimal strategy (``main``), Pair Plus and the 6-Card Bonus,
each by full enumeration, the house edge a fraction of the wager (of the ante for
``main``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from django.core.management.base import CommandError

from engine.three_card.analysis import (
    SideBetReturn,
    ante_play_return,
    pair_plus_return,
    six_card_return,
)
from engine.three_card.rules import ThreeCardRules
from paytables.models import Variant

# What the command says the table is computed for.
NAME = "Three Card Poker"
# The wagers a return table is computed for, the first by default (the ante and play).
BETS = ("main", "pair_plus", "six_card")
# The pages compute these tables when they show them (a second at most): nothing is stored.
STORABLE = False


def _exact(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _key(line: object) -> str:
    return "none" if line is None else str(getattr(line, "slug", line))


def _side_bet(rules: ThreeCardRules, bet: str, data: SideBetReturn) -> dict[str, Any]:
    odds: Mapping[object, int] = data.odds
    return {
        "variant": rules.slug,
        "bet": bet,
        "total_combinations": data.total,
        "combinations": {_key(line): count for line, count in data.counts.items()},
        "odds": {_key(line): pays for line, pays in odds.items()},
        "house_edge": float(data.house_edge),
        "house_edge_exact": _exact(data.house_edge),
    }


def return_table(
    variant: Variant, bet: str, progress: Callable[[int, int], None] | None
) -> dict[str, Any]:
    """The variant's return table for ``bet`` as JSON; ``RulesIncomplete`` when its table
    is unknown, ``CommandError`` for a side bet the house does not offer."""
    rules: ThreeCardRules = variant.rules()
    offered = {"pair_plus": rules.offers_pair_plus, "six_card": rules.offers_six_card}
    if not offered.get(bet, True):
        raise CommandError(f"{rules.name} offers no {bet.replace('_', ' ')} bet")
    if bet == "pair_plus":
        return _side_bet(rules, bet, pair_plus_return(rules))
    if bet == "six_card":
        return _side_bet(rules, bet, six_card_return(rules))
    data = ante_play_return(rules)
    return {
        "variant": rules.slug,
        "bet": "main",
        "total_combinations": data.total,
        "combinations": dict(data.combinations),
        "ante_bonus": {line.value: count for line, count in data.bonus.items()},
        "house_edge": float(data.house_edge),
        "house_edge_exact": _exact(data.house_edge),
        "element_of_risk": float(data.element_of_risk),
        "element_of_risk_exact": _exact(data.element_of_risk),
        "play_probability": float(data.play_probability),
    }


def describe(data: dict[str, Any]) -> str:
    """The return table as a reader takes it in, one event a line."""
    lines = [
        f"{data['variant']} ({data['bet']}): {data['total_combinations']:,} combinations",
        f"{'event':<20}{'combinations':>20}",
    ]
    for event, count in data["combinations"].items():
        pays = data.get("odds", {}).get(event)
        shown = f"  pays {pays} to 1" if pays is not None else ""
        lines.append(f"{event:<20}{count:>20,}{shown}")
    lines.append(f"house edge         {data['house_edge']:.4%} ({data['house_edge_exact']})")
    if "element_of_risk" in data:
        lines += [
            f"element of risk    {data['element_of_risk']:.4%}",
            f"plays              {data['play_probability']:.4%} of hands",
        ]
    return "\n".join(lines)
