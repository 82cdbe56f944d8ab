"""Baccarat as every game answers it (``engine.game.Game``), as far as the idea applies.

- ``player`` and ``dealer`` are the Player's and the Banker's cards; ``dealer_hand`` the
  Banker's final cards; ``decision`` is always ``None`` and ``fee_antes`` 0: nobody
  decides anything and no fee is paid.
- ``qualifies`` is always ``True``: the Banker's hand always plays.
- ``deal(seed, ante)`` deals the first four cards of an eight-deck shoe (the game's
  default; ``engine.baccarat.round.Round.deal`` takes the decks); ``play_as`` draws what
  the tableau draws. The round holds no stake: ``settle`` takes the bets beside it, keyed
  by ``engine.baccarat.rules.Bet`` names, as Oasis Poker's takes its ante.
- ``ending_of`` says how a coup ends (natural or not; Player, Banker or tie).

>>> from decimal import Decimal
>>> from engine.baccarat import game
>>> from engine.baccarat.variants import PUNTO_BANCO
>>> coup = game.play_as(game.PLAYERS[0], game.deal(2026, Decimal(10)), PUNTO_BANCO)
>>> game.replay(PUNTO_BANCO, game.history(coup)) == coup
True
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from engine.baccarat import round as baccarat_round
from engine.baccarat import settle as baccarat_settle
from engine.baccarat.order import deal_to_order, ending_of, possible
from engine.baccarat.players import BaccaratPlayer, play_as
from engine.baccarat.round import Round
from engine.baccarat.rules import BaccaratRules
from engine.baccarat.settle import Settlement
from engine.baccarat.shoe import DEFAULT_DECKS
from engine.cards import card, format_cards

__all__ = [
    "PLAYERS",
    "deal",
    "deal_to_order",
    "ending_of",
    "history",
    "play_as",
    "possible",
    "qualifies",
    "replay",
    "settle",
]

PLAYERS = tuple(BaccaratPlayer)


def deal(seed: int, ante: Decimal) -> Round:
    """The first four cards of the eight-deck shoe shuffled with ``seed``, two each;
    ``ante`` is not held by the coup (``settle`` takes the bets)."""
    return Round.deal(seed, DEFAULT_DECKS)


def qualifies(round_: Round) -> bool:
    """Always: the Banker's hand plays whatever it holds."""
    return True


def history(round_: Round) -> dict[str, str]:
    """The complete coup as plain data: the shoe's seed (empty for a coup entered by
    hand) and decks, and each hand's cards in the order dealt (a shoe may hold a card
    twice, so the cards are written one by one). Raises ``ValueError`` for a coup the
    tableau still draws to."""
    if not round_.complete:
        raise ValueError("the coup is not over: the tableau still draws a card")
    return {
        "seed": "" if round_.seed is None else str(round_.seed),
        "decks": str(round_.decks),
        "player": format_cards(round_.player),
        "banker": format_cards(round_.banker),
    }


def replay(rules: BaccaratRules, history: Mapping[str, str]) -> Round:
    """The coup ``history`` keeps, checked again under ``rules``: its third cards
    against the tableau, its cards against the house's shoe (``round.replay``'s
    refusals). The coup keeps the decks of the shoe it was dealt from."""
    seed = history.get("seed", "")
    round_ = baccarat_round.replay(
        rules,
        player=tuple(card(each) for each in history["player"].split()),
        banker=tuple(card(each) for each in history["banker"].split()),
        seed=int(seed) if seed else None,
    )
    decks = history.get("decks", "")
    if decks and int(decks) != round_.decks:
        return Round(round_.player, round_.banker, round_.seed, int(decks))
    return round_


def settle(rules: BaccaratRules, round_: Round, /, **stakes: Decimal) -> Settlement:
    """The complete coup settled for ``stakes``, the bets keyed by their names
    (``engine.baccarat.settle.settle``)."""
    return baccarat_settle.settle(rules, round_, **stakes)
