"""A Casino Hold'em round: one player against the dealer, immutable, with its one decision.

The player places the ante (and the AA Bonus if he likes) before the deal. He sees his two
cards and the flop, then calls (a call of exactly two antes) or folds; the turn and the
river follow a call, and the hands are shown.

Beside each action, ``check_<action>`` raises the refusal the action would (for a page to
say why) and ``can_<action>`` answers yes or no (for a page to offer the button).
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from decimal import Decimal

import numpy as np

from engine import board
from engine.cards import Card
from engine.casino_holdem.rules import CALL_MULTIPLE, CasinoHoldemRules
from engine.errors import IllegalAction
from engine.hands import Category, HandValue
from engine.money import parse_amount
from engine.seven import holdem_categories, holdem_category

_ZERO = Decimal(0)
_FOUR = 2  # the rank index of a four


class Decision(enum.StrEnum):
    CALL = "call"
    FOLD = "fold"


@dataclass(frozen=True, slots=True)
class Round(board.BoardHands):
    """One round. ``seed`` is the deck's seed (``None`` for a round entered by hand);
    ``aa_bonus`` the AA Bonus's stake (0: none)."""

    ante: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    board: tuple[Card, ...]
    seed: int | None = None
    aa_bonus: Decimal = _ZERO
    decision: Decision | None = None

    def __post_init__(self) -> None:
        # Frozen, so the checked stakes are written past the dataclass's guard.
        object.__setattr__(self, "ante", parse_amount(self.ante, name="ante"))
        bonus = parse_amount(self.aa_bonus, name="AA bonus", allow_zero=True)
        object.__setattr__(self, "aa_bonus", bonus)
        board.check_cards(self.player, self.dealer, self.board)

    @classmethod
    def deal(
        cls, seed: int, ante: Decimal | int | str, *, aa_bonus: Decimal | int | str = 0
    ) -> Round:
        """A new round dealt from the deck shuffled with ``seed`` (``engine.board.deal``)."""
        player, dealer, community = board.deal(seed)
        return cls(
            ante=parse_amount(ante, name="ante"),
            player=player,
            dealer=dealer,
            board=community,
            seed=seed,
            aa_bonus=parse_amount(aa_bonus, name="AA bonus", allow_zero=True),
        )

    # -- what the round holds ------------------------------------------------------------

    @property
    def call_stake(self) -> Decimal:
        """The call: two antes once the player calls, else nothing."""
        return self.ante * CALL_MULTIPLE if self.decision is Decision.CALL else _ZERO

    @property
    def fee_antes(self) -> Decimal:
        """Casino Hold'em has no fee."""
        return _ZERO

    @property
    def complete(self) -> bool:
        return self.decision is not None

    @property
    def flop(self) -> tuple[Card, ...]:
        return self.board[:3]

    @property
    def shown(self) -> tuple[Card, ...]:
        """The community cards the player sees: the flop, all five after a call."""
        return self.board if self.decision is Decision.CALL else self.flop

    # -- the wagers and the decision ------------------------------------------------------

    def check_wagers(self, rules: CasinoHoldemRules) -> None:
        """Raise ``IllegalAction`` (``no_aa_bonus``) for an AA Bonus the house does not
        offer."""
        if self.aa_bonus and not rules.offers_aa_bonus:
            raise IllegalAction(f"{rules.name} offers no AA Bonus", code="no_aa_bonus")

    def can_wager(self, rules: CasinoHoldemRules) -> bool:
        return board.can(lambda: self.check_wagers(rules))

    def check_decide(self, rules: CasinoHoldemRules, decision: Decision | str) -> Decision:
        """The decision as a ``Decision``; raises the refusal otherwise (``IllegalAction``:
        ``bad_decision``, ``already_decided``, and those of ``check_wagers``)."""
        try:
            decided = Decision(decision)
        except ValueError:
            raise IllegalAction(
                f"the decision must be call or fold, not {decision!r}", code="bad_decision"
            ) from None
        self.check_wagers(rules)
        if self.decision is not None:
            raise IllegalAction(
                f"the player has already decided to {self.decision}", code="already_decided"
            )
        return decided

    def check_call(self, rules: CasinoHoldemRules) -> Decision:
        return self.check_decide(rules, Decision.CALL)

    def check_fold(self, rules: CasinoHoldemRules) -> Decision:
        return self.check_decide(rules, Decision.FOLD)

    def can_call(self, rules: CasinoHoldemRules) -> bool:
        return board.can(lambda: self.check_call(rules))

    def can_fold(self, rules: CasinoHoldemRules) -> bool:
        return board.can(lambda: self.check_fold(rules))

    def decide(self, rules: CasinoHoldemRules, decision: Decision | str) -> Round:
        """The round after the player calls (two antes) or folds (losing the ante). Raises
        as ``check_decide``."""
        return dataclasses.replace(self, decision=self.check_decide(rules, decision))

    def call(self, rules: CasinoHoldemRules) -> Round:
        return self.decide(rules, Decision.CALL)

    def fold(self, rules: CasinoHoldemRules) -> Round:
        return self.decide(rules, Decision.FOLD)


def replay(
    rules: CasinoHoldemRules,
    *,
    ante: Decimal | int | str,
    player: tuple[Card, ...],
    dealer: tuple[Card, ...],
    board: tuple[Card, ...],
    decision: Decision | str,
    aa_bonus: Decimal | int | str = 0,
) -> Round:
    """A round entered by hand, as it happened. Raises the house's refusals
    (``check_decide``), ``BadAmount`` for a stake that is none and ``CardError`` for
    impossible cards."""
    round_ = Round(
        ante=parse_amount(ante, name="ante"),
        player=player,
        dealer=dealer,
        board=board,
        aa_bonus=parse_amount(aa_bonus, name="AA bonus", allow_zero=True),
    )
    return round_.decide(rules, decision)


class Ending(enum.StrEnum):
    """How a decided round ends."""

    FOLD = "fold"
    NOT_QUALIFIED = "not_qualified"  # called; the dealer has less than a pair of fours
    PLAYER = "player"  # called; the dealer qualifies; the player's hand is higher
    TIE = "tie"
    DEALER = "dealer"


def dealer_qualifies(value: HandValue) -> bool:
    """Whether the dealer's best five qualify: a pair of fours or better.

    >>> from engine.cards import parse_cards
    >>> from engine.seven import best_hand
    >>> [dealer_qualifies(best_hand(parse_cards(each))) for each in ("4c 4d Ah Ks 9c", "3c 3d Ah Ks 9c")]
    [True, False]
    """  # noqa: E501 (a doctest's line)
    category = holdem_category(value)
    return category > Category.PAIR or (category is Category.PAIR and value.ranks[0] >= _FOUR)


def qualifying(values: np.ndarray) -> np.ndarray:
    """``dealer_qualifies`` for an array of values (``engine.seven.best_hands_many``)."""
    categories = holdem_categories(values)
    pair_ranks = ((np.asarray(values) >> 16) & 0xF) - 1  # a pair's rank: its first nibble
    found: np.ndarray = (categories > Category.PAIR) | (
        (categories == Category.PAIR) & (pair_ranks >= _FOUR)
    )
    return found


def ending_of(round_: Round) -> Ending:
    """How the decided ``round_`` ends. Raises ``ValueError`` for an undecided round."""
    if round_.decision is None:
        raise ValueError("the round is not decided yet: it has no ending")
    if round_.decision is Decision.FOLD:
        return Ending.FOLD
    player, dealer = round_.player_best[0], round_.dealer_best[0]
    if not dealer_qualifies(dealer):
        return Ending.NOT_QUALIFIED
    if player > dealer:
        return Ending.PLAYER
    return Ending.TIE if player == dealer else Ending.DEALER
