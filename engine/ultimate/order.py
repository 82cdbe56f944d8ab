"""Ultimate Texas Hold'em rounds dealt to order: a round that shows a given ending, final
decision, player's category and dealer's qualification, with or without the Trips,
reproducibly from a seeded ``random.Random``, decided as a real kind of player decides it
(``engine.ultimate.players``).

A round is built in three draws: the player's seven cards (of the category asked, when one
is: ``engine.board.seven_of``), split at random into his two and the board; his kind of
player's decision with them; and last the dealer's two cards among the 990 left, valued
all at once and kept to those that give the ending and qualification asked. A draw that
cannot meet the target is drawn again, a bounded number of times.

``possible`` says yes only with a round in hand: it searches with a random generator of
its own (seeded by the rules and the target) and keeps the round it finds. When the
caller's generator finds none within its tries, ``deal_to_order`` deals that round with
its suits renamed at random, so it never fails where ``possible`` said yes. A target no
search finds (a player's royal flush that loses, a 3x play where every kind of player
plays 4x) is refused, most of them before any search.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from decimal import Decimal

import numpy as np

from engine import board
from engine.cards import Card
from engine.dealing import CannotDeal, distinct_players, target_text
from engine.hands import Category
from engine.money import parse_amount
from engine.ultimate.players import UltimatePlayer, play_as
from engine.ultimate.round import Decision, Ending, Round, dealer_qualifies, ending_of
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import settle

__all__ = [
    "CannotDeal",
    "Ending",
    "UltimateTarget",
    "deal_to_order",
    "ending_of",
    "meets",
    "possible",
]

# Draws of the caller's generator before the round ``possible`` found is dealt instead;
# draws of ``possible``'s own search before it says no.
TRIES = 200
SEARCH = 3000
# The final decisions each kind of player can make (the strategy player and the one who
# always raises play the most the house takes before the flop: "most").
_DECISIONS = {
    UltimatePlayer.STRATEGY: ("most", Decision.BET_2X, Decision.BET_1X, Decision.FOLD),
    UltimatePlayer.ALWAYS_RAISES: ("most",),
    UltimatePlayer.CHECKS_TO_RIVER: (Decision.BET_1X, Decision.FOLD),
}


@dataclass(frozen=True, kw_only=True)
class UltimateTarget:
    """What a round dealt to order must show; ``None`` means any.

    ``player`` is the Hold'em category of the player's best five; ``decision`` his final
    decision; ``dealer_qualifies`` whether the dealer's best five hold a pair or better;
    ``trips`` whether the Trips is placed (for the ante); ``players`` the kinds of player
    who may decide it. Values may be given as their strings ("flush", "tie", "2x").
    Raises ``ValueError`` for an unknown value, a category that is no Hold'em one
    (Ace-King) or no player at all.
    """

    ending: Ending | None = None
    decision: Decision | None = None
    player: Category | None = None
    dealer_qualifies: bool | None = None
    trips: bool = False
    players: tuple[UltimatePlayer, ...] = tuple(UltimatePlayer)

    def __post_init__(self) -> None:
        # Frozen: the normalised values are written past the dataclass's guard, so that
        # equal targets are equal values however the caller gave them.
        if self.ending is not None:
            object.__setattr__(self, "ending", Ending(self.ending))
        if self.decision is not None:
            object.__setattr__(self, "decision", Decision(self.decision))
        object.__setattr__(self, "player", board.target_category(self.player))
        object.__setattr__(self, "players", distinct_players(UltimatePlayer, self.players))

    def __str__(self) -> str:
        return target_text(self, tuple(UltimatePlayer))


def meets(round_: Round, target: UltimateTarget) -> bool:
    """Whether the decided ``round_`` shows every field of ``target`` (its ``players``
    aside: a round does not record who decided it)."""
    if round_.decision is None:
        return False
    return (
        target.ending in (None, ending_of(round_))
        and target.decision in (None, round_.decision)
        and target.player in (None, round_.player_category)
        and target.dealer_qualifies in (None, dealer_qualifies(round_.dealer_best[0]))
        and bool(round_.trips) == target.trips
    )


def _can_decide(rules: UltimateRules, player: UltimatePlayer, decision: Decision | None) -> bool:
    if decision is None:
        return True
    made = [
        Decision.bet(max(rules.preflop_multiples)) if each == "most" else each
        for each in _DECISIONS[player]
    ]
    return decision in made


def _players(rules: UltimateRules, target: UltimateTarget) -> tuple[UltimatePlayer, ...]:
    """The kinds of player who might make the target, as far as the rules alone say."""
    if target.trips and (not rules.offers_trips or rules.trips is None):
        return ()
    folded = target.ending is Ending.FOLD or target.decision is Decision.FOLD
    if folded and target.ending not in (None, Ending.FOLD):
        return ()
    if folded and target.decision not in (None, Decision.FOLD):
        return ()
    if target.player is Category.ROYAL_FLUSH and target.ending is Ending.DEALER:
        return ()
    if folded and target.trips and rules.trips_on_fold is None:
        return ()
    decision = Decision.FOLD if folded and target.decision is None else target.decision
    return tuple(each for each in target.players if _can_decide(rules, each, decision))


def _recipe(
    rules: UltimateRules, target: UltimateTarget, ante: Decimal
) -> board.OrderRecipe[Round, UltimatePlayer]:
    trips = ante if target.trips else Decimal(0)

    def dealt(hole: tuple[Card, ...], dealer: tuple[Card, ...], cards: tuple[Card, ...]) -> Round:
        return Round(ante=ante, player=hole, dealer=dealer, board=cards, trips=trips)

    def keep(decided: Round, values: np.ndarray) -> np.ndarray | None:
        if target.decision not in (None, decided.decision):
            return None
        folded = decided.decision is Decision.FOLD
        kept = board.dealer_kept(values, decided, folded=folded, ending=target.ending)
        if kept is None or target.dealer_qualifies is None:
            return kept
        pairs = (values >> 20) >= Category.PAIR
        return np.asarray(kept & (pairs == target.dealer_qualifies), dtype=bool)

    return board.OrderRecipe(
        players=_players(rules, target),
        category=target.player,
        dealt=dealt,
        play=lambda player, round_: play_as(player, round_, rules),
        keep=keep,
        settles=board.settles_with(lambda round_: settle(rules, round_)),
    )


@functools.lru_cache(maxsize=256)
def _witness(rules: UltimateRules, target: UltimateTarget) -> tuple[Round, UltimatePlayer] | None:
    """A round meeting ``target`` under ``rules``, found by a search of its own (the same
    rules and target always find the same one); ``None`` when the search finds none, or at
    once for a round no deal can give: a player who beats a qualifying dealer (a pair or
    better) with no pair (a search would try every draw in vain)."""
    beats_a_qualifier = target.ending is Ending.PLAYER and target.dealer_qualifies
    if beats_a_qualifier and target.player is Category.HIGH_CARD:
        return None
    return board.search(_recipe(rules, target, Decimal(1)), f"{rules!r}|{target!r}", SEARCH)


def possible(rules: UltimateRules, target: UltimateTarget) -> bool:
    """Whether a round meeting ``target`` is found under ``rules`` (and settles under
    them); yes only with such a round in hand (see the module docstring)."""
    return _witness(rules, target) is not None


def deal_to_order(
    rules: UltimateRules, target: UltimateTarget, rng: random.Random, *, ante: Decimal
) -> tuple[Round, UltimatePlayer]:
    """A decided round meeting every field of ``target`` under ``rules``, for ``ante`` (the
    Trips, when asked, for the ante too), and the kind of player who decided it.

    The round is entered by hand (``seed`` ``None``), so it replays from its history; it
    is the round ``play_as`` decides with that kind of player, and it settles under
    ``rules``. The same rules, target, ante and state of ``rng`` give the same round.
    Raises ``CannotDeal`` saying why when no round meets the target (exactly when
    ``possible`` says so); ``BadAmount`` for an ante that is no stake.

    >>> from engine.ultimate.variants import TRIPS_6_5
    >>> target = UltimateTarget(player="flush", ending="player", decision="2x")
    >>> round_, player = deal_to_order(TRIPS_6_5, target, random.Random(7), ante=Decimal(10))
    >>> round_.player_category.name, round_.decision.value, ending_of(round_).value
    ('FLUSH', '2x', 'player')
    """
    ante = parse_amount(ante, name="ante")
    witness = _witness(rules, target)
    if witness is None:
        raise CannotDeal(f"no round {target} can be dealt under {rules.name}")
    round_, player = board.deal_found(_recipe(rules, target, ante), witness, rng, TRIES)
    if not meets(round_, target):
        raise AssertionError(f"a round dealt to order for {target} does not meet it")
    return round_, player
