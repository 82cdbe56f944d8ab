"""The trainee's progress page: the mastery grid of his skill cells, then accuracy and speed
per skill (charted where there is more than one day to chart), then the questions answered
wrong."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpResponse
from django.shortcuts import render
from django.utils.formats import date_format
from django.views.decorators.http import require_safe

from croupier.htmx import AuthenticatedHttpRequest
from trainer.charts import LineChart, accuracy_chart, percent, seconds, seconds_chart
from trainer.milestones import milestones_of
from trainer.models import Attempt
from trainer.presenters import answer_texts
from trainer.schedule import MASTERY_RUN
from trainer.selectors import (
    DayPoint,
    SkillStat,
    mastery_grid,
    practice_house,
    progress_series,
    skill_stats,
    wrong_attempts,
)

WRONG_PER_PAGE = 20


@login_required
@require_safe
def progress_page(request: AuthenticatedHttpRequest) -> HttpResponse:
    stats = [stat for stat in skill_stats(user=request.user) if stat.attempts]
    milestones = milestones_of(user=request.user)
    if not stats:
        return render(request, "trainer/progress.html", {"skills": [], "milestones": milestones})
    variant, rules = practice_house(user=request.user)
    series = progress_series(user=request.user)
    page = Paginator(wrong_attempts(user=request.user), WRONG_PER_PAGE).get_page(
        request.GET.get("page")
    )
    skills = [_skill(stat, series.get(stat.kind, [])) for stat in stats]
    context = {
        "grid": mastery_grid(user=request.user, rules=rules),
        "house": str(variant),
        "run": MASTERY_RUN,
        "skills": skills,
        "charted": [skill for skill in skills if skill.accuracy_chart is not None],
        "wrong_page": page,
        "wrong": _wrong_rows(page.object_list),
        "milestones": milestones,
    }
    return render(request, "trainer/progress.html", context)


@dataclass(frozen=True)
class DayRow:
    day: str
    attempts: int
    accuracy: str
    median: str


@dataclass(frozen=True)
class SkillProgress:
    """One skill's line of the table and, where it has more than one day of answers, its
    two charts and the numbers behind them."""

    stat: SkillStat
    accuracy: str
    median: str
    accuracy_chart: LineChart | None
    seconds_chart: LineChart | None
    days: tuple[DayRow, ...]


def _skill(stat: SkillStat, points: list[DayPoint]) -> SkillProgress:
    accuracy = [(point.day, point.accuracy) for point in points]
    median = [(point.day, point.median_seconds) for point in points]
    stat_accuracy, stat_median = stat.accuracy, stat.median_seconds
    if stat_accuracy is None or stat_median is None:  # the page shows answered skills only
        raise ValueError(f"the skill {stat.kind} has no answers to show")
    return SkillProgress(
        stat=stat,
        accuracy=percent(stat_accuracy),
        median=seconds(stat_median),
        # One day is one dot: the table's figures say as much, in a line.
        accuracy_chart=accuracy_chart(accuracy) if len(points) > 1 else None,
        seconds_chart=seconds_chart(median) if len(points) > 1 else None,
        days=tuple(
            DayRow(
                day=date_format(point.day, "SHORT_DATE_FORMAT"),
                attempts=point.attempts,
                accuracy=percent(point.accuracy),
                median=seconds(point.median_seconds),
            )
            for point in points
        ),
    )


@dataclass(frozen=True)
class WrongRow:
    attempt: Attempt
    given: str
    right: str
    lang: str


def _wrong_rows(attempts: Iterable[Attempt]) -> list[WrongRow]:
    """The given and the right answer of each attempt as the trainee reads them."""
    attempts = list(attempts)
    return [
        WrongRow(attempt=attempt, given=texts.given, right=texts.right, lang=texts.lang)
        for attempt, texts in zip(attempts, answer_texts(attempts, echo=True), strict=True)
    ]
