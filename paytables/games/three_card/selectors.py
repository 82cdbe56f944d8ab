"""Three Card Poker's pages' queries and calculations: its variants, their unknown figures,
payout summary and exact house edges, and a round entered in the calculator."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import partial

from django.db.models import QuerySet

from engine.cards import Card
from engine.errors import PokerError, RulesIncomplete
from engine.three_card.analysis import ante_play_return, pair_plus_return, six_card_return
from engine.three_card.round import Round, replay
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement, settle
from paytables.games.three_card.wording import (
    figure_label,
    line_label,
    three_card_explain,
    three_card_working,
)
from paytables.models import Variant
from paytables.selectors import engine_refusal
from paytables.wording import Working, percent


def three_card_variant_queryset() -> QuerySet[Variant]:
    """Three Card Poker's variants with everything ``Variant.rules()`` reads, in three
    queries."""
    return (
        Variant.objects.filter(game__engine="three_card")
        .select_related("game", "three_card")
        .prefetch_related("three_card_pays", "sources")
    )


def three_card_unknown_figures(*, variant: Variant) -> list[str]:
    """What a Three Card Poker house has not published that its rounds may need, named as
    the admin names it (a whole table, what a fold does to Pair Plus). Empty when every
    figure is known."""
    try:
        rules: ThreeCardRules = variant.rules()
    except RulesIncomplete:
        return [figure_label("house_rules")]
    return [
        figure_label(name)
        for name in rules.unknown()
        if not (name == "pair_plus_on_fold" and not rules.offers_pair_plus)
    ]


@dataclass(frozen=True)
class PayRow:
    """A line of a pay table at one stake: its odds and what it wins."""

    label: str
    odds: int
    win: Decimal


@dataclass(frozen=True)
class PayTableSummary:
    """One of a house's tables: ``rows`` empty and ``known`` false when unpublished;
    ``offered`` false when the house does not offer it. ``house_edge`` is the exact edge
    (a fraction of the wager; of the ante for the Ante Bonus's ante and play)."""

    table: str
    offered: bool
    known: bool
    rows: tuple[PayRow, ...]
    house_edge: Fraction | None

    @property
    def house_edge_text(self) -> str:
        """The edge as a percentage in the reader's language: "3.37 %"."""
        return "" if self.house_edge is None else percent(float(self.house_edge))


@dataclass(frozen=True)
class ThreeCardPayoutSummary:
    """What a Three Card Poker house pays at one ante (and at side bets of the same stake):
    the Ante Bonus on the ante, Pair Plus and the 6-Card Bonus, with their exact edges."""

    variant: Variant
    rules: ThreeCardRules
    ante: Decimal
    ante_bonus: PayTableSummary
    pair_plus: PayTableSummary
    six_card: PayTableSummary
    element_of_risk: Fraction | None
    play_probability: Fraction | None
    unknown: tuple[str, ...]

    @property
    def tables(self) -> tuple[PayTableSummary, ...]:
        return (self.ante_bonus, self.pair_plus, self.six_card)

    @property
    def element_of_risk_text(self) -> str:
        """The ante and play's edge over the average total bet, as a percentage."""
        return "" if self.element_of_risk is None else percent(float(self.element_of_risk))

    @property
    def play_text(self) -> str:
        """How often the best strategy plays, as a percentage."""
        return "" if self.play_probability is None else percent(float(self.play_probability))


def _summary_of(
    table: str, lines: object, stake: Decimal, edge: Fraction | None
) -> PayTableSummary:
    if lines == ():
        return PayTableSummary(table, False, True, (), None)
    if lines is None:
        return PayTableSummary(table, True, False, (), None)
    assert isinstance(lines, tuple)
    rows = tuple(PayRow(line_label(line), odds, stake * odds) for line, odds in lines)
    return PayTableSummary(table, True, True, rows, edge)


def three_card_payout_summary(*, variant: Variant, ante: Decimal) -> ThreeCardPayoutSummary:
    """The payout summary of a Three Card Poker ``variant`` at ``ante`` (load it with
    ``three_card_variant_queryset()``), every edge computed exactly by the engine."""
    rules: ThreeCardRules = variant.rules()
    main = ante_play_return(rules) if rules.ante_bonus is not None else None
    return ThreeCardPayoutSummary(
        variant=variant,
        rules=rules,
        ante=ante,
        ante_bonus=_summary_of(
            "ante_bonus", rules.ante_bonus, ante, None if main is None else main.house_edge
        ),
        pair_plus=_summary_of(
            "pair_plus",
            rules.pair_plus,
            ante,
            pair_plus_return(rules).house_edge if rules.pair_plus else None,
        ),
        six_card=_summary_of(
            "six_card",
            rules.six_card,
            ante,
            six_card_return(rules).house_edge if rules.six_card else None,
        ),
        element_of_risk=None if main is None else main.element_of_risk,
        play_probability=None if main is None else main.play_probability,
        unknown=tuple(three_card_unknown_figures(variant=variant)),
    )


@dataclass(frozen=True, kw_only=True)
class ThreeCardRoundEntry:
    """A Three Card Poker round as the calculator's form entered it (``decision`` empty:
    Pair Plus alone)."""

    variant: Variant
    ante: Decimal
    pair_plus: Decimal
    six_card: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    decision: str


@dataclass(frozen=True)
class ThreeCardCalculation:
    rules: ThreeCardRules
    round: Round
    settlement: Settlement
    working: Working


# The refusals about a wager, shown beside its field; the others are about the whole entry.
_FIELDS = {
    "no_pair_plus": "pair_plus",
    "pair_plus_alone": "ante",
    "no_six_card": "six_card",
    "six_card_alone": "six_card",
    "no_wager": "ante",
    "bad_decision": "decision",
    "undecided": "decision",
    "no_ante": "decision",
    "duplicate_card": "dealer",
}


def three_card_round_calculation(*, entry: ThreeCardRoundEntry) -> ThreeCardCalculation:
    """The round entered, decided and settled under its house's rules, with its working.

    Raises ``Refusal`` naming the field the house refuses (a side bet it does not offer,
    Pair Plus alone where it needs an ante), with the reason in the reader's language, or
    no field for a figure it never published.
    """
    variant = entry.variant
    refused = partial(engine_refusal, explain=three_card_explain, variant=variant)
    try:
        rules: ThreeCardRules = variant.rules()
        round_ = replay(
            rules,
            ante=entry.ante,
            player=entry.player,
            dealer=entry.dealer,
            # With no ante there is nothing to decide: Pair Plus alone.
            decision=(entry.decision or None) if entry.ante else None,
            pair_plus=entry.pair_plus,
            six_card=entry.six_card,
        )
        settlement = settle(rules, round_)
    except PokerError as error:
        raise refused(error, field=_FIELDS.get(error.code)) from None
    return ThreeCardCalculation(rules, round_, settlement, three_card_working(settlement, round_))
