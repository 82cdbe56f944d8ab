"""``manage.py edge``: a variant's exact return table under its best one-card strategy."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from paytables.selectors import variant_get
from paytables.services import variant_analysis_store
from poker.errors import RulesIncomplete
from poker.oasis.analysis import return_table, return_table_to_dict

BAR_WIDTH = 30


class Command(BaseCommand):
    help = (
        "Compute a variant's return table exactly: every event's combinations, net, "
        "probability and return; the house edge, average total bet, element of risk and "
        "switching probability. --json prints one JSON object; --store keeps the result "
        "with the variant for the pages."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--variant", required=True, help="the variant's slug")
        parser.add_argument("--json", action="store_true", help="print one JSON object")
        parser.add_argument("--store", action="store_true", help="save it with the variant")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            variant = variant_get(slug=options["variant"])
            rules = variant.oasis_rules()
        except ValueError as error:
            raise CommandError(str(error)) from None
        except TypeError:
            raise CommandError(
                f"{variant.name_en} is not a variant of Oasis Poker or Caribbean Stud: the "
                "return table is computed for those games only"
            ) from None
        progress = None if options["json"] else self._progress
        try:
            table = return_table(rules, progress=progress)
        except RulesIncomplete as error:
            raise CommandError(str(error)) from None
        data = return_table_to_dict(table)
        if options["store"]:
            variant_analysis_store(variant=variant, table=data)
        if options["json"]:
            self.stdout.write(json.dumps(data))
        else:
            self.stdout.write(describe(data))

    def _progress(self, done: int, total: int) -> None:
        filled = BAR_WIDTH * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{total} up cards")
        sys.stderr.write("\n" if done == total else "")
        sys.stderr.flush()


def describe(data: dict) -> str:
    """The return table as a reader takes it in, one event a line."""
    lines = [
        f"{data['variant']}: {data['total_combinations']:,} combinations",
        f"{'event':<28}{'switch':<8}{'net':>6}{'combinations':>26}{'probability':>13}{'return':>11}",
    ]
    for row in data["rows"]:
        lines.append(
            f"{row['event']:<28}{'yes' if row['switched'] else 'no':<8}{row['net']:>6}"
            f"{row['combinations']:>26,}{row['probability']:>13.6f}{row['return']:>11.6f}"
        )
    lines += [
        f"house edge         {data['house_edge']:.4%}",
        f"average total bet  {data['average_total_bet']:.4f} antes",
        f"element of risk    {data['element_of_risk']:.4%}",
        f"switching          {data['switch_probability']:.4%}",
    ]
    return "\n".join(lines)
