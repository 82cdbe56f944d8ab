"""Settling a Russian Poker round: each wager's fate, the combinations paid, the fees.

- Fold: the ante is lost (and every fee paid); no bet, no insurance.
- The dealer (as first shown) has no game: the ante pays 1 to 1 and the bet is returned,
  unless the player bought him a game; insurance pays 1 to 1 either way.
- A game bought: the ante's win is given up and the round is settled against the new
  hand; if it still has no game, the bet is returned and the ante gets what the house says.
- The dealer qualifies: the player wins with the better hand (the bet paid by the pay
  table on the combinations paid, the ante paid 1 to 1 or only returned as the house says);
  equal hands push both; the dealer's better hand takes both. Insurance is lost, or
  returned when the player does not win where the house says so.
- The table's maximum payout caps what the ante and the bet win (``engine.limits``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import Decimal

from engine.errors import IllegalAction
from engine.hands import HandValue, evaluate
from engine.limits import cap_winnings
from engine.russian.evaluate import PaidCombination, best_hand, paid_combinations, total_odds
from engine.russian.round import Decision, Round
from engine.russian.rules import AntePays, RussianRules, known
from engine.showdown import Outcome, WagerResult, Winner, dealer_qualifies

_ZERO = Decimal(0)


class Wager(enum.StrEnum):
    ANTE = "ante"
    BET = "bet"
    INSURANCE = "insurance"


@dataclass(frozen=True, slots=True)
class Settlement:
    """Every wager of a round, the combinations paid, the fees, and what decided them."""

    ante: WagerResult[Wager]
    bet: WagerResult[Wager]
    insurance: WagerResult[Wager]
    combinations: tuple[PaidCombination, ...]
    draw_fee: Decimal
    game_fee: Decimal
    forfeited: Decimal
    player_value: HandValue | None
    dealer_value: HandValue
    dealer_qualifies: bool
    dealer_qualified_first: bool
    winner: Winner | None

    @property
    def wagers(self) -> tuple[WagerResult[Wager], WagerResult[Wager], WagerResult[Wager]]:
        return (self.ante, self.bet, self.insurance)

    @property
    def fee(self) -> Decimal:
        """What the player paid for exchanges, the sixth card and the game bought (never
        refunded), as a positive amount."""
        return self.draw_fee + self.game_fee

    @property
    def capped(self) -> bool:
        """Whether the table's maximum payout cut the ante's and bet's winnings."""
        return self.forfeited > 0

    @property
    def net(self) -> Decimal:
        """The player's net result of the round: the wagers' amounts less the fees."""
        return sum((each.amount for each in self.wagers), _ZERO) - self.fee

    @property
    def put_in(self) -> Decimal:
        """Everything the player put on the table: the stakes and the fees."""
        return sum((each.stake for each in self.wagers), _ZERO) + self.fee

    @property
    def paid_back(self) -> Decimal:
        """Everything that comes back to the player: stakes returned and winnings."""
        return sum((each.returned for each in self.wagers), _ZERO)


def settle(rules: RussianRules, round_: Round) -> Settlement:
    """Settle a decided round: each wager's outcome and amount, the combinations paid, the
    fees, the cap, the net. Raises ``IllegalAction`` for an undecided round and
    ``RulesIncomplete`` for a figure the house has not published that this round needs.

    Four of a kind with a king beside it, against the dealer's pair, at 10 an ante: the bet
    (20) is paid 20 + 1 to 1 (Lunar Poker's own example), the ante only returned.

    >>> from engine.cards import parse_cards
    >>> from engine.russian.variants import CLASSIC
    >>> dealt = Round(ante=10, player=parse_cards("Kh Ks Kd Kc Ah"),
    ...               dealer=parse_cards("Qd Qs 7c 5s 2d"))
    >>> result = settle(CLASSIC, dealt.bet(CLASSIC))
    >>> [(each.wager.value, each.outcome.value, each.amount) for each in result.wagers]
    [('ante', 'returned', Decimal('0')), ('bet', 'win', Decimal('420')), ('insurance', 'not_placed', Decimal('0'))]
    """  # noqa: E501 (a doctest's expected output is one line)
    if round_.decision is None:
        raise IllegalAction("the player has not decided yet: bet or fold first", code="undecided")
    ante, bet_stake = round_.ante, round_.bet_stake
    draw_fee = sum((draw.fee for draw in round_.draws), _ZERO) * ante
    bought = round_.game_bought
    game_fee = bought.fee * ante if bought else _ZERO
    first_dealer = evaluate(round_.dealer)
    qualified_first = dealer_qualifies(first_dealer)
    dealer_value = evaluate(round_.dealer_hand)
    qualifies = dealer_qualifies(dealer_value)
    not_placed = WagerResult(Wager.INSURANCE, _ZERO, Outcome.NOT_PLACED, _ZERO)

    if round_.decision is Decision.FOLD:
        return Settlement(
            ante=WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante),
            bet=WagerResult(Wager.BET, _ZERO, Outcome.NOT_PLACED, _ZERO),
            insurance=not_placed,
            combinations=(),
            draw_fee=draw_fee,
            game_fee=game_fee,
            forfeited=_ZERO,
            player_value=None,
            dealer_value=dealer_value,
            dealer_qualifies=qualifies,
            dealer_qualified_first=qualified_first,
            winner=None,
        )

    player_value = best_hand(round_.hand)
    winner: Winner | None = None
    combinations: tuple[PaidCombination, ...] = ()
    if not qualifies:
        if bought is None:
            ante_result = WagerResult(Wager.ANTE, ante, Outcome.WIN, ante, odds=1)
        else:
            pays = known(rules, "ante_after_bought_no_game", rules.ante_after_bought_no_game)
            ante_result = _ante(pays, ante)
        bet_result = WagerResult(Wager.BET, bet_stake, Outcome.RETURNED, _ZERO)
    elif player_value > dealer_value:
        winner = Winner.PLAYER
        combinations = paid_combinations(rules, round_.hand)
        odds = total_odds(combinations)
        ante_result = _ante(known(rules, "ante_on_win", rules.ante_on_win), ante)
        bet_result = WagerResult(Wager.BET, bet_stake, Outcome.WIN, bet_stake * odds, odds=odds)
    elif player_value == dealer_value:
        winner = Winner.TIE
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.PUSH, _ZERO)
        bet_result = WagerResult(Wager.BET, bet_stake, Outcome.PUSH, _ZERO)
    else:
        winner = Winner.DEALER
        ante_result = WagerResult(Wager.ANTE, ante, Outcome.LOSE, -ante)
        bet_result = WagerResult(Wager.BET, bet_stake, Outcome.LOSE, -bet_stake)

    capped = cap_winnings((ante_result.amount, bet_result.amount), rules.max_payout)
    return Settlement(
        ante=_with_amount(ante_result, capped.amounts[0]),
        bet=_with_amount(bet_result, capped.amounts[1]),
        insurance=_insurance(rules, round_, qualified_first=qualified_first, winner=winner),
        combinations=combinations,
        draw_fee=draw_fee,
        game_fee=game_fee,
        forfeited=capped.forfeited,
        player_value=player_value,
        dealer_value=dealer_value,
        dealer_qualifies=qualifies,
        dealer_qualified_first=qualified_first,
        winner=winner,
    )


def _ante(pays: AntePays, ante: Decimal) -> WagerResult[Wager]:
    if pays is AntePays.PAID:
        return WagerResult(Wager.ANTE, ante, Outcome.WIN, ante, odds=1)
    return WagerResult(Wager.ANTE, ante, Outcome.RETURNED, _ZERO)


def _with_amount(result: WagerResult[Wager], amount: Decimal) -> WagerResult[Wager]:
    if amount == result.amount:
        return result
    return WagerResult(result.wager, result.stake, result.outcome, amount, result.odds)


def _insurance(
    rules: RussianRules, round_: Round, *, qualified_first: bool, winner: Winner | None
) -> WagerResult[Wager]:
    # Insurance is decided by the dealer's hand as first shown: a game bought afterwards
    # (only possible when he had none) does not take back what insurance won.
    stake = round_.insurance
    if not stake:
        return WagerResult(Wager.INSURANCE, _ZERO, Outcome.NOT_PLACED, _ZERO)
    if not qualified_first:
        return WagerResult(Wager.INSURANCE, stake, Outcome.WIN, stake, odds=1)
    if winner is not Winner.PLAYER:
        insurance = rules.insurance
        returned = insurance is not None and known(
            rules, "insurance.returned_unless_won", insurance.returned_unless_won
        )
        if returned:
            return WagerResult(Wager.INSURANCE, stake, Outcome.RETURNED, _ZERO)
    return WagerResult(Wager.INSURANCE, stake, Outcome.LOSE, -stake)
