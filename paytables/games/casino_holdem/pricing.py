"""Pricing a Casino Hold'em round: the fields ``ante`` and ``aa_bonus`` (the wagers by name;
the AA Bonus optional), ``player`` and ``dealer`` (two cards each), ``board`` (five cards:
the flop, the turn, the river) and ``flop``, the decision on the one street that has one
(call or fold). Each refusal of the house is a bad line with its reason."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import format_cards
from engine.casino_holdem.round import Round, replay
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement, settle
from engine.money import format_amount
from engine.showdown import Outcome
from paytables.models import Variant
from paytables.pricing import Priced, amount, cards, signed, text

FIELDS = frozenset({"variant", "ante", "aa_bonus", "player", "dealer", "board", "flop"})
REQUIRED = ("variant", "ante", "player", "dealer", "board", "flop")

# ``manage.py settle``'s options for a single round of the game, beside every game's, and
# its decisions, the first by default.
OPTIONS = {
    "--board": {"help": "Casino Hold'em: the board's five cards, the flop first"},
    "--aa-bonus": {"help": "Casino Hold'em: the AA Bonus bet"},
}
DECISIONS = ("call", "fold")


def price(variant: Variant, entry: Mapping[str, Any]) -> Priced:
    rules: CasinoHoldemRules = variant.rules()
    round_ = replay(
        rules,
        ante=amount(entry, "ante"),
        player=cards(entry, "player", count=2),
        dealer=cards(entry, "dealer", count=2),
        board=cards(entry, "board", count=5),
        decision=text(entry, "flop"),
        aa_bonus=amount(entry, "aa_bonus") if "aa_bonus" in entry else 0,
    )
    settlement = settle(rules, round_)
    return Priced(record(settlement), describe(rules, round_, settlement))


def entry_from_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The command line's options as an entry: called by default, with the AA Bonus given."""
    entry = {
        name: options[name]
        for name in ("variant", "ante", "player", "dealer", "board", "aa_bonus")
        if options.get(name) is not None
    }
    entry["flop"] = options["decision"] or "call"
    # The other games' options, which Casino Hold'em refuses by name if they are given.
    for name in ("discard", "draw", "sixth", "insurance", "meter", "dealer_draw"):
        if options.get(name):
            entry[name] = options[name]
    if options.get("bonus") not in (None, "0"):
        entry["bonus"] = options["bonus"]
    return entry


def record(settlement: Settlement) -> dict[str, Any]:
    """The JSON output of a settled round: the hands, whether the dealer qualifies, the AA
    Bonus's line, each wager's signed result and the net."""
    s = settlement
    return {
        "ok": True,
        "ending": s.ending.value,
        "player_category": s.player_category.slug,
        "dealer_category": s.dealer_category.slug,
        "dealer_qualifies": s.dealer_qualifies,
        "aa_bonus_line": None if s.bonus_line is None else s.bonus_line.value,
        "ante": format_amount(s.ante.amount),
        "call": format_amount(s.call.amount),
        "aa_bonus": format_amount(s.aa_bonus.amount),
        "net": format_amount(s.net),
    }


def describe(rules: CasinoHoldemRules, round_: Round, settlement: Settlement) -> str:
    """A settled round as a dealer reads it: the cards, the decision, one wager a line."""
    s = settlement
    qualifies = "qualifies" if s.dealer_qualifies else "does not qualify"
    lines = [
        rules.name,
        f"Player: {format_cards(round_.player)}: {s.player_category.title}",
        f"Dealer: {format_cards(round_.dealer)}: {s.dealer_category.title}, {qualifies}",
        f"Board: {format_cards(round_.board)}",
        f"After the flop: {round_.decision}",
    ]
    for wager in s.wagers:
        working = ""
        if wager.outcome is Outcome.WIN and wager.odds:
            working = f"  ({format_amount(wager.stake)} × {wager.odds} to 1)"
        name = wager.wager.replace("_", " ")
        outcome = wager.outcome.replace("_", " ")
        lines.append(f"{name:<11} {outcome:<11}{signed(wager.amount):>12}{working}")
    lines.append(f"{'Net for the player':<23}{signed(s.net):>12}")
    return "\n".join(lines)
