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


HouseProvider = Callable[[User], House | None]
_HOUSES: Providers[User, House] = Providers()


def house_provider_register(provider: HouseProvider) -> None:
    """Ask ``provider`` for a trainee's house from now on."""
    _HOUSES.register(provider)


def assigned_house(*, user: User) -> House | None:
    """The house the first provider that knows one assigns to ``user``, or ``None``."""
    return _HOUSES.ask(user)
