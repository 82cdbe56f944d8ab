"""The question kinds, one module each: each game's in its own package
(``trainer/kinds/<engine>/``, whose ``GAME_KINDS`` lists them), and those of no one game here
(the glossary, the Hold'em table's side pots). ``KINDS`` says which module serves each kind.

The games are those of the registry (``paytables.games.REGISTRY``): a game's kinds package
is found by its name, so a new game adds no line here. A registered game without one yet
(its public pages come first) is not drilled: ``DRILLED_GAMES`` are those with kinds, and
only their houses are offered to drill, teach or examine. Adding a kind is a module in its
game's package with its ``KIND`` (see ``trainer.kinds.base.Kind``), its value in the game's
``slugs`` and its place in the game's ``GAME_KINDS`` (no migration: the fields that store a
kind take their choices from ``KINDS``, ``trainer.models.kind_choices``). Dealing, grading,
the pages, the drill form and the self-tests ask the kind or its game's ``GAME_KINDS``.
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib import import_module
from importlib.util import find_spec
from typing import Any

from engine.chips import ChipSet
from paytables.games import REGISTRY, GameRules, engine_of
from trainer.kinds import (
    chip_change,
    chip_colour_up,
    chip_count,
    chip_pay,
    glossary_meaning,
    glossary_term,
    side_pots,
)
from trainer.kinds.base import Cell, Choice, Dealing, Kind, WorkedAnswer
from trainer.kinds.catalogue import GameKinds, SelfTestSpec

__all__ = [
    "DEALER_KINDS",
    "DRILLED_GAMES",
    "GAME_KINDS",
    "KINDS",
    "SHARED_KINDS",
    "TEACHING_ORDER",
    "Cell",
    "Choice",
    "Dealing",
    "GameKinds",
    "Kind",
    "SelfTestSpec",
    "WorkedAnswer",
    "cell_label",
    "game_kinds",
    "kind_label",
    "teaching_order",
]


def kinds_of_games(engines: Iterable[str]) -> dict[str, GameKinds]:
    """The kinds of each of ``engines`` that has its kinds package, by engine name."""
    return {
        engine: import_module(f"trainer.kinds.{engine}").GAME_KINDS
        for engine in engines
        if find_spec(f"trainer.kinds.{engine}") is not None
    }


# Each drilled game's kinds, by its engine name, in the registry's order.
GAME_KINDS = kinds_of_games(REGISTRY)
DRILLED_GAMES = tuple(GAME_KINDS)
# The kinds a house of any game may ask, taught after each game's own.
SHARED_KINDS: tuple[Kind[Any], ...] = tuple(
    module.KIND
    for module in (
        side_pots,
        chip_count,
        chip_colour_up,
        chip_change,
        chip_pay,
        glossary_term,
        glossary_meaning,
    )
)

KINDS: dict[str, Kind[Any]] = {
    kind.slug.value: kind
    for kind in (*(kind for game in GAME_KINDS.values() for kind in game.taught), *SHARED_KINDS)
}
# The order a dealer school teaches the kinds in: each game's own in its order, then the
# kinds of any game. Within a kind, its cells come in its catalogue's order.
TEACHING_ORDER = tuple(KINDS)
# What a dealer is paid to get right, every game's: see ``GameKinds.dealer``.
DEALER_KINDS = tuple(slug for game in GAME_KINDS.values() for slug in game.dealer)


def game_kinds(rules: GameRules) -> GameKinds:
    """The kinds of the game that ``rules`` are a house of."""
    return GAME_KINDS[engine_of(rules)]


def kind_label(slug: str) -> str:
    """The kind ``slug`` as a trainee reads it ("Raise result"); the slug itself for a kind
    that no longer exists."""
    kind = KINDS.get(slug)
    return str(kind.slug.label) if kind is not None else slug


def teaching_order(slugs: Iterable[str]) -> list[str]:
    """``slugs`` (kinds) in ``TEACHING_ORDER``, each once."""
    wanted = set(slugs)
    return [slug for slug in TEACHING_ORDER if slug in wanted]


def kind_of(slug: str) -> Kind:
    """The kind ``slug``; ``KeyError`` for a kind that does not exist."""
    return KINDS[slug]


def refusals(rules: GameRules, kinds: list[str], chips: ChipSet | None = None) -> dict[str, str]:
    """The kinds of ``kinds`` that a house with ``rules`` (and, where given, the chips
    ``chips``) cannot ask, each with the reason."""
    found = {}
    for slug in kinds:
        reason = KINDS[slug].refusal(rules)
        if reason is None and chips is not None:
            reason = KINDS[slug].chips_refusal(chips)
        if reason is not None:
            found[slug] = reason
    return found


def cell_label(key: str) -> str:
    """A cell ("fee:3") as the trainee reads it ("Fee of a 3-card switch"); the key itself
    for a cell that no kind has (an old question's)."""
    slug, _sep, line = key.partition(":")
    kind = KINDS.get(slug)
    cell = kind.cell(line) if kind is not None else None
    return cell.label if cell is not None else key
