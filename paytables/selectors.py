"""Reads of the house rules."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.db.models import QuerySet

from paytables.models import GlossaryTerm, HandCategory, RaisePay, Variant
from poker.oasis import Rules


def variant_queryset() -> QuerySet[Variant]:
    """Variants with everything ``Variant.rules()`` reads, in two-digit queries."""
    return Variant.objects.select_related("game", "bonus_table", "analysis").prefetch_related(
        "switch_fees", "raise_pays", "bonus_table__pays"
    )


def variant_get(*, slug: str) -> Variant:
    """The variant ``slug``; ``ValueError`` listing the known slugs when there is none."""
    try:
        return variant_queryset().get(slug=slug)
    except Variant.DoesNotExist:
        known = ", ".join(Variant.objects.values_list("slug", flat=True))
        raise ValueError(f"unknown variant {slug!r}: choose one of {known}") from None


def variant_rules(*, slug: str) -> Rules:
    """The engine's rules of the variant ``slug`` as the database holds them now."""
    return variant_get(slug=slug).rules()


def variant_list() -> list[Variant]:
    return list(variant_queryset())


def glossary_list() -> QuerySet[GlossaryTerm]:
    return GlossaryTerm.objects.all()


@dataclass(frozen=True)
class PayRow:
    category: HandCategory
    odds: int
    raise_win: Decimal
    total_win: Decimal


@dataclass(frozen=True)
class FeeRow:
    cards: int
    antes: Decimal
    amount: Decimal


@dataclass(frozen=True)
class BonusRow:
    category: HandCategory
    odds: int | None
    meter_share: Decimal | None


@dataclass(frozen=True)
class PayoutSummary:
    """What a variant pays at one ante: the raise table, the fees, the ante, the bonus."""

    variant: Variant
    ante: Decimal
    raise_stake: Decimal
    pays: tuple[PayRow, ...]
    after_switch_pays: tuple[PayRow, ...]
    fees: tuple[FeeRow, ...]
    bonus: tuple[BonusRow, ...]


def payout_summary(*, variant: Variant, ante: Decimal) -> PayoutSummary:
    """The payout summary of ``variant`` at ``ante`` (load it with ``variant_queryset()``)."""
    raise_stake = 2 * ante

    def rows(table: str) -> tuple[PayRow, ...]:
        odds_by_hand = variant.raise_table(table)
        return tuple(
            PayRow(category, odds, raise_stake * odds, raise_stake * odds + ante)
            for category in HandCategory.winning()
            if (odds := odds_by_hand.get(category)) is not None
        )

    bonus_pays = variant.bonus_table.pays.all() if variant.bonus_table else ()
    order = {category: position for position, category in enumerate(HandCategory)}
    return PayoutSummary(
        variant=variant,
        ante=ante,
        raise_stake=raise_stake,
        pays=rows(RaisePay.Table.MAIN),
        after_switch_pays=rows(RaisePay.Table.AFTER_SWITCH),
        fees=tuple(FeeRow(fee.cards, fee.fee, fee.fee * ante) for fee in variant.switch_fees.all()),
        bonus=tuple(
            BonusRow(HandCategory(pay.category), pay.odds, pay.meter_share)
            for pay in sorted(bonus_pays, key=lambda pay: order[pay.category])
        ),
    )
