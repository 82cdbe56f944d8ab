"""An Ultimate Texas Hold'em round: one player against the dealer, immutable, street by
street.

The player places the ante and an equal Blind (and the Trips if he likes) before the deal.
Before the flop he checks or makes his one play wager of 3 or 4 antes (as the house
allows); after the flop he checks or plays 2 antes; after the river he plays 1 ante or
folds. Once he plays, he has nothing more to decide: the rest of the board is dealt and the
hands are shown. His final decision (``Decision``) says the street too: 4x and 3x are made
before the flop, 2x after it, 1x and a fold at the river.

Beside each action, ``check_<action>`` raises the refusal the action would (for a page to
say why) and ``can_<action>`` answers yes or no (for a page to offer the button).
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from decimal import Decimal

from engine import board
from engine.board import Street
from engine.cards import Card
from engine.errors import IllegalAction
from engine.hands import Category, HandValue
from engine.money import parse_amount
from engine.ultimate.rules import UltimateRules

_ZERO = Decimal(0)
# The streets the player decides on, in order (the turn and river come together).
STREETS = (Street.PREFLOP, Street.FLOP, Street.RIVER)


class Decision(enum.StrEnum):
    """The player's final decision: the play wager he made (in antes), or a fold."""

    BET_4X = "4x"
    BET_3X = "3x"
    BET_2X = "2x"
    BET_1X = "1x"
    FOLD = "fold"

    @property
    def multiple(self) -> int:
        """The play wager in antes (0 for a fold)."""
        return 0 if self is Decision.FOLD else int(self.value[0])

    @property
    def street(self) -> Street:
        """The street the decision is made on."""
        if self.multiple >= 3:
            return Street.PREFLOP
        return Street.FLOP if self is Decision.BET_2X else Street.RIVER

    @classmethod
    def bet(cls, multiple: int) -> Decision:
        """The decision to play ``multiple`` antes; ``ValueError`` for another multiple."""
        return cls(f"{multiple}x")


@dataclass(frozen=True, slots=True)
class Round(board.BoardHands):
    """One round. ``seed`` is the deck's seed (``None`` for a round entered by hand); the
    Blind is the ante; ``trips`` the Trips' stake (0: none). ``street`` is where an
    undecided round stands (the player checked on the streets before it)."""

    ante: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    board: tuple[Card, ...]
    seed: int | None = None
    trips: Decimal = _ZERO
    street: Street = Street.PREFLOP
    decision: Decision | None = None

    def __post_init__(self) -> None:
        # Frozen, so the checked values are written past the dataclass's guard.
        object.__setattr__(self, "ante", parse_amount(self.ante, name="ante"))
        object.__setattr__(self, "trips", parse_amount(self.trips, name="trips", allow_zero=True))
        object.__setattr__(self, "street", Street(self.street))
        if self.street not in STREETS:
            raise ValueError("the player decides before the flop, after it or at the river")
        board.check_cards(self.player, self.dealer, self.board)

    @classmethod
    def deal(cls, seed: int, ante: Decimal | int | str, *, trips: Decimal | int | str = 0) -> Round:
        """A new round dealt from the deck shuffled with ``seed`` (``engine.board.deal``)."""
        player, dealer, community = board.deal(seed)
        return cls(
            ante=parse_amount(ante, name="ante"),
            player=player,
            dealer=dealer,
            board=community,
            seed=seed,
            trips=parse_amount(trips, name="trips", allow_zero=True),
        )

    # -- what the round holds ------------------------------------------------------------

    @property
    def blind(self) -> Decimal:
        """The Blind: always equal to the ante."""
        return self.ante

    @property
    def play_stake(self) -> Decimal:
        """The play wager: the ante times the decision's multiple (nothing before it)."""
        return _ZERO if self.decision is None else self.ante * self.decision.multiple

    @property
    def fee_antes(self) -> Decimal:
        """Ultimate Texas Hold'em has no fee."""
        return _ZERO

    @property
    def complete(self) -> bool:
        return self.decision is not None

    @property
    def shown(self) -> tuple[Card, ...]:
        """The community cards the player sees where the round stands (all five once he
        has decided)."""
        return self.board if self.complete else self.board[: self.street.shown]

    # -- the wagers against the house's rules ---------------------------------------------

    def check_wagers(self, rules: UltimateRules) -> None:
        """Raise ``IllegalAction`` (``no_trips``) for a Trips the house does not offer."""
        if self.trips and not rules.offers_trips:
            raise IllegalAction(f"{rules.name} offers no Trips", code="no_trips")

    def can_wager(self, rules: UltimateRules) -> bool:
        return board.can(lambda: self.check_wagers(rules))

    # -- the actions ----------------------------------------------------------------------

    def _check_undecided(self, rules: UltimateRules) -> None:
        self.check_wagers(rules)
        if self.decision is not None:
            raise IllegalAction(
                f"the player has already decided ({self.decision})", code="already_decided"
            )

    def check_check(self, rules: UltimateRules) -> Street:
        """The street a check leads to; raises the refusal (``IllegalAction``:
        ``already_decided``, ``bet_or_fold`` at the river, those of ``check_wagers``)."""
        self._check_undecided(rules)
        if self.street is Street.RIVER:
            raise IllegalAction("at the river the player plays 1x or folds", code="bet_or_fold")
        return STREETS[STREETS.index(self.street) + 1]

    def can_check(self, rules: UltimateRules) -> bool:
        return board.can(lambda: self.check_check(rules))

    def check(self, rules: UltimateRules) -> Round:
        """The round after the player checks: on to the next street. Raises as
        ``check_check``."""
        return dataclasses.replace(self, street=self.check_check(rules))

    def check_bet(self, rules: UltimateRules, multiple: int) -> Decision:
        """The decision to play ``multiple`` antes now; raises the refusal
        (``IllegalAction``: ``already_decided``, ``bad_multiple`` for a play wager the house
        does not take on this street, those of ``check_wagers``)."""
        self._check_undecided(rules)
        allowed = rules.multiples(self.street.value)
        if multiple not in allowed:
            shown = " or ".join(f"{each}x" for each in allowed)
            raise IllegalAction(
                f"{self.street} the play wager is {shown} the ante, not {multiple}x",
                code="bad_multiple",
                allowed=allowed,
            )
        return Decision.bet(multiple)

    def can_bet(self, rules: UltimateRules, multiple: int) -> bool:
        return board.can(lambda: self.check_bet(rules, multiple))

    def bet(self, rules: UltimateRules, multiple: int) -> Round:
        """The round after the player plays ``multiple`` antes. Raises as ``check_bet``."""
        return dataclasses.replace(self, decision=self.check_bet(rules, multiple))

    def check_fold(self, rules: UltimateRules) -> Decision:
        """Raises what ``fold`` would refuse (``IllegalAction``: ``already_decided``,
        ``fold_before_river``: the player checks instead, those of ``check_wagers``)."""
        self._check_undecided(rules)
        if self.street is not Street.RIVER:
            raise IllegalAction(
                "the player folds only at the river: before it he checks", code="fold_before_river"
            )
        return Decision.FOLD

    def can_fold(self, rules: UltimateRules) -> bool:
        return board.can(lambda: self.check_fold(rules))

    def fold(self, rules: UltimateRules) -> Round:
        """The round after the player folds at the river. Raises as ``check_fold``."""
        return dataclasses.replace(self, decision=self.check_fold(rules))

    def decide(self, rules: UltimateRules, decision: Decision | str) -> Round:
        """The round after the player checks up to the street of ``decision`` and makes it
        there. Raises ``IllegalAction`` ``bad_decision`` for an unknown decision, and what
        the checks and the decision refuse.

        >>> from engine.cards import parse_cards
        >>> from engine.ultimate.variants import TRIPS_6_5
        >>> dealt = Round(ante=Decimal(10), player=parse_cards("Ah Kd"),
        ...               dealer=parse_cards("7c 7d"), board=parse_cards("2s 9h Tc 4d Jh"))
        >>> played = dealt.decide(TRIPS_6_5, "2x")
        >>> played.street, played.play_stake
        (<Street.FLOP: 'flop'>, Decimal('20'))
        """
        try:
            decided = Decision(decision)
        except ValueError:
            known = ", ".join(each.value for each in Decision)
            raise IllegalAction(
                f"the decision is one of {known}, not {decision!r}", code="bad_decision"
            ) from None
        round_ = self
        while round_.street is not decided.street and round_.decision is None:
            round_ = round_.check(rules)
        if decided is Decision.FOLD:
            return round_.fold(rules)
        return round_.bet(rules, decided.multiple)


def replay(
    rules: UltimateRules,
    *,
    ante: Decimal | int | str,
    player: tuple[Card, ...],
    dealer: tuple[Card, ...],
    board: tuple[Card, ...],
    decision: Decision | str,
    trips: Decimal | int | str = 0,
) -> Round:
    """A round entered by hand, as it happened: its stakes, the cards and the player's
    final decision. Raises the house's refusals (``check_wagers``, ``decide``; ``BadAmount``
    for a stake that is none) and ``CardError`` for impossible cards."""
    round_ = Round(
        ante=parse_amount(ante, name="ante"),
        player=player,
        dealer=dealer,
        board=board,
        trips=parse_amount(trips, name="trips", allow_zero=True),
    )
    return round_.decide(rules, decision)


class Ending(enum.StrEnum):
    """How a decided round ends (whether the dealer qualifies matters to the ante only)."""

    FOLD = "fold"
    PLAYER = "player"
    TIE = "tie"
    DEALER = "dealer"


def dealer_qualifies(value: HandValue) -> bool:
    """Whether the dealer's best five qualify: a pair or better."""
    return value.category >= Category.PAIR


def ending_of(round_: Round) -> Ending:
    """How the decided ``round_`` ends. Raises ``ValueError`` for an undecided round."""
    if round_.decision is None:
        raise ValueError("the round is not decided yet: it has no ending")
    if round_.decision is Decision.FOLD:
        return Ending.FOLD
    player, dealer = round_.player_best[0], round_.dealer_best[0]
    if player > dealer:
        return Ending.PLAYER
    return Ending.TIE if player == dealer else Ending.DEALER
