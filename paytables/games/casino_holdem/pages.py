"""Casino Hold'em's public pages' pieces: see ``paytables.pages``."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.utils.translation import gettext_lazy as _

from paytables.games.casino_holdem.comparison import (
    REFERENCE_SLUG,
    casino_holdem_comparison_rows,
    facts,
)
from paytables.games.casino_holdem.examples import EXAMPLE_ANTE, casino_holdem_worked_examples
from paytables.games.casino_holdem.forms import CasinoHoldemCalculatorForm
from paytables.games.casino_holdem.selectors import (
    casino_holdem_payout_summary,
    casino_holdem_round_calculation,
    casino_holdem_variant_queryset,
)
from paytables.models import Variant
from paytables.pages import GamePages
from paytables.selectors import SUMMARY_ANTE


def rules_context(reference: Variant) -> dict[str, Any]:
    summary = casino_holdem_payout_summary(variant=reference, ante=EXAMPLE_ANTE)
    return {
        "variant": reference,
        "summary": summary,
        "examples": casino_holdem_worked_examples(summary.rules),
    }


def variant_context(variant: Variant) -> dict[str, Any]:
    summary = casino_holdem_payout_summary(variant=variant, ante=SUMMARY_ANTE)
    return {"variant": variant, "summary": summary, "facts": facts(summary)}


def summary(variant: Variant, ante: Decimal) -> Any:
    return casino_holdem_payout_summary(variant=variant, ante=ante)


PAGES = GamePages(
    engine="casino_holdem",
    name=_("Casino Hold'em"),
    reference=REFERENCE_SLUG,
    titles={
        "rules": _("Rules of Casino Hold'em"),
        "variants": _("Casino Hold'em: variants and differences"),
        "payouts": _("Casino Hold'em: payout summary"),
        "calculator": _("Casino Hold'em: payout calculator"),
    },
    calculator_lead=_(
        "Enter a Casino Hold'em round as it happened at the table: the player's two cards, "
        "the dealer's two, the board's five, the AA Bonus and the decision after the flop; "
        "see each wager's outcome with the reason and the net."
    ),
    round_template="paytables/casino_holdem/_round.html",
    variants=casino_holdem_variant_queryset,
    rules_context=rules_context,
    variants_context=lambda variants: {"rows": casino_holdem_comparison_rows(variants)},
    variant_context=variant_context,
    payout_summary=summary,
    calculator_form=CasinoHoldemCalculatorForm,
    calculate=lambda entry: casino_holdem_round_calculation(entry=entry),
)
