"""Russian Poker rounds dealt to order: a round that shows a given ending, hand, draw,
insurance, game bought or number of combinations paid, reproducibly from a seeded
``random.Random``, with a history a real player makes (``engine.russian.players``).

A ``RussianTarget`` names what the round must show and which kinds of player may play it.
``deal_to_order`` first picks a *plan* among those the target and the house allow
(``possible`` is "is there one"): a *way* of playing (a kind of player, his draw and what he
held as dealt), the category of his hand at the showdown and its *form* (which other
combinations it holds beside the first, so which the bet pays), and the ending, with or
without a game bought. It then builds the round from the plan, backwards: the hand at the
showdown, the cards the player kept, gave up or bought to make it, and last the dealer's
hand (for a game bought, his hand at the showdown first, then the card he gave up for the
one he received). Only the cards are built: the round itself is what forward play makes
of them, ``play_as`` with that kind of player on the hand as dealt, drawing the cards
built in their order (his draw, decision, insurance and game bought are his own rule's,
and every card built must be drawn). It is kept only if ``meets`` finds every field of the
target in it and it settles under the house's rules; a round that fails is dealt again, a
bounded number of times.

Every round dealt is entered by hand (``seed`` ``None``): the cards drawn are in its
history, so it replays with ``engine.russian.round.replay``.

A plan is possible only when every figure its round needs is known: the pay table's lines
for a bet won (and for every other combination the hand holds), the ante on a win, the
ante after a game bought without a game, which card the dealer gives up, the insurance
limit and what insurance gets when the dealer qualifies and the player does not win. A
house's unknown figure removes the plans that need it, nothing else.

Categories the target leaves open come in a real deck's proportions; each kind of player
who can make the round is equally likely, and each of his ways of playing.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import itertools
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from decimal import Decimal

from engine.cards import CARDS, Card, parse_cards
from engine.dealing import (
    HANDS_IN_CATEGORY,
    TIEABLE,
    CannotDeal,
    card_at,
    distinct_players,
    hand_of,
    straight_ranks,
    target_text,
    tie_with,
)
from engine.errors import PokerError, RulesIncomplete
from engine.hands import Category, HandValue, evaluate
from engine.money import parse_amount
from engine.russian.evaluate import best_hand, combinations_in, paid_combinations
from engine.russian.players import (
    INSURES,
    NO_DRAW,
    DrawChoice,
    DrawKind,
    RussianPlayer,
    buys_game,
    decision_for,
    draw_for,
    four_to_a_draw,
    play_as,
)
from engine.russian.round import Decision, Exchange, Round, SixthCard
from engine.russian.rules import DealerDiscards, RussianRules
from engine.russian.settle import settle
from engine.showdown import dealer_qualifies, frozen_mapping

__all__ = [
    "CannotDeal",
    "DrawKind",
    "Ending",
    "RussianTarget",
    "deal_to_order",
    "draw_kind_of",
    "ending_of",
    "meets",
    "possible",
]

C = Category
_ACE, _KING = 12, 11


class Ending(enum.StrEnum):
    """How a decided round ends."""

    FOLD = "fold"
    NOT_QUALIFIED = "not_qualified"  # bet; the dealer has no game; no game bought
    BOUGHT_NO_GAME = "bought_no_game"  # bet; a game bought; the new dealer hand has none
    PLAYER = "player"  # bet; the dealer plays (after any game bought); the player's hand wins
    TIE = "tie"
    DEALER = "dealer"


@dataclass(frozen=True, kw_only=True)
class RussianTarget:
    """What a round dealt to order must show; ``None`` means any.

    ``final`` is the category of the player's best hand at the showdown (of five or six
    cards), ``draw`` what he drew, ``exchanged`` how many cards he exchanged (given alone,
    it makes ``draw`` an exchange), ``insured`` whether he insured, ``game_bought`` whether
    he bought the dealer a game, ``combinations`` how many combinations the bet is paid on
    (1 or 2; given alone, it makes ``ending`` a win for the player, the only ending that
    pays any). ``players`` are the kinds of player who may play it. Values may be given as
    their strings ("full_house", "tie", "timid"). Raises ``ValueError`` for an exchange
    outside 1..5, a number of combinations other than 1 or 2, an unknown value or no
    player at all.
    """

    ending: Ending | None = None
    final: Category | None = None
    draw: DrawKind | None = None
    exchanged: int | None = None
    insured: bool | None = None
    game_bought: bool | None = None
    combinations: int | None = None
    players: tuple[RussianPlayer, ...] = tuple(RussianPlayer)

    def __post_init__(self) -> None:
        if self.exchanged is not None and not 1 <= self.exchanged <= 5:
            raise ValueError(f"an exchange is of 1 to 5 cards, not {self.exchanged}")
        if self.combinations not in (None, 1, 2):
            raise ValueError(f"a bet is paid on 1 or 2 combinations, not {self.combinations}")
        # Frozen: the normalised values are written past the dataclass's guard, so that
        # equal targets are equal values (and hash alike) however the caller gave them.
        final = self.final
        if isinstance(final, str):
            object.__setattr__(self, "final", Category.from_slug(final))
        elif final is not None:
            object.__setattr__(self, "final", Category(final))
        for name, kind in (("ending", Ending), ("draw", DrawKind)):
            value = getattr(self, name)
            if value is not None:
                object.__setattr__(self, name, kind(value))
        if self.exchanged is not None and self.draw is None:
            object.__setattr__(self, "draw", DrawKind.EXCHANGE)
        if self.combinations is not None and self.ending is None:
            object.__setattr__(self, "ending", Ending.PLAYER)
        object.__setattr__(self, "players", distinct_players(RussianPlayer, self.players))

    def __str__(self) -> str:
        return target_text(self, tuple(RussianPlayer))


def ending_of(round_: Round) -> Ending:
    """How the decided ``round_`` ends. Raises ``ValueError`` for an undecided round."""
    if round_.decision is None:
        raise ValueError("the round is not decided yet: it has no ending")
    if round_.decision is Decision.FOLD:
        return Ending.FOLD
    dealer = evaluate(round_.dealer_hand)
    if not dealer_qualifies(dealer):
        return Ending.NOT_QUALIFIED if round_.game_bought is None else Ending.BOUGHT_NO_GAME
    player = best_hand(round_.hand)
    if player > dealer:
        return Ending.PLAYER
    return Ending.TIE if player == dealer else Ending.DEALER


def draw_kind_of(round_: Round) -> DrawKind | None:
    """What the player of ``round_`` drew: nothing, an exchange (one or more), a sixth card;
    ``None`` for a round that holds both kinds (where a house allows it)."""
    kinds = {type(each) for each in round_.draws}
    if not kinds:
        return DrawKind.NONE
    if kinds == {Exchange}:
        return DrawKind.EXCHANGE
    return DrawKind.SIXTH if kinds == {SixthCard} else None


def meets(rules: RussianRules, round_: Round, target: RussianTarget) -> bool:
    """Whether the decided ``round_`` shows every field of ``target`` under ``rules`` (its
    ``players`` aside: a round does not record who played it). A number of combinations
    asked is met only by a won bet whose pay ``rules`` can tell."""
    if round_.decision is None:
        return False
    exchanged = sum(len(each.discarded) for each in round_.draws if isinstance(each, Exchange))
    ending = ending_of(round_)
    if not (
        target.ending in (None, ending)
        and target.final in (None, best_hand(round_.hand).category)
        and target.draw in (None, draw_kind_of(round_))
        and target.exchanged in (None, exchanged)
        and target.insured in (None, round_.insurance > 0)
        and target.game_bought in (None, round_.game_bought is not None)
    ):
        return False
    if target.combinations is None:
        return True
    try:
        paid = paid_combinations(rules, round_.hand)
    except RulesIncomplete:
        return False
    return ending is Ending.PLAYER and len(paid) == target.combinations


# -- the form of a hand: the combinations beside its first -------------------------------


class _Form(enum.Enum):
    """Which combinations hold a card outside the hand's first (its best), the same for
    every first the hand holds: the second combinations it could be paid on."""

    NONE = "none"
    ACE_KING = "ace_king"  # only an Ace-King
    PAIR = "pair"  # only a pair: a flush and a card of one of its ranks
    STRAIGHT = "straight"  # only another straight: six in a row, or one that uses a card
    # beside a flush or a straight flush
    TWIN = "twin"  # a pair and the straight of the same ranks: a straight and a card of one
    # of its ranks


_FORMS = {
    (frozenset(), frozenset()): _Form.NONE,
    (frozenset({C.ACE_KING}), frozenset()): _Form.ACE_KING,
    (frozenset({C.PAIR}), frozenset()): _Form.PAIR,
    (frozenset({C.STRAIGHT}), frozenset()): _Form.STRAIGHT,
    (frozenset({C.PAIR, C.STRAIGHT}), frozenset({C.STRAIGHT})): _Form.TWIN,
}


def _shape(cards: Sequence[Card]) -> tuple[Category, _Form | None]:
    """The category of the best hand of ``cards`` and its form (``None``: a form no plan
    uses, such as a straight flush with both a twin and an Ace-King beside it)."""
    best = best_hand(cards).category
    every = combinations_in(cards)
    shapes = set()
    for first in (each for each in every if each.category is best):
        inside = set(first.cards)
        outside = [each for each in every if not set(each.cards) <= inside]
        same = frozenset(each.category for each in outside if each.ranks == first.ranks)
        shapes.add((frozenset(each.category for each in outside), same))
    if not shapes:
        return best, _Form.NONE  # no hand at all: nothing is paid
    return best, _FORMS.get(shapes.pop()) if len(shapes) == 1 else None


# One hand of each category and form: what the house pays on it is what it pays on every
# hand of that category and form (the pay depends only on the categories beside the first).
_EXAMPLES: Mapping[tuple[Category, _Form], str] = frozen_mapping(
    {
        (C.HIGH_CARD, _Form.NONE): "Qh 9d 7c 5s 3h",
        (C.ACE_KING, _Form.NONE): "Ah Kd 9c 7s 3h",
        (C.PAIR, _Form.NONE): "9h 9d Kc 7s 3h",
        (C.PAIR, _Form.ACE_KING): "9h 9d Ac Ks 3h",
        (C.TWO_PAIR, _Form.NONE): "9h 9d Kc Ks 3h",
        (C.TWO_PAIR, _Form.ACE_KING): "9h 9d Kc Ks Ah",
        (C.THREE_OF_A_KIND, _Form.NONE): "9h 9d 9c Ks 3h",
        (C.THREE_OF_A_KIND, _Form.ACE_KING): "9h 9d 9c Ks Ah",
        (C.STRAIGHT, _Form.NONE): "5h 6d 7c 8s 9h",
        (C.STRAIGHT, _Form.ACE_KING): "Ah 2d 3c 4s 5h Kc",
        (C.STRAIGHT, _Form.STRAIGHT): "5h 6d 7c 8s 9h Tc",
        (C.STRAIGHT, _Form.TWIN): "5h 6d 7c 8s 9h 9c",
        (C.FLUSH, _Form.NONE): "2h 5h 8h Jh Kh",
        (C.FLUSH, _Form.ACE_KING): "2h 5h 8h Jh Kh Ac",
        (C.FLUSH, _Form.PAIR): "2h 5h 8h Jh Kh 8c",
        (C.FLUSH, _Form.STRAIGHT): "2h 5h 6h 7h 8h 9c",
        (C.FULL_HOUSE, _Form.NONE): "9h 9d 9c Ks Kh",
        (C.FULL_HOUSE, _Form.ACE_KING): "Kh Kd Kc 9s 9h Ac",
        (C.FOUR_OF_A_KIND, _Form.NONE): "9h 9d 9c 9s Kh",
        (C.FOUR_OF_A_KIND, _Form.ACE_KING): "Ah Ad Ac As Kh",
        (C.STRAIGHT_FLUSH, _Form.NONE): "5h 6h 7h 8h 9h",
        (C.STRAIGHT_FLUSH, _Form.ACE_KING): "Ah 2h 3h 4h 5h Kc",
        (C.STRAIGHT_FLUSH, _Form.STRAIGHT): "5h 6h 7h 8h 9h Tc",
        (C.STRAIGHT_FLUSH, _Form.TWIN): "5h 6h 7h 8h 9h 9c",
        (C.ROYAL_FLUSH, _Form.NONE): "Ah Kh Qh Jh Th",
        (C.ROYAL_FLUSH, _Form.STRAIGHT): "Ah Kh Qh Jh Th 9c",
        (C.ROYAL_FLUSH, _Form.TWIN): "Ah Kh Qh Jh Th Qc",
    }
)

# Forms whose hand can only be the lowest of its category (the five-high straight and
# straight flush beside a king): no dealer's hand of that category is below it.
_LOWEST = frozenset({(C.STRAIGHT, _Form.ACE_KING), (C.STRAIGHT_FLUSH, _Form.ACE_KING)})

# How often each form is dealt when the target leaves the pay open, beside no other.
_FORM_WEIGHTS: Mapping[_Form, float] = frozen_mapping(
    {
        _Form.NONE: 1.0,
        _Form.ACE_KING: 0.1,
        _Form.PAIR: 0.15,
        _Form.STRAIGHT: 0.1,
        _Form.TWIN: 0.15,
    }
)


# -- ways of playing: a kind of player, his draw, what he held as dealt ------------------


@dataclass(frozen=True, slots=True)
class _Way:
    name: str
    player: RussianPlayer
    draw: DrawKind
    exchanged: int = 0


P = RussianPlayer
_N, _AKF = _Form.NONE, _Form.ACE_KING
_KINDS = frozenset({C.PAIR, C.TWO_PAIR, C.THREE_OF_A_KIND, C.FOUR_OF_A_KIND})
_Reach = Mapping[Category, frozenset[_Form]]


def _five(categories: Iterable[Category]) -> _Reach:
    # Five cards: an Ace-King may stand beside a pair, two pair, three or four of a kind.
    return {c: frozenset({_N, _AKF} if c in _KINDS else {_N}) for c in categories}


def _six(forms: Mapping[Category, Iterable[_Form]]) -> _Reach:
    return {c: frozenset(each) for c, each in forms.items()}


_ANY5 = _five(Category)
_MADE_WITH_A_PAIR = (C.PAIR, C.TWO_PAIR, C.THREE_OF_A_KIND, C.FULL_HOUSE, C.FOUR_OF_A_KIND)
_ONE_CARD_MORE = (C.HIGH_CARD, C.ACE_KING, C.PAIR, C.STRAIGHT, C.FLUSH)
_STRAIGHT_FLUSHES = (C.STRAIGHT_FLUSH, C.ROYAL_FLUSH)

# Each way of playing and the (category, forms) of the hands at the showdown it makes.
_WAYS: Mapping[_Way, _Reach] = frozen_mapping(
    {
        # Without a draw. The book player's categories depend on the house (_book_stands).
        _Way("book_stands", P.BOOK, DrawKind.NONE): _ANY5,
        _Way("sixth_buyer_stands", P.SIXTH_BUYER, DrawKind.NONE): _five(
            c for c in Category if c >= C.TWO_PAIR
        ),
        _Way("stands_pat", P.STANDS_PAT, DrawKind.NONE): _ANY5,
        _Way("timid_folds", P.TIMID, DrawKind.NONE): _five((C.ACE_KING, C.PAIR)),
        _Way("chaser_bets", P.CHASER, DrawKind.NONE): _ANY5,
        # The exchanger keeps the two highest cards of nothing, or what he has made.
        _Way("keeps_two_highest", P.EXCHANGER, DrawKind.EXCHANGE, 3): _ANY5,
        _Way("keeps_pair", P.EXCHANGER, DrawKind.EXCHANGE, 3): _five(_MADE_WITH_A_PAIR),
        _Way("keeps_trips", P.EXCHANGER, DrawKind.EXCHANGE, 2): _five(_MADE_WITH_A_PAIR[2:]),
        _Way("keeps_two_pair", P.EXCHANGER, DrawKind.EXCHANGE, 1): _five(
            (C.TWO_PAIR, C.FULL_HOUSE)
        ),
        _Way("keeps_quads", P.EXCHANGER, DrawKind.EXCHANGE, 1): _five((C.FOUR_OF_A_KIND,)),
        # The book player with nothing: the odd card of a four-card draw where no sixth
        # card is sold (one card makes at most a pair, never beside an Ace-King), all but
        # his ace or king, or all five.
        _Way("book_odd_card", P.BOOK, DrawKind.EXCHANGE, 1): _six(
            dict.fromkeys((*_ONE_CARD_MORE, *_STRAIGHT_FLUSHES), (_N,))
        ),
        _Way("book_keeps_high", P.BOOK, DrawKind.EXCHANGE, 4): _ANY5,
        _Way("book_all_five", P.BOOK, DrawKind.EXCHANGE, 5): _ANY5,
        # A sixth card on a four-card draw: the card beside the draw, or the one bought,
        # may give the second combination; never a twin of the draw's ranks.
        _Way("book_sixth_to_draw", P.BOOK, DrawKind.SIXTH): _six(
            {
                C.HIGH_CARD: (_N,),
                C.ACE_KING: (_N,),
                C.PAIR: (_N,),
                C.STRAIGHT: (_N, _AKF, _Form.STRAIGHT),
                C.FLUSH: (_N, _AKF, _Form.PAIR, _Form.STRAIGHT),
                C.STRAIGHT_FLUSH: (_N, _AKF, _Form.STRAIGHT),
                C.ROYAL_FLUSH: (_N, _Form.STRAIGHT),
            }
        ),
        _Way("book_sixth_to_trips", P.BOOK, DrawKind.SIXTH): _six(
            dict.fromkeys(_MADE_WITH_A_PAIR[2:], (_N, _AKF))
        ),
        # A sixth card on less than two pair: never a full house or four of a kind.
        _Way("sixth_buyer_buys", P.SIXTH_BUYER, DrawKind.SIXTH): _six(
            {
                C.HIGH_CARD: (_N,),
                C.ACE_KING: (_N,),
                C.PAIR: (_N, _AKF),
                C.TWO_PAIR: (_N, _AKF),
                C.THREE_OF_A_KIND: (_N, _AKF),
                C.STRAIGHT: (_N, _AKF, _Form.STRAIGHT, _Form.TWIN),
                C.FLUSH: (_N, _AKF, _Form.PAIR, _Form.STRAIGHT),
                C.STRAIGHT_FLUSH: (_N, _AKF, _Form.STRAIGHT, _Form.TWIN),
                C.ROYAL_FLUSH: (_N, _Form.STRAIGHT, _Form.TWIN),
            }
        ),
    }
)


def _exchanges(rules: RussianRules, cards: int) -> bool:
    return rules.allows_exchange and cards in rules.exchange_counts


def _book_stands(rules: RussianRules, category: Category) -> bool:
    """Whether the book player holds some hand of ``category`` without drawing here."""
    sixth = rules.allows_sixth_card
    if category is C.THREE_OF_A_KIND:
        return not sixth
    if category is C.HIGH_CARD:
        # Four to a draw, nothing with an ace or a king, nothing at all: each is drawn to
        # only where the house allows that draw.
        return (not sixth and not _exchanges(rules, 1)) or not (
            _exchanges(rules, 4) and _exchanges(rules, 5)
        )
    return True


def _reach(way: _Way, rules: RussianRules) -> _Reach:
    """The hands ``way`` makes under ``rules``: none where the house forbids its draw."""
    if way.draw is DrawKind.EXCHANGE and not _exchanges(rules, way.exchanged):
        return {}
    sells_sixth = rules.allows_sixth_card
    if (way.draw is DrawKind.SIXTH or way.player is P.SIXTH_BUYER) and not sells_sixth:
        return {}
    if way.name == "book_odd_card" and sells_sixth:
        return {}  # he buys the sixth card instead
    reach = _WAYS[way]
    if way.name == "book_stands":
        return {c: forms for c, forms in reach.items() if _book_stands(rules, c)}
    return reach


# -- plans: a way of playing, the hand it makes, the ending -------------------------------

_QUALIFYING = tuple(c for c in Category if c >= C.ACE_KING)
# What the dealer can hold after a game bought: he held no pair, and gave up one card. His
# highest given up, he never holds both an ace and a king (no Ace-King, no royal flush).
_AFTER_BUY: Mapping[DealerDiscards, tuple[Category, ...]] = frozen_mapping(
    {
        DealerDiscards.HIGHEST: (C.HIGH_CARD, C.PAIR, C.STRAIGHT, C.FLUSH, C.STRAIGHT_FLUSH),
        DealerDiscards.LOWEST: (
            C.HIGH_CARD,
            C.ACE_KING,
            C.PAIR,
            C.STRAIGHT,
            C.FLUSH,
            C.STRAIGHT_FLUSH,
            C.ROYAL_FLUSH,
        ),
    }
)
# Roughly how often the dealer's new hand is of each category (one card of 42 or so makes
# a pair of one of his four ranks; a four-card draw in his hand is rarely completed).
_AFTER_BUY_WEIGHTS: Mapping[Category, float] = frozen_mapping(
    {
        C.HIGH_CARD: 0.6,
        C.ACE_KING: 0.05,
        C.PAIR: 0.3,
        C.STRAIGHT: 0.02,
        C.FLUSH: 0.02,
        C.STRAIGHT_FLUSH: 0.001,
        C.ROYAL_FLUSH: 0.0001,
    }
)
# Ties are rare at a real table: when the target leaves the ending open, a tie is dealt
# this much less often than its dealer's category alone would make it.
_TIE_SHARE = 0.05


@dataclass(frozen=True, slots=True)
class _Plan:
    way: _Way
    final: Category
    form: _Form
    ending: Ending
    bought: bool
    insured: bool
    combinations: int | None  # paid on the bet, for a round the player wins
    weight: float  # of the ending, among the endings of this hand

    @property
    def lowest(self) -> bool:
        return (self.final, self.form) in _LOWEST


def _dealer_categories(
    ending: Ending, final: Category, *, lowest: bool, within: Iterable[Category]
) -> tuple[Category, ...]:
    """The dealer's categories at the showdown, among ``within``, that can give ``ending``
    against a bet ``final`` hand (``lowest``: the lowest hand of its category)."""
    if ending is Ending.PLAYER:
        below_only = lowest or final is C.ROYAL_FLUSH
        return tuple(
            d for d in within if C.ACE_KING <= d <= final and not (below_only and d == final)
        )
    if ending is Ending.TIE:
        return (final,) if final in TIEABLE and final in within else ()
    if ending is Ending.DEALER and final is not C.ROYAL_FLUSH:
        return tuple(d for d in within if d >= max(final, C.ACE_KING))
    return ()


def _pays(rules: RussianRules, hand: Sequence[Card]) -> int | None:
    """How many combinations the bet is paid on with ``hand``, ``None`` when the house's
    figures do not tell."""
    try:
        return len(paid_combinations(rules, hand))
    except RulesIncomplete:
        return None


def _insures(rules: RussianRules, player: RussianPlayer, final: Category) -> bool:
    """Whether ``player`` insures a bet ``final`` hand (one ante where the house's limit,
    or the pay it is worked out from, is unpublished: ``insurance_for``)."""
    insurance = rules.insurance
    return player in INSURES and insurance is not None and final >= insurance.least


def _settles(
    rules: RussianRules, ending: Ending, *, bought: bool, insured: bool, pays: int | None
) -> bool:
    """Whether a round with this ending settles under the house's known figures."""
    if ending is Ending.PLAYER:
        return pays is not None and rules.ante_on_win is not None
    if ending is Ending.BOUGHT_NO_GAME:
        return rules.ante_after_bought_no_game is not None
    if ending in (Ending.TIE, Ending.DEALER) and insured and not bought:
        # Insurance is decided by the dealer's hand as first shown: here he plays.
        insurance = rules.insurance
        return insurance is not None and insurance.returned_unless_won is not None
    return True


def _hand_plans(rules: RussianRules, way: _Way, final: Category, form: _Form) -> Iterable[_Plan]:
    example = parse_cards(_EXAMPLES[final, form])
    player = way.player
    pays = _pays(rules, example)

    def plan(ending: Ending, weight: float, *, bought: bool = False) -> _Plan:
        paid = pays if ending is Ending.PLAYER else None
        return _Plan(way, final, form, ending, bought, bool(insured), paid, weight)

    insured = False
    if decision_for(player, example) is Decision.FOLD:
        yield plan(Ending.FOLD, 1.0)
        return
    insured = _insures(rules, player, final)
    lowest = (final, form) in _LOWEST
    for ending in (Ending.PLAYER, Ending.TIE, Ending.DEALER):
        dealer = _dealer_categories(ending, final, lowest=lowest, within=_QUALIFYING)
        if dealer and _settles(rules, ending, bought=False, insured=insured, pays=pays):
            yield plan(ending, sum(HANDS_IN_CATEGORY[d] for d in dealer))
    no_game = HANDS_IN_CATEGORY[C.HIGH_CARD]
    if not (rules.allows_buy_game and buys_game(player, example)):
        yield plan(Ending.NOT_QUALIFIED, no_game)
        return
    if rules.dealer_discards is None:
        return  # he would buy a game the house has not described
    after = _AFTER_BUY[rules.dealer_discards]
    for ending in (Ending.BOUGHT_NO_GAME, Ending.PLAYER, Ending.TIE, Ending.DEALER):
        if ending is Ending.BOUGHT_NO_GAME:
            dealer = (C.HIGH_CARD,)
        else:
            dealer = _dealer_categories(ending, final, lowest=lowest, within=after)
        if dealer and _settles(rules, ending, bought=True, insured=insured, pays=pays):
            share = sum(_AFTER_BUY_WEIGHTS[d] for d in dealer)
            yield plan(ending, no_game * share, bought=True)


@dataclass(frozen=True)
class _House:
    """A house's rules with the figures the plans depend on as a hashable key, so that
    the plans are worked out once per house and target (its name and sources aside)."""

    rules: RussianRules = dataclasses.field(compare=False)
    key: tuple[object, ...]

    @classmethod
    def of(cls, rules: RussianRules) -> _House:
        key = tuple(
            tuple(sorted(value.items())) if isinstance(value, Mapping) else value
            for field in fields(rules)
            if field.name not in ("slug", "name", "sources")
            for value in (getattr(rules, field.name),)
        )
        return cls(rules, key)


@functools.lru_cache(maxsize=64)
def _universe(house: _House) -> tuple[_Plan, ...]:
    """Every plan the house allows."""
    return tuple(
        plan
        for way in _WAYS
        for final, forms in _reach(way, house.rules).items()
        for form in _Form
        if form in forms
        for plan in _hand_plans(house.rules, way, final, form)
    )


def _fits(plan: _Plan, target: RussianTarget) -> bool:
    way = plan.way
    exchanged = way.exchanged if way.draw is DrawKind.EXCHANGE else None
    return (
        way.player in target.players
        and target.ending in (None, plan.ending)
        and target.final in (None, plan.final)
        and target.draw in (None, way.draw)
        and target.exchanged in (None, exchanged)
        and target.insured in (None, plan.insured)
        and target.game_bought in (None, plan.bought)
        and target.combinations in (None, plan.combinations)
    )


@functools.lru_cache(maxsize=8192)
def _plans(house: _House, target: RussianTarget) -> tuple[tuple[_Plan, ...], tuple[float, ...]]:
    """The plans that meet ``target`` at ``house``, and cumulative weights for choosing one:
    each kind of player equally, each of his ways equally, the hand's category in a real
    deck's proportions, its form and ending as often as they come at a table."""
    tree: dict[RussianPlayer, dict[_Way, dict[Category, dict[_Form, list[_Plan]]]]] = {}
    for plan in _universe(house):
        if _fits(plan, target):
            by_way = tree.setdefault(plan.way.player, {})
            by_final = by_way.setdefault(plan.way, {})
            by_final.setdefault(plan.final, {}).setdefault(plan.form, []).append(plan)
    plans: list[_Plan] = []
    weights: list[float] = []
    for by_way in tree.values():
        for by_final in by_way.values():
            finals = sum(HANDS_IN_CATEGORY[c] for c in by_final)
            for final, by_form in by_final.items():
                forms = sum(_FORM_WEIGHTS[f] for f in by_form)
                for form, group in by_form.items():
                    shares = [_ending_weight(each, target) for each in group]
                    for each, share in zip(group, shares, strict=True):
                        plans.append(each)
                        weights.append(
                            HANDS_IN_CATEGORY[final]
                            / finals
                            * _FORM_WEIGHTS[form]
                            / forms
                            * share
                            / sum(shares)
                            / len(by_way)
                            / len(tree)
                        )
    return tuple(plans), tuple(itertools.accumulate(weights))


def _ending_weight(plan: _Plan, target: RussianTarget) -> float:
    tie = plan.ending is Ending.TIE and target.ending is None
    return plan.weight * (_TIE_SHARE if tie else 1)


def possible(rules: RussianRules, target: RussianTarget) -> bool:
    """Whether a round meeting ``target`` can be dealt under ``rules``: ``deal_to_order``
    succeeds exactly when this says so. A cheap look-up, cached per house and target."""
    return bool(_plans(_House.of(rules), target)[0])


def _why_not(rules: RussianRules, target: RussianTarget) -> str:
    """The reason no round meets ``target`` under ``rules``, as plainly as it can be said."""
    name, draw, ending = rules.name, target.draw, target.ending
    if draw is DrawKind.SIXTH and not rules.allows_sixth_card:
        return f"{name} sells no sixth card"
    if draw is DrawKind.EXCHANGE and not rules.allows_exchange:
        return f"{name} has no exchange of cards"
    if target.exchanged is not None:
        if draw is not DrawKind.EXCHANGE:
            return f"exchanging {target.exchanged} cards is a draw of the kind exchange"
        if target.exchanged not in rules.exchange_counts:
            allowed = ", ".join(str(n) for n in sorted(rules.exchange_counts))
            return (
                f"exchanging {target.exchanged} cards is not allowed under {name} "
                f"(cards that may be exchanged: {allowed})"
            )
    if target.game_bought and not rules.allows_buy_game:
        return f"{name} sells no game for the dealer"
    if target.game_bought and rules.dealer_discards is None:
        return f"{name} has not published which card the dealer gives up for a game bought"
    if (target.game_bought or target.insured) and ending is Ending.FOLD:
        return "only a player who bets insures or buys the dealer a game"
    if target.insured and rules.insurance is None:
        return f"{name} has no insurance"
    if target.combinations is not None and ending is not Ending.PLAYER:
        return "combinations are paid only on a bet the player wins"
    if target.combinations == 2 and rules.two_combinations is not True:
        if rules.two_combinations is None:
            return f"{name} has not published whether a second combination is paid"
        return f"{name} pays one combination only"
    if ending is Ending.PLAYER and (rules.bet_pays is None or rules.ante_on_win is None):
        return f"{name} has not published what a winning bet and ante are paid"
    final = target.final
    if final is not None and final > C.HIGH_CARD and final not in (rules.bet_pays or {}):
        line = final.title.lower()
        if ending is Ending.PLAYER:
            return f"{name}'s pay table gives no figure for {line}"
    if ending is Ending.BOUGHT_NO_GAME and rules.ante_after_bought_no_game is None:
        return f"{name} has not published what the ante gets when a bought game has none"
    if target.final is C.HIGH_CARD and ending in (Ending.PLAYER, Ending.TIE):
        return "less than Ace-King never wins or ties against a dealer who plays"
    if target.final is C.ROYAL_FLUSH and ending is Ending.DEALER:
        return "a royal flush never loses to the dealer"
    return f"no player can make the round {target} under {name}"


# -- building a round backwards from its plan ----------------------------------------------

# (dealt, drawn, final): the hand as dealt, the cards the player draws in order, his hand
# at the showdown (five or six cards).
_History = tuple[list[Card], list[Card], list[Card]]
_Builder = Callable[[_Plan, RussianRules, random.Random], _History | None]
_LOCAL_TRIES = 8  # choices of a detail (the cards given up, the dealer) before starting over
_ATTEMPTS = 400  # whole rounds built before giving up
_PLAN_TRIES = 100  # rounds built with one plan before choosing again
_WHEEL = (_ACE, 0, 1, 2, 3)
_SUITS = range(4)


def _free(taken: Iterable[Card]) -> list[Card]:
    held = set(taken)
    return [each for each in CARDS if each not in held]


def _draw_of(player: RussianPlayer, hand: Sequence[Card], rules: RussianRules) -> DrawChoice | None:
    """What ``player`` draws on ``hand`` as dealt (the dealer's cards play no part)."""
    dealer = tuple(_free(hand)[:5])
    return draw_for(player, Round(ante=Decimal(1), player=tuple(hand), dealer=dealer), rules)


# Rank groups of the hands of a pair, two pair, three and four of a kind.
_GROUPS: Mapping[Category, tuple[int, ...]] = frozen_mapping(
    {
        C.PAIR: (2, 1, 1, 1),
        C.TWO_PAIR: (2, 2, 1),
        C.THREE_OF_A_KIND: (3, 1, 1),
        C.FOUR_OF_A_KIND: (4, 1),
    }
)


def _with_ace_king(category: Category, rng: random.Random) -> list[Card]:
    """Five cards of ``category`` (a pair, two pair, trips, quads) holding an ace and a king
    in two of its rank groups."""
    groups = _GROUPS[category]
    ranks = rng.sample(range(_KING), len(groups))
    ace, king = rng.sample(range(len(groups)), 2)
    ranks[ace], ranks[king] = _ACE, _KING
    return [
        card_at(rank, suit)
        for rank, size in zip(ranks, groups, strict=True)
        for suit in rng.sample(_SUITS, size)
    ]


def _final5(category: Category, form: _Form, rng: random.Random) -> list[Card] | None:
    """Five random cards of ``category`` and ``form`` (``None`` for a miss: try again)."""
    hand = _with_ace_king(category, rng) if form is _AKF else list(hand_of(category, rng))
    return hand if _shape(hand) == (category, form) else None


def _wheel(category: Category, rng: random.Random) -> list[Card]:
    suit = rng.randrange(4)
    if category is C.STRAIGHT_FLUSH:
        return [card_at(rank, suit) for rank in _WHEEL]
    suits = [rng.randrange(4) for _ in _WHEEL]
    suits[rng.randrange(5)] = (suits[0] + 1) % 4 if len(set(suits)) == 1 else suits[0]
    return [card_at(rank, s) for rank, s in zip(_WHEEL, suits, strict=True)]


def _final6(category: Category, form: _Form, rng: random.Random) -> list[Card] | None:
    """Six random cards whose best hand is of ``category`` and ``form``: five of the
    category and one card beside them that gives the form."""
    if (category, form) in _LOWEST:
        base: list[Card] | None = _wheel(category, rng)
    else:
        # An Ace-King beside a made hand: already in the five, or made by the sixth card.
        with_ace_king = form is _AKF and category in _KINDS and rng.random() < 0.5
        base = _final5(category, _AKF if with_ace_king else _N, rng)
    if base is None:
        return None
    options = [each for each in _free(base) if _shape([*base, each]) == (category, form)]
    return [*base, rng.choice(options)] if options else None


def _four_draw(rng: random.Random) -> list[Card] | None:
    """Four cards to a flush or to a straight, not both an ace and a king."""
    if rng.random() < 0.5:
        suit = rng.randrange(4)
        cards = [card_at(rank, suit) for rank in rng.sample(range(13), 4)]
    else:
        window = straight_ranks(rng.randrange(3, 13))
        missing = rng.choice(window)
        cards = [card_at(rank, rng.randrange(4)) for rank in window if rank != missing]
    return None if {_ACE, _KING} <= {each.rank for each in cards} else cards


def _beside(
    player: RussianPlayer,
    four: list[Card],
    taken: Iterable[Card],
    wanted: Callable[[DrawChoice | None, Card], bool],
    rules: RussianRules,
    rng: random.Random,
) -> list[Card] | None:
    """The hand as dealt: ``four`` and one free card beside them on which ``player``
    draws as ``wanted``."""
    free = _free([*four, *taken])
    for _ in range(_LOCAL_TRIES):
        odd = rng.choice(free)
        dealt = [*four, odd]
        if wanted(_draw_of(player, dealt, rules), odd):
            rng.shuffle(dealt)
            return dealt
    return None


def _completed(
    hand: list[Card], category: Category, form: _Form, rng: random.Random
) -> Card | None:
    options = [each for each in _free(hand) if _shape([*hand, each]) == (category, form)]
    return rng.choice(options) if options else None


def _stands(plan: _Plan, rules: RussianRules, rng: random.Random) -> _History | None:
    for _ in range(_LOCAL_TRIES):
        final = _final5(plan.final, plan.form, rng)
        if final is not None and _draw_of(plan.way.player, final, rules) == NO_DRAW:
            return final, [], final
    return None


def _sixth_of(
    plan: _Plan, final: list[Card] | None, rules: RussianRules, rng: random.Random
) -> _History | None:
    """The history of six cards ``final``: one of them was bought on the other five."""
    if final is None:
        return None
    for sixth in rng.sample(final, len(final)):
        dealt = [each for each in final if each != sixth]
        choice = _draw_of(plan.way.player, dealt, rules)
        if choice is not None and choice.kind is DrawKind.SIXTH:
            return dealt, [sixth], final
    return None


def _buys_sixth(plan: _Plan, rules: RussianRules, rng: random.Random) -> _History | None:
    return _sixth_of(plan, _final6(plan.final, plan.form, rng), rules, rng)


def _book_sixth_to_draw(plan: _Plan, rules: RussianRules, rng: random.Random) -> _History | None:
    if plan.final >= C.STRAIGHT:
        return _buys_sixth(plan, rules, rng)
    # Less than a straight: built forwards, as a random hand seldom holds a draw.
    four = _four_draw(rng)
    if four is None:
        return None
    dealt = _beside(
        plan.way.player,
        four,
        (),
        lambda c, _: c is not None and c.kind is DrawKind.SIXTH,
        rules,
        rng,
    )
    if dealt is None:
        return None
    sixth = _completed(dealt, plan.final, plan.form, rng)
    return None if sixth is None else (dealt, [sixth], [*dealt, sixth])


def _book_odd_card(plan: _Plan, rules: RussianRules, rng: random.Random) -> _History | None:
    if plan.final >= C.STRAIGHT:
        final = _final5(plan.final, plan.form, rng)
        if final is None:
            return None
        four = rng.sample(final, 4)
    else:
        four_ = _four_draw(rng)
        if four_ is None:
            return None
        four = four_
        card = _completed(four, plan.final, plan.form, rng)
        if card is None:
            return None
        final = [*four, card]
    (drawn,) = (each for each in final if each not in four)
    dealt = _beside(
        plan.way.player,
        four,
        final,
        lambda c, odd: c is not None and c.discard == (odd,),
        rules,
        rng,
    )
    return None if dealt is None else (dealt, [drawn], final)


def _by_rank(cards: Iterable[Card]) -> dict[int, list[Card]]:
    groups: dict[int, list[Card]] = {}
    for each in sorted(cards):
        groups.setdefault(each.rank, []).append(each)
    return groups


def _keep_of_a_kind(
    size: int, groups: int = 1
) -> Callable[[list[Card], random.Random], list[Card] | None]:
    """The kept cards: ``size`` cards of each of ``groups`` ranks of the final hand."""

    def keep(final: list[Card], rng: random.Random) -> list[Card] | None:
        ranks = [rank for rank, cards in _by_rank(final).items() if len(cards) >= size]
        if len(ranks) < groups:
            return None
        by_rank = _by_rank(final)
        return [
            card for rank in rng.sample(ranks, groups) for card in rng.sample(by_rank[rank], size)
        ]

    return keep


def _keep_two_highest(final: list[Card], rng: random.Random) -> list[Card] | None:
    # Two cards of two ranks with three ranks below them to give up.
    options = [
        pair
        for pair in itertools.combinations(final, 2)
        if pair[0].rank != pair[1].rank and min(pair).rank >= 3
    ]
    return list(rng.choice(options)) if options else None


def _keep_ace_or_king(final: list[Card], rng: random.Random) -> list[Card] | None:
    options = [each for each in final if each.rank in (_ACE, _KING)]
    return [rng.choice(options)] if options else None


def _keep_nothing(final: list[Card], rng: random.Random) -> list[Card] | None:
    return []


def _nothing_to_draw(dealt: list[Card]) -> bool:
    return evaluate(dealt).category is C.HIGH_CARD and four_to_a_draw(dealt) is None


def _give_up(
    count: int,
    ranks: Callable[[list[Card]], Sequence[int]],
    fits: Callable[[list[Card]], bool] | None = None,
) -> Callable[[list[Card], set[Card], random.Random], list[Card] | None]:
    """The cards given up: ``count`` cards of distinct ranks among ``ranks(kept)``, none
    of the final hand, that leave a dealt hand the player's rule ``fits``."""

    def give_up(kept: list[Card], taken: set[Card], rng: random.Random) -> list[Card] | None:
        pool = list(ranks(kept))
        for _ in range(_LOCAL_TRIES):
            if len(pool) < count:
                return None
            cards = []
            for rank in rng.sample(pool, count):
                free = [card_at(rank, s) for s in _SUITS if card_at(rank, s) not in taken]
                if not free:
                    break
                cards.append(rng.choice(free))
            else:
                if fits is None or fits(kept + cards):
                    return cards
        return None

    return give_up


def _other_ranks(kept: list[Card]) -> list[int]:
    return [rank for rank in range(13) if rank not in {each.rank for each in kept}]


def _exchanges_from(
    keep: Callable[[list[Card], random.Random], list[Card] | None],
    give_up: Callable[[list[Card], set[Card], random.Random], list[Card] | None],
) -> _Builder:
    """A builder of exchanges: the final hand, the cards kept from it, the cards given up."""

    def build(plan: _Plan, rules: RussianRules, rng: random.Random) -> _History | None:
        final = _final5(plan.final, plan.form, rng)
        kept = None if final is None else keep(final, rng)
        if final is None or kept is None:
            return None
        discards = give_up(kept, set(final), rng)
        if discards is None:
            return None
        dealt = kept + discards
        rng.shuffle(dealt)
        choice = _draw_of(plan.way.player, dealt, rules)
        if choice is None or set(choice.discard) != set(discards):
            return None
        drawn = [each for each in final if each not in kept]
        rng.shuffle(drawn)
        return dealt, drawn, final

    return build


_BUILDERS: Mapping[str, _Builder] = frozen_mapping(
    {
        "book_stands": _stands,
        "sixth_buyer_stands": _stands,
        "stands_pat": _stands,
        "timid_folds": _stands,
        "chaser_bets": _stands,
        "keeps_two_highest": _exchanges_from(
            _keep_two_highest,
            _give_up(
                3, lambda kept: range(min(kept).rank), lambda d: evaluate(d).category <= C.ACE_KING
            ),
        ),
        "keeps_pair": _exchanges_from(_keep_of_a_kind(2), _give_up(3, _other_ranks)),
        "keeps_trips": _exchanges_from(_keep_of_a_kind(3), _give_up(2, _other_ranks)),
        "keeps_two_pair": _exchanges_from(_keep_of_a_kind(2, groups=2), _give_up(1, _other_ranks)),
        "keeps_quads": _exchanges_from(_keep_of_a_kind(4), _give_up(1, _other_ranks)),
        "book_odd_card": _book_odd_card,
        # Nothing kept but an ace or a king: the cards given up are below the queen.
        "book_keeps_high": _exchanges_from(
            _keep_ace_or_king, _give_up(4, lambda _: range(_KING), _nothing_to_draw)
        ),
        "book_all_five": _exchanges_from(
            _keep_nothing, _give_up(5, lambda _: range(_KING), _nothing_to_draw)
        ),
        "book_sixth_to_draw": _book_sixth_to_draw,
        "book_sixth_to_trips": _buys_sixth,
        "sixth_buyer_buys": _buys_sixth,
    }
)


# -- the dealer's cards ----------------------------------------------------------------------


def _ending(player: HandValue, dealer: HandValue) -> Ending:
    if not dealer_qualifies(dealer):
        return Ending.NOT_QUALIFIED
    if player > dealer:
        return Ending.PLAYER
    return Ending.TIE if player == dealer else Ending.DEALER


def _game_bought(
    showdown: list[Card], taken: set[Card], rules: RussianRules, rng: random.Random
) -> tuple[list[Card], list[Card]] | None:
    """The dealer's hand as dealt (no game) and the cards he draws for the game bought,
    that leave him ``showdown``; ``None`` when no card he could have given up fits."""
    highest = rules.dealer_discards is DealerDiscards.HIGHEST
    free = _free([*taken, *showdown])
    options = []
    for received in showdown:
        rest = [each for each in showdown if each != received]
        top, bottom = max(e.rank for e in rest), min(e.rank for e in rest)
        for given in free:
            if (given.rank <= top) if highest else (given.rank >= bottom):
                continue
            # Where a card of the rank given up is drawn again, or the house never said,
            # the card he keeps is of another rank.
            if given.rank == received.rank and rules.redraw_same_rank is not False:
                continue
            if evaluate([*rest, given]).category is C.HIGH_CARD:
                options.append((rest, given, received))
    if not options:
        return None
    rest, given, received = rng.choice(options)
    drawn = [received]
    if rules.redraw_same_rank:
        twins = [each for each in free if each.rank == given.rank and each != given]
        if twins and rng.random() < len(twins) / len(free):
            drawn.insert(0, rng.choice(twins))
    return [*rest, given], drawn


def _dealer(
    plan: _Plan, final: list[Card], taken: set[Card], rules: RussianRules, rng: random.Random
) -> tuple[list[Card], list[Card]] | None:
    """The dealer's cards as dealt (up card first) and the cards he draws for a game
    bought, giving the plan's ending; ``None`` when a few tries find none."""
    if plan.ending is Ending.FOLD:
        return rng.sample(_free(taken), 5), []
    value = best_hand(final)
    if plan.ending in (Ending.NOT_QUALIFIED, Ending.BOUGHT_NO_GAME):
        categories: tuple[Category, ...] = (C.HIGH_CARD,)
        expected = Ending.NOT_QUALIFIED
    else:
        within = (
            _AFTER_BUY[rules.dealer_discards]
            if plan.bought and rules.dealer_discards
            else _QUALIFYING
        )
        categories = _dealer_categories(plan.ending, plan.final, lowest=plan.lowest, within=within)
        expected = plan.ending
    table = _AFTER_BUY_WEIGHTS if plan.bought else HANDS_IN_CATEGORY
    weights = [table[each] for each in categories]
    for _ in range(_LOCAL_TRIES):
        category = rng.choices(categories, weights=weights)[0]
        if plan.ending is Ending.TIE:
            five = max(itertools.combinations(final, 5), key=evaluate)
            showdown = tie_with(five, taken, rng)
        else:
            try:
                showdown = list(hand_of(category, rng, excluding=taken))
            except CannotDeal:
                showdown = None
        if showdown is None or _ending(value, evaluate(showdown)) is not expected:
            continue
        if not plan.bought:
            rng.shuffle(showdown)
            return showdown, []
        bought = _game_bought(showdown, taken, rules, rng)
        if bought is not None:
            dealt, drawn = bought
            rng.shuffle(dealt)
            return dealt, drawn
    return None


# -- dealing ---------------------------------------------------------------------------------


def _attempt(
    plan: _Plan, rules: RussianRules, target: RussianTarget, rng: random.Random, ante: Decimal
) -> Round | None:
    history = _BUILDERS[plan.way.name](plan, rules, rng)
    if history is None:
        return None
    dealt, drawn, final = history
    dealer = _dealer(plan, final, {*dealt, *drawn}, rules, rng)
    if dealer is None:
        return None
    dealer_dealt, dealer_drawn = dealer
    try:
        round_ = Round(ante=ante, player=tuple(dealt), dealer=tuple(dealer_dealt))
        played = play_as(plan.way.player, round_, rules, drawn=[*drawn, *dealer_drawn])
        if played is None or not meets(rules, played, target):
            return None
        settle(rules, played)
    except PokerError:
        return None
    return played


def deal_to_order(
    rules: RussianRules, target: RussianTarget, rng: random.Random, *, ante: Decimal
) -> tuple[Round, RussianPlayer]:
    """A decided round meeting every field of ``target`` under ``rules``, for ``ante``, and
    the kind of player (one of ``target.players``) who played it.

    The round is entered by hand (``seed`` is ``None``): the player's dealt hand, the
    dealer's five cards with the up card first, and every card drawn (the exchange or the
    sixth card, the dealer's for a game bought) in its history, so that ``replay`` gives it
    back. It is the round ``play_as`` plays with that kind of player, and it settles under
    ``rules``. The same rules, target, ante and state of ``rng`` give the same round.
    Raises ``CannotDeal`` saying why when no round meets the target under these rules
    (exactly when ``possible`` says so), or, should it ever happen, when many tries built
    none; ``BadAmount`` for an ante that is no stake.
    """
    ante = parse_amount(ante, name="ante")
    plans, weights = _plans(_House.of(rules), target)
    if not plans:
        raise CannotDeal(_why_not(rules, target))
    # A plan is kept through its failures (for a while), so that plans whose rounds take
    # more tries to build are dealt as often as the others.
    for attempt in range(_ATTEMPTS):
        if attempt % _PLAN_TRIES == 0:
            plan = rng.choices(plans, cum_weights=weights)[0]
        round_ = _attempt(plan, rules, target, rng, ante)
        if round_ is not None:
            return round_, plan.way.player
    raise CannotDeal(f"no round {target} was found under {rules.name} in {_ATTEMPTS} tries")
