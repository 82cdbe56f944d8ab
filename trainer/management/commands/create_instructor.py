"""``manage.py create_instructor USERNAME``: an instructor account, created or promoted.

An instructor is a staff user (never a superuser) in the "Instructors" group, which the
trainer's migration 0002 creates with its permissions. Running the command again for the
same user changes nothing but the e-mail address or password given.
"""

from __future__ import annotations

import sys

from django.contrib.auth import get_user_model, password_validation
from django.contrib.auth.models import AbstractUser, Group
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction
from django.utils.translation import gettext

from trainer.management.prompts import password_ask
from trainer.services import profile_set

INSTRUCTORS_GROUP = "Instructors"


@transaction.atomic
def instructor_create(
    *, username: str, email: str, password: str | None, name: str = "", title: str = ""
) -> AbstractUser:
    """Make ``username`` an instructor: staff, not superuser, in the Instructors group.

    Creates the user when there is none of that name, otherwise promotes the existing one.
    An empty ``email`` and a ``password`` of ``None`` leave an existing user's values as
    they are; a new user without a password gets an unusable one (no login until it is
    set). A ``name`` (and ``title``) given is what the certificates he signs print; empty
    leaves his as it is. Returns the user. Raises ``ValidationError`` for a bad username,
    e-mail address, password, name or title, for a superuser (taking rights away is not
    this function's job) and when the Instructors group is missing (the migrations have not
    run).
    """
    User = get_user_model()
    try:
        group = Group.objects.get(name=INSTRUCTORS_GROUP)
    except Group.DoesNotExist:
        raise ValidationError(
            gettext("The Instructors group does not exist: run “manage.py migrate” first.")
        ) from None
    username = User.normalize_username(username)
    user = User.objects.select_for_update().filter(username=username).first()
    if user is None:
        user = User(username=username)
        if password is None:
            user.set_unusable_password()
    elif user.is_superuser:
        raise ValidationError(
            gettext("%(username)s is a superuser, and an instructor is not: nothing was changed.")
            % {"username": username}
        )
    if email:
        user.email = User.objects.normalize_email(email)
    user.is_staff = True
    if password is not None:
        password_validation.validate_password(password, user)
        user.set_password(password)
    user.full_clean()
    user.save()
    user.groups.add(group)
    if name:
        profile_set(user=user, full_name=name, title=title)
    return user


class Command(BaseCommand):
    help = (
        "Create an instructor (a staff user in the Instructors group, not a superuser), "
        "or make an existing user one. For a new account it asks for the password twice "
        "unless --password or --no-input is given; an existing account keeps its password "
        "unless --password is given."
    )
    # Tests hand in a stand-in for the terminal.
    stealth_options = ("stdin",)

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("username", help="The instructor's login name.")
        parser.add_argument("--email", default="", help="The instructor's e-mail address.")
        parser.add_argument(
            "--name",
            default="",
            help='His full name, printed on the certificates he signs: --name "Trần Văn Thành".',
        )
        parser.add_argument(
            "--title",
            default="",
            help='His title, printed under his name: --title "Training manager".',
        )
        password = parser.add_mutually_exclusive_group()
        password.add_argument(
            "--password",
            help="The password (visible in the shell's history: prefer the prompt).",
        )
        password.add_argument(
            "--no-input",
            "--noinput",
            action="store_false",
            dest="interactive",
            help="Ask nothing: a new account gets no usable password, an existing one "
            "keeps its password.",
        )

    def handle(
        self,
        *args,
        username: str,
        email: str,
        password: str | None,
        name: str,
        title: str,
        **options,
    ) -> None:
        User = get_user_model()
        existing = User.objects.filter(username=User.normalize_username(username)).exists()
        if password is None and options["interactive"] and not existing:
            password = password_ask(
                options.get("stdin") or sys.stdin,
                no_terminal=gettext(
                    "There is no terminal to ask for the password: give --password, or "
                    "--no-input for an account without a usable password."
                ),
            )
        try:
            user = instructor_create(
                username=username, email=email, password=password, name=name, title=title
            )
        except ValidationError as error:
            raise CommandError(" ".join(error.messages)) from None
        if existing:
            self.stdout.write(
                gettext("%(username)s is an instructor.") % {"username": user.username}
            )
        else:
            self.stdout.write(
                gettext("Created the instructor %(username)s.") % {"username": user.username}
            )
        if not user.has_usable_password():
            self.stdout.write(
                gettext(
                    "%(username)s has no usable password and cannot log in until one is set "
                    "with “manage.py changepassword %(username)s”."
                )
                % {"username": user.username}
            )
