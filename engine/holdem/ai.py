"""The computer players: three styles deciding from hand strength, pot odds and position.

Before the flop a player rates its two cards by hand class with the Chen formula (a
well-known starting-hand score from -1 for 7-2 offsuit to 20 for a pair of aces; it sees
only ranks, suitedness and the gap between the cards) and compares the score, helped by a
late position, with its style's thresholds to open, call or re-raise. After the flop it
estimates its equity, the share of the pot it would win on average, by dealing the unseen
cards a few hundred times (``equity``: the opponents' hole cards and the rest of the board,
all evaluated in one numpy batch), and compares it with the pot odds of a call.

Strength is judged relative to a fair share: with three opponents an equity of 0.25 is
average, heads-up 0.5. ``Style`` holds the thresholds, bet sizes and bluffing rate that
make a tight player, a loose-aggressive one and a calling station play differently.

Every decision is built from ``Hand.legal_actions()``, so it is always legal; it uses only
what the player may see (its own cards, the board, the bets). It is reproducible: all the
randomness comes from the ``random.Random`` passed in.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from engine.cards import DECK_SIZE, Card
from engine.holdem.evaluate import best_hands_many
from engine.holdem.table import ActionKind, Event, Hand, LegalActions, Match

DEFAULT_SAMPLES = 500
_BOARD_SIZE = 5


@dataclass(frozen=True)
class Style:
    """How one kind of player plays. Scores are Chen scores, strengths are equity as a
    multiple of a fair share (1.0 = average against the players still in)."""

    name: str
    open_score: float  # pre-flop: raise first in with at least this score
    call_score: float  # pre-flop: call a raise (or limp) with at least this score
    reraise_score: float  # pre-flop: re-raise with at least this score
    value_strength: float  # post-flop: bet or raise for value from this strength
    call_margin: float  # equity it will give away against the pot odds when calling
    bluff_rate: float  # chance of betting or raising with a weak hand
    bet_fraction: float  # bet or raise by this share of the pot


TIGHT = Style("tight", 9, 10, 13, 1.6, 0.0, 0.03, 0.66)
LOOSE_AGGRESSIVE = Style("loose_aggressive", 5, 6, 10, 1.2, 0.05, 0.18, 0.9)
CALLING_STATION = Style("calling_station", 11, 1, 15, 1.7, 0.25, 0.02, 0.5)
STYLES = (TIGHT, LOOSE_AGGRESSIVE, CALLING_STATION)


@dataclass(frozen=True)
class Decision:
    """An action for ``Hand.act``: ``amount_to`` is the total for a bet or raise."""

    kind: ActionKind
    amount_to: int | None = None


def chen_score(first: Card, second: Card) -> int:
    """The Chen formula's score of two hole cards, from -1 (7-2 offsuit) to 20 (A-A)."""
    high, low = max(first.rank, second.rank), min(first.rank, second.rank)
    # Ace 10, king 8, queen 7, jack 6, then half the card's face value.
    points = {12: 10.0, 11: 8.0, 10: 7.0, 9: 6.0}.get(high, (high + 2) / 2)
    if high == low:
        return int(max(points * 2, 5))
    if first.suit == second.suit:
        points += 2
    gap = high - low - 1
    points -= (0, 1, 2, 4)[gap] if gap < 4 else 5
    if gap <= 1 and high < 10:  # connected cards below a queen make more straights
        points += 1
    return int(-(-points // 1))  # the formula rounds half points up


def equity(
    hole: Sequence[Card],
    board: Sequence[Card],
    opponents: int,
    samples: int,
    rng: np.random.Generator,
) -> float:
    """The share of the pot ``hole`` wins on average against ``opponents`` random hands,
    estimated from ``samples`` random deals of the unseen cards (ties share the pot).

    Raises ``ValueError`` when there are no opponents or not enough cards.
    """
    if opponents < 1:
        raise ValueError("equity needs at least one opponent")
    known = set(hole) | set(board)
    unseen = np.array([c for c in range(DECK_SIZE) if c not in known], dtype=np.int64)
    missing = _BOARD_SIZE - len(board)
    needed = missing + 2 * opponents
    if needed > len(unseen):
        raise ValueError("not enough cards left to deal")
    # The first ``needed`` columns of a random permutation of the unseen cards, per sample.
    dealt = unseen[np.argsort(rng.random((samples, len(unseen))), axis=1)[:, :needed]]
    full_board = np.hstack(
        [np.tile(np.array(board, dtype=np.int64), (samples, 1)), dealt[:, :missing]]
    )
    ours = best_hands_many(
        np.hstack([np.tile(np.array(hole, dtype=np.int64), (samples, 1)), full_board])
    )
    theirs = np.stack(
        [
            best_hands_many(
                np.hstack([dealt[:, missing + 2 * i : missing + 2 * i + 2], full_board])
            )
            for i in range(opponents)
        ]
    )
    best_other = theirs.max(axis=0)
    tied = (theirs == ours).sum(axis=0)
    share = np.where(ours > best_other, 1.0, np.where(ours == best_other, 1.0 / (tied + 1), 0.0))
    return float(share.mean())


class AIPlayer:
    """A computer player of one ``Style``; ``decide`` picks its action in a hand."""

    def __init__(self, style: Style, *, samples: int = DEFAULT_SAMPLES) -> None:
        self.style = style
        self.samples = samples

    def decide(self, hand: Hand, rng: random.Random) -> Decision:
        """The action for the seat to act in ``hand``, always one ``act`` accepts.

        Raises ``IllegalAction`` when the hand is over.
        """
        legal = hand.legal_actions()
        seat = legal.seat
        opponents = len(hand.in_hand) - 1
        late = _acts_last(hand, seat)
        if not hand.board:
            return self._preflop(hand, legal, late, rng)
        generator = np.random.default_rng(rng.getrandbits(64))
        share = equity(hand.hole_cards[seat], hand.board, opponents, self.samples, generator)
        return self._postflop(hand, legal, share, opponents, late, rng)

    def _preflop(self, hand: Hand, legal: LegalActions, late: bool, rng: random.Random) -> Decision:
        style = self.style
        score = chen_score(*hand.hole_cards[legal.seat]) + (1 if late else 0)
        big_blind = hand.settings.big_blind
        facing_raise = hand.current_bet > big_blind
        # Calling off a big part of the stack asks for a better hand.
        expensive = legal.call_amount > (hand.stacks[legal.seat] + hand.bets[legal.seat]) / 3
        bluff = rng.random() < style.bluff_rate
        if score >= (style.reraise_score if facing_raise else style.open_score) or bluff:
            return _raise_by(legal, hand, 3 * max(hand.current_bet, big_blind))
        if legal.can_check:
            return Decision(ActionKind.CHECK)
        needed = style.call_score + (2 if expensive else 0) + (1 if facing_raise else 0)
        if score >= needed:
            return Decision(ActionKind.CALL)
        return Decision(ActionKind.FOLD)

    def _postflop(
        self,
        hand: Hand,
        legal: LegalActions,
        share: float,
        opponents: int,
        late: bool,
        rng: random.Random,
    ) -> Decision:
        style = self.style
        strength = share * (opponents + 1)
        # Bluffs work better last to act and against fewer players.
        bluff = rng.random() < style.bluff_rate * (1.5 if late else 1.0) / opponents
        pot_size = hand.pot_total
        if strength >= style.value_strength or bluff:
            size = max(hand.settings.big_blind, int(style.bet_fraction * pot_size))
            return _raise_by(legal, hand, size)
        if legal.can_check:
            return Decision(ActionKind.CHECK)
        pot_odds = legal.call_amount / (pot_size + legal.call_amount)
        if share + style.call_margin >= pot_odds:
            return Decision(ActionKind.CALL)
        return Decision(ActionKind.FOLD)


def _raise_by(legal: LegalActions, hand: Hand, size: int) -> Decision:
    """A bet or raise of about ``size`` chips over the current bet, within the legal bounds;
    all-in when that would commit most of the stack anyway; a call or check when raising
    is closed."""
    if not legal.can_raise:
        return Decision(ActionKind.CHECK if legal.can_check else ActionKind.CALL)
    assert legal.min_raise_to is not None and legal.max_raise_to is not None
    target = max(legal.min_raise_to, min(legal.max_raise_to, hand.current_bet + size))
    if target > 0.6 * legal.max_raise_to:
        target = legal.max_raise_to
    return Decision(legal.raise_kind, target)


def _acts_last(hand: Hand, seat: int) -> bool:
    """Whether no player still able to bet acts after ``seat`` in this round's order (the
    button acts last after the flop; before it, the big blind closes the action)."""
    last = hand.big_blind if not hand.board else hand.button
    seats = hand.settings.seats
    for step in range(seats):
        candidate = (last - step) % seats
        if candidate in hand.in_hand and hand.stacks[candidate] > 0:
            return candidate == seat
    return False


OPPONENTS: Mapping[int, AIPlayer] = {
    1: AIPlayer(TIGHT),
    2: AIPlayer(LOOSE_AGGRESSIVE),
    3: AIPlayer(CALLING_STATION),
}
"""The trainee's three opponents, one of each style."""


def decision_rng(match: Match) -> random.Random:
    """The randomness for the next decision of ``match``: fixed by the match seed, the hand
    and the point reached in it, so a replayed or reloaded match decides alike."""
    return random.Random(f"{match.seed}:{match.hand_number}:{len(match.hand.events)}")


def play_ai_turns(match: Match, players: Mapping[int, AIPlayer] = OPPONENTS) -> list[Event]:
    """Let the computer seats act until a human seat is to act or the hand is over; the
    events of their actions, in order."""
    events = []
    hand = match.hand
    while not hand.is_complete and (seat := hand.to_act) is not None and seat in players:
        decision = players[seat].decide(hand, decision_rng(match))
        events.append(match.act(seat, decision.kind, decision.amount_to))
    return events
