"""Pricing an Ultimate Texas Hold'em round: the wagers ``ante`` (the Blind is equal to it)
and ``trips`` (optional), the cards ``player`` and ``dealer`` (two each) and ``board``
(five), and the decisions by street: ``preflop`` (check, 3x or 4x), ``flop`` (check or
2x) and ``river`` (1x or fold); a street not given is a check, and nothing is given after
the play."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from engine.cards import format_cards
from engine.money import format_amount, parse_amount
from engine.pay import odds_on
from engine.showdown import Outcome
from engine.ultimate.round import Decision, Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement, Wager, settle
from paytables.games.ultimate.selectors import STREET_NAMES, decide_by_streets
from paytables.models import Variant
from paytables.pricing import Priced, amount, cards, signed, text

FIELDS = frozenset({"variant", "ante", "trips", "player", "dealer", "board", *STREET_NAMES})
REQUIRED = ("variant", "ante", "player", "dealer", "board")

# ``manage.py settle``'s options for a single round of the game, beside every game's, and
# its final decisions (each says its street), the first by default.
OPTIONS = {
    "--board": {"help": "Ultimate Texas Hold'em: the five board cards"},
    "--trips": {"help": "Ultimate Texas Hold'em: the Trips bet"},
}
DECISIONS = tuple(decision.value for decision in Decision)


def price(variant: Variant, entry: Mapping[str, Any]) -> Priced:
    rules: UltimateRules = variant.rules()
    trips = amount(entry, "trips") if "trips" in entry else 0
    dealt = Round(
        ante=parse_amount(amount(entry, "ante"), name="ante"),
        player=cards(entry, "player", count=2),
        dealer=cards(entry, "dealer", count=2),
        board=cards(entry, "board", count=5),
        trips=parse_amount(trips, name="trips", allow_zero=True),
    )
    decisions = {street: text(entry, street) for street in STREET_NAMES if street in entry}
    round_ = decide_by_streets(rules, dealt, decisions)
    settlement = settle(rules, round_)
    return Priced(record(round_, settlement), describe(rules, round_, settlement))


def entry_from_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The command line's options as an entry: the final decision (4x by default) on its
    street, the checks before it."""
    entry = {
        name: options[name]
        for name in ("variant", "ante", "player", "dealer", "board", "trips")
        if options.get(name) is not None
    }
    decision = Decision(options.get("decision") or Decision.BET_4X)
    entry[decision.street.value] = decision.value
    return entry


def record(round_: Round, settlement: Settlement) -> dict[str, Any]:
    """The JSON output of a settled round: the hands, whether the dealer qualifies, the
    decision, each wager's signed result and the net."""
    s = settlement
    return {
        "ok": True,
        "decision": str(round_.decision),
        "player_category": s.player_category.slug,
        "dealer_category": s.dealer_category.slug,
        "dealer_qualifies": s.dealer_qualifies,
        "ending": s.ending.value,
        "ante": format_amount(s.ante.amount),
        "blind": format_amount(s.blind.amount),
        "play": format_amount(s.play.amount),
        "trips": format_amount(s.trips.amount),
        "net": format_amount(s.net),
    }


def describe(rules: UltimateRules, round_: Round, settlement: Settlement) -> str:
    """A settled round as a dealer reads it: the hands, the decision, one wager a line."""
    s = settlement
    qualifies = "qualifies" if s.dealer_qualifies else "does not qualify"
    lines = [
        rules.name,
        f"Board: {format_cards(round_.board)}",
        f"Player: {format_cards(round_.player)}: {s.player_category.title}",
        f"Dealer: {format_cards(round_.dealer)}: {s.dealer_category.title}, {qualifies}",
        f"Decision: {round_.decision}",
    ]
    odds = {
        Wager.BLIND: odds_on(rules.blind or (), s.player_category),
        Wager.TRIPS: odds_on(rules.trips or (), s.player_category),
    }
    for wager in s.wagers:
        working = ""
        if wager.outcome is Outcome.WIN:
            pays = odds.get(wager.wager, Fraction(1))
            working = f"  ({format_amount(wager.stake)} × {pays} to 1)"
        name, outcome = wager.wager.value, wager.outcome.replace("_", " ")
        lines.append(f"{name:<11} {outcome:<11}{signed(wager.amount):>12}{working}")
    lines.append(f"{'Net for the player':<23}{signed(s.net):>12}")
    return "\n".join(lines)
