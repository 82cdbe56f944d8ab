"""A Russian Poker round: one box against the dealer, immutable, with its whole history.

Each action checks the house's ``RussianRules`` and returns a new round; an illegal one
raises a ``PokerError`` with a stable code and leaves the round as it was. Beside each
action, ``check_<action>`` raises the refusal the action would (for a page to say why) and
``can_<action>`` answers yes or no (for a page to offer the button), so no template
restates a rule.

The order of play: the ante (the round is dealt with it); at most the draws the house
allows (an exchange, or a sixth card), each for its fee; the decision, bet (2 × ante) or
fold; with the bet, insurance when the hand holds three of a kind or better; and, when the
dealer shows no game, buying him one.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal
from functools import partial

from engine.cards import Card, Deck, draw_cards, ensure_distinct, ensure_in_hand
from engine.errors import CardError, IllegalAction, PokerError, RulesIncomplete
from engine.hands import evaluate
from engine.limits import cap_winnings
from engine.money import CENT, parse_amount
from engine.russian.evaluate import best_hand, paid_combinations, total_odds
from engine.russian.rules import DealerDiscards, InsuranceLimit, RussianRules, known
from engine.showdown import dealer_qualifies

HAND_SIZE = 5
_ZERO = Decimal(0)


class Decision(enum.StrEnum):
    BET = "bet"
    FOLD = "fold"


@dataclass(frozen=True, slots=True)
class Exchange:
    """An exchange: the cards given up, the cards drawn for them, the fee in antes."""

    discarded: tuple[Card, ...]
    drawn: tuple[Card, ...]
    fee: Decimal


@dataclass(frozen=True, slots=True)
class SixthCard:
    """A sixth card bought, and its fee in antes."""

    card: Card
    fee: Decimal


Draw = Exchange | SixthCard


@dataclass(frozen=True, slots=True)
class GameBought:
    """A game bought for the dealer: the card he gave up, every card he drew (the last is
    the one he kept; the others had the rank he gave up and were drawn again), the fee."""

    discarded: Card
    drawn: tuple[Card, ...]
    fee: Decimal

    @property
    def received(self) -> Card:
        """The card the dealer plays with in place of ``discarded``."""
        return self.drawn[-1]


@dataclass(frozen=True, slots=True)
class Round:
    """One box's round. ``dealer[0]`` is the dealer's up card. ``seed`` is the deck's seed
    (``None`` for a round entered by hand, whose draws must then be given): the player holds
    the deck's cards 1, 3, 5, 7, 9 and the dealer 2, 4, 6, 8, 10, the last face up; every
    draw comes from the top of the rest. ``insurance`` is the amount insured (0: none).
    """

    ante: Decimal
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    seed: int | None = None
    draws: tuple[Draw, ...] = ()
    decision: Decision | None = None
    insurance: Decimal = _ZERO
    game_bought: GameBought | None = None

    def __post_init__(self) -> None:
        # Frozen, so the checked ante is written past the dataclass's guard.
        object.__setattr__(self, "ante", parse_amount(self.ante, name="ante"))
        if len(self.player) != HAND_SIZE or len(self.dealer) != HAND_SIZE:
            raise CardError("the player and the dealer each need five cards", code="hand_size")
        ensure_distinct(self.player + self.dealer)

    @classmethod
    def deal(cls, seed: int, ante: Decimal | int | str) -> Round:
        """A new round dealt from the deck shuffled with ``seed``, for ``ante``."""
        cards = Deck(seed).draw(2 * HAND_SIZE)
        ante = parse_amount(ante, name="ante")
        return cls(ante=ante, player=cards[0::2], dealer=cards[9:0:-2], seed=seed)

    # -- what the round holds ------------------------------------------------------------

    @property
    def up_card(self) -> Card:
        return self.dealer[0]

    @property
    def bet_stake(self) -> Decimal:
        """The bet: twice the ante."""
        return 2 * self.ante

    @property
    def hand(self) -> tuple[Card, ...]:
        """The player's hand now: drawn cards in the places of those exchanged, a sixth
        card last."""
        hand = self.player
        for draw in self.draws:
            if isinstance(draw, Exchange):
                replacement = dict(zip(draw.discarded, draw.drawn, strict=True))
                hand = tuple(replacement.get(each, each) for each in hand)
            else:
                hand += (draw.card,)
        return hand

    @property
    def sixth(self) -> Card | None:
        """The sixth card bought, if any."""
        return next((d.card for d in self.draws if isinstance(d, SixthCard)), None)

    @property
    def dealer_hand(self) -> tuple[Card, ...]:
        """The dealer's hand at the showdown: after the game bought, if any."""
        bought = self.game_bought
        if bought is None:
            return self.dealer
        return tuple(bought.received if each == bought.discarded else each for each in self.dealer)

    @property
    def fee_antes(self) -> Decimal:
        """Every fee of the round (draws and the game bought), in antes."""
        fees = sum((draw.fee for draw in self.draws), _ZERO)
        return fees + (self.game_bought.fee if self.game_bought else _ZERO)

    def cards_seen(self) -> tuple[Card, ...]:
        """Every card that has left the deck in this round, in the order it left."""
        seen = self.player + self.dealer
        for draw in self.draws:
            seen += draw.drawn if isinstance(draw, Exchange) else (draw.card,)
        if self.game_bought is not None:
            seen += self.game_bought.drawn
        return seen

    # -- draws: an exchange or a sixth card ----------------------------------------------

    def check_exchange(self, rules: RussianRules, discard: Iterable[Card]) -> Decimal:
        """The fee in antes of exchanging ``discard`` now; raises the refusal otherwise
        (``IllegalAction``: ``no_exchange``, ``draw_after_decision``, ``too_many_draws``,
        ``exchange_and_sixth``, ``exchange_count_not_allowed``, ``card_not_in_hand``)."""
        discard = tuple(discard)
        if not rules.allows_exchange:
            raise IllegalAction(f"{rules.name} has no exchange of cards", code="no_exchange")
        fee = self._check_draw(rules, kind=Exchange)
        if len(discard) not in rules.exchange_counts:
            allowed = ", ".join(str(n) for n in sorted(rules.exchange_counts))
            raise IllegalAction(
                f"exchanging {len(discard)} card(s) is not allowed under {rules.name} "
                f"(cards that may be exchanged: {allowed})",
                code="exchange_count_not_allowed",
                cards=len(discard),
                allowed=allowed,
            )
        ensure_distinct(discard)
        ensure_in_hand(discard, self.hand)
        return fee

    def can_exchange(self, rules: RussianRules, discard: Iterable[Card] | None = None) -> bool:
        """Whether the player may exchange ``discard`` now (any allowed number of his cards,
        when ``discard`` is omitted)."""
        hand = self.hand
        if discard is None:
            options = [hand[:n] for n in sorted(rules.exchange_counts) if n <= len(hand)]
        else:
            options = [tuple(discard)]
        return any(self._can(partial(self.check_exchange, rules, cards)) for cards in options)

    def exchange(
        self, rules: RussianRules, discard: Iterable[Card], draw: Iterable[Card] | None = None
    ) -> Round:
        """The round after the player exchanges ``discard`` for ``draw`` (or the next cards
        of the deck). Raises as ``check_exchange``, and ``CardError`` for impossible cards."""
        discard = tuple(discard)
        fee = self.check_exchange(rules, discard)
        drawn = draw_cards(self.seed, self.cards_seen(), len(discard), draw)
        exchange = Exchange(discarded=discard, drawn=drawn, fee=fee)
        return dataclasses.replace(self, draws=(*self.draws, exchange))

    def check_buy_sixth(self, rules: RussianRules) -> Decimal:
        """The fee in antes of buying a sixth card now; raises the refusal otherwise
        (``no_sixth_card``, ``sixth_twice``, and the draw refusals of ``check_exchange``)."""
        if not rules.allows_sixth_card:
            raise IllegalAction(f"{rules.name} sells no sixth card", code="no_sixth_card")
        if self.sixth is not None:
            raise IllegalAction("the sixth card has already been bought", code="sixth_twice")
        return self._check_draw(rules, kind=SixthCard)

    def can_buy_sixth(self, rules: RussianRules) -> bool:
        return self._can(lambda: self.check_buy_sixth(rules))

    def buy_sixth(self, rules: RussianRules, draw: Card | None = None) -> Round:
        """The round after the player buys a sixth card: ``draw`` or the next of the deck."""
        fee = self.check_buy_sixth(rules)
        (card,) = draw_cards(self.seed, self.cards_seen(), 1, None if draw is None else (draw,))
        return dataclasses.replace(self, draws=(*self.draws, SixthCard(card=card, fee=fee)))

    def _check_draw(
        self, rules: RussianRules, *, kind: type[Exchange] | type[SixthCard]
    ) -> Decimal:
        if self.decision is not None:
            raise IllegalAction(
                f"the player has already decided to {self.decision}: no more cards now",
                code="draw_after_decision",
            )
        if len(self.draws) >= len(rules.draw_fees):
            raise IllegalAction(
                f"{rules.name} allows {len(rules.draw_fees)} draw(s) a round (an exchange or "
                "a sixth card), already taken",
                code="too_many_draws",
                most=len(rules.draw_fees),
            )
        if not rules.exchange_and_sixth and any(not isinstance(d, kind) for d in self.draws):
            raise IllegalAction(
                f"under {rules.name} a player either exchanges cards or buys a sixth, not both",
                code="exchange_and_sixth",
            )
        return rules.draw_fees[len(self.draws)]

    # -- the decision ---------------------------------------------------------------------

    def check_decide(self, rules: RussianRules, decision: Decision | str) -> Decision:
        """The decision as a ``Decision``; ``IllegalAction`` (``bad_decision``,
        ``already_decided``) when it cannot be taken."""
        try:
            decided = Decision(decision)
        except ValueError:
            raise IllegalAction(
                f"the decision must be bet or fold, not {decision!r}", code="bad_decision"
            ) from None
        if self.decision is not None:
            raise IllegalAction(
                f"the player has already decided to {self.decision}", code="already_decided"
            )
        return decided

    def can_bet(self, rules: RussianRules) -> bool:
        return self._can(lambda: self.check_decide(rules, Decision.BET))

    def can_fold(self, rules: RussianRules) -> bool:
        return self._can(lambda: self.check_decide(rules, Decision.FOLD))

    def decide(self, rules: RussianRules, decision: Decision | str) -> Round:
        """The round after the player bets (2 × ante) or folds (losing the ante and every
        fee). Raises as ``check_decide``."""
        return dataclasses.replace(self, decision=self.check_decide(rules, decision))

    def bet(self, rules: RussianRules) -> Round:
        return self.decide(rules, Decision.BET)

    def fold(self, rules: RussianRules) -> Round:
        return self.decide(rules, Decision.FOLD)

    # -- insurance ------------------------------------------------------------------------

    def insurance_limit(self, rules: RussianRules) -> Decimal:
        """The most the player may insure on the hand he holds, under the house's limit and
        never above the table's maximum payout. Raises ``IllegalAction`` (``no_insurance``)
        where the house has none, ``RulesIncomplete`` for a limit it has not published."""
        insurance = rules.insurance
        if insurance is None:
            raise IllegalAction(f"{rules.name} has no insurance", code="no_insurance")
        kind = known(rules, "insurance.limit", insurance.limit)
        if kind is InsuranceLimit.MAX_PAYOUT:
            return known(rules, "max_payout", rules.max_payout)
        odds = total_odds(paid_combinations(rules, self.hand))
        (potential,) = cap_winnings((self.bet_stake * odds,), rules.max_payout).amounts
        if kind is InsuranceLimit.HALF_POTENTIAL_WIN:
            return (potential / 2).quantize(CENT, rounding=ROUND_DOWN)
        return potential

    def check_insure(self, rules: RussianRules, amount: Decimal | int | str) -> Decimal:
        """``amount`` as the insurance the player may place now; raises the refusal
        otherwise (``no_insurance``, ``insure_without_bet``, ``insure_twice``,
        ``insure_after_showdown``, ``insurance_hand_too_low``, ``insurance_below_ante``,
        ``insurance_above_limit``; ``BadAmount`` for an amount that is no stake;
        ``RulesIncomplete`` for more than one ante where the house's limit is unpublished)."""
        insurance = rules.insurance
        if insurance is None:
            raise IllegalAction(f"{rules.name} has no insurance", code="no_insurance")
        if self.decision is not Decision.BET:
            raise IllegalAction(
                "insurance is placed with the bet: only a player who bets may insure",
                code="insure_without_bet",
            )
        if self.insurance:
            raise IllegalAction("this box is already insured", code="insure_twice")
        if self.game_bought is not None:
            raise IllegalAction(
                "the dealer has shown his hand: too late to insure", code="insure_after_showdown"
            )
        held = best_hand(self.hand).category
        if held < insurance.least:
            raise IllegalAction(
                f"insurance needs {insurance.least.title} or better, not {held.title}",
                code="insurance_hand_too_low",
                least=insurance.least,
                held=held,
            )
        amount = parse_amount(amount, name="insurance")
        if amount < self.ante:
            raise IllegalAction(
                f"the insurance must be at least one ante ({self.ante})",
                code="insurance_below_ante",
                least=self.ante,
            )
        try:
            most = self.insurance_limit(rules)
        except RulesIncomplete:
            # A house's limit is never below one ante: one ante is legal where the limit
            # (or a figure it is worked out from) is unpublished, any more is not known to be.
            if amount == self.ante:
                return amount
            raise
        if amount > most:
            raise IllegalAction(
                f"the insurance may be at most {most} on this hand",
                code="insurance_above_limit",
                most=most,
            )
        return amount

    def can_insure(self, rules: RussianRules, amount: Decimal | int | str | None = None) -> bool:
        """Whether the player may insure ``amount`` now (one ante when omitted: the least)."""
        return self._can(lambda: self.check_insure(rules, self.ante if amount is None else amount))

    def insure(self, rules: RussianRules, amount: Decimal | int | str) -> Round:
        """The round with ``amount`` insured. Raises as ``check_insure``."""
        return dataclasses.replace(self, insurance=self.check_insure(rules, amount))

    # -- buying the dealer a game ---------------------------------------------------------

    def check_buy_game(self, rules: RussianRules) -> Decimal:
        """The fee in antes of buying the dealer a game now; raises the refusal otherwise
        (``no_buy_game``, ``buy_game_without_bet``, ``buy_game_twice``,
        ``buy_game_when_qualified``; ``RulesIncomplete`` when the house has not said which
        card the dealer gives up)."""
        if rules.buy_game_fee is None:
            raise IllegalAction(f"{rules.name} sells no game for the dealer", code="no_buy_game")
        if self.decision is not Decision.BET:
            raise IllegalAction(
                "only a player who has bet can buy the dealer a game",
                code="buy_game_without_bet",
            )
        if self.game_bought is not None:
            raise IllegalAction("the dealer's game has already been bought", code="buy_game_twice")
        if dealer_qualifies(evaluate(self.dealer)):
            raise IllegalAction(
                "the dealer has a game: one is bought only when he has none",
                code="buy_game_when_qualified",
            )
        known(rules, "dealer_discards", rules.dealer_discards)
        return rules.buy_game_fee

    def can_buy_game(self, rules: RussianRules) -> bool:
        return self._can(lambda: self.check_buy_game(rules))

    def dealer_gives_up(self, rules: RussianRules) -> Card:
        """The card the dealer gives up for a game bought: his highest or lowest, as the
        house says (unique: a dealer without a game holds no pair)."""
        discards = known(rules, "dealer_discards", rules.dealer_discards)
        pick = max if discards is DealerDiscards.HIGHEST else min
        return pick(self.dealer, key=lambda each: each.rank)

    def buy_game(self, rules: RussianRules, draw: Card | Iterable[Card] | None = None) -> Round:
        """The round after the player buys the dealer a game: the dealer gives up his card
        (``dealer_gives_up``) for ``draw``, the card he receives (or the next of the deck).
        Where the house draws again on a card of the rank given up, give every card drawn
        in order, the last being the one he keeps. Raises as ``check_buy_game``,
        ``CardError`` for impossible cards, and ``RulesIncomplete`` when a card of the rank
        given up is drawn and the house has not said whether it is drawn again."""
        fee = self.check_buy_game(rules)
        discarded = self.dealer_gives_up(rules)
        if draw is None:
            drawn = self._dealer_draws_from_deck(rules, discarded)
        else:
            given = (draw,) if isinstance(draw, Card) else tuple(draw)
            drawn = draw_cards(self.seed, self.cards_seen(), len(given), given)
            self._check_dealer_draws(rules, discarded, drawn)
        bought = GameBought(discarded=discarded, drawn=drawn, fee=fee)
        return dataclasses.replace(self, game_bought=bought)

    def _dealer_draws_from_deck(self, rules: RussianRules, discarded: Card) -> tuple[Card, ...]:
        drawn: tuple[Card, ...] = ()
        while True:
            drawn += draw_cards(self.seed, self.cards_seen() + drawn, 1)
            if drawn[-1].rank != discarded.rank:
                return drawn
            if not known(rules, "redraw_same_rank", rules.redraw_same_rank):
                return drawn

    def _check_dealer_draws(
        self, rules: RussianRules, discarded: Card, drawn: tuple[Card, ...]
    ) -> None:
        if not drawn:
            raise CardError("say which card the dealer receives", code="draw_count", expected=1)
        *redrawn, kept = drawn
        if kept.rank == discarded.rank and known(rules, "redraw_same_rank", rules.redraw_same_rank):
            raise CardError(
                f"{kept} has the rank of the {discarded} given up: under {rules.name} the "
                "dealer draws again; give the card drawn after it too",
                code="dealer_redraws_same_rank",
                card=kept,
            )
        for each in redrawn:
            if each.rank != discarded.rank or not rules.redraw_same_rank:
                raise CardError(
                    f"the dealer keeps {each}: only a card of the rank given up "
                    f"({discarded}) is drawn again, and only where the house says so",
                    code="dealer_keeps_card",
                    card=each,
                )

    @staticmethod
    def _can(check: Callable[[], object]) -> bool:
        try:
            check()
        except PokerError:
            return False
        return True


def replay(
    rules: RussianRules,
    *,
    ante: Decimal | int | str,
    player: tuple[Card, ...],
    dealer: tuple[Card, ...],
    discard: tuple[Card, ...] = (),
    draw: tuple[Card, ...] = (),
    sixth: Card | None = None,
    decision: Decision | str,
    insurance: Decimal | int | str = 0,
    buy_game: bool = False,
    dealer_draw: Card | tuple[Card, ...] | None = None,
) -> Round:
    """A round entered by hand, as it happened: the exchange (if ``discard``), the sixth
    card (if ``sixth``), the decision, the insurance (if not 0) and the game bought (if
    ``buy_game``, the dealer receiving ``dealer_draw``). Raises the refusal of any step the
    house forbids and ``CardError`` for impossible cards."""
    if len(discard) != len(draw):
        raise CardError(
            f"the cards discarded ({len(discard)}) and drawn ({len(draw)}) must be as many",
            code="exchange_counts_differ",
            discarded=len(discard),
            drawn=len(draw),
        )
    if dealer_draw is not None and not buy_game:
        raise CardError("a dealer card is drawn only for a game bought", code="dealer_draw_unused")
    round_ = Round(ante=parse_amount(ante, name="ante"), player=player, dealer=dealer)
    if discard:
        round_ = round_.exchange(rules, discard, draw)
    if sixth is not None:
        round_ = round_.buy_sixth(rules, sixth)
    round_ = round_.decide(rules, decision)
    if parse_amount(insurance, name="insurance", allow_zero=True):
        round_ = round_.insure(rules, insurance)
    if buy_game:
        if dealer_draw is None:
            raise CardError("say which card the dealer receives", code="draw_missing")
        round_ = round_.buy_game(rules, dealer_draw)
    return round_
