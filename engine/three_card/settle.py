"""Settling a Three Card Poker round: each wager's fate, the hands that decided them.

- Fold: the ante is lost and no play is made; no Ante Bonus. The Pair Plus is settled on
  the player's cards where the house says so (else a fold loses it); the 6-Card Bonus is
  settled on the six cards.
- Play, the dealer below queen-high: the ante pays 1 to 1, the play is returned.
- Play, the dealer qualifies: the higher hand wins the ante and the play, 1 to 1 each;
  equal hands push both.
- Ante Bonus: when the player plays, the ante is paid by the house's table on a straight
  or better, whatever the dealer holds, even when the player loses to him.
- Pair Plus: paid on the player's three cards by the house's table (the suited A-K-Q on
  its mini-royal line where the table has one), whatever the dealer holds; lost below a
  pair. Played alone (no ante) it is the whole round.
- 6-Card Bonus: paid on the best five of the player's and the dealer's six cards by the
  house's table; lost below its lowest line.

Sources: Wizard of Odds, "Three Card Poker" (the rules, the Ante Bonus "regardless of the
value of the dealer's hand"); Evolution, "Live Three Card Poker" (the Ante Bonus "even if
the dealer wins the round", Pair Plus and 6-Card Bonus "even if you fold"); casinut.com
("If you fold you also lose the Pairplus bet").
"""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass
from decimal import Decimal

from engine.cards import Card
from engine.errors import IllegalAction
from engine.hands import Category as FiveCategory
from engine.hands import HandValue as FiveValue
from engine.hands import evaluate as evaluate_five
from engine.showdown import Outcome, WagerResult
from engine.three_card.evaluate import (
    Category,
    HandValue,
    Line,
    dealer_qualifies,
    evaluate,
    line_of,
)
from engine.three_card.round import Ending, Round, ending_of
from engine.three_card.rules import ThreeCardRules, has_mini_royal, known, odds_on

_ZERO = Decimal(0)


class Wager(enum.StrEnum):
    ANTE = "ante"
    PLAY = "play"
    ANTE_BONUS = "ante_bonus"
    PAIR_PLUS = "pair_plus"
    SIX_CARD = "six_card"


@dataclass(frozen=True, slots=True)
class Settlement:
    """Every wager of a round and what decided them. The Ante Bonus is paid on the ante,
    not staked apart: its ``stake`` is 0 and its ``amount`` what it pays (``NOT_PLACED``
    when it pays nothing)."""

    ante: WagerResult[Wager]
    play: WagerResult[Wager]
    ante_bonus: WagerResult[Wager]
    pair_plus: WagerResult[Wager]
    six_card: WagerResult[Wager]
    ending: Ending
    player_value: HandValue
    dealer_value: HandValue
    dealer_qualifies: bool
    pair_plus_line: Line | None
    six_card_value: FiveValue

    @property
    def player_category(self) -> Category:
        return self.player_value.category

    @property
    def dealer_category(self) -> Category:
        return self.dealer_value.category

    @property
    def six_card_category(self) -> FiveCategory:
        """The category of the best five of the six cards."""
        return self.six_card_value.category

    @property
    def wagers(self) -> tuple[WagerResult[Wager], ...]:
        return (self.ante, self.play, self.ante_bonus, self.pair_plus, self.six_card)

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


def best_of_six(cards: tuple[Card, ...]) -> FiveValue:
    """The value of the best five of six cards (``engine.hands`` order).

    >>> from engine.cards import parse_cards
    >>> best_of_six(parse_cards("Ah Kh Qh Jh Th 2c")).category.name
    'ROYAL_FLUSH'
    """
    return max(evaluate_five(five) for five in itertools.combinations(cards, 5))


def _paid(wager: Wager, stake: Decimal, odds: int | None) -> WagerResult[Wager]:
    if odds is None:
        return WagerResult(wager, stake, Outcome.LOSE, -stake)
    return WagerResult(wager, stake, Outcome.WIN, stake * odds, odds=odds)


def _not_placed(wager: Wager) -> WagerResult[Wager]:
    return WagerResult(wager, _ZERO, Outcome.NOT_PLACED, _ZERO)


def settle(rules: ThreeCardRules, round_: Round) -> Settlement:
    """Settle a complete round: each wager's outcome and amount, the hands, the net.

    Raises ``IllegalAction`` for a round with an ante and no decision (``undecided``) or
    wagers the house does not take (``Round.check_wagers``), and ``RulesIncomplete`` for a
    table or rule the house has not published that this round needs.

    A straight against the dealer's three of a kind, at 10 an ante: the ante and the play
    lose, yet the Ante Bonus pays the ante 1 to 1 and the Pair Plus (5) pays 6 to 1:

    >>> from engine.cards import parse_cards
    >>> from engine.three_card.variants import CLASSIC
    >>> dealt = Round(ante=10, player=parse_cards("9h Tc Jd"), dealer=parse_cards("4s 4d 4c"),
    ...               pair_plus=5)
    >>> result = settle(CLASSIC, dealt.play(CLASSIC))
    >>> [(each.wager.value, each.outcome.value, each.amount) for each in result.wagers]
    [('ante', 'lose', Decimal('-10')), ('play', 'lose', Decimal('-10')), ('ante_bonus', 'win', Decimal('10')), ('pair_plus', 'win', Decimal('30')), ('six_card', 'not_placed', Decimal('0'))]
    >>> result.net
    Decimal('20')
    """  # noqa: E501 (a doctest's expected output is one line)
    if not round_.complete:
        raise IllegalAction("the player has not decided yet: play or fold first", code="undecided")
    round_.check_wagers(rules)
    ending = ending_of(round_)
    player_value, dealer_value = evaluate(round_.player), evaluate(round_.dealer)
    ante, play = round_.ante, round_.play_stake
    ante_bonus = _not_placed(Wager.ANTE_BONUS)

    if ending is Ending.PAIR_PLUS_ALONE:
        ante_result, play_result = _not_placed(Wager.ANTE), _not_placed(Wager.PLAY)
    elif ending is Ending.FOLD:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante)
        play_result = _not_placed(Wager.PLAY)
    else:
        ante_result, play_result = _ante_and_play(ending, ante, play)
        table = known(rules, "ante_bonus", rules.ante_bonus)
        odds = odds_on(table, line_of(round_.player, mini_royal=has_mini_royal(table)))
        if odds is not None:
            ante_bonus = WagerResult(Wager.ANTE_BONUS, _ZERO, Outcome.WIN, ante * odds, odds=odds)

    pair_plus, line = _pair_plus(rules, round_, folded=ending is Ending.FOLD)
    six = best_of_six(round_.player + round_.dealer)
    if round_.six_card:
        six_table = known(rules, "six_card", rules.six_card)
        six_card = _paid(Wager.SIX_CARD, round_.six_card, odds_on(six_table, six.category))
    else:
        six_card = _not_placed(Wager.SIX_CARD)
    return Settlement(
        ante=ante_result,
        play=play_result,
        ante_bonus=ante_bonus,
        pair_plus=pair_plus,
        six_card=six_card,
        ending=ending,
        player_value=player_value,
        dealer_value=dealer_value,
        dealer_qualifies=dealer_qualifies(dealer_value),
        pair_plus_line=line,
        six_card_value=six,
    )


def _ante_and_play(
    ending: Ending, ante: Decimal, play: Decimal
) -> tuple[WagerResult[Wager], WagerResult[Wager]]:
    if ending is Ending.NOT_QUALIFIED:
        return (
            WagerResult(Wager.ANTE, ante, Outcome.WIN, ante, odds=1),
            WagerResult(Wager.PLAY, play, Outcome.RETURNED, _ZERO),
        )
    if ending is Ending.PLAYER:
        return (
            WagerResult(Wager.ANTE, ante, Outcome.WIN, ante, odds=1),
            WagerResult(Wager.PLAY, play, Outcome.WIN, play, odds=1),
        )
    if ending is Ending.TIE:
        return (
            WagerResult(Wager.ANTE, ante, Outcome.PUSH, _ZERO),
            WagerResult(Wager.PLAY, play, Outcome.PUSH, _ZERO),
        )
    return (
        WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante),
        WagerResult(Wager.PLAY, play, Outcome.LOSE, -play),
    )


def _pair_plus(
    rules: ThreeCardRules, round_: Round, *, folded: bool
) -> tuple[WagerResult[Wager], Line | None]:
    stake = round_.pair_plus
    table = rules.pair_plus
    line = line_of(round_.player, mini_royal=has_mini_royal(table))
    if not stake:
        return _not_placed(Wager.PAIR_PLUS), line
    table = known(rules, "pair_plus", table)
    if folded and not known(rules, "pair_plus_on_fold", rules.pair_plus_on_fold):
        return WagerResult(Wager.PAIR_PLUS, stake, Outcome.LOSE, -stake), line
    return _paid(Wager.PAIR_PLUS, stake, odds_on(table, line)), line
