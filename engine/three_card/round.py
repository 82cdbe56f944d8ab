"""A Three Card Poker round: one player against the dealer, immutable, with its decision.

The wagers are placed before the deal and held by the round: the ante, the Pair Plus and
the 6-Card Bonus (0: not placed). The player sees his three cards and plays (a play wager
of exactly the ante) or folds. A round with no ante is Pair Plus played alone, where the
house allows it: there is nothing to decide, and it is complete as dealt.

Beside each action, ``check_<action>`` raises the refusal the action would (for a page to
say why) and ``can_<action>`` answers yes or no (for a page to offer the button), so no
template restates a rule.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from engine.cards import Card, Deck, ensure_distinct
from engine.errors import CardError, IllegalAction, PokerError
from engine.money import parse_amount
from engine.three_card.evaluate import HAND_SIZE, dealer_qualifies, evaluate
from engine.three_card.rules import ThreeCardRules

_ZERO = Decimal(0)


class Decision(enum.StrEnum):
    PLAY = "play"
    FOLD = "fold"


@dataclass(frozen=True, slots=True)
class Round:
    """One round. ``seed`` is the deck's seed (``None`` for a round entered by hand): the
    player holds the deck's cards 1, 3, 5 and the dealer 2, 4, 6. ``ante`` 0 is Pair Plus
    played alone; ``pair_plus`` and ``six_card`` are those side bets' stakes (0: none)."""

    ante: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    seed: int | None = None
    decision: Decision | None = None
    pair_plus: Decimal = _ZERO
    six_card: Decimal = _ZERO

    def __post_init__(self) -> None:
        # Frozen, so the checked stakes are written past the dataclass's guard.
        for name in ("ante", "pair_plus", "six_card"):
            value = parse_amount(getattr(self, name), name=name.replace("_", " "), allow_zero=True)
            object.__setattr__(self, name, value)
        if len(self.player) != HAND_SIZE or len(self.dealer) != HAND_SIZE:
            raise CardError("the player and the dealer each need three cards", code="hand_size")
        ensure_distinct(self.player + self.dealer)

    @classmethod
    def deal(
        cls,
        seed: int,
        ante: Decimal | int | str,
        *,
        pair_plus: Decimal | int | str = 0,
        six_card: Decimal | int | str = 0,
    ) -> Round:
        """A new round dealt from the deck shuffled with ``seed``, with these stakes."""
        cards = Deck(seed).draw(2 * HAND_SIZE)
        return cls(
            ante=parse_amount(ante, name="ante", allow_zero=True),
            player=cards[0::2],
            dealer=cards[1::2],
            seed=seed,
            pair_plus=parse_amount(pair_plus, name="pair plus", allow_zero=True),
            six_card=parse_amount(six_card, name="six card", allow_zero=True),
        )

    # -- what the round holds ------------------------------------------------------------

    @property
    def dealer_hand(self) -> tuple[Card, ...]:
        """The dealer's hand at the showdown: his three cards as dealt."""
        return self.dealer

    @property
    def play_stake(self) -> Decimal:
        """The play wager: exactly the ante once the player plays, else nothing."""
        return self.ante if self.decision is Decision.PLAY else _ZERO

    @property
    def fee_antes(self) -> Decimal:
        """Three Card Poker has no fee."""
        return _ZERO

    @property
    def pair_plus_alone(self) -> bool:
        """Whether this round is Pair Plus played without an ante."""
        return self.ante == 0

    @property
    def complete(self) -> bool:
        """Whether nothing is left to decide: the player decided, or there is no ante."""
        return self.decision is not None or self.pair_plus_alone

    # -- the wagers against the house's rules ---------------------------------------------

    def check_wagers(self, rules: ThreeCardRules) -> None:
        """Raise ``IllegalAction`` when the house does not take these wagers: no wager
        at all (``no_wager``), a side bet it does not offer (``no_pair_plus``,
        ``no_six_card``), Pair Plus alone where it needs an ante (``pair_plus_alone``), a
        6-Card Bonus with neither an ante nor a Pair Plus (``six_card_alone``)."""
        if self.ante == 0 and self.pair_plus == 0:
            if self.six_card:
                raise IllegalAction(
                    "the 6-Card Bonus is bet beside an ante or a Pair Plus",
                    code="six_card_alone",
                )
            raise IllegalAction("place an ante or a Pair Plus", code="no_wager")
        if self.pair_plus and not rules.offers_pair_plus:
            raise IllegalAction(f"{rules.name} offers no Pair Plus", code="no_pair_plus")
        if self.six_card and not rules.offers_six_card:
            raise IllegalAction(f"{rules.name} offers no 6-Card Bonus", code="no_six_card")
        if self.ante == 0 and not rules.pair_plus_alone:
            raise IllegalAction(
                f"at {rules.name} the Pair Plus is bet beside an ante", code="pair_plus_alone"
            )

    def can_wager(self, rules: ThreeCardRules) -> bool:
        """Whether the house takes the round's wagers (``check_wagers`` raises nothing)."""
        return _can(lambda: self.check_wagers(rules))

    # -- the decision ---------------------------------------------------------------------

    def check_decide(self, rules: ThreeCardRules, decision: Decision | str) -> Decision:
        """The decision as a ``Decision``; raises the refusal otherwise (``IllegalAction``:
        ``bad_decision``, ``no_ante`` for Pair Plus alone, ``already_decided``, and those
        of ``check_wagers``)."""
        try:
            decided = Decision(decision)
        except ValueError:
            raise IllegalAction(
                f"the decision must be play or fold, not {decision!r}", code="bad_decision"
            ) from None
        self.check_wagers(rules)
        if self.pair_plus_alone:
            raise IllegalAction(
                "Pair Plus alone is settled on the cards: there is nothing to play or fold",
                code="no_ante",
            )
        if self.decision is not None:
            raise IllegalAction(
                f"the player has already decided to {self.decision}", code="already_decided"
            )
        return decided

    def check_play(self, rules: ThreeCardRules) -> Decision:
        """Raises what ``play`` would refuse (as ``check_decide``)."""
        return self.check_decide(rules, Decision.PLAY)

    def check_fold(self, rules: ThreeCardRules) -> Decision:
        """Raises what ``fold`` would refuse (as ``check_decide``)."""
        return self.check_decide(rules, Decision.FOLD)

    def can_play(self, rules: ThreeCardRules) -> bool:
        """Whether the player may play now (``check_play`` raises nothing)."""
        return _can(lambda: self.check_play(rules))

    def can_fold(self, rules: ThreeCardRules) -> bool:
        """Whether the player may fold now (``check_fold`` raises nothing)."""
        return _can(lambda: self.check_fold(rules))

    def decide(self, rules: ThreeCardRules, decision: Decision | str) -> Round:
        """The round after the player plays (a play wager of the ante) or folds (losing the
        ante). Raises as ``check_decide``."""
        return dataclasses.replace(self, decision=self.check_decide(rules, decision))

    def play(self, rules: ThreeCardRules) -> Round:
        """The round after the player plays. Raises as ``check_play``."""
        return self.decide(rules, Decision.PLAY)

    def fold(self, rules: ThreeCardRules) -> Round:
        """The round after the player folds. Raises as ``check_fold``."""
        return self.decide(rules, Decision.FOLD)


def _can(check: Callable[[], object]) -> bool:
    try:
        check()
    except PokerError:
        return False
    return True


def replay(
    rules: ThreeCardRules,
    *,
    ante: Decimal | int | str,
    player: tuple[Card, ...],
    dealer: tuple[Card, ...],
    decision: Decision | str | None,
    pair_plus: Decimal | int | str = 0,
    six_card: Decimal | int | str = 0,
) -> Round:
    """A round entered by hand, as it happened: its stakes, both hands and the decision
    (``None`` only for Pair Plus alone). Raises the refusal of the house (``check_wagers``,
    ``check_decide``; ``IllegalAction`` ``undecided`` for a round with an ante and no
    decision) and ``CardError`` for impossible cards."""
    round_ = Round(
        ante=parse_amount(ante, name="ante", allow_zero=True),
        player=player,
        dealer=dealer,
        pair_plus=parse_amount(pair_plus, name="pair plus", allow_zero=True),
        six_card=parse_amount(six_card, name="six card", allow_zero=True),
    )
    round_.check_wagers(rules)
    if decision is None or decision == "":
        if not round_.pair_plus_alone:
            raise IllegalAction("a round with an ante needs its decision", code="undecided")
        return round_
    return round_.decide(rules, decision)


class Ending(enum.StrEnum):
    """How a complete round ends."""

    FOLD = "fold"
    NOT_QUALIFIED = "not_qualified"  # played; the dealer has less than queen-high
    PLAYER = "player"  # played; the dealer qualifies; the player's hand is higher
    TIE = "tie"
    DEALER = "dealer"
    PAIR_PLUS_ALONE = "pair_plus_alone"  # no ante: only the Pair Plus (and 6-Card Bonus)


def ending_of(round_: Round) -> Ending:
    """How the complete ``round_`` ends. Raises ``ValueError`` for a round with an ante
    and no decision yet.

    >>> from engine.cards import parse_cards
    >>> dealt = Round(ante=Decimal(5), player=parse_cards("Ah 2c 3d"), dealer=parse_cards("Jh Td 8s"))
    >>> ending_of(dataclasses.replace(dealt, decision=Decision.PLAY))
    <Ending.NOT_QUALIFIED: 'not_qualified'>
    """  # noqa: E501 (a doctest's line)
    if round_.pair_plus_alone:
        return Ending.PAIR_PLUS_ALONE
    if round_.decision is None:
        raise ValueError("the round is not decided yet: it has no ending")
    if round_.decision is Decision.FOLD:
        return Ending.FOLD
    dealer = evaluate(round_.dealer)
    if not dealer_qualifies(dealer):
        return Ending.NOT_QUALIFIED
    player = evaluate(round_.player)
    if player > dealer:
        return Ending.PLAYER
    return Ending.TIE if player == dealer else Ending.DEALER
