"""The pass bands (PAGCOR's by default) and the speed standard, rule by rule."""

from __future__ import annotations

from decimal import Decimal

import pytest

from school.grading import band_for, grade, score_percent, seconds_per_question
from school.models import Band, Exam


def exam(**fields) -> Exam:
    return Exam(**fields)  # the defaults: PAGCOR's bands, no speed standard


@pytest.mark.parametrize(
    ("percent", "band"),
    [
        ("0", Band.FAIL),
        ("74.9", Band.FAIL),
        ("75", Band.AVERAGE),
        ("81.9", Band.AVERAGE),
        ("82", Band.HIGH_AVERAGE),
        ("88.9", Band.HIGH_AVERAGE),
        ("89", Band.SUPERIOR),
        ("95.9", Band.SUPERIOR),
        ("96", Band.VERY_SUPERIOR),
        ("100", Band.VERY_SUPERIOR),
    ],
)
def test_pagcor_bands_by_default(percent, band):
    assert band_for(Decimal(percent), exam()) is band


def test_bands_follow_the_exams_own_marks():
    strict = exam(pass_from=80, high_average_from=85, superior_from=90, very_superior_from=98)
    assert band_for(Decimal("79"), strict) is Band.FAIL
    assert band_for(Decimal("97"), strict) is Band.SUPERIOR


def test_score_is_a_percentage_to_one_decimal_halves_up():
    assert score_percent(2, 3) == Decimal("66.7")
    assert score_percent(1, 8) == Decimal("12.5")
    assert score_percent(0, 0) == Decimal(0)


def test_seconds_per_question_is_the_sittings_time_over_its_questions():
    assert seconds_per_question(Decimal("100"), 12) == Decimal("8.3")


def test_a_pass_within_the_speed_standard_passes():
    graded = grade(
        right=9, total=10, seconds=Decimal("60"), exam=exam(speed_standard=Decimal("6.0"))
    )
    assert (graded.band, graded.meets_speed, graded.passed) == (Band.SUPERIOR, True, True)


def test_a_pass_slower_than_the_speed_standard_fails():
    graded = grade(
        right=10, total=10, seconds=Decimal("61"), exam=exam(speed_standard=Decimal("6.0"))
    )
    assert (graded.band, graded.meets_speed, graded.passed) == (Band.VERY_SUPERIOR, False, False)


def test_no_speed_standard_takes_any_time():
    graded = grade(right=8, total=10, seconds=Decimal("9999"), exam=exam())
    assert graded.meets_speed and graded.passed


def test_a_score_below_the_pass_mark_fails_however_fast():
    graded = grade(right=7, total=10, seconds=Decimal("1"), exam=exam())
    assert (graded.band, graded.passed) == (Band.FAIL, False)
