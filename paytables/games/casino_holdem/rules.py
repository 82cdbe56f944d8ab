"""Casino Hold'em: a variant's house rules (its ``CasinoHoldemHouse`` row, its pay lines and
sources) as the engine's ``CasinoHoldemRules``.

A table with no line entered, or with a line whose odds are empty, is one the house has
not published: ``None``, which the engine then refuses to guess. The AA Bonus the house
does not offer is empty; what a fold does to it left empty is ``None`` too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, TypeVar

from engine.casino_holdem.bonus import BonusLine
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.errors import RulesIncomplete
from engine.hands import Category
from engine.pay import Source

if TYPE_CHECKING:
    from paytables.games.casino_holdem.models import CasinoHoldemHouse, CasinoHoldemPay
    from paytables.models import Variant

T = TypeVar("T")

# The order of the AA Bonus's lines, best first, as the engine writes its table.
_BONUS_ORDER = {line.value: index for index, line in enumerate(BonusLine)}


def variant_rules(variant: Variant) -> CasinoHoldemRules:
    """The engine's ``CasinoHoldemRules`` for ``variant`` (load it with
    ``casino_holdem_variant_queryset()``). Raises ``RulesIncomplete``
    (``house_rules_missing``) for a variant whose house rules were never entered."""
    house = house_of(variant)
    pays = list(pays_of(variant))
    return CasinoHoldemRules(
        slug=variant.slug,
        name=variant.name_en,
        sources=tuple(Source(source.title_en, source.url) for source in variant.sources.all()),
        ante=_table(True, pays, "ante", Category.from_slug, _ante_rank),
        aa_bonus=_table(house.offers_aa_bonus, pays, "aa_bonus", BonusLine, _BONUS_ORDER.get),
        aa_bonus_on_fold=house.aa_bonus_on_fold,
    )


def house_of(variant: Variant) -> CasinoHoldemHouse:
    """The house rules of a Casino Hold'em variant; ``RulesIncomplete`` when there are
    none."""
    house: CasinoHoldemHouse | None = getattr(variant, "casino_holdem", None)
    if house is None:
        raise RulesIncomplete(
            f"{variant.name_en} has no Casino Hold'em house rules entered: enter them in the "
            "admin first",
            code="house_rules_missing",
        )
    return house


def _ante_rank(line: str) -> int:
    return -Category.from_slug(line).value


def _table(
    offered: bool,
    pays: Sequence[CasinoHoldemPay],
    table: str,
    kind: Callable[[str], T],
    rank: Callable[[str], int | None],
) -> tuple[tuple[T, Fraction], ...] | None:
    if not offered:
        return ()
    rows = sorted((pay for pay in pays if pay.table == table), key=lambda pay: rank(pay.line) or 0)
    if not rows or any(pay.odds is None for pay in rows):
        return None
    return tuple((kind(pay.line), Fraction(pay.odds)) for pay in rows if pay.odds is not None)


def pays_of(variant: Variant) -> Iterable[CasinoHoldemPay]:
    """The variant's pay lines (prefetched where its queryset asked). Through ``getattr``:
    the type checker sees no reverse accessor from a model outside ``paytables.models``."""
    return getattr(variant, "casino_holdem_pays").all()  # noqa: B009
