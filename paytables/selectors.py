"""Reads of the house rules."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _

from paytables.games import Engine
from paytables.models import GlossaryTerm, HandCategory, RaisePay, RussianHouse, Variant
from paytables.wording import ANALYSIS_NOTES, Working, option_label, working
from poker.analysis import best_of, hand_options
from poker.cards import Card
from poker.errors import RulesIncomplete
from poker.hands import Category
from poker.oasis import Decision, Round, Rules, Settlement, replay, settle
from poker.russian.rules import InsuranceLimit


def variant_queryset() -> QuerySet[Variant]:
    """Variants with everything ``Variant.rules()`` reads, in two-digit queries."""
    return Variant.objects.select_related("game", "bonus_table", "analysis").prefetch_related(
        "switch_fees", "raise_pays", "bonus_table__pays"
    )


def variant_get(*, slug: str) -> Variant:
    """The variant ``slug``; ``ValueError`` listing the known slugs when there is none."""
    try:
        return variant_queryset().get(slug=slug)
    except Variant.DoesNotExist:
        known = ", ".join(Variant.objects.values_list("slug", flat=True))
        raise ValueError(f"unknown variant {slug!r}: choose one of {known}") from None


def variant_rules(*, slug: str) -> Any:
    """The engine's rules of the variant ``slug`` as the database holds them now: Oasis
    Poker's ``Rules`` or Russian Poker's ``RussianRules``, as its game says."""
    return variant_get(slug=slug).rules()


def oasis_variant_queryset() -> QuerySet[Variant]:
    """``variant_queryset()``'s variants of Oasis Poker and Caribbean Stud alone."""
    return variant_queryset().filter(game__engine=Engine.OASIS)


def variant_list() -> list[Variant]:
    """The variants of Oasis Poker and Caribbean Stud (Russian Poker's have their pages)."""
    return list(oasis_variant_queryset())


def russian_variant_queryset() -> QuerySet[Variant]:
    """Russian Poker's variants with everything ``Variant.rules()`` reads, in three queries."""
    return (
        Variant.objects.filter(game__engine=Engine.RUSSIAN)
        .select_related("game", "russian")
        .prefetch_related("russian_pays", "sources")
    )


def russian_variant_list() -> list[Variant]:
    return list(russian_variant_queryset())


# The engine's names of a house's figures (RussianRules.unknown()) and their fields.
_HOUSE_FIELDS = {
    "insurance.limit": "insurance_limit",
    "insurance.returned_unless_won": "insurance_returned_unless_won",
}
# Figures that matter only where the house sells a game for the dealer.
_BUY_GAME_FIGURES = {"dealer_discards", "redraw_same_rank", "ante_after_bought_no_game"}


def russian_unknown_figures(*, variant: Variant) -> list[str]:
    """What a Russian Poker house has not published that its rounds may need, named as the
    admin's fields are: the whole pay table or its missing lines, each unknown rule, and the
    maximum payout when insurance is limited by it. Empty when every figure is known."""
    try:
        rules = variant.russian_rules()
    except RulesIncomplete:
        return [str(_("the house rules"))]
    names = [
        name
        for name in rules.unknown()
        if not (rules.buy_game_fee is None and name in _BUY_GAME_FIGURES)
        and not (rules.two_combinations is False and name == "same_ranks_second")
    ]
    labels = []
    for name in names:
        if name == "bet_pays":
            labels.append(str(_("the bet pay table")))
        else:
            field = RussianHouse._meta.get_field(_HOUSE_FIELDS.get(name, name))
            labels.append(str(field.verbose_name))
    if rules.bet_pays is not None:
        missing = [
            str(category.label)
            for category in HandCategory.winning()
            if Category.from_slug(category) not in rules.bet_pays
        ]
        if missing:
            labels.append(str(_("the bet pays of: %(hands)s")) % {"hands": ", ".join(missing)})
    insurance = rules.insurance
    if insurance and insurance.limit is InsuranceLimit.MAX_PAYOUT and rules.max_payout is None:
        labels.append(str(Variant._meta.get_field("max_payout").verbose_name))
    return labels


def glossary_list() -> QuerySet[GlossaryTerm]:
    return GlossaryTerm.objects.all()


@dataclass(frozen=True)
class PayRow:
    category: HandCategory
    odds: int
    raise_win: Decimal
    total_win: Decimal


@dataclass(frozen=True)
class FeeRow:
    cards: int
    antes: Decimal
    amount: Decimal


@dataclass(frozen=True)
class BonusRow:
    category: HandCategory
    odds: int | None
    meter_share: Decimal | None


@dataclass(frozen=True)
class PayoutSummary:
    """What a variant pays at one ante: the raise table, the fees, the ante, the bonus."""

    variant: Variant
    ante: Decimal
    raise_stake: Decimal
    pays: tuple[PayRow, ...]
    after_switch_pays: tuple[PayRow, ...]
    fees: tuple[FeeRow, ...]
    bonus: tuple[BonusRow, ...]


def payout_summary(*, variant: Variant, ante: Decimal) -> PayoutSummary:
    """The payout summary of ``variant`` at ``ante`` (load it with ``variant_queryset()``)."""
    raise_stake = 2 * ante

    def rows(table: str) -> tuple[PayRow, ...]:
        odds_by_hand = variant.raise_table(table)
        return tuple(
            PayRow(category, odds, raise_stake * odds, raise_stake * odds + ante)
            for category in HandCategory.winning()
            if (odds := odds_by_hand.get(category)) is not None
        )

    bonus_pays = variant.bonus_table.pays.all() if variant.bonus_table else ()
    order = {category: position for position, category in enumerate(HandCategory)}
    return PayoutSummary(
        variant=variant,
        ante=ante,
        raise_stake=raise_stake,
        pays=rows(RaisePay.Table.MAIN),
        after_switch_pays=rows(RaisePay.Table.AFTER_SWITCH),
        fees=tuple(FeeRow(fee.cards, fee.fee, fee.fee * ante) for fee in variant.switch_fees.all()),
        bonus=tuple(
            BonusRow(HandCategory(pay.category), pay.odds, pay.meter_share)
            for pay in sorted(bonus_pays, key=lambda pay: order[pay.category])
        ),
    )


@dataclass(frozen=True, kw_only=True)
class RoundEntry:
    """A round as the calculator's form entered it: the house, the stakes and the cards."""

    variant: Variant
    ante: Decimal
    bonus: Decimal
    meter: Decimal | None
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    discard: tuple[Card, ...]
    draw: tuple[Card, ...]
    decision: Decision
    dealer_draw: Card | None


@dataclass(frozen=True)
class Advice:
    """One option of the player's initial hand against the up card, and what it is worth."""

    label: str
    expected: float | None
    error: float
    exact: bool
    best: bool


@dataclass(frozen=True)
class Calculation:
    rules: Rules
    round: Round
    settlement: Settlement
    working: Working
    advice: tuple[Advice, ...]
    advice_notes: tuple[str, ...]


def hand_advice(rules: Rules, round_: Round) -> tuple[tuple[Advice, ...], tuple[str, ...]]:
    """Every option of the initial hand against the up card, best first, with the notes on
    what the values leave out (exact for raise, fold and one to three cards switched)."""
    options = hand_options(rules, round_.player, round_.up_card)
    best = best_of(options)
    ranked = sorted(options, key=lambda o: (o.expected is None, -(o.expected or 0)))
    advice = tuple(
        Advice(option_label(o), o.expected, o.error, o.is_exact, o == best) for o in ranked
    )
    notes = tuple(dict.fromkeys(str(ANALYSIS_NOTES[o.note]) for o in options if o.note))
    return advice, notes


def round_calculation(*, entry: RoundEntry) -> Calculation:
    """The round entered, replayed and settled under its house's rules, with its working and
    what each option of the initial hand was worth.

    Raises the engine's ``PokerError`` when the house's rules refuse the round (a switch it
    does not allow, a bonus it does not offer, a figure it never published).
    """
    rules = entry.variant.rules()
    round_ = replay(
        rules,
        player=entry.player,
        dealer=entry.dealer,
        discard=entry.discard,
        draw=entry.draw,
        decision=entry.decision,
        dealer_draw=entry.dealer_draw,
    )
    settlement = settle(rules, round_, entry.ante, entry.bonus, meter=entry.meter)
    advice, notes = hand_advice(rules, round_)
    return Calculation(rules, round_, settlement, working(settlement, round_), advice, notes)
