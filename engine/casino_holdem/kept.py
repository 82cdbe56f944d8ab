"""The main game's figures under the best strategy for each ante table of the shipped
houses: the house edge (a fraction of the ante) and the share of deals folded at the flop.

Computed by the whole sweep (``engine.casino_holdem.strategy.main_game``, minutes each)
and written by ``strategy.computed``; the slow test
``tests/engine/casino_holdem/test_strategy.py`` computes them again and compares. To write
it again: ``.venv/bin/python -m engine.casino_holdem.strategy``.
"""

from __future__ import annotations

from fractions import Fraction

FIGURES = {
    "ante 10:100 9:20 8:10 7:3 6:2 5:1 4:1 3:1 2:1 0:1": (
        Fraction(1363917077, 63213204600),
        Fraction(78009, 433160),
    ),
}
