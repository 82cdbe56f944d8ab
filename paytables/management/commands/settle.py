"""``manage.py settle``: price one round of any game, or a batch of JSON lines. The variant
says the game; ``paytables.pricing`` reads each game's fields, and each game's pricing
module gives its own options of the command line.

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

from paytables.pricing import entry_from_options, every_pricing, price_entry


class Command(BaseCommand):
    @property
    def help(self) -> str:  # type: ignore[override]  # built from the games' pricing
        fields = "; ".join(
            f"{name}'s: {', '.join(sorted(pricing.FIELDS - {'variant'}))}"
            for name, pricing in every_pricing()
        )
        return (
            "Settle a round of any game: each wager's result, the fee and the net. With "
            "--batch, read JSON lines from standard input and write one JSON line per input "
            "line, in order. Every line names its variant, which says the game and its "
            f"fields (a poker dealer's cards up card first): {fields}."
        )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", action="store_true", help="read JSON lines from stdin")
        parser.add_argument("--json", action="store_true", help="print the JSON line")
        parser.add_argument("--variant", default="standard")
        parser.add_argument("--ante")
        parser.add_argument("--player", help='the player\'s cards, e.g. "As Kd 4c 3h 2s"')
        parser.add_argument("--dealer", help="the dealer's cards, his up card first")
        games = every_pricing()
        decided = [(name, pricing.DECISIONS) for name, pricing in games if pricing.DECISIONS]
        parser.add_argument(
            "--decision",
            choices=sorted({decision for _name, decisions in decided for decision in decisions}),
            help="; ".join(
                f"{name}: {' or '.join(decisions)} ({decisions[0]} by default)"
                for name, decisions in decided
            ),
        )
        # Each game's own options; one that two games share is declared once, with each
        # game's meaning of it in its help.
        options: dict[str, dict[str, Any]] = {}
        for _name, pricing in games:
            for flag, keywords in pricing.OPTIONS.items():
                known = options.setdefault(flag, dict(keywords))
                if keywords["help"] not in known["help"]:
                    known["help"] = f"{known['help']}; {keywords['help']}"
        for flag, keywords in options.items():
            parser.add_argument(flag, **keywords)

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
