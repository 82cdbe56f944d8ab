"""Numeric kernels shared by the games' exact analyses: every five-card hand valued once
and counted into tables (``tables``), and the loops over hands compiled by numba
(``kernels``). A game's own analysis (Oasis Poker's: ``engine.oasis.analysis``) builds on
them; nothing here imports a game (an import contract in pyproject.toml checks it)."""

from __future__ import annotations
