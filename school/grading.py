"""How a sitting is graded: the score, its band and the speed standard. Plain values, no
queries, so that every rule has a test of its own."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from school.models import Band, Exam


def score_percent(right: int, total: int) -> Decimal:
    """``right`` of ``total`` as a percentage to one decimal (halves up); 0 for no question."""
    if total <= 0:
        return Decimal(0)
    return (Decimal(100) * right / total).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


def band_for(percent: Decimal, exam: Exam) -> Band:
    """The exam's band for a score: PAGCOR's by default, 75–81 Average, 82–88 High
    Average, 89–95 Superior, 96–100 Very Superior, below 75 a fail. A band starts at its
    whole number: 81.9 is still Average."""
    for start, band in (
        (exam.very_superior_from, Band.VERY_SUPERIOR),
        (exam.superior_from, Band.SUPERIOR),
        (exam.high_average_from, Band.HIGH_AVERAGE),
        (exam.pass_from, Band.AVERAGE),
    ):
        if percent >= start:
            return band
    return Band.FAIL


def seconds_per_question(seconds: Decimal, total: int) -> Decimal:
    """A sitting's time divided by its number of questions, to one decimal."""
    if total <= 0:
        return Decimal(0)
    return (seconds / total).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Grade:
    percent: Decimal
    band: Band
    meets_speed: bool
    passed: bool


def grade(*, right: int, total: int, seconds: Decimal, exam: Exam) -> Grade:
    """The grade of a sitting with ``right`` of ``total`` answers right in ``seconds``: it
    passes with a band above the fail and, where the exam has a speed standard, no more than
    that many seconds per question."""
    percent = score_percent(right, total)
    band = band_for(percent, exam)
    standard = exam.speed_standard
    meets_speed = standard is None or seconds_per_question(seconds, total) <= standard
    return Grade(percent, band, meets_speed, passed=band != Band.FAIL and meets_speed)
