"""Three Card Poker's "variants and differences", built from the data: for each house, its
three tables as the trade names them ("5-4-1", "40-30-6-4-1"), the exact house edge of each
(the engine's enumeration), and what a fold does to Pair Plus; "Not published" where the
house has not said."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.three_card.evaluate import Line
from engine.three_card.rules import ThreeCardRules
from paytables.games.three_card.selectors import ThreeCardPayoutSummary, three_card_payout_summary
from paytables.models import Variant
from paytables.selectors import SUMMARY_ANTE
from paytables.wording import percent

NOT_PUBLISHED = gettext_lazy("Not published")
NOT_OFFERED = gettext_lazy("Not offered")
CLASSIC_SLUG = "three-card-classic"


def table_text(lines: Sequence[tuple[object, int]] | None) -> str:
    """A pay table as the trade names it, its odds best line first: "40-30-6-4-1", the
    mini-royal's said apart; "Not offered", "Not published"."""
    if lines is None:
        return str(NOT_PUBLISHED)
    if not lines:
        return str(NOT_OFFERED)
    shown = "-".join(str(odds) for _line, odds in lines)
    mini = next((odds for line, odds in lines if line is Line.MINI_ROYAL), None)
    if mini is None:
        return shown
    return _("%(table)s (mini royal %(odds)s to 1)") % {"table": shown, "odds": mini}


def edge_text(edge: Fraction | None) -> str:
    return "" if edge is None else percent(float(edge))


def on_fold_text(rules: ThreeCardRules) -> str:
    if not rules.offers_pair_plus:
        return str(NOT_OFFERED)
    if rules.pair_plus_on_fold is None:
        return str(NOT_PUBLISHED)
    return _("Still settled") if rules.pair_plus_on_fold else _("Lost with the ante")


@dataclass(frozen=True)
class ComparisonRow:
    """One house: each table's name and exact edge, and Pair Plus on a fold."""

    variant: Variant
    ante_bonus: str
    ante_edge: str
    element_of_risk: str
    pair_plus: str
    pair_plus_edge: str
    six_card: str
    six_card_edge: str
    on_fold: str


def comparison_row(summary: ThreeCardPayoutSummary) -> ComparisonRow:
    rules = summary.rules
    return ComparisonRow(
        variant=summary.variant,
        ante_bonus=table_text(rules.ante_bonus),
        ante_edge=edge_text(summary.ante_bonus.house_edge),
        element_of_risk=edge_text(summary.element_of_risk),
        pair_plus=table_text(rules.pair_plus),
        pair_plus_edge=edge_text(summary.pair_plus.house_edge),
        six_card=table_text(rules.six_card),
        six_card_edge=edge_text(summary.six_card.house_edge),
        on_fold=on_fold_text(rules),
    )


def three_card_comparison_rows(variants: Sequence[Variant]) -> list[ComparisonRow]:
    """Each house's row of the comparison, in the variants' order."""
    return [
        comparison_row(three_card_payout_summary(variant=variant, ante=SUMMARY_ANTE))
        for variant in variants
    ]
