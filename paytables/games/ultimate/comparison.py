"""Ultimate Texas Hold'em's "variants and differences", built from the data: for each house
rule, what the reference house (Viejas Casino's posted tables) says and which houses do
otherwise, with the Trips' exact house edge (the engine's count of the seven-card hands) and
the main game's under the best strategy (``engine.ultimate.strategy``'s kept figures);
"Not published" where a house has not said."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.ultimate import strategy
from engine.ultimate.rules import PayTable, UltimateRules
from paytables.comparison import ComparisonRow, Difference
from paytables.games.ultimate.selectors import UltimatePayoutSummary, ultimate_payout_summary
from paytables.models import Variant
from paytables.selectors import SUMMARY_ANTE
from paytables.wording import percent

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

REFERENCE_SLUG = "uth-trips-50-40-30-8-6-5-3"
NOT_PUBLISHED = gettext_lazy("Not published")
NOT_OFFERED = gettext_lazy("Not offered")
# The main game is computed for the shipped houses' Blind tables and plays only
# (``engine.analysis.kept``): a table changed in the admin is not.
NOT_COMPUTED = gettext_lazy("Not computed for this pay table")


def _odds(odds: Fraction) -> str:
    return str(odds.numerator) if odds.denominator == 1 else f"{odds.numerator}/{odds.denominator}"


def table_text(lines: PayTable | None) -> str:
    """A pay table as the trade names it, best line first: "50-40-30-8-6-5-3",
    "500-50-10-3-3/2-1"; "Not offered", "Not published"."""
    if lines is None:
        return str(NOT_PUBLISHED)
    if not lines:
        return str(NOT_OFFERED)
    return "-".join(_odds(odds) for _line, odds in lines)


def preflop_text(rules: UltimateRules) -> str:
    return _("%(multiples)s the ante") % {
        "multiples": " / ".join(f"{each}x" for each in sorted(rules.preflop_multiples))
    }


def on_fold_text(rules: UltimateRules) -> str:
    if not rules.offers_trips:
        return str(NOT_OFFERED)
    if rules.trips_on_fold is None:
        return str(NOT_PUBLISHED)
    return _("Still settled") if rules.trips_on_fold else _("Lost with the fold")


def trips_edge_text(summary: UltimatePayoutSummary) -> str:
    if not summary.trips.offered:
        return str(NOT_OFFERED)
    return summary.trips.house_edge_text or str(NOT_PUBLISHED)


def main_edge_text(rules: UltimateRules) -> str:
    """The house edge of the ante, Blind and play under the best strategy: "2.18 %"."""
    if rules.blind is None:
        return str(NOT_PUBLISHED)
    found = strategy.kept_figures(rules)
    return str(NOT_COMPUTED) if found is None else percent(float(found.house_edge))


def _rules(describe: Callable[[UltimateRules], str]) -> Callable[[UltimatePayoutSummary], str]:
    return lambda summary: describe(summary.rules)


# Each house rule, named, described from a house's payout summary.
RULES: tuple[tuple[StrOrPromise, Callable[[UltimatePayoutSummary], str]], ...] = (
    (gettext_lazy("The play before the flop"), _rules(preflop_text)),
    (gettext_lazy("The Blind table"), _rules(lambda rules: table_text(rules.blind))),
    (gettext_lazy("The Trips table"), _rules(lambda rules: table_text(rules.trips))),
    (gettext_lazy("House edge of the Trips"), trips_edge_text),
    (gettext_lazy("The Trips when the player folds"), _rules(on_fold_text)),
    (gettext_lazy("House edge of the ante, Blind and play, best strategy"), _rules(main_edge_text)),
)


def facts(summary: UltimatePayoutSummary) -> list[ComparisonRow]:
    """One house's rules as its variant page lists them (the comparison's rows, without
    the other houses)."""
    return [ComparisonRow(rule, describe(summary), ()) for rule, describe in RULES]


def ultimate_comparison_rows(variants: Sequence[Variant]) -> list[ComparisonRow]:
    """One row per house rule: the reference house's value and each house that differs."""
    summaries = [ultimate_payout_summary(variant=each, ante=SUMMARY_ANTE) for each in variants]
    reference = next((each for each in summaries if each.variant.slug == REFERENCE_SLUG), None)
    rows = []
    for rule, describe in RULES:
        reference_text = "" if reference is None else describe(reference)
        differences = tuple(
            Difference(summary.variant, text)
            for summary in summaries
            if summary is not reference and (text := describe(summary)) != reference_text
        )
        rows.append(ComparisonRow(rule, reference_text or "—", differences))
    return rows
