"""Russian Poker as every game answers it (``engine.game.Game``): the ordinary players,
dealing and playing a round, how it ends, whether the dealer qualifies, the round's history
as plain data and its replay, settling, and dealing to order.

>>> from decimal import Decimal
>>> from engine.russian import game
>>> from engine.russian.variants import CLASSIC
>>> round_ = game.play_as(game.PLAYERS[0], game.deal(2026, Decimal(10)), CLASSIC)
>>> game.replay(CLASSIC, game.history(round_)) == round_
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from decimal import Decimal

from engine.cards import format_cards, parse_cards
from engine.hands import evaluate
from engine.russian import round as russian_round
from engine.russian import settle as russian_settle
from engine.russian.order import deal_to_order, ending_of, possible
from engine.russian.players import RussianPlayer, play_as
from engine.russian.round import Exchange, Round, SixthCard
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement
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

# The players a dealer meets at a Russian Poker table (``engine.russian.players``).
PLAYERS = tuple(RussianPlayer)


def deal(seed: int, ante: Decimal) -> Round:
    """A new round dealt from the deck shuffled with ``seed``, for ``ante``."""
    return Round.deal(seed, ante)


def qualifies(round_: Round) -> bool:
    """Whether the dealer's hand at the showdown (after a game bought) qualifies."""
    return dealer_qualifies(evaluate(round_.dealer_hand))


def history(round_: Round) -> dict[str, str]:
    """The decided ``round_`` as plain data: the seed of its deck (empty for a round entered
    by hand), the ante, both hands as dealt, its draws, the decision, the insurance and every
    card the dealer drew for a game bought. Draws of the common shape, one exchange then one
    sixth card at most, are kept as ``discard``, ``draw`` and ``sixth``; any others (a house
    that allows two draws a round) as ``draws``, each in order: an exchange
    "exchange:<discarded>/<drawn>", a sixth card "sixth:<card>", separated by ";". Raises
    ``ValueError`` for an undecided round.

    >>> from decimal import Decimal
    >>> from engine.cards import parse_cards
    >>> from engine.russian.variants import CLASSIC
    >>> two = dataclasses.replace(CLASSIC, draw_fees=(Decimal(1), Decimal(1)))
    >>> round_ = Round(ante=Decimal(10), player=parse_cards("2c 3d 9h Js Kc"),
    ...                dealer=parse_cards("Ah 7d 5s 4c 8h"))
    >>> round_ = round_.exchange(two, parse_cards("2c"), parse_cards("Kd"))
    >>> round_ = round_.exchange(two, parse_cards("3d"), parse_cards("Kh")).decide(two, "bet")
    >>> kept = history(round_)
    >>> kept["draws"], kept["discard"], kept["sixth"]
    ('exchange:2c/Kd;exchange:3d/Kh', '', '')
    >>> replay(two, kept) == round_
    True
    """
    if round_.decision is None:
        raise ValueError("an undecided round has no history to keep")
    kinds = [type(draw) for draw in round_.draws]
    common = kinds in ([], [Exchange], [SixthCard], [Exchange, SixthCard])
    exchange = next((d for d in round_.draws if isinstance(d, Exchange)), None) if common else None
    sixth = round_.sixth if common else None
    bought = round_.game_bought
    kept = {
        "seed": "" if round_.seed is None else str(round_.seed),
        "ante": str(round_.ante),
        "player": format_cards(round_.player),
        "dealer": format_cards(round_.dealer),
        "discard": format_cards(exchange.discarded) if exchange else "",
        "draw": format_cards(exchange.drawn) if exchange else "",
        "sixth": "" if sixth is None else format_cards((sixth,)),
        "decision": round_.decision.value,
        "insurance": str(round_.insurance),
        "dealer_draw": format_cards(bought.drawn) if bought else "",
    }
    if not common:
        kept["draws"] = ";".join(_draw_text(draw) for draw in round_.draws)
    return kept


def _draw_text(draw: Exchange | SixthCard) -> str:
    if isinstance(draw, Exchange):
        return f"exchange:{format_cards(draw.discarded)}/{format_cards(draw.drawn)}"
    return f"sixth:{format_cards((draw.card,))}"


def replay(rules: RussianRules, history: Mapping[str, str]) -> Round:
    """The round ``history`` keeps, played again under ``rules``: each step checked as when
    it was played (the house's refusal for a step it forbids, ``CardError`` for impossible
    cards)."""
    if history.get("draws"):
        round_ = _replay_draws(rules, history)
    else:
        sixth = parse_cards(history.get("sixth", ""))
        dealer_draw = parse_cards(history.get("dealer_draw", ""))
        round_ = russian_round.replay(
            rules,
            ante=history["ante"],
            player=parse_cards(history["player"]),
            dealer=parse_cards(history["dealer"]),
            discard=parse_cards(history.get("discard", "")),
            draw=parse_cards(history.get("draw", "")),
            sixth=sixth[0] if sixth else None,
            decision=history["decision"],
            insurance=history.get("insurance", "0"),
            buy_game=bool(dealer_draw),
            dealer_draw=dealer_draw or None,
        )
    seed = history.get("seed", "")
    return dataclasses.replace(round_, seed=int(seed)) if seed else round_


def _replay_draws(rules: RussianRules, history: Mapping[str, str]) -> Round:
    """A history's round whose draws are kept in order (``draws``): each played as it was,
    then the decision, the insurance and the game bought as ``russian_round.replay`` does."""
    round_ = Round(
        ante=Decimal(history["ante"]),
        player=parse_cards(history["player"]),
        dealer=parse_cards(history["dealer"]),
    )
    for text in history["draws"].split(";"):
        kind, _sep, cards = text.partition(":")
        if kind == "exchange":
            discarded, _slash, drawn = cards.partition("/")
            round_ = round_.exchange(rules, parse_cards(discarded), parse_cards(drawn))
        elif kind == "sixth":
            round_ = round_.buy_sixth(rules, parse_cards(cards)[0])
        else:
            raise ValueError(f"a draw is an exchange or a sixth card, not {text!r}")
    round_ = round_.decide(rules, history["decision"])
    insurance = history.get("insurance", "0")
    if Decimal(insurance):
        round_ = round_.insure(rules, insurance)
    dealer_draw = parse_cards(history.get("dealer_draw", ""))
    if dealer_draw:
        round_ = round_.buy_game(rules, dealer_draw)
    return round_


def settle(rules: RussianRules, round_: Round, /, **stakes: Decimal) -> Settlement:
    """The decided ``round_`` settled (``engine.russian.settle.settle``). Its stakes, the ante
    and the insurance, are in the round: any stake given beside it is a ``TypeError``."""
    if stakes:
        raise TypeError(f"a Russian Poker round holds its stakes; not {', '.join(stakes)}")
    return russian_settle.settle(rules, round_)
