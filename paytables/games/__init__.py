"""The games of the engine that the site's variants are rules of: one module per game.

A ``Game`` row names its engine (``Engine``); ``Variant.rules()`` asks the engine's module
for the variant's rules value, so code outside a game's own modules need not tell the games
apart (``tests/test_game_branches.py`` fails on a branch on a game's types elsewhere, and
lists the few left). A new game adds its module here, its entry in ``GAMES`` and its choice
in ``Engine``.

The game modules read a variant's rows through its attributes only: they import the models
for their types alone, so that ``paytables.models`` can import this package.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.db import models
from django.utils.translation import gettext_lazy as _

from paytables.games import oasis, russian
from poker.game import Game
from poker.oasis import game as oasis_game
from poker.oasis import round as oasis_engine
from poker.russian import game as russian_game
from poker.russian import rules as russian_engine

# The rules value of any of the engine's games.
GameRules = oasis_engine.Rules | russian_engine.RussianRules

if TYPE_CHECKING:
    from paytables.models import Variant


class Engine(models.TextChoices):
    """The engine's game whose rules a game's variants are."""

    OASIS = "oasis", _("Oasis Poker (and Caribbean Stud, which has no switch)")
    RUSSIAN = "russian", _("Russian Poker")


@dataclass(frozen=True)
class GameKind:
    """What the site does differently for one of the engine's games: the rules value it
    builds from a variant, the game's name in its pages' addresses (``/<slug>/rules/``), its
    public pages' pieces (``pages``: the dotted path of its ``paytables.pages.GamePages``,
    imported when a page first asks, since they read the models that import this package),
    the rules as the JSON a dealt round or a drill keeps them in (``to_dict`` and back), and
    the game's engine (``poker.game.Game``: a dealt round's history is the one it writes and
    replays)."""

    rules: Callable[[Variant], Any]
    slug: str
    pages: str
    rules_type: type
    to_dict: Callable[[Any], dict[str, Any]]
    from_dict: Callable[[Mapping[str, Any]], Any]
    game: Game


GAMES: dict[str, GameKind] = {
    Engine.OASIS: GameKind(
        rules=oasis.variant_rules,
        slug="oasis-poker",
        pages="paytables.games.oasis_pages.PAGES",
        rules_type=oasis_engine.Rules,
        to_dict=oasis_engine.rules_to_dict,
        from_dict=oasis_engine.rules_from_dict,
        game=oasis_game,
    ),
    Engine.RUSSIAN: GameKind(
        rules=russian.variant_rules,
        slug="russian-poker",
        pages="paytables.games.russian_pages.PAGES",
        rules_type=russian_engine.RussianRules,
        to_dict=russian_engine.rules_to_dict,
        from_dict=russian_engine.rules_from_dict,
        game=russian_game,
    ),
}


def game_of(variant: Variant) -> GameKind:
    """The engine's game that ``variant`` is rules of."""
    return GAMES[variant.game.engine]


def engine_of(rules: GameRules) -> str:
    """The engine's game (an ``Engine`` value) that ``rules`` are a house of."""
    return next(slug for slug, game in GAMES.items() if isinstance(rules, game.rules_type))


def game_engine(rules: GameRules) -> Game:
    """The engine of the game that ``rules`` are a house of (``poker.game.Game``)."""
    return GAMES[engine_of(rules)].game


def rules_to_dict(rules: GameRules) -> dict[str, Any]:
    """Any game's rules as the JSON a dealt round or a drill keeps (see each engine's own)."""
    return GAMES[engine_of(rules)].to_dict(rules)


def rules_from_dict(data: Mapping[str, Any]) -> GameRules:
    """The rules that ``rules_to_dict`` wrote. Oasis Poker's carry no ``game`` key: they
    were written before there was a second game."""
    rules: GameRules = GAMES[data.get("game", Engine.OASIS)].from_dict(data)
    return rules


def rules_key(rules: GameRules) -> str:
    """A hashable key of any game's rules: equal rules give equal keys."""
    return json.dumps(rules_to_dict(rules), sort_keys=True)
