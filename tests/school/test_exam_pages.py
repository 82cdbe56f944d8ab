"""The trainee's exam pages: the exam, starting it, one question at a time with htmx and
without JavaScript, and the results, which show nothing before the exam closes."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone, translation

from school.models import ExamAnswer, Sitting
from school.services import sitting_current, sitting_start
from tests.trainer.factories import TraineeFactory

from .factories import ExamFactory, SchoolClassFactory
from .helpers import url, wrong_of

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


@pytest.fixture
def trainee():
    return TraineeFactory()


@pytest.fixture
def exam(trainee):
    return ExamFactory(
        title="Raise table test",
        school_class=SchoolClassFactory(trainees=[trainee]),
        parts={"raise": 2, "hand": 1},
        dealt=True,
    )


@pytest.fixture
def logged_in(client, trainee):
    client.force_login(trainee)
    return client


def open_question(exam, trainee):
    sitting = sitting_start(exam=exam, trainee=trainee)
    return sitting, sitting_current(sitting=sitting)


def close(exam):
    exam.opens_at = timezone.now() - timedelta(hours=3)
    exam.closes_at = timezone.now() - timedelta(seconds=1)
    exam.save()


# -- the exam's page and starting it -------------------------------------------------------------


def test_school_home_lists_the_exams_of_the_trainees_classes(logged_in, exam):
    ExamFactory(title="Another class's exam")
    page = logged_in.get(url("school:home")).content.decode()
    assert "Raise table test" in page and "Another class" not in page


def test_exam_page_says_the_rules_and_offers_the_start(logged_in, exam):
    response = logged_in.get(url("school:exam", pk=exam.pk))
    page = response.content.decode()
    assert response.status_code == 200
    assert "Raise table test" in page and "Start the exam" in page
    assert "60 s" in page and "30 minutes" in page


def test_exam_page_in_vietnamese_counts_the_questions_not_their_kinds(logged_in, exam):
    with translation.override("vi"):
        address = reverse("school:exam", kwargs={"pk": exam.pk})
    page = logged_in.get(address).content.decode()
    assert "<dt>Số câu hỏi</dt><dd>3</dd>" in page


def test_exam_page_with_htmx_answers_the_page(logged_in, exam):
    assert logged_in.get(url("school:exam", pk=exam.pk), headers=HTMX).status_code == 200


def test_exam_page_of_another_class_is_not_found(logged_in):
    assert logged_in.get(url("school:exam", pk=ExamFactory().pk)).status_code == 404


def test_exam_page_anonymous_is_sent_to_log_in(client, exam):
    assert client.get(url("school:exam", pk=exam.pk))["Location"].startswith(url("login"))


def test_exam_page_refuses_post_and_start_refuses_get(logged_in, exam):
    assert logged_in.post(url("school:exam", pk=exam.pk)).status_code == 405
    assert logged_in.get(url("school:exam_start", pk=exam.pk)).status_code == 405


def test_start_makes_a_sitting_and_shows_its_first_question(logged_in, exam, trainee):
    response = logged_in.post(url("school:exam_start", pk=exam.pk))
    sitting = Sitting.objects.get(trainee=trainee)
    assert response["Location"] == url("school:sitting", pk=sitting.pk)
    page = logged_in.get(response["Location"]).content.decode()
    assert "Question 1 of 3" in page and "seconds left for this question" in page


def test_start_of_another_class_exam_is_not_found(logged_in):
    exam = ExamFactory()
    assert logged_in.post(url("school:exam_start", pk=exam.pk)).status_code == 404
    assert not Sitting.objects.exists()


def test_start_of_a_closed_exam_says_so_and_starts_nothing(logged_in, exam):
    close(exam)
    response = logged_in.post(url("school:exam_start", pk=exam.pk))
    assert response.status_code == 409
    assert "This exam is not open now." in response.content.decode()
    assert not Sitting.objects.exists()


def test_start_a_second_time_is_refused_after_the_one_sitting(logged_in, exam, trainee):
    sitting, _answer = open_question(exam, trainee)
    Sitting.objects.filter(pk=sitting.pk).update(deadline=timezone.now())
    sitting_current(sitting=sitting)
    response = logged_in.post(url("school:exam_start", pk=exam.pk))
    assert response.status_code == 409
    assert "You have no sitting of this exam left." in response.content.decode()
    assert Sitting.objects.count() == 1


# -- one question at a time --------------------------------------------------------------------


def test_sitting_page_shows_no_answer_key_or_working(logged_in, exam, trainee):
    sitting, answer = open_question(exam, trainee)
    page = logged_in.get(url("school:sitting", pk=sitting.pk)).content.decode()
    assert "Right answer" not in page and "The whole settlement" not in page
    assert f'name="index" value="{answer.index}"' in page


def test_sitting_page_with_htmx_is_the_partial(logged_in, exam, trainee):
    sitting, _answer = open_question(exam, trainee)
    page = logged_in.get(url("school:sitting", pk=sitting.pk), headers=HTMX).content.decode()
    assert page.lstrip().startswith('<section id="sitting"') and "<html" not in page


def test_sitting_of_another_trainee_is_not_found(logged_in, exam):
    other = TraineeFactory()
    exam.school_class.trainees.add(other)
    sitting, _answer = open_question(exam, other)
    assert logged_in.get(url("school:sitting", pk=sitting.pk)).status_code == 404
    response = logged_in.post(url("school:answer", pk=sitting.pk), {"index": 1, "answer": "1"})
    assert response.status_code == 404
    assert not ExamAnswer.objects.filter(answered_at__isnull=False).exists()


def test_sitting_anonymous_is_sent_to_log_in(client, exam, trainee):
    sitting, _answer = open_question(exam, trainee)
    assert client.get(url("school:sitting", pk=sitting.pk)).status_code == 302
    assert client.post(url("school:answer", pk=sitting.pk)).status_code == 302


def test_sitting_wrong_methods(logged_in, exam, trainee):
    sitting, _answer = open_question(exam, trainee)
    assert logged_in.post(url("school:sitting", pk=sitting.pk)).status_code == 405
    assert logged_in.get(url("school:answer", pk=sitting.pk)).status_code == 405


def test_answer_without_javascript_redirects_to_the_next_question(logged_in, exam, trainee):
    sitting, answer = open_question(exam, trainee)
    key = answer.exam_question.question.answer_key
    response = logged_in.post(url("school:answer", pk=sitting.pk), {"index": 1, "answer": key})
    assert response["Location"] == url("school:sitting", pk=sitting.pk)
    answer.refresh_from_db()
    assert answer.is_correct
    assert "Question 2 of 3" in logged_in.get(response["Location"]).content.decode()


def test_answer_with_htmx_shows_the_next_question_without_a_verdict(logged_in, exam, trainee):
    sitting, answer = open_question(exam, trainee)
    key = answer.exam_question.question.answer_key
    response = logged_in.post(
        url("school:answer", pk=sitting.pk), {"index": 1, "answer": key}, headers=HTMX
    )
    page = response.content.decode()
    assert "Question 2 of 3" in page
    assert "Right." not in page and "Right answer" not in page


def test_answer_that_is_not_an_answer_says_so_and_stores_nothing(logged_in, exam, trainee):
    sitting, answer = open_question(exam, trainee)
    response = logged_in.post(
        url("school:answer", pk=sitting.pk), {"index": answer.index, "answer": ""}, headers=HTMX
    )
    assert response.status_code == 200
    page = response.content.decode()
    assert "Question 1 of 3" in page and 'role="alert"' in page
    answer.refresh_from_db()
    assert not answer.answered


def test_answer_to_a_closed_question_shows_the_open_one_and_changes_nothing(
    logged_in, exam, trainee
):
    sitting, answer = open_question(exam, trainee)
    key = answer.exam_question.question.answer_key
    logged_in.post(url("school:answer", pk=sitting.pk), {"index": 1, "answer": wrong_of(answer)})
    response = logged_in.post(url("school:answer", pk=sitting.pk), {"index": 1, "answer": key})
    page = response.content.decode()
    assert "This question is closed" in page and "Question 2 of 3" in page
    answer.refresh_from_db()
    assert not answer.is_correct


def test_last_answer_ends_the_sitting_and_keeps_the_results_for_the_close(logged_in, exam, trainee):
    sitting, _answer = open_question(exam, trainee)
    for index in (1, 2, 3):
        current = sitting_current(sitting=sitting)
        key = current.exam_question.question.answer_key
        logged_in.post(url("school:answer", pk=sitting.pk), {"index": index, "answer": key})
    page = logged_in.get(url("school:sitting", pk=sitting.pk)).content.decode()
    assert "The sitting is over" in page and "shown when the exam closes" in page
    exam_page = logged_in.get(url("school:exam", pk=exam.pk)).content.decode()
    assert "100.0 %" not in exam_page


# -- the results, after the close -----------------------------------------------------------------


def _finished(exam, trainee):
    sitting, _answer = open_question(exam, trainee)
    Sitting.objects.filter(pk=sitting.pk).update(deadline=timezone.now())
    sitting_current(sitting=sitting)
    return sitting


def test_results_before_the_exam_closes_are_not_found(logged_in, exam, trainee):
    sitting = _finished(exam, trainee)
    assert logged_in.get(url("school:results", pk=sitting.pk)).status_code == 404


def test_results_after_the_close_show_each_answer_against_the_key_with_the_working(
    logged_in, exam, trainee
):
    sitting = _finished(exam, trainee)
    close(exam)
    response = logged_in.get(url("school:results", pk=sitting.pk))
    page = response.content.decode()
    assert response.status_code == 200
    assert "Below the pass mark" in page and "Not passed" in page
    assert page.count("Right answer:") == 3
    assert "Not reached: the time was up." in page or "Too late" in page
    assert "The whole settlement" in page


def test_results_with_htmx_and_wrong_method_and_another_trainees(logged_in, exam, trainee):
    sitting = _finished(exam, trainee)
    close(exam)
    assert logged_in.get(url("school:results", pk=sitting.pk), headers=HTMX).status_code == 200
    assert logged_in.post(url("school:results", pk=sitting.pk)).status_code == 405
    other = TraineeFactory()
    logged_in.force_login(other)
    assert logged_in.get(url("school:results", pk=sitting.pk)).status_code == 404


def test_starting_and_answering_cost_an_exact_number_of_queries(
    logged_in, exam, trainee, django_assert_num_queries
):
    # In the test's own transaction each atomic block is a savepoint (two statements more).
    # The start: the session, the user, the exam, then under the exam's lock the class's
    # membership, the trainee's sittings, the set's positions and the new sitting.
    with django_assert_num_queries(10):
        start = logged_in.post(url("school:exam_start", pk=exam.pk))
    # The first question: the sitting, then under its lock the last answer, the question to
    # ask and its answer made; then what showing it needs.
    with django_assert_num_queries(10):
        logged_in.get(start["Location"])
    sitting = Sitting.objects.get(trainee=trainee)
    answer = sitting.answers.get(index=1)
    key = answer.exam_question.question.answer_key
    # The answer, stored, then the next question, as the first one, and whether the one
    # before it ran out of time.
    with django_assert_num_queries(16):
        response = logged_in.post(
            url("school:answer", pk=sitting.pk), {"index": "1", "answer": key}, headers=HTMX
        )
    assert 'name="index" value="2"' in response.content.decode()


# -- a question that timed out says so on the next one ---------------------------------------


def test_next_question_says_the_last_one_timed_out_and_counted_wrong(logged_in, exam, trainee):
    sitting, answer = open_question(exam, trainee)
    ExamAnswer.objects.filter(pk=answer.pk).update(
        shown_at=timezone.now() - timedelta(seconds=exam.seconds_per_question + 1)
    )
    page = logged_in.get(url("school:sitting", pk=sitting.pk)).content.decode()
    assert "The last question's time ran out before you answered: it counted as wrong." in page
    assert 'name="index" value="2"' in page
    assert not ExamAnswer.objects.get(pk=answer.pk).is_correct


def test_next_question_says_a_late_answer_counted_wrong(logged_in, exam, trainee):
    sitting, answer = open_question(exam, trainee)
    ExamAnswer.objects.filter(pk=answer.pk).update(
        shown_at=timezone.now() - timedelta(seconds=exam.seconds_per_question + 1)
    )
    key = answer.exam_question.question.answer_key
    response = logged_in.post(
        url("school:answer", pk=sitting.pk), {"index": "1", "answer": key}, headers=HTMX
    )
    page = response.content.decode()
    assert "Your last answer came after its time ran out: it counted as wrong." in page


def test_next_question_says_nothing_of_time_when_the_last_was_in_time(logged_in, exam, trainee):
    sitting, answer = open_question(exam, trainee)
    key = answer.exam_question.question.answer_key
    logged_in.post(url("school:answer", pk=sitting.pk), {"index": "1", "answer": key})
    page = logged_in.get(url("school:sitting", pk=sitting.pk)).content.decode()
    assert 'name="index" value="2"' in page
    assert "counted as wrong" not in page


# -- the trainee's home lists the exams he may sit now ---------------------------------------


def test_trainer_home_shows_an_open_exam_with_its_link(logged_in, exam):
    page = logged_in.get(url("trainer:home")).content.decode()
    assert "Open exam: Raise table test" in page
    assert f'href="{url("school:exam", pk=exam.pk)}"' in page
    assert "Sit the exam" in page


def test_trainer_home_shows_an_exam_in_progress_as_such(logged_in, exam, trainee):
    open_question(exam, trainee)
    page = logged_in.get(url("trainer:home")).content.decode()
    assert "Exam in progress: Raise table test" in page and "Go back to the exam" in page


def test_trainer_home_leaves_out_closed_unopened_and_used_up_exams(logged_in, exam, trainee):
    ExamFactory(
        title="Not open yet",
        school_class=exam.school_class,
        opens_at=timezone.now() + timedelta(days=1),
        closes_at=timezone.now() + timedelta(days=2),
    )
    _finished(exam, trainee)  # his one sitting is used
    page = logged_in.get(url("trainer:home")).content.decode()
    assert "Open exam:" not in page and "Exam in progress:" not in page


def test_trainer_home_leaves_out_another_class_exam(logged_in):
    ExamFactory(title="Another class's exam")
    page = logged_in.get(url("trainer:home")).content.decode()
    assert "Another class" not in page
