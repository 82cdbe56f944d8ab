"""The class board's weeks: from Monday 00:00 to the next Monday 00:00 in the site's time zone
(``settings.TIME_ZONE``), whatever time zone a request is served in, so that every trainee of
a class reads the same week."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from django.utils import timezone


@dataclass(frozen=True, order=True)
class Week:
    """The week that starts on ``monday``."""

    monday: date

    @property
    def sunday(self) -> date:
        return self.monday + timedelta(days=6)

    @property
    def start(self) -> datetime:
        """Monday 00:00, in the site's time zone: the first instant of the week."""
        return _midnight(self.monday)

    @property
    def end(self) -> datetime:
        """The next Monday 00:00: the first instant after the week."""
        return _midnight(self.monday + timedelta(days=7))

    def before(self) -> Week:
        return Week(self.monday - timedelta(days=7))

    def after(self) -> Week:
        return Week(self.monday + timedelta(days=7))


def week_of(day: date) -> Week:
    """The week ``day`` falls in."""
    return Week(day - timedelta(days=day.weekday()))


def current_week(at: datetime | None = None) -> Week:
    """The week ``at`` (now, by default) falls in, by the site's calendar."""
    return week_of(timezone.localdate(at or timezone.now(), timezone.get_default_timezone()))


def _midnight(day: date) -> datetime:
    return datetime.combine(day, time.min, tzinfo=timezone.get_default_timezone())
