"""One house's rules of Texas Hold'em Bonus as a frozen value.

Every difference between houses is a field: the lowest hand whose win pays the ante (a
straight in Las Vegas, a flush in Atlantic City and at NagaWorld), the Bonus table, and
whether a fold loses the Bonus. An empty table is a wager the house does not offer;
``None`` is a figure the house has not published: the engine refuses, with
``RulesIncomplete`` and a code naming the field, the first time a round needs it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypeVar

from engine.hands import Category
from engine.holdem_bonus.bonus import BonusLine
from engine.pay import Source, sources_from_list, sources_to_list, table_from_list, table_to_list
from engine.pay import known as known_in

T = TypeVar("T")
BonusTable = tuple[tuple[BonusLine, Fraction], ...]

# The bets, in antes: the flop bet before the flop, the turn and river bets after it.
FLOP_MULTIPLE = 2
TURN_MULTIPLE = RIVER_MULTIPLE = 1

_FIELD_NAMES = {
    "bonus": "the Bonus table",
    "bonus_on_fold": "whether a fold loses the Bonus or leaves it to be settled",
}


@dataclass(frozen=True, slots=True)
class HoldemBonusRules:
    """One house's Texas Hold'em Bonus.

    ``ante_pays_from``: the lowest category of a winning hand that wins the ante (below it
    the ante is pushed). ``bonus``: the Bonus table on the hole cards (empty: not offered).
    ``bonus_on_fold``: whether the Bonus is still settled when the player folds.
    """

    slug: str
    name: str
    sources: tuple[Source, ...]
    ante_pays_from: Category
    bonus: BonusTable | None
    bonus_on_fold: bool | None = None

    @property
    def offers_bonus(self) -> bool:
        return self.bonus != ()

    def unknown(self) -> tuple[str, ...]:
        """The fields this house has not published, for the admin to ask."""
        return tuple(name for name in _FIELD_NAMES if getattr(self, name) is None)


def known(rules: HoldemBonusRules, field: str, value: T | None) -> T:
    """``value``, what ``rules`` hold in ``field``; ``RulesIncomplete`` (code
    ``<field>_unknown``) when the house has not published it."""
    return known_in(rules.name, field, value, _FIELD_NAMES)


# What a rules value written by ``rules_to_dict`` says it is.
GAME = "holdem_bonus"


def rules_to_dict(rules: HoldemBonusRules) -> dict[str, Any]:
    """``rules`` as plain JSON data, so a dealt round keeps the rules it was dealt under."""
    return {
        "game": GAME,
        "slug": rules.slug,
        "name": rules.name,
        "sources": sources_to_list(rules.sources),
        "ante_pays_from": rules.ante_pays_from.slug,
        "bonus": table_to_list(rules.bonus, lambda line: line.value),
        "bonus_on_fold": rules.bonus_on_fold,
    }


def rules_from_dict(data: Mapping[str, Any]) -> HoldemBonusRules:
    """The ``HoldemBonusRules`` that ``rules_to_dict`` wrote. Raises ``ValueError`` for the
    rules of another game.

    >>> from engine.holdem_bonus.variants import NAGAWORLD
    >>> rules_from_dict(rules_to_dict(NAGAWORLD)) == NAGAWORLD
    True
    """
    if data.get("game") != GAME:
        raise ValueError(f"these are not Texas Hold'em Bonus rules (game {data.get('game')!r})")
    return HoldemBonusRules(
        slug=data["slug"],
        name=data["name"],
        sources=sources_from_list(data["sources"]),
        ante_pays_from=Category.from_slug(data["ante_pays_from"]),
        bonus=table_from_list(data["bonus"], BonusLine),
        bonus_on_fold=data["bonus_on_fold"],
    )
