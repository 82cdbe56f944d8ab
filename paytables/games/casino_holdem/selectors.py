"""Casino Hold'em's pages' queries and calculations: its variants, their unknown figures,
payout summary with the AA Bonus's exact house edge, and a round entered in the
calculator."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import partial

from django.db.models import QuerySet

from engine.cards import Card
from engine.casino_holdem.analysis import aa_bonus_return
from engine.casino_holdem.round import Round, replay
from engine.casino_holdem.rules import CALL_MULTIPLE, CasinoHoldemRules
from engine.casino_holdem.settle import Settlement, settle
from engine.errors import PokerError, RulesIncomplete
from paytables.games.casino_holdem.wording import (
    casino_holdem_explain,
    casino_holdem_working,
    figure_label,
    line_label,
)
from paytables.models import Variant
from paytables.selectors import engine_refusal
from paytables.wording import Working, percent

# The call, in antes, as the pages say it.
CALL_ANTES = CALL_MULTIPLE


def casino_holdem_variant_queryset() -> QuerySet[Variant]:
    """Casino Hold'em's variants with everything ``Variant.rules()`` reads, in three
    queries."""
    return (
        Variant.objects.filter(game__engine="casino_holdem")
        .select_related("game", "casino_holdem")
        .prefetch_related("casino_holdem_pays", "sources")
    )


def casino_holdem_unknown_figures(*, variant: Variant) -> list[str]:
    """What a Casino Hold'em house has not published that its rounds may need, named as the
    admin names it (a whole table, what a fold does to the AA Bonus). Empty when every
    figure is known."""
    try:
        rules: CasinoHoldemRules = variant.rules()
    except RulesIncomplete:
        return [figure_label("house_rules")]
    return [
        figure_label(name)
        for name in rules.unknown()
        if not (name == "aa_bonus_on_fold" and not rules.offers_aa_bonus)
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
    (a fraction of the stake), where the engine enumerates it."""

    table: str
    offered: bool
    known: bool
    rows: tuple[PayRow, ...]
    house_edge: Fraction | None

    @property
    def house_edge_text(self) -> str:
        """The edge as a percentage in the reader's language: "6.26 %"."""
        return "" if self.house_edge is None else percent(float(self.house_edge))


@dataclass(frozen=True)
class CasinoHoldemPayoutSummary:
    """What a Casino Hold'em house pays at one ante (and an AA Bonus of the same stake):
    the Ante table, the call, and the AA Bonus with its exact edge."""

    variant: Variant
    rules: CasinoHoldemRules
    ante: Decimal
    ante_table: PayTableSummary
    aa_bonus: PayTableSummary
    unknown: tuple[str, ...]

    @property
    def call(self) -> Decimal:
        """The call at this ante: two antes."""
        return self.ante * CALL_ANTES

    @property
    def tables(self) -> tuple[PayTableSummary, ...]:
        return (self.ante_table, self.aa_bonus)


def _summary_of(
    table: str, lines: object, stake: Decimal, edge: Fraction | None
) -> PayTableSummary:
    if lines == ():
        return PayTableSummary(table, False, True, (), None)
    if lines is None:
        return PayTableSummary(table, True, False, (), None)
    assert isinstance(lines, tuple)
    rows = tuple(
        PayRow(line_label(line), int(odds), stake * Decimal(int(odds))) for line, odds in lines
    )
    return PayTableSummary(table, True, True, rows, edge)


def aa_bonus_edge(rules: CasinoHoldemRules) -> Fraction | None:
    """The AA Bonus's exact house edge at the house, taken as settled on every hand;
    ``None`` where it is not offered or not published."""
    return aa_bonus_return(rules).house_edge if rules.aa_bonus else None


def casino_holdem_payout_summary(*, variant: Variant, ante: Decimal) -> CasinoHoldemPayoutSummary:
    """The payout summary of a Casino Hold'em ``variant`` at ``ante`` (load it with
    ``casino_holdem_variant_queryset()``), the AA Bonus's edge computed exactly by the
    engine."""
    rules: CasinoHoldemRules = variant.rules()
    return CasinoHoldemPayoutSummary(
        variant=variant,
        rules=rules,
        ante=ante,
        ante_table=_summary_of("ante", rules.ante, ante, None),
        aa_bonus=_summary_of("aa_bonus", rules.aa_bonus, ante, aa_bonus_edge(rules)),
        unknown=tuple(casino_holdem_unknown_figures(variant=variant)),
    )


@dataclass(frozen=True, kw_only=True)
class CasinoHoldemRoundEntry:
    """A Casino Hold'em round as the calculator's form entered it."""

    variant: Variant
    ante: Decimal
    aa_bonus: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    board: tuple[Card, ...]
    decision: str


@dataclass(frozen=True)
class CasinoHoldemCalculation:
    rules: CasinoHoldemRules
    round: Round
    settlement: Settlement
    working: Working


# The refusals about a wager, shown beside its field; the others are about the whole entry.
_FIELDS = {
    "no_aa_bonus": "aa_bonus",
    "bad_decision": "decision",
    "undecided": "decision",
    "duplicate_card": "board",
}


def casino_holdem_round_calculation(*, entry: CasinoHoldemRoundEntry) -> CasinoHoldemCalculation:
    """The round entered, decided and settled under its house's rules, with its working.

    Raises ``Refusal`` naming the field the house refuses (an AA Bonus it does not offer),
    with the reason in the reader's language, or no field for a figure it never published.
    """
    variant = entry.variant
    refused = partial(engine_refusal, explain=casino_holdem_explain, variant=variant)
    try:
        rules: CasinoHoldemRules = variant.rules()
        round_ = replay(
            rules,
            ante=entry.ante,
            player=entry.player,
            dealer=entry.dealer,
            board=entry.board,
            decision=entry.decision,
            aa_bonus=entry.aa_bonus,
        )
        settlement = settle(rules, round_)
    except PokerError as error:
        raise refused(error, field=_FIELDS.get(error.code)) from None
    return CasinoHoldemCalculation(
        rules, round_, settlement, casino_holdem_working(settlement, round_)
    )
