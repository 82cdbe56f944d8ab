"""Fixtures of the trainer's tests."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from django.utils import timezone


class Clock:
    """The time as the site reads it, moved on by the test."""

    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta) -> None:
        self.now += delta


# Where the site and django-axes read the time (axes imports ``now`` by name).
CLOCK_READERS = ("django.utils.timezone.now", "axes.handlers.proxy.now", "axes.attempts.now")


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """A clock the test moves on (``clock.advance(timedelta(...))``), read by everything
    that asks the time: the site, Django, and django-axes' lock."""
    clock = Clock(timezone.now())
    for reader in CLOCK_READERS:
        monkeypatch.setattr(reader, clock)
    return clock
