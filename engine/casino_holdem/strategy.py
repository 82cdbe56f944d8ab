"""Casino Hold'em's ante and call under the best strategy, exactly.

The player decides once, on his two cards and the flop: call (2 antes) or fold (the ante
lost). Calling is worth, over the 1,081 turns and rivers and the dealer's 990 hands
beside them, the sum of what each showdown pays: a dealer below a pair of fours pays the
ante by the house's table and returns the call; a dealer who qualifies and loses pays the
ante by the table and the call 1 to 1; a tie pushes; a loss takes 3 antes. The best
strategy calls where that sum beats the fold's -1,070,190 antes (1,081 × 990), and the
return is the sum over the 25,989,600 deals of two cards and a flop
(``engine.analysis.showdowns``: a few minutes on two cores). The AA Bonus is apart
(``engine.casino_holdem.analysis``).

Source of the figure the slow test reproduces: the house edge of 2.16 % of the ante under
the best strategy, with the ante table 100-20-10-3-2-1 (Wizard of Odds, "Casino Hold 'Em",
https://wizardofodds.com/games/casino-holdem/).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from numba import njit

from engine.analysis import kept, showdowns
from engine.casino_holdem.kept import FIGURES
from engine.casino_holdem.round import dealer_qualifies
from engine.casino_holdem.rules import CALL_MULTIPLE, CasinoHoldemRules, known

SHOWDOWNS = math.comb(47, 2) * showdowns.DEALER_HANDS  # after a flop: 1,070,190

# The columns of a hole pair's results after a flop: the call's sum; the better of it and
# the fold's; whether the fold is the better (a count of deals).
CALL, BEST, FOLDS = 0, 1, 2
# ``params``: ``showdowns.paid_hooks``' (the ante table).
_QUALIFYING, _SCALE, _PAYS = showdowns.QUALIFYING, showdowns.SCALE, showdowns.PAYS


@njit(cache=True)
def _on_board(state, turn, river, first, second, valid, values, below, upto, unqualified, params):
    qualifying, scale = params[_QUALIFYING], params[_SCALE]
    for h in range(valid.shape[0]):
        if not valid[h]:
            continue
        value = values[h]
        ante = params[_PAYS + value]
        if value >= qualifying:
            wins = below[h] - unqualified[h]
            losses = showdowns.DEALER_HANDS - upto[h]
        else:
            wins = 0
            losses = showdowns.DEALER_HANDS - unqualified[h]
        state[0, h] += (
            unqualified[h] * ante
            + wins * (ante + CALL_MULTIPLE * scale)
            - (1 + CALL_MULTIPLE) * scale * losses
        )


@njit(cache=True)
def _on_flop(state, out, params):
    fold = -params[_SCALE] * SHOWDOWNS
    for h in range(out.shape[0]):
        out[h, CALL] = state[0, h]
        out[h, BEST] = max(state[0, h], fold)
        out[h, FOLDS] = 1 if fold > state[0, h] else 0


@dataclass(frozen=True)
class MainGame:
    """The ante and call under the best strategy: the return per ante (exact), and the
    share of deals on which the strategy folds at the flop."""

    expected: Fraction
    folds: Fraction

    @property
    def house_edge(self) -> Fraction:
        """The house's edge, a fraction of the ante."""
        return -self.expected


def hooks(rules: CasinoHoldemRules) -> showdowns.Hooks:
    """The sweep's hooks under ``rules``' ante table (``RulesIncomplete`` when the house
    has not published it)."""
    return showdowns.paid_hooks(
        known(rules, "ante", rules.ante),
        dealer_qualifies,
        on_board=_on_board,
        on_flop=_on_flop,
        state_rows=1,
        width=3,
    )


def main_game(
    rules: CasinoHoldemRules,
    *,
    flops: slice = slice(None),
    progress: Callable[[int, int], None] | None = None,
) -> MainGame:
    """The main game's exact return under ``rules``' ante table. ``flops`` sweeps a sample
    of the canonical flops (a test's); the figure is then the sample's, not the game's."""
    swept = hooks(rules)
    found = showdowns.sweep(swept, flops=flops, progress=progress)
    dealt = found.deals()
    scale = int(swept.params[_SCALE])
    return MainGame(
        expected=int(found.sums[:, BEST].sum()) / (scale * dealt * SHOWDOWNS),
        folds=int(found.sums[:, FOLDS].sum()) / dealt,
    )


@dataclass(frozen=True)
class KeptFigures:
    """What ``engine.casino_holdem.kept`` keeps of a main game: its house edge (a fraction
    of the ante) and the share of deals the strategy folds at the flop."""

    house_edge: Fraction
    folds: Fraction


def kept_key(rules: CasinoHoldemRules) -> str:
    """What the main game depends on, as ``kept`` keys it: the ante table ("ante 10:100
    9:20 8:10 7:3 6:2 5:1")."""
    return f"ante {kept.table_key(known(rules, 'ante', rules.ante))}"


def kept_figures(rules: CasinoHoldemRules) -> KeptFigures | None:
    """The main game's figures under ``rules`` as kept; ``None`` for a house whose ante
    table is unpublished or was not computed (``engine.analysis.kept``)."""
    if rules.ante is None:
        return None
    figures = FIGURES.get(kept_key(rules))
    return None if figures is None else KeptFigures(*figures)


KEPT_DOC = """The main game's figures under the best strategy for each ante table of the shipped
houses: the house edge (a fraction of the ante) and the share of deals folded at the flop.

Computed by the whole sweep (``engine.casino_holdem.strategy.main_game``, minutes each)
and written by ``strategy.computed``; the slow test
``tests/engine/casino_holdem/test_strategy.py`` computes them again and compares. To write
it again: ``.venv/bin/python -m engine.casino_holdem.strategy``."""


def computed() -> dict[str, tuple[Fraction, ...]]:
    """The kept figures computed again, by the whole sweep for each shipped house's key."""
    from engine.casino_holdem.variants import VARIANTS

    def figures(rules: CasinoHoldemRules) -> tuple[Fraction, ...]:
        found = main_game(rules)
        return found.house_edge, found.folds

    published = [rules for rules in VARIANTS.values() if rules.ante is not None]
    return kept.computed(published, kept_key, figures)


if __name__ == "__main__":  # writes engine/casino_holdem/kept.py again
    from pathlib import Path

    Path(__file__).with_name("kept.py").write_text(kept.kept_source(KEPT_DOC, computed()))
