"""Oasis Poker: house rules as a value, a round with its switch history, and settlement.

A ``Round`` is immutable. Each action (``switch``, ``decide``, ``buy_dealer_card``) checks
the variant's ``Rules`` and returns a new round, so an illegal action raises
``IllegalAction`` and leaves the round it was tried on exactly as it was. Beside each action
are its check, which returns what the action would cost or raises the refusal the action
raises (``check_switch``, ``check_decide``, ``check_buy_dealer_card``), and whether it may be
taken now (``can_switch``, ``can_raise``, ``can_fold``, ``can_buy_dealer_card``), as Russian
Poker's round has them, so a page asks the engine instead of restating a rule.

Money is ``Decimal`` throughout: fees of 1.5 antes exist, and a dealer is paid in cents.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal
from functools import partial
from typing import Any, TypeVar

from engine.cards import Card, Deck, draw_cards, ensure_distinct, ensure_in_hand
from engine.errors import BadAmount, CardError, IllegalAction, PokerError, RulesIncomplete
from engine.hands import Category, HandValue, evaluate
from engine.limits import cap_winnings, max_payout_from_text
from engine.money import CENT, MAX_METER, parse_amount
from engine.showdown import Outcome, WagerResult, Winner, dealer_qualifies, frozen_mapping

HAND_SIZE = 5
_ZERO = Decimal(0)


class Decision(enum.StrEnum):
    RAISE = "raise"
    FOLD = "fold"


class Wager(enum.StrEnum):
    ANTE = "ante"
    RAISE = "raise"
    BONUS = "bonus"


class BonusHand(enum.StrEnum):
    """Which of the player's hands the bonus side bet is paid on."""

    INITIAL = "initial"
    FINAL = "final"


V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class BonusTable:
    """The bonus side bet's pays: fixed odds "N to 1" of the bonus stake, and for a
    progressive game a share of the meter (royal flush 1 = 100 %, straight flush 0.1)."""

    odds: Mapping[Category, int]
    meter_shares: Mapping[Category, Decimal] = dataclasses.field(default_factory=frozen_mapping)

    @property
    def is_progressive(self) -> bool:
        return bool(self.meter_shares)


@dataclass(frozen=True, slots=True)
class Rules:
    """One house's rules of Oasis Poker (or of Caribbean Stud, which has no switch).

    ``switch_fees`` maps the number of cards switched to the fee in antes; a count that is
    missing may not be switched, and an empty schedule means no switching at all.
    ``after_switch_pays`` is the raise pay table for rounds with a switch when the house pays
    a different one (``lower_pays_after_switch``); ``None`` there means the house's figures
    are not known, and settling such a win raises ``RulesIncomplete``.
    ``dealer_buy_fee`` (antes) lets a player who raised buy the dealer a card when he does
    not qualify: the dealer's highest card is replaced by the next card of the deck.
    ``max_payout`` is the table's maximum payout (``engine.limits``): what the ante and the
    raise win together is capped at it; ``None`` means no cap.
    """

    slug: str
    name: str
    raise_pays: Mapping[Category, int]
    switch_fees: Mapping[int, Decimal] = dataclasses.field(default_factory=frozen_mapping)
    max_switches: int = 1
    fold_after_switch: bool = True
    full_switch_forces_raise: bool = True
    lower_pays_after_switch: bool = False
    after_switch_pays: Mapping[Category, int] | None = None
    bonus: BonusTable | None = None
    bonus_on: BonusHand = BonusHand.INITIAL
    dealer_buy_fee: Decimal | None = None
    max_payout: Decimal | None = None

    @property
    def allows_switching(self) -> bool:
        return bool(self.switch_fees) and self.max_switches > 0

    def switch_fee(self, cards: int) -> Decimal:
        """The fee in antes for switching ``cards`` cards; ``IllegalAction`` if not allowed."""
        if not self.allows_switching:
            raise IllegalAction(f"{self.name} has no switching", code="no_switching")
        try:
            return self.switch_fees[cards]
        except KeyError:
            allowed = ", ".join(str(n) for n in sorted(self.switch_fees))
            raise IllegalAction(
                f"switching {cards} cards is not allowed under {self.name} "
                f"(cards that may be switched: {allowed})",
                code="switch_count_not_allowed",
                cards=cards,
                allowed=allowed,
            ) from None

    def raise_odds(self, category: Category, *, switched: bool) -> int:
        """The "N to 1" paid on the raise when the player wins with ``category``."""
        table = self.raise_pays
        if switched and self.lower_pays_after_switch:
            if self.after_switch_pays is None:
                raise RulesIncomplete(
                    f"{self.name} pays a lower table after a switch, and its figures are not "
                    "known: ask the house and enter them before settling this hand",
                    code="after_switch_table_unknown",
                )
            table = self.after_switch_pays
        try:
            return table[category]
        except KeyError:
            raise RulesIncomplete(
                f"{self.name}'s pay table has no figure for {category.title}",
                code="pay_missing",
                category=category,
            ) from None


@dataclass(frozen=True, slots=True)
class Switch:
    """One switch: the cards given up, the cards drawn for them, the fee in antes."""

    discarded: tuple[Card, ...]
    drawn: tuple[Card, ...]
    fee: Decimal


@dataclass(frozen=True, slots=True)
class DealerBuy:
    """A bought dealer card: the dealer's highest card replaced, the fee in antes."""

    discarded: Card
    drawn: Card
    fee: Decimal


@dataclass(frozen=True, slots=True)
class Round:
    """One player's round against the dealer, with its whole history.

    ``dealer[0]`` is the dealer's up card. ``seed`` is the seed of the deck the round was
    dealt from (``None`` for a round entered by hand, whose draws must then be given):
    the player holds the deck's cards 1, 3, 5, 7, 9, the dealer cards 2, 4, 6, 8, 10 with the
    last one face up, and every draw comes from the top of the rest.
    """

    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    seed: int | None = None
    switches: tuple[Switch, ...] = ()
    decision: Decision | None = None
    dealer_buy: DealerBuy | None = None

    def __post_init__(self) -> None:
        if len(self.player) != HAND_SIZE or len(self.dealer) != HAND_SIZE:
            raise CardError("the player and the dealer each need five cards", code="hand_size")
        cards = self.player + self.dealer
        if len(set(cards)) != len(cards):
            ensure_distinct(cards)

    @classmethod
    def deal(cls, seed: int) -> Round:
        """A new round dealt from the deck shuffled with ``seed``."""
        cards = Deck(seed).draw(2 * HAND_SIZE)
        return cls(player=cards[0::2], dealer=cards[9:0:-2], seed=seed)

    @property
    def up_card(self) -> Card:
        return self.dealer[0]

    @property
    def hand(self) -> tuple[Card, ...]:
        """The player's hand now: after every switch, drawn cards in the discarded places."""
        hand = self.player
        for switch in self.switches:
            replacement = dict(zip(switch.discarded, switch.drawn, strict=True))
            hand = tuple(replacement.get(each, each) for each in hand)
        return hand

    @property
    def dealer_hand(self) -> tuple[Card, ...]:
        """The dealer's hand at the showdown: after a bought card, if any."""
        if self.dealer_buy is None:
            return self.dealer
        buy = self.dealer_buy
        return tuple(buy.drawn if each == buy.discarded else each for each in self.dealer)

    @property
    def switched(self) -> bool:
        return bool(self.switches)

    @property
    def fee_antes(self) -> Decimal:
        """Every fee of the round (switches and a bought dealer card), in antes."""
        fees = sum((switch.fee for switch in self.switches), _ZERO)
        return fees + (self.dealer_buy.fee if self.dealer_buy else _ZERO)

    def cards_seen(self) -> tuple[Card, ...]:
        """Every card that has left the deck in this round, in the order it left."""
        seen = self.player + self.dealer
        for switch in self.switches:
            seen += switch.drawn
        if self.dealer_buy is not None:
            seen += (self.dealer_buy.drawn,)
        return seen

    def deck_order(self) -> tuple[Card, ...] | None:
        """The whole order of the deck the round was dealt from (``None`` if entered)."""
        return None if self.seed is None else Deck.order(self.seed)

    # -- verify / can / do: each action's check, whether it may be taken, the action ------

    def check_switch(self, rules: Rules, discard: Iterable[Card]) -> Decimal:
        """The fee in antes of switching ``discard`` now; raises the refusal otherwise
        (``IllegalAction``: ``switch_after_decision``, ``no_switching``,
        ``too_many_switches``, ``empty_switch``, ``switch_count_not_allowed``,
        ``card_not_in_hand``; ``CardError`` for a card given twice)."""
        discard = tuple(discard)
        if self.decision is not None:
            raise IllegalAction(
                f"the player has already decided to {self.decision}: no switch now",
                code="switch_after_decision",
            )
        if not rules.allows_switching:
            raise IllegalAction(f"{rules.name} has no switching", code="no_switching")
        if len(self.switches) >= rules.max_switches:
            raise IllegalAction(
                f"{rules.name} allows {rules.max_switches} switch(es) a round, already made",
                code="too_many_switches",
                most=rules.max_switches,
            )
        if not discard:
            raise IllegalAction("a switch gives up at least one card", code="empty_switch")
        fee = rules.switch_fee(len(discard))
        ensure_distinct(discard)
        ensure_in_hand(discard, self.hand)
        return fee

    def can_switch(self, rules: Rules, discard: Iterable[Card] | None = None) -> bool:
        """Whether the player may switch ``discard`` now (any allowed number of his cards,
        when ``discard`` is omitted)."""
        hand = self.hand
        if discard is None:
            options = [hand[:n] for n in sorted(rules.switch_fees) if n <= len(hand)]
        else:
            options = [tuple(discard)]
        return any(self._can(partial(self.check_switch, rules, cards)) for cards in options)

    def switch(
        self, rules: Rules, discard: Iterable[Card], draw: Iterable[Card] | None = None
    ) -> Round:
        """The round after the player switches ``discard`` for ``draw`` (or the next cards
        of the deck when ``draw`` is omitted). Raises as ``check_switch``, and
        ``CardError`` for impossible cards drawn."""
        discard = tuple(discard)
        fee = self.check_switch(rules, discard)
        drawn = self._draw(len(discard), draw)
        return dataclasses.replace(
            self, switches=(*self.switches, Switch(discarded=discard, drawn=drawn, fee=fee))
        )

    def check_decide(self, rules: Rules, decision: Decision | str) -> Decision:
        """The decision as a ``Decision``; raises ``IllegalAction`` (``bad_decision``,
        ``already_decided``, ``fold_after_switch``: after any switch under Belgian rules,
        ``fold_after_full_switch``: after a five-card switch) when it cannot be taken."""
        try:
            decided = Decision(decision)
        except ValueError:
            raise IllegalAction(
                f"the decision must be raise or fold, not {decision!r}", code="bad_decision"
            ) from None
        if self.decision is not None:
            raise IllegalAction(
                f"the player has already decided to {self.decision}", code="already_decided"
            )
        if decided is Decision.FOLD and self.switches:
            if not rules.fold_after_switch:
                raise IllegalAction(
                    f"under {rules.name} a player who switched must raise",
                    code="fold_after_switch",
                )
            if rules.full_switch_forces_raise and any(
                len(switch.discarded) == HAND_SIZE for switch in self.switches
            ):
                raise IllegalAction(
                    "a player who switched all five cards must raise",
                    code="fold_after_full_switch",
                )
        return decided

    def can_raise(self, rules: Rules) -> bool:
        return self._can(lambda: self.check_decide(rules, Decision.RAISE))

    def can_fold(self, rules: Rules) -> bool:
        return self._can(lambda: self.check_decide(rules, Decision.FOLD))

    def decide(self, rules: Rules, decision: Decision | str) -> Round:
        """The round after the player raises or folds. Raises as ``check_decide``."""
        return dataclasses.replace(self, decision=self.check_decide(rules, decision))

    def check_buy_dealer_card(self, rules: Rules) -> Decimal:
        """The fee in antes of buying the dealer a card now: only where the variant has the
        buy, after a raise, when the dealer does not qualify, once. Raises ``IllegalAction``
        otherwise (``no_dealer_buy``, ``dealer_buy_without_raise``, ``dealer_buy_twice``,
        ``dealer_buy_when_qualified``)."""
        if rules.dealer_buy_fee is None:
            raise IllegalAction(
                f"{rules.name} has no buying of a dealer card", code="no_dealer_buy"
            )
        if self.decision is not Decision.RAISE:
            raise IllegalAction(
                "only a player who has raised can buy the dealer a card",
                code="dealer_buy_without_raise",
            )
        if self.dealer_buy is not None:
            raise IllegalAction("the dealer card has already been bought", code="dealer_buy_twice")
        if dealer_qualifies(evaluate(self.dealer)):
            raise IllegalAction(
                "the dealer qualifies: a card is bought only when he does not",
                code="dealer_buy_when_qualified",
            )
        return rules.dealer_buy_fee

    def can_buy_dealer_card(self, rules: Rules) -> bool:
        return self._can(lambda: self.check_buy_dealer_card(rules))

    def buy_dealer_card(self, rules: Rules, draw: Card | None = None) -> Round:
        """The round after the player buys the dealer a card: the dealer's highest card is
        replaced by ``draw`` (or the next card of the deck). Raises as
        ``check_buy_dealer_card``."""
        fee = self.check_buy_dealer_card(rules)
        (drawn,) = self._draw(1, None if draw is None else (draw,))
        # A dealer who does not qualify holds no pair, so his highest card is unique.
        highest = max(self.dealer, key=lambda each: each.rank)
        buy = DealerBuy(discarded=highest, drawn=drawn, fee=fee)
        return dataclasses.replace(self, dealer_buy=buy)

    @staticmethod
    def _can(check: Callable[[], object]) -> bool:
        try:
            check()
        except PokerError:
            return False
        return True

    def _draw(self, count: int, draw: Iterable[Card] | None) -> tuple[Card, ...]:
        return draw_cards(self.seed, self.cards_seen(), count, draw)


@dataclass(frozen=True, slots=True)
class Settlement:
    """Every wager of a round, the fees the house keeps, and what decided them."""

    ante: WagerResult[Wager]
    raise_: WagerResult[Wager]
    bonus: WagerResult[Wager]
    switch_fee: Decimal
    dealer_buy_fee: Decimal
    player_value: HandValue
    dealer_value: HandValue
    bonus_category: Category
    dealer_qualifies: bool
    winner: Winner | None
    forfeited: Decimal = _ZERO

    @property
    def capped(self) -> bool:
        """Whether the table's maximum payout cut the ante's and raise's winnings (by
        ``forfeited``)."""
        return self.forfeited > 0

    @property
    def player_category(self) -> Category:
        return self.player_value.category

    @property
    def dealer_category(self) -> Category:
        return self.dealer_value.category

    @property
    def fee(self) -> Decimal:
        """Every fee the house keeps (never refunded), as a positive amount."""
        return self.switch_fee + self.dealer_buy_fee

    @property
    def wagers(self) -> tuple[WagerResult[Wager], WagerResult[Wager], WagerResult[Wager]]:
        return (self.ante, self.raise_, self.bonus)

    @property
    def net(self) -> Decimal:
        """The player's net result of the round: the wagers' amounts less the fees."""
        return self.ante.amount + self.raise_.amount + self.bonus.amount - self.fee


def settle(
    rules: Rules,
    round_: Round,
    ante: Decimal | int | str,
    bonus: Decimal | int | str = 0,
    *,
    meter: Decimal | int | str | None = None,
) -> Settlement:
    """Settle a decided round: each wager's outcome and amount, the fees, the net.

    ``bonus`` is the side-bet stake (0 for none); ``meter`` is the progressive meter's
    amount, needed only when a progressive bonus pays a share of it. Raises ``BadAmount``
    for an unusable amount, ``IllegalAction`` for an undecided round or a bonus the variant
    does not offer, ``RulesIncomplete`` for a pay figure the house never gave.

    A flush raised against a dealer's pair: the ante pays 1 to 1, the raise (2 antes) 5 to 1.

    >>> from engine.cards import parse_cards
    >>> from engine.oasis.variants import STANDARD
    >>> hand = Round(player=parse_cards("As Ks 9s 5s 2s"), dealer=parse_cards("Kd Kc 7h 4d 3c"))
    >>> settlement = settle(STANDARD, hand.decide(STANDARD, Decision.RAISE), ante=10)
    >>> [(each.wager.value, each.outcome.value, each.amount) for each in settlement.wagers][:2]
    [('ante', 'win', Decimal('10')), ('raise', 'win', Decimal('100'))]
    >>> settlement.net
    Decimal('110')
    """
    if round_.decision is None:
        raise IllegalAction("the player has not decided yet: raise or fold first", code="undecided")
    ante = parse_amount(ante, name="ante")
    bonus = parse_amount(bonus, name="bonus", allow_zero=True)
    if bonus and rules.bonus is None:
        raise IllegalAction(f"{rules.name} has no bonus bet", code="no_bonus")

    player_value = evaluate(round_.hand)
    dealer_value = evaluate(round_.dealer_hand)
    qualifies = dealer_qualifies(dealer_value)
    on_initial = rules.bonus_on is BonusHand.INITIAL and round_.switches
    bonus_category = (evaluate(round_.player) if on_initial else player_value).category
    raise_stake = 2 * ante
    folded = round_.decision is Decision.FOLD
    winner = None

    if folded:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante)
        raise_result = WagerResult(Wager.RAISE, _ZERO, Outcome.NOT_PLACED, _ZERO)
    elif not qualifies:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.WIN, ante, odds=1)
        raise_result = WagerResult(Wager.RAISE, raise_stake, Outcome.RETURNED, _ZERO)
    elif player_value > dealer_value:
        winner = Winner.PLAYER
        odds = rules.raise_odds(player_value.category, switched=round_.switched)
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.WIN, ante, odds=1)
        raise_result = WagerResult(
            Wager.RAISE, raise_stake, Outcome.WIN, raise_stake * odds, odds=odds
        )
    elif player_value == dealer_value:
        winner = Winner.TIE
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.PUSH, _ZERO)
        raise_result = WagerResult(Wager.RAISE, raise_stake, Outcome.PUSH, _ZERO)
    else:
        winner = Winner.DEALER
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante)
        raise_result = WagerResult(Wager.RAISE, raise_stake, Outcome.LOSE, -raise_stake)

    capped = cap_winnings((ante_result.amount, raise_result.amount), rules.max_payout)
    ante_result = dataclasses.replace(ante_result, amount=capped.amounts[0])
    raise_result = dataclasses.replace(raise_result, amount=capped.amounts[1])
    buy = round_.dealer_buy
    return Settlement(
        ante=ante_result,
        raise_=raise_result,
        bonus=_settle_bonus(rules, bonus, bonus_category, folded=folded, meter=meter),
        switch_fee=sum((switch.fee for switch in round_.switches), _ZERO) * ante,
        dealer_buy_fee=buy.fee * ante if buy else _ZERO,
        player_value=player_value,
        dealer_value=dealer_value,
        bonus_category=bonus_category,
        dealer_qualifies=qualifies,
        winner=winner,
        forfeited=capped.forfeited,
    )


def _settle_bonus(
    rules: Rules, stake: Decimal, category: Category, *, folded: bool, meter: object
) -> WagerResult[Wager]:
    # The side bet stands or falls with the hand: a fold forfeits it, whatever it held.
    if not stake:
        return WagerResult(Wager.BONUS, _ZERO, Outcome.NOT_PLACED, _ZERO)
    table = rules.bonus
    if folded or table is None:
        return WagerResult(Wager.BONUS, stake, Outcome.LOSE, -stake)
    if category in table.meter_shares:
        share = table.meter_shares[category]
        if meter is None:
            raise BadAmount(
                f"a {category.title} takes a share of the meter: give its amount",
                code="meter_missing",
                field="meter",
                category=category,
            )
        meter = parse_amount(meter, name="meter", most=MAX_METER)
        # A share of the meter is paid in whole cents, the fraction staying on the meter.
        won = (meter * share).quantize(CENT, rounding=ROUND_DOWN)
        return WagerResult(Wager.BONUS, stake, Outcome.WIN, won, meter_share=share)
    if category in table.odds:
        odds = table.odds[category]
        return WagerResult(Wager.BONUS, stake, Outcome.WIN, stake * odds, odds=odds)
    return WagerResult(Wager.BONUS, stake, Outcome.LOSE, -stake)


def replay(
    rules: Rules,
    *,
    player: tuple[Card, ...],
    dealer: tuple[Card, ...],
    discard: tuple[Card, ...] = (),
    draw: tuple[Card, ...] = (),
    decision: Decision | str,
    dealer_draw: Card | None = None,
) -> Round:
    """A round entered by hand, as it happened: the switch (if ``discard``), the decision,
    and the bought dealer card (if ``dealer_draw``). Raises ``IllegalAction`` for any step
    the variant forbids and ``ValueError`` for impossible cards."""
    if len(discard) != len(draw):
        raise CardError(
            f"the cards discarded ({len(discard)}) and drawn ({len(draw)}) must be as many",
            code="switch_counts_differ",
            discarded=len(discard),
            drawn=len(draw),
        )
    round_ = Round(player=player, dealer=dealer)
    if discard:
        round_ = round_.switch(rules, discard, draw)
    round_ = round_.decide(rules, decision)
    if dealer_draw is not None:
        round_ = round_.buy_dealer_card(rules, dealer_draw)
    return round_


def rules_to_dict(rules: Rules) -> dict[str, Any]:
    """``rules`` as plain JSON data (amounts as decimal strings, hands as slugs), so a dealt
    round can keep the rules it was dealt under even if the house later changes them."""

    def table(pays: Mapping[Category, object] | None) -> dict[str, str] | None:
        return None if pays is None else {c.slug: str(v) for c, v in pays.items()}

    data: dict[str, Any] = {
        "slug": rules.slug,
        "name": rules.name,
        "raise_pays": table(rules.raise_pays),
        "switch_fees": {str(cards): str(fee) for cards, fee in rules.switch_fees.items()},
        "max_switches": rules.max_switches,
        "fold_after_switch": rules.fold_after_switch,
        "full_switch_forces_raise": rules.full_switch_forces_raise,
        "lower_pays_after_switch": rules.lower_pays_after_switch,
        "after_switch_pays": table(rules.after_switch_pays),
        "bonus": None
        if rules.bonus is None
        else {"odds": table(rules.bonus.odds), "meter_shares": table(rules.bonus.meter_shares)},
        "bonus_on": rules.bonus_on.value,
        "dealer_buy_fee": None if rules.dealer_buy_fee is None else str(rules.dealer_buy_fee),
    }
    # Written only when set, so the rules of every table without a cap keep the key they had.
    if rules.max_payout is not None:
        data["max_payout"] = str(rules.max_payout)
    return data


def rules_from_dict(data: Mapping[str, Any]) -> Rules:
    """The ``Rules`` that ``rules_to_dict`` wrote."""

    def table(pays: Mapping[str, str], kind: Callable[[str], V]) -> Mapping[Category, V]:
        return frozen_mapping(
            (Category.from_slug(slug), kind(value)) for slug, value in pays.items()
        )

    bonus = data["bonus"]
    return Rules(
        slug=data["slug"],
        name=data["name"],
        raise_pays=table(data["raise_pays"], int),
        switch_fees=frozen_mapping(
            (int(cards), Decimal(fee)) for cards, fee in data["switch_fees"].items()
        ),
        max_switches=data["max_switches"],
        fold_after_switch=data["fold_after_switch"],
        full_switch_forces_raise=data["full_switch_forces_raise"],
        lower_pays_after_switch=data["lower_pays_after_switch"],
        after_switch_pays=None
        if data["after_switch_pays"] is None
        else table(data["after_switch_pays"], int),
        bonus=None
        if bonus is None
        else BonusTable(
            odds=table(bonus["odds"], int), meter_shares=table(bonus["meter_shares"], Decimal)
        ),
        bonus_on=BonusHand(data["bonus_on"]),
        dealer_buy_fee=None if data["dealer_buy_fee"] is None else Decimal(data["dealer_buy_fee"]),
        max_payout=max_payout_from_text(data.get("max_payout")),
    )
