"""Settlement benchmark: Oasis Poker rounds dealt, decided and settled per second, one core.

Each round is dealt with a fresh seed, ``Round.deal(seed)``, the player raises,
``round_.decide(rules, "raise")``, and the round is settled under the standard rules
(``engine.oasis.variants.STANDARD``):

* ``deal + raise + settle``: ``settle(rules, round_, ante=10)``;
* ``... with progressive bonus``: ``settle(rules, round_, ante=10, bonus=1, meter=10000)``,
  so the side bet is evaluated and paid too (a share of the meter on a straight or royal
  flush).

Amounts are passed as plain ``int`` as a caller would, so ``settle``'s parsing of them is
part of the cost. A run settles 200,000 rounds (seeds 0 .. 199,999) by default; each run
replays the same seeds, so every run does the same work. Only the loop is timed, with the
garbage collector off; the best and the median of 5 runs are given as rounds per second.
Pin the process to one core (``bench/run.sh`` uses ``taskset -c 0``).

Run ``.venv/bin/python -m bench.settlement [--json PATH]`` from the repository root.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from bench.common import best_and_median, machine, write_json
from engine.oasis.round import Round, Rules, settle
from engine.oasis.variants import STANDARD

GOAL_ROUNDS_PER_SECOND = 50_000


def raise_and_settle(rules: Rules, seeds: range) -> Callable[[], None]:
    def loop() -> None:
        for seed in seeds:
            round_ = Round.deal(seed).decide(rules, "raise")
            settle(rules, round_, ante=10)

    return loop


def raise_and_settle_with_bonus(rules: Rules, seeds: range) -> Callable[[], None]:
    def loop() -> None:
        for seed in seeds:
            round_ = Round.deal(seed).decide(rules, "raise")
            settle(rules, round_, ante=10, bonus=1, meter=10000)

    return loop


SCENARIOS = {
    "deal + raise + settle": raise_and_settle,
    "... with progressive bonus (1, meter 10000)": raise_and_settle_with_bonus,
}


def run(rounds: int, repeat: int) -> dict[str, object]:
    seeds = range(rounds)
    results: dict[str, object] = {}
    for name, make_loop in SCENARIOS.items():
        timing = best_and_median(make_loop(STANDARD, seeds), repeat)
        timing["rounds_per_second_best"] = rounds / timing["best"]
        timing["rounds_per_second_median"] = rounds / timing["median"]
        timing["goal_met"] = timing["rounds_per_second_best"] >= GOAL_ROUNDS_PER_SECOND
        results[name] = timing
    return {
        "benchmark": "settlement",
        "machine": machine(),
        "rules": STANDARD.slug,
        "rounds": rounds,
        "repeat": repeat,
        "goal_rounds_per_second": GOAL_ROUNDS_PER_SECOND,
        "timings": results,
    }


def print_table(results: dict) -> None:
    print(
        f"Settlement: {results['rounds']:,} rounds ({results['rules']} rules), "
        f"best and median of {results['repeat']} runs"
    )
    print(f"{'':44}{'best rounds/s':>14}{'median rounds/s':>17}{'us/round':>10}{'goal':>7}")
    for name, timing in results["timings"].items():
        best, median = timing["rounds_per_second_best"], timing["rounds_per_second_median"]
        met = "met" if timing["goal_met"] else "MISSED"
        print(f"{name:44}{best:>14,.0f}{median:>17,.0f}{1e6 / best:>10.2f}{met:>7}")
    print(f"Goal: {results['goal_rounds_per_second']:,} rounds/s or more on one core")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = parser.parse_args(argv)
    results = run(args.rounds, args.repeat)
    print_table(results)
    if args.json:
        write_json(args.json, results)


if __name__ == "__main__":
    main()
