"""Writes of the house rules."""

from __future__ import annotations

import itertools
from typing import Any, TypeVar

from django.apps import apps
from django.db import transaction
from django.db.models import CharField, Model
from django.utils import translation
from django.utils.translation import gettext

from paytables.games import rules_to_dict
from paytables.models import Variant, VariantAnalysis

M = TypeVar("M", bound=Model)


def rule_rows() -> list[type[Model]]:
    """Every model whose rows belong to a variant and make up its rules (``part_of_rules``),
    whatever its game; a variant's computed analysis is not one: a copy gets its own."""
    return [
        model
        for model in apps.get_app_config("paytables").get_models()
        if getattr(model, "part_of_rules", False)
    ]


@transaction.atomic
def variant_clone(*, variant: Variant) -> Variant:
    """Copy ``variant`` with every row of its rules (fees and pays, a Russian Poker house's
    rules, its sources), as a starting point for another house.

    The copy takes the first free slug of ``<slug>-copy``, ``<slug>-copy-2``, ... and the
    names "<name> (copy)" in each language; every other field is the original's. Returns the
    saved copy. Raises ``ValidationError`` (and writes nothing) if the copy is not valid.
    """
    rows: dict[type[Model], list[Model]] = {
        model: list(model._default_manager.filter(variant=variant)) for model in rule_rows()
    }
    clone = Variant(**_fields(variant))
    clone.slug = _free_slug(variant.slug)
    clone.name_en = _copy_name(variant.name_en, language="en")
    clone.name_vi = _copy_name(variant.name_vi, language="vi") if variant.name_vi else ""
    clone.full_clean()
    clone.save()

    for model, originals in rows.items():
        _copy_rows(model, originals, clone)
    return clone


def _copy_rows(model: type[M], originals: list[M], variant: Variant) -> None:
    copies = [model(**(_fields(row) | {"variant_id": variant.pk})) for row in originals]
    for copy in copies:
        copy.full_clean()
    model._default_manager.bulk_create(copies)


def _fields(row: Model) -> dict[str, Any]:
    """A row's values, its primary key left out, for a copy of it."""
    return {
        field.attname: getattr(row, field.attname)
        for field in row._meta.concrete_fields
        if not field.primary_key
    }


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
