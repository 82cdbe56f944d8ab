"""Line charts as inline SVG: a series of (day, value) points turned into the coordinates,
labels and summary sentence a template needs. No JavaScript and no chart library, so the
charts cost nothing on a phone and read the same with or without a screen reader."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from django.utils.formats import date_format, number_format
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

WIDTH = 320
HEIGHT = 160
# Room for the value labels on the left and the day labels underneath.
LEFT, RIGHT, TOP, BOTTOM = 44, 12, 12, 28
# Beyond this many days the dots would merge into a smear; the line alone reads better.
MAX_DOTS = 60
TENTH = Decimal("0.1")

ACCURACY_SUMMARY = _("Accuracy from %(first)s on %(first_day)s to %(last)s on %(last_day)s.")
ACCURACY_SUMMARY_ONE = _("Accuracy %(value)s on %(day)s.")
SECONDS_SUMMARY = _("Median time from %(first)s on %(first_day)s to %(last)s on %(last_day)s.")
SECONDS_SUMMARY_ONE = _("Median time %(value)s on %(day)s.")
# Translators: a percentage; the space is a no-break space, so "75 %" never splits.
PERCENT = _("%(percent)s %%")
# Translators: a time in seconds; the space is a no-break space, so "8.5 s" never splits.
SECONDS = _("%(seconds)s s")

Number = float | Decimal | int


@dataclass(frozen=True)
class LineChart:
    """What an inline ``<svg>`` draws: the line, its dots and the four axis labels."""

    width: int
    height: int
    points: str
    dots: tuple[tuple[float, float], ...]
    y_min_label: str
    y_max_label: str
    first_day_label: str
    last_day_label: str
    summary: str

    @property
    def view_box(self) -> str:
        return f"0 0 {self.width} {self.height}"

    # Where the template puts the grid lines and labels, in viewBox units.
    left = LEFT
    right = WIDTH - RIGHT
    middle = (LEFT + WIDTH - RIGHT) / 2
    top = TOP
    bottom = HEIGHT - BOTTOM
    value_label_x = LEFT - 6
    day_label_y = HEIGHT - 8


def percent(fraction: Number) -> str:
    """A share as a whole percentage, as the reader writes it: "75 %"."""
    whole = (Decimal(str(fraction)) * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return str(PERCENT) % {"percent": number_format(whole, 0)}


def seconds(value: Number) -> str:
    """A time to a tenth of a second, halves up: "8.5 s" ("8,5 s" in Vietnamese), "8 s"."""
    tenths = Decimal(str(value)).quantize(TENTH, rounding=ROUND_HALF_UP)
    places = 0 if tenths == tenths.to_integral_value() else 1
    return str(SECONDS) % {"seconds": number_format(tenths, places)}


def day_label(day: date, *, with_year: bool = False) -> str:
    """A day as "November 3" ("3 Tháng 11"). A series across New Year needs the year, in the
    short form: the long Vietnamese date would not fit under a chart on a phone."""
    return date_format(day, "SHORT_DATE_FORMAT" if with_year else "MONTH_DAY_FORMAT")


def accuracy_chart(points: Sequence[tuple[date, Number]]) -> LineChart:
    """Accuracy per day (fractions 0 to 1) on a fixed 0–100 % scale, so days compare."""
    return line_chart(
        [(day, float(value) * 100) for day, value in points],
        low=0,
        high=100,
        label=lambda value: percent(value / 100),
        summary=ACCURACY_SUMMARY,
        summary_one=ACCURACY_SUMMARY_ONE,
    )


def seconds_chart(points: Sequence[tuple[date, Number]]) -> LineChart:
    """Median seconds per day, from zero so that a small change does not look like a big one."""
    return line_chart(
        [(day, float(value)) for day, value in points],
        low=0,
        high=None,
        label=seconds,
        summary=SECONDS_SUMMARY,
        summary_one=SECONDS_SUMMARY_ONE,
    )


def line_chart(
    points: Sequence[tuple[date, float]],
    *,
    low: float | None,
    high: float | None,
    label: Callable[[float], str],
    summary: Promise,
    summary_one: Promise,
) -> LineChart:
    """Scale ``points`` (oldest first, at least one) into the chart's viewBox.

    Days are placed by date, so a gap of a week looks like one. The value axis runs from
    ``low`` (or the smallest value, if smaller) to ``high`` (or the largest value); a series
    with nothing to spread (one value) lies across the middle. One day is drawn as a dot.
    Raises ``ValueError`` for an empty series.
    """
    if not points:
        raise ValueError("a chart needs at least one point")
    values = [value for _day, value in points]
    bottom = min(values) if low is None else min(low, *values)
    top = max(values) if high is None else max(high, *values)
    first_day, last_day = points[0][0], points[-1][0]
    span_days = (last_day - first_day).days

    def x(day: date) -> float:
        if span_days == 0:
            return LineChart.middle
        return LineChart.left + (day - first_day).days / span_days * (
            LineChart.right - LineChart.left
        )

    def y(value: float) -> float:
        if top == bottom:
            return (LineChart.top + LineChart.bottom) / 2
        return LineChart.bottom - (value - bottom) / (top - bottom) * (
            LineChart.bottom - LineChart.top
        )

    coordinates = tuple((round(x(day), 1), round(y(value), 1)) for day, value in points)
    with_year = first_day.year != last_day.year
    first, last = (
        day_label(first_day, with_year=with_year),
        day_label(last_day, with_year=with_year),
    )
    if len(points) == 1:
        text = str(summary_one) % {"value": label(values[0]), "day": first}
    else:
        text = str(summary) % {
            "first": label(values[0]),
            "first_day": first,
            "last": label(values[-1]),
            "last_day": last,
        }
    return LineChart(
        width=WIDTH,
        height=HEIGHT,
        points=" ".join(f"{cx:g},{cy:g}" for cx, cy in coordinates) if len(points) > 1 else "",
        dots=coordinates if len(points) <= MAX_DOTS else (),
        y_min_label=label(bottom),
        y_max_label=label(top),
        first_day_label=first,
        last_day_label=last if span_days else "",
        summary=text,
    )
