"""The house a trainee is assigned to deal for, when an app built on the trainer knows it.

The trainer does not import the apps built on it (DESIGN.md: ``school`` uses ``trainer``,
never the other way). An app that knows a trainee's house (the school: the house of his
class) registers a provider here from its ``AppConfig.ready()``; the trainer asks the
providers, in the order they registered, before it falls back on the trainee's last drill
and then the standard rules (``trainer.selectors.practice_house``). With no provider
registered, the trainer works as if no trainee had a house.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.auth.models import User

from paytables.models import Variant


@dataclass(frozen=True)
class House:
    """Where a trainee deals: the casino's name and the variant it plays (loaded with what
    ``Variant.rules()`` reads, as ``paytables.selectors.variant_queryset`` loads it)."""

    casino: str
    variant: Variant


HouseProvider = Callable[[User], House | None]
_PROVIDERS: list[HouseProvider] = []


def house_provider_register(provider: HouseProvider) -> None:
    """Ask ``provider`` for a trainee's house from now on (once, however often it is
    registered: ``ready()`` may run more than once in tests)."""
    if provider not in _PROVIDERS:
        _PROVIDERS.append(provider)


def assigned_house(*, user: User) -> House | None:
    """The house the first provider that knows one assigns to ``user``, or ``None``."""
    for provider in _PROVIDERS:
        house = provider(user)
        if house is not None:
            return house
    return None
