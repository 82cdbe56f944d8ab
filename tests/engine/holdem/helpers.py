"""Deals set up card by card for the Hold'em tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.cards import Deck, parse_cards
from engine.holdem.table import SEED_002, Hand, StackedDeck, TableSettings


def deal(
    stacks: Sequence[int],
    button: int = 0,
    hole: Mapping[int, str] | None = None,
    board: str = "",
    seed: int = 7,
    settings: TableSettings = SEED_002,
) -> Hand:
    """A hand with these stacks and button at the ``settings`` table (seed 002's unless
    told); with ``hole`` (cards by seat, e.g. "As Kd") and ``board`` the deck is stacked to
    deal them, otherwise it is the deck of ``seed``."""
    if hole is None:
        return Hand.deal(stacks=stacks, button=button, deck=Deck(seed), settings=settings)
    deck = StackedDeck.arranged(
        hole_cards={seat: parse_cards(text) for seat, text in hole.items()},
        board=parse_cards(board),
        button=button,
    )
    return Hand.deal(stacks=stacks, button=button, deck=deck, settings=settings)


def play(hand: Hand, *actions: tuple) -> None:
    """Apply ``(seat, action)`` or ``(seat, action, amount_to)`` in order."""
    for action in actions:
        hand.act(*action)


def limp_to_flop(hand: Hand) -> None:
    """Four players, button 0: everyone calls the big blind, which checks."""
    play(hand, (3, "call"), (0, "call"), (1, "call"), (2, "check"))


def call_down(hand: Hand) -> None:
    """Everyone calls or checks until the hand is over."""
    while not hand.is_complete:
        legal = hand.legal_actions()
        hand.act(legal.seat, "call" if legal.can_call else "check")


def fold_around(hand: Hand) -> None:
    """Everyone folds (or checks, owing nothing) until the hand is over."""
    while not hand.is_complete:
        legal = hand.legal_actions()
        hand.act(legal.seat, "fold" if legal.can_fold else "check")
