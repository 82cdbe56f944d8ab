"""Exams in the admin: an instructor makes one for his own class, its set is dealt when it
is saved, a kind the house cannot ask is refused, and once sat the set stays."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from paytables.models import Variant
from school.models import Exam
from school.services import sitting_start
from tests.trainer.factories import InstructorFactory, TraineeFactory

from .factories import ExamFactory, SchoolClassFactory
from .helpers import url

pytestmark = pytest.mark.django_db


@pytest.fixture
def instructor():
    return InstructorFactory()


@pytest.fixture
def school_class(instructor):
    return SchoolClassFactory(instructors=[instructor], trainees=[TraineeFactory()])


@pytest.fixture
def staff(client, instructor):
    client.force_login(instructor)
    return client


def exam_form(school_class, instructor, parts, **fields):
    now = timezone.localtime()
    data = {
        "school_class": school_class.pk,
        "title": "Raise and fee test",
        "variant": Variant.objects.get(slug="standard").pk,
        "difficulty": "round",
        "examiner": instructor.pk,
        "seconds_per_question": 60,
        "total_minutes": 30,
        "pass_from": 75,
        "high_average_from": 82,
        "superior_from": 89,
        "very_superior_from": 96,
        "opens_at_0": now.strftime("%Y-%m-%d"),
        "opens_at_1": now.strftime("%H:%M:%S"),
        "closes_at_0": (now + timedelta(days=1)).strftime("%Y-%m-%d"),
        "closes_at_1": now.strftime("%H:%M:%S"),
        "attempts_allowed": 1,
        "parts-TOTAL_FORMS": str(len(parts)),
        "parts-INITIAL_FORMS": "0",
        "parts-MIN_NUM_FORMS": "0",
        "parts-MAX_NUM_FORMS": "1000",
    }
    for n, (kind, count) in enumerate(parts):
        data[f"parts-{n}-kind"] = kind
        data[f"parts-{n}-count"] = "" if count is None else str(count)
    data.update(fields)
    return data


def test_instructor_makes_an_exam_and_its_set_is_dealt(staff, school_class, instructor):
    response = staff.post(
        url("admin:school_exam_add"),
        exam_form(school_class, instructor, [("raise", 3), ("fee", None)]),
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    exam = Exam.objects.get()
    assert exam.questions.count() == 3 + 5
    page = staff.get(url("admin:school_exam_change", object_id=exam.pk)).content.decode()
    assert "Fee of a 3-card switch" in page


def test_exam_for_a_kind_the_house_cannot_ask_is_refused(staff, school_class, instructor):
    data = exam_form(
        school_class,
        instructor,
        [("fee", 2)],
        variant=Variant.objects.get(slug="caribbean").pk,
    )
    response = staff.post(url("admin:school_exam_add"), data)
    assert response.status_code == 200
    assert "cannot ask" in response.content.decode()
    assert not Exam.objects.exists()


def test_exam_of_too_many_questions_is_refused(staff, school_class, instructor):
    data = exam_form(school_class, instructor, [("raise", 50), ("fee", 50), ("ante", 50)])
    response = staff.post(url("admin:school_exam_add"), data)
    assert "this one would ask 150" in response.content.decode()
    assert not Exam.objects.exists()


def test_exam_without_questions_is_refused(staff, school_class, instructor):
    response = staff.post(url("admin:school_exam_add"), exam_form(school_class, instructor, []))
    assert "Say which questions the exam asks." in response.content.decode()
    assert not Exam.objects.exists()


def test_exam_for_another_instructors_class_is_refused(staff, instructor):
    theirs = SchoolClassFactory(instructors=[InstructorFactory()])
    response = staff.post(
        url("admin:school_exam_add"), exam_form(theirs, instructor, [("raise", 2)])
    )
    assert response.status_code == 200
    assert not Exam.objects.exists()


def test_examiner_must_teach_the_class(staff, school_class, instructor):
    stranger = InstructorFactory()
    data = exam_form(school_class, instructor, [("raise", 2)], examiner=stranger.pk)
    response = staff.post(url("admin:school_exam_add"), data)
    assert "The examiner must be an instructor of the class." in response.content.decode()


def test_bands_that_do_not_rise_are_refused(staff, school_class, instructor):
    data = exam_form(school_class, instructor, [("raise", 2)], superior_from=80)
    response = staff.post(url("admin:school_exam_add"), data)
    assert "The bands must rise" in response.content.decode()
    assert not Exam.objects.exists()


def test_instructor_sees_only_his_classes_exams(staff, school_class):
    mine = ExamFactory(school_class=school_class)
    ExamFactory()
    response = staff.get(url("admin:school_exam_changelist"))
    assert list(response.context["cl"].result_list) == [mine]


def test_once_sat_the_exams_set_and_house_cannot_change(staff, school_class, instructor):
    exam = ExamFactory(school_class=school_class, examiner=instructor, dealt=True)
    sitting_start(exam=exam, trainee=school_class.trainees.get())
    before = set(exam.questions.values_list("question_id", flat=True))
    page = staff.get(url("admin:school_exam_change", object_id=exam.pk))
    assert "variant" not in page.context["adminform"].form.fields
    assert (
        staff.post(url("admin:school_exam_delete", object_id=exam.pk), {"post": "yes"}).status_code
        == 403
    )
    assert set(exam.questions.values_list("question_id", flat=True)) == before


# -- the exam proposes and checks its class's house -------------------------------------------


def test_exam_at_a_house_its_class_does_not_deal_is_refused(staff, instructor):
    belgian = SchoolClassFactory(instructors=[instructor], variant="belgian", name="Corona A")
    data = exam_form(belgian, instructor, [("raise", 3)])  # the standard rules
    response = staff.post(url("admin:school_exam_add"), data)
    page = response.content.decode()
    assert response.status_code == 200
    assert "Corona A does not deal Oasis Poker (standard rules)" in page
    assert "Its house: Oasis Poker (Belgian rules)" in page
    assert not Exam.objects.exists()


def test_exam_at_its_class_house_is_made(staff, instructor):
    belgian = SchoolClassFactory(instructors=[instructor], variant="belgian")
    data = exam_form(
        belgian, instructor, [("raise", 3)], variant=Variant.objects.get(slug="belgian").pk
    )
    response = staff.post(url("admin:school_exam_add"), data)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert Exam.objects.get().variant.slug == "belgian"


def test_new_exam_proposes_the_class_and_its_house(staff, instructor):
    belgian = SchoolClassFactory(instructors=[instructor], variant="belgian")
    form = staff.get(url("admin:school_exam_add")).context["adminform"].form
    assert form.initial["school_class"] == belgian.pk
    assert form.initial["variant"] == Variant.objects.get(slug="belgian").pk


def test_new_exam_for_the_class_given_proposes_its_house(staff, instructor):
    SchoolClassFactory(instructors=[instructor], variant="galewind")
    lunar = SchoolClassFactory(instructors=[instructor], variant="lunar")
    page = staff.get(url("admin:school_exam_add") + f"?school_class={lunar.pk}")
    form = page.context["adminform"].form
    assert form.initial["variant"] == Variant.objects.get(slug="lunar").pk


def test_admin_titles_and_labels_read_as_a_vietnamese_instructor_says_them(staff, school_class):
    standard = Variant.objects.get(slug="standard").pk
    with translation.override("vi"):
        page = staff.get(reverse("admin:school_exam_add")).content.decode()
        history = staff.get(reverse("admin:paytables_variant_change", args=[standard]))
        history = history.content.decode()
    assert "Thêm bài thi" in page and "Thêm vào" not in page
    assert "Lịch sử" in history and "Bản ghi nhớ" not in history
    assert "Mã trong địa chỉ" in history and "Slug" not in history
