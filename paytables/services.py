"""Writes of the house rules."""

from __future__ import annotations

import itertools
from typing import Any

from django.db import transaction
from django.db.models import CharField
from django.utils import translation
from django.utils.translation import gettext

from paytables.models import RaisePay, SwitchFee, Variant, VariantAnalysis
from poker.oasis import rules_to_dict


@transaction.atomic
def variant_clone(*, variant: Variant) -> Variant:
    """Copy ``variant`` with every fee and pay row, as a starting point for another house.

    The copy takes the first free slug of ``<slug>-copy``, ``<slug>-copy-2``, ... and the
    names "<name> (copy)" in each language; every other field is the original's. Returns the
    saved copy. Raises ``ValidationError`` (and writes nothing) if the copy is not valid.
    """
    fees = list(variant.switch_fees.all())
    pays = list(variant.raise_pays.all())
    clone = Variant(
        **{
            field.attname: getattr(variant, field.attname)
            for field in Variant._meta.concrete_fields
            if not field.primary_key
        }
    )
    clone.slug = _free_slug(variant.slug)
    clone.name_en = _copy_name(variant.name_en, language="en")
    clone.name_vi = _copy_name(variant.name_vi, language="vi") if variant.name_vi else ""
    clone.full_clean()
    clone.save()

    fee_rows = [SwitchFee(variant=clone, cards=fee.cards, fee=fee.fee) for fee in fees]
    pay_rows = [
        RaisePay(variant=clone, table=pay.table, category=pay.category, odds=pay.odds)
        for pay in pays
    ]
    for row in (*fee_rows, *pay_rows):
        row.full_clean()
    SwitchFee.objects.bulk_create(fee_rows)
    RaisePay.objects.bulk_create(pay_rows)
    return clone


def _free_slug(slug: str) -> str:
    max_length = _max_length("slug")
    suffixes = ("-copy" if number == 1 else f"-copy-{number}" for number in itertools.count(1))
    candidates = (slug[: max_length - len(suffix)] + suffix for suffix in suffixes)
    return next(
        candidate for candidate in candidates if not Variant.objects.filter(slug=candidate).exists()
    )


def _copy_name(name: str, *, language: str) -> str:
    # The suffix is in the language of the field, whatever the instructor's own language.
    max_length = _max_length(f"name_{language}")
    with translation.override(language):
        copy = gettext("%(name)s (copy)") % {"name": name}
        overflow = len(copy) - max_length
        if overflow > 0:
            copy = gettext("%(name)s (copy)") % {"name": name[: len(name) - overflow - 1] + "…"}
    return copy


def _max_length(name: str) -> int:
    field = Variant._meta.get_field(name)
    # Only asked of the slug and the names: text fields, each of a bounded length.
    assert isinstance(field, CharField) and field.max_length is not None, name
    return field.max_length


@transaction.atomic
def variant_analysis_store(*, variant: Variant, table: dict[str, Any]) -> VariantAnalysis:
    """Keep ``table`` (``return_table_to_dict``'s output) as ``variant``'s analysis, with a
    snapshot of the rules it was computed for. Replaces any earlier one. Returns it saved."""
    analysis, _created = VariantAnalysis.objects.update_or_create(
        variant=variant,
        defaults={"rules": rules_to_dict(variant.rules()), "table": table},
    )
    return analysis
