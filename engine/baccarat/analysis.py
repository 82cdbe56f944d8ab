"""Exact returns of every baccarat bet, by enumerating the shoe by points.

A coup is decided by the first six cards of the shoe (the unused ones aside), and a card's
points are all the tableau reads, so every coup is one of the 10**6 sequences of six
points, each drawn from the shoe with its multiplicity: a shoe of ``d`` decks holds 16d
cards of 0 points and 4d of each other. A sequence's weight is the number of ordered
six-card draws that give it (the product of the cards left of each point as it comes), so
the weights sum to N (N-1) ... (N-5) with N = 52d, and every count below is an exact
integer in that unit: the "combinations" the Wizard of Odds tabulates. numpy plays the
tableau on all 10**6 sequences at once (a fraction of a second, once per shoe).

The pairs need ranks, not points: the first two cards of a hand are of one rank with
probability 13 (4d) (4d - 1) / (N (N - 1)), whatever else the coup holds.

Figures the tests reproduce, eight decks: Wizard of Odds, "Baccarat": the Banker 1.0579 %,
the Player 1.2351 %, the Tie at 8 to 1 14.3596 % (at 9 to 1 4.8440 %), the pairs at 11 to
1 10.3614 %; casinoexploit.com: the combinations of a Banker, Player and Tie win, eight
and six decks; Wizard of Odds, "EZ Baccarat": the Banker 1.0183 %, the Dragon 7 7.6113 %,
the Panda 8 10.1876 %; Eliot Jacobson (888casino): the no-commission Banker (1 to 2 on
6) 1.4581 %; LeoVegas: the Super 6 at 12 to 1 29.98 %; Wizard of Odds, "Baccarat side
bets": the Dragon Bonus, each line's combinations, 2.6517 % on the Player and 9.3731 % on
the Banker.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from engine.baccarat.rules import PAY_FIELDS, BaccaratRules, Bet, known
from engine.baccarat.tableau import banker_draws
from engine.errors import RulesIncomplete

CARDS_IN_COUP = 6
Array = npt.NDArray[np.int64]


def shoe_points(decks: int) -> tuple[int, ...]:
    """How many cards of each number of points a shoe of ``decks`` holds.

    >>> shoe_points(8)
    (128, 32, 32, 32, 32, 32, 32, 32, 32, 32)
    """
    return (16 * decks,) + (4 * decks,) * 9


def draws(decks: int) -> int:
    """The ordered six-card draws from the shoe: the unit of every count here."""
    return math.perm(52 * decks, CARDS_IN_COUP)


# The tableau as a lookup: _BANKER_DRAWS[banker's two-card total, player's third + 1],
# column 0 for a Player who stood (naturals are stopped before it is read).
_BANKER_DRAWS = np.array(
    [
        [
            banker_draws(total, None if third < 0 else third) if total < 8 else False
            for third in range(-1, 10)
        ]
        for total in range(10)
    ],
    dtype=bool,
)


@dataclass(frozen=True, slots=True)
class Coups:
    """Every sequence of six points and how its coup goes, as parallel arrays: the
    sequence (``points``, one row each), its ``weight``, the hands' two-card totals
    (``player_first``, ``banker_first``), the Player's third card (-1: none), the final
    totals and the cards each hand holds (2 or 3)."""

    points: npt.NDArray[np.int8]
    weight: Array
    player_first: Array
    banker_first: Array
    player_third: Array
    player_total: Array
    banker_total: Array
    player_cards: Array
    banker_cards: Array

    @property
    def natural(self) -> npt.NDArray[np.bool_]:
        return (self.player_first >= 8) | (self.banker_first >= 8)

    def count(self, mask: npt.NDArray[np.bool_]) -> int:
        """The draws of the coups in ``mask``."""
        return int(self.weight[mask].sum())


@functools.cache
def coups(decks: int) -> Coups:
    """Every coup a shoe of ``decks`` can deal, by the points of its first six cards."""
    grid = np.indices((10,) * CARDS_IN_COUP, dtype=np.int8).reshape(CARDS_IN_COUP, -1).T
    grid = np.ascontiguousarray(grid)
    left = np.array(shoe_points(decks), dtype=np.int64)
    weight = np.ones(len(grid), dtype=np.int64)
    for k in range(CARDS_IN_COUP):
        column = grid[:, k]
        earlier = (grid[:, :k] == column[:, None]).sum(axis=1)
        weight *= np.maximum(left[column] - earlier, 0)
    p1, b1, p2, b2, fifth, sixth = (grid[:, k].astype(np.int64) for k in range(CARDS_IN_COUP))
    player_first, banker_first = (p1 + p2) % 10, (b1 + b2) % 10
    natural = (player_first >= 8) | (banker_first >= 8)
    player_drew = ~natural & (player_first <= 5)
    player_third = np.where(player_drew, fifth, -1)
    banker_card = np.where(player_drew, sixth, fifth)
    banker_drew = ~natural & _BANKER_DRAWS[banker_first, player_third + 1]
    for array in (grid, weight):
        array.flags.writeable = False
    return Coups(
        points=grid,
        weight=weight,
        player_first=player_first,
        banker_first=banker_first,
        player_third=player_third,
        player_total=np.where(player_drew, (player_first + fifth) % 10, player_first),
        banker_total=np.where(banker_drew, (banker_first + banker_card) % 10, banker_first),
        player_cards=2 + player_drew,
        banker_cards=2 + banker_drew,
    )


@dataclass(frozen=True, slots=True)
class Event:
    """One line of a bet's return table: what it ``pays`` to 1 (0 a push, -1 a loss)
    and the ordered six-card draws that give it."""

    name: str
    pays: Fraction
    combinations: int


@dataclass(frozen=True, slots=True)
class BetReturn:
    """A bet's exact return table under one house's rules."""

    bet: Bet
    events: tuple[Event, ...]
    total: int

    @property
    def expected(self) -> Fraction:
        """The expected net result of a unit stake."""
        return (
            sum((each.pays * each.combinations for each in self.events), Fraction(0)) / self.total
        )

    @property
    def house_edge(self) -> Fraction:
        """The house's edge, a fraction of the bet."""
        return -self.expected

    def probability(self, name: str) -> Fraction:
        return Fraction(
            next(each.combinations for each in self.events if each.name == name), self.total
        )


def _table(bet: Bet, total: int, lines: list[tuple[str, Fraction, int]]) -> BetReturn:
    events = [Event(name, pays, count) for name, pays, count in lines]
    events.append(Event("loss", Fraction(-1), total - sum(count for _, _, count in lines)))
    return BetReturn(bet, tuple(each for each in events if each.combinations), total)


def bet_return(rules: BaccaratRules, bet: Bet | str) -> BetReturn:
    """The exact return table of ``bet`` under ``rules`` (the commission at its exact
    rate, before any rounding to chips). Raises ``RulesIncomplete`` for a pay the house
    has not published, ``ValueError`` for a bet it does not offer."""
    bet = Bet(bet)
    if not rules.offered(bet):
        raise ValueError(f"{rules.name} offers no {bet} bet")
    c = coups(rules.decks)
    total = draws(rules.decks)
    player_wins = c.player_total > c.banker_total
    banker_wins = c.banker_total > c.player_total
    tie = c.player_total == c.banker_total
    if bet is Bet.PLAYER:
        return _table(
            bet,
            total,
            [("win", Fraction(1), c.count(player_wins)), ("tie", Fraction(0), c.count(tie))],
        )
    if bet is Bet.BANKER:
        return _table(bet, total, _banker_lines(rules, c, banker_wins, tie))
    if bet is Bet.TIE:
        return _table(
            bet, total, [("win", Fraction(known(rules, "tie_pays", rules.tie_pays)), c.count(tie))]
        )
    if bet in (Bet.PLAYER_PAIR, Bet.BANKER_PAIR):
        pair_pays = Fraction(known(rules, "pair_pays", rules.pair_pays))
        same_rank = 4 * rules.decks
        pairs = (
            13 * same_rank * (same_rank - 1) * math.perm(52 * rules.decks - 2, CARDS_IN_COUP - 2)
        )
        return _table(bet, total, [("pair", pair_pays, pairs)])
    if bet in (Bet.DRAGON_PLAYER, Bet.DRAGON_BANKER):
        return _table(bet, total, _dragon_lines(rules, c, bet))
    field = PAY_FIELDS[bet]
    side_pays = Fraction(known(rules, field, getattr(rules, field)))
    wins = {
        Bet.SUPER_SIX: banker_wins & (c.banker_total == 6),
        Bet.DRAGON_7: banker_wins & (c.banker_cards == 3) & (c.banker_total == 7),
        Bet.PANDA_8: player_wins & (c.player_cards == 3) & (c.player_total == 8),
    }[bet]
    return _table(bet, total, [("win", side_pays, c.count(wins))])


def _banker_lines(
    rules: BaccaratRules, c: Coups, banker_wins: npt.NDArray[np.bool_], tie: npt.NDArray[np.bool_]
) -> list[tuple[str, Fraction, int]]:
    lines = [("tie", Fraction(0), c.count(tie))]
    plain = banker_wins
    if rules.three_card_seven_pushes:
        seven = banker_wins & (c.banker_cards == 3) & (c.banker_total == 7)
        lines.append(("three-card 7", Fraction(0), c.count(seven)))
        plain = plain & ~seven
    if rules.banker_six_pays != 1:
        six = plain & (c.banker_total == 6)
        lines.append(("win on 6", rules.banker_six_pays, c.count(six)))
        plain = plain & ~six
    rate = known(rules, "commission", rules.commission)
    lines.append(("win", 1 - Fraction(rate), c.count(plain)))
    return lines


def _dragon_lines(rules: BaccaratRules, c: Coups, bet: Bet) -> list[tuple[str, Fraction, int]]:
    table = known(rules, "dragon_bonus", rules.dragon_bonus)
    natural_pays = known(rules, "dragon_natural_pays", rules.dragon_natural_pays)
    mine, theirs = (
        (c.player_total, c.banker_total)
        if bet is Bet.DRAGON_PLAYER
        else (c.banker_total, c.player_total)
    )
    natural = c.natural
    lines = [
        (f"win by {margin}", Fraction(odds), c.count(~natural & (mine - theirs == margin)))
        for margin, odds in table
    ]
    lines.append(("natural win", Fraction(natural_pays), c.count(natural & (mine > theirs))))
    lines.append(("natural tie", Fraction(0), c.count(natural & (mine == theirs))))
    return lines


def house_edge(rules: BaccaratRules, bet: Bet | str) -> Fraction:
    """The house's edge on ``bet`` under ``rules``, a fraction of the bet (as
    ``bet_return``).

    >>> from engine.baccarat.variants import PUNTO_BANCO
    >>> round(float(house_edge(PUNTO_BANCO, "player")) * 100, 4)
    1.2351
    """
    return bet_return(rules, bet).house_edge


def return_table(rules: BaccaratRules) -> Mapping[Bet, BetReturn | RulesIncomplete]:
    """Every bet the house offers, its return table, or the refusal naming the figure
    the house has not published."""
    tables: dict[Bet, BetReturn | RulesIncomplete] = {}
    for bet in rules.offers:
        try:
            tables[bet] = bet_return(rules, bet)
        except RulesIncomplete as missing:
            tables[bet] = missing
    return tables
