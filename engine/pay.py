"""Pay tables as the games dealt on a Hold'em board write them: "N to M" odds on the lines
of a table, the sources a house's figures come from, and the refusal for a figure the house
has not published.

Odds are exact ``Fraction``s "to 1": 500 is 500 to 1, 3/2 a flush's 3 to 2 on the Ultimate
Texas Hold'em blind. A stake times its odds is an exact ``Decimal`` (``winnings``). A table is
a tuple of (line, odds) pairs, best line first: empty for a wager the house does not offer,
``None`` for one it has not published (the settlement refuses with ``RulesIncomplete``).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, TypeVar

from engine.errors import RulesIncomplete
from engine.showdown import Outcome, WagerResult

T = TypeVar("T")
L = TypeVar("L")
W = TypeVar("W", bound=enum.StrEnum)


@dataclass(frozen=True, slots=True)
class Source:
    """A public page a variant's rules come from."""

    title: str
    url: str


def winnings(stake: Decimal, odds: Fraction) -> Decimal:
    """What ``stake`` wins at ``odds`` to 1, exactly.

    >>> winnings(Decimal("5"), Fraction(3, 2)), winnings(Decimal("2.50"), Fraction(500))
    (Decimal('7.5'), Decimal('1250.00'))
    """
    return stake * odds.numerator / odds.denominator


def whole_odds(odds: Fraction) -> int | None:
    """``odds`` as the whole "N to 1" a settlement shows, ``None`` for odds such as 3 to 2."""
    return int(odds) if odds.denominator == 1 else None


def odds_text(odds: Fraction) -> str:
    """Odds as plain data: "500", "3/2"."""
    return str(odds)


def odds_from_text(text: str | int) -> Fraction:
    """The odds ``odds_text`` wrote; ``ValueError`` for text that is not positive odds.

    >>> odds_from_text("3/2"), odds_from_text(500)
    (Fraction(3, 2), Fraction(500, 1))
    """
    odds = Fraction(text)
    if odds <= 0:
        raise ValueError(f"odds are above zero, not {text!r}")
    return odds


def odds_on(table: Sequence[tuple[L, Fraction]], line: L | None) -> Fraction | None:
    """The odds ``table`` pays ``line``; ``None`` when it pays nothing there."""
    return next((odds for each, odds in table if each == line), None)


def table_to_list(
    table: Sequence[tuple[L, Fraction]] | None, name: Callable[[L], str]
) -> list[list[str]] | None:
    """A pay table as plain JSON data, [[line, odds], ...], with ``name`` naming a line."""
    if table is None:
        return None
    return [[name(line), odds_text(odds)] for line, odds in table]


def table_from_list(
    data: Sequence[Sequence[Any]] | None, line: Callable[[str], L]
) -> tuple[tuple[L, Fraction], ...] | None:
    """The table ``table_to_list`` wrote, ``line`` reading each line's name."""
    if data is None:
        return None
    return tuple((line(name), odds_from_text(odds)) for name, odds in data)


def sources_to_list(sources: Sequence[Source]) -> list[list[str]]:
    return [[source.title, source.url] for source in sources]


def sources_from_list(data: Sequence[Sequence[str]]) -> tuple[Source, ...]:
    return tuple(Source(title, url) for title, url in data)


def known(house: str, field: str, value: T | None, names: Mapping[str, str]) -> T:
    """``value``, what the house ``house`` has in its rules' ``field``; ``RulesIncomplete``
    (code ``<field>_unknown``) when it has not published it, ``names`` saying what the
    field is in words."""
    if value is None:
        raise RulesIncomplete(
            f"{house} has not published {names.get(field, field)}: ask the house and enter it "
            "first",
            code=f"{field}_unknown",
            field=field,
        )
    return value


def paid_at(wager: W, stake: Decimal, odds: Fraction | None) -> WagerResult[W]:
    """``stake`` on ``wager`` paid at ``odds`` to 1, lost where there are none (``None``),
    not placed when nothing is staked."""
    if not stake:
        return WagerResult(wager, stake, Outcome.NOT_PLACED, stake)
    if odds is None:
        return WagerResult(wager, stake, Outcome.LOSE, -stake)
    return WagerResult(wager, stake, Outcome.WIN, winnings(stake, odds), odds=whole_odds(odds))


def expected_return(
    counts: Iterable[tuple[L | None, int]], table: Sequence[tuple[L, Fraction]], total: int
) -> Fraction:
    """What a unit staked returns, exactly, when ``counts`` (line, deals) of ``total``
    equally likely deals fall on each line (``None``: on none) and ``table`` pays them: the
    sum of counts times odds, less the stakes lost, over ``total``."""
    result = Fraction(0)
    for line, count in counts:
        odds = None if line is None else odds_on(table, line)
        result += count * (Fraction(-1) if odds is None else odds)
    return result / total
