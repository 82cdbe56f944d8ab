"""What an app built on the trainer puts at the top of the trainee's home
(``trainer.extensions``): the school registers the exams he may sit now, each with its link,
so that an open exam is found where a trainee lands after logging in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.auth.models import User

from trainer.extensions import Providers


@dataclass(frozen=True)
class HomeNotice:
    """One line at the top of the trainee's home: what to do (already translated) and
    where (a URL)."""

    text: str
    url: str
    action: str  # the link's words ("Sit the exam")


NoticeProvider = Callable[[User], list[HomeNotice] | None]
_NOTICES: Providers[User, list[HomeNotice]] = Providers()


def home_notice_provider_register(provider: NoticeProvider) -> None:
    """Ask ``provider`` for the trainee's notices from now on."""
    _NOTICES.register(provider)


def home_notices(*, user: User) -> list[HomeNotice]:
    """The first provider's notices for ``user`` that has any; empty when none has."""
    return _NOTICES.ask(user) or []
