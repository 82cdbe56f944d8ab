"""The player's side as seed 000's strategy plays it: which cards to switch, raise or fold.

The switch rules are seed 000's: switch one card with four to a straight flush (even from a
pair), with four to a flush or four to an open-ended straight when there is no pair; never
switch with two pair or better. The raise follows the simple Caribbean Stud strategy: raise
with a pair or better; with Ace-King, raise with A K J 8 3 or better, or when the dealer's
up card (two to queen) pairs one of the player's cards; fold below Ace-King.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from poker.cards import Card, parse_cards
from poker.hands import Category, evaluate
from poker.oasis.round import Decision, Round, Rules

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
