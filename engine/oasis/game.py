"""Oasis Poker as every game answers it (``engine.game.Game``): the ordinary players, dealing
and playing a round, how it ends, whether the dealer qualifies, the round's history as plain
data and its replay, settling, and dealing to order.

>>> from decimal import Decimal
>>> from engine.oasis import game
>>> from engine.oasis.variants import STANDARD
>>> round_ = game.play_as(game.PLAYERS[0], game.deal(2026, Decimal(10)), STANDARD)
>>> game.replay(STANDARD, game.history(round_)) == round_
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal

from engine.cards import format_cards, parse_cards
from engine.hands import evaluate
from engine.oasis import round as oasis_round
from engine.oasis.order import deal_to_order, ending_of, possible
from engine.oasis.players import PlayerType, play_as
from engine.oasis.round import Round, Rules, Settlement
from engine.showdown import dealer_qualifies

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

# The players a dealer meets at an Oasis Poker table (``engine.oasis.players``).
PLAYERS = tuple(PlayerType)


def deal(seed: int, ante: Decimal) -> Round:
    """A new round dealt from the deck shuffled with ``seed``. The ante is a stake of the
    settlement in Oasis Poker, not of the round: ``settle`` takes it."""
    return Round.deal(seed)


def qualifies(round_: Round) -> bool:
    """Whether the dealer's hand at the showdown (after a bought card) qualifies."""
    return dealer_qualifies(evaluate(round_.dealer_hand))


def history(round_: Round) -> dict[str, str]:
    """The decided ``round_`` as plain data: the seed of its deck (empty for a round entered
    by hand), both hands as dealt, the switch (one at most), the decision and the card a
    bought dealer card brought. Raises ``ValueError`` for an undecided round or one of
    several switches."""
    if round_.decision is None:
        raise ValueError("an undecided round has no history to keep")
    if len(round_.switches) > 1:
        raise ValueError("a history keeps one switch")
    switch = round_.switches[0] if round_.switches else None
    bought = round_.dealer_buy
    return {
        "seed": "" if round_.seed is None else str(round_.seed),
        "player": format_cards(round_.player),
        "dealer": format_cards(round_.dealer),
        "discard": format_cards(switch.discarded) if switch else "",
        "draw": format_cards(switch.drawn) if switch else "",
        "decision": round_.decision.value,
        "dealer_draw": format_cards((bought.drawn,)) if bought else "",
    }


def replay(rules: Rules, history: Mapping[str, str]) -> Round:
    """The round ``history`` keeps, played again under ``rules``: each step checked as when
    it was played (``IllegalAction`` for a step the variant forbids, ``CardError`` for
    impossible cards)."""
    dealer_draw = parse_cards(history.get("dealer_draw", ""))
    round_ = oasis_round.replay(
        rules,
        player=parse_cards(history["player"]),
        dealer=parse_cards(history["dealer"]),
        discard=parse_cards(history.get("discard", "")),
        draw=parse_cards(history.get("draw", "")),
        decision=history["decision"],
        dealer_draw=dealer_draw[0] if dealer_draw else None,
    )
    seed = history.get("seed", "")
    return dataclasses.replace(round_, seed=int(seed)) if seed else round_


def settle(rules: Rules, round_: Round, /, **stakes: Decimal) -> Settlement:
    """The decided ``round_`` settled with its stakes: ``ante``, and ``bonus`` and
    ``meter`` where the bonus bet was placed (``engine.oasis.round.settle``)."""
    return oasis_round.settle(rules, round_, **stakes)
