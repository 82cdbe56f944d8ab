"""Settling a coup: every bet's fate, the Banker's commission and the net, in ``Decimal``.

- Player: 1 to 1; a tie pushes it.
- Banker: 1 to 1 less the house's commission; a tie pushes it. In no-commission baccarat a
  Banker win on 6 pays what the house says (1 to 2), and in EZ Baccarat a Banker win with
  a three-card 7 pushes the Banker bet.
- Tie: the house's "N to 1" (8 or 9).
- Player Pair, Banker Pair: the hand's first two cards of one rank pay the house's pay.
- Super 6: the Banker wins with a total of 6 (two or three cards).
- Dragon 7: the Banker wins with a three-card 7; Panda 8: the Player wins with a
  three-card 8.
- Dragon Bonus, on either hand: a natural win pays the house's natural pay, a natural tie
  pushes, a non-natural win pays by its margin in points on the house's table; any other
  coup loses it.

The commission is what the house keeps of a Banker win: taken at once or boxed to the
shoe's end, it is owed either way, and the settlement says it (``commission``) and what
goes back now (``paid_back``). An amount the chips cannot make is rounded by the house's
rule (``rules.round_to_chips``).

Sources: Wizard of Odds, "Baccarat", "EZ Baccarat", "Baccarat side bets"; Eliot Jacobson
(888casino) for the no-commission rule; LeoVegas and McLuck for the Super 6.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from engine.baccarat.round import Ending, Hand, Round, Winner, ending_of
from engine.baccarat.rules import (
    PAY_FIELDS,
    BaccaratRules,
    Bet,
    Collection,
    known,
    round_to_chips,
)
from engine.errors import IllegalAction, RulesIncomplete
from engine.money import parse_amount
from engine.showdown import Outcome, WagerResult

_ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class Settlement:
    """The placed bets (in the layout's order, ``Bet``) and the coup that decided them.

    ``commission`` is what the house keeps of the Banker bet's win, owed whether it is
    taken at once or boxed (``collection``; ``None``: the house has not said), at the
    house's ``commission_rate`` (``None``: not published). A Banker
    win paid 1 to 2 has ``odds`` ``None`` in its ``WagerResult``: the pay is not "N to 1".
    """

    wagers: tuple[WagerResult[Bet], ...]
    commission: Decimal
    collection: Collection | None
    ending: Ending
    winner: Winner
    player_total: int
    banker_total: int
    natural: bool
    commission_rate: Decimal | None = None
    # The coup settled, for what its totals alone do not say (who drew a third card).
    coup: Round | None = None

    @property
    def dealer_qualifies(self) -> bool:
        """The Banker's hand always plays: baccarat has no qualifying hand."""
        return True

    @property
    def net(self) -> Decimal:
        """The player's net result of the coup, the commission owed taken off."""
        return sum((each.amount for each in self.wagers), _ZERO) - self.commission

    @property
    def put_in(self) -> Decimal:
        return sum((each.stake for each in self.wagers), _ZERO)

    @property
    def paid_back(self) -> Decimal:
        """What goes back to the player now: stakes returned and wins, less the
        commission where it is taken at once (boxed, it is collected at the shoe's end).
        Raises ``RulesIncomplete`` (``commission_collection_unknown``) when a commission
        is owed and the house has not said when it takes it."""
        back = sum((each.returned for each in self.wagers), _ZERO)
        if not self.commission:
            return back
        if self.collection is None:
            raise RulesIncomplete(
                "the house has not published when the commission is taken",
                code="commission_collection_unknown",
                field="commission_collection",
            )
        return back - self.commission if self.collection is Collection.AT_ONCE else back

    @property
    def commission_to_box(self) -> Decimal:
        """The commission the dealer marks in the box for this player (0 when taken at
        once)."""
        return self.commission if self.collection is Collection.BOX else _ZERO

    def result(self, bet: Bet | str) -> WagerResult[Bet]:
        """The result of ``bet``; ``NOT_PLACED`` when it was not placed."""
        wanted = Bet(bet)
        for each in self.wagers:
            if each.wager is wanted:
                return each
        return WagerResult(wanted, _ZERO, Outcome.NOT_PLACED, _ZERO)


def check_bets(rules: BaccaratRules, bets: Mapping[str, object]) -> dict[Bet, Decimal]:
    """The stakes of ``bets`` (keyed by ``Bet`` names; 0 is not placed) as the house takes
    them, in the layout's order. Raises ``IllegalAction``: ``unknown_bet``,
    ``bet_not_offered`` (naming the bet), ``bet_multiple`` (a stake not a multiple the house
    requires), ``no_bet``; ``BadAmount`` for a stake that is no amount."""
    stakes: dict[Bet, Decimal] = {}
    for name, value in bets.items():
        try:
            bet = Bet(name)
        except ValueError:
            raise IllegalAction(
                f"there is no bet {name!r} on a baccarat layout", code="unknown_bet", bet=name
            ) from None
        stake = parse_amount(value, name=bet.value.replace("_", " "), allow_zero=True)
        if not stake:
            continue
        if not rules.offered(bet):
            raise IllegalAction(
                f"{rules.name} offers no {bet} bet", code="bet_not_offered", bet=bet
            )
        for each, multiple in rules.bet_multiples or ():
            if each is bet and stake % multiple:
                raise IllegalAction(
                    f"at {rules.name} the {bet} bet is a multiple of {multiple}",
                    code="bet_multiple",
                    bet=bet,
                    multiple=multiple,
                )
        stakes[bet] = stake
    if not stakes:
        raise IllegalAction("place a bet", code="no_bet")
    return {bet: stakes[bet] for bet in Bet if bet in stakes}


def settle(rules: BaccaratRules, round_: Round, **bets: Decimal | int | str) -> Settlement:
    """Settle a complete coup for ``bets`` (stakes keyed by ``Bet`` names).

    Raises ``IllegalAction`` for a coup the tableau still draws to (``coup_not_complete``)
    and the refusals of ``check_bets``; ``CardError`` for cards the house's shoe cannot
    hold; ``RulesIncomplete`` for a figure the house has not published that a placed bet
    needs.

    The Banker wins 7 to 5 with 100 on him and 10 on the Player Pair (two fives): the
    commission is 5, the pair pays 110:

    >>> from engine.cards import parse_cards
    >>> from engine.baccarat.variants import PUNTO_BANCO
    >>> coup = Round(player=parse_cards("5h 5c Kd"), banker=parse_cards("3s 4d"))
    >>> result = settle(PUNTO_BANCO, coup, banker=100, player_pair=10)
    >>> [(each.wager.value, each.outcome.value, each.amount) for each in result.wagers]
    [('banker', 'win', Decimal('100')), ('player_pair', 'win', Decimal('110'))]
    >>> result.commission, result.net, result.paid_back, result.commission_to_box
    (Decimal('5.00'), Decimal('205.00'), Decimal('320'), Decimal('5.00'))
    """
    round_.check_complete()
    round_.check_cards(rules)
    stakes = check_bets(rules, bets)
    winner = round_.winner
    commission = _ZERO
    wagers = []
    for bet, stake in stakes.items():
        if bet is Bet.BANKER:
            result, commission = _banker(rules, round_, stake)
        else:
            result = _side(rules, round_, bet, stake)
        wagers.append(result)
    return Settlement(
        wagers=tuple(wagers),
        commission=commission,
        collection=rules.commission_collection,
        ending=ending_of(round_),
        winner=winner,
        player_total=round_.player_total,
        banker_total=round_.banker_total,
        natural=round_.natural,
        commission_rate=rules.commission,
        coup=round_,
    )


def _win(bet: Bet, stake: Decimal, odds: int) -> WagerResult[Bet]:
    return WagerResult(bet, stake, Outcome.WIN, stake * odds, odds=odds)


def _lose(bet: Bet, stake: Decimal) -> WagerResult[Bet]:
    return WagerResult(bet, stake, Outcome.LOSE, -stake)


def _push(bet: Bet, stake: Decimal) -> WagerResult[Bet]:
    return WagerResult(bet, stake, Outcome.PUSH, _ZERO)


def _banker(
    rules: BaccaratRules, round_: Round, stake: Decimal
) -> tuple[WagerResult[Bet], Decimal]:
    """The Banker bet's result and the commission it owes."""
    winner = round_.winner
    if winner is Winner.TIE:
        return _push(Bet.BANKER, stake), _ZERO
    if winner is Winner.PLAYER:
        return _lose(Bet.BANKER, stake), _ZERO
    if rules.three_card_seven_pushes and round_.dragon_7:
        return _push(Bet.BANKER, stake), _ZERO
    if round_.banker_total == 6 and rules.banker_six_pays != 1:
        pays = rules.banker_six_pays
        amount = round_to_chips(
            rules, stake * pays.numerator / pays.denominator, what="Banker's pay on 6"
        )
        return WagerResult(Bet.BANKER, stake, Outcome.WIN, amount), _ZERO
    rate = known(rules, "commission", rules.commission)
    commission = round_to_chips(rules, stake * rate, what="commission") if rate else _ZERO
    return _win(Bet.BANKER, stake, 1), commission


def _wins_side(round_: Round, bet: Bet) -> bool:
    """Whether a side bet other than the Dragon Bonus wins."""
    winner = round_.winner
    if bet is Bet.PLAYER:
        return winner is Winner.PLAYER
    if bet is Bet.TIE:
        return winner is Winner.TIE
    if bet is Bet.PLAYER_PAIR:
        return round_.player_pair
    if bet is Bet.BANKER_PAIR:
        return round_.banker_pair
    if bet is Bet.SUPER_SIX:
        return winner is Winner.BANKER and round_.banker_total == 6
    if bet is Bet.DRAGON_7:
        return round_.dragon_7
    return round_.panda_8


def _side(rules: BaccaratRules, round_: Round, bet: Bet, stake: Decimal) -> WagerResult[Bet]:
    if bet in (Bet.DRAGON_PLAYER, Bet.DRAGON_BANKER):
        return _dragon(rules, round_, bet, stake)
    if bet is Bet.PLAYER:
        if round_.winner is Winner.TIE:
            return _push(bet, stake)
        odds = 1
    else:
        field = PAY_FIELDS[bet]
        odds = known(rules, field, getattr(rules, field))
    return _win(bet, stake, odds) if _wins_side(round_, bet) else _lose(bet, stake)


def dragon_odds(rules: BaccaratRules, round_: Round, hand: Hand) -> int | None:
    """What the Dragon Bonus on ``hand`` pays to 1 on this complete coup: 0 for a natural
    tie (a push), ``None`` when it loses. Raises ``RulesIncomplete`` for a table the house
    has not published.

    >>> from engine.cards import parse_cards
    >>> from engine.baccarat.variants import DRAGON_BONUS
    >>> coup = Round(player=parse_cards("Kh 7c"), banker=parse_cards("2s Td 9h"))  # 7 to 1
    >>> dragon_odds(DRAGON_BONUS, coup, Hand.PLAYER), dragon_odds(DRAGON_BONUS, coup, Hand.BANKER)
    (4, None)
    """
    table = known(rules, "dragon_bonus", rules.dragon_bonus)
    winner = round_.winner
    if round_.natural:
        if winner is Winner.TIE:
            return 0
        if winner.value == hand.value:
            return known(rules, "dragon_natural_pays", rules.dragon_natural_pays)
        return None
    if winner.value != hand.value:
        return None
    return next((odds for margin, odds in table if round_.margin == margin), None)


def _dragon(rules: BaccaratRules, round_: Round, bet: Bet, stake: Decimal) -> WagerResult[Bet]:
    hand = Hand.PLAYER if bet is Bet.DRAGON_PLAYER else Hand.BANKER
    odds = dragon_odds(rules, round_, hand)
    if odds is None:
        return _lose(bet, stake)
    if odds == 0:
        return _push(bet, stake)
    return _win(bet, stake, odds)
