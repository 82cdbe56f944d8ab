"""Settling a Texas Hold'em Bonus round: each wager's fate and the hands that decided it.

- Fold (before the flop): the ante is lost; no bet was made. The Bonus is settled on the
  hole cards where the house says so (else a fold loses it).
- The player's hand is higher: the flop, turn and river bets win 1 to 1; the ante wins 1
  to 1 when his hand is of the house's category or better (a straight in Las Vegas, a
  flush at NagaWorld) and is pushed below it.
- Equal hands push the ante and the bets; the dealer's higher hand takes them.
- Bonus: paid by its table on the player's two cards (its top line on the player's aces
  against the dealer's), whatever the rest of the round; lost on two cards the table does
  not name.

Sources: NagaWorld, "Texas Hold 'Em Bonus" (the bets, the flush, the Bonus table and that
it is paid "based only the player's and dealer's initial cards"); PokerStars Casino,
"Live Texas Hold'em Bonus Poker rules" (the straight).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import Decimal

from engine.board import Street
from engine.errors import IllegalAction
from engine.hands import Category, HandValue
from engine.holdem_bonus.bonus import BonusLine, bonus_line
from engine.holdem_bonus.round import Ending, Round, ending_of
from engine.holdem_bonus.rules import HoldemBonusRules, known
from engine.pay import odds_on, paid_at
from engine.seven import holdem_category
from engine.showdown import Outcome, WagerResult

_ZERO = Decimal(0)


class Wager(enum.StrEnum):
    ANTE = "ante"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    BONUS = "bonus"


_BETS = ((Wager.FLOP, Street.PREFLOP), (Wager.TURN, Street.FLOP), (Wager.RIVER, Street.TURN))


@dataclass(frozen=True, slots=True)
class Settlement:
    """Every wager of a complete round and what decided them. The dealer has no hand to
    qualify: ``dealer_qualifies`` is always true."""

    ante: WagerResult[Wager]
    flop: WagerResult[Wager]
    turn: WagerResult[Wager]
    river: WagerResult[Wager]
    bonus: WagerResult[Wager]
    ending: Ending
    player_value: HandValue
    dealer_value: HandValue
    bonus_line: BonusLine | None
    dealer_qualifies: bool = True

    @property
    def player_category(self) -> Category:
        return holdem_category(self.player_value)

    @property
    def wagers(self) -> tuple[WagerResult[Wager], ...]:
        return (self.ante, self.flop, self.turn, self.river, self.bonus)

    @property
    def net(self) -> Decimal:
        """The player's net result of the round."""
        return sum((each.amount for each in self.wagers), _ZERO)


def _even(wager: Wager, stake: Decimal, ending: Ending) -> WagerResult[Wager]:
    if not stake:
        return WagerResult(wager, _ZERO, Outcome.NOT_PLACED, _ZERO)
    if ending is Ending.PLAYER:
        return WagerResult(wager, stake, Outcome.WIN, stake, odds=1)
    if ending is Ending.TIE:
        return WagerResult(wager, stake, Outcome.PUSH, _ZERO)
    return WagerResult(wager, stake, Outcome.LOSE, -stake)


def settle(rules: HoldemBonusRules, round_: Round) -> Settlement:
    """Settle a complete round: each wager's outcome and amount, the hands, the net.

    Raises ``IllegalAction`` for a round not complete (``undecided``) or wagers the house
    does not take, and ``RulesIncomplete`` for a table or rule the house has not published
    that this round needs.

    Ace-king suited, every bet made, a straight against the dealer's two pair at
    NagaWorld, 10 an ante and 5 on the Bonus: the ante is pushed below a flush, the flop
    bet wins 20, the turn and river bets 10 each, the Bonus 125 (25 to 1):

    >>> from engine.cards import parse_cards
    >>> from engine.holdem_bonus.variants import NAGAWORLD
    >>> dealt = Round(ante=Decimal(10), player=parse_cards("Ah Kh"), dealer=parse_cards("9c 9d"),
    ...               board=parse_cards("Qs Jd Tc 4d 4s"), bonus=Decimal(5))
    >>> result = settle(NAGAWORLD, dealt.bet(NAGAWORLD).bet(NAGAWORLD).bet(NAGAWORLD))
    >>> [(each.wager.value, each.outcome.value, each.amount) for each in result.wagers]
    [('ante', 'push', Decimal('0')), ('flop', 'win', Decimal('20')), ('turn', 'win', Decimal('10')), ('river', 'win', Decimal('10')), ('bonus', 'win', Decimal('125'))]
    """  # noqa: E501 (a doctest's expected output is one line)
    if not round_.complete:
        raise IllegalAction("the player has not finished: act on every street", code="undecided")
    round_.check_wagers(rules)
    ending = ending_of(round_)
    player_value, dealer_value = round_.player_best[0], round_.dealer_best[0]
    ante = round_.ante
    if ending is Ending.FOLD:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante)
    elif ending is Ending.PLAYER and holdem_category(player_value) < rules.ante_pays_from:
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.PUSH, _ZERO)
    else:
        ante_result = _even(Wager.ANTE, ante, ending)
    flop, turn, river = (_even(wager, round_.stake_on(street), ending) for wager, street in _BETS)
    line = bonus_line(round_.player, round_.dealer)
    return Settlement(
        ante=ante_result,
        flop=flop,
        turn=turn,
        river=river,
        bonus=_bonus(rules, round_, line),
        ending=ending,
        player_value=player_value,
        dealer_value=dealer_value,
        bonus_line=line,
    )


def _bonus(rules: HoldemBonusRules, round_: Round, line: BonusLine | None) -> WagerResult[Wager]:
    stake = round_.bonus
    if not stake:
        return paid_at(Wager.BONUS, stake, None)
    table = known(rules, "bonus", rules.bonus)
    forfeited = round_.folded and not known(rules, "bonus_on_fold", rules.bonus_on_fold)
    return paid_at(Wager.BONUS, stake, None if forfeited else odds_on(table, line))
