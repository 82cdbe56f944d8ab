"""Ultimate Texas Hold'em's ante, Blind and play under the best strategy: each showdown the
sweep adds up against the engine's own settlement, and a sample of flops. (Slow: the whole
sweep, a few minutes) the published house edge and preflop strategy."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from engine.analysis import showdowns
from engine.analysis.kept import kept_source
from engine.cards import CARDS
from engine.ultimate import kept, strategy
from engine.ultimate.players import plays_preflop
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import settle
from engine.ultimate.variants import TRIPS_6_5

PLAYS: dict[int, Callable[[UltimateRules, Round], Round]] = {
    4: lambda rules, dealt: dealt.bet(rules, 4),
    2: lambda rules, dealt: dealt.check(rules).bet(rules, 2),
    1: lambda rules, dealt: dealt.check(rules).check(rules).bet(rules, 1),
}


def _played_the_long_way(hole: frozenset[int], board: tuple[int, ...], play: int) -> Decimal:
    """A play of ``play`` antes summed over every dealer hand beside ``hole`` and
    ``board``, each settled by the engine, at an ante of 1."""
    left = [c for c in range(52) if c not in {*hole, *board}]
    total = Decimal(0)
    for dealer in itertools.combinations(left, 2):
        dealt = Round(
            ante=Decimal(1),
            player=tuple(CARDS[c] for c in sorted(hole)),
            dealer=tuple(CARDS[c] for c in dealer),
            board=tuple(CARDS[c] for c in board),
        )
        total += settle(TRIPS_6_5, PLAYS[play](TRIPS_6_5, dealt)).net
    return total


@pytest.mark.parametrize("seed", [1, 2])
def test_each_showdown_the_sweep_adds_is_the_engines_settlement(seed: int) -> None:
    rng = random.Random(seed)
    board = tuple(rng.sample(range(52), 5))
    hooks = strategy.hooks(TRIPS_6_5)
    scale = int(hooks.params[1])  # the Blind's 3 to 2 on a flush makes halves
    sums = showdowns.one_board(hooks, board)
    holes = sorted(sums, key=lambda hole: int(sums[hole][0]))
    for hole in [holes[0], holes[-1], *rng.sample(holes, 2)]:
        base, per_play, river_best = (int(each) for each in sums[hole])
        for play in PLAYS:
            found = Fraction(base + play * per_play, scale)
            assert found == _played_the_long_way(hole, board, play), (hole, play)
        # At the river the best of 1x and the fold's 2 antes lost on each dealer hand.
        assert river_best == max(base + per_play, -2 * scale * showdowns.DEALER_HANDS)


def test_the_strategy_plays_aces_4x_and_checks_a_seven_deuce_after_a_sample_of_flops() -> None:
    found = strategy.main_game(TRIPS_6_5, flops=slice(800, 803))
    assert found.preflop["AA"] == 4 and found.preflop["72o"] == strategy.CHECK
    assert found.returns["AA"][4] > found.returns["AA"][3] > found.returns["AA"][strategy.CHECK]
    assert 0 < found.plays_flop < 1


def test_a_house_taking_only_3x_before_the_flop_is_swept_with_3x() -> None:
    import dataclasses

    three = dataclasses.replace(TRIPS_6_5, preflop_multiples=(3,))
    found = strategy.main_game(three, flops=slice(800, 801))
    assert set(found.returns["AA"]) == {3, strategy.CHECK}
    assert found.preflop["AA"] == 3


@pytest.mark.slow
def test_the_house_edge_and_the_preflop_plays_are_the_published_ones() -> None:
    # Wizard of Odds, "Ultimate Texas Hold 'Em", appendix: 2.1850 % of the ante under the
    # best strategy; its preflop rule (any ace, a pair of threes or better, a suited king,
    # ...) is the one the basic-strategy player follows (``engine.ultimate.players``).
    found = strategy.main_game(TRIPS_6_5)
    assert f"{float(found.house_edge):.4%}" == "2.1850%"
    # The figures the variants page shows are this sweep's (engine/ultimate/kept.py).
    kept_figures = strategy.KeptFigures(found.house_edge, found.plays_flop)
    assert strategy.kept_figures(TRIPS_6_5) == kept_figures
    for first, second in itertools.combinations(range(52), 2):
        name = showdowns.starting_class_names()[showdowns.starting_class(first, second)]
        raises = found.preflop[name] == 4
        assert raises == plays_preflop((CARDS[first], CARDS[second])), name


def test_the_kept_module_is_what_the_writer_writes_of_its_figures() -> None:
    assert kept_source(strategy.KEPT_DOC, kept.FIGURES) == Path(kept.__file__).read_text()


def test_every_shipped_house_has_its_main_games_figures_kept() -> None:
    from engine.ultimate.variants import VARIANTS

    assert all(strategy.kept_figures(rules) is not None for rules in VARIANTS.values())
