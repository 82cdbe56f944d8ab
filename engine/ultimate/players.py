"""The kinds of player at a real Ultimate Texas Hold'em table, each with his own rule for the
game's decisions: how much to play before the flop, after it, at the river, or to fold.

- the strategy player follows the Wizard of Odds' basic strategy (Wizard of Odds, "Ultimate
  Texas Hold 'Em", https://wizardofodds.com/games/ultimate-texas-hold-em/), read here as:
  before the flop, play the most the house takes (4x) with any pair but deuces, any ace, a
  suited king, king-five or better offsuit, queen-six suited or better, queen-eight
  offsuit or better, jack-eight suited or better, jack-ten offsuit; after the flop, play
  2x with two pair or better to which a hole card takes part, a hidden pair (but pocket
  deuces), or four to a flush with a hole card of that suit of ten or better; at the river,
  play 1x with a hidden pair or better, or when fewer than 21 of the unseen cards would
  give the dealer, beside the board, a better hand than the player's (his "outs"); else
  fold;
- the player who always plays the most the house takes before the flop, whatever he holds;
- the player who checks to the river and then plays only a hidden pair or better.

A *hidden* pair or better is one the hole cards take part in (``engine.board.hidden_pair``,
``hidden_category``).
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence

from engine.board import hidden_category, hidden_pair, hidden_pair_or_better
from engine.cards import CARDS, Card
from engine.errors import IllegalAction, PokerError
from engine.hands import Category
from engine.seven import best_hand
from engine.ultimate.round import Decision, Round
from engine.ultimate.rules import UltimateRules

_ACE, _KING, _QUEEN, _JACK, _TEN = 12, 11, 10, 9, 8
_DEUCE, _FIVE, _SIX, _EIGHT = 0, 3, 4, 6
# Fewer dealer outs than this at the river and the strategy player plays.
OUTS_LIMIT = 21


class UltimatePlayer(enum.StrEnum):
    """A kind of player, by how he plays."""

    STRATEGY = "strategy"
    ALWAYS_RAISES = "always_raises"  # the most the house takes before the flop
    CHECKS_TO_RIVER = "checks_to_river"  # then a hidden pair or better, else folds


def plays_preflop(hole: Sequence[Card]) -> bool:
    """Whether the strategy player plays two hole cards before the flop.

    >>> from engine.cards import parse_cards
    >>> [plays_preflop(parse_cards(each)) for each in ("2c 2d", "3c 3d", "Kc 4d", "Kc 4c")]
    [False, True, False, True]
    """
    high, low = sorted((each.rank for each in hole), reverse=True)
    suited = hole[0].suit == hole[1].suit
    if high == low:
        return high != _DEUCE
    if high == _ACE:
        return True
    if high == _KING:
        return suited or low >= _FIVE
    if high == _QUEEN:
        return low >= (_SIX if suited else _EIGHT)
    if high == _JACK:
        return low >= (_EIGHT if suited else _TEN)
    return False


def plays_flop(hole: Sequence[Card], flop: Sequence[Card]) -> bool:
    """Whether the strategy player plays 2x after the flop."""
    category = hidden_category(hole, flop)
    if category is not None and category >= Category.TWO_PAIR:
        return True
    if hidden_pair(hole, flop) and not (hole[0].rank == hole[1].rank == _DEUCE):
        return True
    suits = Counter(each.suit for each in (*hole, *flop))
    return any(suits[each.suit] >= 4 and each.rank >= _TEN for each in hole)


def dealer_outs(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """How many of the 45 unseen cards, beside the board, would give the dealer a better
    hand than the player's best five."""
    mine = best_hand(tuple(hole) + tuple(board))
    seen = set(hole) | set(board)
    return sum(1 for card in CARDS if card not in seen and best_hand((*board, card)) > mine)


def plays_river(hole: Sequence[Card], board: Sequence[Card]) -> bool:
    """Whether the strategy player plays 1x at the river (else he folds)."""
    return hidden_pair_or_better(hole, board) or dealer_outs(hole, board) < OUTS_LIMIT


def decision_for(
    player: UltimatePlayer, rules: UltimateRules, hole: Sequence[Card], board: Sequence[Card]
) -> Decision:
    """The final decision ``player`` makes with ``hole`` on ``board`` under ``rules``.

    >>> from engine.cards import parse_cards
    >>> from engine.ultimate.variants import TRIPS_6_5
    >>> board = parse_cards("Qd 7s 2c 9h 4c")
    >>> [decision_for(each, TRIPS_6_5, parse_cards("Jc 3d"), board).value
    ...  for each in UltimatePlayer]
    ['fold', '4x', 'fold']
    """
    player = UltimatePlayer(player)
    most = max(rules.preflop_multiples)
    if player is UltimatePlayer.ALWAYS_RAISES:
        return Decision.bet(most)
    if player is UltimatePlayer.CHECKS_TO_RIVER:
        return Decision.BET_1X if hidden_pair_or_better(hole, board) else Decision.FOLD
    if plays_preflop(hole):
        return Decision.bet(most)
    if plays_flop(hole, board[:3]):
        return Decision.BET_2X
    return Decision.BET_1X if plays_river(hole, board) else Decision.FOLD


def play_as(player: UltimatePlayer, round_: Round, rules: UltimateRules) -> Round | None:
    """``round_`` (as dealt) decided by ``player`` under ``rules``; ``None`` when the house
    does not take the round's wagers. Raises ``IllegalAction`` (``already_played``) for a
    round already decided."""
    if round_.decision is not None:
        raise IllegalAction("this round is already decided", code="already_played")
    try:
        return round_.decide(rules, decision_for(player, rules, round_.player, round_.board))
    except PokerError:
        return None
