"""The Hold'em table: the trainee against three AI players (seed 002)."""

from __future__ import annotations
