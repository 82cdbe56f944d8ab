"""Russian Poker's "variants and differences", built from the data: for each house rule,
what the classic rules say and which houses do otherwise, "Not published" where a house has
not said. Each rule is described from the engine's rules value of a variant."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from engine.hands import Category
from engine.russian.rules import AntePays, DealerDiscards, RussianRules
from paytables.comparison import ComparisonRow, Difference
from paytables.models import AntePaysChoice, HandCategory, InsuranceLimitChoice, Variant
from paytables.wording import antes_text, category_label, money

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

CLASSIC_SLUG = "classic"
NOT_PUBLISHED = gettext_lazy("Not published")


def exchange_text(rules: RussianRules) -> str:
    """The cards that may be exchanged and the fee: "1 to 5 cards, 1 ante"."""
    if not rules.allows_exchange:
        return _("No exchange")
    counts = sorted(rules.exchange_counts)
    shown = {"fewest": counts[0], "most": counts[-1], "fee": antes_text(rules.draw_fees[0])}
    if counts != list(range(counts[0], counts[-1] + 1)):
        return _("%(counts)s cards, %(fee)s") % {
            "counts": ", ".join(str(count) for count in counts),
            "fee": shown["fee"],
        }
    if counts[0] == counts[-1]:
        return ngettext("%(fewest)s card, %(fee)s", "%(fewest)s cards, %(fee)s", counts[0]) % shown
    return _("%(fewest)s to %(most)s cards, %(fee)s") % shown


def sixth_card_text(rules: RussianRules) -> str:
    if not rules.allows_sixth_card:
        return _("No")
    return _("Yes, %(fee)s") % {"fee": antes_text(rules.draw_fees[0])}


def _both_draws(rules: RussianRules) -> str:
    if not (rules.allows_exchange and rules.allows_sixth_card):
        return _("The house offers only one of them")
    if rules.exchange_and_sixth:
        return _("Both in one round, up to %(draws)s draws") % {"draws": len(rules.draw_fees)}
    return _("One or the other, not both")


def ante_text(pays: AntePays | None) -> str:
    if pays is None:
        return str(NOT_PUBLISHED)
    return capfirst(str(AntePaysChoice(pays.value).label))


def _ante_on_win(rules: RussianRules) -> str:
    return ante_text(rules.ante_on_win)


def pays_text(rules: RussianRules, classic: RussianRules) -> str:
    """The bet pay table against the classic one: the lines that differ, those not given."""
    if rules.bet_pays is None:
        return str(NOT_PUBLISHED)
    theirs = classic.bet_pays or {}
    changed = [
        _("%(hand)s %(odds)s to 1") % {"hand": category_label(category), "odds": odds}
        for category in _winning()
        if (odds := rules.bet_pays.get(category)) is not None and odds != theirs.get(category)
    ]
    missing = [
        category_label(category) for category in _winning() if category not in rules.bet_pays
    ]
    if missing:
        changed.append(_("not published for %(hands)s") % {"hands": ", ".join(missing)})
    return capfirst("; ".join(changed)) if changed else _("The classic pay table")


def buy_game_text(rules: RussianRules) -> str:
    if rules.buy_game_fee is None:
        return _("No")
    return _("Yes, %(fee)s, giving up the ante's win") % {"fee": antes_text(rules.buy_game_fee)}


def dealer_discards_text(rules: RussianRules) -> str:
    if rules.buy_game_fee is None:
        return _("No game is bought")
    if rules.dealer_discards is None:
        return str(NOT_PUBLISHED)
    if rules.dealer_discards is DealerDiscards.HIGHEST:
        return _("His highest card")
    return _("His lowest card")


def redraw_text(rules: RussianRules) -> str:
    if rules.buy_game_fee is None:
        return _("No game is bought")
    return _yes_no(rules.redraw_same_rank, yes=_("Drawn again"), no=_("Kept"))


def _ante_after_bought(rules: RussianRules) -> str:
    if rules.buy_game_fee is None:
        return _("No game is bought")
    return ante_text(rules.ante_after_bought_no_game)


def two_combinations_text(rules: RussianRules) -> str:
    return _yes_no(rules.two_combinations, yes=_("Both paid"), no=_("Only the best"))


def same_ranks_text(rules: RussianRules) -> str:
    if rules.two_combinations is False:
        return _("Only the best combination is paid")
    return _yes_no(rules.same_ranks_second, yes=_("Two straights"), no=_("A straight and a pair"))


def insurance_text(rules: RussianRules) -> str:
    if rules.insurance is None:
        return _("No insurance")
    return _("With %(hand)s or better") % {"hand": _lower(category_label(rules.insurance.least))}


def insurance_limit_text(rules: RussianRules) -> str:
    if rules.insurance is None:
        return _("No insurance")
    if rules.insurance.limit is None:
        return str(NOT_PUBLISHED)
    return capfirst(str(InsuranceLimitChoice(rules.insurance.limit.value).label))


def insurance_kept_text(rules: RussianRules) -> str:
    if rules.insurance is None:
        return _("No insurance")
    return _yes_no(rules.insurance.returned_unless_won, yes=_("Returned"), no=_("Lost"))


def max_payout_text(rules: RussianRules) -> str:
    if rules.max_payout is None:
        return _("Not entered: each table prints its own")
    return money(rules.max_payout)


def _yes_no(value: bool | None, *, yes: str, no: str) -> str:
    if value is None:
        return str(NOT_PUBLISHED)
    return yes if value else no


def _lower(label: str) -> str:
    # A hand named inside a sentence: "with three of a kind or better".
    return label[:1].lower() + label[1:]


def _winning() -> list[Category]:
    return [Category.from_slug(category) for category in HandCategory.winning()]


Describe = Callable[[RussianRules, RussianRules], str]


def _alone(describe: Callable[[RussianRules], str]) -> Describe:
    return lambda rules, classic: describe(rules)


# Each house rule, its key and its name, described by a function of (a variant's rules, the
# classic rules).
RULES: tuple[tuple[str, StrOrPromise, Describe], ...] = (
    ("exchange", gettext_lazy("Cards that may be exchanged"), _alone(exchange_text)),
    ("sixth_card", gettext_lazy("Buying a sixth card"), _alone(sixth_card_text)),
    ("both_draws", gettext_lazy("An exchange and a sixth card"), _alone(_both_draws)),
    ("pays", gettext_lazy("Bet pay table"), pays_text),
    ("ante_on_win", gettext_lazy("The ante when the player wins"), _alone(_ante_on_win)),
    ("two_combinations", gettext_lazy("Two combinations"), _alone(two_combinations_text)),
    ("same_ranks", gettext_lazy("K-Q-J-10-9-9"), _alone(same_ranks_text)),
    ("buy_game", gettext_lazy("Buying the dealer a game"), _alone(buy_game_text)),
    (
        "dealer_discards",
        gettext_lazy("The card the dealer gives up"),
        _alone(dealer_discards_text),
    ),
    ("redraw", gettext_lazy("A new card of the rank given up"), _alone(redraw_text)),
    (
        "ante_after_bought",
        gettext_lazy("The ante when the game bought has no game"),
        _alone(_ante_after_bought),
    ),
    ("insurance", gettext_lazy("Insurance"), _alone(insurance_text)),
    (
        "insurance_limit",
        gettext_lazy("The most a player may insure"),
        _alone(insurance_limit_text),
    ),
    (
        "insurance_kept",
        gettext_lazy("Insurance when the dealer has a game and the player does not win"),
        _alone(insurance_kept_text),
    ),
    ("max_payout", gettext_lazy("Table maximum payout"), _alone(max_payout_text)),
)


@dataclass(frozen=True)
class Fact:
    """One house rule of a variant and what the house does."""

    key: str
    rule: StrOrPromise
    text: str


def russian_comparison_rows(variants: list[Variant]) -> list[ComparisonRow]:
    """One row per house rule: the classic rules' value and each variant that differs."""
    rules = {variant.slug: variant.russian_rules() for variant in variants}
    classic = rules[CLASSIC_SLUG]
    rows = []
    for _key, rule, describe in RULES:
        classic_text = describe(classic, classic)
        differences = tuple(
            Difference(variant, text)
            for variant in variants
            if variant.slug != CLASSIC_SLUG
            and (text := describe(rules[variant.slug], classic)) != classic_text
        )
        rows.append(ComparisonRow(rule, classic_text, differences))
    return rows


def russian_fact_list(variant: Variant) -> list[Fact]:
    """Every house rule of ``variant`` but its pay table (its pages show the table) with
    what the house does, "Not published" where it has not said."""
    rules = variant.russian_rules()
    return [
        Fact(key, rule, describe(rules, rules)) for key, rule, describe in RULES if key != "pays"
    ]
