"""The player's side as seed 000's strategy plays it: which cards to switch, raise or fold.

The switch rules are seed 000's: switch one card with four to a straight flush (even from a
pair), with four to a flush or four to an open-ended straight when there is no pair; never
switch with two pair or better. The raise follows the simple Caribbean Stud strategy: raise
with a pair or better; with Ace-King, raise with A K J 8 3 or better, or when the dealer's
up card (two to queen) pairs one of the player's cards; fold below Ace-King.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence

from engine.cards import Card, parse_cards
from engine.hands import Category, evaluate
from engine.oasis.round import Decision, Round, Rules

_ACE = 12
_QUEEN = 10
_FIVE_HIGH_WHEEL = frozenset({_ACE, 0, 1, 2, 3})
_AK_THRESHOLD = evaluate(parse_cards("As Kd Jc 8h 3s"))


def _four_in_a_window(ranks: set[int]) -> bool:
    """Whether four distinct ranks fit within five consecutive ones (the wheel included)."""
    if len(ranks) != 4:
        return False
    if max(ranks) - min(ranks) <= 4:
        return True
    return ranks <= _FIVE_HIGH_WHEEL


def _open_ended(ranks: set[int]) -> bool:
    """Four consecutive ranks that a card at either end completes (not A-2-3-4, not J-Q-K-A)."""
    return len(ranks) == 4 and max(ranks) - min(ranks) == 3 and min(ranks) > 0 and max(ranks) < _ACE


def _four_to_straight_flush(hand: Sequence[Card]) -> Card | None:
    for suit in range(4):
        suited = [card for card in hand if card.suit == suit]
        if len(suited) == 4 and _four_in_a_window({card.rank for card in suited}):
            return next(card for card in hand if card.suit != suit)
    return None


def _four_to_flush(hand: Sequence[Card]) -> Card | None:
    suits = Counter(card.suit for card in hand)
    suit, count = suits.most_common(1)[0]
    if count == 4:
        return next(card for card in hand if card.suit != suit)
    return None


def _four_to_open_straight(hand: Sequence[Card]) -> Card | None:
    for odd_one in hand:
        rest = {card.rank for card in hand if card != odd_one}
        if _open_ended(rest):
            return odd_one
    return None


def switch_choice(hand: Sequence[Card], rules: Rules) -> tuple[Card, ...]:
    """The cards a player switches by seed 000's strategy (empty: no switch)."""
    if not rules.allows_switching or 1 not in rules.switch_fees:
        return ()
    category = evaluate(hand).category
    if category >= Category.TWO_PAIR:
        return ()
    drawing_to = _four_to_straight_flush(hand)
    if drawing_to is None and category != Category.PAIR:
        drawing_to = _four_to_flush(hand) or _four_to_open_straight(hand)
    return () if drawing_to is None else (drawing_to,)


def raise_or_fold(hand: Sequence[Card], up_card: Card, rules: Rules, *, switched: bool) -> Decision:
    """The decision after any switch, by the simple Caribbean Stud strategy. A player who
    must raise (Belgian rules after a switch) raises."""
    if switched and not rules.fold_after_switch:
        return Decision.RAISE
    value = evaluate(hand)
    if value.category >= Category.PAIR:
        return Decision.RAISE
    if value.category is Category.ACE_KING:
        pairs_up_card = up_card.rank <= _QUEEN and any(c.rank == up_card.rank for c in hand)
        if value >= _AK_THRESHOLD or pairs_up_card:
            return Decision.RAISE
    return Decision.FOLD


def play(round_: Round, rules: Rules) -> Round:
    """``round_`` played out by the strategy: the switch (if any), then the decision."""
    discard = switch_choice(round_.player, rules)
    if discard:
        round_ = round_.switch(rules, discard)
    decision = raise_or_fold(round_.hand, round_.up_card, rules, switched=bool(discard))
    return round_.decide(rules, decision)


class Draw(enum.StrEnum):
    """What four cards kept draw to with the one card switched."""

    STRAIGHT_FLUSH = "straight_flush"  # four of one suit within five ranks
    FLUSH = "flush"  # four of one suit
    OPEN_STRAIGHT = "open_straight"  # four in sequence, completed at either end
    INSIDE_STRAIGHT = "inside_straight"  # four within five ranks, completed by one rank


def draw_of(kept: Sequence[Card]) -> Draw | None:
    """What the cards a player keeps draw to, as the strategy reads them (``None``: not
    four cards, or four that draw to nothing).

    >>> draw_of(parse_cards("9h Th Jh Qh"))
    <Draw.STRAIGHT_FLUSH: 'straight_flush'>
    >>> draw_of(parse_cards("2s 7s 9s Ks")), draw_of(parse_cards("5c 6d 7h 8s"))
    (<Draw.FLUSH: 'flush'>, <Draw.OPEN_STRAIGHT: 'open_straight'>)
    >>> draw_of(parse_cards("Ac 2d 3h 4s")), draw_of(parse_cards("9c 9d 3h 4s"))
    (<Draw.INSIDE_STRAIGHT: 'inside_straight'>, None)
    """
    if len(kept) != 4:
        return None
    ranks = {card.rank for card in kept}
    suited = len({card.suit for card in kept}) == 1
    if suited and _four_in_a_window(ranks):
        return Draw.STRAIGHT_FLUSH
    if suited:
        return Draw.FLUSH
    if _open_ended(ranks):
        return Draw.OPEN_STRAIGHT
    if _four_in_a_window(ranks):
        return Draw.INSIDE_STRAIGHT
    return None


def made_of(cards: Sequence[Card]) -> tuple[Category, tuple[int, ...]] | None:
    """The pair, two pair, three or four of a kind among any number of cards (those a player
    keeps), with the ranks that make it, highest first; ``None`` when no two share a rank.

    >>> made_of(parse_cards("5h 5d"))
    (<Category.PAIR: 2>, (3,))
    >>> made_of(parse_cards("Kh Kd 5c 5s"))
    (<Category.TWO_PAIR: 3>, (11, 3))
    >>> made_of(parse_cards("Ah Ad Ac")), made_of(parse_cards("Ah Kd"))
    ((<Category.THREE_OF_A_KIND: 4>, (12,)), None)
    """
    counts = Counter(card.rank for card in cards)
    groups = sorted(((n, rank) for rank, n in counts.items() if n >= 2), reverse=True)
    if not groups:
        return None
    most, top = groups[0]
    if most == 4:
        return Category.FOUR_OF_A_KIND, (top,)
    if most == 3:
        return Category.THREE_OF_A_KIND, (top,)
    if len(groups) >= 2:
        return Category.TWO_PAIR, (top, groups[1][1])
    return Category.PAIR, (top,)
