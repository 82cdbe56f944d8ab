"""Sprints' question sets: dealt once for a house, kinds, shape and seed and asked by every
sprint of them (a duel's, a class's sprint of the day), each position dealt once however
many sprints reach it together; the set's own questions out of every trainee's reach."""

from __future__ import annotations

import threading

import pytest
from django.db import IntegrityError, connection, connections, transaction

from paytables.games import rules_to_dict
from paytables.models import Variant
from trainer.models import Attempt, DealtRound, Question, Sprint, SprintSet
from trainer.services import sprint_answer, sprint_close, sprint_question_next
from trainer.sprints import SprintShape

from .factories import TraineeFactory
from .test_sprints import HTMX, answer_next, given_for, start, url

pytestmark = pytest.mark.django_db
THREADS = 8


@pytest.fixture
def trainee():
    return TraineeFactory()


def asked(sprint: Sprint) -> list[tuple[str, str, int | None, str]]:
    return list(
        sprint.questions.order_by("position").values_list(
            "kind", "cell", "dealt_round_id", "answer_key"
        )
    )


def test_sprint_set_dealt_once_for_a_seed_and_reused(trainee):
    first = start(trainee, seed=77)
    second = start(TraineeFactory(), kinds=("ante", "net"), seed=77, rules=first.rules)
    assert first.question_set_id == second.question_set_id
    assert SprintSet.objects.count() == 1
    for _ in range(4):
        answer_next(first)
    assert DealtRound.objects.count() == 4
    for _ in range(4):
        answer_next(second)
    # The second sprint dealt nothing: it asked the rounds the first dealt.
    assert DealtRound.objects.count() == 4
    assert Question.objects.filter(sprint_set=first.question_set).count() == 4


def test_sprints_of_one_seed_ask_the_same_questions_on_the_same_rounds(trainee):
    first = start(trainee, seed=78)
    second = start(TraineeFactory(), seed=78, rules=first.rules)
    for _ in range(5):
        answer_next(second)
        answer_next(first, right=False)
    assert asked(first) == asked(second)
    assert len(asked(first)) == 5
    dealt = Question.objects.filter(sprint_set=first.question_set).order_by("position")
    assert [row[2] for row in asked(first)] == [question.dealt_round_id for question in dealt]


def test_sprint_set_another_for_another_seed_kinds_or_shape(trainee):
    sprints = [
        start(trainee, seed=5),
        start(trainee, seed=6),
        start(trainee, seed=5, kinds=("net",)),
        start(trainee, seed=5, shape=SprintShape.TWENTY),
        start(trainee, seed=5, slug="belgian"),
    ]
    assert len({sprint.question_set_id for sprint in sprints}) == 5


def test_sprint_set_run_once_by_a_trainee(trainee):
    first = start(trainee, seed=9)
    with pytest.raises(IntegrityError), transaction.atomic():
        start(trainee, seed=9, rules=first.rules)
    assert Sprint.objects.filter(user=trainee).count() == 1


def test_sprint_answers_on_a_shared_set_grade_each_trainee_right(trainee):
    other = TraineeFactory()
    mine = start(trainee, seed=80)
    theirs = start(other, seed=80, rules=mine.rules)
    for number in range(10):
        answer_next(mine, right=True)
        answer_next(theirs, right=number < 4)
    mine, theirs = sprint_close(sprint=mine), sprint_close(sprint=theirs)
    assert (mine.right, mine.wrong) == (10, 0)
    assert (theirs.right, theirs.wrong) == (4, 6)
    assert Attempt.objects.filter(user=trainee, is_correct=True).count() == 10
    assert Attempt.objects.filter(user=other, is_correct=True).count() == 4
    # Each trainee's answers are his own, on his own copies of the set's questions.
    assert not Attempt.objects.filter(question__sprint_set__isnull=False).exists()


def test_sprint_set_question_belongs_to_no_trainee_and_no_page_reaches_it(client, trainee):
    sprint = start(trainee)
    own = sprint_question_next(sprint=sprint)
    key = Question.objects.get(sprint_set=sprint.question_set, position=1)
    assert (key.user_id, key.sprint_id, key.session_id) == (None, None, None)
    assert own.dealt_round_id == key.dealt_round_id
    client.force_login(trainee)
    answer = url("trainer:sprint_answer", pk=sprint.pk, question=key.pk)
    assert client.post(answer, {"answer": key.answer_key}, headers=HTMX).status_code == 404
    assert client.get(url("trainer:question", pk=key.pk)).status_code == 404
    assert client.post(url("trainer:answer", pk=key.pk), {"answer": "1"}).status_code == 404
    assert not Attempt.objects.exists()


def test_sprint_started_before_sets_gets_its_set_when_it_next_asks(trainee):
    sprint = start(trainee, seed=81)
    Sprint.objects.filter(pk=sprint.pk).update(question_set=None)
    SprintSet.objects.all().delete()
    sprint.refresh_from_db()
    question = sprint_question_next(sprint=sprint)
    sprint.refresh_from_db()
    assert sprint.question_set is not None
    assert sprint.question_set.seed == 81
    given = given_for(question, right=True)
    sprint_answer(sprint=sprint, question=question, given=given, language="en")
    assert Attempt.objects.get(question=question).is_correct


# As the suite's other transactional tests: its end puts the reference data back.
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
@pytest.mark.skipif(
    connection.vendor != "postgresql", reason="threads racing need PostgreSQL's row locks"
)
def test_sprint_starts_racing_store_one_set_and_deal_each_position_once():
    trainees = [TraineeFactory() for _ in range(THREADS)]
    rules = rules_to_dict(Variant.objects.get(slug="standard").rules())
    barrier = threading.Barrier(THREADS)
    rounds: list[int | None] = []
    errors: list[BaseException] = []

    def run(user) -> None:
        try:
            barrier.wait()
            sprint = start(user, seed=4242, rules=rules)
            question = sprint_question_next(sprint=sprint)
            rounds.append(question.dealt_round_id)
        except BaseException as error:  # reported below, with the thread's own trace
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(user,)) for user in trainees]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert SprintSet.objects.count() == 1
    assert Sprint.objects.filter(question_set__seed=4242).count() == THREADS
    assert Question.objects.filter(sprint_set__seed=4242).count() == 1
    assert DealtRound.objects.count() == 1
    assert len(set(rounds)) == 1
