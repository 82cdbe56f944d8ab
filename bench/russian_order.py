"""Russian Poker rounds dealt to order: how long one ``deal_to_order`` takes, for ordinary
targets and for the rarest the trainer asks for.

For each target, ``deal_to_order(CLASSIC, target, random.Random(seed), ante=10)`` is called
for seeds 0 .. N-1 (200 by default), each call timed alone with ``time.perf_counter`` and the
garbage collector off; the table gives the median and the worst call in milliseconds. The
plans of every target are worked out once before its timing (``possible``), as the trainer
asks ``possible`` for every cell first; the first ``possible`` of a house in a process, which
works out every plan the house allows, is timed apart.

Run ``.venv/bin/python -m bench.russian_order [--deals N] [--json PATH]`` from the
repository root.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
from decimal import Decimal

from bench.common import machine, write_json
from engine.hands import Category
from engine.russian.order import DrawKind, Ending, RussianTarget, deal_to_order, possible
from engine.russian.variants import VARIANTS

T = RussianTarget
C = Category
ORDINARY = {
    "any round": T(),
    "bet won": T(ending=Ending.PLAYER),
    "a pair won": T(final=C.PAIR, ending=Ending.PLAYER),
    "fold": T(ending=Ending.FOLD),
    "exchange of three": T(exchanged=3),
    "sixth card": T(draw=DrawKind.SIXTH),
    "dealer without a game": T(ending=Ending.NOT_QUALIFIED),
}
RARE = {
    "royal flush won": T(final=C.ROYAL_FLUSH, ending=Ending.PLAYER),
    "straight flush won": T(final=C.STRAIGHT_FLUSH, ending=Ending.PLAYER),
    "four of a kind won": T(final=C.FOUR_OF_A_KIND, ending=Ending.PLAYER),
    "two combinations, full house": T(final=C.FULL_HOUSE, combinations=2),
    "two combinations, two pair": T(final=C.TWO_PAIR, combinations=2),
    "two combinations, straight": T(final=C.STRAIGHT, combinations=2),
    "insurance won, no game": T(insured=True, ending=Ending.NOT_QUALIFIED),
    "game bought, player wins": T(game_bought=True, ending=Ending.PLAYER),
    "game bought, dealer wins": T(game_bought=True, ending=Ending.DEALER),
    "game bought, still no game": T(ending=Ending.BOUGHT_NO_GAME),
    "fold after an exchange": T(ending=Ending.FOLD, draw=DrawKind.EXCHANGE),
    "sixth card made a flush": T(draw=DrawKind.SIXTH, final=C.FLUSH),
    "sixth card, royal flush won": T(
        draw=DrawKind.SIXTH, final=C.ROYAL_FLUSH, ending=Ending.PLAYER
    ),
}


def time_target(target: RussianTarget, deals: int) -> dict[str, float]:
    rules = VARIANTS["classic"]
    assert possible(rules, target)
    seconds = []
    gc.collect()
    gc.disable()
    try:
        for seed in range(deals):
            rng = random.Random(seed)
            start = time.perf_counter()
            deal_to_order(rules, target, rng, ante=Decimal(10))
            seconds.append(time.perf_counter() - start)
    finally:
        gc.enable()
    return {"median_ms": statistics.median(seconds) * 1000, "worst_ms": max(seconds) * 1000}


def run(deals: int) -> dict[str, object]:
    first = {}
    for slug, rules in VARIANTS.items():
        start = time.perf_counter()
        possible(rules, T())
        first[slug] = (time.perf_counter() - start) * 1000
    start = time.perf_counter()
    asked = sum(possible(VARIANTS["classic"], t) for t in (*ORDINARY.values(), *RARE.values()))
    lookups = (time.perf_counter() - start) * 1000
    return {
        "benchmark": "russian_order",
        "machine": machine(),
        "deals": deals,
        "first_possible_ms": first,
        "possible_new_targets_ms": lookups / asked,
        "ordinary": {name: time_target(t, deals) for name, t in ORDINARY.items()},
        "rare": {name: time_target(t, deals) for name, t in RARE.items()},
    }


def print_table(results: dict) -> None:
    print(f"deal_to_order, classic rules, {results['deals']} deals a target, milliseconds")
    for group in ("ordinary", "rare"):
        print(f"\n| {group} target | median | worst |\n|---|---:|---:|")
        for name, timing in results[group].items():
            print(f"| {name} | {timing['median_ms']:.2f} | {timing['worst_ms']:.1f} |")
    first = ", ".join(f"{slug} {ms:.1f}" for slug, ms in results["first_possible_ms"].items())
    print(f"\nfirst possible() of each house (all its plans): {first} ms")
    print(f"possible() of a new target: {results['possible_new_targets_ms']:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args()
    results = run(args.deals)
    print_table(results)
    if args.json:
        write_json(args.json, results)


if __name__ == "__main__":
    main()
