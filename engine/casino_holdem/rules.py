"""One house's rules of Casino Hold'em as a frozen value.

Every difference between houses is a field: the Ante table (what the ante pays by the
player's category, when he wins or the dealer does not qualify), the AA Bonus table, and
whether a fold loses the AA Bonus. An empty table is a wager the house does not offer;
``None`` is a figure the house has not published: the engine refuses, with
``RulesIncomplete`` and a code naming the field, the first time a round needs it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypeVar

from engine.casino_holdem.bonus import BonusLine
from engine.hands import Category
from engine.pay import Source, sources_from_list, sources_to_list, table_from_list, table_to_list
from engine.pay import known as known_in

T = TypeVar("T")
AnteTable = tuple[tuple[Category, Fraction], ...]
BonusTable = tuple[tuple[BonusLine, Fraction], ...]

# The call, in antes: the same at every house read.
CALL_MULTIPLE = 2

_FIELD_NAMES = {
    "ante": "the Ante table",
    "aa_bonus": "the AA Bonus table",
    "aa_bonus_on_fold": "whether a fold loses the AA Bonus or leaves it to be settled",
}


@dataclass(frozen=True, slots=True)
class CasinoHoldemRules:
    """One house's Casino Hold'em.

    ``ante``: the odds the ante is paid at by the player's category (every Hold'em
    category, "straight or less" at 1 to 1 on most tables). ``aa_bonus``: the AA Bonus
    table on the player's two cards and the flop (empty: not offered).
    ``aa_bonus_on_fold``: whether the AA Bonus is still settled when the player folds.
    """

    slug: str
    name: str
    sources: tuple[Source, ...]
    ante: AnteTable | None
    aa_bonus: BonusTable | None
    aa_bonus_on_fold: bool | None = None

    @property
    def offers_aa_bonus(self) -> bool:
        return self.aa_bonus != ()

    def unknown(self) -> tuple[str, ...]:
        """The fields this house has not published, for the admin to ask."""
        return tuple(name for name in _FIELD_NAMES if getattr(self, name) is None)


def known(rules: CasinoHoldemRules, field: str, value: T | None) -> T:
    """``value``, what ``rules`` hold in ``field``; ``RulesIncomplete`` (code
    ``<field>_unknown``) when the house has not published it."""
    return known_in(rules.name, field, value, _FIELD_NAMES)


# What a rules value written by ``rules_to_dict`` says it is.
GAME = "casino_holdem"


def rules_to_dict(rules: CasinoHoldemRules) -> dict[str, Any]:
    """``rules`` as plain JSON data, so a dealt round keeps the rules it was dealt under."""
    return {
        "game": GAME,
        "slug": rules.slug,
        "name": rules.name,
        "sources": sources_to_list(rules.sources),
        "ante": table_to_list(rules.ante, lambda category: category.slug),
        "aa_bonus": table_to_list(rules.aa_bonus, lambda line: line.value),
        "aa_bonus_on_fold": rules.aa_bonus_on_fold,
    }


def rules_from_dict(data: Mapping[str, Any]) -> CasinoHoldemRules:
    """The ``CasinoHoldemRules`` that ``rules_to_dict`` wrote. Raises ``ValueError`` for
    the rules of another game.

    >>> from engine.casino_holdem.variants import CLASSIC
    >>> rules_from_dict(rules_to_dict(CLASSIC)) == CLASSIC
    True
    """
    if data.get("game") != GAME:
        raise ValueError(f"these are not Casino Hold'em rules (game {data.get('game')!r})")
    return CasinoHoldemRules(
        slug=data["slug"],
        name=data["name"],
        sources=sources_from_list(data["sources"]),
        ante=table_from_list(data["ante"], Category.from_slug),
        aa_bonus=table_from_list(data["aa_bonus"], BonusLine),
        aa_bonus_on_fold=data["aa_bonus_on_fold"],
    )
