"""Casino Hold'em as every game answers it (``engine.game.Game``): the ordinary players,
dealing and deciding a round, how it ends, whether the dealer qualifies, the round's
history as plain data and its replay, settling, and dealing to order.

>>> from decimal import Decimal
>>> from engine.casino_holdem import game
>>> from engine.casino_holdem.variants import CLASSIC
>>> round_ = game.play_as(game.PLAYERS[0], game.deal(2026, Decimal(10)), CLASSIC)
>>> game.replay(CLASSIC, game.history(round_)) == round_
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal

from engine.cards import format_cards, parse_cards
from engine.casino_holdem import round as casino_round
from engine.casino_holdem import settle as casino_settle
from engine.casino_holdem.order import deal_to_order, ending_of, possible
from engine.casino_holdem.players import CasinoHoldemPlayer, play_as
from engine.casino_holdem.round import Round, dealer_qualifies
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement

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

# The players a dealer meets at a Casino Hold'em table (``engine.casino_holdem.players``).
PLAYERS = tuple(CasinoHoldemPlayer)


def deal(seed: int, ante: Decimal) -> Round:
    """A new round dealt from the deck shuffled with ``seed``, for ``ante`` (no AA Bonus)."""
    return Round.deal(seed, ante)


def qualifies(round_: Round) -> bool:
    """Whether the dealer's best five qualify: a pair of fours or better."""
    return dealer_qualifies(round_.dealer_best[0])


def history(round_: Round) -> dict[str, str]:
    """The decided ``round_`` as plain data: the seed of its deck (empty for a round
    entered by hand), the stakes, the cards and the decision ("call" or "fold"). Raises
    ``ValueError`` for an undecided round."""
    if round_.decision is None:
        raise ValueError("an undecided round has no history to keep")
    return {
        "seed": "" if round_.seed is None else str(round_.seed),
        "ante": str(round_.ante),
        "aa_bonus": str(round_.aa_bonus),
        "player": format_cards(round_.player),
        "dealer": format_cards(round_.dealer),
        "board": format_cards(round_.board),
        "decision": round_.decision.value,
    }


def replay(rules: CasinoHoldemRules, history: Mapping[str, str]) -> Round:
    """The round ``history`` keeps, decided again under ``rules``: the house's refusal for
    wagers or a decision it does not take, ``CardError`` for impossible cards."""
    round_ = casino_round.replay(
        rules,
        ante=history["ante"],
        player=parse_cards(history["player"]),
        dealer=parse_cards(history["dealer"]),
        board=parse_cards(history["board"]),
        decision=history["decision"],
        aa_bonus=history.get("aa_bonus", "0"),
    )
    seed = history.get("seed", "")
    return dataclasses.replace(round_, seed=int(seed)) if seed else round_


def settle(rules: CasinoHoldemRules, round_: Round, /, **stakes: Decimal) -> Settlement:
    """The decided ``round_`` settled (``engine.casino_holdem.settle.settle``). Its stakes
    are in the round: any stake given beside it is a ``TypeError``."""
    if stakes:
        raise TypeError(f"a Casino Hold'em round holds its stakes; not {', '.join(stakes)}")
    return casino_settle.settle(rules, round_)
