"""How a drill deals: which kind comes next, and which of its skill cells.

Most questions are ordinary rounds, as the cards fall at a table. The rest walk the kind's
cells, each time the one this trainee has met least (the teaching order breaks ties), so
that every fee line and every pay line comes up within a few dozen questions. "Rare hands"
walks more often, and mostly the big hands.
"""

from __future__ import annotations

import random

from trainer.kinds.base import Cell

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
