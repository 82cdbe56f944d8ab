"""The kinds of player at a real Oasis Poker table, each with his own rule for the switch.

Seed 000's strategy player (``engine.oasis.strategy``) switches one card at most, so a table of
strategy players never shows the fee of a two- to five-card switch. Real tables do: players
keep a pair and switch three, chase a three-card flush, keep their highest card, throw all
five away, stand pat whatever they hold, or fold what they should play. Each kind here has
one rule and is *not applicable* (``None``) to a hand the rule says nothing about, so every
history dealt with it is one that kind of player really makes.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from engine.cards import CARDS, Card
from engine.errors import CardError, IllegalAction
from engine.hands import Category, evaluate
from engine.oasis.round import HAND_SIZE, Decision, Round, Rules
from engine.oasis.strategy import raise_or_fold, switch_choice
from engine.showdown import frozen_mapping

_ACE = 12


class PlayerType(enum.StrEnum):
    """A kind of player, by how he switches and decides."""

    STRATEGY = "strategy"  # seed 000's strategy (oasis.strategy): switch_choice, raise_or_fold
    PAIR_KEEPER = "pair_keeper"  # holds exactly one pair (nothing better): switches the other 3
    FLUSH_CHASER = "flush_chaser"  # nothing made, exactly three of one suit: switches the other 2
    HIGH_CARD_KEEPER = "high_card_keeper"  # nothing made, no three suited: keeps his highest card
    ALL_FIVE = "all_five"  # nothing made and no ace in hand: switches all five
    STANDS_PAT = "stands_pat"  # never switches, whatever he holds
    TIMID = "timid"  # never switches, and folds a hand the strategy would raise


# How many cards each kind switches when his rule applies (the strategy player: 0 or 1).
SWITCH_COUNTS: Mapping[PlayerType, tuple[int, ...]] = frozen_mapping(
    {
        PlayerType.STRATEGY: (0, 1),
        PlayerType.PAIR_KEEPER: (3,),
        PlayerType.FLUSH_CHASER: (2,),
        PlayerType.HIGH_CARD_KEEPER: (4,),
        PlayerType.ALL_FIVE: (5,),
        PlayerType.STANDS_PAT: (0,),
        PlayerType.TIMID: (0,),
    }
)


def may_switch(rules: Rules, cards: int) -> bool:
    """Whether ``rules`` let a player switch ``cards`` cards (0, no switch, always may)."""
    return cards == 0 or (rules.allows_switching and cards in rules.switch_fees)


def must_raise(rules: Rules, switched: int) -> bool:
    """Whether a player who switched ``switched`` cards may no longer fold under ``rules``:
    after any switch under Belgian rules, after a five-card switch where that forces it."""
    if not switched:
        return False
    return not rules.fold_after_switch or (rules.full_switch_forces_raise and switched == HAND_SIZE)


def strategy_always_raises(hand: Sequence[Card], rules: Rules) -> bool:
    """Whether the strategy raises ``hand`` (unswitched) whatever up card the dealer shows:
    the hands a timid player folds. An Ace-King the strategy raises only when the up card
    pairs one of its cards does not count: that raise rests on the dealer's card."""
    held = set(hand)
    return all(
        raise_or_fold(hand, up, rules, switched=False) is Decision.RAISE
        for up in CARDS
        if up not in held
    )


def _nothing_made(hand: Sequence[Card]) -> bool:
    # No pair and no straight or flush: only Ace-King or less is worth breaking up.
    return evaluate(hand).category <= Category.ACE_KING


def _rule_discard(
    player: PlayerType, hand: tuple[Card, ...], rules: Rules
) -> tuple[Card, ...] | None:
    if player is PlayerType.STRATEGY:
        return switch_choice(hand, rules)
    if player is PlayerType.STANDS_PAT:
        return ()
    if player is PlayerType.TIMID:
        return () if strategy_always_raises(hand, rules) else None
    if player is PlayerType.PAIR_KEEPER:
        if evaluate(hand).category is not Category.PAIR:
            return None
        ranks = Counter(each.rank for each in hand)
        return tuple(each for each in hand if ranks[each.rank] == 1)
    if not _nothing_made(hand):
        return None
    suits = Counter(each.suit for each in hand)
    if player is PlayerType.FLUSH_CHASER:
        suit, count = suits.most_common(1)[0]
        return tuple(each for each in hand if each.suit != suit) if count == 3 else None
    if player is PlayerType.HIGH_CARD_KEEPER:
        if max(suits.values()) >= 3:
            return None
        highest = max(hand, key=lambda each: each.rank)  # no pair: the highest is unique
        return tuple(each for each in hand if each != highest)
    if player is PlayerType.ALL_FIVE:
        if evaluate(hand).category is not Category.HIGH_CARD or any(
            each.rank == _ACE for each in hand
        ):
            return None
        return hand
    raise ValueError(f"unknown kind of player {player!r}")


def discard_for(player: PlayerType, hand: Sequence[Card], rules: Rules) -> tuple[Card, ...] | None:
    """The cards ``player`` switches from ``hand`` (as dealt) under ``rules``.

    Returns the cards in the order they sit in the hand, ``()`` for no switch, or ``None``
    when this kind of player has nothing to do with this hand here: his rule does not apply
    to it (a pair keeper without exactly one pair, a timid player with a hand the strategy
    may fold), or the switch it calls for is one the variant does not allow (three cards at
    the online-boxes table, any switch in Caribbean Stud). Raises ``ValueError`` unless
    ``hand`` holds five cards.
    """
    hand = tuple(hand)
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a poker hand has five cards, not {len(hand)}")
    discard = _rule_discard(PlayerType(player), hand, rules)
    if discard is None or not may_switch(rules, len(discard)):
        return None
    return discard


def applies(player: PlayerType, hand: Sequence[Card], rules: Rules) -> bool:
    """Whether ``player`` would play ``hand`` (as dealt) under ``rules`` at all."""
    return discard_for(player, hand, rules) is not None


def decision_for(
    player: PlayerType,
    hand: Sequence[Card],
    up_card: Card,
    rules: Rules,
    *,
    switched: Sequence[Card],
) -> Decision:
    """Whether ``player`` raises or folds ``hand`` (his hand after any switch) against the
    dealer's ``up_card``; ``switched`` holds the cards he gave up (empty: no switch).

    Everyone decides by the strategy's ``raise_or_fold`` except the timid player, who folds.
    The result is always legal: a player whom the rules force to raise (after a switch
    under Belgian rules, after a five-card switch) raises.
    """
    if must_raise(rules, len(switched)):
        return Decision.RAISE
    if PlayerType(player) is PlayerType.TIMID:
        return Decision.FOLD
    return raise_or_fold(hand, up_card, rules, switched=bool(switched))


def play_as(
    player: PlayerType, round_: Round, rules: Rules, draw: Iterable[Card] | None = None
) -> Round | None:
    """``round_`` (as dealt: no switch, no decision) played by ``player``: his switch, with
    the cards ``draw`` or else the next cards of the round's seeded deck, then his decision.

    Returns ``None`` when this kind of player has nothing to do with the hand. Raises
    ``IllegalAction`` for a round already played, ``CardError`` for draws that do not fit
    (too few or too many, cards already out, draws for a player who does not switch).
    """
    if round_.switches or round_.decision is not None:
        raise IllegalAction(
            "only a round as dealt can be played: this one has a switch or a decision",
            code="already_played",
        )
    discard = discard_for(player, round_.player, rules)
    if discard is None:
        return None
    drawn = None if draw is None else tuple(draw)
    if discard:
        round_ = round_.switch(rules, discard, drawn)
    elif drawn:
        raise CardError(
            f"this player does not switch: no card is drawn, not {len(drawn)}",
            code="draw_count",
            expected=0,
            given=len(drawn),
        )
    decision = decision_for(player, round_.hand, round_.up_card, rules, switched=discard)
    return round_.decide(rules, decision)


# A dealer card bought (Helsinki) turns a dealer without a game into one about one time in
# four, nearly always with a pair (a higher pair's card cannot make Ace-King: his highest
# card is the one replaced). Three of a kind wins 3 to 1 on the raise against that pair, 6
# antes one time in four for a fee of one ante; two pair's 4 antes hardly pay the fee back.
BUYS_DEALER_CARD_FROM = Category.THREE_OF_A_KIND


def buys_dealer_card(round_: Round, rules: Rules) -> bool:
    """Whether the player of ``round_`` (decided) buys the dealer a card: he raised, the
    house sells one, the dealer does not qualify, and he holds three of a kind or better.

    >>> from engine.cards import parse_cards
    >>> from engine.oasis.variants import HELSINKI, STANDARD
    >>> dealt = Round(player=parse_cards("9s 9h 9d 5c 2s"), dealer=parse_cards("Kd Qc 7h 4d 3c"))
    >>> raised = dealt.decide(HELSINKI, Decision.RAISE)
    >>> buys_dealer_card(raised, HELSINKI), buys_dealer_card(raised, STANDARD)
    (True, False)
    >>> pair = Round(player=parse_cards("9s 9h 8d 5c 2s"), dealer=parse_cards("Kd Qc 7h 4d 3c"))
    >>> buys_dealer_card(pair.decide(HELSINKI, Decision.RAISE), HELSINKI)
    False
    """
    return (
        rules.dealer_buy_fee is not None
        and round_.decision is Decision.RAISE
        and round_.dealer_buy is None
        and evaluate(round_.dealer).category < Category.ACE_KING
        and evaluate(round_.hand).category >= BUYS_DEALER_CARD_FROM
    )
