"""Russian Poker's public pages' pieces: see ``paytables.pages``."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.utils.translation import gettext_lazy as _

from paytables.games.russian.comparison import (
    CLASSIC_SLUG,
    russian_comparison_rows,
    russian_fact_list,
)
from paytables.games.russian.examples import EXAMPLE_ANTE, russian_worked_examples
from paytables.games.russian.forms import RussianCalculatorForm
from paytables.games.russian.selectors import (
    russian_payout_summary,
    russian_round_calculation,
    russian_variant_queryset,
)
from paytables.models import Variant
from paytables.pages import GamePages
from paytables.selectors import SUMMARY_ANTE


def rules_context(classic: Variant) -> dict[str, Any]:
    return {
        "variant": classic,
        "summary": russian_payout_summary(variant=classic, ante=EXAMPLE_ANTE),
        "facts": {fact.key: fact for fact in russian_fact_list(classic)},
        "examples": russian_worked_examples(classic.russian_rules()),
    }


def variant_context(variant: Variant) -> dict[str, Any]:
    return {
        "variant": variant,
        "facts": russian_fact_list(variant),
        "summary": russian_payout_summary(variant=variant, ante=SUMMARY_ANTE),
    }


def summary(variant: Variant, ante: Decimal) -> Any:
    return russian_payout_summary(variant=variant, ante=ante)


PAGES = GamePages(
    engine="russian",
    name=_("Russian Poker"),
    reference=CLASSIC_SLUG,
    titles={
        "rules": _("Rules of Russian Poker"),
        "variants": _("Russian Poker: variants and differences"),
        "payouts": _("Russian Poker: payout summary"),
        "calculator": _("Russian Poker: payout calculator"),
    },
    calculator_lead=_(
        "Enter a Russian Poker round as it happened at the table, with what the player "
        "bought; see each wager's outcome with the reason, the combinations paid, the fee "
        "and the net."
    ),
    round_template="paytables/_russian_round.html",
    variants=russian_variant_queryset,
    rules_context=rules_context,
    variants_context=lambda variants: {"rows": russian_comparison_rows(variants)},
    variant_context=variant_context,
    payout_summary=summary,
    calculator_form=RussianCalculatorForm,
    calculate=lambda entry: russian_round_calculation(entry=entry),
)
