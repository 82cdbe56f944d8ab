"""The Hold'em table of seed 002, one hand at a time, to the last player standing.

A ``Hand`` is a mutable state machine: ``Hand.deal`` posts the antes and blinds and deals,
``act`` applies the player's action and moves on by itself (next player, next street, burn
and board, run-out, showdown, payment). ``act`` checks everything before it touches
anything, so an ``IllegalAction`` leaves the hand exactly as it was. A ``Match`` strings
hands together: stacks carried over, the button moving, players eliminated, the match won.

The table is a ``TableSettings`` value: seats (2 to 10), starting stack, blinds, ante and
one house rule. Its default, ``SEED_002``, is seed 002's table: four seats, 1000 chips
each, blinds 10/20, no ante; the play app's table is that one. The rules, as seed 002
states them and as this module applies them at any number of seats:

* Seats 0..n-1 clockwise; seat 0 is the trainee. A seat with no chips is empty (or its
  player is out): it gets no cards and the button, blinds and action pass it by.
* The button starts on the trainee and moves clockwise to the next player still in; the
  small and big blinds follow it clockwise. Heads-up the button posts the small blind, acts
  first before the flop and last after it.
* No player posts the big blind twice in a row. With three or more players this never
  happens when the button moves to the next player still in; it can only happen on the
  first hand after play becomes heads-up (the player who just posted the big blind would
  post it again). Then the button moves one seat further, so the big blind passes to the
  other player (seed 002: "adjust the button if needed").
* Antes (none at seed 002's table) are posted by every player dealt in, before the blinds.
  They are dead money: in the pot and in each player's contribution, so in the side pots,
  but not part of any bet: they count toward no call and set no raise size.
* A player who owes nothing checks, otherwise calls or folds; a call short of the bet is
  an all-in. Amounts are the player's total for the round. The opening bet is at least
  one big blind; a raise adds at least the last full bet or raise increment (the big blind
  before any); an all-in may be less. A short all-in does not reopen raising for a player
  who already acted this round: that player may raise again only once the total increase
  they face since they last acted reaches a full raise (several short all-ins add up).
  Nobody may raise when no other player could put in more chips. In an unraised pot the
  big blind keeps its option.
* An ante or blind the player cannot cover is posted all-in. For a big blind posted short,
  seed 002's rule is the default: the bet to call is the largest blind actually posted ("a
  call matches the round's highest bet"), and a raise is one big blind over it.
  ``TableSettings.call_full_big_blind`` gives casino card rooms' rule instead.
* One card is burned before the flop, the turn and the river. After the flop the first
  player able to act clockwise from the button starts.
* The last player not folded wins at once, with no more cards dealt. When no more betting
  is possible the board runs out. Uncalled chips go back at the end of each betting round.
  Pots are built and paid as ``engine.holdem.pots`` explains.
* A player with no chips is out and gets no cards; the match ends with one player left.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.cards import CARDS, Card, Deck, ensure_distinct
from engine.errors import IllegalAction
from engine.hands import HandValue
from engine.holdem.evaluate import best_hand
from engine.holdem.pots import Pot, PotAward, award_pots, build_pots, clockwise_from_button_left

TRAINEE = 0
HOLE_CARDS = 2
MIN_SEATS = 2
MAX_SEATS = 10  # a full ring game; the deck would deal more, no card room seats them
SEED_002_SEATS = 4


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class TableSettings:
    """The table a hand is dealt at: seats, chips, blinds, ante and one house rule.

    The defaults are seed 002's table (``SEED_002``). ``starting_stack`` is what each seat
    gets when a match starts or restarts. ``ante`` is posted by every player dealt in,
    before the blinds, as dead money (see the module's rules).

    ``call_full_big_blind`` is what a big blind posted all-in for less than the full blind
    asks of the others. Off (seed 002): the call matches the highest blind actually posted,
    and the smallest raise is one big blind over it. On, the rule of casino card rooms, the
    WSOP's among them: the players to act must call the complete big blind, as if it had
    been posted in full, and the smallest raise is to two big blinds; the chips the short
    blind cannot match make a side pot as usual.
    """

    seats: int = SEED_002_SEATS
    starting_stack: int = 1000
    small_blind: int = 10
    big_blind: int = 20
    ante: int = 0
    call_full_big_blind: bool = False

    def __post_init__(self) -> None:
        """Raises ``ValueError`` for a table no card room deals at: 2 to 10 seats, whole
        chips, a positive stack, a small blind of at least 1 and at most the big blind,
        no negative ante."""
        amounts = (self.seats, self.starting_stack, self.small_blind, self.big_blind, self.ante)
        if not all(_whole(amount) for amount in amounts):
            raise ValueError("seats, stacks, blinds and antes are whole numbers")
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {self.seats}")
        if self.starting_stack < 1:
            raise ValueError("the starting stack must be at least one chip")
        if not 1 <= self.small_blind <= self.big_blind:
            raise ValueError("the small blind must be from 1 chip to the big blind")
        if self.ante < 0:
            raise ValueError("the ante cannot be negative")
        if not isinstance(self.call_full_big_blind, bool):
            raise ValueError("call_full_big_blind is true or false")

    @property
    def min_bet(self) -> int:
        """The smallest opening bet, and the raise increment before any (seed 002: 20)."""
        return self.big_blind

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TableSettings:
        """The settings ``to_dict`` wrote; a missing field takes seed 002's value. Raises
        ``ValueError`` for an unknown field or a value ``TableSettings`` refuses."""
        unknown = set(data) - {f.name for f in dataclasses.fields(cls)}
        if unknown:
            raise ValueError(f"unknown table settings {sorted(unknown)}")
        return cls(**data)


SEED_002 = TableSettings()
"""Seed 002's table: four seats, 1000 chips each, blinds 10/20, no ante."""


class Street(enum.IntEnum):
    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3


_BOARD_CARDS = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}


class ActionKind(enum.StrEnum):
    """What a player can do. ``BET`` and ``RAISE`` are one action (``act`` accepts either);
    the log says ``BET`` when nothing was bet yet in the round."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"


class EventKind(enum.StrEnum):
    ANTE = "ante"
    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    HOLE_CARDS = "hole_cards"
    BURN = "burn"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    RETURN = "return"
    SHOW = "show"
    WIN = "win"


@dataclass(frozen=True)
class Event:
    """One line of the hand's log.

    ``amount`` is the chips that moved (put in, returned or won); ``total`` the seat's bet
    for the round after a blind, call, bet or raise (an ante is no bet: its total is 0);
    ``cards`` the cards dealt, burned or shown; ``value`` the hand shown; ``pot_index`` the
    pot a ``WIN`` comes from.
    """

    kind: EventKind
    street: Street
    seat: int | None = None
    amount: int = 0
    total: int = 0
    all_in: bool = False
    cards: tuple[Card, ...] = ()
    value: HandValue | None = None
    pot_index: int | None = None


@dataclass(frozen=True)
class LegalActions:
    """What the seat to act may do, as values the table page turns into buttons.

    ``call_amount`` is the chips calling adds: 0 means the player checks; a call that is
    smaller than what the others bet is an all-in (``call_is_all_in``). Raises are totals
    for the round, from ``min_raise_to`` to ``max_raise_to`` (the player's all-in); both are
    ``None`` when the player may not raise. ``min_raise_to`` equals ``max_raise_to`` when
    the only raise left is a short all-in.
    """

    seat: int
    call_amount: int
    call_is_all_in: bool
    min_raise_to: int | None
    max_raise_to: int | None
    raise_kind: ActionKind

    @property
    def can_check(self) -> bool:
        return self.call_amount == 0

    @property
    def can_call(self) -> bool:
        return self.call_amount > 0

    @property
    def can_fold(self) -> bool:
        # Seed 002: a player who owes nothing checks; folding then would only lose the hand.
        return self.call_amount > 0

    @property
    def can_raise(self) -> bool:
        return self.min_raise_to is not None

    def allows(self, kind: ActionKind) -> bool:
        """Whether the action is allowed at all (for a raise, at some amount)."""
        return {
            ActionKind.FOLD: self.can_fold,
            ActionKind.CHECK: self.can_check,
            ActionKind.CALL: self.can_call,
            ActionKind.BET: self.can_raise,
            ActionKind.RAISE: self.can_raise,
        }[kind]


@dataclass(frozen=True)
class HandResult:
    """How a finished hand was paid.

    ``showdown`` is false when everyone else folded (no hand is shown, no more cards were
    dealt). ``shown`` pairs each player at the showdown with their best hand, in seat order.
    ``won`` is the chips each seat received from the pots (uncalled chips returned are not
    winnings; they are ``RETURN`` events in the log).
    """

    pots: tuple[Pot, ...]
    awards: tuple[PotAward, ...]
    showdown: bool
    shown: tuple[tuple[int, HandValue], ...]
    won: tuple[int, ...]


class CardSource(Protocol):
    """Where a hand's cards come from: ``engine.cards.Deck`` or a ``StackedDeck``."""

    def draw(self, count: int = 1) -> tuple[Card, ...]: ...


class StackedDeck:
    """Cards in a fixed order, drawn like a ``Deck``: for tests, drills and set-up deals."""

    def __init__(self, cards: Sequence[Card]) -> None:
        ensure_distinct(cards)
        self._cards = tuple(CARDS[c] for c in cards)
        self.position = 0

    def draw(self, count: int = 1) -> tuple[Card, ...]:
        """The next ``count`` cards. Raises ``ValueError`` past the last card."""
        start = self.position
        if count < 0 or start + count > len(self._cards):
            raise ValueError(f"cannot draw {count} cards: {len(self._cards) - start} left")
        self.position = start + count
        return self._cards[start : self.position]

    @classmethod
    def arranged(
        cls,
        *,
        hole_cards: Mapping[int, Sequence[Card]],
        board: Sequence[Card] = (),
        button: int,
    ) -> StackedDeck:
        """A deck that deals these hole cards (by seat) and board (up to five cards).

        Cards are dealt one at a time clockwise from the button's left, like ``Hand.deal``;
        the burn cards, any board cards not given and the rest of the deck are the unused
        cards in their natural order.
        """
        used = [c for cards in hole_cards.values() for c in cards] + list(board)
        ensure_distinct(used)
        spare = [c for c in CARDS if c not in set(used)]
        order = clockwise_from_button_left(hole_cards, button)
        cards = [hole_cards[seat][round_] for round_ in range(HOLE_CARDS) for seat in order]
        wanted = list(board)
        for count in _BOARD_CARDS.values():
            cards.append(spare.pop(0))  # the burn card
            for _ in range(count):
                cards.append(wanted.pop(0) if wanted else spare.pop(0))
        return cls(cards + spare)


def next_seat(seat: int, among: Sequence[int] | set[int]) -> int:
    """The first seat of ``among`` clockwise after ``seat`` (``seat`` itself comes last),
    at a table of any size: seats are numbered clockwise, so that is the next higher seat
    of ``among``, or its lowest once past the last. Raises ``ValueError`` when empty."""
    ordered = sorted(among)
    if not ordered:
        raise ValueError("no seat to move to")
    return next((candidate for candidate in ordered if candidate > seat), ordered[0])


def blind_seats(button: int, players: Sequence[int]) -> tuple[int, int]:
    """The small and big blind seats for this button: heads-up the button posts the small
    blind; otherwise they are the next two players clockwise."""
    if len(players) == 2:
        return button, next_seat(button, players)
    small = next_seat(button, players)
    return small, next_seat(small, players)


def choose_button(previous: int | None, players: Sequence[int], last_big_blind: int | None) -> int:
    """Where the button goes for the next hand among ``players`` (seats with chips).

    The first hand (``previous`` is ``None``) has it on the trainee. Then it moves clockwise
    to the next player still in, unless that would have the player who posted the last big
    blind post it again: then it moves one seat further. That happens only on the first
    hand after play becomes heads-up; with three or more players the big blind always lands
    on someone else, so the button simply moves on.
    """
    if previous is None:
        return TRAINEE if TRAINEE in players else players[0]
    button = next_seat(previous, players)
    if blind_seats(button, players)[1] == last_big_blind:
        button = next_seat(button, players)
    return button


def _illegal(message: str, code: str, **params: object) -> IllegalAction:
    return IllegalAction(message, code=code, **params)


class Hand:
    """One hand of No-Limit Hold'em at a ``TableSettings`` table (mutable; see the module
    doc).

    Public state, by seat index 0..seats-1: ``stacks`` (chips behind), ``bets`` (this
    round), ``contributed`` (this hand: antes and bets), ``folded``, ``hole_cards`` (only
    players dealt in), plus ``settings``, ``board``, ``burned``, ``street``, ``to_act``
    (``None`` once the hand is over), ``events`` (the log) and ``result`` (set when the hand
    is over).
    """

    def __init__(
        self,
        *,
        stacks: Sequence[int],
        button: int,
        deck: CardSource,
        settings: TableSettings = SEED_002,
    ) -> None:
        """Use ``Hand.deal``; this posts the antes and blinds and deals at once."""
        self.settings = settings
        seats = settings.seats
        self.starting_stacks = tuple(stacks)
        self.players = tuple(seat for seat in range(seats) if stacks[seat] > 0)
        self.button = button
        self.small_blind, self.big_blind = blind_seats(button, self.players)
        self.stacks = list(stacks)
        self.bets = [0] * seats
        self.contributed = [0] * seats
        self.folded: set[int] = set()
        self.hole_cards: dict[int, tuple[Card, ...]] = {}
        self.board: list[Card] = []
        self.burned: list[Card] = []
        self.street = Street.PREFLOP
        self.to_act: int | None = None
        self.events: list[Event] = []
        self.result: HandResult | None = None
        self._deck = deck
        # Seats that acted since the last full bet or raise: they may not raise again
        # until the bet they face has grown by a full raise since (short all-ins add up).
        self._acted: set[int] = set()
        self._full_raise = settings.min_bet
        # The bet to call before the flop when the big blind was posted short: the full
        # blind under the card-room rule, nothing more than the blinds posted otherwise.
        self._call_floor = settings.big_blind if settings.call_full_big_blind else 0
        if settings.ante:
            for seat in clockwise_from_button_left(self.players, button):
                self._post_ante(seat)
        self._post_blind(self.small_blind, settings.small_blind, EventKind.SMALL_BLIND)
        self._post_blind(self.big_blind, settings.big_blind, EventKind.BIG_BLIND)
        self._deal_hole_cards()
        if len(self.players) == 2:
            self._start_betting(from_seat=self.button)
        else:
            self._start_betting(from_seat=next_seat(self.big_blind, self.players))

    @classmethod
    def deal(
        cls,
        *,
        stacks: Sequence[int],
        button: int,
        deck: CardSource,
        settings: TableSettings = SEED_002,
    ) -> Hand:
        """Post the antes and blinds and deal a hand at the ``settings`` table (seed 002's
        by default); the first player to act is ``to_act``.

        ``stacks`` are the chips of each seat (0 for an empty seat or a player who is out:
        no cards for them). Raises ``ValueError`` for a stack per seat missing, fewer than
        two players with chips, a negative stack, or a button on a seat without chips.
        """
        seats = settings.seats
        if len(stacks) != seats or any(not _whole(s) or s < 0 for s in stacks):
            raise ValueError(f"stacks must be {seats} non-negative whole numbers of chips")
        if sum(1 for s in stacks if s > 0) < 2:
            raise ValueError("a hand needs at least two players with chips")
        if not 0 <= button < seats or stacks[button] == 0:
            raise ValueError(f"the button must be on a player with chips, not seat {button}")
        return cls(stacks=stacks, button=button, deck=deck, settings=settings)

    # What the table looks like

    @property
    def is_complete(self) -> bool:
        return self.result is not None

    @property
    def current_bet(self) -> int:
        """What a call matches: the highest bet of the round (before the flop, at least
        the full big blind under the card-room rule for a short big blind)."""
        top = max(self.bets)
        return top if top >= self._call_floor else self._call_floor

    @property
    def in_hand(self) -> tuple[int, ...]:
        """Players dealt in who have not folded, in seat order."""
        return tuple(seat for seat in self.players if seat not in self.folded)

    @property
    def pot_total(self) -> int:
        """Every chip put in this hand, bets of the current round included."""
        return sum(self.contributed)

    def pots(self) -> tuple[Pot, ...]:
        """The main and side pots of the chips collected from finished betting rounds (the
        current round's bets are still in front of the players, in ``bets``)."""
        if self.result is not None:
            return self.result.pots
        collected = [self.contributed[s] - self.bets[s] for s in range(self.settings.seats)]
        return build_pots(collected, self.folded)

    def legal_actions(self) -> LegalActions:
        """What the seat to act may do. Raises ``IllegalAction`` when the hand is over."""
        seat = self.to_act
        if seat is None:
            raise _illegal("the hand is over: nobody is to act", "hand_over")
        owed = self.current_bet - self.bets[seat]
        stack = self.stacks[seat]
        call = min(owed, stack)
        all_in_to = self.bets[seat] + stack
        min_raise = max_raise = None
        if self._may_raise(seat):
            max_raise = all_in_to
            min_raise = min(self.current_bet + self._full_raise, all_in_to)
        return LegalActions(
            seat=seat,
            call_amount=call,
            call_is_all_in=0 < call == stack,
            min_raise_to=min_raise,
            max_raise_to=max_raise,
            raise_kind=ActionKind.BET if self.current_bet == 0 else ActionKind.RAISE,
        )

    def _may_raise(self, seat: int) -> bool:
        owed = self.current_bet - self.bets[seat]
        if self.stacks[seat] <= owed:
            return False  # all the player can do is call (all-in) or fold
        # A player who acted since the last full raise has a bet equal to the level they
        # matched, so ``owed`` is the whole increase since: short all-ins add up in it.
        if seat in self._acted and owed < self._full_raise:
            return False  # the raising was not reopened for this player
        # Someone else must be able to put in more than the current bet.
        return any(
            self.stacks[other] + self.bets[other] > self.current_bet
            for other in self.in_hand
            if other != seat
        )

    # Acting

    def act(self, seat: int, action: ActionKind | str, amount_to: int | None = None) -> Event:
        """Apply ``seat``'s action and move the hand on; the logged event is returned.

        ``amount_to`` is needed for a bet or raise only: the player's total for the round.
        Raises ``IllegalAction`` (with a ``code``) when the hand is over, it is not this
        seat's turn, the action is not allowed or the amount is out of bounds; the hand is
        then unchanged.
        """
        legal = self.legal_actions()
        if seat != legal.seat:
            raise _illegal(
                f"it is seat {legal.seat}'s turn, not seat {seat}'s",
                "not_your_turn",
                seat=seat,
                to_act=legal.seat,
            )
        try:
            kind = ActionKind(action)
        except ValueError:
            raise _illegal(f"unknown action {action!r}", "unknown_action", action=action) from None
        self._check_allowed(legal, kind, amount_to)
        if kind is ActionKind.FOLD:
            event = self._fold(seat)
        elif kind is ActionKind.CHECK:
            event = self._record(EventKind.CHECK, seat, total=self.bets[seat])
            self._acted.add(seat)
        elif kind is ActionKind.CALL:
            event = self._call(seat, legal.call_amount)
        else:
            assert amount_to is not None  # _check_allowed requires it
            event = self._raise_to(seat, amount_to, legal.raise_kind)
        self._advance(after=seat)
        return event

    def _check_allowed(self, legal: LegalActions, kind: ActionKind, amount_to: int | None) -> None:
        if not legal.allows(kind):
            reasons = {
                ActionKind.FOLD: ("nothing to call: check instead of folding", "fold_not_needed"),
                ActionKind.CHECK: (f"{legal.call_amount} to call: cannot check", "must_call"),
                ActionKind.CALL: ("nothing to call: check instead", "nothing_to_call"),
            }
            message, code = reasons.get(kind, ("raising is not allowed now", "raise_closed"))
            raise _illegal(message, code, seat=legal.seat)
        if kind in (ActionKind.BET, ActionKind.RAISE):
            low, high = legal.min_raise_to, legal.max_raise_to
            if not isinstance(amount_to, int) or isinstance(amount_to, bool):
                message = "a bet or raise needs the total for the round"
                raise _illegal(message, "amount_missing", seat=legal.seat)
            assert low is not None and high is not None  # allows() checked can_raise
            if not low <= amount_to <= high:
                raise _illegal(
                    f"the total must be from {low} to {high}, not {amount_to}",
                    "amount_out_of_range",
                    seat=legal.seat,
                    amount=amount_to,
                    minimum=low,
                    maximum=high,
                )
        elif amount_to is not None:
            raise _illegal(f"{kind} takes no amount", "amount_not_allowed", seat=legal.seat)

    def _fold(self, seat: int) -> Event:
        self.folded.add(seat)
        self._acted.add(seat)
        return self._record(EventKind.FOLD, seat)

    def _call(self, seat: int, chips: int) -> Event:
        self._put(seat, chips)
        self._acted.add(seat)
        return self._record(
            EventKind.CALL, seat, amount=chips, total=self.bets[seat], all_in=not self.stacks[seat]
        )

    def _raise_to(self, seat: int, total: int, kind: ActionKind) -> Event:
        increase = total - self.current_bet
        chips = total - self.bets[seat]
        self._put(seat, chips)
        if increase >= self._full_raise:
            # A full bet or raise: everyone else may raise again when their turn comes.
            self._full_raise = increase
            self._acted = {seat}
        else:
            self._acted.add(seat)  # a short all-in: the raising stays closed for the others
        return self._record(
            EventKind(kind.value),
            seat,
            amount=chips,
            total=total,
            all_in=not self.stacks[seat],
        )

    def _put(self, seat: int, chips: int) -> None:
        self.stacks[seat] -= chips
        self.bets[seat] += chips
        self.contributed[seat] += chips

    def _record(self, kind: EventKind, seat: int | None = None, **details: Any) -> Event:
        event = Event(kind, self.street, seat, **details)
        self.events.append(event)
        return event

    # Moving the hand on

    def _post_ante(self, seat: int) -> None:
        chips = min(self.settings.ante, self.stacks[seat])  # a short ante is posted all-in
        # Dead money: into the pot and the player's contribution, never into the bet.
        self.stacks[seat] -= chips
        self.contributed[seat] += chips
        self._record(EventKind.ANTE, seat, amount=chips, all_in=not self.stacks[seat])

    def _post_blind(self, seat: int, blind: int, kind: EventKind) -> None:
        chips = min(blind, self.stacks[seat])  # a short blind is posted all-in
        if not chips:
            return  # all-in from the ante: nothing left to post
        self._put(seat, chips)
        self._record(kind, seat, amount=chips, total=chips, all_in=not self.stacks[seat])

    def _deal_hole_cards(self) -> None:
        order = clockwise_from_button_left(self.players, self.button)
        dealt: dict[int, list[Card]] = {seat: [] for seat in order}
        for _ in range(HOLE_CARDS):
            for seat in order:
                dealt[seat].extend(self._deck.draw(1))
        for seat in order:
            self.hole_cards[seat] = tuple(dealt[seat])
            self._record(EventKind.HOLE_CARDS, seat, cards=self.hole_cards[seat])

    def _needs_to_act(self, seat: int) -> bool:
        if seat in self.folded or seat not in self.players or self.stacks[seat] == 0:
            return False
        bet = self.bets[seat]
        if bet < max(self.bets):
            return True  # facing a bet (the highest is never a folded player's)
        # Matched but not yet acted (the big blind's option, or a new street), or owing the
        # full big blind that nobody posted (the card-room rule for a short big blind):
        # only when some other player could still bet; otherwise nothing is left to decide.
        if seat not in self._acted or bet < self._call_floor:
            return any(self.stacks[other] > 0 for other in self.in_hand if other != seat)
        return False

    def _first_to_act(self, from_seat: int) -> int | None:
        seats = self.settings.seats
        for step in range(seats):
            seat = (from_seat + step) % seats
            if self._needs_to_act(seat):
                return seat
        return None

    def _start_betting(self, from_seat: int) -> None:
        self.to_act = self._first_to_act(from_seat)
        if self.to_act is None:
            self._finish_betting_round()

    def _advance(self, after: int) -> None:
        if len(self.in_hand) == 1:
            self._return_uncalled()
            self._pay(showdown=False)
            return
        self.to_act = self._first_to_act((after + 1) % self.settings.seats)
        if self.to_act is None:
            self._finish_betting_round()

    def _finish_betting_round(self) -> None:
        """Return uncalled chips, then deal on until a round needs betting or the river is
        done; without betting left, this runs the board out to the showdown."""
        seats = self.settings.seats
        while True:
            self._return_uncalled()
            self.bets = [0] * seats
            self._acted = set()
            self._full_raise = self.settings.min_bet
            self._call_floor = 0
            if self.street is Street.RIVER:
                self._pay(showdown=True)
                return
            self._deal_street(Street(self.street + 1))
            # After the flop the first player able to act clockwise from the button starts.
            self.to_act = self._first_to_act((self.button + 1) % seats)
            if self.to_act is not None:
                return

    def _return_uncalled(self) -> None:
        second, top = sorted(self.bets)[-2:]
        if top > second:
            seat = self.bets.index(top)
            chips = top - second
            self.bets[seat] -= chips
            self.contributed[seat] -= chips
            self.stacks[seat] += chips
            self._record(EventKind.RETURN, seat, amount=chips)
        if not self.settings.ante:
            return
        # An ante nobody else matched (every other player all-in for less of it) is
        # uncalled too: it goes back, as a pot that only its owner could win is no pot.
        # Bets are matched by now, so this can only be ante chips.
        second, top = sorted(self.contributed)[-2:]
        if top > second:
            seat = self.contributed.index(top)
            chips = top - second
            self.contributed[seat] -= chips
            self.stacks[seat] += chips
            self._record(EventKind.RETURN, seat, amount=chips)

    def _deal_street(self, street: Street) -> None:
        self.street = street
        burn = self._deck.draw(1)
        self.burned.extend(burn)
        self._record(EventKind.BURN, cards=burn)
        cards = self._deck.draw(_BOARD_CARDS[street])
        self.board.extend(cards)
        self._record(EventKind(street.name.lower()), cards=cards)

    def _pay(self, *, showdown: bool) -> None:
        self.to_act = None
        pots = build_pots(self.contributed, self.folded)
        values: dict[int, HandValue] | None = None
        if showdown:
            values = {
                seat: best_hand(self.hole_cards[seat] + tuple(self.board)) for seat in self.in_hand
            }
            for seat, value in values.items():
                self._record(EventKind.SHOW, seat, cards=self.hole_cards[seat], value=value)
        awards = award_pots(pots, values, self.button)
        won = [0] * self.settings.seats
        for award in awards:
            for seat, chips in award.shares:
                won[seat] += chips
                self.stacks[seat] += chips
                self._record(EventKind.WIN, seat, amount=chips, pot_index=award.pot_index)
        self.bets = [0] * self.settings.seats
        self.result = HandResult(
            pots=pots,
            awards=awards,
            showdown=showdown,
            shown=tuple(sorted(values.items())) if values else (),
            won=tuple(won),
        )


def hand_seed(match_seed: int, number: int) -> int:
    """The deck seed of hand ``number`` of a match: reproducible, and unrelated between
    neighbouring hands and matches."""
    digest = hashlib.blake2b(f"holdem:{match_seed}:{number}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


class Match:
    """A match: hands played one after another until one player holds every chip.

    ``settings`` is the table, seed 002's by default. ``hand`` is the current (or last)
    hand; ``stacks`` the chips at its start, updated when it ends. ``act`` plays in the
    current hand, ``next_hand`` deals the following one, ``restart`` gives every seat the
    starting stack again. ``to_dict`` / ``from_dict`` keep a match as its table, seed and
    commands, replayed on load (every deal is seeded).
    """

    def __init__(
        self,
        seed: int,
        *,
        stacks: Sequence[int] | None = None,
        settings: TableSettings = SEED_002,
    ) -> None:
        """A new match from ``seed`` at the ``settings`` table; ``stacks`` (by seat) set up
        a position to drill or test from, the default is the starting stack for every seat.
        Raises ``ValueError`` as ``Hand.deal`` does."""
        self.settings = settings
        self._begin(seed, stacks)

    def _begin(self, seed: int, stacks: Sequence[int] | None = None) -> None:
        self.seed = seed
        settings = self.settings
        default = [settings.starting_stack] * settings.seats
        self.stacks = list(stacks) if stacks is not None else default
        self.initial_stacks = tuple(self.stacks)
        self.hand_number = 0
        self.button = TRAINEE
        self.last_big_blind: int | None = None
        self.commands: list[list[Any]] = []
        self.hand = self._deal()

    @property
    def players_in(self) -> tuple[int, ...]:
        """Seats that still have chips (counting the chips in play in the current hand)."""
        if self.hand.is_complete:
            return tuple(seat for seat, stack in enumerate(self.stacks) if stack > 0)
        return self.hand.players

    @property
    def is_over(self) -> bool:
        return self.hand.is_complete and len(self.players_in) == 1

    @property
    def winner(self) -> int | None:
        return self.players_in[0] if self.is_over else None

    @property
    def trainee_out(self) -> bool:
        """The hand is over and the trainee has no chips left: out of the match. The match
        itself can go on among the AI players (``next_hand`` deals it); the trainee's table
        stops there and offers a restart instead."""
        return self.hand.is_complete and self.stacks[TRAINEE] == 0

    def act(self, seat: int, action: ActionKind | str, amount_to: int | None = None) -> Event:
        """Play in the current hand (see ``Hand.act``); same errors, nothing changed."""
        event = self.hand.act(seat, action, amount_to)
        self.commands.append(["act", seat, str(ActionKind(action)), amount_to])
        if self.hand.is_complete:
            self.stacks = list(self.hand.stacks)
        return event

    def next_hand(self) -> Hand:
        """Deal the next hand. Raises ``IllegalAction`` while a hand is being played or
        once the match is over."""
        if not self.hand.is_complete:
            raise _illegal("the current hand is not finished", "hand_in_progress")
        if self.is_over:
            raise _illegal("the match is over", "match_over")
        self.commands.append(["next"])
        self.hand = self._deal()
        return self.hand

    def restart(self, seed: int) -> None:
        """Start again from ``seed`` at the same table: the starting stack for every seat
        (seed 002: 1000 chips for all four), the button on the trainee, no commands."""
        self._begin(seed)

    def _deal(self) -> Hand:
        players = tuple(seat for seat, stack in enumerate(self.stacks) if stack > 0)
        previous = self.button if self.hand_number else None
        self.hand_number += 1
        self.button = choose_button(previous, players, self.last_big_blind)
        hand = Hand.deal(
            stacks=self.stacks,
            button=self.button,
            deck=Deck(hand_seed(self.seed, self.hand_number)),
            settings=self.settings,
        )
        self.last_big_blind = hand.big_blind
        if hand.is_complete:  # every player was all-in from the antes and blinds
            self.stacks = list(hand.stacks)
        return hand

    def to_dict(self) -> dict[str, Any]:
        """The match as JSON-ready data: the table, seed, first stacks and every command
        since."""
        return {
            "settings": self.settings.to_dict(),
            "seed": self.seed,
            "stacks": list(self.initial_stacks),
            "commands": [list(c) for c in self.commands],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Match:
        """The match ``to_dict`` described, replayed. Data stored before the table had
        settings has none: it was played at seed 002's table, the default. Raises
        ``IllegalAction`` or ``ValueError`` for data that no match produced."""
        settings = TableSettings.from_dict(data.get("settings", {}))
        match = cls(int(data["seed"]), stacks=data.get("stacks"), settings=settings)
        for command in data["commands"]:
            if command[0] == "act":
                _, seat, action, amount_to = command
                match.act(seat, action, amount_to)
            elif command[0] == "next":
                match.next_hand()
            else:
                raise ValueError(f"unknown command {command!r}")
        return match
