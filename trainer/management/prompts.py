"""What the account commands (``create_instructor``, ``create_trainee``) ask at the terminal."""

from __future__ import annotations

import getpass
from typing import TextIO

from django.core.management.base import CommandError
from django.utils.translation import gettext


def password_ask(stdin: TextIO, *, no_terminal: str) -> str:
    """The new account's password, typed twice without echo. ``CommandError`` when there is
    no terminal to ask at (saying ``no_terminal``), the password is empty or the two differ."""
    if hasattr(stdin, "isatty") and not stdin.isatty():
        raise CommandError(no_terminal)
    first = getpass.getpass(gettext("Password: "))
    if not first:
        raise CommandError(gettext("The password may not be empty."))
    if getpass.getpass(gettext("Password (again): ")) != first:
        raise CommandError(gettext("The two passwords differ: nothing was changed."))
    return first
