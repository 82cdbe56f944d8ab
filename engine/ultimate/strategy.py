"""Ultimate Texas Hold'em's ante, Blind and play under the best strategy, exactly.

The player decides on his two cards (play 4x or 3x, or check), on the flop (play 2x or
check) and on the river (play 1x or fold, losing ante and Blind). At the river everything
but the dealer's two cards is known: a play of ``p`` antes is worth, over the dealer's 990
hands, the wins times ``p`` plus the Blind's pay and the ante (when the dealer qualifies
with a pair), less the losses times ``p`` plus the Blind and the ante (when he qualifies);
ties push. So each showdown's sum is ``base + p × (wins - losses)``, and the strategy
plays 1x where that beats the fold's -2 antes a hand. On the flop it plays 2x where the
sum of ``base + 2 × (wins - losses)`` over the 1,081 turns and rivers beats the sum of
the river's best; before the flop 4x (or 3x) where that sum over every flop beats the sum
of the flop's best (``engine.analysis.showdowns``: a few minutes on two cores). The
Trips is apart (``engine.ultimate.analysis``).

Sources of the figures the slow test reproduces: the house edge of 2.19 % of the ante
under the best strategy, with the Blind 500-50-10-3-3/2-1 (Wizard of Odds, "Ultimate Texas
Hold 'Em", https://wizardofodds.com/games/ultimate-texas-hold-em/, appendix 1: 2.1850 %).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from numba import njit

from engine.analysis import kept, showdowns
from engine.ultimate.kept import FIGURES
from engine.ultimate.round import dealer_qualifies
from engine.ultimate.rules import FLOP_MULTIPLE, RIVER_MULTIPLE, UltimateRules, known

SHOWDOWNS = math.comb(47, 2) * showdowns.DEALER_HANDS  # after a flop: 1,070,190
CHECK = 0  # the preflop "play" of a check, beside 3 and 4

# The columns of a hole pair's results after a flop: a play of 4 and of 3 antes made
# before it; the flop's best (2x or a check to the river's best); whether 2x is the best.
FOUR, THREE, FLOP_BEST, PLAYS_FLOP = 0, 1, 2, 3
_COLUMN = {4: FOUR, 3: THREE, CHECK: FLOP_BEST}
# ``params``: ``showdowns.paid_hooks``' (the Blind table).
_QUALIFYING, _SCALE, _PAYS = showdowns.QUALIFYING, showdowns.SCALE, showdowns.PAYS
# A fold loses ante and Blind.
_FOLD_ANTES = 2


@njit(cache=True)
def _on_board(state, turn, river, first, second, valid, values, below, upto, unqualified, params):
    qualifying, scale = params[_QUALIFYING], params[_SCALE]
    fold = -_FOLD_ANTES * scale * showdowns.DEALER_HANDS
    for h in range(valid.shape[0]):
        if not valid[h]:
            continue
        value = values[h]
        wins = below[h]
        losses = showdowns.DEALER_HANDS - upto[h]
        if value >= qualifying:
            ante_wins, ante_losses = wins - unqualified[h], losses
        else:
            ante_wins, ante_losses = 0, showdowns.DEALER_HANDS - unqualified[h]
        # The Blind (its pay on a win, lost on a loss) and the ante; then each ante played.
        base = wins * params[_PAYS + value] + scale * (ante_wins - losses - ante_losses)
        per_play = scale * (wins - losses)
        state[0, h] += base
        state[1, h] += per_play
        state[2, h] += max(base + RIVER_MULTIPLE * per_play, fold)


@njit(cache=True)
def _on_flop(state, out, params):
    for h in range(out.shape[0]):
        base, per_play, river_best = state[0, h], state[1, h], state[2, h]
        out[h, FOUR] = base + 4 * per_play
        out[h, THREE] = base + 3 * per_play
        flop_bet = base + FLOP_MULTIPLE * per_play
        out[h, FLOP_BEST] = max(flop_bet, river_best)
        out[h, PLAYS_FLOP] = 1 if flop_bet > river_best else 0


@dataclass(frozen=True)
class MainGame:
    """The ante, Blind and play under the best strategy: the return per ante (exact); for
    each starting hand ("AKs", "72o") the preflop play (4, 3 or ``CHECK``) and what each
    offered choice returns per ante; the share of deals checked before the flop and
    played 2x on it."""

    expected: Fraction
    preflop: Mapping[str, int]
    returns: Mapping[str, Mapping[int, Fraction]]
    plays_flop: Fraction

    @property
    def house_edge(self) -> Fraction:
        """The house's edge, a fraction of the ante."""
        return -self.expected


def hooks(rules: UltimateRules) -> showdowns.Hooks:
    """The sweep's hooks under ``rules``' Blind table (``RulesIncomplete`` when the house
    has not published it)."""
    return showdowns.paid_hooks(
        known(rules, "blind", rules.blind),
        dealer_qualifies,
        on_board=_on_board,
        on_flop=_on_flop,
        state_rows=3,
        width=4,
    )


def main_game(
    rules: UltimateRules,
    *,
    flops: slice = slice(None),
    progress: Callable[[int, int], None] | None = None,
) -> MainGame:
    """The main game's exact return under ``rules`` (its Blind table and the preflop plays
    it takes). ``flops`` sweeps a sample of the canonical flops (a test's); the figures are
    then the sample's, not the game's."""
    swept = hooks(rules)
    found = showdowns.sweep(swept, flops=flops, progress=progress)
    scale = int(swept.params[_SCALE])
    choices = (*sorted(rules.preflop_multiples, reverse=True), CHECK)
    preflop: dict[str, int] = {}
    returns: dict[str, dict[int, Fraction]] = {}
    total = 0
    checked_flop_bets = 0
    for k, name in enumerate(found.names):
        sums = {choice: int(found.sums[k, _COLUMN[choice]]) for choice in choices}
        best = max(choices, key=lambda choice: sums[choice])
        preflop[name] = best
        deals = found.deals(k)
        returns[name] = {
            choice: Fraction(sums[choice]) / (scale * deals * SHOWDOWNS) for choice in choices
        }
        total += sums[best]
        if best == CHECK:
            checked_flop_bets += int(found.sums[k, PLAYS_FLOP])
    dealt = found.deals()
    return MainGame(
        expected=Fraction(total) / (scale * dealt * SHOWDOWNS),
        preflop=preflop,
        returns=returns,
        plays_flop=checked_flop_bets / dealt,
    )


@dataclass(frozen=True)
class KeptFigures:
    """What ``engine.ultimate.kept`` keeps of a main game: its house edge (a fraction of
    the ante) and the share of deals checked before the flop and played 2x on it."""

    house_edge: Fraction
    plays_flop: Fraction


def kept_key(rules: UltimateRules) -> str:
    """What the main game depends on, as ``kept`` keys it: the Blind table and the preflop
    plays ("blind 10:500 9:50 8:10 7:3 6:3/2 5:1; plays 4x 3x")."""
    plays = " ".join(f"{multiple}x" for multiple in sorted(rules.preflop_multiples, reverse=True))
    return f"blind {kept.table_key(known(rules, 'blind', rules.blind))}; plays {plays}"


def kept_figures(rules: UltimateRules) -> KeptFigures | None:
    """The main game's figures under ``rules`` as kept; ``None`` for a house whose Blind
    table is unpublished or was not computed (``engine.analysis.kept``)."""
    if rules.blind is None:
        return None
    figures = FIGURES.get(kept_key(rules))
    return None if figures is None else KeptFigures(*figures)


KEPT_DOC = """The main game's figures under the best strategy for each Blind table and preflop plays
of the shipped houses: the house edge (a fraction of the ante) and the share of deals
checked before the flop and played 2x on it.

Computed by the whole sweep (``engine.ultimate.strategy.main_game``, minutes each) and
written by ``strategy.computed``; the slow test ``tests/engine/ultimate/test_strategy.py``
computes them again and compares. To write it again:
``.venv/bin/python -m engine.ultimate.strategy``."""


def computed() -> dict[str, tuple[Fraction, ...]]:
    """The kept figures computed again, by the whole sweep for each shipped house's key."""
    from engine.ultimate.variants import VARIANTS

    def figures(rules: UltimateRules) -> tuple[Fraction, ...]:
        found = main_game(rules)
        return found.house_edge, found.plays_flop

    published = [rules for rules in VARIANTS.values() if rules.blind is not None]
    return kept.computed(published, kept_key, figures)


if __name__ == "__main__":  # writes engine/ultimate/kept.py again
    from pathlib import Path

    Path(__file__).with_name("kept.py").write_text(kept.kept_source(KEPT_DOC, computed()))
