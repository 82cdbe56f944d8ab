"""The site without its Redis (issue 13): pages keep working, sessions never needed it (they
are the database's alone: tests/test_resilience_sessions.py), the throttle fails open, and
all of it recovers when Redis answers again; and a server error is written to standard error
as one JSON line, and to Sentry when set."""

from __future__ import annotations

import importlib
import json
import logging
import logging.config
import os
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stderr
from unittest import mock

import pytest
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.cache import cache, caches
from django.test import Client, override_settings
from django.urls import path, reverse
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import InvalidResponse, ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError

import croupier.cache
import croupier.settings
from croupier.cache import cache_attempt, cache_forget_failures
from croupier.logging import logging_config, sentry_start
from tests.trainer.factories import TraineeFactory

pytestmark = pytest.mark.django_db

DOWN = "redis://127.0.0.1:1/0"  # nothing listens on port 1
# The machine's (and CI's) Redis, a database of its own for each pytest-xdist worker: a test
# empties its database before and after, which would wipe another worker's keys mid-test.
_WORKER = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0)
UP = f"redis://127.0.0.1:6379/{15 - _WORKER % 8}"
PASSWORD = "a-long-test-password"


def redis_at(url: str) -> override_settings:
    """The cache settings production uses with ``REDIS_URL=url``."""
    return override_settings(CACHES=croupier.settings.caches_for(url))


@pytest.fixture(autouse=True)
def _fresh_outage_state():
    cache_forget_failures()
    yield
    cache_forget_failures()


@pytest.fixture
def redis_up():
    with redis_at(UP):
        cache.clear()
        yield
        cache.clear()


@pytest.fixture
def trainee():
    return TraineeFactory(username="lan")


def log_in(client: Client, password: str = PASSWORD, url: str | None = None):
    return client.post(url or reverse("login"), {"username": "lan", "password": password})


# -- Redis down: every page answers as it does with Redis ----------------------------------


@pytest.mark.parametrize(
    ("method", "name", "data", "status"),
    [
        ("get", "login", None, 200),
        ("post", "login", {"username": "lan", "password": PASSWORD}, 302),
        ("post", "login", {"username": "lan", "password": "wrong"}, 200),
        ("get", "sign_up", None, 200),
        (
            "post",
            "sign_up",
            {
                "username": "minh",
                "full_name": "Minh",
                "password1": "x-Long-pass-42",
                "password2": "x-Long-pass-42",
            },
            302,
        ),
        ("get", "admin:login", None, 200),
        ("post", "trainer:self_test_create", {}, 302),
    ],
)
def test_pages_answer_as_with_redis_when_redis_is_down(client, trainee, method, name, data, status):
    with redis_at(DOWN):
        response = getattr(client, method)(reverse(name), data)
    assert response.status_code == status


def test_admin_login_works_when_redis_is_down(client):
    TraineeFactory(username="lan", is_staff=True, is_superuser=True)
    with redis_at(DOWN):
        response = log_in(client, url=reverse("admin:login"))
        assert response.status_code == 302
        assert client.get(reverse("admin:index")).status_code == 200


def test_session_survives_when_redis_is_down(client, trainee):
    with redis_at(DOWN):
        assert log_in(client).status_code == 302
        assert client.get(reverse("trainer:home")).status_code == 200
        # A second request with the same cookie is still logged in.
        assert client.get(reverse("trainer:progress")).status_code == 200
        assert client.session["_auth_user_id"] == str(trainee.pk)


def test_redis_down_is_logged_once_not_per_request(client, trainee, caplog):
    with redis_at(DOWN), caplog.at_level(logging.WARNING, logger="croupier.cache"):
        log_in(client, "wrong")
        log_in(client)
        client.get(reverse("trainer:home"))
    warnings = [r for r in caplog.records if r.name == "croupier.cache"]
    assert len(warnings) == 1
    assert warnings[0].levelno == logging.WARNING
    assert "unavailable" in warnings[0].getMessage()


def test_account_lockout_does_not_depend_on_redis(client, trainee):
    # django-axes counts in the database: a Redis outage neither lifts nor breaks it.
    with redis_at(DOWN):
        for _ in range(settings.AXES_FAILURE_LIMIT):
            log_in(client, "wrong")
        assert log_in(client).status_code == 429


@override_settings(LOGIN_RATE="2/m")
def test_address_throttle_fails_open_when_redis_is_down(client, trainee):
    with redis_at(DOWN):
        for _ in range(3):
            assert log_in(client, "wrong").status_code == 200
        assert log_in(client).status_code == 302


def test_throttle_cache_acts_as_an_empty_cache_when_redis_is_down():
    # As an empty cache does: nothing added, no count to increment (BaseCache's ValueError,
    # which django-ratelimit catches), nothing to read.
    with redis_at(DOWN):
        counts = caches["ratelimit"]
        assert counts.add("count", 1) is False
        with pytest.raises(ValueError, match="not found"):
            counts.incr("count")
        assert counts.get("count") is None


# -- Redis back: everything recovers by itself ------------------------------------------


def test_session_written_while_redis_was_down_is_read_when_it_is_back(client, trainee, redis_up):
    with redis_at(DOWN):
        assert log_in(client).status_code == 302
    assert client.get(reverse("trainer:home")).status_code == 200


def test_session_changed_while_redis_was_down_is_not_read_stale_when_it_is_back(client, redis_up):
    # Anonymous: only the session says whose a self-test is.
    client.post(reverse("trainer:self_test_create"))  # the session's copy is in Redis
    with redis_at(DOWN):
        response = client.post(reverse("trainer:self_test_create"))
    # Redis still holds the copy without the second self-test: it must not be read.
    assert client.get(response["Location"]).status_code == 200


def test_logout_while_redis_was_down_stays_logged_out_when_it_is_back(client, trainee, redis_up):
    log_in(client)
    client.get(reverse("trainer:home"))
    stolen = client.cookies[settings.SESSION_COOKIE_NAME].value
    with redis_at(DOWN):
        client.post(reverse("logout"))
    thief = Client()
    thief.cookies[settings.SESSION_COOKIE_NAME] = stolen
    assert thief.get(reverse("trainer:home")).status_code == 302  # to the log-in page


@override_settings(LOGIN_RATE="2/m")
def test_address_throttle_counts_again_when_redis_is_back(client, trainee, redis_up):
    with redis_at(DOWN):
        log_in(client, "wrong")
    caches["ratelimit"].clear()
    for _ in range(2):
        assert log_in(client, "wrong").status_code == 200
    assert log_in(client).status_code == 429


def test_cache_is_left_alone_after_a_failure_then_tried_again(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(croupier.cache.time, "monotonic", lambda: now[0])
    calls = []

    def unreachable(_cache):
        calls.append(1)
        raise RedisConnectionError("refused")

    assert cache_attempt(cache, unreachable, default="fallback", purpose="test") == "fallback"
    assert cache_attempt(cache, unreachable, default="fallback", purpose="test") == "fallback"
    assert len(calls) == 1  # the second call did not wait for Redis
    now[0] += croupier.cache.RETRY_SECONDS + 1
    assert cache_attempt(cache, lambda _cache: "answer", default="fallback", purpose="test") == (
        "answer"
    )


@pytest.mark.parametrize(
    "error",
    [
        RedisTimeoutError("hung"),
        ResponseError("OOM command not allowed"),
        InvalidResponse("not Redis"),
        OSError("no route"),
    ],
)
def test_a_redis_that_does_not_serve_is_treated_as_empty(error):
    def failing(_cache):
        raise error

    assert cache_attempt(cache, failing, default=0, purpose="test") == 0


def test_cache_errors_other_than_an_outage_propagate():
    def broken(_cache):
        raise KeyError("a bug")

    with pytest.raises(KeyError):
        cache_attempt(cache, broken, default=None, purpose="test")


# -- server errors: one JSON line on standard error, and Sentry ---------------------------


@login_required
def _broken_view(request):
    raise RuntimeError("the dealer dropped the deck")


urlpatterns = [path("broken/", _broken_view)]


@contextmanager
def json_lines_on_stderr() -> Iterator[None]:
    """The production logging, one JSON object a line on the standard error (``capsys``
    reads it); afterwards the suite's own again, writing where it wrote before. Restored
    while ``capsys`` holds the standard error, the handler would keep ``capsys``'s stream,
    closed once the test ends, and fail on every record of the tests after it."""
    before = _stderr_handler().stream
    logging.config.dictConfig(logging_config(json_lines=True, level="INFO"))
    try:
        yield
    finally:
        with redirect_stderr(before):
            logging.config.dictConfig(settings.LOGGING)


def _stderr_handler() -> logging.StreamHandler:
    """The root logger's handler that ``logging_config`` names "stderr" (pytest adds its own
    beside it)."""
    (handler,) = [h for h in logging.getLogger().handlers if h.get_name() == "stderr"]
    assert isinstance(handler, logging.StreamHandler)
    return handler


@pytest.mark.urls("tests.test_resilience")
def test_server_error_is_one_json_line_on_stderr_with_path_user_and_traceback(capsys, trainee):
    with json_lines_on_stderr():
        client = Client(raise_request_exception=False)
        client.force_login(trainee)
        response = client.get("/broken/")
        err = capsys.readouterr().err

    assert response.status_code == 500
    records = [json.loads(line) for line in err.splitlines() if line.strip()]
    errors = [r for r in records if r["logger"] == "django.request"]
    assert len(errors) == 1
    error = errors[0]
    assert error["level"] == "ERROR"
    assert error["path"] == "/broken/"
    assert error["method"] == "GET"
    assert error["user_id"] == trainee.pk
    assert error["status_code"] == 500
    assert "RuntimeError: the dealer dropped the deck" in error["traceback"]
    assert {"time", "message"} <= error.keys()


@pytest.mark.urls("tests.test_resilience")
def test_anonymous_records_carry_no_user_id(capsys):
    with json_lines_on_stderr():
        logging.getLogger("trainer").warning("a note")
        err = capsys.readouterr().err

    (record,) = [json.loads(line) for line in err.splitlines()]
    assert record["message"] == "a note"
    assert "user_id" not in record


def test_json_lines_leave_the_suites_logging_writing_where_it_did(capsys):
    before = _stderr_handler().stream
    with json_lines_on_stderr():
        logging.getLogger("trainer").warning("a note")
    capsys.readouterr()

    assert _stderr_handler().stream is before
    assert not before.closed


def test_sentry_is_not_started_without_a_dsn():
    with mock.patch("sentry_sdk.init") as init:
        assert sentry_start("", environment="production") is False
    init.assert_not_called()


def test_settings_start_sentry_with_the_django_integration_when_a_dsn_is_set(monkeypatch):
    from sentry_sdk.integrations.django import DjangoIntegration

    dsn = "https://key@example.invalid/1"
    monkeypatch.setenv("SENTRY_DSN", dsn)
    try:
        with mock.patch("sentry_sdk.init") as init:
            assert importlib.reload(croupier.settings).SENTRY_ENABLED is True
    finally:
        monkeypatch.delenv("SENTRY_DSN")
        importlib.reload(croupier.settings)
    init.assert_called_once()
    kwargs = init.call_args.kwargs
    assert kwargs["dsn"] == dsn
    assert kwargs["send_default_pii"] is False
    assert any(isinstance(i, DjangoIntegration) for i in kwargs["integrations"])


def test_settings_do_not_start_sentry_when_no_dsn_is_set(monkeypatch):
    monkeypatch.delenv("SENTRY_DSN", raising=False)
    with mock.patch("sentry_sdk.init") as init:
        assert importlib.reload(croupier.settings).SENTRY_ENABLED is False
    init.assert_not_called()
