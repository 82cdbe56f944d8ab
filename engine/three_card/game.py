"""Three Card Poker as every game answers it (``engine.game.Game``): the ordinary players,
dealing and deciding a round, how it ends, whether the dealer qualifies, the round's
history as plain data and its replay, settling, and dealing to order.

>>> from decimal import Decimal
>>> from engine.three_card import game
>>> from engine.three_card.variants import CLASSIC
>>> round_ = game.play_as(game.PLAYERS[0], game.deal(2026, Decimal(10)), CLASSIC)
>>> game.replay(CLASSIC, game.history(round_)) == round_
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal

from engine.cards import format_cards, parse_cards
from engine.three_card import round as three_card_round
from engine.three_card import settle as three_card_settle
from engine.three_card.evaluate import dealer_qualifies, evaluate
from engine.three_card.order import deal_to_order, ending_of, possible
from engine.three_card.players import ThreeCardPlayer, play_as
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement

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

# The players a dealer meets at a Three Card Poker table (``engine.three_card.players``).
PLAYERS = tuple(ThreeCardPlayer)


def deal(seed: int, ante: Decimal) -> Round:
    """A new round dealt from the deck shuffled with ``seed``, for ``ante`` (no side bet)."""
    return Round.deal(seed, ante)


def qualifies(round_: Round) -> bool:
    """Whether the dealer's hand qualifies: queen-high or better."""
    return dealer_qualifies(evaluate(round_.dealer))


def history(round_: Round) -> dict[str, str]:
    """The complete ``round_`` as plain data: the seed of its deck (empty for a round
    entered by hand), the stakes, both hands and the decision (empty for Pair Plus alone).
    Raises ``ValueError`` for a round with an ante and no decision.

    >>> from engine.cards import parse_cards
    >>> alone = Round(ante=Decimal(0), pair_plus=Decimal(5), player=parse_cards("Ah Ad 3c"),
    ...               dealer=parse_cards("Kh 9d 2s"))
    >>> history(alone)["decision"], history(alone)["pair_plus"]
    ('', '5')
    """
    if not round_.complete:
        raise ValueError("an undecided round has no history to keep")
    return {
        "seed": "" if round_.seed is None else str(round_.seed),
        "ante": str(round_.ante),
        "pair_plus": str(round_.pair_plus),
        "six_card": str(round_.six_card),
        "player": format_cards(round_.player),
        "dealer": format_cards(round_.dealer),
        "decision": "" if round_.decision is None else round_.decision.value,
    }


def replay(rules: ThreeCardRules, history: Mapping[str, str]) -> Round:
    """The round ``history`` keeps, decided again under ``rules``: the house's refusal for
    wagers or a decision it does not take, ``CardError`` for impossible cards."""
    round_ = three_card_round.replay(
        rules,
        ante=history["ante"],
        player=parse_cards(history["player"]),
        dealer=parse_cards(history["dealer"]),
        decision=history.get("decision") or None,
        pair_plus=history.get("pair_plus", "0"),
        six_card=history.get("six_card", "0"),
    )
    seed = history.get("seed", "")
    return dataclasses.replace(round_, seed=int(seed)) if seed else round_


def settle(rules: ThreeCardRules, round_: Round, /, **stakes: Decimal) -> Settlement:
    """The complete ``round_`` settled (``engine.three_card.settle.settle``). Its stakes,
    the ante and the side bets, are in the round: any stake given beside it is a
    ``TypeError``."""
    if stakes:
        raise TypeError(f"a Three Card Poker round holds its stakes; not {', '.join(stakes)}")
    return three_card_settle.settle(rules, round_)
