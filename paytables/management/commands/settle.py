"""``manage.py settle``: price one Oasis Poker round, or a batch of JSON lines.

The variants come from the database, so an instructor's edit in the admin changes what
this computes.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from paytables.selectors import variant_rules
from poker.cards import Card, card, format_cards, parse_cards
from poker.money import format_amount
from poker.oasis import Round, Rules, Settlement, replay, settle
from poker.showdown import Outcome

FIELDS = {
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
REQUIRED = ("variant", "ante", "player", "dealer", "decision")


def settle_entry(entry: Any) -> tuple[Rules, Round, Settlement]:
    """Settle one round described by a JSON object (the fields in the command's help).

    Raises ``ValueError`` (or one of the engine's subclasses of it) saying what is wrong.
    """
    if not isinstance(entry, dict):
        raise ValueError('each line must be a JSON object, like {"variant": "standard", ...}')
    unknown = sorted(set(entry) - FIELDS)
    if unknown:
        raise ValueError(f"unknown field(s): {', '.join(unknown)}")
    missing = [name for name in REQUIRED if name not in entry]
    if missing:
        raise ValueError(f"missing field(s): {', '.join(missing)}")

    rules = variant_rules(slug=_text(entry, "variant"))
    dealer_buy = entry.get("dealer_buy", False)
    if not isinstance(dealer_buy, bool):
        raise ValueError("dealer_buy must be true or false")
    dealer_draw = _text(entry, "dealer_draw") if "dealer_draw" in entry else None
    if dealer_buy and not dealer_draw:
        raise ValueError("dealer_draw: say which card the dealer receives for the bought card")
    if dealer_draw and not dealer_buy:
        raise ValueError("dealer_draw is given but dealer_buy is not true")

    round_ = replay(
        rules,
        player=_cards(entry, "player", count=5),
        dealer=_cards(entry, "dealer", count=5),
        discard=_cards(entry, "discard"),
        draw=_cards(entry, "draw"),
        decision=_text(entry, "decision"),
        dealer_draw=_named_card("dealer_draw", dealer_draw) if dealer_draw else None,
    )
    settlement = settle(
        rules,
        round_,
        _amount(entry, "ante"),
        _amount(entry, "bonus") if "bonus" in entry else 0,
        meter=None if entry.get("meter") is None else _amount(entry, "meter"),
    )
    return rules, round_, settlement


def settlement_record(settlement: Settlement) -> dict[str, Any]:
    """The JSON output of a settled round; amounts as decimal strings, signed for the player."""
    return {
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


def _text(entry: dict[str, Any], name: str) -> str:
    value = entry[name]
    if not isinstance(value, str):
        raise ValueError(f"{name} must be text")
    return value.strip()


def _cards(entry: dict[str, Any], name: str, *, count: int | None = None) -> tuple[Card, ...]:
    text = _text(entry, name) if name in entry else ""
    try:
        cards = parse_cards(text)
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None
    if count is not None and len(cards) != count:
        raise ValueError(f"{name} must be {count} cards, not {len(cards)}")
    return cards


def _named_card(name: str, text: str) -> Card:
    try:
        return card(text)
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None


def _amount(entry: dict[str, Any], name: str) -> Decimal | str | int:
    value = entry[name]
    # JSON numbers arrive as int or Decimal (parse_float=Decimal), never as float.
    if isinstance(value, bool) or not isinstance(value, (str, int, Decimal)):
        raise ValueError(f"{name} must be a number, like 10 or 12.50")
    return value


class Command(BaseCommand):
    help = (
        "Settle an Oasis Poker round: each wager's result, the fee and the net. "
        "With --batch, read JSON lines from standard input and write one JSON line per "
        "input line, in order; fields: variant, ante, bonus, meter, player, dealer "
        "(up card first), discard, draw, decision, dealer_buy, dealer_draw."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", action="store_true", help="read JSON lines from stdin")
        parser.add_argument("--json", action="store_true", help="print the JSON line")
        parser.add_argument("--variant", default="standard")
        parser.add_argument("--ante")
        parser.add_argument("--bonus", default="0")
        parser.add_argument("--meter", help="the progressive meter, for a royal/straight flush")
        parser.add_argument("--player", help='five cards, e.g. "As Kd 4c 3h 2s"')
        parser.add_argument("--dealer", help="five cards, the dealer's up card first")
        parser.add_argument("--discard", default="", help="cards switched away")
        parser.add_argument("--draw", default="", help="cards drawn for them, in order")
        parser.add_argument("--decision", default="raise", choices=("raise", "fold"))
        parser.add_argument("--dealer-draw", help="Helsinki: the card bought for the dealer")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["batch"]:
            self._batch(sys.stdin)
            return
        entry = {
            name: options[name]
            for name in ("variant", "ante", "bonus", "meter", "player", "dealer")
            if options[name] is not None
        }
        entry.update(discard=options["discard"], draw=options["draw"], decision=options["decision"])
        if options["dealer_draw"]:
            entry.update(dealer_buy=True, dealer_draw=options["dealer_draw"])
        try:
            rules, round_, settlement = settle_entry(entry)
        except ValueError as error:
            raise CommandError(str(error)) from None
        if options["json"]:
            self.stdout.write(json.dumps(settlement_record(settlement)))
        else:
            self.stdout.write(describe(rules, round_, settlement))

    def _batch(self, lines: Iterable[str]) -> None:
        for line in lines:
            try:
                entry = json.loads(line, parse_float=Decimal)
                record = settlement_record(settle_entry(entry)[2])
            except ValueError as error:
                record = {"ok": False, "error": _message(error, line)}
            self.stdout.write(json.dumps(record, ensure_ascii=False))
            self.stdout.flush()


def _message(error: ValueError, line: str) -> str:
    if isinstance(error, json.JSONDecodeError):
        return "empty line" if not line.strip() else f"not valid JSON: {error.msg}"
    return str(error)


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
        lines.append(f"{wager.wager.title():<6} {outcome:<11}{_signed(wager.amount):>12}{working}")
    lines.append(f"Fee kept by the house {format_amount(s.fee):>12}")
    lines.append(f"Net for the player    {_signed(s.net):>12}")
    return "\n".join(lines)


def _signed(amount: Decimal) -> str:
    text = f"{amount.normalize():,f}"
    return f"+{text}" if amount > 0 else text
