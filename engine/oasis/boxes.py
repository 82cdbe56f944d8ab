"""The multi-box Oasis Poker table of seed 004: up to three boxes against one dealer.

One deck deals five cards to each box and to the dealer (a card to each box in turn, then
one to the dealer, five times over); the dealer's last card is his up card, ``dealer[0]`` as
everywhere in the engine. The boxes are decided one at a time, in order: the player sees a
box's cards only once every box before it is decided. The third box, when bought, always
plays: its ante and its bet are placed at the deal, it neither switches nor folds, and its
cards stay face down until the showdown. Switched cards come from the top of the same deck.

The player's balance is whatever is not on the table. A switch is refused, or limited to one
card, when the balance left after its fee would not cover the box's bet (2 × ante); a box
whose bet the balance cannot cover may only fold. Each box is settled on its own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from engine.cards import Card, Deck
from engine.errors import IllegalAction
from engine.money import parse_amount
from engine.oasis.round import HAND_SIZE, Decision, Round, Rules, Settlement, settle

MAX_BOXES = 3
MIN_ANTE = Decimal(1)
MAX_ANTE = Decimal(100)
# The box that always plays, when it is bought (1-based like the boxes on the felt).
ALWAYS_PLAYS = 3


def check_antes(antes: Sequence[Decimal | int | str]) -> tuple[Decimal, ...]:
    """The antes of the boxes bought, one per box in order, as ``Decimal``.

    Raises ``IllegalAction`` for no box or more than three, ``BadAmount`` for an amount that
    is no stake, and ``IllegalAction`` (``ante_out_of_range``) for one that is not a whole
    number from 1 to 100.
    """
    if not antes:
        raise IllegalAction("buy at least one box", code="no_boxes")
    if len(antes) > MAX_BOXES:
        raise IllegalAction(
            f"at most {MAX_BOXES} boxes, not {len(antes)}", code="too_many_boxes", most=MAX_BOXES
        )
    checked = tuple(parse_amount(ante, name="ante") for ante in antes)
    for position, ante in enumerate(checked, start=1):
        # Whole chips: a fee of 1.5 antes then stays in whole cents.
        if not MIN_ANTE <= ante <= MAX_ANTE or ante != ante.to_integral_value():
            raise IllegalAction(
                f"the ante of box {position} must be a whole number from {MIN_ANTE} to {MAX_ANTE}",
                code="ante_out_of_range",
                box=position,
                least=MIN_ANTE,
                most=MAX_ANTE,
            )
    return checked


def upfront(antes: Sequence[Decimal]) -> Decimal:
    """What the deal takes from the balance: every ante, and the third box's bet."""
    total = sum(antes, Decimal(0))
    if len(antes) >= ALWAYS_PLAYS:
        total += 2 * antes[ALWAYS_PLAYS - 1]
    return total


@dataclass(frozen=True, slots=True)
class Box:
    """One box: its place on the felt (1..3), its ante, and its round against the dealer."""

    position: int
    ante: Decimal
    round: Round

    @property
    def always_plays(self) -> bool:
        return self.position == ALWAYS_PLAYS

    @property
    def bet(self) -> Decimal:
        """The bet (raise) this box places to play: twice its ante."""
        return 2 * self.ante

    @property
    def decided(self) -> bool:
        return self.round.decision is not None


@dataclass(frozen=True, slots=True)
class Table:
    """A multi-box round: the seed of its deck, the boxes and the dealer's hand."""

    seed: int
    boxes: tuple[Box, ...]

    @classmethod
    def deal(cls, rules: Rules, seed: int, antes: Sequence[Decimal | int | str]) -> Table:
        """A new table dealt from the deck of ``seed`` with one box per ante.

        The third box plays at once (its bet placed). Raises as ``check_antes`` does.
        """
        antes = check_antes(antes)
        seats = len(antes) + 1
        cards = Deck(seed).draw(HAND_SIZE * seats)
        dealer = tuple(reversed(cards[len(antes) :: seats]))
        boxes = []
        for index, ante in enumerate(antes):
            round_ = Round(player=cards[index::seats], dealer=dealer)
            box = Box(position=index + 1, ante=ante, round=round_)
            if box.always_plays:
                box = dataclasses.replace(box, round=round_.decide(rules, Decision.RAISE))
            boxes.append(box)
        return cls(seed=seed, boxes=tuple(boxes))

    @property
    def dealer(self) -> tuple[Card, ...]:
        """The dealer's hand, the up card first."""
        return self.boxes[0].round.dealer

    @property
    def up_card(self) -> Card:
        return self.dealer[0]

    @property
    def current(self) -> Box | None:
        """The box the player decides now; ``None`` once every box is decided."""
        return next((box for box in self.boxes if not box.decided), None)

    @property
    def finished(self) -> bool:
        return self.current is None

    def shown(self, position: int) -> bool:
        """Whether the player may see the cards of the box at ``position``: the boxes up to
        the one being decided, and every box (the third too) once the table is finished."""
        current = self.current
        if current is None:
            return True
        box = self.box(position)
        return not box.always_plays and position <= current.position

    def box(self, position: int) -> Box:
        """The box at ``position``; ``IllegalAction`` (``no_such_box``) when not bought."""
        if not 1 <= position <= len(self.boxes):
            raise IllegalAction(f"there is no box {position}", code="no_such_box", box=position)
        return self.boxes[position - 1]

    def most_cards_to_switch(self, rules: Rules, position: int, balance: Decimal) -> int:
        """How many cards the box may switch now with ``balance`` left off the table: the
        most the variant allows whose fee leaves enough for the box's bet; 0 for none."""
        box = self.box(position)
        if box.always_plays or box.round.switched or box.decided:
            return 0
        if not rules.allows_switching or len(box.round.switches) >= rules.max_switches:
            return 0
        counts = [
            count for count, fee in rules.switch_fees.items() if balance - fee * box.ante >= box.bet
        ]
        return max(counts, default=0)

    def switch(
        self, rules: Rules, position: int, discard: Iterable[Card], *, balance: Decimal
    ) -> Table:
        """The table after the box at ``position`` switches ``discard`` for the next cards
        of the deck. ``balance`` is what the player holds off the table now.

        Raises ``IllegalAction``: ``box_not_current`` for a box not being decided,
        ``box_always_plays`` for the third box, ``switch_leaves_no_bet`` when the fee would
        leave less than the box's bet (``most`` says how many cards could be switched,
        ``least`` the cheapest fee), and
        the engine's own refusals (too many cards, a card not in the hand, a second switch).
        """
        box = self._deciding(position)
        discard = tuple(discard)
        fee = rules.switch_fee(len(discard)) if discard else Decimal(0)
        if discard and balance - fee * box.ante < box.bet:
            raise IllegalAction(
                f"after a fee of {fee * box.ante} the balance would not cover the bet of "
                f"{box.bet} of box {position}",
                code="switch_leaves_no_bet",
                box=position,
                cards=len(discard),
                fee=fee * box.ante,
                bet=box.bet,
                balance=balance,
                most=self.most_cards_to_switch(rules, position, balance),
                least=min(rules.switch_fees.values()) * box.ante,
            )
        draw = Deck.at(self.seed, self._next_card()).draw(len(discard))
        return self.with_box(dataclasses.replace(box, round=box.round.switch(rules, discard, draw)))

    def decide(
        self, rules: Rules, position: int, decision: Decision | str, *, balance: Decimal
    ) -> Table:
        """The table after the box at ``position`` plays (``raise``: its bet is placed) or
        folds. Raises ``IllegalAction``: as ``switch`` for the box, ``bet_not_covered``
        when ``balance`` cannot pay the bet, and the engine's refusals."""
        box = self._deciding(position)
        round_ = box.round.decide(rules, decision)
        if round_.decision is Decision.RAISE and balance < box.bet:
            raise IllegalAction(
                f"the balance of {balance} does not cover the bet of {box.bet}: fold box "
                f"{position}",
                code="bet_not_covered",
                box=position,
                bet=box.bet,
                balance=balance,
            )
        return self.with_box(dataclasses.replace(box, round=round_))

    def settle(self, rules: Rules) -> tuple[Settlement, ...]:
        """Each box settled on its own, in order. ``IllegalAction`` before the showdown."""
        if not self.finished:
            raise IllegalAction("a box is still to be decided", code="undecided")
        return tuple(settle(rules, box.round, box.ante) for box in self.boxes)

    def _deciding(self, position: int) -> Box:
        box = self.box(position)
        if box.always_plays:
            raise IllegalAction(
                "the third box always plays: no switch, no fold",
                code="box_always_plays",
                box=position,
            )
        current = self.current
        if current is None or current.position != position:
            raise IllegalAction(
                f"box {position} is not the box being decided",
                code="box_not_current",
                box=position,
            )
        return box

    def _next_card(self) -> int:
        drawn = sum(len(s.drawn) for box in self.boxes for s in box.round.switches)
        return HAND_SIZE * (len(self.boxes) + 1) + drawn

    def with_box(self, box: Box) -> Table:
        """The table with ``box`` in place of the box at its position (no rule is checked:
        for replaying a stored history)."""
        boxes = tuple(box if each.position == box.position else each for each in self.boxes)
        return dataclasses.replace(self, boxes=boxes)


def returned_at_showdown(box: Box, settlement: Settlement) -> Decimal:
    """What goes back to the balance at the showdown for ``box``: its stakes still on the
    table and their winnings (the fee was paid when the cards were switched)."""
    on_table = box.ante + (box.bet if box.round.decision is Decision.RAISE else Decimal(0))
    return on_table + settlement.ante.amount + settlement.raise_.amount
