"""The games the site deals, listed once (``REGISTRY``), and how any layer finds a game.

A game lives in its own folders: its engine ``engine/<engine>/``, its adapter
``paytables/games/<engine>/`` (whose ``GAME`` is its ``GameAdapter``: a variant's rows as
its rules value, its pages' pieces, its pricing, its wording), its question kinds
``trainer/kinds/<engine>/`` and its templates ``templates/<app>/<engine>/``. Every layer asks
``GAMES`` for it and never branches on a game (``tests/test_game_branches.py``).

The adapters read a variant's rows through its attributes only: they import the models for
their types alone, so that ``paytables.models`` can import this package.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib import import_module
from typing import TYPE_CHECKING, Any

from engine.game import Game
from paytables.games.adapter import GameAdapter, HouseRules

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

    from paytables.models import Variant

__all__ = ["GAMES", "REGISTRY", "GameAdapter", "GameRules", "HouseRules"]

# The one list of the games, in the order the site shows them: a new game is one line here.
REGISTRY = (
    "oasis",
    "russian",
    "three_card",
    "baccarat",
    "ultimate",
    "holdem_bonus",
    "casino_holdem",
)

GAMES: dict[str, GameAdapter] = {
    engine: import_module(f"paytables.games.{engine}").GAME for engine in REGISTRY
}

# The rules value of any game's house (each engine's own type).
GameRules = HouseRules

# The game of rules written before there was a second game (their JSON names none).
FIRST_GAME = REGISTRY[0]


def game_choices() -> list[tuple[str, StrOrPromise]]:
    """The games a ``Game`` row may be rules of, from the registry (the field takes this
    callable, so a new game needs no migration of it)."""
    return [(engine, game.choice) for engine, game in GAMES.items()]


def game_of(variant: Variant) -> GameAdapter:
    """The game that ``variant`` is a house of."""
    return GAMES[variant.game.engine]


def engine_of(rules: GameRules) -> str:
    """The game (its ``engine`` name) that ``rules`` are a house of."""
    return next(engine for engine, game in GAMES.items() if isinstance(rules, game.rules_type))


def game_engine(rules: GameRules) -> Game:
    """The engine of the game that ``rules`` are a house of (``engine.game.Game``)."""
    return GAMES[engine_of(rules)].game


def rules_to_dict(rules: GameRules) -> dict[str, Any]:
    """Any game's rules as the JSON a dealt round or a drill keeps (see each engine's own)."""
    return GAMES[engine_of(rules)].to_dict(rules)


def rules_from_dict(data: Mapping[str, Any]) -> GameRules:
    """The rules that ``rules_to_dict`` wrote. The first game's carry no ``game`` key: they
    were written before there was a second game."""
    rules: GameRules = GAMES[data.get("game", FIRST_GAME)].from_dict(data)
    return rules


def rules_key(rules: GameRules) -> str:
    """A hashable key of any game's rules: equal rules give equal keys."""
    return json.dumps(rules_to_dict(rules), sort_keys=True)
