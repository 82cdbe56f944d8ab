"""Oasis Poker's pages' queries and calculations: its variants, their payout summary, and a
round entered in the calculator with the best play's advice."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.db.models import QuerySet

from engine.cards import Card
from engine.errors import PokerError
from engine.oasis.analysis import best_of, hand_options
from engine.oasis.round import Decision, Round, Rules, Settlement, replay, settle
from paytables.models import HandCategory, RaisePay, Variant
from paytables.selectors import engine_refusal, variant_queryset
from paytables.wording import (
    ANALYSIS_NOTES,
    Working,
    explain,
    option_label,
    working,
)

# Where Oasis Poker's calculator shows each refusal of the engine; the rest go above the form.
ERROR_FIELDS = {
    "card_already_out": "draw",
    "switch_counts_differ": "draw",
    "draw_count": "draw",
    "card_not_in_hand": "discard",
    "no_switching": "discard",
    "switch_count_not_allowed": "discard",
    "too_many_switches": "discard",
    "empty_switch": "discard",
    "fold_after_switch": "decision",
    "fold_after_full_switch": "decision",
    "bad_decision": "decision",
    "no_dealer_buy": "dealer_draw",
    "dealer_buy_without_raise": "dealer_draw",
    "dealer_buy_when_qualified": "dealer_draw",
    "dealer_buy_twice": "dealer_draw",
    "no_bonus": "bonus",
    "meter_missing": "meter",
}


def oasis_variant_queryset() -> QuerySet[Variant]:
    """``variant_queryset()``'s variants of Oasis Poker and Caribbean Stud alone."""
    return variant_queryset().filter(game__engine="oasis")


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

    Raises ``Refusal`` (``engine_refusal``) when the house's rules refuse the round (a switch
    it does not allow, a bonus it does not offer, a figure it never published), naming the
    field of ``ERROR_FIELDS`` it is about.
    """
    try:
        rules = entry.variant.oasis_rules()
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
    except PokerError as error:
        field = ERROR_FIELDS.get(error.code)
        raise engine_refusal(error, explain=explain, variant=entry.variant, field=field) from None
    advice, notes = hand_advice(rules, round_)
    return Calculation(rules, round_, settlement, working(settlement, round_), advice, notes)
