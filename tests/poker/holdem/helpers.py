"""Deals set up card by card for the Hold'em tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from poker.cards import Deck, parse_cards
from poker.holdem.table import Hand, StackedDeck


def deal(
    stacks: Sequence[int],
    button: int = 0,
    hole: Mapping[int, str] | None = None,
    board: str = "",
    seed: int = 7,
) -> Hand:
    """A hand with these stacks and button; with ``hole`` (cards by seat, e.g. "As Kd") and
    ``board`` the deck is stacked to deal them, otherwise it is the deck of ``seed``."""
    if hole is None:
        return Hand.deal(stacks=stacks, button=button, deck=Deck(seed))
    deck = StackedDeck.arranged(
        hole_cards={seat: parse_cards(text) for seat, text in hole.items()},
        board=parse_cards(board),
        button=button,
    )
    return Hand.deal(stacks=stacks, button=button, deck=deck)


def play(hand: Hand, *actions: tuple) -> None:
    """Apply ``(seat, action)`` or ``(seat, action, amount_to)`` in order."""
    for action in actions:
        hand.act(*action)


def limp_to_flop(hand: Hand) -> None:
    """Four players, button 0: everyone calls the big blind, which checks."""
    play(hand, (3, "call"), (0, "call"), (1, "call"), (2, "check"))
