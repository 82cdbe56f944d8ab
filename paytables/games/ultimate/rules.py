"""Ultimate Texas Hold'em: a variant's house rules (its ``UltimateHouse`` row, its pay lines
and sources) as the engine's ``UltimateRules``.

A table with no line entered, or with a line whose odds are empty, is one the house has not
published: ``None``, which the engine refuses to guess; a Trips the house does not offer is
an empty table. What a fold does to the Trips left empty is ``None`` too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.errors import RulesIncomplete
from engine.hands import Category
from engine.pay import Source
from engine.ultimate.rules import PayTable, UltimateRules

if TYPE_CHECKING:
    from paytables.games.ultimate.models import UltimateHouse, UltimatePay
    from paytables.models import Variant


def variant_rules(variant: Variant) -> UltimateRules:
    """The engine's ``UltimateRules`` for ``variant`` (load it with
    ``ultimate_variant_queryset()``). Raises ``RulesIncomplete`` (``house_rules_missing``)
    for a variant whose house rules were never entered."""
    house = house_of(variant)
    pays = list(pays_of(variant))
    return UltimateRules(
        slug=variant.slug,
        name=variant.name_en,
        sources=tuple(Source(source.title_en, source.url) for source in variant.sources.all()),
        blind=_table(pays, "blind"),
        trips=_table(pays, "trips") if house.offers_trips else (),
        preflop_multiples=tuple(int(each) for each in house.preflop_multiples.split(",")),
        trips_on_fold=house.trips_on_fold,
    )


def house_of(variant: Variant) -> UltimateHouse:
    """The house rules of an Ultimate Texas Hold'em variant; ``RulesIncomplete`` when there
    are none."""
    house: UltimateHouse | None = getattr(variant, "ultimate", None)
    if house is None:
        raise RulesIncomplete(
            f"{variant.name_en} has no Ultimate Texas Hold'em house rules entered: enter them "
            "in the admin first",
            code="house_rules_missing",
        )
    return house


def _table(pays: Sequence[UltimatePay], table: str) -> PayTable | None:
    rows = sorted(
        (pay for pay in pays if pay.table == table),
        key=lambda pay: -Category.from_slug(pay.line).value,
    )
    if not rows or any(pay.odds is None for pay in rows):
        return None
    return tuple(
        (Category.from_slug(pay.line), Fraction(pay.odds)) for pay in rows if pay.odds is not None
    )


def pays_of(variant: Variant) -> Iterable[UltimatePay]:
    """The variant's pay lines (prefetched where its queryset asked). Through ``getattr``:
    the type checker sees no reverse accessor from a model outside ``paytables.models``."""
    return getattr(variant, "ultimate_pays").all()  # noqa: B009
