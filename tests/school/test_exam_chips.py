"""An exam that requires chips: its amounts are answered by pushing the house's chips from
the tray, a typed amount is refused with a message and stores nothing; the instructor sets
it in the admin, which refuses it where the house's chips cannot make its antes; and the
kinds on chips are asked in an exam as in a drill."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

import pytest
from django.utils import timezone

from croupier.errors import Refusal
from paytables.models import Variant
from school.models import Exam
from school.services import sitting_answer, sitting_current, sitting_start
from tests.paytables.factories import ChipSetFactory
from tests.trainer.factories import InstructorFactory, TraineeFactory
from trainer.chips import house_chips, question_chips
from trainer.kinds import kind_of

from .factories import ExamFactory, SchoolClassFactory
from .helpers import key_of, url
from .test_exam_admin import exam_form

pytestmark = pytest.mark.django_db


@pytest.fixture
def trainee():
    return TraineeFactory()


@pytest.fixture
def logged_in(client, trainee):
    client.force_login(trainee)
    return client


def chips_exam(trainee, parts=None, **fields):
    return ExamFactory(
        school_class=SchoolClassFactory(trainees=[trainee]),
        parts=parts or {"raise": 2},
        dealt=True,
        **fields,
    )


def pushed(answer) -> str:
    """The right answer as the tray posts it: the house's chips for the key."""
    question = answer.exam_question.question
    handler = kind_of(question.kind)
    if handler.chips_only:
        chips, direction = handler.house(question), "pay"
    else:
        due = house_chips(question_chips(question), Decimal(question.answer_key))
        chips, direction = due.chips, due.direction
    held = Counter(chips)
    return f"chips:{direction}:" + ",".join(f"{value}x{many}" for value, many in held.items())


def test_a_typed_amount_is_refused_in_an_exam_that_requires_chips(trainee):
    exam = chips_exam(trainee, answers_in_chips=True)
    sitting = sitting_start(exam=exam, trainee=trainee)
    answer = sitting_current(sitting=sitting)
    with pytest.raises(Refusal) as refused:
        sitting_answer(sitting=sitting, index=1, given=key_of(answer), language="en")
    assert refused.value.code == "chips_only"
    answer.refresh_from_db()
    assert not answer.answered


def test_chips_answer_an_exam_that_requires_them(trainee):
    exam = chips_exam(trainee, answers_in_chips=True)
    sitting = sitting_start(exam=exam, trainee=trainee)
    answer = sitting_current(sitting=sitting)
    sitting_answer(sitting=sitting, index=1, given=pushed(answer), language="en")
    answer.refresh_from_db()
    assert answer.answered and answer.is_correct


def test_a_typed_amount_still_counts_in_an_exam_that_does_not_require_chips(trainee):
    exam = chips_exam(trainee)
    sitting = sitting_start(exam=exam, trainee=trainee)
    answer = sitting_current(sitting=sitting)
    sitting_answer(sitting=sitting, index=1, given=key_of(answer), language="en")
    answer.refresh_from_db()
    assert answer.is_correct


def test_a_choice_is_still_picked_in_an_exam_that_requires_chips(trainee):
    exam = chips_exam(trainee, parts={"hand": 1}, answers_in_chips=True)
    sitting = sitting_start(exam=exam, trainee=trainee)
    answer = sitting_current(sitting=sitting)
    sitting_answer(sitting=sitting, index=1, given=key_of(answer), language="en")
    answer.refresh_from_db()
    assert answer.is_correct


def test_the_sitting_page_shows_the_tray_and_says_to_push_chips(logged_in, trainee):
    exam = chips_exam(trainee, answers_in_chips=True)
    sitting = sitting_start(exam=exam, trainee=trainee)
    page = logged_in.get(url("school:sitting", pk=sitting.pk)).content.decode()
    assert "data-chip-tray" in page and "data-keypad-template" not in page
    assert "Push the chips from the house" in page
    assert "Type +" not in page


def test_the_sitting_page_without_chips_is_typed(logged_in, trainee):
    exam = chips_exam(trainee)
    sitting = sitting_start(exam=exam, trainee=trainee)
    page = logged_in.get(url("school:sitting", pk=sitting.pk)).content.decode()
    assert "data-chip-tray" not in page and "data-keypad-template" in page and "Type +" in page


def test_a_typed_answer_posted_says_why_and_records_nothing(logged_in, trainee):
    exam = chips_exam(trainee, answers_in_chips=True)
    sitting = sitting_start(exam=exam, trainee=trainee)
    answer = sitting_current(sitting=sitting)
    response = logged_in.post(
        url("school:answer", pk=sitting.pk), {"index": 1, "answer": key_of(answer)}
    )
    assert response.status_code == 200
    assert "This exam is answered in chips" in response.content.decode()
    answer.refresh_from_db()
    assert not answer.answered


def test_chips_posted_from_the_tray_answer_the_sitting(logged_in, trainee):
    exam = chips_exam(trainee, answers_in_chips=True)
    sitting = sitting_start(exam=exam, trainee=trainee)
    answer = sitting_current(sitting=sitting)
    _prefix, direction, chips = pushed(answer).split(":")
    response = logged_in.post(
        url("school:answer", pk=sitting.pk), {"index": 1, "direction": direction, "chips": chips}
    )
    assert response.status_code == 302
    answer.refresh_from_db()
    assert answer.is_correct


@pytest.mark.parametrize("kind", ["chip_count", "chip_colour_up", "chip_change", "chip_pay"])
def test_an_exam_asks_the_kinds_on_chips(trainee, kind):
    exam = chips_exam(trainee, parts={kind: None})
    lines = len(kind_of(kind).catalogue())
    assert exam.questions.count() == lines
    at = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainee, at=at)
    while (answer := sitting_current(sitting=sitting, at=at)) is not None:
        handler = kind_of(answer.exam_question.question.kind)
        given = pushed(answer) if handler.chips_only else key_of(answer)
        sitting_answer(sitting=sitting, index=answer.index, given=given, language="en", at=at)
    sitting.refresh_from_db()
    assert sitting.right == lines


# -- the admin -------------------------------------------------------------------------------


@pytest.fixture
def instructor():
    return InstructorFactory()


@pytest.fixture
def staff(client, instructor):
    client.force_login(instructor)
    return client


def test_the_instructor_makes_an_exam_that_requires_chips(staff, instructor):
    school_class = SchoolClassFactory(instructors=[instructor])
    page = staff.get(url("admin:school_exam_add")).content.decode()
    assert 'name="answers_in_chips"' in page
    data = exam_form(school_class, instructor, [("raise", 2)], answers_in_chips="on")
    response = staff.post(url("admin:school_exam_add"), data)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert Exam.objects.get().answers_in_chips


def test_chips_are_refused_where_the_house_chips_cannot_make_its_antes(staff, instructor):
    school_class = SchoolClassFactory(instructors=[instructor])
    Variant.objects.filter(slug="standard").update(
        chip_set=ChipSetFactory(chips=[(100, "#1a1a1a")])
    )
    data = exam_form(school_class, instructor, [("raise", 2)], answers_in_chips="on")
    response = staff.post(url("admin:school_exam_add"), data)
    assert response.status_code == 200
    assert "cannot make an ante of 10" in response.content.decode()
    assert not Exam.objects.exists()


def test_a_kind_the_house_chips_cannot_show_is_refused(staff, instructor):
    school_class = SchoolClassFactory(instructors=[instructor])
    Variant.objects.filter(slug="standard").update(chip_set=ChipSetFactory(chips=[(5, "#c8102e")]))
    data = exam_form(school_class, instructor, [("chip_colour_up", 2)])
    response = staff.post(url("admin:school_exam_add"), data)
    assert response.status_code == 200
    assert "no larger chip to colour up to" in response.content.decode()
    assert not Exam.objects.exists()


def test_once_sat_answering_in_chips_cannot_change(staff, instructor):
    trainee = TraineeFactory()
    school_class = SchoolClassFactory(instructors=[instructor], trainees=[trainee])
    exam = ExamFactory(school_class=school_class, examiner=instructor, dealt=True)
    sitting_start(exam=exam, trainee=trainee)
    page = staff.get(url("admin:school_exam_change", object_id=exam.pk))
    assert "answers_in_chips" not in page.context["adminform"].form.fields
