"""One player's several boxes against one dealer hand.

Where fewer players than boxes sit at a table, one player may take several: open boxes,
whose cards he sees, and blind boxes, played face down. The rule pages agree on how:

- the open boxes are played one by one, in order: a box is decided before the player looks
  at the next (Corona Casino Phu Quoc; casino-aragon.by; Oracul), so a later box's draw
  comes off the deck after an earlier one's;
- a blind box is played without looking: it is bet as dealt, with no exchange, no sixth
  card and no game bought (Senator, Yerevan), and here never insured (Corona lets a blind
  box be insured blind, returned when the hand does not allow it; that is left out);
- when the dealer shows no game, each player takes the ante or buys a game (Senator).

No page says what a game bought on one box does to the others. Here each open box that bet
decides for itself; the dealer replaces his card once, and only the boxes that bought play
against his new hand, each paying its fee and giving up its ante's win. Every other box,
blind ones included, is settled against the hand he was dealt (the ante paid 1 to 1).

A ``Table`` holds each box as a ``Round`` with the dealer's cards, so every box settles
with ``settle``; the table checks that the boxes make one deal.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

from engine.cards import CARDS, Card, ensure_distinct
from engine.dealing import CannotDeal
from engine.errors import CardError, IllegalAction, RulesIncomplete
from engine.money import parse_amount
from engine.russian.players import (
    DrawKind,
    RussianPlayer,
    decide_as,
    draw_for,
    game_cards,
    wants_game,
)
from engine.russian.round import HAND_SIZE, Decision, Exchange, GameBought, Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, settle

MOST_BOXES = 6  # the largest tables the pages describe; the deck then still has room to draw
_TRIES = 100


@dataclass(frozen=True, slots=True)
class Table:
    """One player's boxes against one dealer hand, each a decided ``Round`` with the
    dealer's cards, in the order the player played them; ``blind`` marks the boxes played
    face down. Raises ``IllegalAction`` unless the boxes make one deal (code
    ``no_boxes``, ``blind_count``, ``boxes_differ``, ``undecided_box``, ``blind_box_played``,
    ``games_differ``) and ``CardError`` for a card that is out twice."""

    boxes: tuple[Round, ...]
    blind: tuple[bool, ...]

    def __post_init__(self) -> None:
        if not self.boxes:
            raise IllegalAction("a table needs at least one box", code="no_boxes")
        if len(self.blind) != len(self.boxes):
            raise IllegalAction("say of every box whether it is blind", code="blind_count")
        first = self.boxes[0]
        for box, blind in zip(self.boxes, self.blind, strict=True):
            if box.dealer != first.dealer or box.ante != first.ante:
                raise IllegalAction(
                    "one player's boxes are played against one dealer hand, for one ante",
                    code="boxes_differ",
                )
            if box.decision is None:
                raise IllegalAction("every box must be decided", code="undecided_box")
            played = box.draws or box.insurance or box.game_bought is not None
            if blind and (played or box.decision is not Decision.BET):
                raise IllegalAction(
                    "a blind box is bet as dealt: no draw, no insurance, no game bought",
                    code="blind_box_played",
                )
        games = {box.game_bought for box in self.boxes if box.game_bought is not None}
        if len(games) > 1:
            raise IllegalAction(
                "the dealer replaces his card once: every box that bought plays his new hand",
                code="games_differ",
            )
        ensure_distinct(self.cards_seen())

    @property
    def dealer(self) -> tuple[Card, ...]:
        """The dealer's cards as dealt, the up card first."""
        return self.boxes[0].dealer

    @property
    def game_bought(self) -> GameBought | None:
        """The game bought for the dealer, if any box bought it."""
        return next((b.game_bought for b in self.boxes if b.game_bought is not None), None)

    def cards_seen(self) -> tuple[Card, ...]:
        """Every card out of the deck: the boxes' hands and the dealer's, then each box's
        draws in the order the boxes were played, then the dealer's for a game bought."""
        seen = tuple(card for box in self.boxes for card in box.player) + self.dealer
        for box in self.boxes:
            for draw in box.draws:
                seen += draw.drawn if isinstance(draw, Exchange) else (draw.card,)
        bought = self.game_bought
        return seen + (bought.drawn if bought is not None else ())


def settle_table(rules: RussianRules, table: Table) -> tuple[Settlement, ...]:
    """Each box's settlement under ``rules``, in the table's order: a box that bought the
    game against the dealer's new hand, every other box against the hand he was dealt.
    Raises as ``settle``."""
    return tuple(settle(rules, box) for box in table.boxes)


def _take(deck: Iterator[Card], count: int) -> tuple[Card, ...] | None:
    cards = tuple(card for _, card in zip(range(count), deck, strict=False))
    return cards if len(cards) == count else None


def _draw_count(player: RussianPlayer, round_: Round, rules: RussianRules) -> int | None:
    choice = draw_for(player, round_, rules)
    if choice is None:
        return None
    if choice.kind is DrawKind.EXCHANGE:
        return len(choice.discard)
    return 1 if choice.kind is DrawKind.SIXTH else 0


def _played(
    player: RussianPlayer,
    deck: list[Card],
    rules: RussianRules,
    *,
    boxes: int,
    blind: int,
    ante: Decimal,
) -> Table | None:
    """The table ``player`` plays from ``deck`` (in its order); ``None`` when his rule does
    not apply to one of his open boxes' hands or needs a figure the house has not given."""
    seats = boxes + blind
    # Dealt one card at a time, box by box and the dealer last, whose last card is shown.
    hands = [tuple(deck[seat : HAND_SIZE * (seats + 1) : seats + 1]) for seat in range(seats)]
    dealer = tuple(reversed(deck[seats : HAND_SIZE * (seats + 1) : seats + 1]))
    rest = iter(deck[HAND_SIZE * (seats + 1) :])
    rounds: list[Round] = []
    for seat, hand in enumerate(hands):
        dealt = Round(ante=ante, player=hand, dealer=dealer)
        if seat >= boxes:
            rounds.append(dealt.bet(rules))
            continue
        count = _draw_count(player, dealt, rules)
        drawn = None if count is None else _take(rest, count)
        decided = None if drawn is None else decide_as(player, dealt, rules, drawn)
        if decided is None:
            return None
        rounds.append(decided)
    buyers = [seat for seat in range(boxes) if wants_game(player, rounds[seat], rules)]
    if buyers:
        remaining = list(rest)
        try:
            cards = game_cards(rounds[buyers[0]], rules, remaining)
        except (RulesIncomplete, CardError):
            return None  # a figure unknown, or the deck ran out: deal again
        for seat in buyers:
            rounds[seat] = rounds[seat].buy_game(rules, cards)
    return Table(boxes=tuple(rounds), blind=tuple(seat >= boxes for seat in range(seats)))


def _settles(rules: RussianRules, table: Table) -> bool:
    try:
        settle_table(rules, table)
    except RulesIncomplete:
        return False
    return True


def deal_table(
    rules: RussianRules, rng: random.Random, *, boxes: int, blind: int, ante: Decimal
) -> tuple[Table, RussianPlayer]:
    """A table of ``boxes`` open boxes and ``blind`` blind ones for ``ante``, dealt from a
    deck shuffled by ``rng`` and played by one kind of player (returned with it), every
    box decided and the dealer's game bought where that player buys it. A deal that would
    need a figure the house has not published, to be played or settled, is dealt again:
    every table dealt settles with ``settle_table``. The same rules, counts, ante and state
    of ``rng`` give the same table.

    Raises ``ValueError`` for no open box, a negative count, or more than ``MOST_BOXES``
    boxes; ``BadAmount`` for an ante that is no stake; ``CannotDeal`` should many deals
    find no table (a house whose figures are too few to settle most rounds).
    """
    if boxes < 1 or blind < 0 or boxes + blind > MOST_BOXES:
        raise ValueError(
            f"a table is one to {MOST_BOXES} boxes, at least one of them open: "
            f"not {boxes} open and {blind} blind"
        )
    ante = parse_amount(ante, name="ante")
    for _ in range(_TRIES):
        player = rng.choice(tuple(RussianPlayer))
        deck = list(CARDS)
        rng.shuffle(deck)
        table = _played(player, deck, rules, boxes=boxes, blind=blind, ante=ante)
        if table is not None and _settles(rules, table):
            return table, player
    raise CannotDeal(f"no table of {boxes} open and {blind} blind boxes under {rules.name}")
