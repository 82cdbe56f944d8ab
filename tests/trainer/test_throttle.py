"""Throttles: an account locks after repeated wrong passwords (django-axes) for its full
period; one address is slowed across accounts, sign-ups and self-test starts
(django-ratelimit), with a clear 429 page in both languages; the address behind the proxy
counts only when the proxy is ours."""

from __future__ import annotations

from datetime import timedelta

import django_ratelimit.core
import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import override_settings
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.formats import date_format

from trainer.models import SelfTest
from trainer.selectors import lockout_end

from .factories import TraineeFactory

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-test-password"  # TraineeFactory's


def url(name, language="en"):
    with translation.override(language):
        return reverse(name)


def log_in(
    client, username, password, *, address="10.0.0.1", name="login", language="en", **headers
):
    data = {"username": username, "password": password}
    return client.post(url(name, language), data, REMOTE_ADDR=address, headers=headers)


@pytest.fixture
def trainee():
    return TraineeFactory(username="lan")


@pytest.fixture(autouse=True)
def _one_rate_window(monkeypatch):
    """Each test's requests count in one rate-limit window. django-ratelimit ends its
    windows on the clock (a minute's boundary, shifted per key): one falling between two
    requests of a test would start the count again and let through the request the test
    expects refused (seen once in CI, on a "2/m" test)."""
    monkeypatch.setattr(django_ratelimit.core, "_get_window", lambda value, period: 2**32)


# -- per account ---------------------------------------------------------------------------


def test_repeated_wrong_passwords_lock_the_account_even_for_the_right_one(client, trainee):
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert log_in(client, "lan", "wrong").status_code == 200
    assert log_in(client, "lan", "wrong").status_code == 429
    response = log_in(client, "lan", PASSWORD)
    assert response.status_code == 429
    page = response.content.decode()
    assert "Account locked for now" in page and "in 15 minutes" in page
    assert "_auth_user_id" not in client.session


def test_the_lock_lasts_its_full_period_from_the_failure_that_locked_it(client, trainee):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "lan", "wrong")
    lock = settings.AXES_COOLOFF_TIME
    # A second before the period is over, counted from the failure that locked it.
    AccessAttempt.objects.update(attempt_time=timezone.now() - lock + timedelta(seconds=1))
    assert log_in(client, "lan", PASSWORD).status_code == 429
    AccessAttempt.objects.update(attempt_time=timezone.now() - lock - timedelta(seconds=1))
    assert log_in(client, "lan", PASSWORD).status_code == 302


def test_a_try_during_the_lock_does_not_make_it_longer(client, trainee, clock):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "lan", "wrong")
    unlocks = lockout_end(username="lan")
    assert unlocks == clock.now + settings.AXES_COOLOFF_TIME
    # Ten minutes into the lock he tries again, the wrong password and then the right one.
    clock.advance(timedelta(minutes=10))
    assert log_in(client, "lan", "wrong").status_code == 429
    assert log_in(client, "lan", PASSWORD).status_code == 429
    assert lockout_end(username="lan") == unlocks
    assert AccessAttempt.objects.get().failures_since_start == settings.AXES_FAILURE_LIMIT
    # A second before the lock's end he is still refused; once it has passed, let in.
    clock.now = unlocks - timedelta(seconds=1)
    assert log_in(client, "lan", PASSWORD).status_code == 429
    clock.now = unlocks + timedelta(seconds=1)
    assert log_in(client, "lan", PASSWORD).status_code == 302


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_locked_page_says_when_the_account_opens_again(client, trainee, clock, language):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "lan", "wrong")
    clock.advance(timedelta(minutes=4, seconds=30))
    response = log_in(client, "lan", PASSWORD, name="login", language=language)
    assert response.status_code == 429
    unlocks = timezone.localtime(lockout_end(username="lan"))
    with translation.override(language):
        when = date_format(unlocks, "DATETIME_FORMAT")
    page = response.content.decode()
    assert when in page
    if language == "en":
        assert f"open again at {when}, in 11 minutes" in page
        assert "does not make the wait longer" in page


def test_the_lock_is_per_account(client, trainee):
    TraineeFactory(username="minh")
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "lan", "wrong")
    assert log_in(client, "minh", PASSWORD).status_code == 302


def test_a_success_clears_the_failures(client, trainee):
    for _ in range(2):
        for _ in range(settings.AXES_FAILURE_LIMIT - 1):
            log_in(client, "lan", "wrong")
        assert log_in(client, "lan", PASSWORD).status_code == 302
        client.logout()


def test_the_admin_login_is_locked_too(client):
    get_user_model().objects.create_superuser("boss", password=PASSWORD)
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "boss", "wrong", name="admin:login")
    assert log_in(client, "boss", PASSWORD, name="admin:login").status_code == 429
    assert "_auth_user_id" not in client.session


def test_a_command_lifts_a_lock(client, trainee):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "lan", "wrong")
    call_command("axes_reset_username", "lan")
    assert log_in(client, "lan", PASSWORD).status_code == 302


def test_locked_page_in_vietnamese(client, trainee):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "lan", "wrong")
    with translation.override("vi"):
        response = client.post(reverse("login"), {"username": "lan", "password": PASSWORD})
    assert response.status_code == 429
    assert 'lang="vi"' in response.content.decode()


# -- per address ---------------------------------------------------------------------------


@override_settings(LOGIN_RATE="5/m")
def test_one_address_trying_many_accounts_is_slowed_and_another_is_not(client):
    for number in range(5):
        assert log_in(client, f"guess-{number}", "Summer2026").status_code == 200
    response = log_in(client, "guess-5", "Summer2026")
    assert response.status_code == 429
    assert "Too many tries" in response.content.decode()
    assert log_in(client, "guess-6", "Summer2026", address="10.0.0.2").status_code == 200


@override_settings(LOGIN_RATE="3/m")
def test_the_admin_log_in_shares_the_addresses_count(client):
    get_user_model().objects.create_superuser("boss", password=PASSWORD)
    assert log_in(client, "a", "b").status_code == 200
    assert log_in(client, "c", "d", name="admin:login").status_code == 200
    assert log_in(client, "e", "f").status_code == 200
    assert log_in(client, "boss", PASSWORD, name="admin:login").status_code == 429
    assert (
        log_in(client, "boss", PASSWORD, name="admin:login", address="10.0.0.2").status_code == 302
    )


@override_settings(SIGN_UP_RATE="2/h")
def test_sign_ups_from_one_address_are_slowed(client):
    def sign_up(name, address="10.0.0.1"):
        data = {"username": name, "full_name": "An", "password1": "x-Long-pass-42"}
        data["password2"] = data["password1"]
        return client.post(url("sign_up"), data, REMOTE_ADDR=address)

    assert sign_up("an").status_code == 302
    client.logout()
    assert sign_up("binh").status_code == 302
    client.logout()
    assert sign_up("chi").status_code == 429
    assert not get_user_model().objects.filter(username="chi").exists()
    assert sign_up("chi", address="10.0.0.2").status_code == 302


@override_settings(SELF_TEST_RATE="2/m")
def test_self_test_starts_from_one_address_are_slowed(client):
    for _ in range(2):
        assert (
            client.post(url("trainer:self_test_create"), REMOTE_ADDR="10.0.0.1").status_code == 302
        )
    response = client.post(url("trainer:self_test_create", "vi"), REMOTE_ADDR="10.0.0.1")
    assert response.status_code == 429
    assert 'lang="vi"' in response.content.decode()
    assert SelfTest.objects.count() == 2


@override_settings(LOGIN_RATE="2/m")
def test_forwarded_for_is_ignored_unless_the_proxy_is_trusted(client):
    # A guesser who writes his own X-Forwarded-For does not get a fresh count each time.
    for number in range(2):
        forged = {"x-forwarded-for": f"203.0.113.{number}"}
        assert log_in(client, "x", "y", address="10.0.0.9", **forged).status_code == 200
    forged = {"x-forwarded-for": "203.0.113.99"}
    assert log_in(client, "x", "y", address="10.0.0.9", **forged).status_code == 429


@override_settings(LOGIN_RATE="2/m", TRUSTED_PROXIES=frozenset({"10.0.0.10"}))
def test_behind_a_trusted_proxy_each_client_address_counts_on_its_own(client):
    def via_proxy(client_address):
        forwarded = {"x-forwarded-for": f"198.51.100.7, {client_address}"}
        return log_in(client, "x", "y", address="10.0.0.10", **forwarded)

    for _ in range(2):
        assert via_proxy("192.0.2.1").status_code == 200
    assert via_proxy("192.0.2.1").status_code == 429
    assert via_proxy("192.0.2.2").status_code == 200
