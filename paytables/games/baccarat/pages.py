"""Baccarat's public pages' pieces: see ``paytables.pages``."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.utils.translation import gettext_lazy as _

from engine.baccarat.tableau import banker_draws
from paytables.games.baccarat.comparison import REFERENCE_SLUG, baccarat_comparison_rows, facts
from paytables.games.baccarat.examples import baccarat_worked_examples
from paytables.games.baccarat.forms import BaccaratCalculatorForm
from paytables.games.baccarat.selectors import (
    baccarat_payout_summary,
    baccarat_round_calculation,
    baccarat_variant_queryset,
)
from paytables.models import Variant
from paytables.pages import GamePages
from paytables.selectors import SUMMARY_ANTE

# The Banker's two-card totals the tableau has a row for (8 and 9 are naturals), and the
# points a Player's third card counts.
BANKER_TOTALS = range(8)
THIRD_CARDS = range(10)


@dataclass(frozen=True)
class TableauRow:
    """One row of the tableau: the Banker's two-card total, whether he draws when the
    Player stood, and by each point of the Player's third card."""

    banker_total: int
    player_stood: bool
    by_third_card: tuple[bool, ...]


def tableau_rows() -> list[TableauRow]:
    """The tableau as the rules page shows it, every cell the engine's own rule."""
    return [
        TableauRow(
            total,
            banker_draws(total, None),
            tuple(banker_draws(total, third) for third in THIRD_CARDS),
        )
        for total in BANKER_TOTALS
    ]


def rules_context(reference: Variant) -> dict[str, Any]:
    return {
        "variant": reference,
        "summary": baccarat_payout_summary(variant=reference, stake=SUMMARY_ANTE),
        "tableau": tableau_rows(),
        "third_cards": THIRD_CARDS,
        "examples": baccarat_worked_examples(baccarat_variant_queryset()),
    }


def variant_context(variant: Variant) -> dict[str, Any]:
    summary = baccarat_payout_summary(variant=variant, stake=SUMMARY_ANTE)
    return {"variant": variant, "summary": summary, "facts": facts(summary)}


def summary(variant: Variant, stake: Decimal) -> Any:
    return baccarat_payout_summary(variant=variant, stake=stake)


PAGES = GamePages(
    engine="baccarat",
    name=_("Baccarat"),
    reference=REFERENCE_SLUG,
    titles={
        "rules": _("Rules of baccarat (Punto Banco)"),
        "variants": _("Baccarat: variants and differences"),
        "payouts": _("Baccarat: payout summary"),
        "calculator": _("Baccarat: payout calculator"),
    },
    calculator_lead=_(
        "Enter a coup as it was dealt, each hand's cards in order, and the bets on it: the "
        "draws are checked against the tableau, and each bet is settled with its reason, the "
        "commission and the net."
    ),
    stake_label=_("Stake"),
    round_template="paytables/baccarat/_round.html",
    variants=baccarat_variant_queryset,
    rules_context=rules_context,
    variants_context=lambda variants: {"rows": baccarat_comparison_rows(variants)},
    variant_context=variant_context,
    payout_summary=summary,
    calculator_form=BaccaratCalculatorForm,
    calculate=lambda entry: baccarat_round_calculation(entry=entry),
)
