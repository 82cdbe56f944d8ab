"""Pricing a Russian Poker round: the fields ``ante``, ``player``, ``dealer``, ``discard``
and ``draw`` (an exchange), ``sixth`` (the card bought), ``decision`` (bet or fold),
``insurance`` (an amount), ``buy_game`` (true) with ``dealer_draw`` (the card the dealer
receives; where the house draws again on a card of the rank given up, every card drawn, the
last the one he keeps)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import format_cards
from engine.money import format_amount
from engine.russian.evaluate import best_hand
from engine.russian.round import Exchange, Round, replay
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, settle
from engine.showdown import Outcome
from paytables.models import Variant
from paytables.pricing import (
    HAND_AGAINST_DEALER,
    Priced,
    amount,
    cards,
    flag,
    named_card,
    signed,
    text,
)

FIELDS = frozenset(
    {
        "variant",
        "ante",
        "player",
        "dealer",
        "discard",
        "draw",
        "sixth",
        "decision",
        "insurance",
        "buy_game",
        "dealer_draw",
    }
)
REQUIRED = HAND_AGAINST_DEALER


# ``manage.py settle``'s options for a single round of the game, beside every game's, and
# its decisions, the first by default.
OPTIONS = {
    "--discard": {"default": "", "help": "cards switched or exchanged away"},
    "--draw": {"default": "", "help": "cards drawn for them, in order"},
    "--sixth": {"help": "Russian Poker: the sixth card bought"},
    "--insurance": {"help": "Russian Poker: the amount insured"},
    "--dealer-draw": {"help": "Russian Poker: the card the dealer receives for the game bought"},
}
DECISIONS = ("bet", "fold")


def price(variant: Variant, entry: Mapping[str, Any]) -> Priced:
    rules = variant.russian_rules()
    buy_game = flag(entry, "buy_game")
    dealer_draw = cards(entry, "dealer_draw") if "dealer_draw" in entry else ()
    if buy_game and not dealer_draw:
        raise ValueError("dealer_draw: say which card the dealer receives for the game bought")
    if dealer_draw and not buy_game:
        raise ValueError("dealer_draw is given but buy_game is not true")
    sixth = text(entry, "sixth") if "sixth" in entry else ""

    round_ = replay(
        rules,
        ante=amount(entry, "ante"),
        player=cards(entry, "player", count=5),
        dealer=cards(entry, "dealer", count=5),
        discard=cards(entry, "discard"),
        draw=cards(entry, "draw"),
        sixth=named_card("sixth", sixth) if sixth else None,
        decision=text(entry, "decision"),
        insurance=amount(entry, "insurance") if "insurance" in entry else 0,
        buy_game=buy_game,
        dealer_draw=dealer_draw or None,
    )
    settlement = settle(rules, round_)
    return Priced(record(round_, settlement), describe(rules, round_, settlement))


def entry_from_options(options: Mapping[str, Any]) -> dict[str, Any]:
    entry = {
        name: options[name]
        for name in ("variant", "ante", "player", "dealer", "sixth", "insurance")
        if options[name] is not None
    }
    entry.update(
        discard=options["discard"], draw=options["draw"], decision=options["decision"] or "bet"
    )
    # Oasis Poker's options, which Russian Poker refuses by name if they are given.
    if options["bonus"] not in (None, "0"):
        entry["bonus"] = options["bonus"]
    if options["meter"] is not None:
        entry["meter"] = options["meter"]
    if options["dealer_draw"]:
        entry.update(buy_game=True, dealer_draw=options["dealer_draw"])
    return entry


def record(round_: Round, settlement: Settlement) -> dict[str, Any]:
    """The JSON output of a settled round: each wager's signed result, every combination
    paid on the bet with its odds, the fee (exchanges, the sixth card, the game bought)."""
    s = settlement
    player = s.player_value if s.player_value is not None else best_hand(round_.hand)
    written: dict[str, Any] = {
        "ok": True,
        "player_category": player.category.slug,
        "dealer_category": s.dealer_value.category.slug,
        "dealer_qualifies": s.dealer_qualifies,
        "ante": format_amount(s.ante.amount),
        "bet": format_amount(s.bet.amount),
        "insurance": format_amount(s.insurance.amount),
        "combinations": [
            {
                "category": paid.category.slug,
                "cards": format_cards(paid.combination.cards),
                "odds": paid.odds,
            }
            for paid in s.combinations
        ],
        "fee": format_amount(s.fee),
        "net": format_amount(s.net),
    }
    if s.capped:
        written["forfeited"] = format_amount(s.forfeited)
    return written


def describe(rules: RussianRules, round_: Round, settlement: Settlement) -> str:
    """A settled round as a dealer reads it: the hands and what was bought, each combination
    paid, then one wager a line."""
    s = settlement
    lines = [rules.name, f"Player: {format_cards(round_.player)}"]
    for draw in round_.draws:
        fee = f"(fee {format_amount(draw.fee)} ante)"
        if isinstance(draw, Exchange):
            lines.append(
                f"  exchanged {format_cards(draw.discarded)} for {format_cards(draw.drawn)} {fee}"
            )
        else:
            lines.append(f"  bought a sixth card {draw.card} {fee}")
    player = s.player_value if s.player_value is not None else best_hand(round_.hand)
    lines.append(f"  final hand {format_cards(round_.hand)}: {player.category.title}")
    for paid in s.combinations:
        lines.append(f"  paid: {paid.combination} {paid.odds} to 1")
    qualifies = "qualifies" if s.dealer_qualified_first else "has no game"
    lines.append(f"Dealer: {format_cards(round_.dealer)}: {qualifies}")
    bought = round_.game_bought
    if bought is not None:
        now = "qualifies" if s.dealer_qualifies else "still has no game"
        lines.append(
            f"  game bought: gave up {bought.discarded} for {format_cards(bought.drawn)}"
            f" (fee {format_amount(bought.fee)} ante): {s.dealer_value.category.title}, {now}"
        )
    lines.append(f"Decision: {round_.decision}")
    for wager in s.wagers:
        working = ""
        if wager.outcome is Outcome.WIN and wager.odds:
            working = f"  ({format_amount(wager.stake)} × {wager.odds} to 1)"
        outcome = wager.outcome.replace("_", " ")
        lines.append(f"{wager.wager.title():<9} {outcome:<11}{signed(wager.amount):>12}{working}")
    if s.capped:
        lines.append(f"{'Forfeited at the cap':<21}{format_amount(s.forfeited):>12}")
    lines.append(f"{'Fee kept by the house':<21}{format_amount(s.fee):>12}")
    lines.append(f"{'Net for the player':<21}{signed(s.net):>12}")
    return "\n".join(lines)
