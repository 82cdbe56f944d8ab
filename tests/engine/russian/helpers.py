"""What the Russian Poker tests share: a round entered again by hand, as the trainer
stores it, and the cards its player drew."""

from __future__ import annotations

from engine.russian.round import Exchange, Round, replay
from engine.russian.rules import RussianRules


def by_hand(rules: RussianRules, round_: Round) -> Round:
    """``round_`` entered by hand with ``replay``, step by step: its dealt cards, its one
    draw, decision, insurance and game bought."""
    (draw,) = round_.draws or (None,)
    exchange = draw if isinstance(draw, Exchange) else None
    return replay(
        rules,
        ante=round_.ante,
        player=round_.player,
        dealer=round_.dealer,
        discard=exchange.discarded if exchange else (),
        draw=exchange.drawn if exchange else (),
        sixth=round_.sixth,
        decision=round_.decision,
        insurance=round_.insurance,
        buy_game=round_.game_bought is not None,
        dealer_draw=round_.game_bought.drawn if round_.game_bought else None,
    )


def drawn_by(round_: Round) -> tuple:
    """The cards the player of ``round_`` drew, in order."""
    return tuple(
        card
        for draw in round_.draws
        for card in (draw.drawn if isinstance(draw, Exchange) else (draw.card,))
    )
