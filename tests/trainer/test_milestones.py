"""Milestones, earned by practice only: days of practice in a row, a sprint best beaten,
every line of a game mastered, an exam passed in a band (the school's), on the progress
page."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from paytables.models import Variant
from trainer.kinds import GAME_KINDS, kind_of
from trainer.milestones import bests_beaten, days_in_a_row_reached, milestones_of, runs_of_days
from trainer.models import Attempt, Sprint
from trainer.schedule import MASTERY_RUN
from trainer.services import skill_review_record, sprint_close, sprint_start

from .factories import AttemptFactory, TraineeFactory
from .test_sprints import answer_next

pytestmark = pytest.mark.django_db


def test_runs_of_days_split_at_a_missed_day():
    days = [date(2026, 3, day) for day in (1, 2, 3, 5, 6, 9)]
    assert runs_of_days(days) == [
        (3, date(2026, 3, 3)),
        (2, date(2026, 3, 6)),
        (1, date(2026, 3, 9)),
    ]


def test_days_in_a_row_reached_on_the_day_of_the_length():
    start = date(2026, 3, 1)
    days = [start + timedelta(days=n) for n in range(31)] + [date(2026, 3, 1)]
    assert days_in_a_row_reached(days) == [
        (3, date(2026, 3, 3)),
        (7, date(2026, 3, 7)),
        (30, date(2026, 3, 30)),
    ]
    assert days_in_a_row_reached([start, start + timedelta(days=2)]) == []


def test_bests_beaten_needs_an_earlier_best_of_the_same_key():
    runs = [("ten", 1, 30), ("minute", 2, 90), ("ten", 3, 30), ("ten", 4, 31), ("minute", 5, 80)]
    assert bests_beaten(runs) == [("ten", 4, 31)]


def practised_on(trainee, day: date) -> None:
    attempt = AttemptFactory(user=trainee)
    at = timezone.make_aware(datetime.combine(day, datetime.min.time()).replace(hour=10))
    Attempt.objects.filter(pk=attempt.pk).update(created_at=at)


def test_milestone_three_days_of_practice_in_a_row():
    trainee = TraineeFactory()
    today = timezone.localdate()
    for back in (4, 3, 2):
        practised_on(trainee, today - timedelta(days=back))
    texts = [milestone.text for milestone in milestones_of(user=trainee)]
    assert texts == ["3 days of practice in a row"]
    assert milestones_of(user=TraineeFactory()) == []


def test_milestone_sprint_best_beaten(clock):
    trainee = TraineeFactory()
    variant = Variant.objects.get(slug="standard")
    for right in (1, 1, 2):
        sprint = sprint_start(user=trainee, variant=variant, kinds=["net"], shape="10in90")
        for _ in range(right):
            answer_next(sprint)
        clock.advance(timedelta(seconds=90))
        sprint_close(sprint=sprint)
    assert list(Sprint.objects.order_by("started_at").values_list("score", flat=True)) == [
        10,
        10,
        20,
    ]
    beaten = [m.text for m in milestones_of(user=trainee) if m.text.startswith("Sprint best")]
    assert beaten == ["Sprint best beaten: 20 points at Oasis Poker, 10 questions in 90 seconds"]


def master(trainee, cell: str, at: datetime) -> None:
    """Answer ``cell`` right within a generous standard often enough to master it."""
    for step in range(MASTERY_RUN + 2):
        attempt = AttemptFactory(user=trainee, kind=cell.partition(":")[0], cell=cell)
        skill_review_record(attempt=attempt, standard=None, at=at + timedelta(minutes=step))


def test_milestone_every_line_of_a_game_mastered_and_not_before():
    trainee = TraineeFactory()
    game = GAME_KINDS["three_card"]
    rules = Variant.objects.get(slug=game.self_test.variant).rules()
    cells = [
        cell.key
        for slug in game.dealer
        if kind_of(slug).refusal(rules) is None
        for cell in kind_of(slug).cells(rules)
    ]
    # Answered just now: a cell's recall is 1 right after its run.
    start = timezone.now() - timedelta(hours=1)
    for cell in cells[:-1]:
        master(trainee, cell, start)
    assert not [m for m in milestones_of(user=trainee) if "mastered" in m.text]
    master(trainee, cells[-1], start)
    house = Variant.objects.get(slug=game.self_test.variant)
    mastered = [m.text for m in milestones_of(user=trainee) if "mastered" in m.text]
    assert mastered == [f"Every line of Three Card Poker mastered, at {house}"]


def test_milestones_on_the_progress_page(client):
    trainee = TraineeFactory()
    today = timezone.localdate()
    for back in (3, 2, 1):
        practised_on(trainee, today - timedelta(days=back))
    client.force_login(trainee)
    with translation.override("en"):
        page = client.get(reverse("trainer:progress")).content.decode()
    assert "Milestones" in page
    assert "3 days of practice in a row" in page


def test_milestones_examples_in_their_docstrings_hold():
    import doctest

    from trainer import milestones

    assert doctest.testmod(milestones).failed == 0
