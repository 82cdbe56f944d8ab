"""One house's rules of Ultimate Texas Hold'em as a frozen value.

Every difference between houses is a field: the Blind table, the Trips table, the multiples
of the ante the play wager may be before the flop, and whether a fold loses the Trips. An
empty table is a wager the house does not offer; ``None`` is a figure the house has not
published (or no source we read gives): the engine refuses, with ``RulesIncomplete`` and a
code naming the field, the first time a round needs it. Nothing is guessed for a house.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypeVar

from engine.hands import Category
from engine.pay import (
    Source,
    sources_from_list,
    sources_to_list,
    table_from_list,
    table_to_list,
)
from engine.pay import known as known_in

T = TypeVar("T")
# (the player's category, odds "to 1"), best line first.
PayTable = tuple[tuple[Category, Fraction], ...]

# The play wagers before the flop a house may take, in antes (3x, 4x or both), and after
# the flop and at the river: the same at every house read.
PREFLOP_MULTIPLES = (3, 4)
FLOP_MULTIPLE = 2
RIVER_MULTIPLE = 1

_FIELD_NAMES = {
    "blind": "the Blind table",
    "trips": "the Trips table",
    "trips_on_fold": "whether a fold loses the Trips or leaves it to be settled",
}


@dataclass(frozen=True, slots=True)
class UltimateRules:
    """One house's Ultimate Texas Hold'em.

    ``blind``: what the Blind pays when the player beats the dealer with a hand on its table
    (straight or better); below it the Blind is pushed. ``trips``: the Trips table, paid on
    the player's best five of seven whatever the dealer holds (empty: not offered).
    ``preflop_multiples``: the play wagers, in antes, the house takes before the flop (3 or
    4 at most tables). ``trips_on_fold``: whether the Trips is still settled on the
    player's final hand when he folds (where it is not, a fold loses it).
    """

    slug: str
    name: str
    sources: tuple[Source, ...]
    blind: PayTable | None
    trips: PayTable | None
    preflop_multiples: tuple[int, ...] = (3, 4)
    trips_on_fold: bool | None = None

    def __post_init__(self) -> None:
        if not self.preflop_multiples or not set(self.preflop_multiples) <= set(PREFLOP_MULTIPLES):
            raise ValueError("before the flop a house takes a play of 3 or 4 antes, or both")

    @property
    def offers_trips(self) -> bool:
        return self.trips != ()

    def multiples(self, street: str) -> tuple[int, ...]:
        """The play wagers, in antes, the house takes on ``street`` ("preflop", "flop",
        "river")."""
        if street == "preflop":
            return self.preflop_multiples
        return (FLOP_MULTIPLE,) if street == "flop" else (RIVER_MULTIPLE,)

    def unknown(self) -> tuple[str, ...]:
        """The fields this house has not published, for the admin to ask."""
        return tuple(name for name in _FIELD_NAMES if getattr(self, name) is None)


def known(rules: UltimateRules, field: str, value: T | None) -> T:
    """``value``, what ``rules`` hold in ``field``; ``RulesIncomplete`` (code
    ``<field>_unknown``) when the house has not published it."""
    return known_in(rules.name, field, value, _FIELD_NAMES)


# What a rules value written by ``rules_to_dict`` says it is.
GAME = "ultimate"


def rules_to_dict(rules: UltimateRules) -> dict[str, Any]:
    """``rules`` as plain JSON data (tables as lists of [category, odds], odds as "3/2"),
    so a dealt round keeps the rules it was dealt under."""
    return {
        "game": GAME,
        "slug": rules.slug,
        "name": rules.name,
        "sources": sources_to_list(rules.sources),
        "blind": table_to_list(rules.blind, lambda category: category.slug),
        "trips": table_to_list(rules.trips, lambda category: category.slug),
        "preflop_multiples": list(rules.preflop_multiples),
        "trips_on_fold": rules.trips_on_fold,
    }


def rules_from_dict(data: Mapping[str, Any]) -> UltimateRules:
    """The ``UltimateRules`` that ``rules_to_dict`` wrote. Raises ``ValueError`` for the
    rules of another game.

    >>> from engine.ultimate.variants import TRIPS_6_5
    >>> rules_from_dict(rules_to_dict(TRIPS_6_5)) == TRIPS_6_5
    True
    """
    if data.get("game") != GAME:
        raise ValueError(f"these are not Ultimate Texas Hold'em rules (game {data.get('game')!r})")
    return UltimateRules(
        slug=data["slug"],
        name=data["name"],
        sources=sources_from_list(data["sources"]),
        blind=table_from_list(data["blind"], Category.from_slug),
        trips=table_from_list(data["trips"], Category.from_slug),
        preflop_multiples=tuple(int(each) for each in data["preflop_multiples"]),
        trips_on_fold=data["trips_on_fold"],
    )
