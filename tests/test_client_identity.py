"""Who a request comes from, as the throttles and the lockout count it (issue 25, points 5b
and 5d): an ``X-Forwarded-For`` hop that is not an address, and a log-in name longer than
any account's, are counted and answered, never a server error."""

from __future__ import annotations

import django_ratelimit.core
import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.test import Client, RequestFactory, override_settings
from django.urls import reverse

from croupier.client import NAME_LENGTH, client_ip, login_name
from tests.trainer.factories import TraineeFactory

pytestmark = pytest.mark.django_db
PROXY = "10.0.0.10"
LONG_NAME = "a" * 300


@pytest.fixture(autouse=True)
def _one_rate_window(monkeypatch):
    # As tests/trainer/test_throttle.py: every request of a test in one rate-limit window.
    monkeypatch.setattr(django_ratelimit.core, "_get_window", lambda value, period: 2**32)


def forwarded(value: str, *, remote: str = PROXY):
    return RequestFactory().get("/", REMOTE_ADDR=remote, HTTP_X_FORWARDED_FOR=value)


# -- X-Forwarded-For behind a trusted proxy --------------------------------------------------


@override_settings(TRUSTED_PROXIES=frozenset({PROXY}))
@pytest.mark.parametrize(
    "value", ["garbage", "not-an-ip", "\x00", "a" * 300, "unix:", "192.0.2.1:5678", "1.2.3"]
)
def test_a_forwarded_hop_that_is_not_an_address_counts_as_the_proxy(value):
    assert client_ip(forwarded(value)) == PROXY


@override_settings(TRUSTED_PROXIES=frozenset({PROXY, "10.0.0.11"}))
def test_garbage_behind_a_second_proxy_counts_as_that_proxy():
    assert client_ip(forwarded("garbage, 10.0.0.11")) == "10.0.0.11"


@override_settings(TRUSTED_PROXIES=frozenset({PROXY}))
def test_garbage_left_of_the_clients_address_is_never_read():
    # The client wrote the left end; the proxy appended his real address on the right.
    assert client_ip(forwarded("garbage, 198.51.100.7")) == "198.51.100.7"


@override_settings(TRUSTED_PROXIES=frozenset({PROXY}))
def test_a_forwarded_address_is_counted_in_its_usual_spelling():
    assert client_ip(forwarded("2001:DB8:0:0::1")) == "2001:db8::1"


@override_settings(TRUSTED_PROXIES=frozenset({PROXY}), LOGIN_RATE="2/m")
@pytest.mark.parametrize("value", ["garbage", "1.2.3.4, not-an-ip", "\x00"])
def test_log_in_with_a_forwarded_hop_that_is_not_an_address_is_answered_and_counted(value):
    client = Client()
    data = {"username": "lan", "password": "wrong"}
    for _ in range(2):
        response = client.post(
            reverse("login"), data, REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR=value
        )
        assert response.status_code == 200  # the form's "wrong name or password"
    response = client.post(reverse("login"), data, REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR=value)
    assert response.status_code == 429  # counted, under the proxy's address
    assert AccessAttempt.objects.get().ip_address == PROXY


# -- a log-in name longer than any account's ---------------------------------------------------


@pytest.mark.parametrize("name", ["login", "admin:login"])
def test_log_in_with_a_name_over_255_characters_is_refused_as_a_wrong_name(name):
    response = Client().post(reverse(name), {"username": LONG_NAME, "password": "x"})
    assert response.status_code == 200
    assert response.context["form"].errors  # "enter a correct username and password"
    assert AccessAttempt.objects.get().username == LONG_NAME[:NAME_LENGTH]


def test_a_name_over_255_characters_is_locked_like_any_other():
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        response = client.post(reverse("login"), {"username": LONG_NAME, "password": "x"})
        assert response.status_code == 200
    response = client.post(reverse("login"), {"username": LONG_NAME, "password": "x"})
    assert response.status_code == 429


def test_sign_up_with_a_name_over_255_characters_is_a_form_error():
    data = {"username": LONG_NAME, "password1": "x-Long-pass-42", "password2": "x-Long-pass-42"}
    response = Client().post(reverse("sign_up"), data)
    assert response.status_code == 200
    assert "username" in response.context["form"].errors


def test_the_lockout_counts_the_name_tried_as_axes_reads_it():
    request = RequestFactory().post("/", {"username": "lan"})
    assert login_name(request, None) == "lan"
    assert login_name(request, {"username": "minh"}) == "minh"
    assert login_name(RequestFactory().post("/", {}), None) is None


def test_a_long_log_in_name_does_not_lock_a_real_account():
    TraineeFactory(username="lan")
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT):
        client.post(reverse("login"), {"username": LONG_NAME, "password": "x"})
    response = client.post(reverse("login"), {"username": "lan", "password": "x"})
    assert response.status_code == 200
