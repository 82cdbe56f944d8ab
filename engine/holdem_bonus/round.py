"""A Texas Hold'em Bonus round: one player against the dealer, immutable, street by street.

The player places the ante (and the Bonus if he likes) before the deal. Seeing his two
cards, he folds (losing the ante) or makes the flop bet of two antes; after the flop he
makes the turn bet of one ante or checks; after the turn, the river bet of one ante or
checks. The river is dealt and the hands are shown; the dealer has no hand to qualify.

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
from engine.holdem_bonus.rules import (
    FLOP_MULTIPLE,
    RIVER_MULTIPLE,
    TURN_MULTIPLE,
    HoldemBonusRules,
)
from engine.money import parse_amount

_ZERO = Decimal(0)


class Action(enum.StrEnum):
    BET = "bet"
    CHECK = "check"
    FOLD = "fold"


# The streets the player acts on, and the bet he may make on each (in antes).
STREETS = (Street.PREFLOP, Street.FLOP, Street.TURN)
MULTIPLES = {Street.PREFLOP: FLOP_MULTIPLE, Street.FLOP: TURN_MULTIPLE, Street.TURN: RIVER_MULTIPLE}


@dataclass(frozen=True, slots=True)
class Round(board.BoardHands):
    """One round. ``seed`` is the deck's seed (``None`` for a round entered by hand);
    ``bonus`` the Bonus's stake (0: none); ``actions`` what the player did on each street
    so far, in order (a fold ends them)."""

    ante: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    board: tuple[Card, ...]
    seed: int | None = None
    bonus: Decimal = _ZERO
    actions: tuple[Action, ...] = ()

    def __post_init__(self) -> None:
        # Frozen, so the checked values are written past the dataclass's guard.
        object.__setattr__(self, "ante", parse_amount(self.ante, name="ante"))
        object.__setattr__(self, "bonus", parse_amount(self.bonus, name="bonus", allow_zero=True))
        object.__setattr__(self, "actions", tuple(Action(each) for each in self.actions))
        board.check_cards(self.player, self.dealer, self.board)

    @classmethod
    def deal(cls, seed: int, ante: Decimal | int | str, *, bonus: Decimal | int | str = 0) -> Round:
        """A new round dealt from the deck shuffled with ``seed`` (``engine.board.deal``)."""
        player, dealer, community = board.deal(seed)
        return cls(
            ante=parse_amount(ante, name="ante"),
            player=player,
            dealer=dealer,
            board=community,
            seed=seed,
            bonus=parse_amount(bonus, name="bonus", allow_zero=True),
        )

    # -- what the round holds ------------------------------------------------------------

    @property
    def folded(self) -> bool:
        return Action.FOLD in self.actions

    @property
    def complete(self) -> bool:
        """Whether nothing is left to decide: a fold, or an action on every street."""
        return self.folded or len(self.actions) == len(STREETS)

    @property
    def street(self) -> Street:
        """Where the round stands: the street the player acts on next (the river once he
        has done)."""
        return Street.RIVER if self.complete else STREETS[len(self.actions)]

    @property
    def decision(self) -> Action | None:
        """The player's decision before the flop: the flop bet or a fold (``None`` before
        it)."""
        return self.actions[0] if self.actions else None

    @property
    def shown(self) -> tuple[Card, ...]:
        """The community cards the player sees where the round stands."""
        return self.board[: self.street.shown]

    def stake_on(self, street: Street) -> Decimal:
        """The bet made on ``street`` (the flop bet before the flop, the turn bet after
        it, the river bet after the turn): its multiple of the ante, or nothing."""
        index = STREETS.index(street)
        made = index < len(self.actions) and self.actions[index] is Action.BET
        return self.ante * MULTIPLES[street] if made else _ZERO

    # The three bets by name, for a page that shows each with its stake (a template
    # cannot pass the street to ``stake_on``).

    @property
    def flop_bet(self) -> Decimal:
        """The flop bet (two antes, made before the flop), or nothing."""
        return self.stake_on(Street.PREFLOP)

    @property
    def turn_bet(self) -> Decimal:
        """The turn bet (one ante, made after the flop), or nothing."""
        return self.stake_on(Street.FLOP)

    @property
    def river_bet(self) -> Decimal:
        """The river bet (one ante, made after the turn), or nothing."""
        return self.stake_on(Street.TURN)

    @property
    def fee_antes(self) -> Decimal:
        """Texas Hold'em Bonus has no fee."""
        return _ZERO

    # -- the wagers and the actions -------------------------------------------------------

    def check_wagers(self, rules: HoldemBonusRules) -> None:
        """Raise ``IllegalAction`` (``no_bonus``) for a Bonus the house does not offer."""
        if self.bonus and not rules.offers_bonus:
            raise IllegalAction(f"{rules.name} offers no Bonus", code="no_bonus")

    def can_wager(self, rules: HoldemBonusRules) -> bool:
        return board.can(lambda: self.check_wagers(rules))

    def check_act(self, rules: HoldemBonusRules, action: Action | str) -> Action:
        """The action as an ``Action`` the player may take now; raises the refusal
        (``IllegalAction``: ``bad_action``, ``already_decided`` once the round is complete,
        ``bet_or_fold`` for a check before the flop, ``no_fold_after_flop`` for a fold
        after it, those of ``check_wagers``)."""
        try:
            acted = Action(action)
        except ValueError:
            raise IllegalAction(
                f"the action is bet, check or fold, not {action!r}", code="bad_action"
            ) from None
        self.check_wagers(rules)
        if self.complete:
            raise IllegalAction("the player has nothing more to decide", code="already_decided")
        if self.street is Street.PREFLOP and acted is Action.CHECK:
            raise IllegalAction(
                "before the flop the player makes the flop bet or folds", code="bet_or_fold"
            )
        if self.street is not Street.PREFLOP and acted is Action.FOLD:
            raise IllegalAction(
                "after the flop bet the player bets or checks: he no longer folds",
                code="no_fold_after_flop",
            )
        return acted

    def can_act(self, rules: HoldemBonusRules, action: Action | str) -> bool:
        return board.can(lambda: self.check_act(rules, action))

    def act(self, rules: HoldemBonusRules, action: Action | str) -> Round:
        """The round after the player's ``action`` on the street it stands on. Raises as
        ``check_act``."""
        acted = self.check_act(rules, action)
        return dataclasses.replace(self, actions=(*self.actions, acted))

    def bet(self, rules: HoldemBonusRules) -> Round:
        return self.act(rules, Action.BET)

    def check(self, rules: HoldemBonusRules) -> Round:
        return self.act(rules, Action.CHECK)

    def fold(self, rules: HoldemBonusRules) -> Round:
        return self.act(rules, Action.FOLD)

    def can_bet(self, rules: HoldemBonusRules) -> bool:
        return self.can_act(rules, Action.BET)

    def can_check(self, rules: HoldemBonusRules) -> bool:
        return self.can_act(rules, Action.CHECK)

    def can_fold(self, rules: HoldemBonusRules) -> bool:
        return self.can_act(rules, Action.FOLD)


def replay(
    rules: HoldemBonusRules,
    *,
    ante: Decimal | int | str,
    player: tuple[Card, ...],
    dealer: tuple[Card, ...],
    board: tuple[Card, ...],
    actions: tuple[Action | str, ...],
    bonus: Decimal | int | str = 0,
) -> Round:
    """A round entered by hand, as it happened: its stakes, the cards and the player's
    actions street by street. Raises the house's refusals (``check_act``; ``IllegalAction``
    ``undecided`` for actions that leave the round unfinished), ``BadAmount`` for a stake
    that is none and ``CardError`` for impossible cards."""
    round_ = Round(
        ante=parse_amount(ante, name="ante"),
        player=player,
        dealer=dealer,
        board=board,
        bonus=parse_amount(bonus, name="bonus", allow_zero=True),
    )
    for action in actions:
        round_ = round_.act(rules, action)
    if not round_.complete:
        raise IllegalAction("the round needs an action on every street", code="undecided")
    return round_


class Ending(enum.StrEnum):
    """How a complete round ends."""

    FOLD = "fold"
    PLAYER = "player"
    TIE = "tie"
    DEALER = "dealer"


def ending_of(round_: Round) -> Ending:
    """How the complete ``round_`` ends. Raises ``ValueError`` for a round not complete."""
    if not round_.complete:
        raise ValueError("the round is not decided yet: it has no ending")
    if round_.folded:
        return Ending.FOLD
    player, dealer = round_.player_best[0], round_.dealer_best[0]
    if player > dealer:
        return Ending.PLAYER
    return Ending.TIE if player == dealer else Ending.DEALER
