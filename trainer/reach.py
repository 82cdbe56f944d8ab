"""Which trainees an instructor reviews in the admin, when an app built on the trainer knows
it (``trainer.extensions``): the school registers "the trainees of the classes he teaches".

A superuser reviews everyone; so does every instructor when no provider has a say (a site
without classes works as it did before them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import QuerySet

from trainer.extensions import Providers

# The ids of the trainees an instructor reviews, as a query (``User.objects.filter(...)
# .values("pk")``), so that a list filtered by it stays one query.
Reviewed = QuerySet[User, Any]
ReachProvider = Callable[[User], Reviewed | None]
_REACH: Providers[User, Reviewed] = Providers()


def reach_provider_register(provider: ReachProvider) -> None:
    """Ask ``provider`` which trainees an instructor reviews from now on."""
    _REACH.register(provider)


def trainees_reviewed(*, user: User | AnonymousUser) -> Reviewed | None:
    """The ids of the trainees ``user`` reviews, as a query; ``None``: every trainee."""
    if not isinstance(user, User):  # nobody signed in reviews nobody
        return User.objects.none().values("pk")
    if user.is_superuser:
        return None
    return _REACH.ask(user)
