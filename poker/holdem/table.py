"""The Hold'em table of seed 002: four seats, one hand at a time, to the last player standing.

A ``Hand`` is a mutable state machine: ``Hand.deal`` posts the blinds and deals, ``act``
applies the player's action and moves on by itself (next player, next street, burn and
board, run-out, showdown, payment). ``act`` checks everything before it touches anything,
so an ``IllegalAction`` leaves the hand exactly as it was. A ``Match`` strings hands
together: stacks carried over, the button moving, players eliminated, the match won.

The rules, as seed 002 states them and as this module applies them:

* Seats 0..3 clockwise; seat 0 is the trainee. 1000 chips each, blinds 10/20, no ante.
* The button starts on the trainee and moves clockwise to the next player still in; the
  small and big blinds follow it clockwise. Heads-up the button posts the small blind, acts
  first before the flop and last after it.
* No player posts the big blind twice in a row. With three or more players this never
  happens when the button moves to the next player still in; it can only happen on the
  first hand after play becomes heads-up (the player who just posted the big blind would
  post it again). Then the button moves one seat further, so the big blind passes to the
  other player (seed 002: "adjust the button if needed").
* A player who owes nothing checks, otherwise calls or folds; a call short of the bet is
  an all-in. Amounts are the player's total for the round. The opening bet is at least 20;
  a raise adds at least the last full bet or raise increment (20 before any); an all-in
  may be less. A short all-in does not reopen raising for a player who already acted this
  round: that player may raise again only once the total increase they face since they
  last acted reaches a full raise (several short all-ins add up). Nobody may raise when no
  other player could put in more chips. In an unraised pot the big blind keeps its option.
* A blind the player cannot cover is posted all-in; the bet to call is then the largest
  blind actually posted (seed 002: a call matches the round's highest bet).
* One card is burned before the flop, the turn and the river. After the flop the first
  player able to act clockwise from the button starts.
* The last player not folded wins at once, with no more cards dealt. When no more betting
  is possible the board runs out. Uncalled chips go back at the end of each betting round.
  Pots are built and paid as ``poker.holdem.pots`` explains.
* A player with no chips is out and gets no cards; the match ends with one player left.
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from poker.cards import CARDS, Card, Deck, ensure_distinct
from poker.errors import IllegalAction
from poker.hands import HandValue
from poker.holdem.evaluate import best_hand
from poker.holdem.pots import (
    SEATS,
    Pot,
    PotAward,
    award_pots,
    build_pots,
    clockwise_from_button_left,
)

TRAINEE = 0
STARTING_STACK = 1000
SMALL_BLIND = 10
BIG_BLIND = 20
MIN_BET = BIG_BLIND
HOLE_CARDS = 2


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
    for the round after a blind, call, bet or raise; ``cards`` the cards dealt, burned or
    shown; ``value`` the hand shown; ``pot_index`` the pot a ``WIN`` comes from.
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
    """Where a hand's cards come from: ``poker.cards.Deck`` or a ``StackedDeck``."""

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
    """The first seat of ``among`` clockwise after ``seat`` (``seat`` itself comes last)."""
    for step in range(1, SEATS + 1):
        candidate = (seat + step) % SEATS
        if candidate in among:
            return candidate
    raise ValueError("no seat to move to")


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
    """One hand of No-Limit Hold'em at the four-seat table (mutable; see the module doc).

    Public state, by seat index 0..3: ``stacks`` (chips behind), ``bets`` (this round),
    ``contributed`` (this hand, bets included), ``folded``, ``hole_cards`` (only players
    dealt in), plus ``board``, ``burned``, ``street``, ``to_act`` (``None`` once the hand is
    over), ``events`` (the log) and ``result`` (set when the hand is over).
    """

    def __init__(self, *, stacks: Sequence[int], button: int, deck: CardSource) -> None:
        """Use ``Hand.deal``; this posts the blinds and deals at once."""
        self.starting_stacks = tuple(stacks)
        self.players = tuple(seat for seat in range(SEATS) if stacks[seat] > 0)
        self.button = button
        self.small_blind, self.big_blind = blind_seats(button, self.players)
        self.stacks = list(stacks)
        self.bets = [0] * SEATS
        self.contributed = [0] * SEATS
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
        self._full_raise = MIN_BET
        self._post_blind(self.small_blind, SMALL_BLIND, EventKind.SMALL_BLIND)
        self._post_blind(self.big_blind, BIG_BLIND, EventKind.BIG_BLIND)
        self._deal_hole_cards()
        if len(self.players) == 2:
            self._start_betting(from_seat=self.button)
        else:
            self._start_betting(from_seat=next_seat(self.big_blind, self.players))

    @classmethod
    def deal(cls, *, stacks: Sequence[int], button: int, deck: CardSource) -> Hand:
        """Post the blinds and deal a hand; the first player to act is ``to_act``.

        ``stacks`` are the four seats' chips (0 for a player who is out: no cards for
        them). Raises ``ValueError`` for fewer than two players with chips, a negative
        stack, or a button on a seat without chips.
        """
        if len(stacks) != SEATS or any(not isinstance(s, int) or s < 0 for s in stacks):
            raise ValueError(f"stacks must be {SEATS} non-negative whole numbers of chips")
        if sum(1 for s in stacks if s > 0) < 2:
            raise ValueError("a hand needs at least two players with chips")
        if not 0 <= button < SEATS or stacks[button] == 0:
            raise ValueError(f"the button must be on a player with chips, not seat {button}")
        return cls(stacks=stacks, button=button, deck=deck)

    # What the table looks like

    @property
    def is_complete(self) -> bool:
        return self.result is not None

    @property
    def current_bet(self) -> int:
        """The highest bet of the round: what a call matches."""
        return max(self.bets)

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
        collected = [self.contributed[s] - self.bets[s] for s in range(SEATS)]
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

    def _post_blind(self, seat: int, blind: int, kind: EventKind) -> None:
        chips = min(blind, self.stacks[seat])  # a short blind is posted all-in
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
        if self.bets[seat] < self.current_bet:
            return True
        # Matched but not yet acted (the big blind's option, or a new street): only when
        # some other player could still bet; otherwise there is nothing left to decide.
        return seat not in self._acted and any(
            self.stacks[other] > 0 for other in self.in_hand if other != seat
        )

    def _first_to_act(self, from_seat: int) -> int | None:
        for step in range(SEATS):
            seat = (from_seat + step) % SEATS
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
        self.to_act = self._first_to_act((after + 1) % SEATS)
        if self.to_act is None:
            self._finish_betting_round()

    def _finish_betting_round(self) -> None:
        """Return uncalled chips, then deal on until a round needs betting or the river is
        done; without betting left, this runs the board out to the showdown."""
        while True:
            self._return_uncalled()
            self.bets = [0] * SEATS
            self._acted = set()
            self._full_raise = MIN_BET
            if self.street is Street.RIVER:
                self._pay(showdown=True)
                return
            self._deal_street(Street(self.street + 1))
            # After the flop the first player able to act clockwise from the button starts.
            self.to_act = self._first_to_act((self.button + 1) % SEATS)
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
        won = [0] * SEATS
        for award in awards:
            for seat, chips in award.shares:
                won[seat] += chips
                self.stacks[seat] += chips
                self._record(EventKind.WIN, seat, amount=chips, pot_index=award.pot_index)
        self.bets = [0] * SEATS
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

    ``hand`` is the current (or last) hand; ``stacks`` the chips at its start, updated when
    it ends. ``act`` plays in the current hand, ``next_hand`` deals the following one,
    ``restart`` gives all four seats 1000 chips again. ``to_dict`` / ``from_dict`` keep a
    match as its seed and its commands, replayed on load (every deal is seeded).
    """

    def __init__(self, seed: int, *, stacks: Sequence[int] | None = None) -> None:
        """A new match from ``seed``; ``stacks`` (by seat) set up a position to drill or test
        from, the default is 1000 chips each. Raises ``ValueError`` as ``Hand.deal`` does."""
        self._begin(seed, stacks)

    def _begin(self, seed: int, stacks: Sequence[int] | None = None) -> None:
        self.seed = seed
        self.stacks = list(stacks) if stacks is not None else [STARTING_STACK] * SEATS
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
            return tuple(seat for seat in range(SEATS) if self.stacks[seat] > 0)
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
        """Start again from ``seed``: 1000 chips for all four seats, the button on the
        trainee, no commands."""
        self._begin(seed)

    def _deal(self) -> Hand:
        players = tuple(seat for seat in range(SEATS) if self.stacks[seat] > 0)
        previous = self.button if self.hand_number else None
        self.hand_number += 1
        self.button = choose_button(previous, players, self.last_big_blind)
        hand = Hand.deal(
            stacks=self.stacks,
            button=self.button,
            deck=Deck(hand_seed(self.seed, self.hand_number)),
        )
        self.last_big_blind = hand.big_blind
        if hand.is_complete:  # every player was all-in from the blinds
            self.stacks = list(hand.stacks)
        return hand

    def to_dict(self) -> dict[str, Any]:
        """The match as JSON-ready data: seed, first stacks and every command since."""
        return {
            "seed": self.seed,
            "stacks": list(self.initial_stacks),
            "commands": [list(c) for c in self.commands],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Match:
        """The match ``to_dict`` described, replayed. Raises ``IllegalAction`` or
        ``ValueError`` for data that no match produced."""
        match = cls(int(data["seed"]), stacks=data.get("stacks"))
        for command in data["commands"]:
            if command[0] == "act":
                _, seat, action, amount_to = command
                match.act(seat, action, amount_to)
            elif command[0] == "next":
                match.next_hand()
            else:
                raise ValueError(f"unknown command {command!r}")
        return match
