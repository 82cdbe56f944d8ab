"""Casino Hold'em's "variants and differences", built from the data: for each house rule,
what NetEnt's game as BetMGM and LV Bet deal it says and which houses do otherwise: the
Ante table and the AA Bonus's as the trade names them ("100-20-10-3-2-1"), what a fold does
to the AA Bonus and its exact house edge (the engine's enumeration), the main game's house
edge and folds under the best strategy (``engine.casino_holdem.strategy``'s kept figures);
"Not published" where a house has not said."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem import strategy
from engine.casino_holdem.rules import CasinoHoldemRules
from paytables.comparison import ComparisonRow, Difference
from paytables.games.casino_holdem.selectors import (
    CasinoHoldemPayoutSummary,
    casino_holdem_payout_summary,
)
from paytables.models import Variant
from paytables.selectors import SUMMARY_ANTE
from paytables.wording import percent

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

REFERENCE_SLUG = "casino-holdem-classic"
NOT_PUBLISHED = gettext_lazy("Not published")
NOT_OFFERED = gettext_lazy("Not offered")
# The main game is computed for the shipped houses' ante tables only
# (``engine.analysis.kept``): a table changed in the admin is not.
NOT_COMPUTED = gettext_lazy("Not computed for this pay table")


def table_text(lines: Sequence[tuple[object, object]] | None) -> str:
    """A pay table as the trade names it, its odds best line first, a run of equal lowest
    odds said once: "100-20-10-3-2-1"; "Not offered", "Not published"."""
    if lines is None:
        return str(NOT_PUBLISHED)
    if not lines:
        return str(NOT_OFFERED)
    shown: list[str] = []
    for _line, odds in lines:
        text = str(odds)
        if not shown or shown[-1] != text:
            shown.append(text)
    return "-".join(shown)


def on_fold_text(rules: CasinoHoldemRules) -> str:
    if not rules.offers_aa_bonus:
        return str(NOT_OFFERED)
    if rules.aa_bonus_on_fold is None:
        return str(NOT_PUBLISHED)
    return _("Still settled") if rules.aa_bonus_on_fold else _("Lost with the ante")


def aa_bonus_edge_text(summary: CasinoHoldemPayoutSummary) -> str:
    if not summary.aa_bonus.offered:
        return str(NOT_OFFERED)
    return summary.aa_bonus.house_edge_text or str(NOT_PUBLISHED)


def main_edge_text(rules: CasinoHoldemRules) -> str:
    """The house edge of the ante and call under the best strategy: "2.16 %"."""
    if rules.ante is None:
        return str(NOT_PUBLISHED)
    found = strategy.kept_figures(rules)
    return str(NOT_COMPUTED) if found is None else percent(float(found.house_edge))


def folds_text(rules: CasinoHoldemRules) -> str:
    """The share of deals the best strategy folds at the flop: "18.01 %"."""
    if rules.ante is None:
        return str(NOT_PUBLISHED)
    found = strategy.kept_figures(rules)
    return str(NOT_COMPUTED) if found is None else percent(float(found.folds))


def _rules(
    describe: Callable[[CasinoHoldemRules], str],
) -> Callable[[CasinoHoldemPayoutSummary], str]:
    return lambda summary: describe(summary.rules)


# Each house rule, named, described from a house's payout summary.
RULES: tuple[tuple[StrOrPromise, Callable[[CasinoHoldemPayoutSummary], str]], ...] = (
    (gettext_lazy("The Ante table"), _rules(lambda rules: table_text(rules.ante))),
    (gettext_lazy("The AA Bonus table"), _rules(lambda rules: table_text(rules.aa_bonus))),
    (gettext_lazy("The AA Bonus when the player folds"), _rules(on_fold_text)),
    (gettext_lazy("House edge of the AA Bonus"), aa_bonus_edge_text),
    (gettext_lazy("House edge of the ante and call, best strategy"), _rules(main_edge_text)),
    (gettext_lazy("Deals the best strategy folds at the flop"), _rules(folds_text)),
)


def facts(summary: CasinoHoldemPayoutSummary) -> list[ComparisonRow]:
    """One house's rules as its variant page lists them (the comparison's rows, without
    the other houses)."""
    return [ComparisonRow(rule, describe(summary), ()) for rule, describe in RULES]


def casino_holdem_comparison_rows(variants: Sequence[Variant]) -> list[ComparisonRow]:
    """One row per house rule: the reference house's value and each house that differs."""
    summaries = [casino_holdem_payout_summary(variant=each, ante=SUMMARY_ANTE) for each in variants]
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
