"""Ultimate Texas Hold'em as every game answers it (``engine.game.Game``): the ordinary
players, dealing and deciding a round, how it ends, whether the dealer qualifies, the
round's history as plain data and its replay, settling, and dealing to order.

>>> from decimal import Decimal
>>> from engine.ultimate import game
>>> from engine.ultimate.variants import TRIPS_6_5
>>> round_ = game.play_as(game.PLAYERS[0], game.deal(2026, Decimal(10)), TRIPS_6_5)
>>> game.replay(TRIPS_6_5, game.history(round_)) == round_
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal

from engine.cards import format_cards, parse_cards
from engine.ultimate import round as ultimate_round
from engine.ultimate import settle as ultimate_settle
from engine.ultimate.order import deal_to_order, ending_of, possible
from engine.ultimate.players import UltimatePlayer, play_as
from engine.ultimate.round import Round, dealer_qualifies
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement

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

# The players a dealer meets at an Ultimate Texas Hold'em table
# (``engine.ultimate.players``).
PLAYERS = tuple(UltimatePlayer)


def deal(seed: int, ante: Decimal) -> Round:
    """A new round dealt from the deck shuffled with ``seed``, for ``ante`` and an equal
    Blind (no Trips)."""
    return Round.deal(seed, ante)


def qualifies(round_: Round) -> bool:
    """Whether the dealer's best five qualify: a pair or better."""
    return dealer_qualifies(round_.dealer_best[0])


def history(round_: Round) -> dict[str, str]:
    """The decided ``round_`` as plain data: the seed of its deck (empty for a round
    entered by hand), the stakes, the cards and the final decision ("4x", "3x", "2x", "1x"
    or "fold", which says the street too). Raises ``ValueError`` for an undecided round."""
    if round_.decision is None:
        raise ValueError("an undecided round has no history to keep")
    return {
        "seed": "" if round_.seed is None else str(round_.seed),
        "ante": str(round_.ante),
        "trips": str(round_.trips),
        "player": format_cards(round_.player),
        "dealer": format_cards(round_.dealer),
        "board": format_cards(round_.board),
        "decision": round_.decision.value,
    }


def replay(rules: UltimateRules, history: Mapping[str, str]) -> Round:
    """The round ``history`` keeps, decided again under ``rules``: the house's refusal for
    wagers or a decision it does not take, ``CardError`` for impossible cards."""
    round_ = ultimate_round.replay(
        rules,
        ante=history["ante"],
        player=parse_cards(history["player"]),
        dealer=parse_cards(history["dealer"]),
        board=parse_cards(history["board"]),
        decision=history["decision"],
        trips=history.get("trips", "0"),
    )
    seed = history.get("seed", "")
    return dataclasses.replace(round_, seed=int(seed)) if seed else round_


def settle(rules: UltimateRules, round_: Round, /, **stakes: Decimal) -> Settlement:
    """The decided ``round_`` settled (``engine.ultimate.settle.settle``). Its stakes, the
    ante (and Blind) and the Trips, are in the round: any stake given beside it is a
    ``TypeError``."""
    if stakes:
        raise TypeError(
            f"an Ultimate Texas Hold'em round holds its stakes; not {', '.join(stakes)}"
        )
    return ultimate_settle.settle(rules, round_)
