"""Rounds dealt to order: a round that shows a given line of the pay table, fee schedule or
outcome, reproducibly from a seeded ``random.Random``, with a history a real player makes.

A ``Target`` names what the round must show (the hand as dealt, the hand at the showdown,
the number of cards switched, the outcome, the dealer's hand, whether the switch improved
the hand) and which kinds of player (``engine.oasis.players``) may play it.

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
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from engine.cards import CARDS, Card
from engine.dealing import (
    ACE,
    HANDS_IN_CATEGORY,
    KING,
    STRAIGHT_TOPS,
    TIEABLE,
    CannotDeal,
    card_at,
    distinct_players,
    free_of_rank,
    hand_of,
    is_straight,
    straight_ranks,
    target_text,
    tie_with,
)
from engine.errors import PokerError
from engine.hands import Category, HandValue, category_of, evaluate
from engine.oasis.players import (
    SWITCH_COUNTS,
    PlayerType,
    decision_for,
    discard_for,
    may_switch,
    must_raise,
)
from engine.oasis.round import Decision, Round, Rules
from engine.oasis.strategy import switch_choice
from engine.showdown import dealer_qualifies, frozen_mapping


class Ending(enum.StrEnum):
    """How a decided round ends."""

    FOLD = "fold"  # the player folded
    NOT_QUALIFIED = "not_qualified"  # he raised and the dealer holds less than Ace-King
    PLAYER = "player"  # he raised, the dealer qualifies, and his final hand beats the dealer's
    TIE = "tie"  # he raised, the dealer qualifies, and the hands are equal
    DEALER = "dealer"  # he raised, the dealer qualifies and wins


@dataclass(frozen=True, kw_only=True)
class Target:
    """What a round dealt to order must show; ``None`` means any.

    ``initial`` is the category of the player's hand as dealt (the bonus is paid on it),
    ``final`` the category at the showdown, ``switch`` the number of cards switched (0: no
    switch), ``dealer`` the dealer's category at the showdown, ``improved`` whether the
    switch raised the hand's category, ``ending`` how the round ends. ``players`` are the
    kinds of player who may play it. Categories may be given as slugs ("full_house"), the
    ending and the players as their values ("tie", "timid"). Raises ``ValueError`` for a
    switch outside 0..5, an unknown value or no player at all.
    """

    initial: Category | None = None
    final: Category | None = None
    switch: int | None = None
    ending: Ending | None = None
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
        if self.ending is not None:
            object.__setattr__(self, "ending", Ending(self.ending))
        object.__setattr__(self, "players", distinct_players(PlayerType, self.players))

    def __str__(self) -> str:
        return target_text(self, tuple(PlayerType))


def ending_of(round_: Round) -> Ending:
    """How the decided ``round_`` ends. Raises ``ValueError`` for an undecided round."""
    if round_.decision is None:
        raise ValueError("the round is not decided yet: it has no showdown")
    return _ending(round_.decision, evaluate(round_.hand), evaluate(round_.dealer_hand))


def _ending(decision: Decision, player: HandValue, dealer: HandValue) -> Ending:
    if decision is Decision.FOLD:
        return Ending.FOLD
    if not dealer_qualifies(dealer):
        return Ending.NOT_QUALIFIED
    if player > dealer:
        return Ending.PLAYER
    return Ending.TIE if player == dealer else Ending.DEALER


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
        and target.ending in (None, ending_of(round_))
        and target.dealer in (None, evaluate(round_.dealer_hand).category)
        and target.improved in (None, final > initial)
    )


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
    outcome: Ending, final: Category, *, lowest: bool = False
) -> tuple[Category, ...]:
    """The dealer's categories that can give ``outcome`` against a raised ``final`` hand
    (``lowest``: the lowest hand of its category)."""
    if outcome is Ending.NOT_QUALIFIED:
        return (_HC,)
    if outcome is Ending.TIE:
        return (final,) if final in TIEABLE else ()
    # Nothing beats a royal flush, and the lowest hand of a category beats none of it.
    if outcome is Ending.PLAYER:
        below_only = lowest or final is Category.ROYAL_FLUSH
        return tuple(c for c in _ALL if _AK <= c <= final and not (below_only and c == final))
    if outcome is Ending.DEALER and final is not Category.ROYAL_FLUSH:
        return tuple(c for c in _ALL if c >= max(final, _AK))
    return ()


@functools.lru_cache(maxsize=4096)
def _dealer_options(
    decision: Decision,
    final: Category,
    outcome: Ending | None,
    dealer: Category | None,
    *,
    lowest: bool = False,
) -> tuple[tuple[tuple[Ending, Category], ...], tuple[float, ...]]:
    """The (outcome, dealer's category) pairs a round can end with (``lowest``: the final
    hand is the lowest of its category), and their cumulative weights: the dealer's
    categories in a real deck's proportions."""
    options: list[tuple[Ending, Category]] = []
    weights: list[float] = []
    if decision is Decision.FOLD:
        outcomes: tuple[Ending, ...] = (Ending.FOLD,)
    else:
        outcomes = (Ending.NOT_QUALIFIED, Ending.PLAYER, Ending.TIE, Ending.DEALER)
    for each in outcomes:
        if outcome not in (None, each):
            continue
        categories = _ALL if each is Ending.FOLD else _dealer_categories(each, final, lowest=lowest)
        for category in categories:
            if dealer in (None, category):
                options.append((each, category))
                share = _TIE_SHARE if each is Ending.TIE and outcome is None else 1
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
                    if _dealer_options(each, final, target.ending, target.dealer, lowest=lowest)[0]
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
    if target.ending is Ending.FOLD and switch and switch in table.forced:
        return f"under {rules.name} a player who switched {switch} cards must raise"
    if target.ending is Ending.DEALER and target.final is Category.ROYAL_FLUSH:
        return "a royal flush never loses to the dealer"
    if target.ending is Ending.TIE:
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


def _other_ranks(
    initial: Category, kept: set[int], count: int, pool: Sequence[int], rng: random.Random
) -> list[int] | None:
    """``count`` distinct ranks from ``pool`` (none of ``kept``) that, with the ranks kept,
    make an Ace-King when ``initial`` is Ace-King and make none otherwise."""
    pool = [r for r in pool if r not in kept]
    if initial is _AK:
        needed = [r for r in (ACE, KING) if r not in kept]
        if len(needed) > count or any(r not in pool for r in needed):
            return None
        rest = [r for r in pool if r not in needed]
        if len(rest) < count - len(needed):
            return None
        return needed + rng.sample(rest, count - len(needed))
    if {ACE, KING} <= kept:
        return None
    for _ in range(_LOCAL_TRIES):
        if len(pool) < count:
            return None
        ranks = rng.sample(pool, count)
        if not {ACE, KING} <= kept.union(ranks):
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
            tops: Sequence[int] = (ACE,)
        elif _AK in (plan.initial, plan.final):
            tops = (3, KING, ACE)  # the windows that hold an ace or a king
        else:
            tops = STRAIGHT_TOPS
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
        free = free_of_rank(other, taken)
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
    if ranks is None or is_straight([*ranks, *(each.rank for each in kept)]):
        return None
    discarded: list[Card] = []
    for rank in ranks:
        free = [each for each in free_of_rank(rank, taken) if each.suit != suit]
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
            if each.rank >= 5 and (plan.initial is not _AK or each.rank == ACE)
        ]
        if keepable:
            break
    else:
        return None
    highest = rng.choice(keepable)
    ranks = _other_ranks(plan.initial, {highest.rank}, 4, range(highest.rank), rng)
    if ranks is None or is_straight([highest.rank, *ranks]):
        return None
    taken = set(final)
    suits = Counter([highest.suit])
    discarded: list[Card] = []
    for rank in ranks:  # no three of one suit, or he would chase the flush
        free = [each for each in free_of_rank(rank, taken) if suits[each.suit] < 2]
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
        ranks = rng.sample(range(ACE), 5)  # no ace, or he would keep it
        if is_straight(ranks):
            continue
        free = [free_of_rank(rank, taken) for rank in ranks]
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
        plan.decision, plan.final, target.ending, target.dealer, lowest=plan.lowest
    )
    value = evaluate(final)
    for _ in range(_LOCAL_TRIES):
        outcome, category = rng.choices(options, cum_weights=weights)[0]
        if outcome is Ending.TIE:
            cards = tie_with(final, taken, rng)
        else:
            try:
                cards = list(hand_of(category, rng, excluding=taken))
            except CannotDeal:
                cards = None
        if cards is None or _ending(plan.decision, value, evaluate(cards)) is not outcome:
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


def deal_to_order(
    rules: Rules, target: Target, rng: random.Random, *, ante: Decimal | None = None
) -> tuple[Round, PlayerType]:
    """A decided round meeting every field of ``target`` under ``rules``, and the kind of
    player (one of ``target.players``) who played it.

    The round is entered by hand (``seed`` is ``None``): the player's dealt hand, the
    dealer's five cards with the up card first, the switch with the cards given up and
    drawn, the decision. The same rules, target and state of ``rng`` give the same round.
    Raises ``CannotDeal`` saying why when no round meets the target under these rules
    (exactly when ``possible`` says so), or, should it ever happen, when many tries built
    none. ``ante`` is there for ``engine.game.Game``, whose rounds are dealt for an ante:
    an Oasis round holds no stake (``settle`` takes them), so it changes nothing.
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
