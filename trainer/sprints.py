"""Sprints: the shapes a sprint comes in and how one is scored. Plain values, no database.

A sprint is a set of questions under one clock, kept by the server: 10, 20 or 30 questions
in 90 seconds, or as many as the trainee can answer in 60 seconds. Nothing is said between
the answers; the working of each comes after the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal

from django.db import models
from django.utils.translation import gettext_lazy as _


class SprintShape(models.TextChoices):
    TEN = "10in90", _("10 questions in 90 seconds")
    TWENTY = "20in90", _("20 questions in 90 seconds")
    THIRTY = "30in90", _("30 questions in 90 seconds")
    MINUTE = "minute", _("As many as you can in 60 seconds")


# Why a sprint refuses a kind of another game (of no one game, too: the glossary's).
NOT_OF_THE_GAME = _("not a question of %(game)s")

# "As many as you can" still ends somewhere: no one answers more than one a second.
MINUTE_QUESTIONS = 60


@dataclass(frozen=True)
class ShapeRules:
    """How many questions a shape asks and how long its clock runs; ``fixed``: the sprint
    ends early once every question is answered, and the seconds left then count."""

    questions: int
    seconds: int
    fixed: bool


SHAPE_RULES = {
    SprintShape.TEN: ShapeRules(questions=10, seconds=90, fixed=True),
    SprintShape.TWENTY: ShapeRules(questions=20, seconds=90, fixed=True),
    SprintShape.THIRTY: ShapeRules(questions=30, seconds=90, fixed=True),
    SprintShape.MINUTE: ShapeRules(questions=MINUTE_QUESTIONS, seconds=60, fixed=False),
}

POINTS_RIGHT = 10
POINTS_WRONG = -5
POINTS_PER_SECOND_LEFT = 1


@dataclass(frozen=True)
class SprintScore:
    """A sprint's score and what it is made of, as its result page explains it."""

    right: int
    wrong: int
    unanswered: int
    seconds_left: int  # whole seconds left on the clock (a fixed shape, every one answered)
    for_time: int  # the points for them: a point a second, times the share right
    points: int

    @property
    def for_right(self) -> int:
        return self.right * POINTS_RIGHT

    @property
    def for_wrong(self) -> int:
        return self.wrong * POINTS_WRONG


def sprint_score(*, shape: SprintShape, right: int, wrong: int, seconds_used: float) -> SprintScore:
    """Score a sprint of ``shape`` with ``right`` and ``wrong`` answers given in
    ``seconds_used`` of its clock: 10 points a right answer, 5 off a wrong one, and, once
    every question of a fixed shape is answered, a point for each whole second left times
    the share answered right (so that fast guessing earns no time). Never below zero.
    ``ValueError`` for more answers than the shape asks, or negative counts.

    >>> sprint_score(shape=SprintShape.TEN, right=9, wrong=1, seconds_used=60.4).points
    111
    >>> sprint_score(shape=SprintShape.TEN, right=0, wrong=10, seconds_used=20).points
    0
    >>> sprint_score(shape=SprintShape.TEN, right=9, wrong=0, seconds_used=90).points
    90
    >>> sprint_score(shape=SprintShape.MINUTE, right=12, wrong=3, seconds_used=60).points
    105
    """
    rules = SHAPE_RULES[SprintShape(shape)]
    if right < 0 or wrong < 0 or right + wrong > rules.questions:
        raise ValueError(f"{right} right and {wrong} wrong do not fit a sprint of {shape}")
    answered = right + wrong
    all_answered = rules.fixed and answered == rules.questions
    left = max(0, int(rules.seconds - seconds_used)) if all_answered else 0
    for_time = left * POINTS_PER_SECOND_LEFT * right // rules.questions
    points = right * POINTS_RIGHT + wrong * POINTS_WRONG + for_time
    return SprintScore(
        right=right,
        wrong=wrong,
        unanswered=rules.questions - answered if rules.fixed else 0,
        seconds_left=left,
        for_time=for_time,
        points=max(points, 0),
    )


@dataclass(frozen=True)
class SprintEnd:
    """How a sprint ended: when, the seconds of its clock it used, and its score."""

    at: datetime
    seconds_used: Decimal
    score: SprintScore


def sprint_end(
    *,
    shape: SprintShape,
    started_at: datetime,
    ends_at: datetime,
    answered: int,
    right: int,
    last_answer: datetime | None,
    now: datetime,
) -> SprintEnd | None:
    """How a sprint of ``shape`` on the clock ``started_at`` to ``ends_at``, with
    ``answered`` answers (``right`` of them right, the last at ``last_answer``), has ended
    by ``now``: at its last answer once every question of a fixed shape is answered, else
    at its clock's end; ``None`` while it runs. Its seconds are kept to the hundredth and
    scored as kept, so that the result page's account adds up to the score; a question left
    open when the clock ran out counts as unanswered."""
    rules = SHAPE_RULES[SprintShape(shape)]
    all_answered = rules.fixed and answered >= rules.questions and last_answer is not None
    if not all_answered and now < ends_at:
        return None
    end = last_answer if all_answered and last_answer is not None else ends_at
    used = min((end - started_at).total_seconds(), rules.seconds)
    seconds = Decimal(str(used)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    score = sprint_score(
        shape=shape, right=right, wrong=answered - right, seconds_used=float(seconds)
    )
    return SprintEnd(at=end, seconds_used=seconds, score=score)


class DuelState(models.TextChoices):
    PENDING = "pending", _("waiting for both sprints")
    BOTH_DONE = "both_done", _("both sprints run")
    EXPIRED = "expired", _("expired")
    REFUSED = "refused", _("refused")


def duel_state(*, refused: bool, expired: bool, finished: int) -> DuelState:
    """Where a duel stands: ``refused`` by its opponent, run by both (``finished`` sprints:
    0, 1 or 2), ``expired`` before both ran it, or still pending. A refusal stands first; a
    duel both ran is done however late its second sprint ended.

    >>> duel_state(refused=False, expired=True, finished=2).value
    'both_done'
    >>> duel_state(refused=False, expired=True, finished=1).value
    'expired'
    """
    if refused:
        return DuelState.REFUSED
    if finished >= 2:
        return DuelState.BOTH_DONE
    return DuelState.EXPIRED if expired else DuelState.PENDING
