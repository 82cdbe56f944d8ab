"""Figures of a whole sweep kept in the code, by the pay table they were computed for.

A game's main game under the best strategy takes minutes to compute
(``engine.analysis.showdowns``), too long for a page. So each game keeps its figures for
the pay tables its shipped houses use, in a module of its own that its strategy writes
(``<game>/kept.py``, by ``python -m engine.<game>.strategy``), and a page shows them only
for a house whose table is one of those: a house whose table an instructor changed reads
"not computed", never another table's figure. Each game's slow test computes them again
and compares.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TypeVar

from engine.hands import Category
from engine.pay import odds_text

H = TypeVar("H")


def table_key(table: Sequence[tuple[Category, Fraction]]) -> str:
    """A pay table as a short exact text, each paid line as its category's number and its
    odds as plain data (``odds_text``), best first: "10:500 9:50 8:10 7:3 6:3/2 5:1" (lines
    paying nothing left out, so two ways of writing one table give one key)."""
    paid = sorted(((category, odds) for category, odds in table if odds), reverse=True)
    return " ".join(f"{category.value}:{odds_text(odds)}" for category, odds in paid)


def kept_source(doc: str, figures: Mapping[str, Sequence[Fraction]]) -> str:
    """The source of a game's ``kept`` module: ``doc`` as its docstring and ``FIGURES``, by
    key, each the tuple of fractions its strategy keeps (one a line, as the formatter keeps
    them)."""
    lines = [f'"""{doc}\n"""', "", "from __future__ import annotations", ""]
    lines += ["from fractions import Fraction", "", "FIGURES = {"]
    for key, values in figures.items():
        lines.append(f'    "{key}": (')
        lines += [f"        Fraction({value.numerator}, {value.denominator})," for value in values]
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def computed(
    houses: Iterable[H], key: Callable[[H], str], figures: Callable[[H], tuple[Fraction, ...]]
) -> dict[str, tuple[Fraction, ...]]:
    """Each house's ``figures`` by its ``key``, computed once a key: houses sharing a pay
    table share one sweep."""
    kept: dict[str, tuple[Fraction, ...]] = {}
    for house in houses:
        if key(house) not in kept:
            kept[key(house)] = figures(house)
    return kept
