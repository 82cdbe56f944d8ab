"""A sprint's score: right answers, the penalty for wrong ones, the seconds left."""

from __future__ import annotations

import pytest

from trainer.sprints import SprintShape, sprint_score


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
