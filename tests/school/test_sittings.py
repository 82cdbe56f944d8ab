"""Taking an exam, as the services do it: the same seeded set for every trainee in an order
of his own, one question at a time on the server's clock, no going back, one sitting."""

from __future__ import annotations

import random
from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from croupier.errors import Refusal
from paytables.models import Variant
from school.models import Band, Sitting
from school.services import (
    exam_questions_deal,
    sitting_answer,
    sitting_current,
    sitting_start,
    sittings_finish_overdue,
)
from tests.trainer.factories import TraineeFactory

from .factories import ExamFactory, SchoolClassFactory
from .helpers import key_of, wrong_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def trainees():
    return [TraineeFactory() for _ in range(3)]


@pytest.fixture
def exam(trainees):
    school_class = SchoolClassFactory(trainees=trainees)
    return ExamFactory(school_class=school_class, parts={"raise": 4, "fee": 4, "ante": 4})


def sit(exam, trainee, *, right=True, at=None, step=timedelta(seconds=5)):
    """Start a sitting and answer every question, right or wrong, ``step`` apart."""
    at = at or timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainee, at=at)
    while (answer := sitting_current(sitting=sitting, at=at)) is not None:
        at += step
        given = key_of(answer) if (right if isinstance(right, bool) else right(answer)) else None
        sitting_answer(
            sitting=sitting,
            index=answer.index,
            given=given if given is not None else wrong_of(answer),
            language="en",
            at=at,
        )
    sitting.refresh_from_db()
    return sitting


def test_exam_deals_each_line_of_the_table_once_for_a_part_without_a_count():
    exam = ExamFactory(parts={"fee": None})
    rows = exam_questions_deal(exam=exam)
    cells = sorted(row.question.cell for row in rows)
    assert cells == ["fee:1", "fee:2", "fee:3", "fee:4", "fee:5"]


def test_exam_deals_the_count_asked_of_each_kind(exam):
    rows = exam_questions_deal(exam=exam)
    kinds = [row.question.kind for row in rows]
    assert sorted(kinds) == ["ante"] * 4 + ["fee"] * 4 + ["raise"] * 4
    # Questions of the exam's set belong to no trainee and no drill.
    assert {(row.question.user_id, row.question.session_id) for row in rows} == {(None, None)}


def test_every_trainee_gets_the_same_seeded_questions_in_an_order_of_his_own(exam, trainees):
    sittings = [sit(exam, trainee) for trainee in trainees]
    asked = [
        [answer.exam_question.question_id for answer in sitting.answers.order_by("index")]
        for sitting in sittings
    ]
    assert len({frozenset(each) for each in asked}) == 1
    assert len(asked[0]) == 12
    assert len({tuple(each) for each in asked}) > 1
    assert exam.questions.count() == 12


def test_the_set_is_dealt_once_when_the_first_trainee_starts(trainees):
    exam = ExamFactory(school_class=SchoolClassFactory(trainees=trainees))
    assert not exam.questions.exists()
    sitting_start(exam=exam, trainee=trainees[0])
    first = set(exam.questions.values_list("question_id", flat=True))
    sitting_start(exam=exam, trainee=trainees[1])
    assert set(exam.questions.values_list("question_id", flat=True)) == first


def test_an_order_drawn_when_the_first_start_deals_the_set_comes_from_the_exams_seed(trainees):
    # The start dealt the set under a seed of its own but drew the order from the exam as it
    # had read it, without one: every such exam ordered by "None".
    exam = ExamFactory(school_class=SchoolClassFactory(trainees=trainees), parts={"raise": 6})
    sitting = sitting_start(exam=exam, trainee=trainees[0])
    exam.refresh_from_db()
    positions = sorted(exam.questions.values_list("position", flat=True))
    random.Random(f"{exam.seed}:{trainees[0].pk}:1").shuffle(positions)
    assert sitting.order == positions


@pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks: PostgreSQL's")
def test_a_sitting_locks_its_own_row_not_its_exams(exam, trainees):
    # A plain FOR UPDATE joined to the exam locked the exam's row too: every answer of the
    # class waited for every other, and for the starts.
    sitting = sitting_start(exam=exam, trainee=trainees[0])
    with CaptureQueriesContext(connection) as queries:
        answer = sitting_current(sitting=sitting)
        sitting_answer(sitting=sitting, index=answer.index, given=key_of(answer), language="en")
    locks = [query["sql"] for query in queries if "FOR UPDATE" in query["sql"]]
    assert locks and all('FOR UPDATE OF "school_sitting"' in sql for sql in locks)


def test_the_set_cannot_be_dealt_again_once_sat(exam, trainees):
    sitting_start(exam=exam, trainee=trainees[0])
    with pytest.raises(Refusal) as refused:
        exam_questions_deal(exam=exam)
    assert refused.value.code == "sat"


def test_a_part_the_house_cannot_ask_is_refused():
    exam = ExamFactory(variant=Variant.objects.get(slug="caribbean"), parts={"fee": 2})
    with pytest.raises(Refusal) as refused:
        exam_questions_deal(exam=exam)
    assert refused.value.code == "cannot_ask"
    assert not exam.questions.exists()


def test_all_right_in_time_is_very_superior_and_passes(exam, trainees):
    sitting = sit(exam, trainees[0])
    assert (sitting.right, sitting.percent, sitting.band) == (12, Decimal("100.0"), "very_superior")
    assert sitting.passed and sitting.meets_speed
    assert sitting.seconds == Decimal("60.0")


def test_a_trainee_cannot_take_the_exam_twice(exam, trainees):
    sit(exam, trainees[0], right=False)
    with pytest.raises(Refusal) as refused:
        sitting_start(exam=exam, trainee=trainees[0])
    assert refused.value.code == "no_sitting"
    assert Sitting.objects.filter(trainee=trainees[0]).count() == 1


def test_a_second_sitting_where_two_are_allowed_but_none_after_a_pass(trainees):
    exam = ExamFactory(
        school_class=SchoolClassFactory(trainees=trainees), attempts_allowed=2, parts={"ante": 4}
    )
    assert not sit(exam, trainees[0], right=False).passed
    assert sit(exam, trainees[0]).number == 2
    exam.attempts_allowed = 3
    exam.save()
    with pytest.raises(Refusal) as refused:
        sitting_start(exam=exam, trainee=trainees[0])
    assert refused.value.code == "passed"


def test_a_trainee_outside_the_class_cannot_start(exam):
    with pytest.raises(PermissionError):
        sitting_start(exam=exam, trainee=TraineeFactory())


@pytest.mark.parametrize(
    ("opens", "closes"),
    [(timedelta(hours=1), timedelta(hours=2)), (-timedelta(hours=2), -timedelta(hours=1))],
)
def test_an_exam_is_sat_only_while_it_is_open(trainees, opens, closes):
    now = timezone.now()
    exam = ExamFactory(
        school_class=SchoolClassFactory(trainees=trainees),
        opens_at=now + opens,
        closes_at=now + closes,
    )
    with pytest.raises(Refusal) as refused:
        sitting_start(exam=exam, trainee=trainees[0])
    assert refused.value.code == "not_open"


def test_a_lost_connection_resumes_on_the_same_question_with_its_clock_running(exam, trainees):
    start = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=start)
    first = sitting_current(sitting=sitting, at=start)
    again = sitting_current(sitting=sitting, at=start + timedelta(seconds=20))
    assert again.pk == first.pk and again.shown_at == start
    assert sitting_start(exam=exam, trainee=trainees[0]).pk == sitting.pk


def test_an_answer_after_the_question_time_is_too_late_and_wrong(exam, trainees):
    start = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=start)
    answer = sitting_current(sitting=sitting, at=start)
    late = start + timedelta(seconds=exam.seconds_per_question + 1)
    sitting_answer(sitting=sitting, index=1, given=key_of(answer), language="en", at=late)
    answer.refresh_from_db()
    assert (answer.is_correct, answer.in_time) == (False, False)


def test_a_question_left_past_its_time_is_closed_too_late_and_the_next_comes(exam, trainees):
    start = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=start)
    first = sitting_current(sitting=sitting, at=start)
    later = start + timedelta(seconds=exam.seconds_per_question + 1)
    second = sitting_current(sitting=sitting, at=later)
    first.refresh_from_db()
    assert second.index == 2
    assert (first.answered, first.in_time, first.is_correct, first.given) == (
        True,
        False,
        False,
        "",
    )


def test_the_sitting_ends_when_its_total_time_is_up(exam, trainees):
    start = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=start)
    answer = sitting_current(sitting=sitting, at=start)
    sitting_answer(sitting=sitting, index=1, given=key_of(answer), language="en", at=start)
    after = start + timedelta(minutes=exam.total_minutes, seconds=1)
    assert sitting_current(sitting=sitting, at=after) is None
    sitting.refresh_from_db()
    assert sitting.finished and sitting.right == 1
    assert sitting.seconds == Decimal(exam.total_minutes * 60)
    assert sitting.band == Band.FAIL and not sitting.passed


def test_an_answer_after_the_total_time_is_too_late_and_ends_the_sitting(exam, trainees):
    start = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=start)
    # Each question answered within its own time, but the last one after the total.
    exam.total_minutes = 1
    exam.save()
    sitting.deadline = start + timedelta(minutes=1)
    sitting.save()
    at = start
    for _ in range(3):
        answer = sitting_current(sitting=sitting, at=at)
        at += timedelta(seconds=25)
        sitting_answer(
            sitting=sitting, index=answer.index, given=key_of(answer), language="en", at=at
        )
    sitting.refresh_from_db()
    assert sitting.finished and sitting.right == 2
    assert not sitting.answers.get(index=3).in_time


def test_a_sitting_left_unfinished_is_graded_when_its_time_is_up(exam, trainees):
    start = timezone.now() - timedelta(hours=1)
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=start)
    sitting_current(sitting=sitting, at=start)
    assert sittings_finish_overdue(exam=exam) == 1
    sitting.refresh_from_db()
    assert sitting.finished and sitting.right == 0 and sitting.passed is False


def test_there_is_no_going_back_to_an_answered_question(exam, trainees):
    start = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=start)
    answer = sitting_current(sitting=sitting, at=start)
    sitting_answer(sitting=sitting, index=1, given=wrong_of(answer), language="en", at=start)
    with pytest.raises(Refusal) as refused:
        sitting_answer(sitting=sitting, index=1, given=key_of(answer), language="en", at=start)
    assert refused.value.code == "stale"
    answer.refresh_from_db()
    assert not answer.is_correct


def test_an_answer_that_is_not_one_is_refused_and_stores_nothing(exam, trainees):
    start = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainees[0], at=start)
    answer = sitting_current(sitting=sitting, at=start)
    with pytest.raises(Refusal):
        sitting_answer(sitting=sitting, index=1, given="lots", language="en", at=start)
    answer.refresh_from_db()
    assert not answer.answered


def test_a_slow_sitting_misses_the_speed_standard_and_fails_whatever_its_score(trainees):
    exam = ExamFactory(
        school_class=SchoolClassFactory(trainees=trainees),
        parts={"ante": 4},
        speed_standard=Decimal("6.0"),
    )
    fast = sit(exam, trainees[0], step=timedelta(seconds=6))
    slow = sit(exam, trainees[1], step=timedelta(seconds=7))
    assert (fast.meets_speed, fast.passed) == (True, True)
    assert (slow.meets_speed, slow.passed, slow.band) == (False, False, "very_superior")


def test_an_exam_at_a_russian_poker_house_asks_its_kinds_and_is_passed(trainees):
    """A class of Corona's neighbours: the exam deals Russian Poker's own lines."""
    school_class = SchoolClassFactory(trainees=trainees)
    exam = ExamFactory(
        school_class=school_class,
        variant=Variant.objects.get(slug="classic"),
        parts={"ru_fee": None, "ru_insurance": 2, "ru_settle_table": 1},
    )
    rows = exam_questions_deal(exam=exam)
    cells = sorted(row.question.cell for row in rows)
    fees = ["ru_fee:buy_game", "ru_fee:draw_and_game", "ru_fee:exchange", "ru_fee:sixth"]
    assert [cell for cell in cells if cell.startswith("ru_fee")] == fees
    assert len(rows) == 7
    sitting = sit(exam, trainees[0])
    assert sitting.right == 7 and sitting.passed


def test_an_oasis_kind_in_an_exam_at_a_russian_poker_house_is_refused():
    exam = ExamFactory(variant=Variant.objects.get(slug="lunar"), parts={"raise": 2})
    with pytest.raises(Refusal) as refused:
        exam_questions_deal(exam=exam)
    assert refused.value.code == "cannot_ask"
    assert not exam.questions.exists()
