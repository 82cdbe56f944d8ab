"""Pricing a Texas Hold'em Bonus round: the fields ``ante`` and ``bonus`` (optional), the
cards ``player`` and ``dealer`` (two each) and ``board`` (five), and the player's decisions
street by street: ``preflop`` (bet, the flop bet of two antes, or fold), then ``flop`` and
``turn`` (bet one ante or check; not given after a fold)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import format_cards
from engine.holdem_bonus.round import Round, replay
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement, settle
from engine.money import format_amount
from engine.seven import holdem_category
from engine.showdown import Outcome
from paytables.models import Variant
from paytables.pricing import Priced, amount, cards, signed, text

# The streets the player acts on, in order: the flop bet or a fold before the flop, then a
# bet or a check after the flop and after the turn.
STREETS = ("preflop", "flop", "turn")
FIELDS = frozenset({"variant", "ante", "bonus", "player", "dealer", "board", *STREETS})
REQUIRED = ("variant", "ante", "player", "dealer", "board", "preflop")

# ``manage.py settle``'s options for a single round of the game, beside every game's, and
# its decision before the flop, the first by default (``--decision``).
OPTIONS = {
    "--bonus": {"default": "0", "help": "Texas Hold'em Bonus: the Bonus bet"},
    "--board": {"help": "Texas Hold'em Bonus: the five community cards"},
    "--flop": {"help": "Texas Hold'em Bonus: bet or check after the flop (bet by default)"},
    "--turn": {"help": "Texas Hold'em Bonus: bet or check after the turn (bet by default)"},
}
DECISIONS = ("bet", "fold")


def actions(entry: Mapping[str, Any]) -> tuple[str, ...]:
    """The decisions the entry gives, street by street, up to the first not given."""
    found = []
    for street in STREETS:
        if street not in entry:
            break
        found.append(text(entry, street).lower())
    return tuple(found)


def price(variant: Variant, entry: Mapping[str, Any]) -> Priced:
    rules: HoldemBonusRules = variant.rules()
    round_ = replay(
        rules,
        ante=amount(entry, "ante"),
        player=cards(entry, "player", count=2),
        dealer=cards(entry, "dealer", count=2),
        board=cards(entry, "board", count=5),
        actions=actions(entry),
        bonus=amount(entry, "bonus") if "bonus" in entry else 0,
    )
    settlement = settle(rules, round_)
    return Priced(record(settlement), describe(rules, round_, settlement))


def entry_from_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The command line's options as an entry: the flop bet by default, then a bet on the
    turn and the river unless told otherwise."""
    entry = {
        name: options[name]
        for name in ("variant", "ante", "player", "dealer", "board")
        if options.get(name) is not None
    }
    if options.get("bonus") not in (None, "0"):
        entry["bonus"] = options["bonus"]
    entry["preflop"] = options["decision"] or "bet"
    if entry["preflop"] != "fold":
        entry["flop"] = options.get("flop") or "bet"
        entry["turn"] = options.get("turn") or "bet"
    # The other games' options, which Texas Hold'em Bonus refuses by name if given.
    for name in ("discard", "draw", "sixth", "insurance", "meter", "dealer_draw"):
        if options.get(name):
            entry[name] = options[name]
    return entry


def record(settlement: Settlement) -> dict[str, Any]:
    """The JSON output of a settled round: the hands, each wager's signed result and the
    net."""
    s = settlement
    return {
        "ok": True,
        "player_category": s.player_category.slug,
        "dealer_category": holdem_category(s.dealer_value).slug,
        "ending": s.ending.value,
        "bonus_line": None if s.bonus_line is None else s.bonus_line.value,
        "ante": format_amount(s.ante.amount),
        "flop": format_amount(s.flop.amount),
        "turn": format_amount(s.turn.amount),
        "river": format_amount(s.river.amount),
        "bonus": format_amount(s.bonus.amount),
        "net": format_amount(s.net),
    }


def describe(rules: HoldemBonusRules, round_: Round, settlement: Settlement) -> str:
    """A settled round as a dealer reads it: the hands, the actions, one wager a line."""
    s = settlement
    lines = [
        rules.name,
        f"Player: {format_cards(round_.player)}: {s.player_category.title}",
        f"Dealer: {format_cards(round_.dealer)}: {holdem_category(s.dealer_value).title}",
        f"Board: {format_cards(round_.board)}",
        "Actions: " + ", ".join(map(" ".join, zip(STREETS, round_.actions, strict=False))),
    ]
    for wager in s.wagers:
        working = ""
        if wager.outcome is Outcome.WIN and wager.odds:
            working = f"  ({format_amount(wager.stake)} × {wager.odds} to 1)"
        outcome = f"{wager.wager.value:<11} {wager.outcome.value:<11}"
        lines.append(f"{outcome}{signed(wager.amount):>12}{working}")
    lines.append(f"{'Net for the player':<23}{signed(s.net):>12}")
    return "\n".join(lines)
