"""Three Card Poker's public pages' pieces: see ``paytables.pages``."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.utils.translation import gettext_lazy as _

from paytables.games.three_card.comparison import (
    CLASSIC_SLUG,
    comparison_row,
    three_card_comparison_rows,
)
from paytables.games.three_card.examples import EXAMPLE_ANTE, three_card_worked_examples
from paytables.games.three_card.forms import ThreeCardCalculatorForm
from paytables.games.three_card.selectors import (
    three_card_payout_summary,
    three_card_round_calculation,
    three_card_variant_queryset,
)
from paytables.models import Variant
from paytables.pages import GamePages
from paytables.selectors import SUMMARY_ANTE


def rules_context(classic: Variant) -> dict[str, Any]:
    summary = three_card_payout_summary(variant=classic, ante=EXAMPLE_ANTE)
    return {
        "variant": classic,
        "summary": summary,
        "examples": three_card_worked_examples(summary.rules),
    }


def variant_context(variant: Variant) -> dict[str, Any]:
    summary = three_card_payout_summary(variant=variant, ante=SUMMARY_ANTE)
    return {"variant": variant, "summary": summary, "row": comparison_row(summary)}


def summary(variant: Variant, ante: Decimal) -> Any:
    return three_card_payout_summary(variant=variant, ante=ante)


PAGES = GamePages(
    engine="three_card",
    name=_("Three Card Poker"),
    reference=CLASSIC_SLUG,
    titles={
        "rules": _("Rules of Three Card Poker"),
        "variants": _("Three Card Poker: variants and differences"),
        "payouts": _("Three Card Poker: payout summary"),
        "calculator": _("Three Card Poker: payout calculator"),
    },
    calculator_lead=_(
        "Enter a Three Card Poker round as it happened at the table, with its Pair Plus and "
        "6-Card Bonus; see each wager's outcome with the reason, the Ante Bonus and the net."
    ),
    round_template="paytables/three_card/_round.html",
    variants=three_card_variant_queryset,
    rules_context=rules_context,
    variants_context=lambda variants: {"rows": three_card_comparison_rows(variants)},
    variant_context=variant_context,
    payout_summary=summary,
    calculator_form=ThreeCardCalculatorForm,
    calculate=lambda entry: three_card_round_calculation(entry=entry),
)
