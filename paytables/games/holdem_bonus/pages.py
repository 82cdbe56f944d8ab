"""Texas Hold'em Bonus's public pages' pieces: see ``paytables.pages``."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.utils.translation import gettext_lazy as _

from paytables.games.holdem_bonus.comparison import (
    REFERENCE_SLUG,
    facts,
    holdem_bonus_comparison_rows,
)
from paytables.games.holdem_bonus.examples import EXAMPLE_ANTE, holdem_bonus_worked_examples
from paytables.games.holdem_bonus.forms import HoldemBonusCalculatorForm
from paytables.games.holdem_bonus.selectors import (
    holdem_bonus_payout_summary,
    holdem_bonus_round_calculation,
    holdem_bonus_variant_queryset,
)
from paytables.models import Variant
from paytables.pages import GamePages
from paytables.selectors import SUMMARY_ANTE


def rules_context(reference: Variant) -> dict[str, Any]:
    summary = holdem_bonus_payout_summary(variant=reference, ante=EXAMPLE_ANTE)
    return {
        "variant": reference,
        "summary": summary,
        "examples": holdem_bonus_worked_examples(summary.rules),
    }


def variant_context(variant: Variant) -> dict[str, Any]:
    summary = holdem_bonus_payout_summary(variant=variant, ante=SUMMARY_ANTE)
    return {"variant": variant, "summary": summary, "facts": facts(summary)}


def summary(variant: Variant, ante: Decimal) -> Any:
    return holdem_bonus_payout_summary(variant=variant, ante=ante)


PAGES = GamePages(
    engine="holdem_bonus",
    name=_("Texas Hold'em Bonus"),
    reference=REFERENCE_SLUG,
    titles={
        "rules": _("Rules of Texas Hold'em Bonus"),
        "variants": _("Texas Hold'em Bonus: variants and differences"),
        "payouts": _("Texas Hold'em Bonus: payout summary"),
        "calculator": _("Texas Hold'em Bonus: payout calculator"),
    },
    calculator_lead=_(
        "Enter a Texas Hold'em Bonus round as it happened at the table: the two hands, the "
        "board, the Bonus and the player's decision on each street; see each wager's outcome "
        "with the reason, and the net."
    ),
    round_template="paytables/holdem_bonus/_round.html",
    variants=holdem_bonus_variant_queryset,
    rules_context=rules_context,
    variants_context=lambda variants: {"rows": holdem_bonus_comparison_rows(variants)},
    variant_context=variant_context,
    payout_summary=summary,
    calculator_form=HoldemBonusCalculatorForm,
    calculate=lambda entry: holdem_bonus_round_calculation(entry=entry),
)
