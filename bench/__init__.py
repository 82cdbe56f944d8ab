"""Benchmarks of the poker engine: run ``bash bench/run.sh`` (see bench/README.md)."""

from __future__ import annotations
