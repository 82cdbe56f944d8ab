"""How a drill deals: which kind comes next, and which of its skill cells.

Most questions are ordinary rounds, as the cards fall at a table. The rest walk the kind's
cells, each time the one this trainee has met least (the teaching order breaks ties), so
that every fee line and every pay line comes up within a few dozen questions. "Rare hands"
walks more often, and mostly the big hands.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from trainer.kinds.base import Cell
from trainer.schedule import Known, SkillNeed

WALK_SHARE = 0.4
RARE_WALK_SHARE = 0.6
# With rare hands on, a big-hand cell counts as met this much less often.
RARE_PULL = 4


def next_line(
    cells: tuple[Cell, ...], met: dict[str, int], *, rare: bool, rng: random.Random
) -> str | None:
    """The line to deal next among ``cells`` given how often the trainee has met each
    (``met``, by line), or ``None`` for an ordinary question."""
    if not cells or rng.random() >= (RARE_WALK_SHARE if rare else WALK_SHARE):
        return None

    def pull(indexed: tuple[int, Cell]) -> tuple[float, int]:
        index, cell = indexed
        count = met.get(cell.line, 0)
        return (count / RARE_PULL if rare and cell.rare else count, index)

    return min(enumerate(cells), key=pull)[1].line


def kind_weights(needs: list[SkillNeed]) -> dict[str, float]:
    """How strongly an ordinary drill leans toward each skill: more for one the trainee
    last answered wrong or slowly in more of its cells (as ``weakest_first`` ranks them; a
    skill never answered counts as half), and for one with a cell due or none answered yet;
    every skill keeps some weight so that none is forgotten."""
    weights = {}
    for need in needs:
        share = 0.5 if need.missed_share is None else need.missed_share
        overdue = need.due > 0 or need.answered == 0
        weights[need.kind] = 1.0 + 3.0 * share + (2.0 if overdue else 0.0)
    return weights


def lines_met(known: Mapping[str, Known], kind: str) -> dict[str, int]:
    """How many times the trainee has answered each line of ``kind``, from his cards."""
    prefix = f"{kind}:"
    return {
        cell.removeprefix(prefix): each.answers
        for cell, each in known.items()
        if cell.startswith(prefix)
    }
