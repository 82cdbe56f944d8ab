"""What every banking game dealt on a Hold'em board shares (Ultimate Texas Hold'em, Casino
Hold'em, Texas Hold'em Bonus): two hole cards for the player and for the dealer and five
community cards, dealt from a seeded deck and shown street by street (``Street``,
``deal``, ``check_cards``); the hands they make (``BoardHands``); what the hole cards add
to the board (``hidden_pair``, ``hidden_category``); and the draws of dealing a round to
order for a target (``OrderRecipe``, ``attempt``, ``search``, ``deal_found``,
``dealer_kept``), each game saying its stakes, its players and its endings. Nothing here
knows a game's rules (an import contract in pyproject.toml checks it imports no game)."""

from __future__ import annotations

import enum
import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np

from engine.cards import CARDS, Card, Deck, ensure_distinct
from engine.dealing import HANDS_IN_CATEGORY, hand_of
from engine.errors import CardError, PokerError, RulesIncomplete
from engine.hands import Category, HandValue
from engine.seven import (
    HOLDEM_CATEGORIES,
    best_five,
    best_hand,
    best_hands_many,
    holdem_categories,
    holdem_category,
)

R = TypeVar("R")
P = TypeVar("P")

HOLE = 2
BOARD = 5


class Street(enum.StrEnum):
    """Where a round stands: before the flop, after it, after the turn, after the river."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"

    @property
    def shown(self) -> int:
        """How many community cards the player sees on this street."""
        return {"preflop": 0, "flop": 3, "turn": 4, "river": 5}[self.value]


class BoardHands:
    """The hands of a round on a Hold'em board, for the round types that hold ``player``,
    ``dealer`` and ``board`` (a base of no state: its subclasses are frozen dataclasses)."""

    __slots__ = ()
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    board: tuple[Card, ...]

    @property
    def player_best(self) -> tuple[HandValue, tuple[Card, ...]]:
        """The player's best five of seven: its value and its cards."""
        return best_five(self.player + self.board)

    @property
    def dealer_best(self) -> tuple[HandValue, tuple[Card, ...]]:
        """The dealer's best five of seven: its value and its cards."""
        return best_five(self.dealer + self.board)

    @property
    def player_category(self) -> Category:
        """The Hold'em category of the player's best five (Ace-King is high card)."""
        return holdem_category(self.player_best[0])

    @property
    def dealer_category(self) -> Category:
        """The Hold'em category of the dealer's best five."""
        return holdem_category(self.dealer_best[0])

    @property
    def dealer_hand(self) -> tuple[Card, ...]:
        """The dealer's hand at the showdown: the best five of his two cards and the board."""
        return self.dealer_best[1]


# -- what the hole cards add -------------------------------------------------------------


def hidden_pair(hole: Sequence[Card], shown: Sequence[Card]) -> bool:
    """Whether a hole card takes part in a pair: the hole cards pair each other or a shown
    community card."""
    ranks = {each.rank for each in shown}
    return hole[0].rank == hole[1].rank or any(each.rank in ranks for each in hole)


def _board_category(shown: Sequence[Card]) -> Category:
    """The category the community cards make on their own (three cards: by their ranks)."""
    if len(shown) >= 5:
        return holdem_category(best_hand(shown))
    most = max(Counter(each.rank for each in shown).values())
    return {1: Category.HIGH_CARD, 2: Category.PAIR}.get(most, Category.THREE_OF_A_KIND)


def hidden_category(hole: Sequence[Card], shown: Sequence[Card]) -> Category | None:
    """The category of the player's best five when the hole cards lift it above the board's
    own (``None`` when the board plays).

    >>> from engine.cards import parse_cards
    >>> hidden_category(parse_cards("Ah Kd"), parse_cards("7c 7d 2s 9h 4c")) is None
    True
    >>> hidden_category(parse_cards("7h Kd"), parse_cards("7c 7d 2s 9h 4c")).name
    'THREE_OF_A_KIND'
    """
    category = holdem_category(best_hand(tuple(hole) + tuple(shown)))
    return category if category > _board_category(shown) else None


def hidden_pair_or_better(hole: Sequence[Card], shown: Sequence[Card]) -> bool:
    """Whether the player holds a hidden pair or better: a hole card takes part in a pair,
    or the hole cards lift the hand above the board's own to a pair or better."""
    category = hidden_category(hole, shown)
    return hidden_pair(hole, shown) or (category is not None and category >= Category.PAIR)


def deal(seed: int) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """The player's, the dealer's and the board's cards from the deck shuffled with
    ``seed``: the player holds the deck's cards 1 and 3, the dealer 2 and 4, the board the
    next five (no burn cards: they change nothing the player can know)."""
    cards = Deck(seed).draw(2 * HOLE + BOARD)
    return cards[0 : 2 * HOLE : 2], cards[1 : 2 * HOLE : 2], cards[2 * HOLE :]


# A table seats at most this many players' spots (seven, as the layouts print them).
MOST_SPOTS = 7


def deal_table(
    seed: int, spots: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
    """The hole cards of ``spots`` players, the dealer's and the board's, from the deck
    shuffled with ``seed``, as a table deals them: one card to each spot then to the dealer,
    twice round, then the board (no burn cards, as ``deal``, which is this for one spot).
    Every card is dealt once: the spots share the dealer's hand and the board, never a
    card. ``ValueError`` for no spot or more than a table seats."""
    if not 1 <= spots <= MOST_SPOTS:
        raise ValueError(f"a table deals 1 to {MOST_SPOTS} spots, not {spots}")
    seats = spots + 1  # the dealer is dealt last in each round
    cards = Deck(seed).draw(HOLE * seats + BOARD)
    holes = tuple(cards[seat : HOLE * seats : seats] for seat in range(seats))
    return holes[:spots], holes[spots], cards[HOLE * seats :]


def check_cards(
    player: tuple[Card, ...], dealer: tuple[Card, ...], board: tuple[Card, ...]
) -> None:
    """Raise ``CardError`` unless the player and the dealer hold two cards each and the
    board five (code ``hand_size``), all distinct (``ensure_distinct``'s code)."""
    if len(player) != HOLE or len(dealer) != HOLE or len(board) != BOARD:
        raise CardError(
            "the player and the dealer hold two cards each and the board five", code="hand_size"
        )
    ensure_distinct(player + dealer + board)


def seven_of(category: Category | None, rng: random.Random) -> tuple[Card, ...] | None:
    """Seven random cards whose best five are of the Hold'em ``category`` (any seven when
    ``None``), in a random order; ``None`` when this draw missed it (the caller draws
    again). The five cards of the category are dealt first (``engine.dealing.hand_of``,
    high-card hands with or without an ace and a king in their proportions), then two
    more, kept only when they leave the category as it was."""
    if category is None:
        return tuple(rng.sample(CARDS, 7))
    if category not in HOLDEM_CATEGORIES:
        raise ValueError(f"{category.title} is no Hold'em category")
    five_category: Category = category
    if category is Category.HIGH_CARD:
        weights = [HANDS_IN_CATEGORY[Category.HIGH_CARD], HANDS_IN_CATEGORY[Category.ACE_KING]]
        five_category = rng.choices([Category.HIGH_CARD, Category.ACE_KING], weights)[0]
    five = hand_of(five_category, rng)
    rest = [each for each in CARDS if each not in five]
    seven = [*five, *rng.sample(rest, 2)]
    if holdem_category(best_hand(seven)) is not category:
        return None
    rng.shuffle(seven)
    return tuple(seven)


def target_category(value: Category | str | None) -> Category | None:
    """A target's category as given ("flush", a ``Category`` or ``None`` for any); raises
    ``ValueError`` for an unknown name or one that is no Hold'em category (Ace-King)."""
    if value is None:
        return None
    category = Category.from_slug(value) if isinstance(value, str) else Category(value)
    if category not in HOLDEM_CATEGORIES:
        raise ValueError(f"{category.title} is no Hold'em category")
    return category


def dealer_hands(
    board: tuple[Card, ...], taken: Iterable[Card]
) -> tuple[list[tuple[Card, ...]], np.ndarray]:
    """Every two cards the dealer may hold beside ``board`` when ``taken`` (the player's
    cards and the board) are out of the deck, and the value of his best five with each
    (``engine.seven.best_hands_many``): 990 hands beside a player's two and the board."""
    out = set(taken) | set(board)
    free = [each for each in CARDS if each not in out]
    pairs = list(itertools.combinations(free, HOLE))
    rows = np.array([(*pair, *board) for pair in pairs], dtype=np.int64)
    return pairs, best_hands_many(rows)


def permuted(cards: Iterable[Card], suits: list[int]) -> tuple[Card, ...]:
    """``cards`` with their suits renamed by ``suits`` (a permutation of 0..3): every hand,
    every decision and every settlement stays the same."""
    return tuple(CARDS[each.rank * 4 + suits[each.suit]] for each in cards)


def first_found(
    attempt: Callable[[random.Random], R | None], rng: random.Random, tries: int
) -> R | None:
    """The first thing ``attempt`` makes with ``rng`` in at most ``tries`` draws, or
    ``None``: the loop of every game's dealing to order."""
    for _ in range(tries):
        found = attempt(rng)
        if found is not None:
            return found
    return None


def can(check: Callable[[], object]) -> bool:
    """Whether ``check`` passes: the ``can_<action>`` beside a ``check_<action>``."""
    try:
        check()
    except PokerError:
        return False
    return True


# -- dealing to order ---------------------------------------------------------------------

RoundT = TypeVar("RoundT", bound=BoardHands)


@dataclass(frozen=True)
class OrderRecipe(Generic[RoundT, P]):
    """How a game on a Hold'em board deals a round to order for one target.

    ``players``: the kinds of player who may decide it; ``category``: the Hold'em category
    of the player's best five asked (``None``: any); ``dealt``: the undecided round with
    the target's stakes, from the player's, the dealer's and the community cards; ``play``:
    that round decided by a kind of player (``None`` where the house refuses it); ``keep``:
    which of the dealer's hands (their values, ``dealer_hands``) give the target beside a
    decided round (``None`` when its decision already misses it); ``settles``: whether the
    house's rules settle a round.
    """

    players: tuple[P, ...]
    category: Category | None
    dealt: Callable[[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]], RoundT]
    play: Callable[[P, RoundT], RoundT | None]
    keep: Callable[[RoundT, np.ndarray], np.ndarray | None]
    settles: Callable[[RoundT], bool]


def attempt(recipe: OrderRecipe[RoundT, P], rng: random.Random) -> tuple[RoundT, P] | None:
    """One draw of a round for ``recipe``: the player's seven cards (``seven_of``), split
    at random into his two and the board; his kind of player's decision, which needs no
    dealer card; the dealer's two among those ``keep`` leaves. ``None`` when the draw
    cannot meet the target."""
    player = rng.choice(recipe.players)
    seven = seven_of(recipe.category, rng)
    if seven is None:
        return None
    hole, community = seven[:HOLE], seven[HOLE:]
    pairs, values = dealer_hands(community, hole)
    # The player decides on his cards and the board alone: any dealer hand stands in.
    decided = recipe.play(player, recipe.dealt(hole, pairs[0], community))
    keep = None if decided is None else recipe.keep(decided, values)
    if keep is None:
        return None
    options = np.flatnonzero(keep)
    if not len(options):
        return None
    dealer = pairs[int(options[rng.randrange(len(options))])]
    round_ = recipe.play(player, recipe.dealt(hole, tuple(rng.sample(dealer, HOLE)), community))
    if round_ is None or not recipe.settles(round_):
        return None
    return round_, player


def dealt_again(
    recipe: OrderRecipe[RoundT, P], found: tuple[RoundT, P], rng: random.Random
) -> tuple[RoundT, P]:
    """The round ``found`` (by ``possible``'s search) dealt again with its suits renamed at
    random and ``recipe``'s stakes: every hand, decision and settlement stays the same."""
    round_, player = found
    suits = list(range(4))
    rng.shuffle(suits)
    hole, dealer, community = (
        permuted(each, suits) for each in (round_.player, round_.dealer, round_.board)
    )
    decided = recipe.play(player, recipe.dealt(hole, dealer, community))
    if decided is None:
        raise AssertionError("a round found for a target is refused when dealt again")
    return decided, player


def search(recipe: OrderRecipe[RoundT, P], seed: str, tries: int) -> tuple[RoundT, P] | None:
    """A round for ``recipe`` found by a search of its own, from a generator seeded with
    ``seed`` (the same seed always finds the same round): what a game's ``possible`` keeps
    in hand. ``None`` when ``recipe`` has no player or ``tries`` draws find none."""
    if not recipe.players:
        return None
    return first_found(lambda each: attempt(recipe, each), random.Random(seed), tries)


def deal_found(
    recipe: OrderRecipe[RoundT, P],
    witness: tuple[RoundT, P],
    rng: random.Random,
    tries: int,
) -> tuple[RoundT, P]:
    """A round for ``recipe`` drawn with ``rng`` in at most ``tries`` draws, else the
    ``witness`` a search found, dealt again (``dealt_again``): never fails."""
    found = first_found(lambda each: attempt(recipe, each), rng, tries)
    return found if found is not None else dealt_again(recipe, witness, rng)


def settles_with(settle: Callable[[RoundT], object]) -> Callable[[RoundT], bool]:
    """Whether ``settle`` settles a round: ``False`` where the house has not published a
    figure the round needs (``RulesIncomplete``)."""

    def settles(round_: RoundT) -> bool:
        try:
            settle(round_)
        except RulesIncomplete:
            return False
        return True

    return settles


def dealer_kept(
    values: np.ndarray,
    played: BoardHands,
    *,
    folded: bool,
    ending: str | None,
    dealer: Category | None = None,
) -> np.ndarray | None:
    """Which dealer hands (``values``, ``dealer_hands``) give a target's ``ending``
    ("fold", "player": the player's hand higher, "tie", "dealer"; ``None``: any) and the
    dealer's category ``dealer`` beside the ``played`` round, which ``folded`` or not;
    ``None`` when the player's decision already misses the ending."""
    if ending is not None and folded != (ending == "fold"):
        return None
    kept = np.ones(len(values), dtype=bool)
    if dealer is not None:
        kept &= np.asarray(holdem_categories(values) == dealer, dtype=bool)
    if folded or ending is None:
        return kept
    mine = played.player_best[0]
    masks = {"player": values < mine, "tie": values == mine, "dealer": values > mine}
    return np.asarray(kept & masks[ending], dtype=bool)
