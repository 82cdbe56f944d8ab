"""A trainee who forgot his password: an instructor sets a temporary one from the admin, the
trainee logs in with it and must choose his own; a reset link by e-mail only where the site
can send mail."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import override_settings
from django.urls import reverse
from django.utils import translation

from croupier.settings import email_settings
from trainer.models import TemporaryPassword

from .factories import InstructorFactory, TraineeFactory

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-test-password"


def url(name, language="en", **kwargs):
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def set_temporary(client, instructor, trainee) -> str:
    client.force_login(instructor)
    response = client.post(url("admin:trainer_trainee_temporary_password", user_id=trainee.pk))
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"]
    client.logout()
    return re.search(r"<code>([a-z0-9]+)</code>", response.content.decode())[1]


def test_an_instructor_sets_a_temporary_password_the_trainee_must_replace(client):
    instructor, trainee = InstructorFactory(), TraineeFactory()
    page = client.get(url("admin:trainer_trainee_change", user_id=trainee.pk))
    client.force_login(instructor)
    page = client.get(url("admin:trainer_trainee_change", user_id=trainee.pk)).content.decode()
    assert "Set a temporary password" in page
    client.logout()
    temporary = set_temporary(client, instructor, trainee)
    assert TemporaryPassword.objects.get(user=trainee).set_by == instructor

    response = client.post(url("login"), {"username": trainee.username, "password": temporary})
    assert response["Location"] == url("password_change")
    # Every page sends him to choose his own first.
    assert client.get(url("trainer:home"))["Location"] == url("password_change")
    assert client.get(url("paytables:rules"))["Location"] == url("password_change")
    page = client.get(url("password_change")).content.decode()
    assert "temporary password from your instructor" in page
    assert 'name="old_password"' not in page  # he has just typed it to log in

    mine = "my-own-long-pass-phrase"
    response = client.post(
        url("password_change"),
        {"new_password1": mine, "new_password2": mine},
    )
    assert response["Location"] == url("password_change_done")
    assert not TemporaryPassword.objects.filter(user=trainee).exists()
    assert client.get(url("trainer:home")).status_code == 200
    trainee.refresh_from_db()
    assert trainee.check_password(mine)
    # Changing it again later is the usual form, asking for the current password.
    assert 'name="old_password"' in client.get(url("password_change")).content.decode()


def test_the_old_password_no_longer_works_and_old_sessions_end(client):
    instructor, trainee = InstructorFactory(), TraineeFactory()
    client.force_login(trainee)
    assert client.get(url("trainer:home")).status_code == 200
    other = client.__class__()
    set_temporary(other, instructor, trainee)
    assert client.get(url("trainer:home")).status_code == 302  # logged out
    assert not client.login(username=trainee.username, password=PASSWORD)


def test_only_an_instructor_may_set_one_and_never_for_staff(client):
    trainee, instructor = TraineeFactory(), InstructorFactory()
    target = url("admin:trainer_trainee_temporary_password", user_id=trainee.pk)
    staff = TraineeFactory(is_staff=True)  # staff, but not an instructor
    client.force_login(staff)
    assert client.post(target).status_code == 403
    client.force_login(instructor)
    staff_target = url("admin:trainer_trainee_temporary_password", user_id=InstructorFactory().pk)
    assert client.post(staff_target).status_code == 403
    assert client.get(target).status_code == 405
    missing = url("admin:trainer_trainee_temporary_password", user_id=999_999)
    assert client.post(missing).status_code == 404
    assert not TemporaryPassword.objects.exists()


def test_a_superuser_may_set_one(client):
    trainee = TraineeFactory()
    boss = get_user_model().objects.create_superuser("boss", password=PASSWORD)
    assert set_temporary(client, boss, trainee)


@pytest.mark.parametrize("language", ["en", "vi"])
def test_without_email_the_log_in_page_says_to_ask_an_instructor(client, language):
    page = client.get(url("login", language)).content.decode()
    assert url("password_reset", language) in page
    reset = client.get(url("password_reset", language)).content.decode()
    if language == "en":
        assert "Ask your instructor" in page
        assert "temporary password from the admin" in reset
    assert 'type="email"' not in reset


@override_settings(PASSWORD_RESET_BY_EMAIL=True)
def test_with_email_configured_the_reset_link_is_offered(client):
    page = client.get(url("login")).content.decode()
    assert "Get a reset link by e-mail" in page
    reset = client.get(url("password_reset")).content.decode()
    assert 'type="email"' in reset


def test_email_url_becomes_djangos_email_settings():
    assert email_settings("")["EMAIL_BACKEND"].endswith("dummy.EmailBackend")
    assert email_settings("console://")["EMAIL_BACKEND"].endswith("console.EmailBackend")
    smtp = email_settings("smtp://mail%40casino:p%2Fss@mail.example:587?tls=1")
    assert (smtp["EMAIL_HOST"], smtp["EMAIL_PORT"], smtp["EMAIL_USE_TLS"]) == (
        "mail.example",
        587,
        True,
    )
    assert (smtp["EMAIL_HOST_USER"], smtp["EMAIL_HOST_PASSWORD"]) == ("mail@casino", "p/ss")
    assert email_settings("smtps://mail.example")["EMAIL_PORT"] == 465


def test_an_unknown_email_url_scheme_is_refused():
    from django.core.exceptions import ImproperlyConfigured

    with pytest.raises(ImproperlyConfigured):
        email_settings("http://mail.example")
