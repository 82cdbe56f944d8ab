"""Casino Hold'em's ante and call under the best strategy: each showdown the sweep adds up
against the engine's own settlement, a sample of flops, and (slow: the whole sweep, a few
minutes) the published house edge."""

from __future__ import annotations

import itertools
import random
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from engine.analysis import showdowns
from engine.analysis.kept import kept_source
from engine.cards import CARDS
from engine.casino_holdem import kept, strategy
from engine.casino_holdem.round import Round
from engine.casino_holdem.settle import settle
from engine.casino_holdem.variants import CLASSIC


def _called_the_long_way(hole: frozenset[int], board: tuple[int, ...]) -> Decimal:
    """The call's result summed over every dealer hand beside ``hole`` and ``board``,
    each settled by the engine, at an ante of 1."""
    left = [c for c in range(52) if c not in {*hole, *board}]
    total = Decimal(0)
    for dealer in itertools.combinations(left, 2):
        dealt = Round(
            ante=Decimal(1),
            player=tuple(CARDS[c] for c in sorted(hole)),
            dealer=tuple(CARDS[c] for c in dealer),
            board=tuple(CARDS[c] for c in board),
        )
        total += settle(CLASSIC, dealt.call(CLASSIC)).net
    return total


@pytest.mark.parametrize("seed", [1, 2])
def test_each_showdown_the_sweep_adds_is_the_engines_settlement(seed: int) -> None:
    rng = random.Random(seed)
    board = tuple(rng.sample(range(52), 5))
    hooks = strategy.hooks(CLASSIC)
    sums = showdowns.one_board(hooks, board)
    # The strongest and weakest hole cards beside the board and a few between; the sweep
    # counts every one of the 990 dealer hands, so does the long way.
    holes = sorted(sums, key=lambda hole: int(sums[hole][0]))
    for hole in [holes[0], holes[-1], *rng.sample(holes, 3)]:
        scale = int(hooks.params[1])
        assert Fraction(int(sums[hole][0]), scale) == _called_the_long_way(hole, board)


def test_the_strategy_calls_three_kings_and_folds_no_pair_and_no_draw() -> None:
    # After the flop 2c 7d Ks: Kc Kd (three kings) calls, 3h 8s (nothing) folds.
    flop = (0, 21, 47)  # 2c, 7d, Ks: a card's number is rank × 4 + suit
    results = showdowns.one_flop(strategy.hooks(CLASSIC), flop)
    kings = results[frozenset((44, 45))]
    nothing = results[frozenset((6, 27))]
    assert kings[strategy.FOLDS] == 0 and kings[strategy.CALL] > 0
    assert nothing[strategy.FOLDS] == 1
    assert nothing[strategy.BEST] == -int(strategy.hooks(CLASSIC).params[1]) * strategy.SHOWDOWNS


def test_a_sample_of_flops_sums_to_a_return_between_the_fold_and_the_call() -> None:
    sample = strategy.main_game(CLASSIC, flops=slice(0, 3))
    assert -1 < sample.expected < 1
    assert 0 < sample.folds < 1


@pytest.mark.slow
def test_the_house_edge_under_the_best_strategy_is_the_published_one() -> None:
    # Wizard of Odds, "Casino Hold 'Em": 2.16 % of the ante under 100-20-10-3-2-1.
    found = strategy.main_game(CLASSIC)
    assert f"{float(found.house_edge):.2%}" == "2.16%"
    # The figures the variants page shows are this sweep's (engine/casino_holdem/kept.py).
    assert strategy.kept_figures(CLASSIC) == strategy.KeptFigures(found.house_edge, found.folds)


def test_the_kept_module_is_what_the_writer_writes_of_its_figures() -> None:
    assert kept_source(strategy.KEPT_DOC, kept.FIGURES) == Path(kept.__file__).read_text()


def test_every_shipped_house_has_its_main_games_figures_kept() -> None:
    from engine.casino_holdem.variants import VARIANTS

    assert all(strategy.kept_figures(rules) is not None for rules in VARIANTS.values())
