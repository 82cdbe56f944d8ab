"""Evaluator benchmark: ``engine.hands`` against treys on the same random five-card hands.

What is measured, on one run of one process:

* ``engine.hands.evaluate``, one call per hand, and treys' public
  ``Evaluator().evaluate(hand, board)``, one call per hand, in the same plain ``for`` loop;
* treys' five-card core ``Evaluator()._five(cards)``, for reference: treys without the
  wrapper that concatenates the hand and the board and picks the core by length;
* ``engine.hands.evaluate_many`` on all the hands as one (n, 5) array, its card checks
  included.

The hands (200,000 by default) are drawn once from a seeded ``numpy.random.Generator`` and
converted before any timing into each library's own input: lists of ``engine.cards.CARDS``
for ``evaluate``, lists of ``treys.Card.new`` ints for treys, the (n, 5) id array for
``evaluate_many``. treys gets the five cards as its hand and an empty board: its
``hand + board`` then builds the same five-card list a 2 + 3 split would, and the loop has
the same shape as ours. Only the evaluation loop is timed, with the garbage collector off;
each measurement is repeated (best of 5 by default) and the best and the median are given.

Outside the timing, the script checks that ``evaluate`` and ``evaluate_many`` agree on
every hand, and that our values order hands as treys' ranks do (treys: lower is better):
on random pairs of hands, and over the whole sample sorted by our value. Our categories
split treys' "high card" into Ace-King and the rest and its straight flushes into royal
and the rest; both splits keep the order, so every pair should agree.

Run ``.venv/bin/python -m bench.evaluator [--json PATH]`` from the repository root.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

import numpy as np
import treys

from bench.common import best_and_median, machine, write_json
from engine.cards import CARDS, DECK_SIZE, Card
from engine.hands import evaluate, evaluate_many

TREYS_CARDS = tuple(treys.Card.new(str(each)) for each in CARDS)


def random_hands(count: int, seed: int) -> np.ndarray:
    """``count`` hands of five distinct card ids, shape (count, 5), each deal uniform."""
    rng = np.random.default_rng(seed)
    # A contiguous copy: a strided view into the (count, 52) shuffle is several times slower
    # to read, which would time memory access rather than the evaluator.
    return np.ascontiguousarray(rng.random((count, DECK_SIZE)).argsort(axis=1)[:, :5])


def per_hand_loop(function: Callable[..., object], hands: Sequence, *extra: object) -> Callable:
    """A loop calling ``function(hand, *extra)`` once per hand, with nothing else in it."""
    if extra:
        (board,) = extra

        def loop() -> None:
            for hand in hands:
                function(hand, board)

    else:

        def loop() -> None:
            for hand in hands:
                function(hand)

    return loop


def order_agreement(
    hands: Sequence[Sequence[Card]], theirs: np.ndarray, pairs: int, seed: int
) -> dict[str, object]:
    """How often ``evaluate`` and treys' ranks (lower is better) compare two hands alike."""
    rng = np.random.default_rng(seed + 1)
    first, second = rng.integers(len(hands), size=(2, pairs)).tolist()
    ranks = theirs.tolist()
    agree = 0
    for i, j in zip(first, second, strict=True):
        a, b = evaluate(hands[i]), evaluate(hands[j])
        agree += (a > b) - (a < b) == (ranks[j] > ranks[i]) - (ranks[j] < ranks[i])
    return {"pairs": pairs, "pairs_agreeing": agree}


def same_order(ours: np.ndarray, theirs: np.ndarray) -> bool:
    """Whether sorting the sample by our value sorts it by treys' rank, ties included."""
    order = np.argsort(ours, kind="stable")
    ours_rises = np.diff(ours[order]) > 0
    theirs_steps = np.diff(theirs[order])
    # treys' rank must fall exactly where our value rises, and stay put where ours does.
    return bool(np.array_equal(theirs_steps < 0, ours_rises) and not (theirs_steps > 0).any())


def run(count: int, repeat: int, pairs: int, seed: int) -> dict[str, object]:
    ids = random_hands(count, seed)
    id_lists = ids.tolist()
    ours_input = [[CARDS[c] for c in row] for row in id_lists]
    treys_input = [[TREYS_CARDS[c] for c in row] for row in id_lists]
    evaluator = treys.Evaluator()

    timings = {
        "treys_evaluate": per_hand_loop(evaluator.evaluate, treys_input, []),
        "treys_five": per_hand_loop(evaluator._five, treys_input),
        "evaluate": per_hand_loop(evaluate, ours_input),
        "evaluate_many": lambda: evaluate_many(ids),
    }
    results: dict[str, object] = {}
    for name, loop in timings.items():
        timing = best_and_median(loop, repeat)
        timing["hands_per_second_best"] = count / timing["best"]
        timing["hands_per_second_median"] = count / timing["median"]
        results[name] = timing

    ours = evaluate_many(ids)
    theirs = np.array([evaluator.evaluate(hand, []) for hand in treys_input])
    scalar = np.array([evaluate(hand) for hand in ours_input])
    treys_rate = results["treys_evaluate"]["hands_per_second_best"]
    return {
        "benchmark": "evaluator",
        "machine": machine(),
        "hands": count,
        "repeat": repeat,
        "seed": seed,
        "timings": results,
        "ratios_best": {
            name: results[name]["hands_per_second_best"] / treys_rate
            for name in ("evaluate", "evaluate_many")
        },
        "ratios_median": {
            name: results[name]["hands_per_second_median"]
            / results["treys_evaluate"]["hands_per_second_median"]
            for name in ("evaluate", "evaluate_many")
        },
        "evaluate_equals_evaluate_many": bool(np.array_equal(scalar, ours)),
        "agreement": {
            **order_agreement(ours_input, theirs, pairs, seed),
            "whole_sample_ordered_alike": same_order(ours, theirs),
        },
    }


def print_table(results: dict) -> None:
    labels = {
        "treys_evaluate": "treys Evaluator().evaluate",
        "treys_five": "treys Evaluator()._five (core, reference)",
        "evaluate": "engine.hands.evaluate",
        "evaluate_many": "engine.hands.evaluate_many (one batch)",
    }
    treys_best = results["timings"]["treys_evaluate"]["hands_per_second_best"]
    print(
        f"Evaluator: {results['hands']:,} random hands (seed {results['seed']}), "
        f"best and median of {results['repeat']} runs"
    )
    print(f"{'':44}{'best hands/s':>14}{'median hands/s':>16}{'best / treys':>14}")
    for name, label in labels.items():
        timing = results["timings"][name]
        best, median = timing["hands_per_second_best"], timing["hands_per_second_median"]
        print(f"{label:44}{best:>14,.0f}{median:>16,.0f}{best / treys_best:>13.2f}x")
    agreement = results["agreement"]
    print(
        f"evaluate == evaluate_many on every hand: {results['evaluate_equals_evaluate_many']}; "
        f"order agrees with treys on {agreement['pairs_agreeing']:,}/{agreement['pairs']:,} "
        f"random pairs; whole sample ordered alike: {agreement['whole_sample_ordered_alike']}"
    )
    print(
        f"Goals: per hand >= 1x treys: {results['ratios_best']['evaluate'] >= 1} "
        f"({results['ratios_best']['evaluate']:.2f}x); batch >= 10x treys: "
        f"{results['ratios_best']['evaluate_many'] >= 10} "
        f"({results['ratios_best']['evaluate_many']:.1f}x)"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--pairs", type=int, default=5_000, help="pairs for the order check")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = parser.parse_args(argv)
    results = run(args.hands, args.repeat, args.pairs, args.seed)
    print_table(results)
    if args.json:
        write_json(args.json, results)


if __name__ == "__main__":
    main()
