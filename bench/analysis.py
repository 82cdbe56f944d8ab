"""Analysis benchmark: return tables and per-hand advice of ``engine.oasis.analysis``.

Times, on all the cores numba is given (two here):

* the first call of the compiled kernels in this process (loading numba's on-disk cache, or
  compiling when the cache is missing or stale);
* ``return_table(CARIBBEAN)`` and ``return_table(<variant>)`` (Belgian rules by default,
  ``--variant all`` for every Oasis variant whose table can be computed), once each, wall
  clock, with the figures they produce;
* ``hand_options(STANDARD, hand, up)``, every option of a hand (one- and two-card switches
  exact, three to five sampled), over ``--hands`` random hands and up cards from
  ``random.Random(2026)``: mean, median, 95th percentile and worst, in milliseconds;
* the process's peak resident memory (``resource.getrusage``, ``ru_maxrss``).

Run ``.venv/bin/python -m bench.analysis [--variant SLUG|all] [--hands N] [--json PATH]``
from the repository root. Not pinned to one core: the table kernels run in parallel.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import time
from collections.abc import Sequence
from importlib import metadata

from bench.common import machine, write_json
from engine.cards import CARDS
from engine.oasis.analysis import hand_options, return_table
from engine.oasis.analysis.options import switch_value_known
from engine.oasis.variants import CARIBBEAN, STANDARD, VARIANTS

GOALS_SECONDS = {"caribbean": 10.0, "oasis": 60.0, "hand_ms": 50.0, "memory_mb": 4096.0}


def _table(slug: str) -> dict[str, object]:
    start = time.perf_counter()
    table = return_table(VARIANTS[slug])
    seconds = time.perf_counter() - start
    return {
        "variant": slug,
        "seconds": seconds,
        "total_combinations": table.total_combinations,
        "house_edge": float(table.house_edge),
        "average_total_bet": float(table.average_total_bet),
        "element_of_risk": float(table.element_of_risk),
        "switch_probability": float(table.switch_probability),
    }


def _advice(hands: int) -> dict[str, object]:
    rng = random.Random(2026)
    deals = [rng.sample(CARDS, 6) for _ in range(hands)]
    times = []
    for cards in deals:
        start = time.perf_counter()
        hand_options(STANDARD, cards[:5], cards[5])
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return {
        "hands": hands,
        "mean_ms": statistics.fmean(times),
        "median_ms": statistics.median(times),
        "p95_ms": times[int(0.95 * (len(times) - 1))],
        "worst_ms": times[-1],
    }


def run(variants: list[str], hands: int) -> dict[str, object]:
    start = time.perf_counter()
    hand_options(STANDARD, CARDS[:5], CARDS[5])
    first_call = time.perf_counter() - start
    tables = [_table(CARIBBEAN.slug)] + [_table(slug) for slug in variants]
    advice = _advice(hands)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "benchmark": "analysis",
        "machine": {**machine(), "numba": metadata.version("numba")},
        "first_call_seconds": first_call,
        "tables": tables,
        "advice": advice,
        "peak_memory_mb": peak_mb,
        "goals": GOALS_SECONDS,
    }


def print_table(results: dict) -> None:
    info = results["machine"]
    print(
        f"Analysis, {info['date_utc']}, {info['cpu']} ({info['cpus_usable']} usable), "
        f"load average {info['load_average_1min']:.2f}"
    )
    print(f"First call (numba cache load or compile): {results['first_call_seconds']:.1f} s")
    print(
        f"{'return table':16}{'seconds':>9}{'combinations':>22}{'edge %':>9}"
        f"{'avg bet':>9}{'risk %':>8}{'switch %':>9}{'goal':>7}"
    )
    for row in results["tables"]:
        goal = GOALS_SECONDS["caribbean" if row["variant"] == "caribbean" else "oasis"]
        met = "met" if row["seconds"] <= goal else "MISSED"
        print(
            f"{row['variant']:16}{row['seconds']:>9.1f}{row['total_combinations']:>22,}"
            f"{100 * row['house_edge']:>9.4f}{row['average_total_bet']:>9.4f}"
            f"{100 * row['element_of_risk']:>8.4f}{100 * row['switch_probability']:>9.4f}"
            f"{met:>7}"
        )
    advice = results["advice"]
    met = "met" if advice["median_ms"] <= GOALS_SECONDS["hand_ms"] else "MISSED"
    print(
        f"Per-hand advice, all options, {advice['hands']} hands: mean {advice['mean_ms']:.1f} ms,"
        f" median {advice['median_ms']:.1f}, p95 {advice['p95_ms']:.1f}, worst "
        f"{advice['worst_ms']:.1f} ({met}, goal {GOALS_SECONDS['hand_ms']:.0f} ms)"
    )
    print(f"Peak resident memory: {results['peak_memory_mb']:,.0f} MB (goal 4,096 MB)")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="belgian", help="an Oasis variant's slug, or all")
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = parser.parse_args(argv)
    if args.variant == "all":
        variants = [
            slug
            for slug, rules in VARIANTS.items()
            if rules.allows_switching and switch_value_known(rules)
        ]
    else:
        variants = [args.variant]
    results = run(variants, args.hands)
    print_table(results)
    if args.json:
        write_json(args.json, results)


if __name__ == "__main__":
    main()
