"""PostgreSQL out of connections (issue 25, point 6): a request whose database connection is
refused gets a short "busy, try again in a moment" page (503, ``Retry-After``, translated,
htmx-aware), logged once a minute per process rather than once per request; and a request
that fails once it has begun writing leaves nothing half written."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from unittest import mock

import pytest
from django.db import OperationalError, connection, connections
from django.db.backends.postgresql.base import DatabaseWrapper as PostgresWrapper
from django.test import Client
from django.urls import reverse
from django.utils import timezone, translation

import croupier.unavailable
from croupier.unavailable import RETRY_AFTER_SECONDS, busy_forget, refused_to_connect
from paytables.models import Variant
from school.models import ExamAnswer
from school.services import sitting_answer, sitting_current, sitting_start
from tests.school.factories import ExamFactory, SchoolClassFactory
from tests.school.helpers import key_of
from tests.trainer.factories import TraineeFactory
from tests.trainer.helpers import next_question
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import Attempt, SkillCard, SkillReview
from trainer.services import drill_start

TOO_MANY = "connection failed: FATAL:  sorry, too many clients already"
BUSY = "Busy: try again in a moment"


@pytest.fixture(autouse=True)
def _log_at_once():
    busy_forget()
    yield
    busy_forget()


@pytest.fixture
def trainee():
    return TraineeFactory(username="lan")


@pytest.fixture
def logged_in(trainee) -> Client:
    client = Client(raise_request_exception=False)
    client.force_login(trainee)
    return client


@contextmanager
def connections_refused() -> Iterator[None]:
    """Every query of a request fails to get its connection, as when PostgreSQL is past
    max_connections: Django's ``ensure_connection`` raises its ``OperationalError``. (Not
    by closing the connection: SQLite's in-memory test database ignores a close.)"""

    def ensure_connection(self):  # named as Django's: the frame that opens a connection
        raise OperationalError(TOO_MANY)

    with mock.patch.object(type(connections["default"]), "ensure_connection", ensure_connection):
        yield


@pytest.fixture
def full_database() -> Iterator[None]:
    with connections_refused():
        yield


def home(language: str = "en") -> str:
    with translation.override(language):
        return reverse("trainer:home")


@pytest.mark.django_db
def test_a_refused_connection_answers_503_busy_with_retry_after(logged_in, full_database):
    response = logged_in.get(home())
    page = response.content.decode()
    assert response.status_code == 503
    assert response["Retry-After"] == str(RETRY_AFTER_SECONDS)
    assert BUSY in page
    assert 'class="site-header"' in page  # the site's own page, not a bare error
    assert "Log out" not in page  # drawn without reading the user
    assert f'href="{home()}"' in page  # "try again": the same address


@pytest.mark.django_db
def test_a_refused_connection_answers_busy_in_vietnamese(logged_in, full_database):
    response = logged_in.get(home("vi"))
    assert response.status_code == 503
    assert "Đang bận" in response.content.decode()


@pytest.mark.django_db
def test_a_refused_connection_under_htmx_answers_the_message_alone_and_reloads(
    logged_in, full_database
):
    response = logged_in.post(reverse("trainer:self_test_create"), headers={"HX-Request": "true"})
    page = response.content.decode()
    assert response.status_code == 503
    assert response["HX-Refresh"] == "true"  # htmx swaps no error: the page reloads
    assert response["Retry-After"] == str(RETRY_AFTER_SECONDS)
    assert BUSY in page and "<html" not in page
    assert "Try again" not in page  # a POST is sent again from its page, not by a link


@pytest.mark.django_db
def test_a_burst_of_refusals_is_logged_once_without_tracebacks(logged_in, full_database, caplog):
    with caplog.at_level(logging.INFO):
        statuses = [logged_in.get(home()).status_code for _ in range(6)]
    assert statuses == [503] * 6
    errors = [record for record in caplog.records if record.levelno >= logging.ERROR]
    assert len(errors) == 1
    (record,) = errors
    assert record.name == "croupier.unavailable"
    assert "too many clients" in record.getMessage()
    assert record.exc_info is None


@pytest.mark.django_db
def test_refusals_are_logged_again_a_minute_later_with_their_count(
    logged_in, full_database, caplog, monkeypatch
):
    now = [1000.0]
    monkeypatch.setattr(croupier.unavailable.time, "monotonic", lambda: now[0])
    with caplog.at_level(logging.ERROR, logger="croupier.unavailable"):
        for _ in range(5):
            logged_in.get(home())
        now[0] += croupier.unavailable.LOG_INTERVAL_SECONDS
        logged_in.get(home())
    first, second = (record.getMessage() for record in caplog.records)
    assert ": 1 request(s)" in first
    assert ": 5 request(s)" in second  # the four held back and this one


@pytest.mark.django_db
def test_the_site_answers_again_once_the_database_takes_connections(logged_in):
    with connections_refused():
        assert logged_in.get(home()).status_code == 503
    assert logged_in.get(home()).status_code == 200


@pytest.mark.django_db
def test_a_closed_port_is_a_refusal_to_connect():
    settings = {**connection.settings_dict, "NAME": "croupier", "HOST": "127.0.0.1"}
    closed = PostgresWrapper({**settings, "PORT": "1", "USER": "postgres", "OPTIONS": {}})
    with pytest.raises(OperationalError) as refused:
        closed.ensure_connection()
    assert refused_to_connect(refused.value)


def test_an_operational_error_on_an_open_connection_is_not_a_refusal_to_connect():
    def query() -> None:
        raise OperationalError("canceling statement due to statement timeout")

    with pytest.raises(OperationalError) as failed:
        query()
    assert not refused_to_connect(failed.value)
    assert not refused_to_connect(ValueError("not a database error"))
    assert not refused_to_connect(None)


@pytest.mark.django_db
def test_a_server_error_other_than_a_refusal_stays_djangos_500(logged_in, monkeypatch):
    def broken(*args, **kwargs):
        raise OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr("trainer.views.home_context", broken, raising=False)
    monkeypatch.setattr("trainer.views.render", broken)
    response = logged_in.get(home())
    assert response.status_code == 500
    assert BUSY not in response.content.decode()


# -- no acknowledged answer lost, none half written ------------------------------------------


@pytest.mark.django_db
def test_a_drill_answer_that_fails_halfway_stores_nothing(logged_in, trainee):
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=[str(OasisKind.NET)],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=3,
    )
    question = next_question(session)
    failure = OperationalError("server closed the connection unexpectedly")
    with mock.patch.object(SkillReview, "save", side_effect=failure):
        response = logged_in.post(
            reverse("trainer:answer", kwargs={"pk": question.pk}),
            {"answer": question.answer_key},
        )
    assert response.status_code == 500
    assert not Attempt.objects.exists()
    assert not SkillCard.objects.exists()


@pytest.mark.django_db
def test_an_exam_answer_that_fails_while_grading_stores_nothing(trainee):
    school_class = SchoolClassFactory(trainees=[trainee])
    exam = ExamFactory(school_class=school_class, parts={"ante": 1})
    at = timezone.now()
    sitting = sitting_start(exam=exam, trainee=trainee, at=at)
    answer = sitting_current(sitting=sitting, at=at)
    failure = OperationalError("server closed the connection unexpectedly")
    with (
        mock.patch("school.services._finish", side_effect=failure),
        pytest.raises(OperationalError),
    ):
        sitting_answer(
            sitting=sitting,
            index=answer.index,
            given=key_of(answer),
            language="en",
            at=at + timedelta(seconds=2),
        )
    assert ExamAnswer.objects.get(pk=answer.pk).answered_at is None
