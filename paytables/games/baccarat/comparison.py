"""Baccarat's "variants and differences", built from the data: for each house rule, what
Punto Banco as the Wizard of Odds gives it says and which houses do otherwise, the exact
house edge of each bet (the engine's enumeration of the shoe), "Not published" where a
house has not said."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from engine.baccarat.rules import BaccaratRules, Bet
from paytables.comparison import ComparisonRow, Difference
from paytables.games.baccarat.selectors import (
    NOT_PUBLISHED,
    BaccaratPayoutSummary,
    BetSummary,
    baccarat_payout_summary,
    commission_text,
)
from paytables.models import Variant
from paytables.selectors import SUMMARY_ANTE

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

REFERENCE_SLUG = "baccarat-punto-banco"
NOT_OFFERED = gettext_lazy("Not offered")
SIDE_BETS = (
    Bet.PLAYER_PAIR,
    Bet.BANKER_PAIR,
    Bet.SUPER_SIX,
    Bet.DRAGON_7,
    Bet.PANDA_8,
    Bet.DRAGON_PLAYER,
    Bet.DRAGON_BANKER,
)


def decks_text(rules: BaccaratRules) -> str:
    return ngettext("%(decks)s deck", "%(decks)s decks", rules.decks) % {"decks": rules.decks}


def banker_six_text(rules: BaccaratRules) -> str:
    six = rules.banker_six_pays
    if six == 1:
        return _("1 to 1, less the commission")
    return _("%(numerator)s to %(denominator)s, no commission") % {
        "numerator": six.numerator,
        "denominator": six.denominator,
    }


def three_card_seven_text(rules: BaccaratRules) -> str:
    if rules.three_card_seven_pushes:
        return _("The Banker bet pushes (EZ Baccarat)")
    return _("Paid as any Banker win")


def tie_text(rules: BaccaratRules) -> str:
    if rules.tie_pays is None:
        return str(NOT_PUBLISHED)
    return _("%(odds)s to 1") % {"odds": rules.tie_pays}


def _bet_of(summary: BaccaratPayoutSummary, bet: Bet) -> BetSummary | None:
    return next((each for each in summary.bets if each.bet is bet), None)


def dragon_text(rules: BaccaratRules) -> str:
    """The Dragon Bonus table as the trade names it: "a natural 1 to 1, a win by 9 to 4
    points 30-10-6-4-2-1 to 1"."""
    if rules.dragon_bonus is None or rules.dragon_natural_pays is None:
        return str(NOT_PUBLISHED)
    return _("a natural %(natural)s to 1, a win by 9 to 4 points %(table)s to 1") % {
        "natural": rules.dragon_natural_pays,
        "table": "-".join(str(odds) for _margin, odds in rules.dragon_bonus),
    }


def side_bets_text(summary: BaccaratPayoutSummary) -> str:
    """Each side bet the house offers with what it pays: "Player Pair 11 to 1, ..."; the
    Dragon Bonus, one table for either hand, once."""
    offered = [each for bet in SIDE_BETS if (each := _bet_of(summary, bet)) is not None]
    if not offered:
        return str(NOT_OFFERED)
    shown = []
    for each in offered:
        if each.bet is Bet.DRAGON_BANKER:
            continue
        if each.bet is Bet.DRAGON_PLAYER:
            label, pays = _("Dragon Bonus"), dragon_text(summary.rules)
        else:
            label = each.label
            pays = "; ".join(line.pays or str(NOT_PUBLISHED) for line in each.lines)
        shown.append(_("%(bet)s: %(pays)s") % {"bet": label, "pays": pays})
    return "; ".join(shown)


def edge_text(summary: BaccaratPayoutSummary, bet: Bet) -> str:
    """The exact house edge of ``bet`` at the house: "1.06 %"; "Not offered"; "Not
    published" for a pay it has not published."""
    each = _bet_of(summary, bet)
    if each is None:
        return str(NOT_OFFERED)
    return each.house_edge_text or str(NOT_PUBLISHED)


def side_edges_text(summary: BaccaratPayoutSummary) -> str:
    offered = [each for bet in SIDE_BETS if (each := _bet_of(summary, bet)) is not None]
    if not offered:
        return str(NOT_OFFERED)
    return "; ".join(
        _("%(bet)s: %(edge)s") % {"bet": each.label, "edge": each.house_edge_text or NOT_PUBLISHED}
        for each in offered
    )


def _rules(describe: Callable[[BaccaratRules], str]) -> Callable[[BaccaratPayoutSummary], str]:
    return lambda summary: describe(summary.rules)


def _edge(bet: Bet) -> Callable[[BaccaratPayoutSummary], str]:
    return lambda summary: edge_text(summary, bet)


# Each house rule, named, described from a house's payout summary.
RULES: tuple[tuple[StrOrPromise, Callable[[BaccaratPayoutSummary], str]], ...] = (
    (gettext_lazy("Decks in the shoe"), _rules(decks_text)),
    (gettext_lazy("Commission on a Banker win, and when it is taken"), _rules(commission_text)),
    (gettext_lazy("A Banker win on 6"), _rules(banker_six_text)),
    (gettext_lazy("A Banker win with a three-card 7"), _rules(three_card_seven_text)),
    (gettext_lazy("The Tie pays"), _rules(tie_text)),
    (gettext_lazy("Side bets, and what they pay"), side_bets_text),
    (gettext_lazy("House edge of the Banker bet"), _edge(Bet.BANKER)),
    (gettext_lazy("House edge of the Player bet"), _edge(Bet.PLAYER)),
    (gettext_lazy("House edge of the Tie"), _edge(Bet.TIE)),
    (gettext_lazy("House edges of the side bets"), side_edges_text),
)


def facts(summary: BaccaratPayoutSummary) -> list[ComparisonRow]:
    """One house's rules as its variant page lists them (the comparison's rows, without
    the other houses)."""
    return [ComparisonRow(rule, describe(summary), ()) for rule, describe in RULES]


def baccarat_comparison_rows(variants: Sequence[Variant]) -> list[ComparisonRow]:
    """One row per house rule: the reference house's value and each house that differs."""
    summaries = [baccarat_payout_summary(variant=each, stake=SUMMARY_ANTE) for each in variants]
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
