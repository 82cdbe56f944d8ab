"""The class's sprint of the day: one seed for the class, the day, the house and the shape,
so the whole class is asked one question set; once a day each; its page's guards."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from croupier.errors import Refusal
from school.services import class_sprint_start
from tests.trainer.factories import InstructorFactory, TraineeFactory
from trainer.models import Sprint, SprintSet
from trainer.services import sprint_question_next

from .factories import SchoolClassFactory
from .helpers import url

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
DAY = date(2026, 12, 4)


@pytest.fixture
def lan():
    return TraineeFactory(username="lan")


@pytest.fixture
def minh():
    return TraineeFactory(username="minh")


@pytest.fixture
def school_class(lan, minh):
    return SchoolClassFactory(trainees=[lan, minh], variant="standard")


def run(school_class, trainee, *, shape="10in90", day=DAY):
    return class_sprint_start(
        school_class=school_class, trainee=trainee, game="oasis", shape=shape, day=day
    )


def test_class_sprint_asks_the_class_one_set_that_day(school_class, lan, minh):
    mine, theirs = run(school_class, lan), run(school_class, minh)
    assert mine.pk != theirs.pk
    assert mine.question_set_id == theirs.question_set_id
    first, second = sprint_question_next(sprint=mine), sprint_question_next(sprint=theirs)
    assert (first.dealt_round_id, first.answer_key) == (second.dealt_round_id, second.answer_key)


def test_class_sprint_on_the_house_s_payouts(school_class, lan):
    sprint = run(school_class, lan)
    assert sprint.variant.slug == "standard"
    assert set(sprint.kinds) >= {"ante", "net"}


def test_class_sprint_another_set_another_day_shape_or_class(school_class, lan, minh):
    other_class = SchoolClassFactory(trainees=[minh], variant="standard")
    sprints = [
        run(school_class, lan),
        run(school_class, lan, day=DAY + timedelta(days=1)),
        run(school_class, lan, shape="20in90"),
        run(other_class, minh),
    ]
    assert len({sprint.question_set_id for sprint in sprints}) == 4


def test_class_sprint_once_a_day_started_again_is_the_first_run(school_class, lan):
    first = run(school_class, lan)
    assert run(school_class, lan) == first
    assert Sprint.objects.filter(user=lan).count() == 1


def test_class_sprint_refused_outside_the_class_and_for_a_game_without_a_house(school_class):
    with pytest.raises(PermissionError):
        run(school_class, TraineeFactory())
    with pytest.raises(Refusal) as refused:
        class_sprint_start(
            school_class=school_class,
            trainee=school_class.trainees.first(),
            game="russian",
            shape="10in90",
        )
    assert refused.value.code == "no_house"
    assert not Sprint.objects.exists()
    assert not SprintSet.objects.exists()


# -- the page ------------------------------------------------------------------------------


def test_class_sprint_form_on_the_board_of_a_trainee_not_of_an_instructor(
    client, school_class, lan
):
    client.force_login(lan)
    page = client.get(url("school:board", pk=school_class.pk)).content.decode()
    assert "sprint of the day" in page
    assert url("school:class_sprint", pk=school_class.pk) in page
    instructor = InstructorFactory()
    school_class.instructors.add(instructor)
    client.force_login(instructor)
    page = client.get(url("school:board", pk=school_class.pk)).content.decode()
    assert url("school:class_sprint", pk=school_class.pk) not in page


@pytest.mark.parametrize("headers", [{}, HTMX])
def test_class_sprint_start_goes_to_the_sprint(client, school_class, lan, headers):
    client.force_login(lan)
    address = url("school:class_sprint", pk=school_class.pk)
    response = client.post(address, {"game": "oasis", "shape": "10in90"}, headers=headers)
    sprint = Sprint.objects.get(user=lan)
    assert response.status_code == 302
    assert response["Location"] == url("trainer:sprint", pk=sprint.pk)
    again = client.post(address, {"game": "oasis", "shape": "10in90"}, headers=headers)
    assert again["Location"] == response["Location"]


@pytest.mark.parametrize(
    "fields", [{"game": "oasis", "shape": "5in5"}, {"game": "russian", "shape": "10in90"}, {}]
)
def test_class_sprint_bad_input_says_why_and_starts_nothing(client, school_class, lan, fields):
    client.force_login(lan)
    response = client.post(url("school:class_sprint", pk=school_class.pk), fields)
    assert response.status_code == 400
    assert 'role="alert"' in response.content.decode()
    assert not Sprint.objects.exists()


def test_class_sprint_guards(client, school_class, lan):
    address = url("school:class_sprint", pk=school_class.pk)
    fields = {"game": "oasis", "shape": "10in90"}
    assert client.post(address, fields).status_code == 302  # anonymous: to the log-in
    assert "login" in client.post(address, fields)["Location"]
    client.force_login(lan)
    assert client.get(address).status_code == 405
    client.force_login(TraineeFactory())
    assert client.post(address, fields).status_code == 404
    instructor = InstructorFactory()
    school_class.instructors.add(instructor)
    client.force_login(instructor)
    assert client.post(address, fields).status_code == 404
    assert not Sprint.objects.exists()
