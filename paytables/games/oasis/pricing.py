"""Pricing an Oasis Poker (or Caribbean Stud) round: the fields ``ante``, ``bonus``,
``meter``, ``player``, ``dealer``, ``discard``, ``draw``, ``decision`` (raise or fold),
``dealer_buy`` and ``dealer_draw``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import format_cards
from engine.money import format_amount
from engine.oasis.round import Round, Rules, Settlement, replay, settle
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
        "bonus",
        "meter",
        "player",
        "dealer",
        "discard",
        "draw",
        "decision",
        "dealer_buy",
        "dealer_draw",
    }
)
REQUIRED = HAND_AGAINST_DEALER


# ``manage.py settle``'s options for a single round of the game, beside every game's
# (--variant, --ante, --player, --dealer, --decision), and its decisions, the first by default.
OPTIONS = {
    "--bonus": {"default": "0", "help": "Oasis Poker: the bonus bet"},
    "--meter": {"help": "Oasis Poker: the progressive meter, for a royal/straight flush"},
    "--discard": {"default": "", "help": "cards switched or exchanged away"},
    "--draw": {"default": "", "help": "cards drawn for them, in order"},
    "--dealer-draw": {"help": "Oasis Poker (Helsinki): the card bought for the dealer"},
}
DECISIONS = ("raise", "fold")


def price(variant: Variant, entry: Mapping[str, Any]) -> Priced:
    rules = variant.oasis_rules()
    dealer_buy = flag(entry, "dealer_buy")
    dealer_draw = text(entry, "dealer_draw") if "dealer_draw" in entry else None
    if dealer_buy and not dealer_draw:
        raise ValueError("dealer_draw: say which card the dealer receives for the bought card")
    if dealer_draw and not dealer_buy:
        raise ValueError("dealer_draw is given but dealer_buy is not true")

    round_ = replay(
        rules,
        player=cards(entry, "player", count=5),
        dealer=cards(entry, "dealer", count=5),
        discard=cards(entry, "discard"),
        draw=cards(entry, "draw"),
        decision=text(entry, "decision"),
        dealer_draw=named_card("dealer_draw", dealer_draw) if dealer_draw else None,
    )
    settlement = settle(
        rules,
        round_,
        amount(entry, "ante"),
        amount(entry, "bonus") if "bonus" in entry else 0,
        meter=None if entry.get("meter") is None else amount(entry, "meter"),
    )
    return Priced(record(settlement), describe(rules, round_, settlement))


def entry_from_options(options: Mapping[str, Any]) -> dict[str, Any]:
    entry = {
        name: options[name]
        for name in ("variant", "ante", "bonus", "meter", "player", "dealer")
        if options[name] is not None
    }
    entry.update(
        discard=options["discard"], draw=options["draw"], decision=options["decision"] or "raise"
    )
    if options["dealer_draw"]:
        entry.update(dealer_buy=True, dealer_draw=options["dealer_draw"])
    return entry


def record(settlement: Settlement) -> dict[str, Any]:
    """The JSON output of a settled round; amounts as decimal strings, signed for the player."""
    written = {
        "ok": True,
        "player_category": settlement.player_category.slug,
        "dealer_category": settlement.dealer_category.slug,
        "dealer_qualifies": settlement.dealer_qualifies,
        "ante": format_amount(settlement.ante.amount),
        "raise": format_amount(settlement.raise_.amount),
        "bonus": format_amount(settlement.bonus.amount),
        "fee": format_amount(settlement.fee),
        "net": format_amount(settlement.net),
    }
    # Written only when the table's maximum payout took something: other records stay as
    # they were.
    if settlement.capped:
        written["forfeited"] = format_amount(settlement.forfeited)
    return written


def describe(rules: Rules, round_: Round, settlement: Settlement) -> str:
    """A settled round as a dealer reads it: the hands, then one wager a line."""
    s = settlement
    qualifies = "qualifies" if s.dealer_qualifies else "does not qualify"
    lines = [rules.name, f"Player: {format_cards(round_.player)}"]
    for switch in round_.switches:
        lines.append(
            f"  switched {format_cards(switch.discarded)} for {format_cards(switch.drawn)}"
            f" (fee {format_amount(switch.fee)} ante)"
        )
    lines.append(f"  final hand {format_cards(round_.hand)}: {s.player_category.title}")
    lines.append(
        f"Dealer: {format_cards(round_.dealer_hand)}: {s.dealer_category.title}, {qualifies}"
    )
    lines.append(f"Decision: {round_.decision}")
    for wager in s.wagers:
        working = ""
        if wager.outcome is Outcome.WIN and wager.odds:
            working = f"  ({format_amount(wager.stake)} × {wager.odds} to 1)"
        elif wager.outcome is Outcome.WIN and wager.meter_share is not None:
            working = f"  ({wager.meter_share:%} of the meter)"
        outcome = wager.outcome.replace("_", " ")
        lines.append(f"{wager.wager.title():<6} {outcome:<11}{signed(wager.amount):>12}{working}")
    if s.capped:
        lines.append(f"Forfeited at the cap  {format_amount(s.forfeited):>12}")
    lines.append(f"Fee kept by the house {format_amount(s.fee):>12}")
    lines.append(f"Net for the player    {signed(s.net):>12}")
    return "\n".join(lines)
