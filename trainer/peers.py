"""Whom a trainee may challenge by name (``trainer.extensions``): the school registers his
classmates. With no provider, nobody: a duel is then sent as a link.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.auth.models import User
from django.db.models import QuerySet

from trainer.extensions import Providers

PeersProvider = Callable[[User], QuerySet[User] | None]
_PEERS: Providers[User, QuerySet[User]] = Providers()


def peers_provider_register(provider: PeersProvider) -> None:
    """Ask ``provider`` for a trainee's classmates from now on."""
    _PEERS.register(provider)


def peers_of(*, user: User) -> QuerySet[User]:
    """The trainees ``user`` may challenge by name (never himself); none when no provider
    has an answer."""
    peers = _PEERS.ask(user)
    if peers is None:
        return User.objects.none()
    return peers.exclude(pk=user.pk)
