"""Reads of the house rules."""

from __future__ import annotations

from django.db.models import QuerySet

from paytables.models import GlossaryTerm, Variant
from poker.oasis import Rules


def variant_queryset() -> QuerySet[Variant]:
    """Variants with everything ``Variant.rules()`` reads, in two-digit queries."""
    return Variant.objects.select_related("game", "bonus_table").prefetch_related(
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
