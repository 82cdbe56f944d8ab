"""Texas Hold'em Bonus's pages' queries and calculations: its variants, their unknown
figures, payout summary and the Bonus's exact house edge, and a round entered in the
calculator."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import partial

from django.db.models import QuerySet

from engine.cards import Card
from engine.errors import PokerError, RulesIncomplete
from engine.holdem_bonus.analysis import bonus_return
from engine.holdem_bonus.round import Round, replay
from engine.holdem_bonus.rules import FLOP_MULTIPLE, HoldemBonusRules
from engine.holdem_bonus.settle import Settlement, settle
from engine.pay import winnings
from paytables.games.holdem_bonus.wording import (
    figure_label,
    holdem_bonus_explain,
    holdem_bonus_working,
    line_label,
)
from paytables.models import Variant
from paytables.selectors import engine_refusal
from paytables.wording import Working, category_label, percent


def holdem_bonus_variant_queryset() -> QuerySet[Variant]:
    """Texas Hold'em Bonus's variants with everything ``Variant.rules()`` reads, in three
    queries."""
    return (
        Variant.objects.filter(game__engine="holdem_bonus")
        .select_related("game", "holdem_bonus")
        .prefetch_related("holdem_bonus_pays", "sources")
    )


def holdem_bonus_unknown_figures(*, variant: Variant) -> list[str]:
    """What a Texas Hold'em Bonus house has not published that its rounds may need, named
    as the admin names it (the Bonus table, what a fold does to the Bonus). Empty when every
    figure is known."""
    try:
        rules: HoldemBonusRules = variant.rules()
    except RulesIncomplete:
        return [figure_label("house_rules")]
    return [
        figure_label(name)
        for name in rules.unknown()
        if not (name == "bonus_on_fold" and not rules.offers_bonus)
    ]


@dataclass(frozen=True)
class PayRow:
    """A line of the Bonus table at one stake: its odds and what it wins."""

    label: str
    odds: int
    win: Decimal


@dataclass(frozen=True)
class HoldemBonusPayoutSummary:
    """What a Texas Hold'em Bonus house pays at one ante (and a Bonus of the same stake):
    the bets 1 to 1, the ante from its lowest hand, the Bonus by its table with its exact
    edge. ``bonus_offered`` false: no Bonus; ``bonus_known`` false: its table unpublished."""

    variant: Variant
    rules: HoldemBonusRules
    ante: Decimal
    bonus_offered: bool
    bonus_known: bool
    bonus_rows: tuple[PayRow, ...]
    bonus_edge: Fraction | None
    unknown: tuple[str, ...]

    @property
    def flop_bet(self) -> Decimal:
        return self.ante * FLOP_MULTIPLE

    @property
    def ante_hand(self) -> str:
        """The lowest winning hand that wins the ante, in the reader's language."""
        return category_label(self.rules.ante_pays_from)

    @property
    def bonus_edge_text(self) -> str:
        """The Bonus's edge as a percentage in the reader's language: "8.54 %"."""
        return "" if self.bonus_edge is None else percent(float(self.bonus_edge))


def holdem_bonus_payout_summary(*, variant: Variant, ante: Decimal) -> HoldemBonusPayoutSummary:
    """The payout summary of a Texas Hold'em Bonus ``variant`` at ``ante`` (load it with
    ``holdem_bonus_variant_queryset()``), the Bonus's edge computed exactly by the engine."""
    rules: HoldemBonusRules = variant.rules()
    table = rules.bonus
    rows = tuple(
        PayRow(line_label(line), int(odds), winnings(ante, odds)) for line, odds in table or ()
    )
    return HoldemBonusPayoutSummary(
        variant=variant,
        rules=rules,
        ante=ante,
        bonus_offered=rules.offers_bonus,
        bonus_known=table is not None,
        bonus_rows=rows,
        bonus_edge=bonus_return(rules).house_edge if table else None,
        unknown=tuple(holdem_bonus_unknown_figures(variant=variant)),
    )


@dataclass(frozen=True, kw_only=True)
class HoldemBonusRoundEntry:
    """A Texas Hold'em Bonus round as the calculator's form entered it: the stakes, the
    cards and the actions street by street (empty after a fold)."""

    variant: Variant
    ante: Decimal
    bonus: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    board: tuple[Card, ...]
    actions: tuple[str, ...]


@dataclass(frozen=True)
class HoldemBonusCalculation:
    rules: HoldemBonusRules
    round: Round
    settlement: Settlement
    working: Working


# The refusals about a field, shown beside it; the others are about the whole entry.
_FIELDS = {
    "no_bonus": "bonus",
    "bet_or_fold": "preflop",
    "no_fold_after_flop": "flop",
    "undecided": "flop",
    "duplicate_card": "board",
}


def holdem_bonus_round_calculation(*, entry: HoldemBonusRoundEntry) -> HoldemBonusCalculation:
    """The round entered, played and settled under its house's rules, with its working.

    Raises ``Refusal`` naming the field the house refuses (a Bonus it does not offer, a
    check before the flop), with the reason in the reader's language, or no field for a
    figure it never published.
    """
    variant = entry.variant
    refused = partial(engine_refusal, explain=holdem_bonus_explain, variant=variant)
    try:
        rules: HoldemBonusRules = variant.rules()
        round_ = replay(
            rules,
            ante=entry.ante,
            player=entry.player,
            dealer=entry.dealer,
            board=entry.board,
            actions=entry.actions,
            bonus=entry.bonus,
        )
        settlement = settle(rules, round_)
    except PokerError as error:
        raise refused(error, field=_FIELDS.get(error.code)) from None
    return HoldemBonusCalculation(
        rules, round_, settlement, holdem_bonus_working(rules, settlement, round_)
    )
