"""The multi-box Oasis Poker table (seed 004): up to three boxes against one dealer."""

from __future__ import annotations
