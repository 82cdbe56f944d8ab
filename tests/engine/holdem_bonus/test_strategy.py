"""Texas Hold'em Bonus's ante and bets under the best strategy: each showdown the sweep adds
up against the engine's own settlement, and a sample of flops. (Slow: the whole sweeps,
a few minutes each) the house edge and the preflop charts kept in
``engine.holdem_bonus.preflop``."""

from __future__ import annotations

import itertools
import random
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from engine.analysis import showdowns
from engine.cards import CARDS, parse_cards
from engine.holdem_bonus import preflop, strategy
from engine.holdem_bonus.round import Action, Round
from engine.holdem_bonus.settle import settle
from engine.holdem_bonus.variants import LAS_VEGAS, NAGAWORLD


def _bet_the_long_way(
    rules, hole: frozenset[int], board: tuple[int, ...], actions: tuple[Action, ...]
) -> Decimal:
    """The round's net summed over every dealer hand beside ``hole`` and ``board``, each
    settled by the engine, at an ante of 1, no Bonus."""
    left = [c for c in range(52) if c not in {*hole, *board}]
    total = Decimal(0)
    for dealer in itertools.combinations(left, 2):
        dealt = Round(
            ante=Decimal(1),
            player=tuple(CARDS[c] for c in sorted(hole)),
            dealer=tuple(CARDS[c] for c in dealer),
            board=tuple(CARDS[c] for c in board),
            actions=actions,
        )
        total += settle(rules, dealt).net
    return total


@pytest.mark.parametrize(("seed", "rules"), [(1, LAS_VEGAS), (2, NAGAWORLD)])
def test_each_showdown_the_sweep_adds_is_the_engines_settlement(seed: int, rules) -> None:
    rng = random.Random(seed)
    board = tuple(rng.sample(range(52), 5))
    sums = showdowns.one_board(strategy.hooks(rules), board)
    bet, check = Action.BET, Action.CHECK
    # The rows of the board's turn card (its place among the 49 cards the flop leaves):
    # what the ante and the flop bet make, then what a bet of 1 makes.
    turn = [c for c in range(52) if c not in board[:3]].index(board[3])
    for hole in rng.sample(sorted(sums, key=sorted), 3):
        base, per_bet = int(sums[hole][turn]), int(sums[hole][showdowns.LEFT + turn])
        assert base == _bet_the_long_way(rules, hole, board, (bet, check, check))
        assert base + 2 * per_bet == _bet_the_long_way(rules, hole, board, (bet, bet, bet))


def test_the_strategy_plays_aces_and_reads_the_house_ante_after_a_sample_of_flops() -> None:
    vegas = strategy.main_game(LAS_VEGAS, flops=slice(800, 803))
    naga = strategy.main_game(NAGAWORLD, flops=slice(800, 803))
    assert vegas.plays["AA"] and vegas.returns["AA"] > 0
    # The ante pays from a straight in Las Vegas, from a flush at NagaWorld: a straight
    # that wins is worth an ante less there.
    assert naga.expected < vegas.expected
    assert naga.returns["JTs"] < vegas.returns["JTs"]


def test_the_las_vegas_house_edge_from_the_kept_chart_is_the_published_one() -> None:
    # Issue 30: 2.04 % of the ante under the Las Vegas rules and the best strategy.
    assert f"{float(-strategy.charted_return(LAS_VEGAS)):.2%}" == "2.04%"


def test_the_kept_charts_fold_the_weakest_hands_and_play_the_best() -> None:
    for rules in (LAS_VEGAS, NAGAWORLD):
        assert strategy.preflop(rules, parse_cards("As Ah"))[0]
        plays, returns = strategy.preflop(rules, parse_cards("7c 2d"))
        assert not plays and returns < -1
    # A NagaWorld ante pays less (from a flush), so its game returns less.
    assert strategy.charted_return(NAGAWORLD) < strategy.charted_return(LAS_VEGAS)


def test_the_turn_and_river_bets_are_made_on_more_wins_than_losses() -> None:
    bet, seen = strategy.bets(parse_cards("As Ah"), parse_cards("Ad 7c 2h"))
    assert bet and seen.wins > seen.losses and seen.showdowns == 1_081 * 990
    bet, seen = strategy.bets(parse_cards("3c 4d"), parse_cards("Kh Qh 9s Js"))
    assert not bet and seen.wins < seen.losses and seen.showdowns == 46 * 990


def test_the_kept_preflop_module_is_what_the_writer_writes_of_its_charts() -> None:
    assert strategy.preflop_text(strategy.PREFLOP) == Path(preflop.__file__).read_text()


@pytest.mark.slow
def test_the_kept_preflop_charts_are_the_whole_sweeps() -> None:
    assert strategy.charts() == strategy.PREFLOP


def test_the_chart_return_is_the_sweeps_own_figure_on_a_sample() -> None:
    sample = strategy.main_game(LAS_VEGAS, flops=slice(800, 802))
    sizes = showdowns.starting_class_sizes()
    weighted = sum(
        int(sizes[k]) * max(sample.returns[name], Fraction(-1))
        for k, name in enumerate(showdowns.starting_class_names())
    )
    assert weighted / 1_326 == sample.expected
