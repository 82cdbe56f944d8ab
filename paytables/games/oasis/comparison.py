"""The "variants and differences" table of seed 000, built from the data: for each rule, what
the standard rules say and which houses do otherwise."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from paytables.comparison import ComparisonRow, Difference
from paytables.models import HandCategory, RaisePay, Variant
from paytables.wording import antes_text, multiple

STANDARD_SLUG = "standard"


def fee_schedule_text(variant: Variant, standard: Variant | None = None) -> str:
    """The switch fees in words: "1, 2, 3, 2, 1 antes for 1–5 cards", "1 ante per card"..."""
    fees = {fee.cards: fee.fee for fee in variant.switch_fees.all()}
    if variant.max_switches == 0 or not fees:
        return _("No switching")
    counts = sorted(fees)
    full = counts == [1, 2, 3, 4, 5]
    if full and all(fees[n] == n for n in counts):
        return _("1 ante per card switched")
    if full and len(set(fees.values())) == 1:
        return _("%(fee)s per switch, whatever the number of cards") % {"fee": antes_text(fees[1])}
    if full:
        return _("%(fees)s antes for 1–5 cards") % {
            "fees": ", ".join(multiple(fees[n]) for n in counts)
        }
    return "; ".join(
        ngettext("%(cards)s card: %(fee)s", "%(cards)s cards: %(fee)s", n)
        % {"cards": n, "fee": antes_text(fees[n])}
        for n in counts
    )


def _fold_text(variant: Variant, standard: Variant) -> str:
    if variant.max_switches == 0:
        return _("No switching")
    return _("Allowed") if variant.fold_after_switch else _("Not allowed: must raise")


def _pays_text(variant: Variant, standard: Variant) -> str:
    ours = variant.raise_table(RaisePay.Table.MAIN)
    theirs = standard.raise_table(RaisePay.Table.MAIN)
    changed = [
        category
        for category in HandCategory.winning()
        if ours.get(category) != theirs.get(category)
    ]
    if not changed:
        return _("Standard pay table")
    return "; ".join(
        _("%(hand)s %(odds)s to 1") % {"hand": category.label, "odds": ours.get(category, "–")}
        for category in changed
    )


def _dealer_buy_text(variant: Variant, standard: Variant) -> str:
    if variant.dealer_buy_fee is None:
        return _("No")
    return _("Yes: when the dealer does not qualify, the player may buy him a card for %(fee)s") % {
        "fee": antes_text(variant.dealer_buy_fee)
    }


def _after_switch_text(variant: Variant, standard: Variant) -> str:
    if not variant.lower_pays_after_switch:
        return _("The same table")
    if variant.after_switch_table_missing:
        return _("A lower table; its figures are not known")
    return _("A lower table after a switch")


def _bonus_text(variant: Variant, standard: Variant) -> str:
    if variant.bonus_table is None:
        return _("No bonus bet")
    return _("%(table)s, paid on %(hand)s") % {
        "table": variant.bonus_table,
        "hand": variant.get_bonus_on_display(),
    }


# Each rule is described by a function of (variant, the standard variant).
RULES = (
    (gettext_lazy("Switch fee"), fee_schedule_text),
    (gettext_lazy("Fold after switching"), _fold_text),
    (gettext_lazy("Raise pay table"), _pays_text),
    (gettext_lazy("Buying a dealer card"), _dealer_buy_text),
    (gettext_lazy("Pay table after a switch"), _after_switch_text),
    (gettext_lazy("Bonus"), _bonus_text),
)


def comparison_rows(variants: list[Variant]) -> list[ComparisonRow]:
    """One row per rule: the standard rules' value and each variant that differs from it."""
    standard = next(variant for variant in variants if variant.slug == STANDARD_SLUG)
    rows = []
    for rule, describe in RULES:
        standard_text = describe(standard, standard)
        differences = tuple(
            Difference(variant, text)
            for variant in variants
            if variant.slug != STANDARD_SLUG
            and (text := describe(variant, standard)) != standard_text
        )
        rows.append(ComparisonRow(rule, standard_text, differences))
    return rows
