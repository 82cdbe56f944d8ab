"""An instructor reviews, in the trainer's admin, the trainees of the classes he teaches
only (``trainer.reach``, answered by the school); a superuser reviews everyone, and so does
every instructor while the school has no class."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.school.factories import SchoolClassFactory
from tests.trainer.factories import AttemptFactory, InstructorFactory, TraineeFactory
from trainer.services import skill_review_record

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_classes():
    """Cô Hoa teaches Lan's class, Thầy Nam teaches Minh's; each trainee has answered."""
    hoa, nam = InstructorFactory(username="co-hoa"), InstructorFactory(username="thay-nam")
    lan, minh = TraineeFactory(username="lan"), TraineeFactory(username="minh")
    SchoolClassFactory(instructors=[hoa], trainees=[lan])
    SchoolClassFactory(instructors=[nam], trainees=[minh])
    for trainee in (lan, minh):
        attempt = AttemptFactory(user=trainee, kind="raise", cell="raise:pair")
        skill_review_record(attempt=attempt, standard=None)
    return hoa, lan, minh


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def listed(client: Client, name: str) -> list:
    response = client.get(reverse(name))
    assert response.status_code == 200
    return list(response.context["cl"].result_list)


def test_an_instructor_reviews_the_trainees_of_his_classes_only(two_classes):
    hoa, lan, minh = two_classes
    client = signed_in(hoa)
    page = client.get(reverse("admin:trainer_trainee_changelist"))
    assert [line.trainee.username for line in page.context["trainees"]] == ["lan"]
    assert {a.user for a in listed(client, "admin:trainer_attempt_changelist")} == {lan}
    assert {c.user for c in listed(client, "admin:trainer_skillcard_changelist")} == {lan}
    assert {r.card.user for r in listed(client, "admin:trainer_skillreview_changelist")} == {lan}
    assert {q.user for q in listed(client, "admin:trainer_question_changelist")} == {lan}
    rounds = listed(client, "admin:trainer_dealtround_changelist")
    assert {q.user for r in rounds for q in r.questions.all()} == {lan}


def test_another_classes_trainee_is_not_found_for_an_instructor(two_classes):
    hoa, lan, minh = two_classes
    client = signed_in(hoa)
    for name in ("admin:trainer_trainee_change", "admin:trainer_trainee_mastery"):
        assert client.get(reverse(name, args=[minh.pk])).status_code == 404
        assert client.get(reverse(name, args=[lan.pk])).status_code == 200
    temporary = reverse("admin:trainer_trainee_temporary_password", args=[minh.pk])
    assert client.post(temporary).status_code == 404


def test_the_trainee_filter_names_only_the_trainees_an_instructor_reviews(two_classes):
    hoa, _lan, _minh = two_classes
    page = signed_in(hoa).get(reverse("admin:trainer_attempt_changelist"))
    assert "minh" not in page.content.decode()


def test_a_superuser_reviews_every_trainee(two_classes):
    _hoa, lan, minh = two_classes
    boss = TraineeFactory(username="boss", is_staff=True, is_superuser=True)
    client = signed_in(boss)
    page = client.get(reverse("admin:trainer_trainee_changelist"))
    assert {line.trainee.username for line in page.context["trainees"]} == {"lan", "minh"}
    assert {a.user for a in listed(client, "admin:trainer_attempt_changelist")} == {lan, minh}


def test_without_classes_every_instructor_reviews_every_trainee():
    for name in ("lan", "minh"):
        AttemptFactory(user=TraineeFactory(username=name))
    client = signed_in(InstructorFactory())
    page = client.get(reverse("admin:trainer_trainee_changelist"))
    assert {line.trainee.username for line in page.context["trainees"]} == {"lan", "minh"}


def test_an_instructor_without_a_class_reviews_nobody_once_classes_exist(two_classes):
    client = signed_in(InstructorFactory(username="new-teacher"))
    page = client.get(reverse("admin:trainer_trainee_changelist"))
    assert page.context["trainees"] == []
    assert listed(client, "admin:trainer_attempt_changelist") == []
