"""Baccarat: a variant's house rules (its ``BaccaratHouse`` row, its Dragon Bonus lines and
its sources) as the engine's ``BaccaratRules``.

An empty figure is one the house has not published: ``None``, which the engine refuses to
guess. A Dragon Bonus the house offers with a line missing or empty is unknown as a whole.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.baccarat.rules import (
    MAIN_BETS,
    BaccaratRules,
    Bet,
    Collection,
    Direction,
    DragonTable,
    Rounding,
    Source,
)
from engine.errors import RulesIncomplete

# The margins a Dragon Bonus table pays a non-natural win by: 4 to 9 points (Wizard of Odds,
# "Baccarat side bets"); the house models' choices.
DRAGON_MARGINS = range(4, 10)

if TYPE_CHECKING:
    from paytables.games.baccarat.models import BaccaratDragonPay, BaccaratHouse
    from paytables.models import Variant


def variant_rules(variant: Variant) -> BaccaratRules:
    """The engine's ``BaccaratRules`` for ``variant``. Raises ``RulesIncomplete``
    (``house_rules_missing``) for a variant whose house rules were never entered."""
    house = house_of(variant)
    return BaccaratRules(
        slug=variant.slug,
        name=variant.name_en,
        sources=tuple(Source(source.title_en, source.url) for source in variant.sources.all()),
        decks=house.decks,
        commission=None if house.commission is None else house.commission.normalize(),
        banker_six_pays=Fraction(house.banker_six_pays),
        three_card_seven_pushes=house.three_card_seven_pushes,
        tie_pays=house.tie_pays,
        pair_pays=house.pair_pays if house.offers_pairs else None,
        super_six_pays=house.super_six_pays if house.offers_super_six else None,
        dragon_7_pays=house.dragon_7_pays if house.offers_dragon_7 else None,
        panda_8_pays=house.panda_8_pays if house.offers_panda_8 else None,
        dragon_bonus=_dragon_table(house, dragon_pays_of(variant)),
        dragon_natural_pays=house.dragon_natural_pays if house.offers_dragon_bonus else None,
        offers=offers(house),
        commission_collection=Collection(house.commission_collection)
        if house.commission_collection
        else None,
        rounding=None
        if house.rounding_unit is None
        else Rounding(house.rounding_unit, Direction(house.rounding_direction)),
        bet_multiples=_multiples(house),
    )


def offers(house: BaccaratHouse) -> tuple[Bet, ...]:
    """The bets the house takes, in the layout's order."""
    side = {
        Bet.PLAYER_PAIR: house.offers_pairs,
        Bet.BANKER_PAIR: house.offers_pairs,
        Bet.SUPER_SIX: house.offers_super_six,
        Bet.DRAGON_7: house.offers_dragon_7,
        Bet.PANDA_8: house.offers_panda_8,
        Bet.DRAGON_PLAYER: house.offers_dragon_bonus,
        Bet.DRAGON_BANKER: house.offers_dragon_bonus,
    }
    return (*MAIN_BETS, *(bet for bet, offered in side.items() if offered))


def house_of(variant: Variant) -> BaccaratHouse:
    """The house rules of a baccarat variant; ``RulesIncomplete`` when there are none."""
    house: BaccaratHouse | None = getattr(variant, "baccarat", None)
    if house is None:
        raise RulesIncomplete(
            f"{variant.name_en} has no baccarat house rules entered: enter them in the admin first",
            code="house_rules_missing",
        )
    return house


def _dragon_table(house: BaccaratHouse, pays: Iterable[BaccaratDragonPay]) -> DragonTable | None:
    if not house.offers_dragon_bonus:
        return None
    odds = {pay.margin: pay.odds for pay in pays}
    table = tuple((margin, odds.get(margin)) for margin in reversed(DRAGON_MARGINS))
    if any(pays is None for _margin, pays in table):
        return None
    return tuple((margin, pays) for margin, pays in table if pays is not None)


def _multiples(house: BaccaratHouse) -> tuple[tuple[Bet, Decimal], ...] | None:
    if not house.multiples_published:
        return None
    given = ((Bet.BANKER, house.banker_multiple), (Bet.TIE, house.tie_multiple))
    return tuple((bet, multiple) for bet, multiple in given if multiple is not None)


def dragon_pays_of(variant: Variant) -> Iterable[BaccaratDragonPay]:
    """The variant's Dragon Bonus lines (prefetched where its queryset asked). Through
    ``getattr``: the type checker sees no reverse accessor from a model outside
    ``paytables.models``."""
    return getattr(variant, "baccarat_dragon_pays").all()  # noqa: B009
