"""Reads of the multi-box table: the round on the table as the engine sees it, and what the
page shows of it (only the boxes the player may see, the dealer's cards at the showdown)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from django.contrib.auth.models import User

from engine.cards import Card, parse_cards
from engine.oasis import boxes as engine
from engine.oasis.round import HAND_SIZE, Settlement, Switch
from paytables.wording import Working, category_label, working
from play.models import Box, BoxRound, BoxTable, LedgerEntry, RoundStatus
from play.models.boxes import OPENING_BALANCE

LEDGER_SHOWN = 12


def engine_table(*, box_round: BoxRound, boxes: Sequence[Box]) -> engine.Table:
    """The round as the engine sees it: dealt again from its seed, each box's stored switch
    and decision applied in order (the third box was decided at the deal)."""
    rules = box_round.engine_rules()
    table = engine.Table.deal(rules, box_round.seed, [box.ante for box in boxes])
    for record, box in zip(boxes, table.boxes, strict=True):
        round_ = box.round
        if record.discard:
            round_ = round_.switch(rules, parse_cards(record.discard), parse_cards(record.draw))
        if record.decision and round_.decision is None:
            round_ = round_.decide(rules, record.decision)
        table = table.with_box(dataclasses.replace(box, round=round_))
    return table


@dataclass(frozen=True)
class BoxView:
    """One box as the page shows it."""

    box: engine.Box
    shown: bool
    current: bool
    most_cards: int
    can_play: bool
    settlement: Settlement | None
    working: Working | None
    fee_one: Decimal
    fee_two: Decimal

    @property
    def cards(self) -> tuple[Card | None, ...]:
        """The box's hand now, or five face-down cards while the player may not see it."""
        return self.box.round.hand if self.shown else (None,) * HAND_SIZE

    @property
    def switch(self) -> Switch | None:
        switches = self.box.round.switches
        return switches[0] if switches and self.shown else None

    @property
    def can_switch(self) -> bool:
        return self.current and self.most_cards > 0


@dataclass(frozen=True)
class TableView:
    """The trainee's multi-box table: balance, version, the round shown and recent ledger."""

    balance: Decimal
    version: int
    round: BoxRound | None
    table: engine.Table | None
    boxes: tuple[BoxView, ...]
    entries: tuple[LedgerEntry, ...]
    net: Decimal | None
    antes: tuple[Decimal, ...]

    @property
    def playing(self) -> bool:
        return self.round is not None and self.round.status == RoundStatus.PLAYING

    @property
    def finished(self) -> bool:
        return self.round is not None and self.round.status == RoundStatus.FINISHED

    @property
    def dealer_qualifies(self) -> bool:
        settlement = self.boxes[0].settlement if self.boxes else None
        return settlement is not None and settlement.dealer_qualifies

    @property
    def dealer_hand(self) -> str:
        """The dealer's hand by name, at the showdown; empty before it."""
        settlement = self.boxes[0].settlement if self.boxes else None
        return category_label(settlement.dealer_category) if settlement else ""

    @property
    def dealer_cards(self) -> tuple[Card | None, ...]:
        """The dealer's cards, his up card first as the rules, drills and calculator show
        them; only the up card is face up until the showdown."""
        if self.table is None:
            return ()
        hand = self.table.dealer
        return hand if self.finished else hand[:1] + (None,) * (HAND_SIZE - 1)


def box_table_view(*, user: User) -> TableView:
    """What the multi-box page shows ``user``: a trainee who never played sees the opening
    balance at version 0 (the first deal opens the table)."""
    table = BoxTable.objects.filter(user=user).first()
    if table is None:
        return TableView(OPENING_BALANCE, 0, None, None, (), (), None, ())
    entries = tuple(table.entries.all()[:LEDGER_SHOWN])
    box_round = table.rounds.prefetch_related("boxes").first()
    if box_round is None or box_round.status == RoundStatus.ABANDONED:
        return TableView(table.balance, table.version, None, None, (), entries, None, ())
    records = list(box_round.boxes.all())
    state = engine_table(box_round=box_round, boxes=records)
    rules = box_round.engine_rules()
    settled = state.settle(rules) if state.finished else None
    settlements = settled if settled is not None else (None,) * len(state.boxes)
    current = state.current
    views = []
    for box, settlement in zip(state.boxes, settlements, strict=True):
        is_current = current is not None and box.position == current.position
        fees = rules.switch_fees
        views.append(
            BoxView(
                box=box,
                shown=state.shown(box.position),
                current=is_current,
                most_cards=state.most_cards_to_switch(rules, box.position, table.balance)
                if is_current
                else 0,
                can_play=is_current and table.balance >= box.bet,
                settlement=settlement,
                working=working(settlement, box.round) if settlement else None,
                fee_one=fees.get(1, Decimal(0)) * box.ante,
                fee_two=fees.get(2, Decimal(0)) * box.ante,
            )
        )
    net = sum((s.net for s in settled), Decimal(0)) if settled is not None else None
    antes = tuple(box.ante for box in state.boxes)
    return TableView(
        table.balance, table.version, box_round, state, tuple(views), entries, net, antes
    )
