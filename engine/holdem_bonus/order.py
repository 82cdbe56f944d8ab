"""Texas Hold'em Bonus rounds dealt to order: a round that shows a given ending, player's
category, dealer's category and Bonus, reproducibly from a seeded ``random.Random``, played
as a real kind of player plays it (``engine.holdem_bonus.players``).

A round is drawn as every game on a Hold'em board draws it (``engine.board.attempt``): the
player's seven cards of the category asked, split at random into his two and the board,
his actions street by street, and the dealer's two cards among the 990 left that give the
ending and the dealer's category asked. ``possible`` says yes only with a round in hand,
found by a search of its own; when the caller's generator finds none within its tries,
``deal_to_order`` deals that round with its suits renamed at random.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from decimal import Decimal

from engine import board
from engine.cards import Card
from engine.dealing import CannotDeal, distinct_players, target_text
from engine.hands import Category
from engine.holdem_bonus.players import HoldemBonusPlayer, play_as
from engine.holdem_bonus.round import Ending, Round, ending_of
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import settle
from engine.money import parse_amount

__all__ = [
    "CannotDeal",
    "Ending",
    "HoldemBonusTarget",
    "deal_to_order",
    "ending_of",
    "meets",
    "possible",
]

TRIES = 200
SEARCH = 3000


@dataclass(frozen=True, kw_only=True)
class HoldemBonusTarget:
    """What a round dealt to order must show; ``None`` means any.

    ``player`` and ``dealer`` are the Hold'em categories of their best five of seven;
    ``bonus`` whether the Bonus is placed (for the ante); ``players`` the kinds of player
    who may play it. Values may be given as their strings ("flush", "tie"). Raises
    ``ValueError`` for an unknown value, Ace-King as a category or no player.
    """

    ending: Ending | None = None
    player: Category | None = None
    dealer: Category | None = None
    bonus: bool = False
    players: tuple[HoldemBonusPlayer, ...] = tuple(HoldemBonusPlayer)

    def __post_init__(self) -> None:
        # Frozen: the normalised values are written past the dataclass's guard, so that
        # equal targets are equal values however the caller gave them.
        if self.ending is not None:
            object.__setattr__(self, "ending", Ending(self.ending))
        object.__setattr__(self, "player", board.target_category(self.player))
        object.__setattr__(self, "dealer", board.target_category(self.dealer))
        object.__setattr__(self, "players", distinct_players(HoldemBonusPlayer, self.players))

    def __str__(self) -> str:
        return target_text(self, tuple(HoldemBonusPlayer))


def meets(round_: Round, target: HoldemBonusTarget) -> bool:
    """Whether the complete ``round_`` shows every field of ``target`` (its ``players``
    aside: a round does not record who played it)."""
    if not round_.complete:
        return False
    return (
        target.ending in (None, ending_of(round_))
        and target.player in (None, round_.player_category)
        and target.dealer in (None, round_.dealer_category)
        and bool(round_.bonus) == target.bonus
    )


def _players(rules: HoldemBonusRules, target: HoldemBonusTarget) -> tuple[HoldemBonusPlayer, ...]:
    """The kinds of player who might make the target, as far as the rules alone say."""
    if target.bonus and (not rules.offers_bonus or rules.bonus is None):
        return ()
    if target.bonus and target.ending is Ending.FOLD and rules.bonus_on_fold is None:
        return ()
    if target.player is Category.ROYAL_FLUSH and target.ending is Ending.DEALER:
        return ()
    if target.ending is Ending.FOLD:  # only the tight player folds
        return tuple(each for each in target.players if each is HoldemBonusPlayer.TIGHT)
    return target.players


def _recipe(
    rules: HoldemBonusRules, target: HoldemBonusTarget, ante: Decimal
) -> board.OrderRecipe[Round, HoldemBonusPlayer]:
    bonus = ante if target.bonus else Decimal(0)

    def dealt(hole: tuple[Card, ...], dealer: tuple[Card, ...], cards: tuple[Card, ...]) -> Round:
        return Round(ante=ante, player=hole, dealer=dealer, board=cards, bonus=bonus)

    return board.OrderRecipe(
        players=_players(rules, target),
        category=target.player,
        dealt=dealt,
        play=lambda player, round_: play_as(player, round_, rules),
        keep=lambda played, values: board.dealer_kept(
            values, played, folded=played.folded, ending=target.ending, dealer=target.dealer
        ),
        settles=board.settles_with(lambda round_: settle(rules, round_)),
    )


@functools.lru_cache(maxsize=256)
def _witness(
    rules: HoldemBonusRules, target: HoldemBonusTarget
) -> tuple[Round, HoldemBonusPlayer] | None:
    """A round meeting ``target`` under ``rules``, found by a search of its own (the same
    rules and target always find the same one); ``None`` when the search finds none."""
    return board.search(_recipe(rules, target, Decimal(1)), f"{rules!r}|{target!r}", SEARCH)


def possible(rules: HoldemBonusRules, target: HoldemBonusTarget) -> bool:
    """Whether a round meeting ``target`` is found under ``rules`` (and settles under
    them); yes only with such a round in hand (see the module docstring)."""
    return _witness(rules, target) is not None


def deal_to_order(
    rules: HoldemBonusRules, target: HoldemBonusTarget, rng: random.Random, *, ante: Decimal
) -> tuple[Round, HoldemBonusPlayer]:
    """A complete round meeting every field of ``target`` under ``rules``, for ``ante`` (the
    Bonus, when asked, for the ante too), and the kind of player who played it.

    The round is entered by hand (``seed`` ``None``), so it replays from its history; it
    is the round ``play_as`` plays with that kind of player, and it settles under
    ``rules``. The same rules, target, ante and state of ``rng`` give the same round.
    Raises ``CannotDeal`` when no round meets the target (exactly when ``possible`` says
    so); ``BadAmount`` for an ante that is no stake.

    >>> from engine.holdem_bonus.variants import NAGAWORLD
    >>> target = HoldemBonusTarget(ending="player", player="flush", bonus=True)
    >>> round_, player = deal_to_order(NAGAWORLD, target, random.Random(7), ante=Decimal(10))
    >>> round_.player_category.name, ending_of(round_).value, round_.bonus
    ('FLUSH', 'player', Decimal('10'))
    """
    ante = parse_amount(ante, name="ante")
    witness = _witness(rules, target)
    if witness is None:
        raise CannotDeal(f"no round {target} can be dealt under {rules.name}")
    round_, player = board.deal_found(_recipe(rules, target, ante), witness, rng, TRIES)
    if not meets(round_, target):
        raise AssertionError(f"a round dealt to order for {target} does not meet it")
    return round_, player
