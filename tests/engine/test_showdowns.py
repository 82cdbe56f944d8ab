"""The showdown counts every Hold'em banking game's best strategy rests on, against a count
done the long way: every dealer hand valued with ``engine.seven`` and compared."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from engine.analysis import showdowns
from engine.analysis.tables import value_tables
from engine.cards import CARDS
from engine.seven import best_hand


def _dense(cards: list[int]) -> int:
    tables = value_tables()
    value = int(best_hand([CARDS[c] for c in cards]))
    return int(np.searchsorted(tables.values, value))


def _counts_the_long_way(
    flop: list[int], turn: int, river: int, hole: tuple[int, int], qualifying: int
) -> tuple[int, int, int]:
    board = [*flop, turn, river]
    mine = _dense([*board, *hole])
    left = [c for c in range(52) if c not in {*board, *hole}]
    below = upto = unqualified = 0
    for dealer in itertools.combinations(left, 2):
        theirs = _dense([*board, *dealer])
        below += theirs < mine
        upto += theirs <= mine
        unqualified += theirs < qualifying
    return below, upto, unqualified


def _counts_of_the_kernel(
    flop: list[int], turn: int, river: int, qualifying: int
) -> dict[tuple[int, int], tuple[int, int, int]]:
    tables = value_tables()
    first, second, index = showdowns._pair_cards()
    cards = np.array([c for c in range(52) if c not in flop], dtype=np.int64)
    t, r = int(np.nonzero(cards == turn)[0][0]), int(np.nonzero(cards == river)[0][0])
    valid = np.array([{a, b}.isdisjoint({t, r}) for a, b in zip(first, second, strict=True)])
    values = np.zeros(showdowns.PAIRS, dtype=np.int64)
    board = np.array([*flop, turn, river], dtype=np.int64)
    showdowns._board_values(
        board, cards, first, second, valid, tables.weights, tables.key_rank, values
    )
    below, upto, unqualified = (np.zeros(showdowns.PAIRS, dtype=np.int64) for _ in range(3))
    showdowns._board_counts(first, second, valid, values, qualifying, below, upto, unqualified)
    return {
        (int(cards[a]), int(cards[b])): (int(below[h]), int(upto[h]), int(unqualified[h]))
        for h, (a, b) in enumerate(zip(first, second, strict=True))
        if valid[h]
    }


def test_canonical_flops_cover_every_flop_once() -> None:
    flops, sizes = showdowns.canonical_flops()
    assert len(flops) == 1_755
    assert int(sizes.sum()) == 22_100


def test_starting_classes_hold_every_two_card_hand() -> None:
    sizes = showdowns.starting_class_sizes()
    names = showdowns.starting_class_names()
    assert len(names) == len(set(names)) == showdowns.STARTING_CLASSES
    assert int(sizes.sum()) == 1_326
    assert sizes[names.index("AA")] == 6
    assert sizes[names.index("AKs")] == 4
    assert sizes[names.index("72o")] == 12
    # A card's number is rank × 4 + suit: the ace of clubs is 48, the king of clubs 44.
    assert names[showdowns.starting_class(48, 44)] == "AKs"
    assert names[showdowns.starting_class(48, 45)] == "AKo"
    assert names[showdowns.starting_class(0, 1)] == "22"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_board_counts_match_every_dealer_hand_compared(seed: int) -> None:
    rng = random.Random(seed)
    deck = rng.sample(range(52), 5)
    flop, turn, river = sorted(deck[:3]), deck[3], deck[4]
    pair_of_fours = _dense([8, 9, 0, 5, 14])  # 4c 4d 2c 3d 5h: the lowest pair of fours
    kernel = _counts_of_the_kernel(flop, turn, river, pair_of_fours)
    assert len(kernel) == 1_081
    # Every hole pair's counts are checked for a sample (the long way is slow); the sample
    # always holds the best and the worst hand beside this board.
    holes = sorted(kernel, key=lambda hole: kernel[hole][1])
    sample = [holes[0], holes[-1], *rng.sample(holes, 6)]
    for hole in sample:
        assert kernel[hole] == _counts_the_long_way(flop, turn, river, hole, pair_of_fours), hole


def test_every_dealer_hand_is_counted_once() -> None:
    counts = _counts_of_the_kernel([0, 17, 34], 51, 22, qualifying=0)
    for below, upto, unqualified in counts.values():
        assert 0 <= below <= upto <= showdowns.DEALER_HANDS
        assert unqualified == 0


def test_an_outlook_on_a_full_board_counts_the_990_dealer_hands() -> None:
    flop, turn, river = [0, 17, 34], 51, 22
    counts = _counts_of_the_kernel(flop, turn, river, qualifying=0)
    below, upto, _ = counts[(4, 8)]
    found = showdowns.outlook((4, 8), (*flop, turn, river))
    assert (found.wins, found.ties, found.losses) == (below, upto - below, 990 - upto)


def test_an_outlook_after_the_turn_adds_up_every_river() -> None:
    hole, shown = (48, 49), (0, 17, 34, 51)  # Ac Ad beside 2c 6d Th Ks
    found = showdowns.outlook(hole, shown)
    rivers = [c for c in range(52) if c not in {*hole, *shown}]
    assert found.showdowns == len(rivers) * 990 == 46 * 990
    by_river = [showdowns.outlook(hole, (*shown, river)) for river in rivers]
    assert found.wins == sum(each.wins for each in by_river)
    assert found.losses == sum(each.losses for each in by_river)


def test_an_outlook_after_the_flop_adds_up_every_turn_and_river() -> None:
    hole, shown = (48, 49), (0, 17, 34)
    found = showdowns.outlook(hole, shown)
    assert found.showdowns == 1_081 * 990
    turns = [c for c in range(52) if c not in {*hole, *shown}]
    by_turn = [showdowns.outlook(hole, (*shown, turn)) for turn in turns]
    # Each turn and river pair comes twice, once each way round.
    assert 2 * found.wins == sum(each.wins for each in by_turn)
    assert 2 * found.losses == sum(each.losses for each in by_turn)


def test_an_outlook_refuses_cards_that_are_not_a_hand_and_a_board() -> None:
    with pytest.raises(ValueError, match="two hole cards"):
        showdowns.outlook((1, 1), (0, 17, 34))
    with pytest.raises(ValueError, match="two hole cards"):
        showdowns.outlook((1, 2), (0, 17))
