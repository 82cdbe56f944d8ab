"""Settling a Casino Hold'em round: each wager's fate and the hands that decided it.

- Fold (after the flop): the ante is lost; no call was made. The AA Bonus is settled on
  the player's two cards and the flop where the house says so (else a fold loses it).
- Call, the dealer below a pair of fours: the ante is paid by the Ante table on the
  player's category, the call is returned.
- Call, the dealer qualifies: the higher hand wins; the player's win pays the ante by the
  Ante table and the call 1 to 1; equal hands push both; the dealer's win takes both.
- AA Bonus: paid by its table on the player's two cards and the flop, a pair of aces or
  better, whatever the dealer holds; lost below it.

Sources: i-casinobonus.com (the tables; the call returned and the ante paid by its table
when the dealer does not qualify); LV Bet and BetMGM's help on NetEnt's game (the pair of
fours, the call of two antes, the AA Bonus on the first five cards and lost on a fold).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import Decimal

from engine.casino_holdem.bonus import BonusLine, bonus_line
from engine.casino_holdem.round import Ending, Round, dealer_qualifies, ending_of
from engine.casino_holdem.rules import CasinoHoldemRules, known
from engine.errors import IllegalAction, RulesIncomplete
from engine.hands import Category, HandValue
from engine.pay import odds_on, paid_at, whole_odds, winnings
from engine.seven import holdem_category
from engine.showdown import Outcome, WagerResult

_ZERO = Decimal(0)


class Wager(enum.StrEnum):
    ANTE = "ante"
    CALL = "call"
    AA_BONUS = "aa_bonus"


@dataclass(frozen=True, slots=True)
class Settlement:
    """Every wager of a decided round and what decided them."""

    ante: WagerResult[Wager]
    call: WagerResult[Wager]
    aa_bonus: WagerResult[Wager]
    ending: Ending
    player_value: HandValue
    dealer_value: HandValue
    dealer_qualifies: bool
    bonus_line: BonusLine | None

    @property
    def player_category(self) -> Category:
        return holdem_category(self.player_value)

    @property
    def dealer_category(self) -> Category:
        return holdem_category(self.dealer_value)

    @property
    def wagers(self) -> tuple[WagerResult[Wager], ...]:
        return (self.ante, self.call, self.aa_bonus)

    @property
    def net(self) -> Decimal:
        """The player's net result of the round."""
        return sum((each.amount for each in self.wagers), _ZERO)


def settle(rules: CasinoHoldemRules, round_: Round) -> Settlement:
    """Settle a decided round: each wager's outcome and amount, the hands, the net.

    Raises ``IllegalAction`` for an undecided round (``undecided``) or wagers the house
    does not take, and ``RulesIncomplete`` for a table or rule the house has not published
    that this round needs.

    A flush called against the dealer's pair of kings, at 10 an ante with 5 on the AA
    Bonus (a pair of aces on the flop): ante 20 (2 to 1), call 20, AA Bonus 35 (7 to 1):

    >>> from engine.cards import parse_cards
    >>> from engine.casino_holdem.variants import CLASSIC
    >>> dealt = Round(ante=Decimal(10), player=parse_cards("Ah 8h"), dealer=parse_cards("Kc Kd"),
    ...               board=parse_cards("Ad 9h Th 4h Jc"), aa_bonus=Decimal(5))
    >>> result = settle(CLASSIC, dealt.call(CLASSIC))
    >>> [(each.wager.value, each.outcome.value, each.amount) for each in result.wagers]
    [('ante', 'win', Decimal('20')), ('call', 'win', Decimal('20')), ('aa_bonus', 'win', Decimal('35'))]
    """  # noqa: E501 (a doctest's expected output is one line)
    if round_.decision is None:
        raise IllegalAction("the player has not decided yet: call or fold first", code="undecided")
    round_.check_wagers(rules)
    ending = ending_of(round_)
    player_value, dealer_value = round_.player_best[0], round_.dealer_best[0]
    ante, call = round_.ante, round_.call_stake

    if ending is Ending.FOLD:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante)
        call_result = WagerResult(Wager.CALL, _ZERO, Outcome.NOT_PLACED, _ZERO)
    elif ending in (Ending.NOT_QUALIFIED, Ending.PLAYER):
        ante_result = _ante_paid(rules, ante, player_value)
        if ending is Ending.NOT_QUALIFIED:
            call_result = WagerResult(Wager.CALL, call, Outcome.RETURNED, _ZERO)
        else:
            call_result = WagerResult(Wager.CALL, call, Outcome.WIN, call, odds=1)
    elif ending is Ending.TIE:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.PUSH, _ZERO)
        call_result = WagerResult(Wager.CALL, call, Outcome.PUSH, _ZERO)
    else:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante)
        call_result = WagerResult(Wager.CALL, call, Outcome.LOSE, -call)

    line = bonus_line(round_.player + round_.flop)
    return Settlement(
        ante=ante_result,
        call=call_result,
        aa_bonus=_aa_bonus(rules, round_, line, folded=ending is Ending.FOLD),
        ending=ending,
        player_value=player_value,
        dealer_value=dealer_value,
        dealer_qualifies=dealer_qualifies(dealer_value),
        bonus_line=line,
    )


def _ante_paid(rules: CasinoHoldemRules, ante: Decimal, player: HandValue) -> WagerResult[Wager]:
    category = holdem_category(player)
    odds = odds_on(known(rules, "ante", rules.ante), category)
    if odds is None:
        raise RulesIncomplete(
            f"{rules.name}'s Ante table has no line for a {category.title.lower()}",
            code="ante_unknown",
            field="ante",
        )
    return WagerResult(Wager.ANTE, ante, Outcome.WIN, winnings(ante, odds), odds=whole_odds(odds))


def _aa_bonus(
    rules: CasinoHoldemRules, round_: Round, line: BonusLine | None, *, folded: bool
) -> WagerResult[Wager]:
    stake = round_.aa_bonus
    if not stake:
        return paid_at(Wager.AA_BONUS, stake, None)
    table = known(rules, "aa_bonus", rules.aa_bonus)
    forfeited = folded and not known(rules, "aa_bonus_on_fold", rules.aa_bonus_on_fold)
    return paid_at(Wager.AA_BONUS, stake, None if forfeited else odds_on(table, line))
