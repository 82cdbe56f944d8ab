"""The games of the engine that the site's variants are rules of: one module per game.

A ``Game`` row names its engine (``Engine``); ``Variant.rules()`` asks the engine's module
for the variant's rules value, so no code outside a game's own module tells the games
apart. A new game adds its module here, its entry in ``GAMES`` and its choice in ``Engine``.

The game modules read a variant's rows through its attributes only: they import the models
for their types alone, so that ``paytables.models`` can import this package.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.db import models
from django.utils.translation import gettext_lazy as _

from paytables.games import oasis, russian

if TYPE_CHECKING:
    from paytables.models import Variant


class Engine(models.TextChoices):
    """The engine's game whose rules a game's variants are."""

    OASIS = "oasis", _("Oasis Poker (and Caribbean Stud, which has no switch)")
    RUSSIAN = "russian", _("Russian Poker")


@dataclass(frozen=True)
class GameKind:
    """What the site does differently for one of the engine's games: the rules value it
    builds from a variant, and the address of a variant's page."""

    rules: Callable[[Variant], Any]
    variant_page: str


GAMES: dict[str, GameKind] = {
    Engine.OASIS: GameKind(rules=oasis.variant_rules, variant_page="paytables:variant"),
    Engine.RUSSIAN: GameKind(rules=russian.variant_rules, variant_page="paytables:russian_variant"),
}


def game_of(variant: Variant) -> GameKind:
    """The engine's game that ``variant`` is rules of."""
    return GAMES[variant.game.engine]
