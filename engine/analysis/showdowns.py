"""Every showdown of a game dealt on a Hold'em board against a dealer's two cards, counted
after each flop: the ground on which the main games of Ultimate Texas Hold'em, Texas Hold'em
Bonus and Casino Hold'em are valued under their best strategy.

What the player decides on (two hole cards; the flop; the turn; the river) leaves unseen
cards whose every deal is equally likely, so the value of a decision is a sum over deals,
and the best strategy picks, at each decision, the option with the larger sum. All of it
rests on one count: for two hole cards P and a full board, how many of the dealer's
C(45, 2) = 990 two-card hands are worth less than P's seven cards, how many the same, and
how many do not qualify. This module counts that for every P and every board, and hands
each board's counts to the game, which sums what it needs (``on_board``) and decides what
the flop allows (``on_flop``).

How it counts, exactly and in a few minutes:

- Flops are taken one per class under the 24 permutations of the suits (1,755 classes of
  the 22,100 flops), each with its class's size: a permutation of the suits maps every deal
  after a flop to a deal after its class's flop with the same values.
- After a flop, 49 cards are left; every turn and river (1,176 pairs of them) makes a board,
  and every pair of the 47 cards still left (1,081) is valued once as hole cards: the best
  of the 21 five-card subsets, in ``engine.analysis.tables``' dense values (the evaluator's
  order).
- The 1,081 pairs are swept in value order while counting, for each card, the pairs seen
  that hold it. The dealer's hands worth less than P are the pairs seen less those holding
  one of P's cards, and only P holds both (inclusion and exclusion); the same for the
  hands worth no more than P and for the hands below the qualifying value.

A game's hooks are compiled functions (numba) with these signatures:

- ``on_board(state, turn, river, first, second, valid, values, below, upto, unqualified,
  params)``: one board's counts. ``turn`` and ``river`` are indexes of the 49 cards left
  (0..48); the hole pairs are indexed 0..1,175 as pairs of those cards (``first``,
  ``second``), ``valid`` marks the 1,081 that avoid the turn and river; for those,
  ``values`` is the dense value, ``below``/``upto`` the dealer hands worth less / no more,
  ``unqualified`` the dealer hands below ``qualifying``. ``state`` is the game's own
  ``int64[rows, 1176]`` sums for this flop, zeroed before it.
- ``on_flop(state, out, params)``: once the flop's boards are all counted, write each hole
  pair's results into ``out`` (``int64[1176, width]``).

``sweep`` then adds the rows of every flop into each of the 169 starting-hand classes
(pairs, suited, offsuit), weighted by the flop's class size: the player's first decision
is made on his two cards alone, so it is taken on those sums.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from numba import njit, prange

from engine.analysis.tables import FLUSH_OFFSET, value_tables
from engine.hands import Category, HandValue
from engine.pay import odds_on

LEFT = 49  # cards left after the flop
PAIRS = LEFT * (LEFT - 1) // 2  # 1,176: hole pairs (and turn-river pairs) of those cards
DEALER_HANDS = math.comb(45, 2)  # 990: the dealer's hands beside hole cards and a board
STARTING_CLASSES = 169  # 13 pairs, 78 suited, 78 offsuit
_SUITS = 4
_CARDS = 52


@functools.cache
def canonical_flops() -> tuple[np.ndarray, np.ndarray]:
    """One flop per class under the 24 permutations of the suits (the smallest as sorted
    card numbers), and each class's size: 1,755 flops whose sizes sum to 22,100."""
    sizes: dict[tuple[int, ...], int] = {}
    permutations = list(itertools.permutations(range(_SUITS)))
    for flop in itertools.combinations(range(_CARDS), 3):
        smallest = min(
            tuple(sorted(card - card % _SUITS + perm[card % _SUITS] for card in flop))
            for perm in permutations
        )
        sizes[smallest] = sizes.get(smallest, 0) + 1
    flops = sorted(sizes)
    return (
        np.array(flops, dtype=np.int64),
        np.array([sizes[flop] for flop in flops], dtype=np.int64),
    )


def starting_class(first: int, second: int) -> int:
    """The index (0..168) of two hole cards' class: a pair (13), or two ranks suited or
    offsuit (78 each)."""
    high, low = max(first // _SUITS, second // _SUITS), min(first // _SUITS, second // _SUITS)
    if high == low:
        return high
    index = high * (high - 1) // 2 + low  # 0..77 over the pairs of distinct ranks
    suited = first % _SUITS == second % _SUITS
    return 13 + index + (0 if suited else 78)


@functools.cache
def starting_class_names() -> tuple[str, ...]:
    """The class of each index as a floor writes it: "AA", "AKs", "72o"."""
    ranks = "23456789TJQKA"
    names = [ranks[r] * 2 for r in range(13)]
    distinct = [(high, low) for high in range(13) for low in range(high)]
    names += [ranks[high] + ranks[low] + "s" for high, low in distinct]
    names += [ranks[high] + ranks[low] + "o" for high, low in distinct]
    return tuple(names)


@functools.cache
def starting_class_sizes() -> np.ndarray:
    """How many two-card hands each class holds: 6 a pair, 4 suited, 12 offsuit."""
    sizes = np.zeros(STARTING_CLASSES, dtype=np.int64)
    for first, second in itertools.combinations(range(_CARDS), 2):
        sizes[starting_class(first, second)] += 1
    sizes.flags.writeable = False  # shared by every caller
    return sizes


@njit(cache=True)
def _pair_cards():
    first = np.empty(PAIRS, dtype=np.int64)
    second = np.empty(PAIRS, dtype=np.int64)
    index = np.full((LEFT, LEFT), -1, dtype=np.int64)
    n = 0
    for a in range(LEFT):
        for b in range(a + 1, LEFT):
            first[n] = a
            second[n] = b
            index[a, b] = n
            index[b, a] = n
            n += 1
    return first, second, index


@njit(cache=True, inline="always")
def _value(key, flush, key_rank):
    return key_rank[key + FLUSH_OFFSET] if flush else key_rank[key]


@njit(cache=True, inline="always")
def _subset(board, skip, also_skip, weights):
    """The key of the board's cards but those at ``skip`` and ``also_skip`` (-1: none), and
    their one suit (-1 when mixed)."""
    key = 0
    suit = -2
    for i in range(5):
        if i in (skip, also_skip):
            continue
        key += weights[board[i]]
        s = board[i] & 3
        suit = s if suit == -2 else (suit if suit == s else -1)
    return key, suit


@njit(cache=True, inline="always")
def _cards_left(flop):
    """The 49 cards the flop leaves, in order (the sweep's local card numbers)."""
    cards = np.empty(LEFT, dtype=np.int64)
    n = 0
    for card in range(52):
        if card != flop[0] and card != flop[1] and card != flop[2]:
            cards[n] = card
            n += 1
    return cards


@njit(cache=True, inline="always")
def _mark_valid(first, second, turn, river, valid):
    """Which hole pairs avoid the turn and the river (local card numbers)."""
    for h in range(PAIRS):
        valid[h] = (
            first[h] != turn and first[h] != river and second[h] != turn and second[h] != river
        )


@njit(cache=True)
def _board_values(board, cards, first, second, valid, weights, key_rank, values):
    """The dense value of every valid hole pair's best five of seven beside ``board``."""
    # The board's subsets of five, four and three cards: their key and their one suit
    # (-1 when mixed), so each hole pair costs 21 look-ups and a few additions.
    key5 = 0
    for i in range(5):
        key5 += weights[board[i]]
    suit0 = board[0] & 3
    same5 = True
    for i in range(1, 5):
        if board[i] & 3 != suit0:
            same5 = False
    best5 = _value(key5, same5, key_rank)
    keys4 = np.empty(5, dtype=np.int64)
    suits4 = np.empty(5, dtype=np.int64)
    for out in range(5):
        keys4[out], suits4[out] = _subset(board, out, -1, weights)
    keys3 = np.empty(10, dtype=np.int64)
    suits3 = np.empty(10, dtype=np.int64)
    n = 0
    for a in range(5):
        for b in range(a + 1, 5):
            keys3[n], suits3[n] = _subset(board, a, b, weights)
            n += 1
    for h in range(PAIRS):
        if not valid[h]:
            continue
        c1 = cards[first[h]]
        c2 = cards[second[h]]
        w1 = weights[c1]
        w2 = weights[c2]
        s1 = c1 & 3
        s2 = c2 & 3
        best = best5
        for i in range(5):
            v = _value(keys4[i] + w1, suits4[i] == s1, key_rank)
            if v > best:
                best = v
            v = _value(keys4[i] + w2, suits4[i] == s2, key_rank)
            if v > best:
                best = v
        both = s1 == s2
        for i in range(10):
            v = _value(keys3[i] + w1 + w2, both and suits3[i] == s1, key_rank)
            if v > best:
                best = v
        values[h] = best


@njit(cache=True)
def _board_counts(first, second, valid, values, qualifying, below, upto, unqualified):
    """For every valid hole pair P: the valid pairs disjoint from P worth less than P, no
    more than P, and less than ``qualifying`` (inclusion and exclusion over P's cards)."""
    order = np.argsort(values[valid])
    holes = np.nonzero(valid)[0][order]
    seen_with = np.zeros(LEFT, dtype=np.int64)  # pairs seen so far holding each card
    seen = 0
    # The counts below the qualifying value, taken as the sweep passes it.
    passed = False
    unqualified_total = 0
    unqualified_with = np.zeros(LEFT, dtype=np.int64)
    n = holes.shape[0]
    start = 0
    while start < n:
        value = values[holes[start]]
        if value >= qualifying and not passed:
            passed = True
            unqualified_total = seen
            unqualified_with[:] = seen_with
        end = start
        while end < n and values[holes[end]] == value:
            end += 1
        for k in range(start, end):
            h = holes[k]
            below[h] = seen - seen_with[first[h]] - seen_with[second[h]]
        for k in range(start, end):
            h = holes[k]
            seen += 1
            seen_with[first[h]] += 1
            seen_with[second[h]] += 1
        for k in range(start, end):
            h = holes[k]
            # P itself is among the pairs seen, holding both its cards: counted once,
            # taken off twice, so once added back.
            upto[h] = seen - seen_with[first[h]] - seen_with[second[h]] + 1
        start = end
    if not passed:
        unqualified_total = seen
        unqualified_with[:] = seen_with
    for k in range(n):
        h = holes[k]
        mine = 1 if values[h] < qualifying else 0
        unqualified[h] = (
            unqualified_total - unqualified_with[first[h]] - unqualified_with[second[h]] + mine
        )


@njit(parallel=True)
def _sweep_flops(
    flops, weights, key_rank, qualifying, state_rows, width, on_board, on_flop, params
):
    first, second, _ = _pair_cards()
    results = np.zeros((flops.shape[0], PAIRS, width), dtype=np.int64)
    for f in prange(flops.shape[0]):
        cards = _cards_left(flops[f])
        board = np.empty(5, dtype=np.int64)
        board[0] = flops[f, 0]
        board[1] = flops[f, 1]
        board[2] = flops[f, 2]
        state = np.zeros((state_rows, PAIRS), dtype=np.int64)
        valid = np.empty(PAIRS, dtype=np.bool_)
        values = np.zeros(PAIRS, dtype=np.int64)
        below = np.zeros(PAIRS, dtype=np.int64)
        upto = np.zeros(PAIRS, dtype=np.int64)
        unqualified = np.zeros(PAIRS, dtype=np.int64)
        for b in range(PAIRS):
            turn = first[b]
            river = second[b]
            board[3] = cards[turn]
            board[4] = cards[river]
            _mark_valid(first, second, turn, river, valid)
            _board_values(board, cards, first, second, valid, weights, key_rank, values)
            _board_counts(first, second, valid, values, qualifying, below, upto, unqualified)
            on_board(
                state, turn, river, first, second, valid, values, below, upto, unqualified, params
            )
        on_flop(state, results[f], params)
    return results


@dataclass(frozen=True)
class Hooks:
    """What a game sweeps with: its compiled ``on_board`` and ``on_flop``, the rows of its
    state and the columns of its results, the dealer's qualifying dense value (0: he
    always qualifies) and its ``params`` (``int64``: its pays, scaled to whole numbers)."""

    on_board: Callable[..., None]
    on_flop: Callable[..., None]
    state_rows: int
    width: int
    qualifying: int
    params: np.ndarray

    def run(self, flops: np.ndarray) -> np.ndarray:
        """The results after each of ``flops`` (``int64[n, 1176, width]``)."""
        tables = value_tables()
        results: np.ndarray = _sweep_flops(
            flops,
            tables.weights,
            tables.key_rank,
            self.qualifying,
            self.state_rows,
            self.width,
            self.on_board,
            self.on_flop,
            self.params,
        )
        return results


@dataclass(frozen=True)
class StartingSums:
    """A game's per-hole results summed over every flop, turn, river and dealer hand, for
    each of the 169 starting-hand classes (``sums[class, column]``, exact integers), and
    the share of the 22,100 flops they were swept over (1 but for a test's sample)."""

    sums: np.ndarray
    flops_share: Fraction

    def deals(self, k: int | None = None) -> Fraction:
        """How many deals of two cards and a flop the sums stand for: of class ``k``, or
        of every class (each two-card hand beside its 19,600 flops, times the share)."""
        hands = math.comb(52, 2) if k is None else int(self.sizes[k])
        return hands * math.comb(50, 3) * self.flops_share

    @property
    def names(self) -> tuple[str, ...]:
        return starting_class_names()

    @property
    def sizes(self) -> np.ndarray:
        """How many two-card hands each class holds."""
        return starting_class_sizes()


# The canonical flops are swept in this many runs, for a progress bar between them.
RUNS = 27


def sweep(
    hooks: Hooks,
    *,
    flops: slice = slice(None),
    progress: Callable[[int, int], None] | None = None,
) -> StartingSums:
    """Run a game's hooks over every canonical flop (``flops``: a slice of them, for a
    test's sample) and sum each hole pair's results into its starting-hand class.
    ``progress(done, total)`` hears of each run of flops swept."""
    chosen, sizes = canonical_flops()
    chosen, sizes = chosen[flops], sizes[flops]
    first, second, _ = _pair_cards()
    sums = np.zeros((STARTING_CLASSES, hooks.width), dtype=np.int64)
    runs = np.array_split(np.arange(len(chosen)), min(RUNS, len(chosen)))
    for done, run in enumerate(runs, start=1):
        results = hooks.run(chosen[run])
        for flop, size, result in zip(chosen[run], sizes[run], results, strict=True):
            cards = np.array([c for c in range(_CARDS) if c not in set(flop.tolist())])
            classes = [
                starting_class(int(cards[a]), int(cards[b]))
                for a, b in zip(first, second, strict=True)
            ]
            np.add.at(sums, classes, result * size)
        if progress is not None:
            progress(done, len(runs))
    return StartingSums(sums=sums, flops_share=Fraction(int(sizes.sum()), math.comb(52, 3)))


def by_value(pays: Callable[[Category], int]) -> np.ndarray:
    """``pays(category)`` for every dense value (``int64[7462]``): the category as Hold'em
    names it, Ace-King a high-card hand."""
    categories = value_tables().categories
    return np.array(
        [pays(Category.HIGH_CARD if c == Category.ACE_KING else Category(c)) for c in categories],
        dtype=np.int64,
    )


# ``paid_hooks``' params: the qualifying value, the scale that makes the table whole, then
# what the table pays on each dense value (scaled).
QUALIFYING, SCALE, PAYS = 0, 1, 2


def paid_hooks(
    table: Sequence[tuple[Category, Fraction]],
    qualifies: Callable[[HandValue], bool],
    *,
    on_board: Callable[..., None],
    on_flop: Callable[..., None],
    state_rows: int,
    width: int,
) -> Hooks:
    """Hooks whose ``params`` are a pay table by category (a line not on it pays 0) and the
    dealer's qualifying value, as ``QUALIFYING``, ``SCALE`` and ``PAYS`` place them: the
    table is scaled by its odds' common denominator (a 3 to 2 makes halves), so every sum
    stays a whole number."""
    odds = {category: odds_on(table, category) or Fraction(0) for category in Category}
    scale = math.lcm(*(each.denominator for each in odds.values()))
    pays = by_value(lambda category: int(odds[category] * scale))
    qualifying = lowest_value(qualifies)
    return Hooks(
        on_board=on_board,
        on_flop=on_flop,
        state_rows=state_rows,
        width=width,
        qualifying=qualifying,
        params=np.concatenate(([qualifying, scale], pays)).astype(np.int64),
    )


def lowest_value(qualifies: Callable[[HandValue], bool]) -> int:
    """The lowest dense value whose hand ``qualifies``: the dealer's hands below it do not
    qualify, every hand from it up does (``ValueError`` when the rule is not of that
    shape)."""
    marks = [qualifies(HandValue(int(value))) for value in value_tables().values]
    lowest = marks.index(True) if True in marks else len(marks)
    if not all(marks[lowest:]):
        raise ValueError("a dealer qualifies from one hand up, not on and off")
    return lowest


def one_flop(hooks: Hooks, flop: tuple[int, ...]) -> dict[frozenset[int], np.ndarray]:
    """A game's results after one flop (any three cards), for every hole pair beside it,
    keyed by the pair's two card numbers: what one dealt situation is worth, without the
    sweep of every flop (a fraction of a second)."""
    results = hooks.run(np.array([sorted(flop)], dtype=np.int64))[0]
    cards = [c for c in range(_CARDS) if c not in flop]
    first, second, _ = _pair_cards()
    return {
        frozenset((cards[a], cards[b])): results[h]
        for h, (a, b) in enumerate(zip(first, second, strict=True))
    }


def one_board(hooks: Hooks, board: tuple[int, ...]) -> dict[frozenset[int], np.ndarray]:
    """What a game's ``on_board`` adds up for one full board (flop, turn, river), for every
    hole pair beside it: its ``state`` column, keyed by the pair's two card numbers."""
    tables = value_tables()
    flop, turn_card, river_card = sorted(board[:3]), board[3], board[4]
    cards = np.array([c for c in range(_CARDS) if c not in flop], dtype=np.int64)
    first, second, _ = _pair_cards()
    turn = int(np.nonzero(cards == turn_card)[0][0])
    river = int(np.nonzero(cards == river_card)[0][0])
    valid = np.array([{a, b}.isdisjoint({turn, river}) for a, b in zip(first, second, strict=True)])
    values = np.zeros(PAIRS, dtype=np.int64)
    below, upto, unqualified = (np.zeros(PAIRS, dtype=np.int64) for _ in range(3))
    everything = np.array([*flop, turn_card, river_card], dtype=np.int64)
    _board_values(everything, cards, first, second, valid, tables.weights, tables.key_rank, values)
    _board_counts(first, second, valid, values, hooks.qualifying, below, upto, unqualified)
    state = np.zeros((hooks.state_rows, PAIRS), dtype=np.int64)
    hooks.on_board(
        state, turn, river, first, second, valid, values, below, upto, unqualified, hooks.params
    )
    return {
        frozenset((int(cards[first[h]]), int(cards[second[h]]))): state[:, h]
        for h in range(PAIRS)
        if valid[h]
    }


@njit(cache=True)
def _outlook_counts(flop, turn_card, river_card, hole_first, hole_second, weights, key_rank):
    """The showdowns ``hole`` wins and loses over every board beside ``flop`` that holds
    the turn and river cards given (-1: still to come), and every dealer hand."""
    first, second, index = _pair_cards()
    cards = _cards_left(flop)
    a = b = -1
    for i in range(LEFT):
        if cards[i] == hole_first:
            a = i
        if cards[i] == hole_second:
            b = i
    mine_index = index[a, b]
    board = np.empty(5, dtype=np.int64)
    board[:3] = flop
    valid = np.empty(PAIRS, dtype=np.bool_)
    values = np.zeros(PAIRS, dtype=np.int64)
    wins = 0
    losses = 0
    for run in range(PAIRS):
        turn, river = first[run], second[run]
        if turn in (a, b) or river in (a, b):
            continue
        if turn_card >= 0 and cards[turn] != turn_card and cards[river] != turn_card:
            continue
        if river_card >= 0 and cards[turn] != river_card and cards[river] != river_card:
            continue
        board[3] = cards[turn]
        board[4] = cards[river]
        _mark_valid(first, second, turn, river, valid)
        _board_values(board, cards, first, second, valid, weights, key_rank, values)
        mine = values[mine_index]
        for h in range(PAIRS):
            if not valid[h] or first[h] == a or first[h] == b or second[h] == a or second[h] == b:
                continue
            if values[h] < mine:
                wins += 1
            elif values[h] > mine:
                losses += 1
    return wins, losses


@dataclass(frozen=True)
class Outlook:
    """How two hole cards fare from where the player stands: over every way the board's
    cards still to come and the dealer's two cards can fall, the showdowns he wins, ties
    and loses."""

    wins: int
    ties: int
    losses: int

    @property
    def showdowns(self) -> int:
        return self.wins + self.ties + self.losses


def outlook(hole: tuple[int, int], shown: tuple[int, ...]) -> Outlook:
    """The ``Outlook`` of ``hole`` (two card numbers) beside the board cards ``shown``
    (the flop, the flop and turn, or all five): a fraction of a second."""
    if not 3 <= len(shown) <= 5 or len({*hole, *shown}) != len(shown) + 2:
        raise ValueError("two hole cards and three to five other board cards")
    tables = value_tables()
    turn, river = (*shown[3:], -1, -1)[:2]
    wins, losses = _outlook_counts(
        np.array(shown[:3], dtype=np.int64), turn, river, *hole, tables.weights, tables.key_rank
    )
    runouts = (math.comb(47, 2), 46, 1)[len(shown) - 3]
    total = runouts * DEALER_HANDS
    return Outlook(wins=int(wins), ties=total - int(wins) - int(losses), losses=int(losses))
