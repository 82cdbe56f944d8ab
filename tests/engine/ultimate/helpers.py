"""Rounds of Ultimate Texas Hold'em entered by hand, for the tests."""

from __future__ import annotations

from decimal import Decimal

from engine.cards import parse_cards
from engine.ultimate.round import Round


def dealt(player: str, dealer: str, board: str, *, ante: int = 10, trips: int = 0) -> Round:
    return Round(
        ante=Decimal(ante),
        player=parse_cards(player),
        dealer=parse_cards(dealer),
        board=parse_cards(board),
        trips=Decimal(trips),
    )
