"""Oasis Poker (and Caribbean Stud, its variant without a switch): a variant's rows as the
engine's ``Rules``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from engine.hands import Category
from engine.oasis.round import BonusHand, Rules
from engine.showdown import frozen_mapping

if TYPE_CHECKING:
    from paytables.models import HandCategory, Variant

# RaisePay.Table's values (the models are imported for their types only: see the package).
MAIN, AFTER_SWITCH = "main", "after_switch"


def variant_rules(variant: Variant) -> Rules:
    """The engine's ``Rules`` for ``variant`` (load it with ``variant_queryset()``)."""
    main = variant.raise_table(MAIN)
    after = variant.raise_table(AFTER_SWITCH)
    return Rules(
        slug=variant.slug,
        name=variant.name_en,
        raise_pays=_engine_pays(main),
        switch_fees=frozen_mapping((fee.cards, fee.fee) for fee in variant.switch_fees.all()),
        max_switches=variant.max_switches,
        fold_after_switch=variant.fold_after_switch,
        full_switch_forces_raise=variant.full_switch_forces_raise,
        lower_pays_after_switch=variant.lower_pays_after_switch,
        after_switch_pays=(
            None if variant.after_switch_table_missing or not after else _engine_pays(after)
        ),
        bonus=variant.bonus_table.engine_table() if variant.bonus_table else None,
        bonus_on=BonusHand(variant.bonus_on),
        dealer_buy_fee=variant.dealer_buy_fee,
        max_payout=variant.max_payout,
    )


def _engine_pays(table: dict[HandCategory, int]) -> Mapping[Category, int]:
    return frozen_mapping((Category.from_slug(category), odds) for category, odds in table.items())
