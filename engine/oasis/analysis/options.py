"""The expected value of every option of one hand against the dealer's up card."""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction
from itertools import combinations
from typing import Any

import numpy as np

from engine.analysis import kernels
from engine.analysis.tables import CATEGORY_COUNT, value_tables
from engine.cards import CARDS, Card, ensure_distinct, parse_cards
from engine.errors import CardError, RulesIncomplete
from engine.hands import Category
from engine.oasis.round import HAND_SIZE, Rules

# Switch sizes valued exactly unless the caller asks otherwise: one to three cards take
# about 20 ms together; four cards add about 0.3 s and five about 4 s (enumerating C(46, 5)
# replacement sets), so those two are sampled by default.
EXACT_SIZES = (1, 2, 3)
# Replacement sets drawn for a switch size valued by sampling. Each draw is valued exactly
# against every dealer hand, so the error comes from the replacements alone.
SAMPLES = 2_000

NOTES = {
    "after_switch_table_unknown": (
        "the house pays a lower table after a switch and its figures are not known: "
        "a switch cannot be valued until they are entered"
    ),
    "dealer_buy_left_out": (
        "the values leave out buying the dealer a card: they are those of a player who "
        "never buys one, a lower bound of what the hand is worth"
    ),
}


class Choice(enum.StrEnum):
    RAISE = "raise"
    FOLD = "fold"
    SWITCH = "switch"


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One option of a hand and what it is worth, in antes per ante, fee included.

    ``expected`` is the value as a float (``None`` when it cannot be known, see ``note``);
    ``exact`` the same value as a ``Fraction`` when every replacement and dealer hand was
    enumerated, ``None`` for a sampled estimate, whose standard error is ``error`` over
    ``samples`` replacement sets. After a switch the player raises or folds, whichever is
    worth more for the cards drawn (raises where the variant forbids the fold);
    ``raise_probability`` is how often that is a raise.
    """

    choice: Choice
    discard: tuple[Card, ...] = ()
    fee: Decimal = Decimal(0)
    expected: float | None = None
    exact: Fraction | None = None
    error: float = 0.0
    samples: int = 0
    raise_probability: float | None = None
    note: str | None = None

    @property
    def is_exact(self) -> bool:
        return self.exact is not None

    @property
    def label(self) -> str:
        """Short English text: "raise", "fold", "switch 3c 4d"."""
        if self.choice is Choice.SWITCH:
            return "switch " + " ".join(str(card) for card in self.discard)
        return self.choice.value


def _cards(hand: str | Iterable[int], up_card: str | int) -> tuple[tuple[Card, ...], Card]:
    cards = parse_cards(hand) if isinstance(hand, str) else tuple(CARDS[int(c)] for c in hand)
    up = parse_cards(up_card)[0] if isinstance(up_card, str) else CARDS[int(up_card)]
    if len(cards) != HAND_SIZE:
        raise CardError(f"a hand has five cards, not {len(cards)}", code="hand_size")
    ensure_distinct((*cards, up))
    return cards, up


def win_net(rules: Rules, *, switched: bool) -> np.ndarray:
    """What a win pays per ante (ante 1 + raise 2 × odds), by category index."""
    pays = np.zeros(CATEGORY_COUNT, dtype=np.int64)
    for category in Category:
        if category >= Category.ACE_KING:
            pays[category] = 1 + 2 * rules.raise_odds(category, switched=switched)
    return pays


def switch_value_known(rules: Rules) -> bool:
    """Whether a switched round can be valued (False while a lower after-switch table is
    unknown, as for the Nicaraguan houses)."""
    return not (rules.lower_pays_after_switch and rules.after_switch_pays is None)


def hand_options(
    rules: Rules,
    hand: str | Sequence[int],
    up_card: str | int,
    *,
    exact_sizes: Iterable[int] = EXACT_SIZES,
    samples: int = SAMPLES,
    seed: int | None = None,
) -> list[OptionValue]:
    """Every option of ``hand`` (five cards) against the dealer's ``up_card`` under ``rules``:
    raise, fold, then each switch the variant allows, by number of cards and in the hand's
    order. The bonus side bet is not part of these values.

    Switches of the sizes in ``exact_sizes`` are valued exactly; others are estimated from
    ``samples`` random replacement sets (``seed``, derived from the cards when omitted, makes
    the estimate repeatable). Raises ``CardError`` for a hand that is not five distinct
    cards or that holds the up card, ``ValueError`` for fewer than two samples.
    """
    cards, up = _cards(hand, up_card)
    if samples < 2:
        raise ValueError(f"a sampled estimate needs at least two samples, not {samples}")
    tables = value_tables()
    allowed = np.zeros(6, dtype=np.bool_)
    exact = np.zeros(6, dtype=np.bool_)
    wanted = set(exact_sizes)
    known = switch_value_known(rules)
    if rules.allows_switching:
        for k in rules.switch_fees:
            if 1 <= k <= HAND_SIZE:
                allowed[k] = known
                exact[k] = k in wanted
    if seed is None:
        seed = sum(int(c) * 52**i for i, c in enumerate(sorted((*cards, up))))
    plain, sums, sets, raises, squares = kernels.hand_options(
        np.array(cards, dtype=np.int64),
        int(up),
        tables.weights,
        tables.key_rank,
        tables.categories,
        tables.qualifying,
        win_net(rules, switched=False),
        win_net(rules, switched=True) if known else win_net(rules, switched=False),
        allowed,
        exact,
        rules.fold_after_switch,
        rules.full_switch_forces_raise,
        samples,
        seed % 2**32,
    )
    raise_ev = Fraction(int(plain), kernels.ALL_HIDDEN)
    options = [
        OptionValue(Choice.RAISE, expected=float(raise_ev), exact=raise_ev),
        OptionValue(Choice.FOLD, expected=-1.0, exact=Fraction(-1)),
    ]
    note = "dealer_buy_left_out" if rules.dealer_buy_fee is not None else None
    for k in sorted(rules.switch_fees) if rules.allows_switching else ():
        fee = rules.switch_fees[k]
        for positions in combinations(range(HAND_SIZE), k):
            discard = tuple(cards[i] for i in positions)
            if not known:
                options.append(
                    OptionValue(Choice.SWITCH, discard, fee, note="after_switch_table_unknown")
                )
                continue
            s = sum(1 << i for i in positions)
            total = math.comb(kernels.UNKNOWN - k, kernels.HIDDEN)
            n = int(sets[s])
            raising = int(raises[s]) / n
            if exact[k]:
                value = Fraction(int(sums[s]), n * total) - Fraction(fee)
                options.append(
                    OptionValue(
                        Choice.SWITCH,
                        discard,
                        fee,
                        expected=float(value),
                        exact=value,
                        raise_probability=raising,
                        note=note,
                    )
                )
            else:
                mean = int(sums[s]) / (n * total)
                variance = max(float(squares[s]) / n - mean * mean, 0.0)
                options.append(
                    OptionValue(
                        Choice.SWITCH,
                        discard,
                        fee,
                        expected=mean - float(fee),
                        error=math.sqrt(variance / (n - 1)) if n > 1 else math.inf,
                        samples=n,
                        raise_probability=raising,
                        note=note,
                    )
                )
    if note is not None:
        options = [option if option.note else replace(option, note=note) for option in options]
    return options


def best_option(
    rules: Rules,
    hand: str | Sequence[int],
    up_card: str | int,
    *,
    exact_sizes: Iterable[int] = EXACT_SIZES,
    samples: int = SAMPLES,
    seed: int | None = None,
) -> OptionValue:
    """The option of ``hand_options`` worth the most (exact values compared exactly; on a tie
    the earlier in its list: raise before fold before switches, fewer cards first). Options
    that cannot be valued are passed over. Takes ``hand_options``' keyword arguments."""
    return best_of(
        hand_options(rules, hand, up_card, exact_sizes=exact_sizes, samples=samples, seed=seed)
    )


def best_of(options: Sequence[OptionValue]) -> OptionValue:
    """The option worth the most among ``options`` (exact values compared exactly; on a tie
    the earlier in the list); options that cannot be valued are passed over."""
    best = None
    for option in options:
        if option.expected is None:
            continue
        if best is None or option_worth(option) > option_worth(best):
            best = option
    if best is None:  # raise and fold are always known
        raise RulesIncomplete("no option could be valued", code="no_option")
    return best


def options_to_data(options: Iterable[OptionValue]) -> list[dict[str, Any]]:
    """``options`` as plain JSON data (cards by name, the fee and an exact value as strings),
    so that an analysis made once can be kept with what it was made for."""
    return [
        {
            "choice": option.choice.value,
            "discard": " ".join(str(card) for card in option.discard),
            "fee": str(option.fee),
            "expected": option.expected,
            "exact": None if option.exact is None else str(option.exact),
            "error": option.error,
            "samples": option.samples,
            "raise_probability": option.raise_probability,
            "note": option.note,
        }
        for option in options
    ]


def options_from_data(data: Iterable[Mapping[str, Any]]) -> list[OptionValue]:
    """The options that ``options_to_data`` wrote."""
    return [
        OptionValue(
            choice=Choice(item["choice"]),
            discard=parse_cards(item["discard"]),
            fee=Decimal(item["fee"]),
            expected=item["expected"],
            exact=None if item["exact"] is None else Fraction(item["exact"]),
            error=item["error"],
            samples=item["samples"],
            raise_probability=item["raise_probability"],
            note=item["note"],
        )
        for item in data
    ]


def option_worth(option: OptionValue) -> Fraction | float:
    """What ``option`` is worth: its exact value where known, else its estimate.

    Raises ``RulesIncomplete`` for an option that could not be valued (see its ``note``).
    """
    if option.exact is not None:
        return option.exact
    if option.expected is None:
        raise RulesIncomplete(option.note or "this option cannot be valued", code="no_value")
    return option.expected
