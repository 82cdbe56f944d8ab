"""Rounds dealt to order: a round that shows a given line of the pay table, fee schedule or
outcome, reproducibly from a seeded ``random.Random``, with a history a real player makes.

A ``Target`` names what the round must show (the hand as dealt, the hand at the showdown,
the number of cards switched, the outcome, the dealer's hand, whether the switch improved
the hand) and which kinds of player (``poker.players``) may play it.

``deal_to_order`` first picks a *plan*, one kind of player with the categories of his two
hands and his decision, among the plans the target and the variant allow (``possible`` is
"is there one"). It then builds the round from the plan, mostly backwards: the hand at the
showdown, the cards the player kept from the hand he was dealt, the cards he gave up, and
last the dealer's cards (the strategy player's one-card draws are built forwards, from the
four cards he draws to). Whatever it built, it keeps the round only if forward play gives
it back exactly: that kind of player's ``discard_for`` on the dealt hand gives the cards
given up, his ``decision_for`` on the final hand gives the decision, the engine accepts the
switch and the decision, and ``meets`` finds every field of the target. A round that fails
is dealt again, a bounded number of times.

Categories the target leaves open come in the proportions of a real deck (a pair far more
often than a full house); each kind of player who can make the round is equally likely.
"""

from __future__ import annotations

import enum
import functools
import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from poker.cards import CARDS, Card
from poker.errors import PokerError
from poker.hands import Category, HandValue, category_of, evaluate
from poker.oasis import Decision, Round, Rules
from poker.players import (
    SWITCH_COUNTS,
    PlayerType,
    decision_for,
    discard_for,
    may_switch,
    must_raise,
)
from poker.showdown import dealer_qualifies, frozen_mapping
from poker.strategy import switch_choice

K = TypeVar("K")


class Showdown(enum.StrEnum):
    """How a decided round ends."""

    FOLD = "fold"  # the player folded
    NOT_QUALIFIED = "not_qualified"  # he raised and the dealer holds less than Ace-King
    PLAYER = "player"  # he raised, the dealer qualifies, and his final hand beats the dealer's
    TIE = "tie"  # he raised, the dealer qualifies, and the hands are equal
    DEALER = "dealer"  # he raised, the dealer qualifies and wins


# Five-card hands of each category in a 52-card deck (2,598,960 in all).
HANDS_IN_CATEGORY: Mapping[Category, int] = frozen_mapping(
    {
        Category.HIGH_CARD: 1_135_260,
        Category.ACE_KING: 167_280,
        Category.PAIR: 1_098_240,
        Category.TWO_PAIR: 123_552,
        Category.THREE_OF_A_KIND: 54_912,
        Category.STRAIGHT: 10_200,
        Category.FLUSH: 5_108,
        Category.FULL_HOUSE: 3_744,
        Category.FOUR_OF_A_KIND: 624,
        Category.STRAIGHT_FLUSH: 36,
        Category.ROYAL_FLUSH: 4,
    }
)

# Two hands of these categories can be equal (the same ranks in other suits); two hands of
# three or four of a kind, or full houses, would need six or eight cards of one rank.
TIEABLE = frozenset(
    {
        Category.ACE_KING,
        Category.PAIR,
        Category.TWO_PAIR,
        Category.STRAIGHT,
        Category.FLUSH,
        Category.STRAIGHT_FLUSH,
        Category.ROYAL_FLUSH,
    }
)


@dataclass(frozen=True, kw_only=True)
class Target:
    """What a round dealt to order must show; ``None`` means any.

    ``initial`` is the category of the player's hand as dealt (the bonus is paid on it),
    ``final`` the category at the showdown, ``switch`` the number of cards switched (0: no
    switch), ``dealer`` the dealer's category at the showdown, ``improved`` whether the
    switch raised the hand's category. ``players`` are the kinds of player who may play it.
    Categories may be given as slugs ("full_house"), the outcome and the players as their
    values ("tie", "timid"). Raises ``ValueError`` for a switch outside 0..5, an unknown
    value or no player at all.
    """

    initial: Category | None = None
    final: Category | None = None
    switch: int | None = None
    outcome: Showdown | None = None
    dealer: Category | None = None
    improved: bool | None = None
    players: tuple[PlayerType, ...] = tuple(PlayerType)

    def __post_init__(self) -> None:
        if self.switch is not None and not 0 <= self.switch <= 5:
            raise ValueError(f"a switch is of 0 to 5 cards, not {self.switch}")
        # Values given as slugs or numbers become the enums the look-ups compare.
        for name in ("initial", "final", "dealer"):
            value = getattr(self, name)
            if isinstance(value, str):
                object.__setattr__(self, name, Category.from_slug(value))
            elif value is not None:
                object.__setattr__(self, name, Category(value))
        if self.outcome is not None:
            object.__setattr__(self, "outcome", Showdown(self.outcome))
        object.__setattr__(self, "players", distinct_players(PlayerType, self.players))

    def __str__(self) -> str:
        return target_text(self, tuple(PlayerType))


def distinct_players(kind: Callable[[Any], K], players: Iterable[object]) -> tuple[K, ...]:
    """``players`` as kinds of player (``kind`` reads each), each once, in the order given,
    so that equal targets are equal values (and hash alike) however the caller listed them.
    Raises ``ValueError`` for an unknown kind or none at all."""
    distinct = tuple(dict.fromkeys(kind(each) for each in players))
    if not distinct:
        raise ValueError("a target needs at least one kind of player")
    return distinct


def target_text(target: Any, every_player: tuple[object, ...]) -> str:
    """A target of a game's rounds dealt to order as text: the fields it asks for, and its
    kinds of player unless they are ``every_player``: "(final=flush, outcome=tie)"."""
    asked = []
    for field in fields(target):
        value = getattr(target, field.name)
        if field.name != "players" and value is not None:
            shown = value.slug if isinstance(value, Category) else value
            asked.append(f"{field.name}={shown}")
    if target.players != every_player:
        asked.append("players=" + ",".join(target.players))
    return "(" + (", ".join(asked) or "any round") + ")"


class CannotDeal(LookupError):
    """No round meets the target under these rules (the message says why)."""


def showdown_of(round_: Round) -> Showdown:
    """How the decided ``round_`` ends. Raises ``ValueError`` for an undecided round."""
    if round_.decision is None:
        raise ValueError("the round is not decided yet: it has no showdown")
    return _showdown(round_.decision, evaluate(round_.hand), evaluate(round_.dealer_hand))


def _showdown(decision: Decision, player: HandValue, dealer: HandValue) -> Showdown:
    if decision is Decision.FOLD:
        return Showdown.FOLD
    if not dealer_qualifies(dealer):
        return Showdown.NOT_QUALIFIED
    if player > dealer:
        return Showdown.PLAYER
    return Showdown.TIE if player == dealer else Showdown.DEALER


def meets(round_: Round, target: Target) -> bool:
    """Whether the decided ``round_`` shows every field of ``target`` (its ``players``
    aside: a round does not record who played it)."""
    if round_.decision is None:
        return False
    initial = evaluate(round_.player).category
    final = evaluate(round_.hand).category
    switched = sum(len(each.discarded) for each in round_.switches)
    return (
        target.initial in (None, initial)
        and target.final in (None, final)
        and target.switch in (None, switched)
        and target.outcome in (None, showdown_of(round_))
        and target.dealer in (None, evaluate(round_.dealer_hand).category)
        and target.improved in (None, final > initial)
    )


# -- hands of one category -----------------------------------------------------------------

_ACE, _KING = 12, 11
_WHEEL = (_ACE, 0, 1, 2, 3)
_STRAIGHT_TOPS = tuple(range(3, 13))  # the top rank of a straight: five (the wheel) to ace
_TRIES = 1000  # draws of a sampled category before saying the excluded cards prevent it


def straight_ranks(top: int) -> tuple[int, ...]:
    """The five ranks of the straight whose top card has rank ``top`` (3: the wheel)."""
    return _WHEEL if top == 3 else tuple(range(top - 4, top + 1))


def _is_straight(ranks: Iterable[int]) -> bool:
    distinct = set(ranks)
    return len(distinct) == 5 and (max(distinct) - min(distinct) == 4 or distinct == set(_WHEEL))


def card_at(rank: int, suit: int) -> Card:
    """The card of rank index ``rank`` (0 a two .. 12 an ace) and suit index ``suit``."""
    return CARDS[rank * 4 + suit]


class _Pool:
    """The cards still free, by rank and by suit."""

    def __init__(self, excluding: Iterable[Card]) -> None:
        taken = set(excluding)
        self.cards = [each for each in CARDS if each not in taken]
        self.ranks: list[list[Card]] = [[] for _ in range(13)]
        self.suits: list[list[Card]] = [[] for _ in range(4)]
        for each in self.cards:
            self.ranks[each.rank].append(each)
            self.suits[each.suit].append(each)
        self.free = frozenset(self.cards)


def _sampled(pool: _Pool, rng: random.Random, category: Category) -> list[Card] | None:
    # A pair or no hand at all is common enough (42 % to 44 % of hands) to draw at random.
    for _ in range(_TRIES):
        hand = rng.sample(pool.cards, 5)
        if category_of(hand) is category:
            return hand
    return None


def _royal_flush(pool: _Pool, rng: random.Random) -> list[Card] | None:
    suits = [s for s in range(4) if all(card_at(r, s) in pool.free for r in straight_ranks(_ACE))]
    if not suits:
        return None
    suit = rng.choice(suits)
    return [card_at(r, suit) for r in straight_ranks(_ACE)]


def _straight_flush(pool: _Pool, rng: random.Random) -> list[Card] | None:
    options = [
        (top, s)
        for top in _STRAIGHT_TOPS[:-1]
        for s in range(4)
        if all(card_at(r, s) in pool.free for r in straight_ranks(top))
    ]
    if not options:
        return None
    top, suit = rng.choice(options)
    return [card_at(r, suit) for r in straight_ranks(top)]


def _four_of_a_kind(pool: _Pool, rng: random.Random) -> list[Card] | None:
    # Every rank with its four cards free leaves the same number of kickers: equal odds.
    ranks = [r for r in range(13) if len(pool.ranks[r]) == 4]
    if not ranks:
        return None
    rank = rng.choice(ranks)
    kickers = [each for each in pool.cards if each.rank != rank]
    return [*pool.ranks[rank], rng.choice(kickers)] if kickers else None


def _full_house(pool: _Pool, rng: random.Random) -> list[Card] | None:
    counts = [len(cards) for cards in pool.ranks]
    options = [(t, p) for t in range(13) for p in range(13) if t != p]
    weights = [math.comb(counts[t], 3) * math.comb(counts[p], 2) for t, p in options]
    if not any(weights):
        return None
    trips, pair = rng.choices(options, weights=weights)[0]
    return rng.sample(pool.ranks[trips], 3) + rng.sample(pool.ranks[pair], 2)


def _flush(pool: _Pool, rng: random.Random) -> list[Card] | None:
    weights = [math.comb(len(cards), 5) for cards in pool.suits]
    if not any(weights):
        return None
    for _ in range(_TRIES):
        suit = rng.choices(range(4), weights=weights)[0]
        hand = rng.sample(pool.suits[suit], 5)
        if not _is_straight(each.rank for each in hand):
            return hand
    return None


def _straight(pool: _Pool, rng: random.Random) -> list[Card] | None:
    weights = [math.prod(len(pool.ranks[r]) for r in straight_ranks(top)) for top in _STRAIGHT_TOPS]
    if not any(weights):
        return None
    for _ in range(_TRIES):
        top = rng.choices(_STRAIGHT_TOPS, weights=weights)[0]
        hand = [rng.choice(pool.ranks[r]) for r in straight_ranks(top)]
        if len({each.suit for each in hand}) > 1:
            return hand
    return None


def _three_of_a_kind(pool: _Pool, rng: random.Random) -> list[Card] | None:
    total = len(pool.cards)
    counts = [len(cards) for cards in pool.ranks]
    weights = [math.comb(n, 3) * math.comb(total - n, 2) for n in counts]
    if not any(weights):
        return None
    for _ in range(_TRIES):
        rank = rng.choices(range(13), weights=weights)[0]
        kickers = rng.sample([each for each in pool.cards if each.rank != rank], 2)
        if kickers[0].rank != kickers[1].rank:
            return rng.sample(pool.ranks[rank], 3) + kickers
    return None


def _two_pair(pool: _Pool, rng: random.Random) -> list[Card] | None:
    total = len(pool.cards)
    counts = [len(cards) for cards in pool.ranks]
    options = list(itertools.combinations(range(13), 2))
    weights = [
        math.comb(counts[a], 2) * math.comb(counts[b], 2) * (total - counts[a] - counts[b])
        for a, b in options
    ]
    if not any(weights):
        return None
    high, low = rng.choices(options, weights=weights)[0]
    kickers = [each for each in pool.cards if each.rank not in (high, low)]
    return rng.sample(pool.ranks[high], 2) + rng.sample(pool.ranks[low], 2) + [rng.choice(kickers)]


def _ace_king(pool: _Pool, rng: random.Random) -> list[Card] | None:
    # One ace, one king, three cards below the king: each Ace-King hand has exactly one
    # such draw, so drawing them evenly and keeping the Ace-Kings deals them evenly.
    aces, kings = pool.ranks[_ACE], pool.ranks[_KING]
    low = [each for each in pool.cards if each.rank < _KING]
    if not aces or not kings or len(low) < 3:
        return None
    for _ in range(_TRIES):
        hand = [rng.choice(aces), rng.choice(kings), *rng.sample(low, 3)]
        if category_of(hand) is Category.ACE_KING:
            return hand
    return None


_HandBuilder = Callable[[_Pool, random.Random], list[Card] | None]
_HAND_BUILDERS: Mapping[Category, _HandBuilder] = frozen_mapping(
    dict[Category, _HandBuilder](
        {
            Category.HIGH_CARD: functools.partial(_sampled, category=Category.HIGH_CARD),
            Category.ACE_KING: _ace_king,
            Category.PAIR: functools.partial(_sampled, category=Category.PAIR),
            Category.TWO_PAIR: _two_pair,
            Category.THREE_OF_A_KIND: _three_of_a_kind,
            Category.STRAIGHT: _straight,
            Category.FLUSH: _flush,
            Category.FULL_HOUSE: _full_house,
            Category.FOUR_OF_A_KIND: _four_of_a_kind,
            Category.STRAIGHT_FLUSH: _straight_flush,
            Category.ROYAL_FLUSH: _royal_flush,
        }
    )
)


def hand_of(
    category: Category, rng: random.Random, *, excluding: Iterable[Card] = ()
) -> tuple[Card, ...]:
    """A random five-card hand of exactly ``category`` with none of the cards ``excluding``.

    Every such hand is equally likely, in a random order. The rare categories are built
    (a royal flush is one of four hands), the common ones drawn until one fits. Raises
    ``CannotDeal`` when the excluded cards leave no hand of the category.
    """
    category = Category(category)
    hand = _HAND_BUILDERS[category](_Pool(excluding), rng)
    if hand is None:
        raise CannotDeal(f"the cards left hold no {category.title.lower()}")
    rng.shuffle(hand)
    return tuple(hand)


# -- plans: which player, which hands, which decision ----------------------------------------

_HC, _AK, _PAIR = Category.HIGH_CARD, Category.ACE_KING, Category.PAIR
_ALL = tuple(Category)


def _pairs(
    initials: Iterable[Category], finals: Iterable[Category]
) -> tuple[tuple[Category, Category], ...]:
    return tuple(itertools.product(initials, finals))


# The (dealt, final) categories each kind of player can show for each number of cards he
# switches. Without a switch the two are one. The strategy's one-card draws start from no
# hand (or a pair, drawing to a straight flush) and keep four cards of distinct ranks, so
# they never end with two pair or better than a pair but for straights and flushes. The
# pair keeper ends with at least his pair; the flush chaser keeps three cards of distinct
# ranks, too few for a full house or four of a kind.
_HISTORIES: Mapping[tuple[PlayerType, int], tuple[tuple[Category, Category], ...]] = frozen_mapping(
    {
        (PlayerType.STRATEGY, 0): tuple((c, c) for c in _ALL),
        (PlayerType.STRATEGY, 1): _pairs(
            (_HC, _AK, _PAIR),
            (
                _HC,
                _AK,
                _PAIR,
                Category.STRAIGHT,
                Category.FLUSH,
                Category.STRAIGHT_FLUSH,
                Category.ROYAL_FLUSH,
            ),
        ),
        (PlayerType.PAIR_KEEPER, 3): _pairs(
            (_PAIR,),
            (
                _PAIR,
                Category.TWO_PAIR,
                Category.THREE_OF_A_KIND,
                Category.FULL_HOUSE,
                Category.FOUR_OF_A_KIND,
            ),
        ),
        (PlayerType.FLUSH_CHASER, 2): _pairs(
            (_HC, _AK),
            (c for c in _ALL if c not in (Category.FULL_HOUSE, Category.FOUR_OF_A_KIND)),
        ),
        (PlayerType.HIGH_CARD_KEEPER, 4): _pairs((_HC, _AK), _ALL),
        (PlayerType.ALL_FIVE, 5): _pairs((_HC,), _ALL),
        (PlayerType.STANDS_PAT, 0): tuple((c, c) for c in _ALL),
        # The hands the strategy raises whatever the up card: a pair or better, and the
        # best Ace-Kings.
        (PlayerType.TIMID, 0): tuple((c, c) for c in _ALL if c >= _AK),
    }
)

# An Ace-King that keeps its ace and draws to a straight flush can only make the five-high
# one (the ace-high one is royal): no dealer's straight flush is below it.
_LOWEST_OF_CATEGORY = frozenset(
    {
        (PlayerType.STRATEGY, 1, _AK, Category.STRAIGHT_FLUSH),
        (PlayerType.HIGH_CARD_KEEPER, 4, _AK, Category.STRAIGHT_FLUSH),
    }
)

# Ties are rare at a real table: when the target leaves the outcome open, a tie is dealt
# this much less often than its dealer's category alone would make it.
_TIE_SHARE = 0.05


@dataclass(frozen=True, slots=True)
class _Plan:
    player: PlayerType
    switch: int
    initial: Category
    final: Category
    decision: Decision

    @property
    def lowest(self) -> bool:
        """Whether the final hand can only be the lowest of its category."""
        return _lowest(self.player, self.switch, self.initial, self.final)


def _lowest(player: PlayerType, switch: int, initial: Category, final: Category) -> bool:
    return (player, switch, initial, final) in _LOWEST_OF_CATEGORY


@dataclass(frozen=True, slots=True)
class _Table:
    """What the plans depend on in a variant's rules, hashable so the plans are cached."""

    switches: frozenset[int]  # the numbers of cards a player may switch (0 always)
    forced: frozenset[int]  # the numbers of cards after which he must raise


def _table(rules: Rules) -> _Table:
    return _Table(
        switches=frozenset(n for n in range(6) if may_switch(rules, n)),
        forced=frozenset(n for n in range(1, 6) if must_raise(rules, n)),
    )


def _decisions(
    table: _Table, player: PlayerType, switch: int, final: Category
) -> tuple[Decision, ...]:
    # The decisions decision_for can give on a final hand of this category: the strategy
    # raises a pair or better, folds less than Ace-King and may do either with Ace-King
    # (by its kickers and the up card).
    if switch in table.forced:
        return (Decision.RAISE,)
    if player is PlayerType.TIMID:
        return (Decision.FOLD,)
    if final >= _PAIR:
        return (Decision.RAISE,)
    return (Decision.RAISE, Decision.FOLD) if final is _AK else (Decision.FOLD,)


def _dealer_categories(
    outcome: Showdown, final: Category, *, lowest: bool = False
) -> tuple[Category, ...]:
    """The dealer's categories that can give ``outcome`` against a raised ``final`` hand
    (``lowest``: the lowest hand of its category)."""
    if outcome is Showdown.NOT_QUALIFIED:
        return (_HC,)
    if outcome is Showdown.TIE:
        return (final,) if final in TIEABLE else ()
    # Nothing beats a royal flush, and the lowest hand of a category beats none of it.
    if outcome is Showdown.PLAYER:
        below_only = lowest or final is Category.ROYAL_FLUSH
        return tuple(c for c in _ALL if _AK <= c <= final and not (below_only and c == final))
    if outcome is Showdown.DEALER and final is not Category.ROYAL_FLUSH:
        return tuple(c for c in _ALL if c >= max(final, _AK))
    return ()


@functools.lru_cache(maxsize=4096)
def _dealer_options(
    decision: Decision,
    final: Category,
    outcome: Showdown | None,
    dealer: Category | None,
    *,
    lowest: bool = False,
) -> tuple[tuple[tuple[Showdown, Category], ...], tuple[float, ...]]:
    """The (outcome, dealer's category) pairs a round can end with (``lowest``: the final
    hand is the lowest of its category), and their cumulative weights: the dealer's
    categories in a real deck's proportions."""
    options: list[tuple[Showdown, Category]] = []
    weights: list[float] = []
    if decision is Decision.FOLD:
        outcomes: tuple[Showdown, ...] = (Showdown.FOLD,)
    else:
        outcomes = (Showdown.NOT_QUALIFIED, Showdown.PLAYER, Showdown.TIE, Showdown.DEALER)
    for each in outcomes:
        if outcome not in (None, each):
            continue
        if each is Showdown.FOLD:
            categories = _ALL
        else:
            categories = _dealer_categories(each, final, lowest=lowest)
        for category in categories:
            if dealer in (None, category):
                options.append((each, category))
                share = _TIE_SHARE if each is Showdown.TIE and outcome is None else 1
                weights.append(HANDS_IN_CATEGORY[category] * share)
    return tuple(options), tuple(itertools.accumulate(weights))


@functools.lru_cache(maxsize=4096)
def _plans(table: _Table, target: Target) -> tuple[tuple[_Plan, ...], tuple[float, ...]]:
    """Every plan that can meet ``target`` under rules like ``table``, and cumulative
    weights for choosing one: each kind of player equally, each number of cards he may
    switch equally, the final category in a real deck's proportions."""
    groups: dict[PlayerType, dict[int, list[tuple[_Plan, float]]]] = {}
    for player in target.players:
        for switch in SWITCH_COUNTS[player]:
            if switch not in table.switches or target.switch not in (None, switch):
                continue
            group: list[tuple[_Plan, float]] = []
            for initial, final in _HISTORIES[player, switch]:
                if target.initial not in (None, initial) or target.final not in (None, final):
                    continue
                if target.improved not in (None, final > initial):
                    continue
                lowest = _lowest(player, switch, initial, final)
                decisions = [
                    each
                    for each in _decisions(table, player, switch, final)
                    if _dealer_options(each, final, target.outcome, target.dealer, lowest=lowest)[0]
                ]
                for decision in decisions:
                    plan = _Plan(player, switch, initial, final, decision)
                    group.append((plan, HANDS_IN_CATEGORY[final] / len(decisions)))
            if group:
                groups.setdefault(player, {})[switch] = group
    plans: list[_Plan] = []
    weights: list[float] = []
    for by_switch in groups.values():
        for group in by_switch.values():
            total = sum(weight for _, weight in group)
            for plan, weight in group:
                plans.append(plan)
                weights.append(weight / total / len(by_switch) / len(groups))
    return tuple(plans), tuple(itertools.accumulate(weights))


def possible(rules: Rules, target: Target) -> bool:
    """Whether a round meeting ``target`` can be dealt under ``rules``: ``deal_to_order``
    succeeds exactly when this says so. A cheap look-up, cached per variant and target."""
    return bool(_plans(_table(rules), target)[0])


def _why_not(rules: Rules, target: Target) -> str:
    """The reason no round meets ``target`` under ``rules``, as plainly as it can be said."""
    switch = target.switch
    table = _table(rules)
    if switch and switch not in table.switches:
        if not rules.allows_switching:
            return f"{rules.name} has no switching"
        allowed = ", ".join(str(n) for n in sorted(rules.switch_fees))
        return (
            f"switching {switch} cards is not allowed under {rules.name} "
            f"(cards that may be switched: {allowed})"
        )
    if switch is not None and not any(switch in SWITCH_COUNTS[p] for p in target.players):
        kinds = ", ".join(target.players)
        return f"none of the players asked for ({kinds}) switches {switch} cards"
    if target.improved and switch == 0:
        return "only a switch improves a hand"
    if target.outcome is Showdown.FOLD and switch and switch in table.forced:
        return f"under {rules.name} a player who switched {switch} cards must raise"
    if target.outcome is Showdown.DEALER and target.final is Category.ROYAL_FLUSH:
        return "a royal flush never loses to the dealer"
    if target.outcome is Showdown.TIE:
        for category in (target.final, target.dealer):
            if category is not None and category not in TIEABLE:
                return f"two hands of {category.title.lower()} are never equal"
    return f"no player can make the round {target} under {rules.name}"


# -- building a round backwards from its plan ------------------------------------------------

# (kept, discarded, drawn): the cards the player kept from his dealt hand, the cards he gave
# up, the cards he drew for them.
_History = tuple[list[Card], list[Card], list[Card]]
_LOCAL_TRIES = 8  # choices of a detail (the discarded ranks, the dealer) before starting over
_ATTEMPTS = 400  # whole rounds built before giving up: the hardest plans take a dozen or so
_PLAN_TRIES = 100  # rounds built with one plan before choosing again


def _free_of_rank(rank: int, taken: set[Card] | frozenset[Card]) -> list[Card]:
    return [card_at(rank, s) for s in range(4) if card_at(rank, s) not in taken]


def _other_ranks(
    initial: Category, kept: set[int], count: int, pool: Sequence[int], rng: random.Random
) -> list[int] | None:
    """``count`` distinct ranks from ``pool`` (none of ``kept``) that, with the ranks kept,
    make an Ace-King when ``initial`` is Ace-King and make none otherwise."""
    pool = [r for r in pool if r not in kept]
    if initial is _AK:
        needed = [r for r in (_ACE, _KING) if r not in kept]
        if len(needed) > count or any(r not in pool for r in needed):
            return None
        rest = [r for r in pool if r not in needed]
        if len(rest) < count - len(needed):
            return None
        return needed + rng.sample(rest, count - len(needed))
    if {_ACE, _KING} <= kept:
        return None
    for _ in range(_LOCAL_TRIES):
        if len(pool) < count:
            return None
        ranks = rng.sample(pool, count)
        if not {_ACE, _KING} <= kept.union(ranks):
            return ranks
    return None


def _unswitched(plan: _Plan, rules: Rules, rng: random.Random) -> _History | None:
    hand = list(hand_of(plan.final, rng))
    return (hand, [], []) if discard_for(plan.player, hand, rules) == () else None


def _strategy_draw(plan: _Plan, rules: Rules, rng: random.Random) -> _History | None:
    # Built forwards: the four cards of a draw the strategy switches to, the odd card that
    # makes the dealt hand's category, the card drawn that makes the final one.
    kinds = ["straight_flush"]
    if plan.initial is not _PAIR and plan.final in (_HC, _AK, _PAIR, Category.FLUSH):
        kinds.append("flush")
    if plan.initial is _HC and plan.final in (_HC, _PAIR, Category.STRAIGHT):
        kinds.append("open_straight")
    kind = rng.choice(kinds)
    suit = rng.randrange(4)
    if kind == "straight_flush":
        if plan.final is Category.ROYAL_FLUSH:
            tops: Sequence[int] = (_ACE,)
        elif _AK in (plan.initial, plan.final):
            tops = (3, _KING, _ACE)  # the windows that hold an ace or a king
        else:
            tops = _STRAIGHT_TOPS
        window = straight_ranks(rng.choice(tops))
        missing = rng.choice(window)
        kept = [card_at(r, suit) for r in window if r != missing]
    elif kind == "flush":
        kept = [card_at(r, suit) for r in rng.sample(range(13), 4)]
    else:
        low = rng.randrange(1, 9)  # open at both ends: three to ten at the bottom
        kept = [card_at(r, rng.randrange(4)) for r in range(low, low + 4)]
    taken = set(kept)
    candidates = [each for each in CARDS if each not in taken]
    rng.shuffle(candidates)
    odd = next(
        (
            each
            for each in candidates
            if category_of([*kept, each]) is plan.initial
            and switch_choice([*kept, each], rules) == (each,)
        ),
        None,
    )
    if odd is None:
        return None
    drawn = next(
        (each for each in candidates if each != odd and category_of([*kept, each]) is plan.final),
        None,
    )
    return None if drawn is None else (kept, [odd], [drawn])


def _pair_keeper(plan: _Plan, rules: Rules, rng: random.Random) -> _History | None:
    final = list(hand_of(plan.final, rng))
    counts = Counter(each.rank for each in final)
    rank = rng.choice(sorted(r for r, n in counts.items() if n >= 2))
    kept = rng.sample([each for each in final if each.rank == rank], 2)
    taken = set(final)
    discarded: list[Card] = []
    # Three cards of three other ranks beside the pair: exactly one pair as dealt.
    for other in rng.sample([r for r in range(13) if r != rank], 3):
        free = _free_of_rank(other, taken)
        if not free:
            return None
        discarded.append(rng.choice(free))
    return kept, discarded, [each for each in final if each not in kept]


def _flush_chaser(plan: _Plan, rules: Rules, rng: random.Random) -> _History | None:
    final = list(hand_of(plan.final, rng))
    triples = [
        triple
        for s in range(4)
        for triple in itertools.combinations([each for each in final if each.suit == s], 3)
    ]
    if not triples:
        return None
    kept = list(rng.choice(triples))
    suit = kept[0].suit
    taken = set(final)
    # Two cards of two other ranks and other suits: three suited, no pair, as dealt.
    ranks = _other_ranks(plan.initial, {each.rank for each in kept}, 2, range(13), rng)
    if ranks is None or _is_straight([*ranks, *(each.rank for each in kept)]):
        return None
    discarded: list[Card] = []
    for rank in ranks:
        free = [each for each in _free_of_rank(rank, taken) if each.suit != suit]
        if not free:
            return None
        discarded.append(rng.choice(free))
    return kept, discarded, [each for each in final if each not in kept]


def _high_card_keeper(plan: _Plan, rules: Rules, rng: random.Random) -> _History | None:
    # His highest card is kept, four lower ones given up: a seven at least, since the
    # four ranks under a six make a straight with it; an ace if he was dealt Ace-King.
    for _ in range(_LOCAL_TRIES):
        final = list(hand_of(plan.final, rng))
        keepable = [
            each
            for each in final
            if each.rank >= 5 and (plan.initial is not _AK or each.rank == _ACE)
        ]
        if keepable:
            break
    else:
        return None
    highest = rng.choice(keepable)
    ranks = _other_ranks(plan.initial, {highest.rank}, 4, range(highest.rank), rng)
    if ranks is None or _is_straight([highest.rank, *ranks]):
        return None
    taken = set(final)
    suits = Counter([highest.suit])
    discarded: list[Card] = []
    for rank in ranks:  # no three of one suit, or he would chase the flush
        free = [each for each in _free_of_rank(rank, taken) if suits[each.suit] < 2]
        if not free:
            return None
        choice = rng.choice(free)
        suits[choice.suit] += 1
        discarded.append(choice)
    return [highest], discarded, [each for each in final if each != highest]


def _all_five(plan: _Plan, rules: Rules, rng: random.Random) -> _History | None:
    final = list(hand_of(plan.final, rng))
    taken = set(final)
    for _ in range(_LOCAL_TRIES):
        ranks = rng.sample(range(_ACE), 5)  # no ace, or he would keep it
        if _is_straight(ranks):
            continue
        free = [_free_of_rank(rank, taken) for rank in ranks]
        if not all(free):
            return None
        discarded = [rng.choice(cards) for cards in free]
        if len({each.suit for each in discarded}) > 1:
            return [], discarded, final
    return None


_Builder = Callable[[_Plan, Rules, random.Random], _History | None]
_HISTORY_BUILDERS: Mapping[PlayerType, _Builder] = frozen_mapping(
    {
        PlayerType.STRATEGY: _strategy_draw,
        PlayerType.PAIR_KEEPER: _pair_keeper,
        PlayerType.FLUSH_CHASER: _flush_chaser,
        PlayerType.HIGH_CARD_KEEPER: _high_card_keeper,
        PlayerType.ALL_FIVE: _all_five,
    }
)


def tie_with(final: Sequence[Card], taken: set[Card], rng: random.Random) -> list[Card] | None:
    """Five free cards (none of ``taken``) worth exactly the five cards ``final``: their
    ranks in other cards, a flush exactly when they are one; ``None`` when a few tries
    find none."""
    if len({each.suit for each in final}) == 1:
        suits = [s for s in range(4) if all(card_at(c.rank, s) not in taken for c in final)]
        if not suits:
            return None
        suit = rng.choice(suits)
        return [card_at(each.rank, suit) for each in final]
    for _ in range(_LOCAL_TRIES):
        chosen: list[Card] = []
        for each in final:
            free = _free_of_rank(each.rank, taken.union(chosen))
            if not free:
                return None
            chosen.append(rng.choice(free))
        if len({each.suit for each in chosen}) > 1:
            return chosen
    return None


def _dealer(
    plan: _Plan,
    final: Sequence[Card],
    discarded: Sequence[Card],
    taken: set[Card],
    rules: Rules,
    target: Target,
    rng: random.Random,
) -> tuple[Card, ...] | None:
    """Dealer's cards, up card first, giving the plan's decision and an outcome and dealer's
    category the target allows; ``None`` when a few tries find none."""
    options, weights = _dealer_options(
        plan.decision, plan.final, target.outcome, target.dealer, lowest=plan.lowest
    )
    value = evaluate(final)
    for _ in range(_LOCAL_TRIES):
        outcome, category = rng.choices(options, cum_weights=weights)[0]
        if outcome is Showdown.TIE:
            cards = tie_with(final, taken, rng)
        else:
            try:
                cards = list(hand_of(category, rng, excluding=taken))
            except CannotDeal:
                cards = None
        if cards is None or _showdown(plan.decision, value, evaluate(cards)) is not outcome:
            continue
        # Which of his cards the dealer shows is free: pick one the player's decision fits
        # (an Ace-King is raised or folded by whether the up card pairs it).
        rng.shuffle(cards)
        for position, up in enumerate(cards):
            if decision_for(plan.player, final, up, rules, switched=discarded) is plan.decision:
                return (up, *cards[:position], *cards[position + 1 :])
    return None


def _played(
    player: PlayerType,
    dealt: Sequence[Card],
    draws: Mapping[Card, Card],
    dealer: Sequence[Card],
    rules: Rules,
) -> Round | None:
    """The round as ``player`` plays it forward from the hand ``dealt``, drawing
    ``draws[card]`` for each card he gives up; ``None`` unless it all holds."""
    discard = discard_for(player, dealt, rules)
    if discard is None or set(discard) != set(draws):
        return None
    try:
        round_ = Round(player=tuple(dealt), dealer=tuple(dealer))
        if discard:
            round_ = round_.switch(rules, discard, tuple(draws[each] for each in discard))
        decision = decision_for(player, round_.hand, round_.up_card, rules, switched=discard)
        return round_.decide(rules, decision)
    except PokerError:
        return None


def _attempt(plan: _Plan, rules: Rules, target: Target, rng: random.Random) -> Round | None:
    build = _HISTORY_BUILDERS[plan.player] if plan.switch else _unswitched
    history = build(plan, rules, rng)
    if history is None:
        return None
    kept, discarded, drawn = history
    dealt = kept + discarded
    rng.shuffle(dealt)
    discarded = [each for each in dealt if each in discarded]  # in the order they sit
    rng.shuffle(drawn)
    draws = dict(zip(discarded, drawn, strict=True))
    final = [draws.get(each, each) for each in dealt]
    dealer = _dealer(plan, final, discarded, {*dealt, *drawn}, rules, target, rng)
    if dealer is None:
        return None
    round_ = _played(plan.player, dealt, draws, dealer, rules)
    return round_ if round_ is not None and meets(round_, target) else None


def deal_to_order(rules: Rules, target: Target, rng: random.Random) -> tuple[Round, PlayerType]:
    """A decided round meeting every field of ``target`` under ``rules``, and the kind of
    player (one of ``target.players``) who played it.

    The round is entered by hand (``seed`` is ``None``): the player's dealt hand, the
    dealer's five cards with the up card first, the switch with the cards given up and
    drawn, the decision. The same rules, target and state of ``rng`` give the same round.
    Raises ``CannotDeal`` saying why when no round meets the target under these rules
    (exactly when ``possible`` says so), or, should it ever happen, when many tries built
    none.
    """
    plans, weights = _plans(_table(rules), target)
    if not plans:
        raise CannotDeal(_why_not(rules, target))
    # A plan is kept through its failures (for a while), so that kinds of player whose
    # rounds take more tries to build are dealt as often as the others.
    for attempt in range(_ATTEMPTS):
        if attempt % _PLAN_TRIES == 0:
            plan = rng.choices(plans, cum_weights=weights)[0]
        round_ = _attempt(plan, rules, target, rng)
        if round_ is not None:
            return round_, plan.player
    raise CannotDeal(f"no round {target} was found under {rules.name} in {_ATTEMPTS} tries")
