"""Ultimate Texas Hold'em's pages' queries and calculations: its variants, their unknown
figures, payout summary and the Trips' exact house edge, the decisions of a round street by
street, and a round entered in the calculator."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import partial

from django.db.models import QuerySet

from engine.cards import Card
from engine.errors import IllegalAction, PokerError, RulesIncomplete
from engine.ultimate.analysis import trips_return
from engine.ultimate.round import STREETS, Round
from engine.ultimate.rules import PayTable, UltimateRules
from engine.ultimate.settle import Settlement, settle
from paytables.games.ultimate.wording import (
    figure_label,
    odds_label,
    ultimate_explain,
    ultimate_working,
)
from paytables.models import Variant
from paytables.selectors import engine_refusal
from paytables.wording import Working, category_label, percent

# The streets a player decides on, by their names in an entry, in order.
STREET_NAMES = tuple(street.value for street in STREETS)
_BET = re.compile(r"(\d)x")


def ultimate_variant_queryset() -> QuerySet[Variant]:
    """Ultimate Texas Hold'em's variants with everything ``Variant.rules()`` reads, in three
    queries."""
    return (
        Variant.objects.filter(game__engine="ultimate")
        .select_related("game", "ultimate")
        .prefetch_related("ultimate_pays", "sources")
    )


def ultimate_unknown_figures(*, variant: Variant) -> list[str]:
    """What an Ultimate Texas Hold'em house has not published that its rounds may need,
    named as the admin names it. Empty when every figure is known."""
    try:
        rules: UltimateRules = variant.rules()
    except RulesIncomplete:
        return [figure_label("house_rules")]
    return [
        figure_label(name)
        for name in rules.unknown()
        if not (name == "trips_on_fold" and not rules.offers_trips)
    ]


@functools.cache
def trips_edge(table: PayTable) -> Fraction:
    """The exact house edge of a Trips table (the engine's count of the seven-card hands,
    once a table)."""
    rules = UltimateRules(slug="", name="", sources=(), blind=(), trips=table)
    return trips_return(rules).house_edge


@dataclass(frozen=True)
class PayRow:
    """A line of a pay table at one stake: its odds and what it wins."""

    label: str
    odds: str
    win: Decimal


@dataclass(frozen=True)
class PayTableSummary:
    """One of a house's tables: ``rows`` empty and ``known`` false when unpublished;
    ``offered`` false when the house does not offer it; ``house_edge`` the exact edge (a
    fraction of the stake) where the engine enumerates it."""

    table: str
    offered: bool
    known: bool
    rows: tuple[PayRow, ...]
    house_edge: Fraction | None

    @property
    def house_edge_text(self) -> str:
        """The edge as a percentage in the reader's language: "1.90 %"."""
        return "" if self.house_edge is None else percent(float(self.house_edge))


def _summary_of(
    table: str, lines: PayTable | None, stake: Decimal, edge: Fraction | None
) -> PayTableSummary:
    if lines == ():
        return PayTableSummary(table, False, True, (), None)
    if lines is None:
        return PayTableSummary(table, True, False, (), None)
    rows = tuple(
        PayRow(
            str(category_label(line)), odds_label(odds), stake * odds.numerator / odds.denominator
        )
        for line, odds in lines
    )
    return PayTableSummary(table, True, True, rows, edge)


@dataclass(frozen=True)
class UltimatePayoutSummary:
    """What an Ultimate Texas Hold'em house pays at one ante (and a Trips of the same
    stake): the Blind by its table, the Trips with its exact edge."""

    variant: Variant
    rules: UltimateRules
    ante: Decimal
    blind: PayTableSummary
    trips: PayTableSummary
    unknown: tuple[str, ...]

    @property
    def tables(self) -> tuple[PayTableSummary, ...]:
        return (self.blind, self.trips)

    @property
    def preflop_text(self) -> str:
        return " / ".join(f"{each}x" for each in sorted(self.rules.preflop_multiples))


def ultimate_payout_summary(*, variant: Variant, ante: Decimal) -> UltimatePayoutSummary:
    """The payout summary of an Ultimate Texas Hold'em ``variant`` at ``ante`` (load it with
    ``ultimate_variant_queryset()``), the Trips' edge computed exactly by the engine."""
    rules: UltimateRules = variant.rules()
    trips = rules.trips
    return UltimatePayoutSummary(
        variant=variant,
        rules=rules,
        ante=ante,
        blind=_summary_of("blind", rules.blind, ante, None),
        trips=_summary_of("trips", trips, ante, trips_edge(trips) if trips else None),
        unknown=tuple(ultimate_unknown_figures(variant=variant)),
    )


def decide_by_streets(rules: UltimateRules, round_: Round, decisions: Mapping[str, str]) -> Round:
    """``round_`` decided street by street as ``decisions`` says ("check", "4x", "2x",
    "1x", "fold" by street name; a street not given is a check). Raises the engine's
    refusal of a decision on its street (``bad_multiple``, ``bet_or_fold``,
    ``fold_before_river``), ``already_decided`` for a decision after the play and
    ``bad_decision`` for a word that is none."""
    for street in STREET_NAMES:
        given = (decisions.get(street) or "").strip().lower()
        try:
            round_ = _decide(rules, round_, street, given)
        except IllegalAction as error:
            # The street the refusal is about, for the form to show it beside its field.
            error.params.setdefault("street", street)
            raise
    return round_


def _decide(rules: UltimateRules, round_: Round, street: str, given: str) -> Round:
    if round_.decision is not None:
        if given:
            raise IllegalAction(
                f"the player has already decided ({round_.decision}): nothing on the {street}",
                code="already_decided",
            )
        return round_
    if given in ("", "check"):
        return round_.check(rules)
    if given == "fold":
        return round_.fold(rules)
    if (bet := _BET.fullmatch(given)) is not None:
        return round_.bet(rules, int(bet.group(1)))
    raise IllegalAction(
        f"{street}: the decision is check, 4x, 3x, 2x, 1x or fold, not {given!r}",
        code="bad_decision",
    )


@dataclass(frozen=True, kw_only=True)
class UltimateRoundEntry:
    """An Ultimate Texas Hold'em round as the calculator's form entered it."""

    variant: Variant
    ante: Decimal
    trips: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    board: tuple[Card, ...]
    decisions: Mapping[str, str]


@dataclass(frozen=True)
class UltimateCalculation:
    rules: UltimateRules
    round: Round
    settlement: Settlement
    working: Working


# The refusals about a field, shown beside it (a decision's, beside its street's); the
# others are about the whole entry.
_FIELDS = {"no_trips": "trips", "duplicate_card": "board"}


def ultimate_round_calculation(*, entry: UltimateRoundEntry) -> UltimateCalculation:
    """The round entered, decided street by street and settled under its house's rules,
    with its working.

    Raises ``Refusal`` naming the field the house refuses (a Trips it does not offer, a
    decision it does not take on that street), with the reason in the reader's language,
    or no field for a figure it never published.
    """
    variant = entry.variant
    refused = partial(engine_refusal, explain=ultimate_explain, variant=variant)
    try:
        rules: UltimateRules = variant.rules()
        dealt = Round(
            ante=entry.ante,
            player=entry.player,
            dealer=entry.dealer,
            board=entry.board,
            trips=entry.trips,
        )
        round_ = decide_by_streets(rules, dealt, entry.decisions)
        settlement = settle(rules, round_)
    except PokerError as error:
        street = error.params.get("street")
        field = _FIELDS.get(error.code) or (street if isinstance(street, str) else None)
        raise refused(error, field=field) from None
    working = ultimate_working(settlement, round_)
    return UltimateCalculation(rules, round_, settlement, working)
