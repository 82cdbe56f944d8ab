"""Pricing a baccarat coup: the fields ``player`` and ``banker`` (two or three cards each, in
the order dealt) and ``bets``, an object of stakes keyed by the bets' names (``player``,
``banker``, ``tie``, ``player_pair``, ``banker_pair``, ``super_six``, ``dragon_7``,
``panda_8``, ``dragon_player``, ``dragon_banker``; each optional). A draw against the
tableau, a card the house's shoe cannot hold, a bet the house does not offer: each is
refused with the reason."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.baccarat.round import Round, replay
from engine.baccarat.rules import BaccaratRules, Bet
from engine.baccarat.settle import Settlement, settle
from engine.cards import Card, card, format_cards
from engine.money import format_amount
from paytables.models import Variant
from paytables.pricing import Priced, amount, signed, text

FIELDS = frozenset({"variant", "player", "banker", "bets"})
REQUIRED = ("variant", "player", "banker", "bets")

# ``manage.py settle``'s options for a single coup, beside every game's; nobody decides.
OPTIONS = {
    "--banker": {"help": "baccarat: the Banker's cards in the order dealt (--player the Player's)"},
    "--bet": {
        "action": "append",
        "metavar": "NAME=AMOUNT",
        "help": "baccarat: a bet and its stake, e.g. --bet banker=100 --bet tie=10",
    },
}
DECISIONS: tuple[str, ...] = ()


def price(variant: Variant, entry: Mapping[str, Any]) -> Priced:
    rules: BaccaratRules = variant.rules()
    round_ = replay(rules, player=hand(entry, "player"), banker=hand(entry, "banker"))
    settlement = settle(rules, round_, **bets(entry))
    return Priced(record(settlement), describe(rules, round_, settlement))


def hand(entry: Mapping[str, Any], name: str) -> tuple[Card, ...]:
    """A hand's cards in the order dealt: a shoe holds several decks, so a card may come
    twice (the house's decks are checked by the engine)."""
    tokens = text(entry, name).replace(",", " ").split()
    if not 2 <= len(tokens) <= 3:
        raise ValueError(f"{name} must be two or three cards, not {len(tokens)}")
    try:
        return tuple(card(token) for token in tokens)
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None


def bets(entry: Mapping[str, Any]) -> dict[str, Any]:
    given = entry["bets"]
    if not isinstance(given, dict):
        raise ValueError('bets must be an object of stakes, like {"banker": 100, "tie": 10}')
    return {str(name): amount(given, name) for name in given}


def entry_from_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The command line's options as an entry. A poker game's fields given are kept, so that
    baccarat refuses them by name."""
    entry = {
        name: options[name]
        for name in ("variant", "player", "banker", "ante", "dealer", "decision")
        if options.get(name) is not None
    }
    stakes: dict[str, str] = {}
    for each in options.get("bet") or ():
        name, sep, stake = each.partition("=")
        if not sep:
            raise ValueError(f"--bet {each}: write a bet and its stake, like banker=100")
        stakes[name.strip()] = stake.strip()
    entry["bets"] = stakes
    return entry


def record(settlement: Settlement) -> dict[str, Any]:
    """The JSON output of a settled coup: the totals, the winner, whether a natural ended
    it, each placed bet's signed result, the commission owed and the net."""
    s = settlement
    return {
        "ok": True,
        "player_total": s.player_total,
        "banker_total": s.banker_total,
        "winner": s.winner.value,
        "natural": s.natural,
        "bets": {result.wager.value: format_amount(result.amount) for result in s.wagers},
        "commission": format_amount(s.commission),
        "net": format_amount(s.net),
    }


def describe(rules: BaccaratRules, round_: Round, settlement: Settlement) -> str:
    """A settled coup as a dealer reads it: the hands and totals, one bet a line."""
    s = settlement
    natural = ", a natural" if s.natural else ""
    lines = [
        rules.name,
        f"Player: {format_cards(round_.player)}: {s.player_total}",
        f"Banker: {format_cards(round_.banker)}: {s.banker_total}",
        f"Result: {s.winner.value}{natural}",
    ]
    for result in s.wagers:
        working = f"  ({format_amount(result.stake)} × {result.odds} to 1)" if result.odds else ""
        name = Bet(result.wager).value.replace("_", " ")
        lines.append(
            f"{name:<14}{result.outcome.replace('_', ' '):<10}{signed(result.amount):>12}{working}"
        )
    if s.commission:
        lines.append(f"{'commission':<24}{signed(-s.commission):>12}")
    lines.append(f"{'Net for the player':<24}{signed(s.net):>12}")
    return "\n".join(lines)
