"""Russian Poker: a variant's house rules (its ``RussianHouse`` row, bet pays and sources)
as the engine's ``RussianRules``.

A figure the house has not published is empty in the database ("" for a choice, ``None``
for a yes-or-no or a table never entered) and ``None`` in the rules, which the engine then
refuses to guess.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, TypeVar

from engine.errors import RulesIncomplete
from engine.hands import Category
from engine.russian.rules import (
    AntePays,
    DealerDiscards,
    Insurance,
    InsuranceLimit,
    RussianRules,
    Source,
)
from engine.showdown import frozen_mapping

if TYPE_CHECKING:
    from paytables.models import RussianHouse, Variant

E = TypeVar("E", bound=enum.StrEnum)


def variant_rules(variant: Variant) -> RussianRules:
    """The engine's ``RussianRules`` for ``variant`` (load it with
    ``russian_variant_queryset()``). Raises ``RulesIncomplete`` (``house_rules_missing``)
    for a Russian Poker variant whose house rules were never entered."""
    house = house_of(variant)
    pays = {Category.from_slug(pay.category): pay.odds for pay in variant.russian_pays.all()}
    return RussianRules(
        slug=variant.slug,
        name=variant.name_en,
        sources=tuple(Source(source.title_en, source.url) for source in variant.sources.all()),
        bet_pays=frozen_mapping(pays) if pays else None,
        exchange_counts=exchange_counts(house),
        sixth_card=house.sixth_card,
        ante_on_win=_choice(AntePays, house.ante_on_win),
        draw_fees=(house.draw_fee,) * house.draws,
        exchange_and_sixth=house.exchange_and_sixth,
        buy_game_fee=house.buy_game_fee,
        dealer_discards=_choice(DealerDiscards, house.dealer_discards),
        redraw_same_rank=house.redraw_same_rank,
        ante_after_bought_no_game=_choice(AntePays, house.ante_after_bought_no_game),
        two_combinations=house.two_combinations,
        same_ranks_second=house.same_ranks_second,
        insurance=(
            Insurance(
                limit=_choice(InsuranceLimit, house.insurance_limit),
                returned_unless_won=house.insurance_returned_unless_won,
                least=Category.from_slug(house.insurance_least),
            )
            if house.insurance
            else None
        ),
        max_payout=variant.max_payout,
    )


def house_of(variant: Variant) -> RussianHouse:
    """The house rules of a Russian Poker variant; ``RulesIncomplete`` when there are none."""
    house: RussianHouse | None = getattr(variant, "russian", None)
    if house is None:
        raise RulesIncomplete(
            f"{variant.name_en} has no Russian Poker house rules entered: enter them in the "
            "admin first",
            code="house_rules_missing",
        )
    return house


def exchange_counts(house: RussianHouse) -> frozenset[int]:
    """The numbers of cards that may be exchanged: the house's range, none when it has none."""
    if house.exchange_fewest is None or house.exchange_most is None:
        return frozenset()
    return frozenset(range(house.exchange_fewest, house.exchange_most + 1))


def _choice(kind: type[E], value: str) -> E | None:
    return kind(value) if value else None
