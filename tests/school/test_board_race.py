"""The board choice made at once by several requests, opting in and out (issue 25, point
5c): each answers, never an IntegrityError, and one row at most is left."""

from __future__ import annotations

import threading

import pytest
from django.db import connection, connections

from school.models import BoardOptIn
from school.services import board_choice_set
from tests.trainer.factories import TraineeFactory

from .factories import SchoolClassFactory

THREADS = 6
ROUNDS = 40


@pytest.fixture
def lan():
    return TraineeFactory(username="lan")


@pytest.fixture
def school_class(lan):
    return SchoolClassFactory(trainees=[lan])


@pytest.mark.django_db
def test_opting_in_twice_in_a_row_stores_one_and_says_shown(school_class, lan):
    for _ in range(2):
        assert board_choice_set(school_class=school_class, trainee=lan, shown=True) is True
    assert BoardOptIn.objects.filter(school_class=school_class, trainee=lan).count() == 1


@pytest.mark.django_db
def test_opting_out_twice_in_a_row_leaves_none_and_says_hidden(school_class, lan):
    board_choice_set(school_class=school_class, trainee=lan, shown=True)
    for _ in range(2):
        assert board_choice_set(school_class=school_class, trainee=lan, shown=False) is False
    assert not BoardOptIn.objects.exists()


# serialized_rollback as the suite's other transactional tests: its end then puts the
# reference data back as they expect it, instead of a flush that leaves content types behind
# for their restore to insert twice.
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
@pytest.mark.skipif(
    connection.vendor != "postgresql", reason="threads racing need PostgreSQL's row locks"
)
def test_opt_ins_and_opt_outs_racing_all_answer(school_class, lan):
    start = threading.Barrier(THREADS)
    errors: list[BaseException] = []

    def choose(shown_first: bool) -> None:
        try:
            start.wait()
            for number in range(ROUNDS):
                shown = (number % 2 == 0) == shown_first
                board_choice_set(school_class=school_class, trainee=lan, shown=shown)
        except BaseException as error:  # every failure is the finding
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=choose, args=(n % 2 == 0,)) for n in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert errors == []
    assert BoardOptIn.objects.filter(school_class=school_class, trainee=lan).count() <= 1
