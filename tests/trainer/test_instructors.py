from __future__ import annotations

import io

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.management import CommandError, call_command

from tests.trainer.factories import TraineeFactory
from trainer.management.commands.create_instructor import INSTRUCTORS_GROUP
from trainer.selectors import person_name, person_title

pytestmark = pytest.mark.django_db

User = get_user_model()
PASSWORD = "dealer-trainer-2026"


class Terminal(io.StringIO):
    """Standard input as an interactive terminal, for the password prompt."""

    def isatty(self) -> bool:
        return True


def run(*args: str, **options) -> str:
    out = io.StringIO()
    call_command("create_instructor", *args, stdout=out, **options)
    return out.getvalue()


def answer_prompts(monkeypatch, *answers: str) -> list[str]:
    """Answers ``getpass`` with ``answers`` in turn; returns the prompts it was asked."""
    prompts: list[str] = []
    replies = iter(answers)

    def getpass(prompt: str = "") -> str:
        prompts.append(prompt)
        return next(replies)

    monkeypatch.setattr("getpass.getpass", getpass)
    return prompts


def test_instructors_group_exists_after_migrate_with_view_but_not_change_on_attempts():
    group = Group.objects.get(name=INSTRUCTORS_GROUP)
    codenames = set(group.permissions.values_list("codename", flat=True))

    assert "view_attempt" in codenames
    assert not {"add_attempt", "change_attempt", "delete_attempt"} & codenames
    for model in ("question", "dealtround", "drillsession", "selftest", "skillschedule"):
        assert f"view_{model}" in codenames
        assert f"change_{model}" not in codenames
    assert "view_user" in codenames
    assert "change_user" not in codenames


def test_instructors_group_maintains_house_rules_and_removes_only_table_rows():
    group = Group.objects.get(name=INSTRUCTORS_GROUP)
    paytables = set(
        group.permissions.filter(content_type__app_label="paytables").values_list(
            "codename", flat=True
        )
    )

    for model in ("variant", "switchfee", "raisepay", "bonustable", "bonuspay", "glossaryterm"):
        assert {f"view_{model}", f"change_{model}", f"add_{model}"} <= paytables
    for row in ("switchfee", "raisepay", "bonuspay"):
        assert f"delete_{row}" in paytables
    for whole in ("variant", "bonustable", "glossaryterm", "game"):
        assert f"delete_{whole}" not in paytables
    assert "view_game" in paytables


def test_create_instructor_makes_staff_non_superuser_in_group():
    output = run("anna", "--email", "anna@example.com", "--password", PASSWORD)

    user = User.objects.get(username="anna")
    assert user.is_staff
    assert not user.is_superuser
    assert user.is_active
    assert user.email == "anna@example.com"
    assert user.check_password(PASSWORD)
    assert list(user.groups.values_list("name", flat=True)) == [INSTRUCTORS_GROUP]
    assert user.has_perm("trainer.view_attempt")
    assert not user.has_perm("trainer.change_attempt")
    assert "Created the instructor anna." in output


def test_create_instructor_twice_is_idempotent():
    run("anna", "--password", PASSWORD)
    output = run("anna", "--password", PASSWORD)

    assert User.objects.filter(username="anna").count() == 1
    user = User.objects.get(username="anna")
    assert user.groups.filter(name=INSTRUCTORS_GROUP).count() == 1
    assert user.check_password(PASSWORD)
    assert "anna is an instructor." in output


def test_create_instructor_promotes_existing_user_keeping_password_when_none_given():
    trainee = TraineeFactory(username="binh", email="binh@example.com")

    output = run("binh", "--no-input")

    trainee.refresh_from_db()
    assert trainee.is_staff
    assert not trainee.is_superuser
    assert trainee.groups.filter(name=INSTRUCTORS_GROUP).exists()
    assert trainee.check_password("a-long-test-password")
    assert trainee.email == "binh@example.com"
    assert output == "binh is an instructor.\n"


def test_create_instructor_without_password_prompts_twice(monkeypatch):
    prompts = answer_prompts(monkeypatch, PASSWORD, PASSWORD)

    run("chi", stdin=Terminal())

    assert prompts == ["Password: ", "Password (again): "]
    assert User.objects.get(username="chi").check_password(PASSWORD)


def test_create_instructor_existing_user_is_not_asked_for_password(monkeypatch):
    TraineeFactory(username="chi")
    prompts = answer_prompts(monkeypatch)

    run("chi", stdin=Terminal())

    assert prompts == []
    assert User.objects.get(username="chi").check_password("a-long-test-password")


@pytest.mark.parametrize(
    ("answers", "message"),
    [
        ((PASSWORD, "something-else-2026"), "The two passwords differ"),
        (("", ""), "The password may not be empty."),
    ],
)
def test_create_instructor_refuses_bad_prompt_answers(monkeypatch, answers, message):
    answer_prompts(monkeypatch, *answers)

    with pytest.raises(CommandError, match=message):
        run("chi", stdin=Terminal())

    assert not User.objects.filter(username="chi").exists()


def test_create_instructor_without_terminal_asks_for_password_or_no_input():
    with pytest.raises(CommandError, match="--no-input"):
        run("chi", stdin=io.StringIO())

    assert not User.objects.filter(username="chi").exists()


def test_create_instructor_no_input_sets_unusable_password_and_says_so():
    output = run("dung", "--no-input")

    user = User.objects.get(username="dung")
    assert user.is_staff
    assert not user.has_usable_password()
    assert "dung has no usable password" in output
    assert "manage.py changepassword dung" in output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("bad name!", "--no-input"), "Enter a valid username"),
        (("x" * 151, "--no-input"), "at most 150 characters"),
        (("eve", "--email", "not-an-address", "--no-input"), "valid email address"),
        (("eve", "--password", "123"), "This password is too short"),
        (("nguyenvana", "--password", "nguyenvana1"), "too similar to the username"),
        (("eve", "--password", PASSWORD, "--no-input"), "not allowed with argument"),
        (("eve", "--no-input", "--name", "1"), "Give your full name"),
        (("eve", "--no-input", "--name", "Eve", "--title", "\U00017000"), "cannot print"),
    ],
)
def test_create_instructor_refuses_bad_input_writing_nothing(args, message):
    with pytest.raises(CommandError, match=message):
        run(*args)

    assert not User.objects.filter(is_staff=True).exists()


def test_create_instructor_gives_the_name_and_title_his_certificates_print():
    run("thanh", "--no-input", "--name", "Trần  Văn Thành ", "--title", "Training manager")

    thanh = User.objects.get(username="thanh")
    assert person_name(user=thanh) == "Trần Văn Thành"
    assert person_title(user=thanh) == "Training manager"


def test_create_instructor_refuses_superuser_changing_nothing():
    TraineeFactory(username="root", is_superuser=True, is_staff=True)

    with pytest.raises(CommandError, match="root is a superuser"):
        run("root", "--password", PASSWORD)

    root = User.objects.get(username="root")
    assert root.is_superuser
    assert not root.groups.exists()
    assert root.check_password("a-long-test-password")


def test_create_instructor_without_group_says_to_migrate():
    Group.objects.filter(name=INSTRUCTORS_GROUP).delete()

    with pytest.raises(CommandError, match="manage.py migrate"):
        run("anna", "--no-input")

    assert not User.objects.filter(username="anna").exists()
