"""The main game of a game dealt on a Hold'em board against a dealer's two cards, under the
best strategy, as ``manage.py edge --bet main`` gives it: shared by Ultimate Texas Hold'em,
Texas Hold'em Bonus and Casino Hold'em, whose engines compute it
(``engine.analysis.showdowns``, a few minutes), each adding its own decisions."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

# What a main-game table is computed over: two cards, the flop, the turn and river, and
# the dealer's two cards.
DEALS = math.comb(52, 2) * math.comb(50, 3) * math.comb(47, 2) * math.comb(45, 2)
MAIN = "main"


def main_table(slug: str, house_edge: Fraction, decisions: dict[str, Any]) -> dict[str, Any]:
    """The JSON of a main game's return: its house edge (a fraction of the ante, exact and
    as a float) and the strategy's ``decisions`` as the game states them."""
    return {
        "variant": slug,
        "bet": MAIN,
        "strategy": "best",
        "total_combinations": DEALS,
        "house_edge": float(house_edge),
        "house_edge_exact": f"{house_edge.numerator}/{house_edge.denominator}",
        "decisions": decisions,
    }


def describe_main(data: dict[str, Any]) -> str:
    """A main game's return as a reader takes it in: the edge, then each decision."""
    lines = [
        f"{data['variant']} (main game, the best strategy): {data['total_combinations']:,} deals",
        f"house edge         {data['house_edge']:.4%} of the ante ({data['house_edge_exact']})",
    ]
    for name, value in data["decisions"].items():
        label = name.replace("_", " ")
        if isinstance(value, dict):  # a choice and the starting hands it is made on
            lines.append(f"{label}:")
            lines += [f"  {choice}: {' '.join(hands) or '-'}" for choice, hands in value.items()]
        elif isinstance(value, float):  # a share of the deals
            lines.append(f"{label}: {value:.2%} of deals")
        else:
            lines.append(f"{label}: {' '.join(value) or '-'}")
    return "\n".join(lines)
