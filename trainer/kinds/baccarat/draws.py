"""What the two tableau kinds share: the coup of a settlement, and a yes or no on a third
card."""

from __future__ import annotations

from engine.baccarat.round import Hand, Round
from engine.baccarat.settle import Settlement


def coup_of(settlement: Settlement) -> Round:
    """The coup a settlement settled (every baccarat settlement keeps it)."""
    assert settlement.coup is not None  # ``engine.baccarat.settle.settle`` always sets it
    return settlement.coup


def drew(settlement: Settlement, hand: Hand) -> str:
    """ "yes" when ``hand`` took a third card, else "no"."""
    coup = coup_of(settlement)
    cards = coup.player if hand is Hand.PLAYER else coup.banker
    return "yes" if len(cards) == 3 else "no"
