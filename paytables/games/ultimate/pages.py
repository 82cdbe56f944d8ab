"""Ultimate Texas Hold'em's public pages' pieces: see ``paytables.pages``."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.utils.translation import gettext_lazy as _

from paytables.games.ultimate.comparison import REFERENCE_SLUG, facts, ultimate_comparison_rows
from paytables.games.ultimate.examples import EXAMPLE_ANTE, ultimate_worked_examples
from paytables.games.ultimate.forms import UltimateCalculatorForm
from paytables.games.ultimate.selectors import (
    ultimate_payout_summary,
    ultimate_round_calculation,
    ultimate_variant_queryset,
)
from paytables.models import Variant
from paytables.pages import GamePages
from paytables.selectors import SUMMARY_ANTE


def rules_context(reference: Variant) -> dict[str, Any]:
    summary = ultimate_payout_summary(variant=reference, ante=EXAMPLE_ANTE)
    return {
        "variant": reference,
        "summary": summary,
        "examples": ultimate_worked_examples(summary.rules),
    }


def variant_context(variant: Variant) -> dict[str, Any]:
    summary = ultimate_payout_summary(variant=variant, ante=SUMMARY_ANTE)
    return {"variant": variant, "summary": summary, "facts": facts(summary)}


def summary(variant: Variant, ante: Decimal) -> Any:
    return ultimate_payout_summary(variant=variant, ante=ante)


PAGES = GamePages(
    engine="ultimate",
    name=_("Ultimate Texas Hold'em"),
    reference=REFERENCE_SLUG,
    titles={
        "rules": _("Rules of Ultimate Texas Hold'em"),
        "variants": _("Ultimate Texas Hold'em: variants and differences"),
        "payouts": _("Ultimate Texas Hold'em: payout summary"),
        "calculator": _("Ultimate Texas Hold'em: payout calculator"),
    },
    calculator_lead=_(
        "Enter an Ultimate Texas Hold'em round as it was dealt, the player's decision on each "
        "street and the Trips: see each wager's outcome with the reason, and the net."
    ),
    round_template="paytables/ultimate/_round.html",
    variants=ultimate_variant_queryset,
    rules_context=rules_context,
    variants_context=lambda variants: {"rows": ultimate_comparison_rows(variants)},
    variant_context=variant_context,
    payout_summary=summary,
    calculator_form=UltimateCalculatorForm,
    calculate=lambda entry: ultimate_round_calculation(entry=entry),
)
