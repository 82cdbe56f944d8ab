"""A trainee who forgot his password: an instructor sets a temporary one from the admin, the
trainee logs in with it and must choose his own; a reset link by e-mail only where the site
can send mail."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import override_settings
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.formats import date_format

from croupier.settings import email_settings
from trainer.models import TemporaryPassword
from trainer.selectors import temporary_password_expiry

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
    assert client.get(url("paytables:rules", game="oasis-poker"))["Location"] == url(
        "password_change"
    )
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


# -- a temporary password expires ---------------------------------------------------------------


def log_in(client, username, password, language="en"):
    return client.post(url("login", language), {"username": username, "password": password})


def local(moment, language="en") -> str:
    with translation.override(language):
        return date_format(timezone.localtime(moment), "DATETIME_FORMAT")


@pytest.mark.parametrize("language", ["en", "vi"])
def test_the_temporary_password_page_says_until_when_it_is_valid(client, clock, language):
    instructor, trainee = InstructorFactory(), TraineeFactory()
    client.force_login(instructor)
    address = url("admin:trainer_trainee_temporary_password", language, user_id=trainee.pk)
    page = client.post(address).content.decode()
    until = clock.now + settings.TEMPORARY_PASSWORD_LIFETIME
    assert temporary_password_expiry(user=trainee) == until
    assert local(until, language) in page
    if language == "en":
        assert f"Valid until {local(until)}" in page


def test_a_temporary_password_lets_him_in_until_its_lifetime_ends(client, clock):
    instructor, trainee = InstructorFactory(), TraineeFactory()
    temporary = set_temporary(client, instructor, trainee)
    clock.advance(settings.TEMPORARY_PASSWORD_LIFETIME - timedelta(seconds=1))
    assert log_in(client, trainee.username, temporary)["Location"] == url("password_change")


def test_an_expired_temporary_password_is_refused_and_changes_nothing(client, clock):
    instructor, trainee = InstructorFactory(), TraineeFactory()
    temporary = set_temporary(client, instructor, trainee)
    expiry = temporary_password_expiry(user=trainee)
    clock.advance(settings.TEMPORARY_PASSWORD_LIFETIME + timedelta(seconds=1))
    response = log_in(client, trainee.username, temporary)
    assert response.status_code == 200
    page = response.content.decode()
    assert f"This temporary password expired at {local(expiry)}" in page
    assert "Ask your instructor for a new one." in page
    assert "_auth_user_id" not in client.session
    # Nothing else: the password and its record stay, no failure counts against the account.
    trainee.refresh_from_db()
    assert trainee.check_password(temporary)
    assert TemporaryPassword.objects.filter(user=trainee).exists()
    assert not AccessAttempt.objects.exists()


def test_an_expired_temporary_password_is_refused_in_vietnamese(client, clock):
    instructor, trainee = InstructorFactory(), TraineeFactory()
    temporary = set_temporary(client, instructor, trainee)
    expiry = temporary_password_expiry(user=trainee)
    clock.advance(settings.TEMPORARY_PASSWORD_LIFETIME)
    response = log_in(client, trainee.username, temporary, language="vi")
    assert response.status_code == 200
    assert local(expiry, "vi") in response.content.decode()
    assert "_auth_user_id" not in client.session


def test_a_new_temporary_password_counts_its_lifetime_from_when_it_was_set(client, clock):
    instructor, trainee = InstructorFactory(), TraineeFactory()
    set_temporary(client, instructor, trainee)
    clock.advance(timedelta(days=3))
    temporary = set_temporary(client, instructor, trainee)
    assert (
        temporary_password_expiry(user=trainee) == clock.now + settings.TEMPORARY_PASSWORD_LIFETIME
    )
    assert log_in(client, trainee.username, temporary)["Location"] == url("password_change")


def test_his_own_password_is_never_refused_as_expired(client, clock):
    instructor, trainee = InstructorFactory(), TraineeFactory()
    temporary = set_temporary(client, instructor, trainee)
    log_in(client, trainee.username, temporary)
    mine = "my-own-long-pass-phrase"
    client.post(url("password_change"), {"new_password1": mine, "new_password2": mine})
    client.logout()
    clock.advance(timedelta(days=30))
    assert log_in(client, trainee.username, mine)["Location"] == url("trainer:home")


@override_settings(PASSWORD_RESET_BY_EMAIL=True)
def test_a_password_reset_by_email_spends_the_temporary_one(client, clock, mailoutbox):
    instructor = InstructorFactory()
    trainee = TraineeFactory(email="lan@example.com")
    set_temporary(client, instructor, trainee)
    client.post(url("password_reset"), {"email": "lan@example.com"})
    link = re.search(r"https?://[^/]+(/\S+/reset/\S+/)", mailoutbox[0].body)[1]
    form = client.get(link)["Location"]
    mine = "my-own-long-pass-phrase"
    response = client.post(form, {"new_password1": mine, "new_password2": mine})
    assert response["Location"] == url("password_reset_complete")
    assert not TemporaryPassword.objects.filter(user=trainee).exists()
    clock.advance(timedelta(days=2))
    assert log_in(client, trainee.username, mine)["Location"] == url("trainer:home")
