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

import dataclasses
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from numba import njit

from engine.analysis import showdowns
from engine.cards import Card
from engine.hands import Category
from engine.holdem_bonus import preflop as kept
from engine.holdem_bonus.rules import FLOP_MULTIPLE, HoldemBonusRules

# After a flop, turns and rivers in the order they come (2,162) and the dealer's hands.
SHOWDOWNS = 47 * 46 * showdowns.DEALER_HANDS  # 2,140,380
_LEFT = showdowns.LEFT

# What playing on returns per ante before the flop, by the ante's rule and starting hand
# (the whole sweep's, kept: see ``engine.holdem_bonus.preflop``).
PREFLOP: Mapping[Category, Mapping[str, Fraction]] = kept.RETURNS

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
    plays: dict[str, bool] = {}
    returns: dict[str, Fraction] = {}
    total = Fraction(0)
    for k, name in enumerate(found.names):
        deals = found.deals(k) * SHOWDOWNS
        returns[name] = int(found.sums[k, PLAY]) / deals
        plays[name] = returns[name] > -1
        total += max(returns[name], Fraction(-1)) * deals
    dealt = found.deals() * SHOWDOWNS
    return MainGame(expected=total / dealt, plays=plays, returns=returns)


# -- one dealt situation --------------------------------------------------------------------
# The turn and river bets are each worth their wins less losses over what is still to come,
# whatever is done later: the best strategy bets exactly where the player wins more
# showdowns than he loses from there (``engine.analysis.showdowns.outlook``). Only the
# first decision, where the flop bet risks 2 antes with the ante, needs the whole sweep:
# its answer for each starting hand is kept in ``engine.holdem_bonus.preflop``.


def bets(hole: Sequence[Card], shown: Sequence[Card]) -> tuple[bool, showdowns.Outlook]:
    """Whether the best strategy bets on the flop (three cards ``shown``: the turn bet) or
    on the turn (four: the river bet), and the outlook it decides on."""
    if len(shown) not in (3, 4):
        raise ValueError("the turn bet is decided on the flop, the river bet on the turn")
    found = showdowns.outlook((int(hole[0]), int(hole[1])), tuple(int(card) for card in shown))
    return found.wins > found.losses, found


def starting_hand(hole: Sequence[Card]) -> str:
    """The starting hand's name as the charts write it: "AA", "AKs", "72o"."""
    first, second = (int(card) for card in hole)
    return showdowns.starting_class_names()[showdowns.starting_class(first, second)]


def charted_return(rules: HoldemBonusRules) -> Fraction:
    """The main game's return per ante under ``rules``, from its preflop chart: each
    starting hand's better of playing on and folding, weighted by how many two-card hands
    it holds (``KeyError`` as ``preflop``)."""
    chart = PREFLOP[rules.ante_pays_from]
    sizes = showdowns.starting_class_sizes()
    names = showdowns.starting_class_names()
    total = sum(
        (int(sizes[k]) * max(chart[name], Fraction(-1)) for k, name in enumerate(names)),
        Fraction(0),
    )
    return total / math.comb(52, 2)


def preflop(rules: HoldemBonusRules, hole: Sequence[Card]) -> tuple[bool, Fraction]:
    """Whether the best strategy bets the flop with ``hole`` (else it folds) under
    ``rules``, and what playing on returns per ante (folding returns -1). ``KeyError``
    for a house whose ante pays from a hand no chart is computed for."""
    chart = PREFLOP[rules.ante_pays_from]
    returns = chart[starting_hand(hole)]
    return returns > -1, returns


# The houses' antes the preflop charts are kept for: from a straight (Las Vegas), from a
# flush (NagaWorld, Atlantic City).
CHARTED = (Category.STRAIGHT, Category.FLUSH)


def preflop_text(charts: Mapping[Category, Mapping[str, Fraction]]) -> str:
    """The source of ``engine.holdem_bonus.preflop`` holding ``charts``: for each ante rule,
    what playing on returns per ante with each starting hand."""
    lines = [
        '"""What playing on returns per ante before the flop in Texas Hold\'em Bonus, for each',
        "starting hand, under the best strategy after it (folding returns -1: the strategy",
        "folds where playing on returns less), for a house whose ante pays from a straight",
        "(Las Vegas) and from a flush (NagaWorld, Atlantic City).",
        "",
        "Computed by the whole sweep (``engine.holdem_bonus.strategy.main_game``, minutes",
        "each) and written by ``strategy.preflop_text``; the slow test",
        "``tests/engine/holdem_bonus/test_strategy.py`` computes them again and compares. To",
        "write it again: ``.venv/bin/python -m engine.holdem_bonus.strategy``.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from fractions import Fraction",
        "",
        "from engine.hands import Category",
        "",
        "RETURNS = {",
    ]
    for category, chart in charts.items():
        lines.append(f"    Category.{category.name}: {{")
        lines += [
            f'        "{name}": Fraction({value.numerator}, {value.denominator}),'
            for name, value in chart.items()
        ]
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


def charts() -> dict[Category, Mapping[str, Fraction]]:
    """The preflop charts computed again, by the whole sweep for each ante rule kept."""
    from engine.holdem_bonus.variants import LAS_VEGAS  # the sweep ignores all but the ante

    return {
        category: main_game(dataclasses.replace(LAS_VEGAS, ante_pays_from=category)).returns
        for category in CHARTED
    }


if __name__ == "__main__":  # writes engine/holdem_bonus/preflop.py again
    from pathlib import Path

    Path(__file__).with_name("preflop.py").write_text(preflop_text(charts()))
