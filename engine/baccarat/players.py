"""The players a dealer meets at a baccarat table, as far as the coup goes: none of them
decides anything. The tableau draws every card, so there is one way to play a coup; what
players differ in is what they bet, which ``settle`` takes beside the coup."""

from __future__ import annotations

import enum

from engine.baccarat.round import Round
from engine.baccarat.rules import BaccaratRules
from engine.errors import CardError


class BaccaratPlayer(enum.StrEnum):
    """The one way a coup is played: by the tableau."""

    TABLEAU = "tableau"


def play_as(player: BaccaratPlayer, round_: Round, rules: BaccaratRules) -> Round | None:
    """``round_`` played out by the tableau from its shoe (as it is when complete);
    ``None`` for a coup entered by hand that still needs a card nobody gave, or cards the
    house's shoe cannot hold."""
    BaccaratPlayer(player)
    if round_.seed is None and not round_.complete:
        return None
    played = round_.play_out()
    try:
        played.check_cards(rules)
    except CardError:
        return None
    return played
