"""Texas Hold'em Bonus as every game answers it (``engine.game.Game``): the ordinary
players, dealing and playing a round, how it ends, whether the dealer qualifies (he always
plays), the round's history as plain data and its replay, settling, and dealing to order.

>>> from decimal import Decimal
>>> from engine.holdem_bonus import game
>>> from engine.holdem_bonus.variants import NAGAWORLD
>>> round_ = game.play_as(game.PLAYERS[0], game.deal(2026, Decimal(10)), NAGAWORLD)
>>> game.replay(NAGAWORLD, game.history(round_)) == round_
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal

from engine.cards import format_cards, parse_cards
from engine.holdem_bonus import round as bonus_round
from engine.holdem_bonus import settle as bonus_settle
from engine.holdem_bonus.order import deal_to_order, ending_of, possible
from engine.holdem_bonus.players import HoldemBonusPlayer, play_as
from engine.holdem_bonus.round import Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement

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

# The players a dealer meets at a Texas Hold'em Bonus table
# (``engine.holdem_bonus.players``).
PLAYERS = tuple(HoldemBonusPlayer)


def deal(seed: int, ante: Decimal) -> Round:
    """A new round dealt from the deck shuffled with ``seed``, for ``ante`` (no Bonus)."""
    return Round.deal(seed, ante)


def qualifies(round_: Round) -> bool:
    """The dealer of Texas Hold'em Bonus has no hand to qualify: he always plays."""
    return True


def history(round_: Round) -> dict[str, str]:
    """The complete ``round_`` as plain data: the seed of its deck (empty for a round
    entered by hand), the stakes, the cards and the player's actions street by street
    ("fold", or "bet" then "bet" or "check" twice). Raises ``ValueError`` for a round not
    complete (undecided)."""
    if not round_.complete:
        raise ValueError("an undecided round has no history to keep")
    return {
        "seed": "" if round_.seed is None else str(round_.seed),
        "ante": str(round_.ante),
        "bonus": str(round_.bonus),
        "player": format_cards(round_.player),
        "dealer": format_cards(round_.dealer),
        "board": format_cards(round_.board),
        "actions": " ".join(round_.actions),
    }


def replay(rules: HoldemBonusRules, history: Mapping[str, str]) -> Round:
    """The round ``history`` keeps, played again under ``rules``: the house's refusal for
    wagers or actions it does not take, ``CardError`` for impossible cards."""
    round_ = bonus_round.replay(
        rules,
        ante=history["ante"],
        player=parse_cards(history["player"]),
        dealer=parse_cards(history["dealer"]),
        board=parse_cards(history["board"]),
        actions=tuple(history["actions"].split()),
        bonus=history.get("bonus", "0"),
    )
    seed = history.get("seed", "")
    return dataclasses.replace(round_, seed=int(seed)) if seed else round_


def settle(rules: HoldemBonusRules, round_: Round, /, **stakes: Decimal) -> Settlement:
    """The complete ``round_`` settled (``engine.holdem_bonus.settle.settle``). Its stakes
    are in the round: any stake given beside it is a ``TypeError``."""
    if stakes:
        raise TypeError(f"a Texas Hold'em Bonus round holds its stakes; not {', '.join(stakes)}")
    return bonus_settle.settle(rules, round_)
