"""The kinds of player at a real Three Card Poker table, each with his own rule for the one
decision of the game: play or fold.

- the strategy player plays queen-six-four or better and folds less: the optimal strategy
  with the Ante Bonus (Wizard of Odds, "Three Card Poker"; ``engine.three_card.analysis``
  finds the same by enumeration);
- the player who mimics the dealer plays queen-high or better (poker-corner.com: "Just
  mimic the dealer"): he plays Q-5-x and below, which the strategy player folds;
- the player who always plays, whatever he holds;
- the timid player plays only a pair or better: he folds the queen-, king- and ace-high
  hands the strategy player plays.

A round with no ante (Pair Plus alone) has nothing to decide: every kind of player leaves
it as dealt.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from engine.cards import Card
from engine.errors import IllegalAction, PokerError
from engine.three_card.evaluate import QUALIFYING, Category, HandValue, evaluate
from engine.three_card.round import Decision, Round
from engine.three_card.rules import ThreeCardRules

# Queen-six-four, the lowest hand the strategy player plays (any suits but one).
Q64 = evaluate((Card(10 * 4), Card(4 * 4 + 1), Card(2 * 4 + 2)))


class ThreeCardPlayer(enum.StrEnum):
    """A kind of player, by the hands he plays."""

    STRATEGY = "strategy"  # Q-6-4 or better
    MIMICS_DEALER = "mimics_dealer"  # queen-high or better
    ALWAYS_PLAYS = "always_plays"
    TIMID = "timid"  # a pair or better


def plays(player: ThreeCardPlayer, value: HandValue) -> bool:
    """Whether ``player`` plays a hand of ``value``.

    >>> from engine.cards import parse_cards
    >>> hand = evaluate(parse_cards("Qh 6c 3d"))
    >>> [plays(each, hand) for each in ThreeCardPlayer]
    [False, True, True, False]
    """
    player = ThreeCardPlayer(player)
    if player is ThreeCardPlayer.STRATEGY:
        return value >= Q64
    if player is ThreeCardPlayer.MIMICS_DEALER:
        return value >= QUALIFYING
    if player is ThreeCardPlayer.TIMID:
        return value.category >= Category.PAIR
    return True


def decision_for(player: ThreeCardPlayer, hand: Sequence[Card]) -> Decision:
    """Whether ``player`` plays or folds three cards."""
    return Decision.PLAY if plays(player, evaluate(hand)) else Decision.FOLD


def play_as(player: ThreeCardPlayer, round_: Round, rules: ThreeCardRules) -> Round | None:
    """``round_`` (as dealt) decided by ``player`` under ``rules``: played or folded by his
    rule, or left as dealt when there is no ante (Pair Plus alone). ``None`` when the house
    does not take the round's wagers. Raises ``IllegalAction`` (``already_played``) for a
    round already decided."""
    if round_.decision is not None:
        raise IllegalAction("this round is already decided", code="already_played")
    try:
        round_.check_wagers(rules)
        if round_.pair_plus_alone:
            return round_
        return round_.decide(rules, decision_for(player, round_.player))
    except PokerError:
        return None
