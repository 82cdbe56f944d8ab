"""The kinds of player at a real Russian Poker table, each with his own rule for every move.

A dealer meets more than one sound player: some exchange whatever they have not made, some
buy a sixth card on anything, some never draw, some fold what they should play, some bet
everything and buy the dealer a game whenever he shows none. Each kind here has one rule
for the draw, the decision, insurance and buying a game, and is *not applicable* (``None``)
to a hand his rule says nothing about, so that every round played with him is one that kind
of player really makes. Every move goes through the round's own actions, so the house's
rules (how many cards may be exchanged, whether a sixth card is sold, whether a game may be
bought) are obeyed.

The book player follows what the rule pages advise (cardmates.co.uk, "Russian poker
strategy"; playthepast.org): play Ace-King or better as dealt; buy a sixth card with three
of a kind and with four cards to a flush or a straight; exchange a hand with nothing; fold
what is still less than Ace-King; insure three of a kind or better; buy the dealer a game
only when the hand would win more than the ante given up for it (two pair or better: a pair
pays the bet 1 to 1, which is no more than the ante and the fee).

Where a house has not published a figure that one of a player's moves needs (which card the
dealer gives up for a game bought, whether a card of the same rank is drawn again), that
player's round cannot be shown as he would play it: ``play_as`` returns ``None`` rather than
let him skip the move. An unpublished insurance limit is the exception: one ante is legal
at every house, so a player who insures places one ante there. Figures that only the
settlement needs (the pay table, the ante on a win) do not stop the play.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal

from engine.cards import Card
from engine.errors import CardError, IllegalAction, RulesIncomplete
from engine.hands import Category, evaluate
from engine.russian.evaluate import best_hand
from engine.russian.round import Decision, Round
from engine.russian.rules import RussianRules, known
from engine.showdown import dealer_qualifies, frozen_mapping

_ACE, _KING = 12, 11
_WHEEL = frozenset({_ACE, 0, 1, 2, 3})


class RussianPlayer(enum.StrEnum):
    """A kind of player, by how he draws, decides, insures and buys a game. Three of them
    insure (``INSURES``: one ante, a round figure, the limit); two buy the dealer a game
    (``buys_game``); the exchanger and the sixth-card buyer do neither."""

    BOOK = "book"  # a sound regular, as the rule pages advise (module docstring)
    EXCHANGER = "exchanger"  # keeps what he has made (else his two highest), exchanges the rest
    SIXTH_BUYER = "sixth_buyer"  # buys a sixth card whenever he holds less than two pair
    STANDS_PAT = "stands_pat"  # never draws; bets Ace-King or better, folds less
    TIMID = "timid"  # never draws; folds an Ace-King or a pair, which the book player bets
    CHASER = "chaser"  # never draws; bets every hand, insures and buys a game whenever he may


class DrawKind(enum.StrEnum):
    """What a player draws before he decides: nothing, an exchange, or a sixth card."""

    NONE = "none"
    EXCHANGE = "exchange"
    SIXTH = "sixth"


class InsuranceAmount(enum.StrEnum):
    """How much a player insures, as real players choose it."""

    LEAST = "least"  # one ante
    ROUND = "round"  # half the house's limit in whole antes, and at least one ante
    LIMIT = "limit"  # the most the house allows on the hand


@dataclass(frozen=True, slots=True)
class DrawChoice:
    """A player's draw: its kind and, for an exchange, the cards he gives up in the order
    they sit in his hand."""

    kind: DrawKind
    discard: tuple[Card, ...] = ()


NO_DRAW = DrawChoice(DrawKind.NONE)
SIXTH_CARD = DrawChoice(DrawKind.SIXTH)

# Who insures, and how much, when he bets a hand the house lets him insure: the player who
# stands pat one ante, the book player a round figure (one ante on three of a kind at the
# classic limit, more on the hands that would win more), the chaser all he may. The
# exchanger and the sixth-card buyer never insure, so that each kind of draw has a player
# who can be shown where the house's limit is unknown.
INSURES = frozen_mapping(
    {
        RussianPlayer.STANDS_PAT: InsuranceAmount.LEAST,
        RussianPlayer.BOOK: InsuranceAmount.ROUND,
        RussianPlayer.CHASER: InsuranceAmount.LIMIT,
    }
)


def _ranks(hand: Iterable[Card]) -> Counter[int]:
    return Counter(each.rank for each in hand)


def four_to_a_draw(hand: Sequence[Card]) -> tuple[Card, ...] | None:
    """The four cards of ``hand`` that draw to a flush (four of one suit) or else to a
    straight (four ranks of one five-rank run, the highest such run), ``None`` if none."""
    suits = Counter(each.suit for each in hand)
    suit, count = suits.most_common(1)[0]
    if count == 4:
        return tuple(each for each in hand if each.suit == suit)
    ranks = {each.rank for each in hand}
    if len(ranks) < 4:
        return None
    for top in range(_ACE, 2, -1):
        run = _WHEEL if top == 3 else frozenset(range(top - 4, top + 1))
        held = [each for each in hand if each.rank in run]
        if len({each.rank for each in held}) >= 4:
            # Without a pair here: a run holding four of the ranks holds four cards.
            return tuple(held[:4])
    return None


def _book_draw(round_: Round, rules: RussianRules) -> DrawChoice:
    hand = round_.hand
    category = evaluate(hand).category
    if category is Category.THREE_OF_A_KIND:
        return SIXTH_CARD if round_.can_buy_sixth(rules) else NO_DRAW
    if category is not Category.HIGH_CARD:
        return NO_DRAW
    draw = four_to_a_draw(hand)
    if draw is not None:
        if round_.can_buy_sixth(rules):
            return SIXTH_CARD
        return _exchange_if_allowed(round_, rules, [each for each in hand if each not in draw])
    highest = max(hand, key=lambda each: each.rank)  # no pair: the highest is unique
    kept = highest.rank in (_ACE, _KING)
    return _exchange_if_allowed(round_, rules, [e for e in hand if not (kept and e == highest)])


def _exchange_if_allowed(round_: Round, rules: RussianRules, discard: Sequence[Card]) -> DrawChoice:
    # The book player does without a draw the house does not allow.
    if round_.can_exchange(rules, discard):
        return DrawChoice(DrawKind.EXCHANGE, tuple(discard))
    return NO_DRAW


def _exchanger_discard(hand: Sequence[Card]) -> tuple[Card, ...] | None:
    category = evaluate(hand).category
    if category >= Category.STRAIGHT and category is not Category.FOUR_OF_A_KIND:
        return None  # all five cards make the hand: nothing is left to exchange
    ranks = _ranks(hand)
    if category <= Category.ACE_KING:
        kept = sorted(hand, key=lambda each: each.rank, reverse=True)[:2]
        return tuple(each for each in hand if each not in kept)
    return tuple(each for each in hand if ranks[each.rank] == 1)


def draw_for(player: RussianPlayer, round_: Round, rules: RussianRules) -> DrawChoice | None:
    """What ``player`` draws on ``round_`` as dealt under ``rules``: nothing, an exchange
    (the cards given up, as they sit in the hand) or a sixth card.

    ``None`` when this kind of player has nothing to do with the hand here: the exchanger
    with five cards made (a straight, a flush, a full house, a straight flush) or an
    exchange the house does not allow, the sixth-card buyer where no sixth card is sold,
    the timid player with less than Ace-King or more than a pair.
    """
    player = RussianPlayer(player)
    hand = round_.hand
    if player is RussianPlayer.BOOK:
        return _book_draw(round_, rules)
    if player is RussianPlayer.EXCHANGER:
        discard = _exchanger_discard(hand)
        if discard is None or not round_.can_exchange(rules, discard):
            return None
        return DrawChoice(DrawKind.EXCHANGE, discard)
    if player is RussianPlayer.SIXTH_BUYER:
        if not round_.can_buy_sixth(rules):
            return None
        return SIXTH_CARD if evaluate(hand).category < Category.TWO_PAIR else NO_DRAW
    if player is RussianPlayer.TIMID:
        return NO_DRAW if evaluate(hand).category in (Category.ACE_KING, Category.PAIR) else None
    return NO_DRAW  # the player who stands pat and the chaser


def decision_for(player: RussianPlayer, hand: Sequence[Card]) -> Decision:
    """Whether ``player`` bets or folds ``hand`` (five or six cards, after his draw): the
    timid player folds, the chaser bets, everyone else bets Ace-King or better."""
    player = RussianPlayer(player)
    if player is RussianPlayer.TIMID:
        return Decision.FOLD
    if player is RussianPlayer.CHASER or best_hand(hand).category >= Category.ACE_KING:
        return Decision.BET
    return Decision.FOLD


def insurance_for(player: RussianPlayer, round_: Round, rules: RussianRules) -> Decimal:
    """The amount ``player`` insures on ``round_`` (just bet), 0 for none: one ante, half
    the house's limit in whole antes (at least one ante) or the limit itself (``INSURES``),
    whenever the house insures the hand he holds and its limit is at least one ante. Where
    the house has not published its limit, one ante: the one amount certainly allowed.
    """
    how = INSURES.get(RussianPlayer(player))
    insurance = rules.insurance
    if how is None or insurance is None or round_.decision is not Decision.BET:
        return Decimal(0)
    if best_hand(round_.hand).category < insurance.least:
        return Decimal(0)
    ante = round_.ante
    try:
        limit = round_.insurance_limit(rules)
    except RulesIncomplete:
        # The house has not published its limit: one ante, the least, is the one amount it
        # certainly allows, and every player who insures places it.
        return ante
    if limit < ante:
        return Decimal(0)
    if how is InsuranceAmount.LEAST:
        return ante
    if how is InsuranceAmount.LIMIT:
        return limit
    antes = (limit / 2 / ante).to_integral_value(rounding=ROUND_DOWN)
    return max(ante, antes * ante)


def buys_game(player: RussianPlayer, hand: Sequence[Card]) -> bool:
    """Whether ``player`` holding ``hand`` buys the dealer a game when the dealer shows none
    and the house sells one: the chaser always, the book player with two pair or better."""
    player = RussianPlayer(player)
    if player is RussianPlayer.CHASER:
        return True
    return player is RussianPlayer.BOOK and best_hand(hand).category >= Category.TWO_PAIR


class _Cards:
    """The cards a round draws after the deal, in order: those given, or (``None``) the
    round's seeded deck, which the engine reads itself."""

    def __init__(self, cards: Iterable[Card] | None) -> None:
        self._given = None if cards is None else tuple(cards)
        self._used = 0

    def rest(self) -> tuple[Card, ...] | None:
        return None if self._given is None else self._given[self._used :]

    def take(self, count: int) -> tuple[Card, ...] | None:
        if self._given is None:
            return None
        taken = self._given[self._used : self._used + count]
        self._used += count
        if len(taken) != count:
            raise CardError(
                f"the round draws {self._used} card(s), only {len(self._given)} were given",
                code="draw_count",
                expected=self._used,
                given=len(self._given),
            )
        return taken

    def finish(self) -> None:
        if self._given is not None and len(self._given) > self._used:
            raise CardError(
                f"the round draws {self._used} card(s), more were given",
                code="draw_count",
                expected=self._used,
                given=len(self._given),
            )


def game_cards(round_: Round, rules: RussianRules, cards: Sequence[Card]) -> tuple[Card, ...]:
    """The first of ``cards`` (the deck's next cards) that the dealer draws for a game
    bought on ``round_``: one, and again while a card has the rank he gave up, where the
    house draws again.

    Raises ``RulesIncomplete`` when the house has not said which card he gives up or, a
    card of its rank coming, whether he draws again; ``CardError`` when ``cards`` run out.
    """
    discarded = round_.dealer_gives_up(rules)
    for count, card in enumerate(cards, start=1):
        if card.rank != discarded.rank:
            return tuple(cards[:count])
        if not known(rules, "redraw_same_rank", rules.redraw_same_rank):
            return tuple(cards[:count])
    raise CardError("say which card the dealer receives", code="draw_missing")


def _check_dealt(round_: Round) -> None:
    if round_.draws or round_.decision is not None:
        raise IllegalAction(
            "only a round as dealt can be played: this one has a draw or a decision",
            code="already_played",
        )


def _decide(
    player: RussianPlayer, round_: Round, rules: RussianRules, cards: _Cards
) -> Round | None:
    choice = draw_for(player, round_, rules)
    if choice is None:
        return None
    if choice.kind is DrawKind.EXCHANGE:
        round_ = round_.exchange(rules, choice.discard, cards.take(len(choice.discard)))
    elif choice.kind is DrawKind.SIXTH:
        sixth = cards.take(1)
        round_ = round_.buy_sixth(rules, None if sixth is None else sixth[0])
    round_ = round_.decide(rules, decision_for(player, round_.hand))
    amount = insurance_for(player, round_, rules)
    return round_.insure(rules, amount) if amount else round_


def decide_as(
    player: RussianPlayer, round_: Round, rules: RussianRules, drawn: Iterable[Card] | None = None
) -> Round | None:
    """``round_`` (as dealt) played by ``player`` under ``rules`` up to the moment the
    dealer shows his hand: his draw (``draw_for``), his decision (``decision_for``) and his
    insurance (``insurance_for``). The cards drawn come from ``drawn`` or else from the
    round's seeded deck.

    Returns and raises as ``play_as``.
    """
    _check_dealt(round_)
    cards = _Cards(drawn)
    try:
        decided = _decide(RussianPlayer(player), round_, rules, cards)
    except RulesIncomplete:
        return None
    if decided is not None:
        cards.finish()
    return decided


def wants_game(player: RussianPlayer, round_: Round, rules: RussianRules) -> bool:
    """Whether ``player`` buys the dealer a game on ``round_`` (decided) under ``rules``:
    he bet, the dealer shows no game, the house sells one and ``buys_game`` says so."""
    return (
        round_.decision is Decision.BET
        and round_.game_bought is None
        and rules.allows_buy_game
        and not dealer_qualifies(evaluate(round_.dealer))
        and buys_game(player, round_.hand)
    )


def play_as(
    player: RussianPlayer, round_: Round, rules: RussianRules, drawn: Iterable[Card] | None = None
) -> Round | None:
    """``round_`` (as dealt: no draw, no decision) played to the end by ``player`` under
    ``rules``: his draw (``draw_for``), his decision (``decision_for``), his insurance
    (``insurance_for``) and, when the dealer shows no game, the game he buys
    (``wants_game``). The cards drawn come from ``drawn`` (the player's first, then the
    dealer's for a game bought) or else from the round's seeded deck.

    Returns ``None`` when this kind of player has nothing to do with the hand, or when a
    move he would make needs a figure the house has not published. Raises
    ``IllegalAction`` for a round already played and ``CardError`` for ``drawn`` that do
    not fit (too few or too many, cards already out) or a round entered by hand without
    them.
    """
    _check_dealt(round_)
    player = RussianPlayer(player)
    cards = _Cards(drawn)
    try:
        decided = _decide(player, round_, rules, cards)
        if decided is None:
            return None
        round_ = decided
        if wants_game(player, round_, rules):
            rest = cards.rest()
            draw = None if rest is None else cards.take(len(game_cards(round_, rules, rest)))
            round_ = round_.buy_game(rules, draw)
    except RulesIncomplete:
        return None
    cards.finish()
    return round_
