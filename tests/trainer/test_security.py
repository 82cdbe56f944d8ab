from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-pass-phrase"


@pytest.fixture
def trainee(django_user_model):
    return django_user_model.objects.create_user("lan", password=PASSWORD)


def log_in(client, password, url=None):
    return client.post(url or reverse("login"), {"username": "lan", "password": password})


def test_a_right_password_logs_in(client, trainee):
    assert log_in(client, PASSWORD).status_code == 302


def test_pages_carry_a_content_security_policy_without_inline_script(client):
    policy = client.get(reverse("home"))["Content-Security-Policy"]
    assert "script-src 'self'" in policy
    assert "unsafe-inline" not in policy
    assert "frame-ancestors 'none'" in policy


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("home", []),
        ("paytables:rules", ["oasis-poker"]),
        ("paytables:calculator", ["oasis-poker"]),
        ("login", []),
    ],
)
def test_pages_have_no_inline_script_or_style(client, name, args):
    page = client.get(reverse(name, args=args)).content.decode()
    assert "<script>" not in page and "<style" not in page
    assert " style=" not in page and " onclick=" not in page


def test_session_cookie_is_http_only(client, trainee):
    log_in(client, PASSWORD)
    assert client.cookies["sessionid"]["httponly"]


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("login", {"username": "lan", "password": PASSWORD}),
        (
            "sign_up",
            {"username": "x", "full_name": "An", "password1": PASSWORD, "password2": PASSWORD},
        ),
        ("trainer:self_test_create", {}),
        ("set_language", {"language": "vi", "next": "/"}),
    ],
)
def test_every_form_post_needs_its_csrf_token(trainee, name, data):
    strict = Client(enforce_csrf_checks=True)
    assert strict.post(reverse(name), data).status_code == 403


def test_drill_form_post_needs_its_csrf_token(trainee):
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(trainee)
    data = {"variant": "standard", "kinds": ["net"], "difficulty": "round", "length": "5"}
    assert strict.post(reverse("trainer:drill_create"), data).status_code == 403


def test_another_trainees_progress_is_never_shown(client, trainee, django_user_model):
    from tests.trainer.factories import AttemptFactory

    other = django_user_model.objects.create_user("minh", password=PASSWORD)
    AttemptFactory(user=other, given="77777", is_correct=False)
    client.force_login(trainee)
    assert "77777" not in client.get(reverse("trainer:progress")).content.decode()


def test_the_admin_is_for_staff_only(client, trainee):
    client.force_login(trainee)
    response = client.get(reverse("admin:index"))
    assert response.status_code == 302
    assert reverse("admin:login") in response["Location"]
