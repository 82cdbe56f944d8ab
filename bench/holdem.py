"""Hold'em benchmark: hands per second of four AI players, next to PokerKit on one core.

What is measured, in one run of one process:

* ``ai``: four ``engine.holdem.ai`` players (tight, loose-aggressive, calling station,
  loose-aggressive) play matches of ``engine.holdem.table.Match`` from 1000 chips each;
  a new match starts whenever one ends. Every decision after the flop runs its Monte Carlo
  equity (500 samples by default). Hands per second, and the time of each decision
  (mean, 99th percentile, worst) from a separate untimed pass over the same hands.
* ``engine``: our engine alone, random legal actions, four players of 1000 chips, a new
  ``Hand`` each time (seeded deck): the table's own cost without the AI's thinking.
* ``pokerkit``: PokerKit 0.7.7's ``NoLimitTexasHoldem`` with every automation on (blinds,
  dealing, showdown, pushing chips), the same random legal actions and stacks: its
  simulation speed, to set the two above against.

The random actions: raise (to the minimum, to all-in, or uniformly between) 30 % of the
time when allowed, fold 15 % when facing a bet, otherwise check or call. Each loop is
timed ``repeat`` times with the garbage collector off; the best and the median are given.

Run ``.venv/bin/python -m bench.holdem [--json PATH]`` from the repository root.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from importlib import metadata

from pokerkit import Automation, Mode, NoLimitTexasHoldem

from bench.common import best_and_median, machine, write_json
from engine.cards import Deck
from engine.holdem.ai import (
    CALLING_STATION,
    DEFAULT_SAMPLES,
    LOOSE_AGGRESSIVE,
    TIGHT,
    AIPlayer,
    play_ai_turns,
)
from engine.holdem.table import ActionKind, Hand, Match

STYLES = (TIGHT, LOOSE_AGGRESSIVE, CALLING_STATION, LOOSE_AGGRESSIVE)
POKERKIT_AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def ai_hands(count: int, seed: int, samples: int) -> int:
    """Play ``count`` hands with four AI players; the number of decisions made."""
    players = {seat: AIPlayer(style, samples=samples) for seat, style in enumerate(STYLES)}
    match = Match(seed)
    decisions = 0
    for _ in range(count):
        decisions += len(play_ai_turns(match, players))
        if match.is_over:
            seed += 1
            match.restart(seed)
        else:
            match.next_hand()
    return decisions


def decision_times(count: int, seed: int, samples: int) -> list[float]:
    """Seconds taken by each AI decision over ``count`` hands (timed one by one)."""
    players = {seat: AIPlayer(style, samples=samples) for seat, style in enumerate(STYLES)}
    match = Match(seed)
    times = []
    rng = random.Random(seed)
    for _ in range(count):
        hand = match.hand
        while not hand.is_complete:
            start = time.perf_counter()
            decision = players[hand.to_act].decide(hand, rng)
            times.append(time.perf_counter() - start)
            match.act(hand.to_act, decision.kind, decision.amount_to)
        if match.is_over:
            seed += 1
            match.restart(seed)
        else:
            match.next_hand()
    return times


def random_choice(rng: random.Random, can_raise: bool, low: int, high: int, owes: bool):
    """The benchmark's random action: ("raise", amount), ("fold",) or ("call",)."""
    roll = rng.random()
    if can_raise and roll < 0.3:
        size = rng.random()
        amount = low if size < 0.4 else high if size < 0.6 else rng.randint(low, high)
        return ("raise", amount)
    if owes and roll > 0.85:
        return ("fold",)
    return ("call",)


def engine_hands(count: int, seed: int) -> None:
    rng = random.Random(seed)
    for number in range(count):
        hand = Hand.deal(stacks=[1000] * 4, button=number % 4, deck=Deck(seed + number))
        while not hand.is_complete:
            legal = hand.legal_actions()
            choice = random_choice(
                rng, legal.can_raise, legal.min_raise_to, legal.max_raise_to, legal.can_fold
            )
            if choice[0] == "raise":
                hand.act(legal.seat, legal.raise_kind, choice[1])
            elif choice[0] == "fold":
                hand.act(legal.seat, ActionKind.FOLD)
            else:
                hand.act(legal.seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)


def pokerkit_hands(count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        state = NoLimitTexasHoldem.create_state(
            POKERKIT_AUTOMATIONS, True, 0, (10, 20), 20, (1000,) * 4, 4, mode=Mode.TOURNAMENT
        )
        while state.status:
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            choice = random_choice(rng, low is not None, low or 0, high or 0, state.can_fold())
            if choice[0] == "raise":
                state.complete_bet_or_raise_to(choice[1])
            elif choice[0] == "fold":
                state.fold()
            else:
                state.check_or_call()


def run(hands: int, ai_hand_count: int, repeat: int, samples: int, seed: int) -> dict:
    results: dict[str, object] = {}
    loops = {
        "ai": (ai_hand_count, lambda: ai_hands(ai_hand_count, seed, samples)),
        "engine": (hands, lambda: engine_hands(hands, seed)),
        "pokerkit": (hands, lambda: pokerkit_hands(hands, seed)),
    }
    for name, (count, loop) in loops.items():
        timing = best_and_median(loop, repeat)
        timing["hands"] = count
        timing["hands_per_second_best"] = count / timing["best"]
        timing["hands_per_second_median"] = count / timing["median"]
        results[name] = timing
    times = sorted(decision_times(ai_hand_count, seed, samples))
    return {
        "benchmark": "holdem",
        "machine": {**machine(), "pokerkit": metadata.version("pokerkit")},
        "repeat": repeat,
        "samples": samples,
        "seed": seed,
        "timings": results,
        "decisions": {
            "count": len(times),
            "mean_ms": 1000 * statistics.fmean(times),
            "p99_ms": 1000 * times[int(0.99 * (len(times) - 1))],
            "max_ms": 1000 * times[-1],
        },
    }


def print_table(results: dict) -> None:
    labels = {
        "ai": "four AI players (engine.holdem)",
        "engine": "engine, random legal actions",
        "pokerkit": "PokerKit 0.7.7, random legal actions",
    }
    print(f"Hold'em, best and median of {results['repeat']} runs, hands per second")
    print(f"{'':40}{'hands':>8}{'best':>12}{'median':>12}")
    for name, label in labels.items():
        timing = results["timings"][name]
        print(
            f"{label:40}{timing['hands']:>8,}{timing['hands_per_second_best']:>12,.0f}"
            f"{timing['hands_per_second_median']:>12,.0f}"
        )
    decisions = results["decisions"]
    print(
        f"AI decisions ({results['samples']} equity samples): {decisions['count']:,}, "
        f"mean {decisions['mean_ms']:.2f} ms, 99th percentile {decisions['p99_ms']:.2f} ms, "
        f"worst {decisions['max_ms']:.2f} ms"
    )
    engine = results["timings"]["engine"]["hands_per_second_best"]
    pokerkit = results["timings"]["pokerkit"]["hands_per_second_best"]
    print(f"engine / PokerKit (best): {engine / pokerkit:.1f}x")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5_000, help="random-action hands")
    parser.add_argument("--ai-hands", type=int, default=500, help="hands the AI players play")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = parser.parse_args(argv)
    results = run(args.hands, args.ai_hands, args.repeat, args.samples, args.seed)
    print_table(results)
    if args.json:
        write_json(args.json, results)


if __name__ == "__main__":
    main()
