"""A variant's return table under its optimal strategy, counted exactly."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

import numpy as np

from engine.analysis import kernels
from engine.analysis.tables import (
    BINOMIAL,
    RANK_COUNT,
    dead_club_masks,
    dealer_flushes,
    dealer_patterns,
    rank_classes,
    value_tables,
)
from engine.errors import RulesIncomplete
from engine.hands import Category
from engine.oasis.analysis.options import switch_value_known, win_net
from engine.oasis.round import Rules

Progress = Callable[[int, int], object]


@functools.cache
def canonical_hands() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One hand per class of the 2,598,960 under permutations of diamonds, hearts and spades.

    Returns the hands (int64[n, 5], cards ascending), each class's size, and each hand's
    rank class (an index into ``rank_classes()``).
    """
    hands, sizes = kernels.canonical_hands()
    classes = rank_classes()
    rank_keys = (5 ** (hands >> 2)).sum(axis=1)
    rank_class = np.searchsorted(classes.keys[: classes.five], rank_keys)
    return hands, sizes, rank_class.astype(np.int64)


# Switch sizes the table's strategy considers. Larger switches are valued per hand by
# ``hand_options``; counting them here would break the published convention of one
# replacement card per combination (see the package docstring).
TABLE_SWITCH_SIZES = (1,)
_CHUNKS = 64
_EVENT_SLUGS = {
    kernels.NOT_QUALIFIED: "dealer_not_qualified",
    kernels.PUSH: "push",
    kernels.DEALER_WINS: "dealer_wins",
    kernels.FOLD: "fold",
}


@dataclass(frozen=True, slots=True)
class ReturnRow:
    """One event of a return table: its result per ante (fee included), how many of the
    table's combinations end that way, and its share of them and of the return."""

    event: str
    switched: bool
    net: Decimal
    combinations: int
    probability: Fraction
    return_: Fraction


@dataclass(frozen=True, slots=True)
class ReturnTable:
    """A variant's return table: every event's combinations, and the summary figures.

    ``house_edge`` is the player's expected loss per ante; ``average_total_bet`` the ante,
    raise and fee a round puts at risk on average; ``element_of_risk`` the first over the
    second; ``switch_probability`` how often the optimal player switches. All exact.
    ``switch_sizes`` are the switch sizes the strategy chooses among (with standing pat);
    ``notes`` are codes of ``engine.oasis.analysis.NOTES`` that qualify the figures.
    """

    variant: str
    name: str
    rows: tuple[ReturnRow, ...]
    total_combinations: int
    house_edge: Fraction
    average_total_bet: Fraction
    element_of_risk: Fraction
    switch_probability: Fraction
    switch_sizes: tuple[int, ...]
    notes: tuple[str, ...] = ()


def _event_slug(index: int) -> str:
    if index < kernels.WIN_ROWS:
        return "win_" + Category(index).slug
    return _EVENT_SLUGS[index]


def _row_order() -> list[int]:
    wins = [c.value for c in Category if c >= Category.ACE_KING]
    return [*wins, kernels.NOT_QUALIFIED, kernels.PUSH, kernels.DEALER_WINS, kernels.FOLD]


def _net(index: int, rules: Rules, *, switched: bool, fee: Decimal) -> Decimal:
    if index < kernels.WIN_ROWS:
        base = Decimal(1 + 2 * rules.raise_odds(Category(index), switched=switched))
    else:
        base = {
            kernels.NOT_QUALIFIED: Decimal(1),
            kernels.PUSH: Decimal(0),
            kernels.DEALER_WINS: Decimal(-3),
            kernels.FOLD: Decimal(-1),
        }[index]
    return base - fee if switched else base


def _table_setting(rules: Rules) -> dict[str, Any]:
    """The variant's figures as the table kernel takes them."""
    switching = rules.allows_switching and 1 in rules.switch_fees
    if switching and not switch_value_known(rules):
        raise RulesIncomplete(
            f"{rules.name} pays a lower table after a switch and its figures are not known: "
            "its return table cannot be computed until they are entered",
            code="after_switch_table_unknown",
        )
    fee = Fraction(rules.switch_fees[1]) if switching else Fraction(0)
    return {
        "win_plain": win_net(rules, switched=False),
        "win_switched": win_net(rules, switched=switching),
        "switching": switching,
        "scale": fee.denominator,
        "fee_scaled": fee.numerator,
        "fold_after": rules.fold_after_switch,
        "multiplier": kernels.REPLACEMENTS if switching else 1,
    }


def _up_card_tables(up_rank: int, *, switching: bool) -> dict[str, Any]:
    """The tables of one club up card: dealer rank patterns per dead rank class, and the
    flush correction per set of dead club ranks."""
    values = value_tables()
    classes = rank_classes()
    patterns = dealer_patterns(up_rank)
    counts = classes.counts if switching else classes.counts[: classes.five]
    dead_masks, mask_row = dead_club_masks(up_rank, 6 if switching else 5)
    flush_masks, flush_values = dealer_flushes(up_rank)
    return {
        "cum": kernels.pattern_cumulative(
            counts, up_rank, patterns.ranks, patterns.mults, BINOMIAL
        ),
        "below": patterns.below,
        "fix": kernels.flush_correction(dead_masks, flush_masks, flush_values, values.count),
        "mask_row": mask_row,
    }


def return_table(rules: Rules, *, progress: Progress | None = None) -> ReturnTable:
    """The return table of ``rules`` under the optimal strategy: for every player hand and
    up card, the best of standing pat (raise or fold) and each one-card switch (then raise
    or fold, whichever is worth more for the card drawn, where the variant allows the fold).

    Combinations are counted as published: player hand × up card × four hidden dealer cards,
    and where the variant switches, × the replacement card from the 42 undealt ones (a round
    without a switch counts 42 times, so both kinds add up to C(52,5)·47·C(46,4)·42).
    Ties between options go to standing pat, then to the first card of the hand switched;
    a raise worth exactly a fold is played. ``progress(done, total)`` is called after each of
    the 13 up-card ranks. Raises ``RulesIncomplete`` where a switched round cannot be
    valued (an unknown after-switch pay table). About 2 s for Caribbean Stud and 15 s for
    an Oasis variant on two cores (``bench/analysis.py``), 300 MB of memory.
    """
    setting = _table_setting(rules)
    values = value_tables()
    classes = rank_classes()
    hands, sizes, hand_classes = canonical_hands()
    found = np.zeros(2 * kernels.EVENTS, dtype=np.int64)
    if progress is not None:
        progress(0, RANK_COUNT)
    for up_rank in range(RANK_COUNT):
        up_tables = _up_card_tables(up_rank, switching=setting["switching"])
        found += kernels.table_counts(
            hands,
            sizes,
            hand_classes,
            up_rank * 4,
            values.weights,
            values.key_rank,
            values.categories,
            values.qualifying,
            classes.add_rank,
            up_tables["cum"],
            up_tables["below"],
            up_tables["fix"],
            up_tables["mask_row"],
            setting["win_plain"],
            setting["win_switched"],
            setting["switching"],
            setting["scale"],
            setting["fee_scaled"],
            setting["fold_after"],
            setting["multiplier"],
            _CHUNKS,
        )
        del up_tables
        if progress is not None:
            progress(up_rank + 1, RANK_COUNT)
    # Each club up card stands for the four up cards of its rank.
    counts = [4 * int(n) for n in found]
    return _summarise(rules, counts, switching=setting["switching"])


def _summarise(rules: Rules, counts: list[int], *, switching: bool) -> ReturnTable:
    total = sum(counts)
    fee = rules.switch_fees[1] if switching else Decimal(0)
    rows = []
    edge = Fraction(0)
    bet = Fraction(0)
    switched_share = Fraction(0)
    for switched in (False, True) if switching else (False,):
        offset = kernels.EVENTS if switched else 0
        for index in _row_order():
            combinations = counts[offset + index]
            if not combinations:
                continue
            net = _net(index, rules, switched=switched, fee=fee if switched else Decimal(0))
            probability = Fraction(combinations, total)
            rows.append(
                ReturnRow(
                    event=_event_slug(index),
                    switched=switched,
                    net=net,
                    combinations=combinations,
                    probability=probability,
                    return_=probability * Fraction(net),
                )
            )
            edge -= probability * Fraction(net)
            raised = 0 if index == kernels.FOLD else 2
            bet += probability * (1 + raised + (Fraction(fee) if switched else 0))
            if switched:
                switched_share += probability
    notes = ("dealer_buy_left_out",) if rules.dealer_buy_fee is not None else ()
    return ReturnTable(
        variant=rules.slug,
        name=rules.name,
        rows=tuple(rows),
        total_combinations=total,
        house_edge=edge,
        average_total_bet=bet,
        element_of_risk=edge / bet,
        switch_probability=switched_share,
        switch_sizes=TABLE_SWITCH_SIZES if switching else (),
        notes=notes,
    )


def return_table_to_dict(table: ReturnTable) -> dict[str, Any]:
    """``table`` as plain JSON data: the figures as floats, ``combinations`` and
    ``total_combinations`` as exact integers, ``net`` as a decimal string (antes)."""
    return {
        "variant": table.variant,
        "name": table.name,
        "total_combinations": table.total_combinations,
        "house_edge": float(table.house_edge),
        "average_total_bet": float(table.average_total_bet),
        "element_of_risk": float(table.element_of_risk),
        "switch_probability": float(table.switch_probability),
        "switch_sizes": list(table.switch_sizes),
        "notes": list(table.notes),
        "rows": [
            {
                "event": row.event,
                "switched": row.switched,
                "net": str(row.net),
                "combinations": row.combinations,
                "probability": float(row.probability),
                "return": float(row.return_),
            }
            for row in table.rows
        ],
    }


def table_option_values(rules: Rules, hand: tuple[int, ...], up_club: int) -> list[int]:
    """The table kernel's values of one hand against a club up card: standing pat, then
    switching each card, in units of 1 / (scale × 46 × C(45, 4)) ante. For cross-checks of
    the two methods; ``hand_options`` is the interface for one hand."""
    if up_club & 3:
        raise ValueError("the table kernel takes a club up card")
    setting = _table_setting(rules)
    values = value_tables()
    classes = rank_classes()
    up_tables = _up_card_tables(up_club >> 2, switching=setting["switching"])
    ordered = np.array(sorted(hand), dtype=np.int64)
    key = int((5 ** (ordered >> 2)).sum())
    rank_class = int(np.searchsorted(classes.keys[: classes.five], key))
    out = np.zeros(6, dtype=np.int64)
    events = np.zeros((6, kernels.EVENTS), dtype=np.int64)
    kernels.table_hand(
        ordered,
        up_club,
        rank_class,
        values.weights,
        values.key_rank,
        values.categories,
        values.qualifying,
        classes.add_rank,
        up_tables["cum"],
        up_tables["below"],
        up_tables["fix"],
        up_tables["mask_row"],
        setting["win_plain"],
        setting["win_switched"],
        setting["switching"],
        setting["scale"],
        setting["fee_scaled"],
        setting["fold_after"],
        setting["multiplier"],
        out,
        events,
    )
    return [int(v) for v in out]
