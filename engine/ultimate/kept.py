"""The main game's figures under the best strategy for each Blind table and preflop plays
of the shipped houses: the house edge (a fraction of the ante) and the share of deals
checked before the flop and played 2x on it.

Computed by the whole sweep (``engine.ultimate.strategy.main_game``, minutes each) and
written by ``strategy.computed``; the slow test ``tests/engine/ultimate/test_strategy.py``
computes them again and compares. To write it again:
``.venv/bin/python -m engine.ultimate.strategy``.
"""

from __future__ import annotations

from fractions import Fraction

FIGURES = {
    "blind 10:500 9:50 8:10 7:3 6:3/2 5:1; plays 4x 3x": (
        Fraction(50643648973, 2317817502000),
        Fraction(1382947, 6497400),
    ),
}
