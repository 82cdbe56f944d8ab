"""The class board's sprint bests: each game and shape's best of the week and of all time,
for the trainees who chose to appear on the board, seen inside the class only."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from paytables.models import Variant
from school.models import SchoolClass
from school.selectors import class_sprint_bests
from school.services import board_choice_set
from school.weeks import current_week
from tests.trainer.factories import InstructorFactory, TraineeFactory
from tests.trainer.test_sprints import given_for
from trainer.models import Sprint
from trainer.services import sprint_answer, sprint_question_next, sprint_start
from trainer.sprints import SprintShape

from .factories import SchoolClassFactory
from .helpers import url

pytestmark = pytest.mark.django_db
LAST = current_week().before()


def sprint_run(trainee, *, right, at, shape=SprintShape.TEN, slug="standard"):
    """A sprint of ``trainee``, ten questions answered, the first ``right`` right, moved
    to ``at``."""
    sprint = sprint_start(
        user=trainee, variant=Variant.objects.get(slug=slug), kinds=["net"], shape=shape
    )
    for position in range(10):
        question = sprint_question_next(sprint=sprint)
        given = given_for(question, right=position < right)
        sprint_answer(sprint=sprint, question=question, given=given, language="en")
    shift = at - sprint.started_at
    Sprint.objects.filter(pk=sprint.pk).update(
        started_at=at, ends_at=sprint.ends_at + shift, finished_at=at + timedelta(seconds=30)
    )
    return Sprint.objects.get(pk=sprint.pk)


@pytest.fixture
def lan():
    return TraineeFactory(username="lan")


@pytest.fixture
def minh():
    return TraineeFactory(username="minh")


@pytest.fixture
def school_class(lan, minh):
    school_class = SchoolClassFactory(trainees=[lan, minh], instructors=[InstructorFactory()])
    # The class began a month ago: its board goes back to then.
    SchoolClass.objects.filter(pk=school_class.pk).update(
        created_at=timezone.now() - timedelta(days=30)
    )
    school_class.refresh_from_db()
    return school_class


def test_sprint_bests_of_the_week_and_all_time(school_class, lan):
    board_choice_set(school_class=school_class, trainee=lan, shown=True)
    old = sprint_run(lan, right=10, at=LAST.start - timedelta(days=20))
    this = sprint_run(lan, right=6, at=LAST.start + timedelta(days=2))
    [best] = class_sprint_bests(school_class=school_class, week=LAST)
    assert (best.name, best.game.slug, best.shape) == ("lan", "oasis", SprintShape.TEN)
    assert (best.week, best.all_time) == (this.score, old.score)
    assert old.score > this.score
    [before] = class_sprint_bests(school_class=school_class, week=LAST.before().before().before())
    assert (before.week, before.all_time) == (old.score, old.score)


def test_sprint_bests_only_of_trainees_on_the_board(school_class, lan, minh):
    board_choice_set(school_class=school_class, trainee=lan, shown=True)
    sprint_run(lan, right=3, at=LAST.start + timedelta(hours=5))
    sprint_run(minh, right=9, at=LAST.start + timedelta(hours=5))
    outsider = TraineeFactory()
    sprint_run(outsider, right=10, at=LAST.start + timedelta(hours=5))
    names = [best.name for best in class_sprint_bests(school_class=school_class, week=LAST)]
    assert names == ["lan"]


def test_sprint_bests_on_the_board_page_inside_the_class_only(client, school_class, lan):
    board_choice_set(school_class=school_class, trainee=lan, shown=True)
    sprint_run(lan, right=10, at=LAST.start + timedelta(hours=5))
    address = url("school:board", pk=school_class.pk) + f"?week={LAST.monday.isoformat()}"
    client.force_login(lan)
    page = client.get(address).content.decode()
    assert "Sprint bests" in page
    assert "10 questions in 90 seconds" in page
    client.force_login(TraineeFactory())
    assert client.get(address).status_code == 404


def test_sprint_bests_count_a_sprint_left_past_its_clock_without_closing_it(school_class, lan):
    board_choice_set(school_class=school_class, trainee=lan, shown=True)
    variant = Variant.objects.get(slug="standard")
    sprint = sprint_start(user=lan, variant=variant, kinds=["net"], shape=SprintShape.TEN)
    for position in range(3):
        question = sprint_question_next(sprint=sprint)
        given = given_for(question, right=position < 2)
        sprint_answer(sprint=sprint, question=question, given=given, language="en")
    # He left it after three answers, last week; no one has looked at it since.
    at = LAST.start + timedelta(days=1)
    Sprint.objects.filter(pk=sprint.pk).update(started_at=at, ends_at=at + timedelta(seconds=90))
    [best] = class_sprint_bests(school_class=school_class, week=LAST)
    assert (best.name, best.week, best.all_time) == ("lan", 15, 15)  # 2 right, 1 wrong
    assert Sprint.objects.get(pk=sprint.pk).finished_at is None
