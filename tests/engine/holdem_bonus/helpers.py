"""Rounds of Texas Hold'em Bonus entered by hand, for the tests."""

from __future__ import annotations

from decimal import Decimal

from engine.cards import parse_cards
from engine.holdem_bonus.round import Round


def dealt(player: str, dealer: str, board: str, *, ante: int = 10, bonus: int = 0) -> Round:
    return Round(
        ante=Decimal(ante),
        player=parse_cards(player),
        dealer=parse_cards(dealer),
        board=parse_cards(board),
        bonus=Decimal(bonus),
    )
