"""``manage.py edge``: a variant's exact return table, computed by its game's analysis
(the adapter's ``analysis`` module: ``paytables/games/<engine>/analysis.py``)."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from engine.errors import RulesIncomplete
from paytables.games import GAMES, game_of
from paytables.selectors import variant_get
from paytables.services import variant_analysis_store

BAR_WIDTH = 30


class Command(BaseCommand):
    help = (
        "Compute a variant's return table exactly: every event's combinations, net, "
        "probability and return; the house edge and what else its game's analysis gives. "
        "--bet names the wager where the game prices more than one; --json prints one JSON "
        "object; --store keeps the result with the variant for the pages."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--variant", required=True, help="the variant's slug")
        parser.add_argument("--bet", help="the wager to price (the game's main one by default)")
        parser.add_argument("--json", action="store_true", help="print one JSON object")
        parser.add_argument("--store", action="store_true", help="save it with the variant")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            variant = variant_get(slug=options["variant"])
        except ValueError as error:
            raise CommandError(str(error)) from None
        analysis = game_of(variant).analysis_module()
        if analysis is None:
            raise CommandError(
                f"{variant.name_en} is not a variant of {_analysed_games()}: the return "
                "table is computed for those games only"
            )
        bet = options["bet"] or analysis.BETS[0]
        if bet not in analysis.BETS:
            raise CommandError(
                f"no bet {bet!r} in {variant.game.name_en}: --bet is one of "
                f"{', '.join(analysis.BETS)}"
            )
        progress = None if options["json"] else self._progress
        try:
            data = analysis.return_table(variant, bet, progress)
        except RulesIncomplete as error:
            raise CommandError(str(error)) from None
        if options["store"]:
            if not analysis.STORABLE:
                raise CommandError(f"{variant.game.name_en}'s pages keep no return table")
            variant_analysis_store(variant=variant, table=data)
        if options["json"]:
            self.stdout.write(json.dumps(data))
        else:
            self.stdout.write(analysis.describe(data))

    def _progress(self, done: int, total: int) -> None:
        filled = BAR_WIDTH * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{total}")
        sys.stderr.write("\n" if done == total else "")
        sys.stderr.flush()


def _analysed_games() -> str:
    modules = (game.analysis_module() for game in GAMES.values())
    return " or ".join(module.NAME for module in modules if module is not None)
