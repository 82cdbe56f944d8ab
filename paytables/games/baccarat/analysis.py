"""Baccarat's exact return tables for ``manage.py edge`` (``engine.baccarat.analysis``): each
bet by enumeration of the shoe by points with their multiplicities, the house edge a
fraction of the bet. Without ``--bet``, every bet the house offers; a bet whose pay the
house has not published is named, not guessed."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from django.core.management.base import CommandError

from engine.baccarat.analysis import BetReturn, bet_return
from engine.baccarat.rules import BaccaratRules, Bet
from engine.errors import RulesIncomplete
from paytables.models import Variant

NAME = "baccarat"
# Every bet the house offers by default, or one of them.
EVERY = "every"
BETS = (EVERY, *(bet.value for bet in Bet))
# The tables take a fraction of a second: the pages compute them, nothing is stored.
STORABLE = False


def _exact(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _bet_table(rules: BaccaratRules, data: BetReturn) -> dict[str, Any]:
    return {
        "variant": rules.slug,
        "bet": data.bet.value,
        "decks": rules.decks,
        "total_combinations": data.total,
        "combinations": {event.name: event.combinations for event in data.events},
        "pays": {event.name: _exact(event.pays) for event in data.events},
        "house_edge": float(data.house_edge),
        "house_edge_exact": _exact(data.house_edge),
    }


def return_table(
    variant: Variant, bet: str, progress: Callable[[int, int], None] | None
) -> dict[str, Any]:
    """The variant's return table for ``bet`` (or each offered bet's, ``every``) as JSON;
    ``RulesIncomplete`` for a pay of that bet the house has not published, ``CommandError``
    for a bet the house does not offer."""
    rules: BaccaratRules = variant.rules()
    if bet != EVERY:
        if not rules.offered(Bet(bet)):
            raise CommandError(f"{rules.name} offers no {bet.replace('_', ' ')} bet")
        return _bet_table(rules, bet_return(rules, bet))
    tables: dict[str, Any] = {}
    unknown: dict[str, str] = {}
    for offered in rules.offers:
        try:
            tables[offered.value] = _bet_table(rules, bet_return(rules, offered))
        except RulesIncomplete as error:
            unknown[offered.value] = str(error)
    return {
        "variant": rules.slug,
        "bet": EVERY,
        "decks": rules.decks,
        "bets": tables,
        "house_edge": {name: table["house_edge"] for name, table in tables.items()},
        "unknown": unknown,
    }


def describe(data: dict[str, Any]) -> str:
    """The return table as a reader takes it in: one event a line, or one bet a line."""
    if data["bet"] == EVERY:
        lines = [f"{data['variant']}: {data['decks']} decks", f"{'bet':<16}{'house edge':>12}"]
        lines += [f"{bet:<16}{edge:>12.4%}" for bet, edge in data["house_edge"].items()]
        lines += [f"{bet:<16}  unknown: {why}" for bet, why in data["unknown"].items()]
        return "\n".join(lines)
    lines = [
        f"{data['variant']} ({data['bet']}): {data['total_combinations']:,} ordered draws",
        f"{'event':<16}{'pays':>8}{'combinations':>24}",
    ]
    for event, count in data["combinations"].items():
        lines.append(f"{event:<16}{data['pays'][event]:>8}{count:>24,}")
    lines.append(f"house edge      {data['house_edge']:.4%} ({data['house_edge_exact']})")
    return "\n".join(lines)
