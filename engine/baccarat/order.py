"""Coups dealt to order: a coup that shows a row of the tableau, a winner, a natural, a
pair or a pay line, reproducibly from a seeded ``random.Random``, in the shoe's own
proportions.

Every coup is one of the 10**6 sequences of six points of ``engine.baccarat.analysis.coups``
with its exact weight; a target is a mask over them (numpy, a few milliseconds, then
cached), so ``possible`` is exact and ``deal_to_order`` never fails where it says yes. A
sequence is drawn by its weight, then each card by its points from what is left of the
shoe (a 0 is a ten or a face, as the shoe holds them). The pairs are by rank: for a pair
of 0s the sequence's weight is scaled by the chance that the second 0 is of the first's
rank (near the shoe's proportions; the mask, and so ``possible``, is exact).

``tableau_targets`` lists a target for every square of the tableau (96),
``tableau_cells`` one for every decision it makes (28: a drill covers the tableau within a
few dozen coups) and ``pay_line_targets`` one for every pay line of a house's bets.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, fields
from decimal import Decimal

import numpy as np
import numpy.typing as npt

from engine.baccarat.analysis import Coups, coups
from engine.baccarat.players import BaccaratPlayer
from engine.baccarat.round import Ending, Round, Winner, ending_of
from engine.baccarat.rules import PAY_FIELDS, BaccaratRules, Bet
from engine.baccarat.tableau import RANKS_OF_POINTS, banker_draws
from engine.cards import CARDS, Card
from engine.dealing import CannotDeal
from engine.money import parse_amount

__all__ = [
    "BaccaratTarget",
    "CannotDeal",
    "deal_to_order",
    "ending_of",
    "meets",
    "pay_line_targets",
    "possible",
    "tableau_cells",
    "tableau_targets",
]

_POINT_FIELDS = ("player_first", "banker_first", "player_third", "player_total", "banker_total")


@dataclass(frozen=True, kw_only=True)
class BaccaratTarget:
    """What a coup dealt to order must show; ``None`` means any.

    ``player_first`` and ``banker_first`` are the two-card totals; ``player_draws`` and
    ``banker_draws`` whether each draws a third card; ``player_third`` the points of the
    Player's third card (so a row of the tableau is ``banker_first`` with
    ``player_third``); ``player_total`` and ``banker_total`` the final totals; ``margin``
    the winner's points over the loser's; ``player_pair`` and ``banker_pair`` whether a
    hand's first two cards are of one rank. Raises ``ValueError`` for a value out of range.
    """

    ending: Ending | None = None
    winner: Winner | None = None
    natural: bool | None = None
    player_first: int | None = None
    banker_first: int | None = None
    player_draws: bool | None = None
    banker_draws: bool | None = None
    player_third: int | None = None
    player_total: int | None = None
    banker_total: int | None = None
    margin: int | None = None
    player_pair: bool | None = None
    banker_pair: bool | None = None

    def __post_init__(self) -> None:
        # Frozen: normalised values are written past the dataclass's guard, so that equal
        # targets are equal values (and cache alike) however the caller gave them.
        if self.ending is not None:
            object.__setattr__(self, "ending", Ending(self.ending))
        if self.winner is not None:
            object.__setattr__(self, "winner", Winner(self.winner))
        for name in (*_POINT_FIELDS, "margin"):
            value = getattr(self, name)
            if value is not None and not 0 <= int(value) <= 9:
                raise ValueError(f"{name} is 0 to 9 points, not {value}")
        if self.player_third is not None and self.player_draws is False:
            raise ValueError("a Player who stands has no third card")

    def __str__(self) -> str:
        asked = [
            f"{each.name}={getattr(self, each.name)}"
            for each in fields(self)
            if getattr(self, each.name) is not None
        ]
        return "(" + (", ".join(asked) or "any coup") + ")"


def meets(round_: Round, target: BaccaratTarget) -> bool:
    """Whether the complete ``round_`` shows every field of ``target``."""
    if not round_.complete:
        return False
    shown = {
        "ending": ending_of(round_),
        "winner": round_.winner,
        "natural": round_.natural,
        "player_first": round_.player_first,
        "banker_first": round_.banker_first,
        "player_draws": len(round_.player) == 3,
        "banker_draws": len(round_.banker) == 3,
        "player_third": round_.player_third,
        "player_total": round_.player_total,
        "banker_total": round_.banker_total,
        "margin": round_.margin,
        "player_pair": round_.player_pair,
        "banker_pair": round_.banker_pair,
    }
    return all(getattr(target, name) in (None, value) for name, value in shown.items())


_ENDINGS = {
    Ending.NATURAL_PLAYER: (True, Winner.PLAYER),
    Ending.NATURAL_BANKER: (True, Winner.BANKER),
    Ending.NATURAL_TIE: (True, Winner.TIE),
    Ending.PLAYER: (False, Winner.PLAYER),
    Ending.BANKER: (False, Winner.BANKER),
    Ending.TIE: (False, Winner.TIE),
}


def _mask(c: Coups, target: BaccaratTarget) -> npt.NDArray[np.bool_]:
    keep: npt.NDArray[np.bool_] = c.weight > 0
    natural, winner = target.natural, target.winner
    if target.ending is not None:
        ending_natural, ending_winner = _ENDINGS[target.ending]
        keep &= c.natural == ending_natural
        keep &= _winner(c, ending_winner)
    if natural is not None:
        keep &= c.natural == natural
    if winner is not None:
        keep &= _winner(c, winner)
    for name in _POINT_FIELDS:
        value = getattr(target, name)
        if value is not None:
            keep &= getattr(c, name) == value
    if target.player_draws is not None:
        keep &= (c.player_cards == 3) == target.player_draws
    if target.banker_draws is not None:
        keep &= (c.banker_cards == 3) == target.banker_draws
    if target.margin is not None:
        keep &= np.abs(c.player_total - c.banker_total) == target.margin
    for wanted, first, second in ((target.player_pair, 0, 2), (target.banker_pair, 1, 3)):
        if wanted is None:
            continue
        same = c.points[:, first] == c.points[:, second]
        # Two 0s may be of one rank or not; two equal points of another value are a pair.
        keep &= same if wanted else (~same | (c.points[:, first] == 0))
    return keep


def _winner(c: Coups, winner: Winner) -> npt.NDArray[np.bool_]:
    if winner is Winner.PLAYER:
        return c.player_total > c.banker_total
    if winner is Winner.BANKER:
        return c.banker_total > c.player_total
    tied: npt.NDArray[np.bool_] = c.player_total == c.banker_total
    return tied


@functools.lru_cache(maxsize=512)
def _choices(
    decks: int, target: BaccaratTarget
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """The sequences meeting ``target`` and their cumulative sampling weights."""
    c = coups(decks)
    chosen = np.flatnonzero(_mask(c, target))
    weight = c.weight[chosen].astype(np.float64)
    zero_kind, same_rank = 16 * decks - 1, 4 * decks - 1
    for wanted, first, second in ((target.player_pair, 0, 2), (target.banker_pair, 1, 3)):
        if wanted is None:
            continue
        zeros = (c.points[chosen, first] == 0) & (c.points[chosen, second] == 0)
        share = same_rank / zero_kind if wanted else 1 - same_rank / zero_kind
        weight = np.where(zeros, weight * share, weight)
    return chosen, np.cumsum(weight)


def possible(rules: BaccaratRules, target: BaccaratTarget) -> bool:
    """Whether a coup from the house's shoe can meet ``target``."""
    return len(_choices(rules.decks, target)[0]) > 0


def _card(
    points: int, left: list[int], rng: random.Random, *, rank: int | None, not_rank: int | None
) -> Card:
    ranks = [each for each in RANKS_OF_POINTS[points] if rank in (None, each) and each != not_rank]
    cards = [CARDS[each * 4 + suit] for each in ranks for suit in range(4)]
    chosen = rng.choices(cards, weights=[left[each] for each in cards])[0]
    left[chosen] -= 1
    return chosen


def deal_to_order(
    rules: BaccaratRules, target: BaccaratTarget, rng: random.Random, *, ante: Decimal
) -> tuple[Round, BaccaratPlayer]:
    """A complete coup meeting every field of ``target``, from the house's shoe, and the
    way it was played (the tableau's). ``ante`` is checked as a stake and otherwise not
    used: the bets are ``settle``'s.

    The coup is entered by hand (``seed`` ``None``), so it replays from its history. The
    same rules, target and state of ``rng`` give the same coup. Raises ``CannotDeal``
    when no coup meets the target (exactly when ``possible`` says so); ``BadAmount`` for
    an ante that is no stake.
    """
    parse_amount(ante, name="ante")
    chosen, cumulative = _choices(rules.decks, target)
    if not len(chosen):
        raise CannotDeal(f"no coup {target} can be dealt under {rules.name}")
    c = coups(rules.decks)
    pick = int(np.searchsorted(cumulative, rng.random() * cumulative[-1], side="right"))
    index = int(chosen[min(pick, len(chosen) - 1)])
    player_drew, banker_drew = c.player_cards[index] == 3, c.banker_cards[index] == 3
    used = 4 + int(player_drew) + int(banker_drew)
    left = [rules.decks] * len(CARDS)
    cards: list[Card] = []
    for k in range(used):
        rank = not_rank = None
        pair = target.player_pair if k == 2 else target.banker_pair if k == 3 else None
        if pair is not None:
            first = cards[k - 2].rank
            rank, not_rank = (first, None) if pair else (None, first)
        cards.append(_card(int(c.points[index, k]), left, rng, rank=rank, not_rank=not_rank))
    player = (cards[0], cards[2], *cards[4 : 4 + int(player_drew)])
    banker = (cards[1], cards[3], *cards[4 + int(player_drew) : used])
    round_ = Round(player=player, banker=banker, decks=rules.decks)
    if not meets(round_, target):
        raise AssertionError(f"a coup dealt to order for {target} does not meet it")
    return round_, BaccaratPlayer.TABLEAU


def tableau_targets() -> tuple[BaccaratTarget, ...]:
    """A target for every row of the tableau: the Player's two-card totals 0 to 7 (does
    he draw), then each Banker total 0 to 7 after a Player who stood and beside each
    third card 0 to 9 (does the Banker draw): 8 + 8 + 80 targets."""
    player = [BaccaratTarget(natural=False, player_first=total) for total in range(8)]
    stood = [
        BaccaratTarget(natural=False, banker_first=total, player_draws=False) for total in range(8)
    ]
    drew = [
        BaccaratTarget(natural=False, banker_first=total, player_third=third)
        for total in range(8)
        for third in range(10)
    ]
    return (*player, *stood, *drew)


def tableau_cells() -> tuple[BaccaratTarget, ...]:
    """The tableau as a dealer learns it, one target a decision: the Player on each
    two-card total 0 to 7 (8); the Banker on each total 0 to 7 after a Player who stood
    (8); and after a Player who drew, the Banker on each total 0 to 7, drawing and
    standing apart where the third card decides (0-2 always draw, 7 always stands: 12).
    28 cells, so a drill that deals each once has shown every decision of the tableau
    within a few dozen coups; each cell's third cards come in the shoe's proportions."""
    player = [BaccaratTarget(natural=False, player_first=total) for total in range(8)]
    stood = [
        BaccaratTarget(natural=False, banker_first=total, player_draws=False) for total in range(8)
    ]
    drew = [
        BaccaratTarget(natural=False, banker_first=total, player_draws=True, banker_draws=draws)
        for total in range(8)
        for draws in (True, False)
        if any(banker_draws(total, third) is draws for third in range(10))
    ]
    return (*player, *stood, *drew)


def pay_line_targets(rules: BaccaratRules) -> dict[str, BaccaratTarget]:
    """A target for every pay line of the bets the house offers, keyed ``bet:line``: each
    main bet's win, push and loss (the Banker's win on 6 and three-card 7 apart where the
    house pays them apart), each side bet's win, the Dragon Bonus's every line. A line
    whose pay the house has not published is left out: it cannot be settled."""
    lines: dict[str, BaccaratTarget] = {
        "player:win": BaccaratTarget(winner=Winner.PLAYER),
        "player:tie": BaccaratTarget(winner=Winner.TIE),
        "player:lose": BaccaratTarget(winner=Winner.BANKER),
        # A natural Banker win is paid 1 to 1 (less the commission) at every house.
        "banker:win": BaccaratTarget(ending=Ending.NATURAL_BANKER),
        "banker:tie": BaccaratTarget(winner=Winner.TIE),
        "banker:lose": BaccaratTarget(winner=Winner.PLAYER),
        "tie:win": BaccaratTarget(winner=Winner.TIE),
        "tie:lose": BaccaratTarget(winner=Winner.PLAYER),
    }
    if rules.banker_six_pays != 1:
        lines["banker:win_on_6"] = BaccaratTarget(winner=Winner.BANKER, banker_total=6)
    dragon_7 = BaccaratTarget(winner=Winner.BANKER, banker_draws=True, banker_total=7)
    if rules.three_card_seven_pushes:
        lines["banker:three_card_7"] = dragon_7
    if rules.offered(Bet.PLAYER_PAIR):
        lines["player_pair:win"] = BaccaratTarget(player_pair=True)
        lines["player_pair:lose"] = BaccaratTarget(player_pair=False)
    if rules.offered(Bet.BANKER_PAIR):
        lines["banker_pair:win"] = BaccaratTarget(banker_pair=True)
        lines["banker_pair:lose"] = BaccaratTarget(banker_pair=False)
    if rules.offered(Bet.SUPER_SIX):
        lines["super_six:win"] = BaccaratTarget(winner=Winner.BANKER, banker_total=6)
    if rules.offered(Bet.DRAGON_7):
        lines["dragon_7:win"] = dragon_7
    if rules.offered(Bet.PANDA_8):
        lines["panda_8:win"] = BaccaratTarget(
            winner=Winner.PLAYER, player_draws=True, player_total=8
        )
    for bet, winner in ((Bet.DRAGON_PLAYER, Winner.PLAYER), (Bet.DRAGON_BANKER, Winner.BANKER)):
        if not rules.offered(bet):
            continue
        lines[f"{bet}:natural_win"] = BaccaratTarget(natural=True, winner=winner)
        lines[f"{bet}:natural_tie"] = BaccaratTarget(ending=Ending.NATURAL_TIE)
        for margin, _odds in rules.dragon_bonus or ():
            lines[f"{bet}:win_by_{margin}"] = BaccaratTarget(
                natural=False, winner=winner, margin=margin
            )
    return {name: target for name, target in lines.items() if _payable(rules, name)}


def _payable(rules: BaccaratRules, line: str) -> bool:
    """Whether the house has published what ``line`` (``bet:line``) pays."""
    bet = Bet(line.split(":")[0])
    if line == "banker:win":
        return rules.commission is not None
    if bet in PAY_FIELDS:
        if getattr(rules, PAY_FIELDS[bet]) is None:
            return False
        return not line.endswith("natural_win") or rules.dragon_natural_pays is not None
    return True
