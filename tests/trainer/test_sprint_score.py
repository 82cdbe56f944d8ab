"""A sprint's score: right answers, the penalty for wrong ones, the seconds left."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from trainer.sprints import SprintShape, sprint_end, sprint_score


@pytest.mark.parametrize(
    ("shape", "right", "wrong", "seconds", "points", "left"),
    [
        # Every question answered: 10 a right one, 5 off a wrong one, a point a second left.
        (SprintShape.TEN, 10, 0, 45.0, 145, 45),
        # The seconds left count by the share right: 29 × 8/10, rounded down.
        (SprintShape.TEN, 8, 2, 60.9, 93, 29),
        (SprintShape.TEN, 0, 10, 10.0, 0, 80),
        # The clock ran out first: the seconds left count for nothing.
        (SprintShape.TEN, 9, 0, 90.0, 90, 0),
        (SprintShape.TWENTY, 15, 3, 90.0, 135, 0),
        # As many as you can: no seconds left to count, however many are answered.
        (SprintShape.MINUTE, 12, 3, 60.0, 105, 0),
        (SprintShape.MINUTE, 0, 0, 60.0, 0, 0),
    ],
)
def test_sprint_score_adds_right_takes_wrong_counts_time_left(
    shape, right, wrong, seconds, points, left
):
    score = sprint_score(shape=shape, right=right, wrong=wrong, seconds_used=seconds)
    assert score.points == points
    assert score.seconds_left == left
    assert max(score.for_right + score.for_wrong + score.for_time, 0) == points


def test_sprint_score_fast_guessing_earns_no_time_and_never_below_zero():
    score = sprint_score(shape=SprintShape.TEN, right=1, wrong=9, seconds_used=20)
    assert (score.for_right, score.for_wrong, score.for_time) == (10, -45, 7)
    assert score.points == 0
    assert sprint_score(shape=SprintShape.THIRTY, right=0, wrong=5, seconds_used=90).points == 0


def test_sprint_score_counts_unanswered_of_fixed_shape():
    assert (
        sprint_score(shape=SprintShape.THIRTY, right=20, wrong=2, seconds_used=90).unanswered == 8
    )


@pytest.mark.parametrize(("right", "wrong"), [(11, 0), (6, 5), (-1, 2)])
def test_sprint_score_refuses_counts_that_do_not_fit(right, wrong):
    with pytest.raises(ValueError, match="do not fit"):
        sprint_score(shape=SprintShape.TEN, right=right, wrong=wrong, seconds_used=10)


def test_sprint_score_examples_in_its_docstring_hold():
    import doctest

    from trainer import sprints

    assert doctest.testmod(sprints).failed == 0


def _ended(**counts):
    start = datetime(2026, 12, 4, 9, 0, tzinfo=UTC)
    fields = {"answered": 0, "right": 0, "last_answer": None, "now": start} | counts
    return sprint_end(
        shape=SprintShape.TEN, started_at=start, ends_at=start + timedelta(seconds=90), **fields
    )


def test_sprint_end_none_while_its_clock_runs_and_questions_are_left():
    now = datetime(2026, 12, 4, 9, 1, 29, tzinfo=UTC)
    assert _ended(answered=9, right=9, now=now) is None


def test_sprint_end_at_the_clock_when_left_open_unanswered_counting_nothing():
    now = datetime(2026, 12, 4, 10, 0, tzinfo=UTC)
    end = _ended(answered=3, right=2, last_answer=now - timedelta(minutes=59), now=now)
    assert end.at == datetime(2026, 12, 4, 9, 1, 30, tzinfo=UTC)
    assert (end.seconds_used, end.score.points, end.score.seconds_left) == (Decimal(90), 15, 0)


def test_sprint_end_at_the_last_answer_of_a_fixed_shape_with_its_seconds_left():
    last = datetime(2026, 12, 4, 9, 0, 40, 123000, tzinfo=UTC)
    end = _ended(answered=10, right=10, last_answer=last, now=last)
    assert (end.at, end.seconds_used) == (last, Decimal("40.12"))
    assert end.score.points == 100 + 49
