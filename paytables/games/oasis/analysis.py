"""Oasis Poker's exact return table for ``manage.py edge``: every event's combinations
under the best one-card strategy (``engine.oasis.analysis``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oasis.analysis import return_table as engine_return_table
from engine.oasis.analysis import return_table_to_dict
from paytables.models import Variant

# What the command says the table is computed for.
NAME = "Oasis Poker or Caribbean Stud"
# The wagers a return table is computed for, the first by default (the ante and raise).
BETS = ("main",)
# The pages show the stored table (the variants page's house edges, the best-play pages).
STORABLE = True


def return_table(
    variant: Variant, bet: str, progress: Callable[[int, int], None] | None
) -> dict[str, Any]:
    """The variant's return table as JSON; ``RulesIncomplete`` when a figure is unknown."""
    return return_table_to_dict(engine_return_table(variant.oasis_rules(), progress=progress))


def describe(data: dict[str, Any]) -> str:
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
