"""``manage.py create_trainee USERNAME --name "FULL NAME"``: a trainee's account, as sign-up
makes one.

The name and the password pass the sign-up form's checks (one alphabet, no look-alike of a
name taken, Django's password validators), so the command makes no account the site would
refuse. It never changes an existing account: a name taken is refused.
"""

from __future__ import annotations

import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils.translation import gettext

from trainer.forms import SignUpForm
from trainer.management.prompts import password_ask


class Command(BaseCommand):
    help = (
        "Create a trainee's account (not staff), checked as the sign-up page checks it. "
        "Asks for the password twice unless --password is given."
    )
    # Tests hand in a stand-in for the terminal.
    stealth_options = ("stdin",)

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("username", help="The trainee's login name.")
        parser.add_argument(
            "--name",
            required=True,
            help='His full name as his certificates print it: --name "Nguyễn Thị Lan".',
        )
        parser.add_argument(
            "--password", help="The password (visible in the shell's history: prefer the prompt)."
        )

    def handle(
        self, *args: Any, username: str, name: str, password: str | None, **options: Any
    ) -> None:
        if password is None:
            password = password_ask(
                options.get("stdin") or sys.stdin,
                no_terminal=gettext(
                    "There is no terminal to ask for the password: give --password."
                ),
            )
        form = SignUpForm(
            {"username": username, "full_name": name, "password1": password, "password2": password}
        )
        if not form.is_valid():
            raise CommandError(
                " ".join(str(message) for errors in form.errors.values() for message in errors)
            )
        user = form.save()
        self.stdout.write(
            gettext("Created the trainee %(username)s.") % {"username": user.username}
        )
