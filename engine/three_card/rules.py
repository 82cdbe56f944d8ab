"""One house's rules of Three Card Poker as a frozen value.

Every difference between houses is a field: the Ante Bonus table, the Pair Plus table
(with or without a mini-royal line), the 6-Card Bonus table, whether Pair Plus may be
played without an ante and whether a fold loses it. A pay table is a tuple of
(line, "N to 1") pairs, best line first. An empty table is a wager the house does not
offer (no Ante Bonus, no 6-Card Bonus); ``None`` is a table the house has not published
(or no source we read gives): the engine refuses, with ``RulesIncomplete`` and a code
naming the field, the first time a round needs it. Nothing is guessed for a house.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.errors import RulesIncomplete
from engine.hands import Category as FiveCategory
from engine.three_card.evaluate import Line

T = TypeVar("T")
PayTable = tuple[tuple[Line, int], ...]
SixCardTable = tuple[tuple[FiveCategory, int], ...]

_FIELD_NAMES = {
    "ante_bonus": "the Ante Bonus table",
    "pair_plus": "the Pair Plus table",
    "six_card": "the 6-Card Bonus table",
    "pair_plus_on_fold": "whether a fold loses the Pair Plus or leaves it to be settled",
}


@dataclass(frozen=True, slots=True)
class Source:
    """A public page a variant's rules come from."""

    title: str
    url: str


@dataclass(frozen=True, slots=True)
class ThreeCardRules:
    """One house's Three Card Poker.

    ``ante_bonus``: what the ante is paid, beside its result, on a straight or better when
    the player plays, whatever the dealer holds. ``pair_plus``: the Pair Plus table, paid on
    the player's three cards whatever the dealer holds (a ``MINI_ROYAL`` line pays the
    suited A-K-Q apart; without one it is a straight flush). ``six_card``: the 6-Card Bonus
    table, paid on the best five of the player's and the dealer's six cards (empty: not
    offered). ``pair_plus_alone``: whether Pair Plus may be played without an ante.
    ``pair_plus_on_fold``: whether Pair Plus is still settled when the player folds (where
    it is not, a fold loses it). The 6-Card Bonus is settled on a fold everywhere: no page
    read says otherwise (Evolution's "Live Three Card Poker" says it is).
    """

    slug: str
    name: str
    sources: tuple[Source, ...]
    ante_bonus: PayTable | None
    pair_plus: PayTable | None
    six_card: SixCardTable | None = ()
    pair_plus_alone: bool = True
    pair_plus_on_fold: bool | None = True

    @property
    def offers_pair_plus(self) -> bool:
        return self.pair_plus != ()

    @property
    def offers_six_card(self) -> bool:
        return self.six_card != ()

    def unknown(self) -> tuple[str, ...]:
        """The fields whose tables this house has not published, for the admin to ask."""
        return tuple(name for name in _FIELD_NAMES if getattr(self, name) is None)


def known(rules: ThreeCardRules, field: str, value: T | None) -> T:
    """``value``, the table ``rules`` hold in ``field``; ``RulesIncomplete`` (code
    ``<field>_unknown``) when the house has not published it."""
    if value is None:
        raise RulesIncomplete(
            f"{rules.name} has not published {_FIELD_NAMES.get(field, field)}: ask the house "
            "and enter it first",
            code=f"{field}_unknown",
            field=field,
        )
    return value


def odds_on(table: Sequence[tuple[T, int]], line: T | None) -> int | None:
    """The "N to 1" ``table`` pays ``line``; ``None`` when it pays nothing there.

    >>> from engine.three_card.variants import CLASSIC
    >>> odds_on(CLASSIC.pair_plus, Line.FLUSH), odds_on(CLASSIC.pair_plus, None)
    (4, None)
    """
    return next((odds for each, odds in table if each == line), None)


def has_mini_royal(table: Sequence[tuple[Line, int]] | None) -> bool:
    """Whether a three-card table pays the mini-royal on a line of its own."""
    return table is not None and any(line is Line.MINI_ROYAL for line, _ in table)


# What a rules value written by ``rules_to_dict`` says it is.
GAME = "three_card"


def _table_to_list(table: Sequence[tuple[Any, int]] | None) -> list[list[Any]] | None:
    if table is None:
        return None
    return [
        [line.slug if isinstance(line, FiveCategory) else line.value, odds] for line, odds in table
    ]


def rules_to_dict(rules: ThreeCardRules) -> dict[str, Any]:
    """``rules`` as plain JSON data (tables as lists of [line, odds], unknown tables as
    ``None``), so a dealt round keeps the rules it was dealt under."""
    return {
        "game": GAME,
        "slug": rules.slug,
        "name": rules.name,
        "sources": [[source.title, source.url] for source in rules.sources],
        "ante_bonus": _table_to_list(rules.ante_bonus),
        "pair_plus": _table_to_list(rules.pair_plus),
        "six_card": _table_to_list(rules.six_card),
        "pair_plus_alone": rules.pair_plus_alone,
        "pair_plus_on_fold": rules.pair_plus_on_fold,
    }


def _lines(data: Sequence[Sequence[Any]] | None) -> PayTable | None:
    return None if data is None else tuple((Line(line), int(odds)) for line, odds in data)


def rules_from_dict(data: Mapping[str, Any]) -> ThreeCardRules:
    """The ``ThreeCardRules`` that ``rules_to_dict`` wrote. Raises ``ValueError`` for the
    rules of another game."""
    if data.get("game") != GAME:
        raise ValueError(f"these are not Three Card Poker rules (game {data.get('game')!r})")
    six = data["six_card"]
    return ThreeCardRules(
        slug=data["slug"],
        name=data["name"],
        sources=tuple(Source(title, url) for title, url in data["sources"]),
        ante_bonus=_lines(data["ante_bonus"]),
        pair_plus=_lines(data["pair_plus"]),
        six_card=(
            None
            if six is None
            else tuple((FiveCategory.from_slug(slug), int(odds)) for slug, odds in six)
        ),
        pair_plus_alone=data["pair_plus_alone"],
        pair_plus_on_fold=data["pair_plus_on_fold"],
    )
