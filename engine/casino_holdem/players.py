"""The kinds of player at a real Casino Hold'em table, each with his own rule for the one
decision of the game: call or fold after the flop.

- the advised player calls as cardsflip.com's "Casino Hold'em rules" advise
  (https://www.cardsflip.com/casino-holdem-rules), read here as: a pair or better, an ace
  or a king in his hand, four to a flush, four ranks in a row open at both ends, or two
  hole cards above every card of the flop; he folds the rest (the page says the best play
  calls about 82 % of hands; this rule is its advice, not a computed optimum);
- the player who always calls, whatever he holds;
- the timid player calls only a pair or better.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence

from engine.cards import Card
from engine.casino_holdem.round import Decision, Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.errors import IllegalAction, PokerError
from engine.hands import Category, evaluate
from engine.seven import holdem_category

_ACE, _KING = 12, 11


class CasinoHoldemPlayer(enum.StrEnum):
    """A kind of player, by the hands he calls."""

    ADVISED = "advised"
    ALWAYS_CALLS = "always_calls"
    TIMID = "timid"  # a pair or better


def open_ended(ranks: set[int]) -> bool:
    """Whether ``ranks`` hold four in a row with a rank free at both ends (the wheel's
    A-2-3-4 and the J-Q-K-A are open at one end only).

    >>> open_ended({5, 6, 7, 8, 12}), open_ended({9, 10, 11, 12})
    (True, False)
    """
    return any(all(low + step in ranks for step in range(4)) for low in range(0, 9))


def calls(player: CasinoHoldemPlayer, hole: Sequence[Card], flop: Sequence[Card]) -> bool:
    """Whether ``player`` calls with ``hole`` on ``flop``.

    >>> from engine.cards import parse_cards
    >>> flop = parse_cards("9c 7d 2s")
    >>> [calls(each, parse_cards("Qh 3c"), flop) for each in CasinoHoldemPlayer]
    [False, True, False]
    >>> [calls(each, parse_cards("Kh 3c"), flop) for each in CasinoHoldemPlayer]
    [True, True, False]
    """
    player = CasinoHoldemPlayer(player)
    if player is CasinoHoldemPlayer.ALWAYS_CALLS:
        return True
    cards = (*hole, *flop)
    made = holdem_category(evaluate(cards)) >= Category.PAIR
    if player is CasinoHoldemPlayer.TIMID or made:
        return made
    if any(each.rank in (_ACE, _KING) for each in hole):
        return True
    if max(Counter(each.suit for each in cards).values()) >= 4:
        return True
    if open_ended({each.rank for each in cards}):
        return True
    return min(each.rank for each in hole) > max(each.rank for each in flop)


def decision_for(
    player: CasinoHoldemPlayer, hole: Sequence[Card], flop: Sequence[Card]
) -> Decision:
    """Whether ``player`` calls or folds ``hole`` on ``flop``."""
    return Decision.CALL if calls(player, hole, flop) else Decision.FOLD


def play_as(player: CasinoHoldemPlayer, round_: Round, rules: CasinoHoldemRules) -> Round | None:
    """``round_`` (as dealt) decided by ``player`` under ``rules``; ``None`` when the house
    does not take the round's wagers. Raises ``IllegalAction`` (``already_played``) for a
    round already decided."""
    if round_.decision is not None:
        raise IllegalAction("this round is already decided", code="already_played")
    try:
        return round_.decide(rules, decision_for(player, round_.player, round_.flop))
    except PokerError:
        return None
