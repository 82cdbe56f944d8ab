"""Oasis Poker's public pages' pieces (Caribbean Stud's houses are among its variants): see
``paytables.pages``."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.utils.translation import gettext_lazy as _

from paytables.games.oasis.comparison import STANDARD_SLUG, comparison_rows, fee_schedule_text
from paytables.games.oasis.examples import EXAMPLE_ANTE, worked_examples
from paytables.games.oasis.forms import CalculatorForm
from paytables.games.oasis.selectors import (
    oasis_variant_queryset,
    payout_summary,
    round_calculation,
)
from paytables.models import Variant
from paytables.pages import GamePages
from paytables.selectors import SUMMARY_ANTE


def rules_context(standard: Variant) -> dict[str, Any]:
    return {
        "variant": standard,
        "fees": fee_schedule_text(standard),
        "summary": payout_summary(variant=standard, ante=EXAMPLE_ANTE),
        "examples": worked_examples(standard.oasis_rules()),
    }


def variant_context(variant: Variant) -> dict[str, Any]:
    return {
        "variant": variant,
        "fees": fee_schedule_text(variant),
        "summary": payout_summary(variant=variant, ante=SUMMARY_ANTE),
    }


def summary(variant: Variant, ante: Decimal) -> Any:
    return payout_summary(variant=variant, ante=ante)


PAGES = GamePages(
    engine="oasis",
    name=_("Oasis Poker"),
    reference=STANDARD_SLUG,
    titles={
        "rules": _("Rules of Oasis Poker"),
        "variants": _("Variants and differences"),
        "payouts": _("Payout summary"),
        "calculator": _("Payout calculator"),
    },
    calculator_lead=_(
        "Enter a round as it happened at the table; see each wager's outcome with the reason, "
        "the fee and the net."
    ),
    round_template="paytables/_round.html",
    variants=oasis_variant_queryset,
    rules_context=rules_context,
    variants_context=lambda variants: {"rows": comparison_rows(variants)},
    variant_context=variant_context,
    payout_summary=summary,
    calculator_form=CalculatorForm,
    calculate=lambda entry: round_calculation(entry=entry),
)
