"""Fixtures of the pay-table tests."""

from __future__ import annotations

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
