"""Settling an Ultimate Texas Hold'em round: each wager's fate and the hands that decided it.

- Fold (at the river): the ante and the Blind are lost; no play wager was made. The Trips
  is settled on the player's final hand where the house says so (else a fold loses it).
- The dealer qualifies with a pair or better; that matters to the ante only: when he does
  not, the ante is returned whoever wins, and the other wagers are settled as usual.
- The player's hand is higher: the play wins 1 to 1, the ante 1 to 1 (returned when the
  dealer does not qualify), the Blind by its table on a straight or better and is pushed
  below it.
- Equal hands: ante, Blind and play are pushed. The dealer's hand is higher: they lose (the
  ante returned when he does not qualify).
- Trips: paid by its table on the player's best five of seven, whatever the dealer holds;
  lost below three of a kind.

Sources: Rivers Casino Philadelphia, "Ultimate Texas Hold'em" (the dealer's pair, the ante
returned, the Blind pushed below a straight, the Trips "regardless of the outcome");
Viejas Casino's pay tables; the Wizard of Odds, "Ultimate Texas Hold 'Em".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import Decimal

from engine.errors import IllegalAction
from engine.hands import Category, HandValue
from engine.pay import odds_on, paid_at
from engine.seven import holdem_category
from engine.showdown import Outcome, WagerResult
from engine.ultimate.round import Ending, Round, dealer_qualifies, ending_of
from engine.ultimate.rules import UltimateRules, known

_ZERO = Decimal(0)


class Wager(enum.StrEnum):
    ANTE = "ante"
    BLIND = "blind"
    PLAY = "play"
    TRIPS = "trips"


@dataclass(frozen=True, slots=True)
class Settlement:
    """Every wager of a decided round and what decided them."""

    ante: WagerResult[Wager]
    blind: WagerResult[Wager]
    play: WagerResult[Wager]
    trips: WagerResult[Wager]
    ending: Ending
    player_value: HandValue
    dealer_value: HandValue
    dealer_qualifies: bool

    @property
    def player_category(self) -> Category:
        return holdem_category(self.player_value)

    @property
    def dealer_category(self) -> Category:
        return holdem_category(self.dealer_value)

    @property
    def wagers(self) -> tuple[WagerResult[Wager], ...]:
        return (self.ante, self.blind, self.play, self.trips)

    @property
    def net(self) -> Decimal:
        """The player's net result of the round."""
        return sum((each.amount for each in self.wagers), _ZERO)

    @property
    def put_in(self) -> Decimal:
        """Everything the player put on the table."""
        return sum((each.stake for each in self.wagers), _ZERO)

    @property
    def paid_back(self) -> Decimal:
        """Everything that comes back to the player: stakes returned and winnings."""
        return sum((each.returned for each in self.wagers), _ZERO)


def _even(wager: Wager, stake: Decimal, ending: Ending) -> WagerResult[Wager]:
    if ending is Ending.PLAYER:
        return WagerResult(wager, stake, Outcome.WIN, stake, odds=1)
    if ending is Ending.TIE:
        return WagerResult(wager, stake, Outcome.PUSH, _ZERO)
    return WagerResult(wager, stake, Outcome.LOSE, -stake)


def settle(rules: UltimateRules, round_: Round) -> Settlement:
    """Settle a decided round: each wager's outcome and amount, the hands, the net.

    Raises ``IllegalAction`` for an undecided round (``undecided``) or wagers the house
    does not take (``Round.check_wagers``), and ``RulesIncomplete`` for a table or rule the
    house has not published that this round needs.

    A flush played 4x before the flop against the dealer's pair, at 10 an ante with 5 on
    the Trips: ante 10, Blind 15 (3 to 2), play 40, Trips 30 (6 to 1):

    >>> from engine.cards import parse_cards
    >>> from engine.ultimate.variants import TRIPS_6_5
    >>> dealt = Round(ante=Decimal(10), player=parse_cards("Ah 8h"), dealer=parse_cards("Kc Kd"),
    ...               board=parse_cards("2h 9h Th 4s Jc"), trips=Decimal(5))
    >>> result = settle(TRIPS_6_5, dealt.bet(TRIPS_6_5, 4))
    >>> [(each.wager.value, each.outcome.value, each.amount) for each in result.wagers]
    [('ante', 'win', Decimal('10')), ('blind', 'win', Decimal('15')), ('play', 'win', Decimal('40')), ('trips', 'win', Decimal('30'))]
    >>> result.net
    Decimal('95')
    """  # noqa: E501 (a doctest's expected output is one line)
    if round_.decision is None:
        raise IllegalAction("the player has not decided yet: play or fold first", code="undecided")
    round_.check_wagers(rules)
    ending = ending_of(round_)
    player_value, dealer_value = round_.player_best[0], round_.dealer_best[0]
    qualifies = dealer_qualifies(dealer_value)
    ante, blind = round_.ante, round_.blind

    if ending is Ending.FOLD:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante)
        blind_result = WagerResult(Wager.BLIND, blind, Outcome.LOSE, -blind)
        play_result = paid_at(Wager.PLAY, _ZERO, None)
    else:
        if qualifies:
            ante_result = _even(Wager.ANTE, ante, ending)
        else:
            ante_result = WagerResult(Wager.ANTE, ante, Outcome.RETURNED, _ZERO)
        play_result = _even(Wager.PLAY, round_.play_stake, ending)
        blind_result = _blind(rules, blind, ending, player_value)

    return Settlement(
        ante=ante_result,
        blind=blind_result,
        play=play_result,
        trips=_trips(rules, round_, player_value, folded=ending is Ending.FOLD),
        ending=ending,
        player_value=player_value,
        dealer_value=dealer_value,
        dealer_qualifies=qualifies,
    )


def _blind(
    rules: UltimateRules, blind: Decimal, ending: Ending, player: HandValue
) -> WagerResult[Wager]:
    if ending is not Ending.PLAYER:
        return _even(Wager.BLIND, blind, ending)
    odds = odds_on(known(rules, "blind", rules.blind), holdem_category(player))
    if odds is None:
        return WagerResult(Wager.BLIND, blind, Outcome.PUSH, _ZERO)
    return paid_at(Wager.BLIND, blind, odds)


def _trips(
    rules: UltimateRules, round_: Round, player: HandValue, *, folded: bool
) -> WagerResult[Wager]:
    stake = round_.trips
    if not stake:
        return paid_at(Wager.TRIPS, stake, None)
    table = known(rules, "trips", rules.trips)
    forfeited = folded and not known(rules, "trips_on_fold", rules.trips_on_fold)
    return paid_at(
        Wager.TRIPS, stake, None if forfeited else odds_on(table, holdem_category(player))
    )
