"""A logout, a password change and a temporary password hold on every worker and after a
restart, whatever Redis did meanwhile (issue 25, point 2): the database alone says whether a
session exists (``SESSION_ENGINE``), so neither a split that kept Redis from hearing of the
logout nor a Redis restarted from a snapshot taken before it can bring the session back."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import redis
from django.conf import settings
from django.contrib.sessions.models import Session
from django.test import Client
from django.urls import reverse

from croupier.cache import cache_forget_failures
from tests.test_resilience import DOWN, PASSWORD, UP, log_in, redis_at
from tests.trainer.factories import InstructorFactory, TraineeFactory
from trainer.services import temporary_password_set

pytestmark = pytest.mark.django_db

REPLAYS = 20  # as many replays of the old cookie as the probe that found the fault made


@pytest.fixture(autouse=True)
def _fresh_outage_state():
    cache_forget_failures()
    yield
    cache_forget_failures()


@pytest.fixture
def redis_up() -> Iterator[redis.Redis]:
    """Production's cache settings with the machine's Redis, emptied before and after; the
    raw client, to see and restore what Redis holds."""
    raw = redis.Redis.from_url(UP)
    with redis_at(UP):
        raw.flushdb()
        yield raw
        raw.flushdb()


@pytest.fixture
def trainee():
    return TraineeFactory(username="lan")


@contextmanager
def redis_snapshot(raw: redis.Redis) -> Iterator[None]:
    """Whatever Redis held when the block starts is what it holds when the block ends: a
    split during which no delete reached it, or a restart from a snapshot taken before."""
    kept = {key: raw.dump(key) for key in raw.keys("*")}
    yield
    for key, value in kept.items():
        raw.restore(key, 0, value, replace=True)


def logged_in_with_a_copy_everywhere(client: Client) -> str:
    """Log in and use the session with Redis up, so that any copy a store could keep of it
    is there; the session cookie's value."""
    assert log_in(client).status_code == 302
    assert client.get(reverse("trainer:home")).status_code == 200
    return client.cookies[settings.SESSION_COOKIE_NAME].value


def replayed(cookie: str) -> Client:
    """Another worker, or the same after a restart: a client that only has the cookie."""
    other = Client()
    other.cookies[settings.SESSION_COOKIE_NAME] = cookie
    return other


def assert_sent_to_log_in(client: Client) -> None:
    for _ in range(REPLAYS):
        response = client.get(reverse("trainer:home"))
        assert response.status_code == 302
        assert response["Location"].startswith(reverse("login"))


def test_logout_during_a_redis_split_holds_on_other_workers(client, trainee, redis_up):
    cookie = logged_in_with_a_copy_everywhere(client)
    with redis_snapshot(redis_up), redis_at(DOWN):  # this worker cannot reach Redis
        assert client.post(reverse("logout")).status_code == 302
    assert_sent_to_log_in(replayed(cookie))


def test_logout_during_a_redis_split_holds_after_a_restart(client, trainee, redis_up):
    cookie = logged_in_with_a_copy_everywhere(client)
    with redis_snapshot(redis_up), redis_at(DOWN):
        client.post(reverse("logout"))
    cache_forget_failures()  # a new process: nothing remembered of the outage
    assert_sent_to_log_in(replayed(cookie))


def test_logout_holds_when_redis_comes_back_from_a_snapshot_taken_before_it(
    client, trainee, redis_up
):
    cookie = logged_in_with_a_copy_everywhere(client)
    with redis_snapshot(redis_up):  # Redis heard the logout, then restarted from its snapshot
        client.post(reverse("logout"))
    assert_sent_to_log_in(replayed(cookie))


def test_logout_leaves_no_session_row(client, trainee, redis_up):
    logged_in_with_a_copy_everywhere(client)
    with redis_at(DOWN):
        client.post(reverse("logout"))
    assert not Session.objects.exists()


def test_redis_holds_no_copy_of_a_session(client, trainee, redis_up):
    logged_in_with_a_copy_everywhere(client)
    assert not [key for key in redis_up.keys("*") if b"session" in key]


def test_password_change_during_a_redis_split_ends_the_other_sessions(client, trainee, redis_up):
    cookie = logged_in_with_a_copy_everywhere(Client())
    log_in(client)
    new = "another-long-password-7"
    with redis_snapshot(redis_up), redis_at(DOWN):
        response = client.post(
            reverse("password_change"),
            {"old_password": PASSWORD, "new_password1": new, "new_password2": new},
        )
    assert response.status_code == 302
    assert client.get(reverse("trainer:home")).status_code == 200  # his own stays in
    cache_forget_failures()
    assert_sent_to_log_in(replayed(cookie))


def test_temporary_password_during_a_redis_split_ends_the_trainees_sessions(
    client, trainee, redis_up
):
    cookie = logged_in_with_a_copy_everywhere(client)
    with redis_snapshot(redis_up), redis_at(DOWN):
        temporary_password_set(trainee=trainee, instructor=InstructorFactory())
    cache_forget_failures()
    assert_sent_to_log_in(replayed(cookie))


def test_a_logged_in_request_reads_its_session_in_one_query(
    client, trainee, redis_up, django_assert_num_queries
):
    # The cost of the database deciding: one primary-key read of the session a request,
    # besides the user's row, which every logged-in request read already. (cached_db read
    # the session from Redis instead: one query fewer.)
    home = reverse("home")
    with django_assert_num_queries(0):
        Client().get(home)
    log_in(client)
    with django_assert_num_queries(2) as queries:
        assert client.get(home).status_code == 200
    tables = [query["sql"].split(" FROM ", 1)[1].split()[0] for query in queries.captured_queries]
    assert tables == ['"django_session"', '"auth_user"']
