"""Pricing a Three Card Poker round: the fields ``ante`` (0: Pair Plus alone),
``pair_plus`` and ``six_card`` (optional stakes), ``player`` and ``dealer`` (three cards
each) and ``decision`` (play or fold; empty for Pair Plus alone)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import format_cards
from engine.money import format_amount
from engine.showdown import Outcome
from engine.three_card.round import Round, replay
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement, settle
from paytables.models import Variant
from paytables.pricing import HAND_AGAINST_DEALER, Priced, amount, cards, signed, text

FIELDS = frozenset({"variant", "ante", "pair_plus", "six_card", "player", "dealer", "decision"})
REQUIRED = HAND_AGAINST_DEALER


# ``manage.py settle``'s options for a single round of the game, beside every game's, and
# its decisions, the first by default.
OPTIONS = {
    "--pair-plus": {"help": "Three Card Poker: the Pair Plus bet"},
    "--six-card": {"help": "Three Card Poker: the 6-Card Bonus bet"},
}
DECISIONS = ("play", "fold")


def price(variant: Variant, entry: Mapping[str, Any]) -> Priced:
    rules: ThreeCardRules = variant.rules()
    round_ = replay(
        rules,
        ante=amount(entry, "ante"),
        player=cards(entry, "player", count=3),
        dealer=cards(entry, "dealer", count=3),
        decision=text(entry, "decision") or None,
        pair_plus=amount(entry, "pair_plus") if "pair_plus" in entry else 0,
        six_card=amount(entry, "six_card") if "six_card" in entry else 0,
    )
    settlement = settle(rules, round_)
    return Priced(record(settlement), describe(rules, round_, settlement))


def entry_from_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The command line's options as an entry: the ante game, played by default, with the
    side bets given."""
    entry = {
        name: options[name]
        for name in ("variant", "ante", "player", "dealer", "pair_plus", "six_card")
        if options.get(name) is not None
    }
    entry["decision"] = options["decision"] or "play"
    # The other games' options, which Three Card Poker refuses by name if they are given.
    for name in ("discard", "draw", "sixth", "insurance", "meter", "dealer_draw"):
        if options.get(name):
            entry[name] = options[name]
    if options.get("bonus") not in (None, "0"):
        entry["bonus"] = options["bonus"]
    return entry


def record(settlement: Settlement) -> dict[str, Any]:
    """The JSON output of a settled round: the hands, whether the dealer qualifies, each
    wager's signed result and the net."""
    s = settlement
    return {
        "ok": True,
        "player_category": s.player_category.slug,
        "dealer_category": s.dealer_category.slug,
        "dealer_qualifies": s.dealer_qualifies,
        "ante": format_amount(s.ante.amount),
        "play": format_amount(s.play.amount),
        "ante_bonus": format_amount(s.ante_bonus.amount),
        "pair_plus": format_amount(s.pair_plus.amount),
        "six_card": format_amount(s.six_card.amount),
        "net": format_amount(s.net),
    }


def describe(rules: ThreeCardRules, round_: Round, settlement: Settlement) -> str:
    """A settled round as a dealer reads it: the hands, the decision, one wager a line."""
    s = settlement
    qualifies = "qualifies" if s.dealer_qualifies else "does not qualify"
    lines = [
        rules.name,
        f"Player: {format_cards(round_.player)}: {s.player_category.title}",
        f"Dealer: {format_cards(round_.dealer)}: {s.dealer_category.title}, {qualifies}",
        f"Decision: {round_.decision or 'none (Pair Plus alone)'}",
    ]
    for wager in s.wagers:
        working = ""
        if wager.outcome is Outcome.WIN and wager.odds:
            staked = s.ante.stake if wager.wager == "ante_bonus" else wager.stake
            working = f"  ({format_amount(staked)} × {wager.odds} to 1)"
        name = wager.wager.replace("_", " ")
        outcome = wager.outcome.replace("_", " ")
        lines.append(f"{name:<11} {outcome:<11}{signed(wager.amount):>12}{working}")
    lines.append(f"{'Net for the player':<23}{signed(s.net):>12}")
    return "\n".join(lines)
