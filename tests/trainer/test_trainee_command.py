"""``manage.py create_trainee``: a trainee's account from the command line, checked as the
sign-up page checks one."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from tests.trainer.factories import TraineeFactory
from trainer.selectors import person_name

pytestmark = pytest.mark.django_db

User = get_user_model()
PASSWORD = "dealer-trainer-2026"
CYRILLIC_PACE = "\u0440\u0430\u0441\u0435"


class Terminal(io.StringIO):
    """Standard input as an interactive terminal, for the password prompt."""

    def isatty(self) -> bool:
        return True


def run(*args: str, name: str = "Nguyễn Thị Lan", **options) -> str:
    out = io.StringIO()
    call_command("create_trainee", *args, "--name", name, stdout=out, **options)
    return out.getvalue()


def test_create_trainee_makes_a_non_staff_account_that_logs_in_with_its_password(client):
    output = run("lan", "--password", PASSWORD)

    user = User.objects.get(username="lan")
    assert not user.is_staff
    assert not user.is_superuser
    assert not user.groups.exists()
    assert "Created the trainee lan." in output
    assert client.login(username="lan", password=PASSWORD)
    assert person_name(user=user) == "Nguyễn Thị Lan"


def test_create_trainee_refuses_a_name_the_certificates_cannot_print_writing_nothing():
    with pytest.raises(CommandError):
        run("lan", "--password", PASSWORD, name="L")

    assert not User.objects.filter(username="lan").exists()


def test_create_trainee_without_password_asks_twice_at_the_terminal(monkeypatch):
    prompts: list[str] = []
    replies = iter([PASSWORD, PASSWORD])

    def getpass(prompt: str = "") -> str:
        prompts.append(prompt)
        return next(replies)

    monkeypatch.setattr("getpass.getpass", getpass)

    run("minh", stdin=Terminal())

    assert prompts == ["Password: ", "Password (again): "]
    assert User.objects.get(username="minh").check_password(PASSWORD)


def test_create_trainee_without_terminal_asks_for_the_password_option():
    with pytest.raises(CommandError, match="give --password"):
        run("minh", stdin=io.StringIO())

    assert not User.objects.filter(username="minh").exists()


@pytest.mark.parametrize(
    ("username", "password", "message"),
    [
        ("bad name!", PASSWORD, "Enter a valid username"),
        ("x" * 151, PASSWORD, "at most 150 characters"),
        ("lan", "123", "This password is too short"),
        ("nguyenvana", "nguyenvana1", "too similar to the username"),
        (CYRILLIC_PACE, PASSWORD, "looks the same as one already taken"),
        ("Pace", PASSWORD, "already exists"),
    ],
)
def test_create_trainee_refuses_what_sign_up_refuses_writing_nothing(username, password, message):
    TraineeFactory(username="pace")

    with pytest.raises(CommandError, match=message):
        run(username, "--password", password)

    assert list(User.objects.values_list("username", flat=True)) == ["pace"]


def test_create_trainee_never_changes_an_existing_account():
    TraineeFactory(username="thanh", is_staff=True)

    with pytest.raises(CommandError, match="already exists"):
        run("thanh", "--password", PASSWORD)

    thanh = User.objects.get(username="thanh")
    assert thanh.is_staff
    assert thanh.check_password("a-long-test-password")
