"""Three Card Poker: a variant's house rules (its ``ThreeCardHouse`` row, its pay lines and
sources) as the engine's ``ThreeCardRules``.

A table the house does not offer is empty; a table it offers with no line entered, or with
a line whose odds are empty, is one it has not published: ``None``, which the engine then
refuses to guess. A fold's effect on Pair Plus left empty is ``None`` too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, TypeVar

from engine.errors import RulesIncomplete
from engine.hands import Category as FiveCategory
from engine.three_card.evaluate import Line
from engine.three_card.rules import Source, ThreeCardRules

if TYPE_CHECKING:
    from paytables.games.three_card.models import ThreeCardHouse, ThreeCardPay
    from paytables.models import Variant

T = TypeVar("T")

# The order of a table's lines, best first, as the engine writes its tables.
_LINE_ORDER = {line.value: index for index, line in enumerate(Line)}


def variant_rules(variant: Variant) -> ThreeCardRules:
    """The engine's ``ThreeCardRules`` for ``variant`` (load it with
    ``three_card_variant_queryset()``). Raises ``RulesIncomplete``
    (``house_rules_missing``) for a variant whose house rules were never entered."""
    house = house_of(variant)
    pays = list(pays_of(variant))
    return ThreeCardRules(
        slug=variant.slug,
        name=variant.name_en,
        sources=tuple(Source(source.title_en, source.url) for source in variant.sources.all()),
        ante_bonus=_table(house.offers_ante_bonus, pays, "ante_bonus", Line, _line_rank),
        pair_plus=_table(house.offers_pair_plus, pays, "pair_plus", Line, _line_rank),
        six_card=_table(
            house.offers_six_card, pays, "six_card", FiveCategory.from_slug, _five_rank
        ),
        pair_plus_alone=house.pair_plus_alone,
        pair_plus_on_fold=house.pair_plus_on_fold,
    )


def house_of(variant: Variant) -> ThreeCardHouse:
    """The house rules of a Three Card Poker variant; ``RulesIncomplete`` when there are
    none."""
    house: ThreeCardHouse | None = getattr(variant, "three_card", None)
    if house is None:
        raise RulesIncomplete(
            f"{variant.name_en} has no Three Card Poker house rules entered: enter them in "
            "the admin first",
            code="house_rules_missing",
        )
    return house


def _line_rank(line: str) -> int:
    return _LINE_ORDER[line]


def _five_rank(line: str) -> int:
    return -FiveCategory.from_slug(line).value


def _table(
    offered: bool,
    pays: Sequence[ThreeCardPay],
    table: str,
    kind: Callable[[str], T],
    rank: Callable[[str], int],
) -> tuple[tuple[T, int], ...] | None:
    if not offered:
        return ()
    rows = sorted((pay for pay in pays if pay.table == table), key=lambda pay: rank(pay.line))
    if not rows or any(pay.odds is None for pay in rows):
        return None
    return tuple((kind(pay.line), pay.odds) for pay in rows if pay.odds is not None)


def pays_of(variant: Variant) -> Iterable[ThreeCardPay]:
    """The variant's pay lines (prefetched where its queryset asked). Through ``getattr``:
    the type checker sees no reverse accessor from a model outside ``paytables.models``."""
    return getattr(variant, "three_card_pays").all()  # noqa: B009
