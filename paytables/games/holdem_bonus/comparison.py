"""Texas Hold'em Bonus's "variants and differences", built from the data: for each house
rule, what NagaWorld's table says and which houses do otherwise, the Bonus's exact house
edge (the engine's enumeration of the two hands), the main game's under the best strategy
and the starting hands it folds (``engine.holdem_bonus.strategy``'s kept charts), "Not
published" where a house has not said."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.holdem_bonus import strategy
from engine.holdem_bonus.rules import HoldemBonusRules
from paytables.comparison import ComparisonRow, Difference
from paytables.games.holdem_bonus.selectors import (
    HoldemBonusPayoutSummary,
    holdem_bonus_payout_summary,
)
from paytables.games.holdem_bonus.wording import least_text, starting_hand_text
from paytables.models import Variant
from paytables.selectors import SUMMARY_ANTE
from paytables.wording import percent

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

REFERENCE_SLUG = "holdem-bonus-nagaworld"
NOT_PUBLISHED = gettext_lazy("Not published")
NOT_OFFERED = gettext_lazy("Not offered")
# The strategy is computed for an ante paid from a straight or from a flush only.
NOT_COMPUTED = gettext_lazy("Not computed for this ante")


def ante_text(rules: HoldemBonusRules) -> str:
    return _("1 to 1 on a winning %(hand)s or better; pushed below it") % {
        "hand": least_text(rules)
    }


def bonus_text(rules: HoldemBonusRules) -> str:
    """The Bonus table as the trade names it, its odds best line first: "1000-30-25-20-15-
    10-5-3"; "Not offered", "Not published"."""
    if rules.bonus is None:
        return str(NOT_PUBLISHED)
    if not rules.bonus:
        return str(NOT_OFFERED)
    return "-".join(str(odds) for _line, odds in rules.bonus)


def bonus_edge_text(summary: HoldemBonusPayoutSummary) -> str:
    if not summary.bonus_offered:
        return str(NOT_OFFERED)
    return summary.bonus_edge_text or str(NOT_PUBLISHED)


def main_edge_text(rules: HoldemBonusRules) -> str:
    """The house edge of the ante and its bets under the best strategy: "2.04 %"."""
    if rules.ante_pays_from not in strategy.PREFLOP:
        return str(NOT_COMPUTED)
    return percent(float(-strategy.charted_return(rules)))


def folds_text(rules: HoldemBonusRules) -> str:
    """The starting hands the best strategy folds, in words: "3-2 offsuit, 4-2 offsuit"."""
    if rules.ante_pays_from not in strategy.PREFLOP:
        return str(NOT_COMPUTED)
    chart = strategy.PREFLOP[rules.ante_pays_from]
    return ", ".join(starting_hand_text(name) for name, returns in chart.items() if returns < -1)


def on_fold_text(rules: HoldemBonusRules) -> str:
    if not rules.offers_bonus:
        return str(NOT_OFFERED)
    if rules.bonus_on_fold is None:
        return str(NOT_PUBLISHED)
    return _("Still settled") if rules.bonus_on_fold else _("Lost with the ante")


def _rules(
    describe: Callable[[HoldemBonusRules], str],
) -> Callable[[HoldemBonusPayoutSummary], str]:
    return lambda summary: describe(summary.rules)


# Each house rule, named, described from a house's payout summary.
RULES: tuple[tuple[StrOrPromise, Callable[[HoldemBonusPayoutSummary], str]], ...] = (
    (gettext_lazy("The ante, when the player wins"), _rules(ante_text)),
    (gettext_lazy("The Bonus table, best line first"), _rules(bonus_text)),
    (gettext_lazy("House edge of the Bonus"), bonus_edge_text),
    (gettext_lazy("The Bonus when the player folds"), _rules(on_fold_text)),
    (gettext_lazy("House edge of the ante and bets, best strategy"), _rules(main_edge_text)),
    (gettext_lazy("Starting hands the best strategy folds"), _rules(folds_text)),
)


def facts(summary: HoldemBonusPayoutSummary) -> list[ComparisonRow]:
    """One house's rules as its variant page lists them (the comparison's rows, without
    the other houses)."""
    return [ComparisonRow(rule, describe(summary), ()) for rule, describe in RULES]


def holdem_bonus_comparison_rows(variants: Sequence[Variant]) -> list[ComparisonRow]:
    """One row per house rule: the reference house's value and each house that differs."""
    summaries = [holdem_bonus_payout_summary(variant=each, ante=SUMMARY_ANTE) for each in variants]
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
