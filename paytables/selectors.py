"""Reads of the house rules."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from django.db.models import QuerySet

from croupier.errors import Refusal
from engine.errors import PokerError
from paytables.models import GlossaryTerm, Variant

# The ante of a house's payout summary on its own page and where the payout summary opens.
SUMMARY_ANTE = Decimal(10)


def engine_refusal(
    error: PokerError,
    *,
    explain: Callable[..., str],
    variant: Variant,
    field: str | None,
) -> Refusal:
    """The engine's refusal of a round entered on a game's page, as the page shows it: the
    reason in the reader's language (the game's ``explain``), about the form's ``field``
    (``None``: the whole form). Every game's calculator raises this, and every calculator
    form shows it with ``add_refusal``."""
    message = explain(error, variant_name=str(variant))
    # The engine's params keep their names, but its ``field`` (a figure of the rules) is not
    # the form's.
    params = {
        ("figure" if name == "field" else name): value for name, value in error.params.items()
    }
    return Refusal(message, code=error.code, field=field, **params)


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


def variant_rules(*, slug: str) -> Any:
    """The engine's rules of the variant ``slug`` as the database holds them now: Oasis
    Poker's ``Rules`` or Russian Poker's ``RussianRules``, as its game says."""
    return variant_get(slug=slug).rules()


def glossary_list() -> QuerySet[GlossaryTerm]:
    return GlossaryTerm.objects.all()


# -- Russian Poker -------------------------------------------------------------------------
