"""Fixtures of the pay-table tests."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pytest

from engine.analysis import showdowns


@pytest.fixture
def two_flops(monkeypatch: pytest.MonkeyPatch) -> slice:
    """The main games' sweep over two canonical flops instead of 1,755, so a command's
    path runs in seconds; its figures are the sample's (the whole sweep's are the engines'
    slow tests). Returns the sample, for the engine's own figure to compare with."""
    flops, sizes = showdowns.canonical_flops()
    monkeypatch.setattr(showdowns, "canonical_flops", lambda: (flops[:2], sizes[:2]))
    return slice(None)


@pytest.fixture
def swept(monkeypatch: pytest.MonkeyPatch, two_flops: slice) -> Callable[[ModuleType], dict]:
    """``swept(strategy)``: what the game's ``main_game`` returned while a command ran, by
    rules (on ``two_flops``' sample), so that a test compares the command's output with the
    engine's own result without sweeping again; a second command on the same rules is given
    the kept result. The sample's figures themselves are the engines' tests."""

    def spy(strategy: ModuleType) -> dict:
        results: dict = {}
        sweep = strategy.main_game

        def kept(rules: object, **options: object) -> object:
            if rules not in results:
                results[rules] = sweep(rules, **options)
            return results[rules]

        monkeypatch.setattr(strategy, "main_game", kept)
        return results

    return spy
