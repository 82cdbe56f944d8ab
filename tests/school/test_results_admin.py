"""The instructor's results: per exam (a table of trainees, and its CSV), per question (which
most got wrong) and per trainee (his sittings, each answer against the key)."""

from __future__ import annotations

import csv
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from school.services import sitting_answer, sitting_current, sitting_start
from tests.trainer.factories import InstructorFactory, ProfileFactory, TraineeFactory

from .factories import ExamFactory, SchoolClassFactory
from .helpers import key_of, url, wrong_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def instructor():
    return InstructorFactory()


@pytest.fixture
def trainees():
    return [
        TraineeFactory(username="an", first_name="An", last_name="Nguyễn"),
        TraineeFactory(username="binh"),
        TraineeFactory(username="chi"),
    ]


@pytest.fixture
def exam(instructor, trainees):
    school_class = SchoolClassFactory(instructors=[instructor], trainees=trainees)
    return ExamFactory(school_class=school_class, examiner=instructor, parts={"ante": 4})


@pytest.fixture
def staff(client, instructor):
    client.force_login(instructor)
    return client


def sit(exam, trainee, wrong_positions=()):
    """A sitting answered in order, wrong at the exam positions given."""
    at = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainee, at=at)
    while (answer := sitting_current(sitting=sitting, at=at)) is not None:
        at += timedelta(seconds=3)
        wrong = answer.exam_question.position in wrong_positions
        given = wrong_of(answer) if wrong else key_of(answer)
        sitting_answer(sitting=sitting, index=answer.index, given=given, language="en", at=at)
    sitting.refresh_from_db()
    return sitting


def test_exam_results_list_every_trainee_with_band_and_time(staff, exam, trainees):
    sit(exam, trainees[0])
    sit(exam, trainees[1], wrong_positions=(1, 2))
    response = staff.get(url("admin:school_exam_results", pk=exam.pk))
    page = response.content.decode()
    assert response.status_code == 200
    assert "4 of 4 right: 100.0 %" in page and "Very Superior" in page
    assert "2 of 4 right: 50.0 %" in page and "Below the pass mark" in page
    assert "not sat" in page and "12.0 s" in page


def test_exam_results_as_csv_with_a_byte_order_mark(staff, exam, trainees):
    sit(exam, trainees[0])
    response = staff.get(url("admin:school_exam_results_csv", pk=exam.pk))
    body = response.content.decode("utf-8")
    assert response["Content-Type"].startswith("text/csv")
    assert body.startswith("\ufeff")
    lines = body.lstrip("\ufeff").splitlines()
    assert lines[1].split(",")[:2] == ["an", "An Nguyễn"]
    assert "Very Superior" in lines[1] and len(lines) == 4


def test_exam_results_csv_writes_numbers_as_the_admins_language_does(staff, exam, trainees):
    sit(exam, trainees[0])
    sit(exam, trainees[1], wrong_positions=(1, 2))
    with translation.override("vi"):
        address = reverse("admin:school_exam_results_csv", kwargs={"pk": exam.pk})
    rows = list(
        csv.reader(staff.get(address).content.decode("utf-8").lstrip("\ufeff").splitlines())
    )

    # score (%) and time taken (s): a decimal comma in Vietnamese, a point in English.
    assert (rows[1][5], rows[1][7]) == ("100,0", "12,0")
    assert rows[2][5] == "50,0"
    english = staff.get(url("admin:school_exam_results_csv", pk=exam.pk)).content.decode("utf-8")
    assert list(csv.reader(english.lstrip("\ufeff").splitlines()))[1][5] == "100.0"


def test_exam_results_csv_names_each_trainee_as_certificates_print_it(staff, exam, trainees):
    ProfileFactory(user=trainees[1], full_name="Trần Văn Bình")
    body = staff.get(url("admin:school_exam_results_csv", pk=exam.pk)).content.decode("utf-8")
    names = [line.split(",")[:2] for line in body.lstrip("\ufeff").splitlines()[1:]]
    # A name given; first and last names of an account from before; else the log-in name.
    assert names == [["an", "An Nguyễn"], ["binh", "Trần Văn Bình"], ["chi", "chi"]]


def test_exam_questions_most_got_wrong_come_first(staff, exam, trainees):
    sit(exam, trainees[0], wrong_positions=(3,))
    sit(exam, trainees[1], wrong_positions=(3, 2))
    response = staff.get(url("admin:school_exam_questions", pk=exam.pk))
    stats = response.context["stats"]
    assert [(stat.key.position, stat.wrong) for stat in stats][:2] == [(3, 2), (2, 1)]


def test_another_instructors_exam_results_are_refused(client, exam):
    client.force_login(InstructorFactory())
    for name in ("admin:school_exam_results", "admin:school_exam_results_csv"):
        assert client.get(url(name, pk=exam.pk)).status_code == 403


def test_a_sitting_left_unfinished_is_graded_before_the_results_show(staff, exam, trainees):
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=timezone.now() - timedelta(hours=1))
    staff.get(url("admin:school_exam_results", pk=exam.pk))
    sitting.refresh_from_db()
    assert sitting.finished


def test_trainees_sittings_filtered_and_each_answer_against_the_key(staff, exam, trainees):
    sitting = sit(exam, trainees[0], wrong_positions=(1,))
    other = ExamFactory(school_class=SchoolClassFactory(trainees=[trainees[0]]))
    sit(other, trainees[0])
    response = staff.get(
        url("admin:school_sitting_changelist") + f"?trainee__id__exact={trainees[0].pk}"
    )
    assert list(response.context["cl"].result_list) == [sitting]
    page = staff.get(url("admin:school_sitting_change", object_id=sitting.pk)).content.decode()
    assert page.count("✓") == 3 and page.count("✗") == 1


def test_sittings_are_view_only(staff, exam, trainees):
    sitting = sit(exam, trainees[0])
    change = url("admin:school_sitting_change", object_id=sitting.pk)
    staff.post(change, {"percent": "10"})
    sitting.refresh_from_db()
    assert sitting.percent == 100
    delete = url("admin:school_sitting_delete", object_id=sitting.pk)
    assert staff.post(delete, {"post": "yes"}).status_code == 403
