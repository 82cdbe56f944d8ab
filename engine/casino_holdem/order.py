"""Casino Hold'em rounds dealt to order: a round that shows a given ending, player's
category, dealer's category and AA Bonus, reproducibly from a seeded ``random.Random``,
decided as a real kind of player decides it (``engine.casino_holdem.players``).

A round is built as Ultimate Texas Hold'em's are: the player's seven cards (of the
category asked: ``engine.board.seven_of``), split at random into his two and the board;
his kind of player's decision on the flop; the dealer's two cards among the 990 left,
valued all at once and kept to those that give the ending and the dealer's category asked.
A draw that cannot meet the target is drawn again, a bounded number of times.

``possible`` says yes only with a round in hand, found by a search of its own (seeded by
the rules and the target); when the caller's generator finds none within its tries,
``deal_to_order`` deals that round with its suits renamed at random, so it never fails
where ``possible`` said yes.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from decimal import Decimal

import numpy as np

from engine import board
from engine.cards import Card
from engine.casino_holdem.players import CasinoHoldemPlayer, play_as
from engine.casino_holdem.round import Decision, Ending, Round, ending_of, qualifying
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import settle
from engine.dealing import CannotDeal, distinct_players, target_text
from engine.hands import Category
from engine.money import parse_amount
from engine.seven import holdem_category

__all__ = [
    "CannotDeal",
    "CasinoHoldemTarget",
    "Ending",
    "deal_to_order",
    "ending_of",
    "meets",
    "possible",
]

TRIES = 200
SEARCH = 3000


@dataclass(frozen=True, kw_only=True)
class CasinoHoldemTarget:
    """What a round dealt to order must show; ``None`` means any.

    ``player`` and ``dealer`` are the Hold'em categories of their best five of seven;
    ``aa_bonus`` whether the AA Bonus is placed (for the ante); ``players`` the kinds of
    player who may decide it. Values may be given as their strings ("flush", "tie").
    Raises ``ValueError`` for an unknown value, Ace-King as a category or no player.
    """

    ending: Ending | None = None
    player: Category | None = None
    dealer: Category | None = None
    aa_bonus: bool = False
    players: tuple[CasinoHoldemPlayer, ...] = tuple(CasinoHoldemPlayer)

    def __post_init__(self) -> None:
        # Frozen: the normalised values are written past the dataclass's guard, so that
        # equal targets are equal values however the caller gave them.
        if self.ending is not None:
            object.__setattr__(self, "ending", Ending(self.ending))
        object.__setattr__(self, "player", board.target_category(self.player))
        object.__setattr__(self, "dealer", board.target_category(self.dealer))
        object.__setattr__(self, "players", distinct_players(CasinoHoldemPlayer, self.players))

    def __str__(self) -> str:
        return target_text(self, tuple(CasinoHoldemPlayer))


def meets(round_: Round, target: CasinoHoldemTarget) -> bool:
    """Whether the decided ``round_`` shows every field of ``target`` (its ``players``
    aside: a round does not record who decided it)."""
    if round_.decision is None:
        return False
    return (
        target.ending in (None, ending_of(round_))
        and target.player in (None, round_.player_category)
        and target.dealer in (None, holdem_category(round_.dealer_best[0]))
        and bool(round_.aa_bonus) == target.aa_bonus
    )


def _players(
    rules: CasinoHoldemRules, target: CasinoHoldemTarget
) -> tuple[CasinoHoldemPlayer, ...]:
    """The kinds of player who might make the target, as far as the rules alone say."""
    if target.aa_bonus and (not rules.offers_aa_bonus or rules.aa_bonus is None):
        return ()
    if target.aa_bonus and target.ending is Ending.FOLD and rules.aa_bonus_on_fold is None:
        return ()
    if target.ending is Ending.FOLD:
        return tuple(each for each in target.players if each is not CasinoHoldemPlayer.ALWAYS_CALLS)
    if target.player is Category.ROYAL_FLUSH and target.ending is Ending.DEALER:
        return ()
    # Two pair or better always qualifies.
    strong = target.dealer is not None and target.dealer > Category.PAIR
    if strong and target.ending is Ending.NOT_QUALIFIED:
        return ()
    return target.players


def _keep(target: CasinoHoldemTarget, decided: Round, values: np.ndarray) -> np.ndarray | None:
    """Which of the dealer's hands (``values``) give the target beside the decided round;
    ``None`` when its decision already misses it. A dealer who does not qualify ends a
    called round whoever is higher; the other endings of a call need him to qualify."""
    folded = decided.decision is Decision.FOLD
    below = target.ending is Ending.NOT_QUALIFIED
    if below and folded:
        return None
    ending = None if below else target.ending
    kept = board.dealer_kept(values, decided, folded=folded, ending=ending, dealer=target.dealer)
    if kept is None or folded or target.ending is None:
        return kept
    qualifies = qualifying(values)
    return np.asarray(kept & (~qualifies if below else qualifies), dtype=bool)


def _recipe(
    rules: CasinoHoldemRules, target: CasinoHoldemTarget, ante: Decimal
) -> board.OrderRecipe[Round, CasinoHoldemPlayer]:
    bonus = ante if target.aa_bonus else Decimal(0)

    def dealt(hole: tuple[Card, ...], dealer: tuple[Card, ...], cards: tuple[Card, ...]) -> Round:
        return Round(ante=ante, player=hole, dealer=dealer, board=cards, aa_bonus=bonus)

    return board.OrderRecipe(
        players=_players(rules, target),
        category=target.player,
        dealt=dealt,
        play=lambda player, round_: play_as(player, round_, rules),
        keep=lambda decided, values: _keep(target, decided, values),
        settles=board.settles_with(lambda round_: settle(rules, round_)),
    )


@functools.lru_cache(maxsize=256)
def _witness(
    rules: CasinoHoldemRules, target: CasinoHoldemTarget
) -> tuple[Round, CasinoHoldemPlayer] | None:
    """A round meeting ``target`` under ``rules``, found by a search of its own (the same
    rules and target always find the same one); ``None`` when the search finds none, or at
    once when the house's rules rule it out (a win paid by an Ante table the house has not
    published settles no round: a search would try every draw in vain)."""
    if rules.ante is None and target.ending in (Ending.NOT_QUALIFIED, Ending.PLAYER):
        return None
    # Beating or tying a dealer who qualifies (a pair of fours or better) takes a pair at
    # least, and nothing beats a royal flush. Ruled out here, not searched for in vain: a
    # search that finds nothing tries every draw, seconds of a trainee's first question.
    beats_or_ties = target.ending in (Ending.PLAYER, Ending.TIE)
    if beats_or_ties and target.player is Category.HIGH_CARD:
        return None
    if target.ending is Ending.PLAYER and target.dealer is Category.ROYAL_FLUSH:
        return None
    both_named = None not in (target.player, target.dealer)
    if target.ending is Ending.TIE and both_named and target.player is not target.dealer:
        return None
    return board.search(_recipe(rules, target, Decimal(1)), f"{rules!r}|{target!r}", SEARCH)


def possible(rules: CasinoHoldemRules, target: CasinoHoldemTarget) -> bool:
    """Whether a round meeting ``target`` is found under ``rules`` (and settles under
    them); yes only with such a round in hand (see the module docstring)."""
    return _witness(rules, target) is not None


def deal_to_order(
    rules: CasinoHoldemRules, target: CasinoHoldemTarget, rng: random.Random, *, ante: Decimal
) -> tuple[Round, CasinoHoldemPlayer]:
    """A decided round meeting every field of ``target`` under ``rules``, for ``ante`` (the
    AA Bonus, when asked, for the ante too), and the kind of player who decided it.

    The round is entered by hand (``seed`` ``None``), so it replays from its history; it
    is the round ``play_as`` decides with that kind of player, and it settles under
    ``rules``. The same rules, target, ante and state of ``rng`` give the same round.
    Raises ``CannotDeal`` when no round meets the target (exactly when ``possible`` says
    so); ``BadAmount`` for an ante that is no stake.

    >>> from engine.casino_holdem.variants import CLASSIC
    >>> target = CasinoHoldemTarget(ending="not_qualified", player="flush")
    >>> round_, player = deal_to_order(CLASSIC, target, random.Random(7), ante=Decimal(10))
    >>> round_.player_category.name, ending_of(round_).value
    ('FLUSH', 'not_qualified')
    """
    ante = parse_amount(ante, name="ante")
    witness = _witness(rules, target)
    if witness is None:
        raise CannotDeal(f"no round {target} can be dealt under {rules.name}")
    round_, player = board.deal_found(_recipe(rules, target, ante), witness, rng, TRIES)
    if not meets(round_, target):
        raise AssertionError(f"a round dealt to order for {target} does not meet it")
    return round_, player
