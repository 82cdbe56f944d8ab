"""Texas Hold'em Bonus: a variant's house rules (its ``HoldemBonusHouse`` row, its Bonus
lines and sources) as the engine's ``HoldemBonusRules``.

A Bonus the house does not offer is an empty table; one it offers with no line entered, or
with a line whose odds are empty, is one it has not published: ``None``, which the engine
then refuses to guess. What a fold does to the Bonus left empty is ``None`` too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.errors import RulesIncomplete
from engine.hands import Category
from engine.holdem_bonus.bonus import BonusLine
from engine.holdem_bonus.rules import BonusTable, HoldemBonusRules
from engine.pay import Source

if TYPE_CHECKING:
    from paytables.games.holdem_bonus.models import HoldemBonusHouse, HoldemBonusPay
    from paytables.models import Variant

# The order of the table's lines, best first, as the engine writes its tables.
_LINE_ORDER = {line.value: index for index, line in enumerate(BonusLine)}


def variant_rules(variant: Variant) -> HoldemBonusRules:
    """The engine's ``HoldemBonusRules`` for ``variant`` (load it with
    ``holdem_bonus_variant_queryset()``). Raises ``RulesIncomplete``
    (``house_rules_missing``) for a variant whose house rules were never entered."""
    house = house_of(variant)
    return HoldemBonusRules(
        slug=variant.slug,
        name=variant.name_en,
        sources=tuple(Source(source.title_en, source.url) for source in variant.sources.all()),
        ante_pays_from=Category.from_slug(house.ante_pays_from),
        bonus=_table(house.offers_bonus, list(pays_of(variant))),
        bonus_on_fold=house.bonus_on_fold,
    )


def house_of(variant: Variant) -> HoldemBonusHouse:
    """The house rules of a Texas Hold'em Bonus variant; ``RulesIncomplete`` when there are
    none."""
    house: HoldemBonusHouse | None = getattr(variant, "holdem_bonus", None)
    if house is None:
        raise RulesIncomplete(
            f"{variant.name_en} has no Texas Hold'em Bonus house rules entered: enter them "
            "in the admin first",
            code="house_rules_missing",
        )
    return house


def _table(offered: bool, pays: Sequence[HoldemBonusPay]) -> BonusTable | None:
    if not offered:
        return ()
    rows = sorted(pays, key=lambda pay: _LINE_ORDER[pay.line])
    if not rows or any(pay.odds is None for pay in rows):
        return None
    return tuple((BonusLine(pay.line), Fraction(pay.odds)) for pay in rows if pay.odds is not None)


def pays_of(variant: Variant) -> Iterable[HoldemBonusPay]:
    """The variant's Bonus lines (prefetched where its queryset asked). Through ``getattr``:
    the type checker sees no reverse accessor from a model outside ``paytables.models``."""
    return getattr(variant, "holdem_bonus_pays").all()  # noqa: B009
