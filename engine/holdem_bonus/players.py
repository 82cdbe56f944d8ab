"""The kinds of player at a Texas Hold'em Bonus table, each with his own rule for the
game's decisions: the flop bet or a fold before the flop, a bet or a check after it.

These are the engine's own plain kinds, the players a dealer sees, not a computed best
play:

- the steady player makes the flop bet with every hand, then bets the turn and the river
  with a hidden pair or better (``engine.board.hidden_pair_or_better`` on the cards he
  sees) and checks otherwise;
- the tight player makes the flop bet only with a pair, an ace, or two cards of ten or
  higher (he folds the rest), then bets as the steady player;
- the player who bets every street, whatever he holds.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from engine.board import hidden_pair_or_better
from engine.cards import Card
from engine.errors import IllegalAction, PokerError
from engine.holdem_bonus.round import Action, Round
from engine.holdem_bonus.rules import HoldemBonusRules

_ACE, _TEN = 12, 8


class HoldemBonusPlayer(enum.StrEnum):
    """A kind of player, by how he bets."""

    STEADY = "steady"
    TIGHT = "tight"
    ALWAYS_BETS = "always_bets"


def plays_preflop(player: HoldemBonusPlayer, hole: Sequence[Card]) -> bool:
    """Whether ``player`` makes the flop bet with ``hole`` (else he folds).

    >>> from engine.cards import parse_cards
    >>> [plays_preflop(each, parse_cards("9c 4d")) for each in HoldemBonusPlayer]
    [True, False, True]
    """
    if HoldemBonusPlayer(player) is not HoldemBonusPlayer.TIGHT:
        return True
    ranks = sorted((each.rank for each in hole), reverse=True)
    return ranks[0] == ranks[1] or ranks[0] == _ACE or ranks[1] >= _TEN


def actions_for(
    player: HoldemBonusPlayer, hole: Sequence[Card], board: Sequence[Card]
) -> tuple[Action, ...]:
    """What ``player`` does on each street with ``hole`` as the ``board`` comes: the flop
    bet or a fold, then a bet or a check after the flop (seeing three cards) and after the
    turn (four)."""
    player = HoldemBonusPlayer(player)
    if not plays_preflop(player, hole):
        return (Action.FOLD,)
    if player is HoldemBonusPlayer.ALWAYS_BETS:
        return (Action.BET, Action.BET, Action.BET)
    later = tuple(
        Action.BET if hidden_pair_or_better(hole, board[:shown]) else Action.CHECK
        for shown in (3, 4)
    )
    return (Action.BET, *later)


def play_as(player: HoldemBonusPlayer, round_: Round, rules: HoldemBonusRules) -> Round | None:
    """``round_`` (as dealt) played by ``player`` under ``rules`` to its end; ``None`` when
    the house does not take the round's wagers. Raises ``IllegalAction``
    (``already_played``) for a round already begun."""
    if round_.actions:
        raise IllegalAction("this round is already under way", code="already_played")
    try:
        for action in actions_for(player, round_.player, round_.board):
            round_ = round_.act(rules, action)
    except PokerError:
        return None
    return round_
