"""The house a trainee is assigned to deal for, when an app built on the trainer knows it
(``trainer.extensions``): the school registers the house of his class. The trainer asks
before it falls back on the trainee's last drill and then the standard rules
(``trainer.selectors.practice_house``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.auth.models import User

from paytables.models import Variant
from trainer.extensions import Providers


@dataclass(frozen=True)
class House:
    """Where a trainee deals: the casino's name and the variant it plays (loaded with what
    ``Variant.rules()`` reads, as ``paytables.selectors.variant_queryset`` loads it)."""

    casino: str
    variant: Variant


# A provider answers with the trainee's houses, one per game his class deals (the games in
# their order), or ``None`` when it knows none.
HouseProvider = Callable[[User], list[House] | None]
_HOUSES: Providers[User, list[House]] = Providers()


def house_provider_register(provider: HouseProvider) -> None:
    """Ask ``provider`` for a trainee's houses from now on."""
    _HOUSES.register(provider)


def assigned_houses(*, user: User) -> list[House]:
    """The houses the first provider that knows any assigns to ``user``, one per game, in
    the games' order; empty when none does."""
    return _HOUSES.ask(user) or []


def assigned_house(*, user: User) -> House | None:
    """The first of ``user``'s assigned houses (his first game's), or ``None``."""
    houses = assigned_houses(user=user)
    return houses[0] if houses else None
