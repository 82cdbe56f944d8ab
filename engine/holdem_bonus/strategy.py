"""Texas Hold'em Bonus's ante and bets under the best strategy, exactly.

The player decides on his two cards (bet the flop, 2 antes, or fold the ante), on the
flop (bet the turn, 1 ante, or check) and on the turn (bet the river, 1 ante, or check).
There is no dealer to qualify: at the showdown a win pays every bet 1 to 1 and the ante 1
to 1 only with the house's hand or better (a straight in Las Vegas, a flush elsewhere),
pushing it otherwise; a tie pushes; a loss takes every stake. So each showdown is worth
``base + bets × (wins - losses)``, with ``base`` what the ante and the flop bet make, and
the turn and river bets are each worth their ``wins - losses`` summed over what is still to
come: the strategy bets the river after a turn where that sum over the 46 rivers is above
nothing, the turn after a flop where it is over the 2,162 turns and rivers, whatever
it then does at the river. Before the flop it plays where the sum of all that over every
flop beats the fold's -1 ante a deal (``engine.analysis.showdowns``: a few minutes on two
cores). The Bonus is apart (``engine.holdem_bonus.analysis``).

Source of the figure the slow test reproduces: the house edge of 2.04 % of the ante under
the Las Vegas rules and the best strategy, as issue 30 quotes it from the game's published
analyses.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from numba import njit

from engine.analysis import showdowns
from engine.holdem_bonus.rules import FLOP_MULTIPLE, HoldemBonusRules

# After a flop, turns and rivers in the order they come (2,162) and the dealer's hands.
SHOWDOWNS = 47 * 46 * showdowns.DEALER_HANDS  # 2,140,380
HANDS_AFTER_A_FLOP = math.comb(50, 3)  # 19,600 flops beside two cards
_LEFT = showdowns.LEFT

# The columns of a hole pair's results after a flop: playing on at best; whether the
# turn bet is the best there.
PLAY, BETS_TURN = 0, 1
# ``params``: per dense value, whether a win there pays the ante (1) or pushes it (0).


@njit(cache=True)
def _on_board(state, turn, river, first, second, valid, values, below, upto, unqualified, params):
    # Rows 0..48: for each turn card, what the ante and the flop bet make over the rivers
    # after it; rows 49..97: the wins less the losses there, what a bet of 1 makes.
    for h in range(valid.shape[0]):
        if not valid[h]:
            continue
        wins = below[h]
        losses = showdowns.DEALER_HANDS - upto[h]
        base = wins * (FLOP_MULTIPLE + params[values[h]]) - (1 + FLOP_MULTIPLE) * losses
        per_bet = wins - losses
        # The board is this turn and river, and the other way round.
        state[turn, h] += base
        state[river, h] += base
        state[_LEFT + turn, h] += per_bet
        state[_LEFT + river, h] += per_bet


@njit(cache=True)
def _on_flop(state, out, params):
    for h in range(out.shape[0]):
        after_turns = 0
        turn_bet = 0
        for turn in range(_LEFT):
            per_bet = state[_LEFT + turn, h]
            after_turns += state[turn, h] + max(per_bet, 0)
            turn_bet += per_bet
        out[h, PLAY] = after_turns + max(turn_bet, 0)
        out[h, BETS_TURN] = 1 if turn_bet > 0 else 0


@dataclass(frozen=True)
class MainGame:
    """The ante and bets under the best strategy: the return per ante (exact); for each
    starting hand ("AKs", "72o") whether it plays and what playing on returns per ante
    (folding returns -1)."""

    expected: Fraction
    plays: Mapping[str, bool]
    returns: Mapping[str, Fraction]

    @property
    def house_edge(self) -> Fraction:
        """The house's edge, a fraction of the ante."""
        return -self.expected

    @property
    def folded(self) -> tuple[str, ...]:
        """The starting hands the strategy folds."""
        return tuple(name for name, plays in self.plays.items() if not plays)


def hooks(rules: HoldemBonusRules) -> showdowns.Hooks:
    """The sweep's hooks under ``rules``' ante (paid from its ``ante_pays_from``)."""
    pays = showdowns.by_value(lambda category: int(category >= rules.ante_pays_from))
    return showdowns.Hooks(
        on_board=_on_board,
        on_flop=_on_flop,
        state_rows=2 * _LEFT,
        width=2,
        qualifying=0,
        params=pays,
    )


def main_game(
    rules: HoldemBonusRules,
    *,
    flops: slice = slice(None),
    progress: Callable[[int, int], None] | None = None,
) -> MainGame:
    """The main game's exact return under ``rules``. ``flops`` sweeps a sample of the
    canonical flops (a test's); the figures are then the sample's, not the game's."""
    found = showdowns.sweep(hooks(rules), flops=flops, progress=progress)
    _, flop_sizes = showdowns.canonical_flops()
    share = Fraction(int(flop_sizes[flops].sum()), math.comb(52, 3))
    plays: dict[str, bool] = {}
    returns: dict[str, Fraction] = {}
    total = Fraction(0)
    for k, name in enumerate(found.names):
        deals = int(found.sizes[k]) * HANDS_AFTER_A_FLOP * share * SHOWDOWNS
        returns[name] = int(found.sums[k, PLAY]) / deals
        plays[name] = returns[name] > -1
        total += max(returns[name], Fraction(-1)) * deals
    dealt = math.comb(52, 2) * HANDS_AFTER_A_FLOP * share * SHOWDOWNS
    return MainGame(expected=total / dealt, plays=plays, returns=returns)
