"""``manage.py settle``: price one round of Oasis Poker or Russian Poker, or a batch of JSON
lines. The variant says the game; ``paytables.pricing`` reads each game's fields.

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

from paytables.pricing import entry_from_options, price_entry


class Command(BaseCommand):
    help = (
        "Settle an Oasis Poker or Russian Poker round: each wager's result, the fee and the "
        "net. With --batch, read JSON lines from standard input and write one JSON line per "
        "input line, in order. Fields of every game: variant, ante, player, dealer (up card "
        "first), decision; Oasis Poker's: bonus, meter, discard, draw, dealer_buy, "
        "dealer_draw; Russian Poker's: discard, draw, sixth, insurance, buy_game, dealer_draw."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", action="store_true", help="read JSON lines from stdin")
        parser.add_argument("--json", action="store_true", help="print the JSON line")
        parser.add_argument("--variant", default="standard")
        parser.add_argument("--ante")
        parser.add_argument("--bonus", default="0", help="Oasis Poker: the bonus bet")
        parser.add_argument("--meter", help="the progressive meter, for a royal/straight flush")
        parser.add_argument("--player", help='five cards, e.g. "As Kd 4c 3h 2s"')
        parser.add_argument("--dealer", help="five cards, the dealer's up card first")
        parser.add_argument("--discard", default="", help="cards switched or exchanged away")
        parser.add_argument("--draw", default="", help="cards drawn for them, in order")
        parser.add_argument("--sixth", help="Russian Poker: the sixth card bought")
        parser.add_argument(
            "--decision",
            choices=("raise", "bet", "fold"),
            help="raise or fold (Oasis Poker, raise by default), bet or fold (Russian Poker, "
            "bet by default)",
        )
        parser.add_argument("--insurance", help="Russian Poker: the amount insured")
        parser.add_argument(
            "--dealer-draw",
            help="Helsinki: the card bought for the dealer; Russian Poker: the card the dealer "
            "receives for the game bought",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["batch"]:
            self._batch(sys.stdin)
            return
        try:
            priced = price_entry(entry_from_options(options))
        except ValueError as error:
            raise CommandError(str(error)) from None
        if options["json"]:
            self.stdout.write(json.dumps(priced.record))
        else:
            self.stdout.write(priced.text)

    def _batch(self, lines: Iterable[str]) -> None:
        for line in lines:
            try:
                record = price_entry(json.loads(line, parse_float=Decimal)).record
            except ValueError as error:
                record = {"ok": False, "error": _message(error, line)}
            except RecursionError:
                # json's parser recurses once per nested array or object: thousands of "["
                # exhaust Python's stack before the line is found not to be an entry.
                record = {"ok": False, "error": "not valid JSON: nested too deeply"}
            self.stdout.write(json.dumps(record, ensure_ascii=False))
            self.stdout.flush()


def _message(error: ValueError, line: str) -> str:
    if isinstance(error, json.JSONDecodeError):
        return "empty line" if not line.strip() else f"not valid JSON: {error.msg}"
    return str(error)
