"""The worked examples of Russian Poker's rules page, played and settled by the engine under
the house's rules (the classic rules on the page): an exchange, a sixth card, two
combinations, a dealer without a game, a game bought for him, insurance."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from functools import partial
from typing import TYPE_CHECKING

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.cards import parse_cards
from engine.errors import PokerError, RulesIncomplete
from engine.russian.round import Round, replay
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, settle
from paytables.games.russian.wording import russian_working
from paytables.wording import Working, money

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

EXAMPLE_ANTE = Decimal(10)
DEALER_QUEENS = parse_cards("Qd Qs 7c 5s 2d")
DEALER_NO_GAME = parse_cards("Qd Ts 7c 5s 2d")
THREE_NINES = parse_cards("9h 9d 9c 8s 2h")


@dataclass(frozen=True)
class RussianExample:
    title: str
    lesson: str
    round: Round
    settlement: Settlement
    working: Working


def russian_worked_examples(rules: RussianRules) -> list[RussianExample]:
    """Each example the house's rules can settle, in the order the rules page teaches them
    (a house whose figures are unknown shows fewer)."""
    play = partial(replay, rules, ante=EXAMPLE_ANTE, decision="bet")
    plays: list[tuple[StrOrPromise, StrOrPromise, Callable[[], Round]]] = [
        (
            gettext_lazy("An exchange of two cards"),
            gettext_lazy("The exchange costs one ante, whatever the number of cards, win or lose."),
            partial(
                play,
                player=parse_cards("9h 9d Kc 8s 2h"),
                dealer=DEALER_QUEENS,
                discard=parse_cards("Kc 2h"),
                draw=parse_cards("9c 4d"),
            ),
        ),
        (
            gettext_lazy("A sixth card"),
            gettext_lazy(
                "The best five of the six cards play: a fourth jack makes four of a kind."
            ),
            partial(
                play,
                player=parse_cards("Jh Jd Jc 8s 2h"),
                dealer=DEALER_QUEENS,
                sixth=parse_cards("Js")[0],
            ),
        ),
        (
            gettext_lazy("Two combinations"),
            gettext_lazy(
                "Four kings and the ace beside them hold two combinations: four of a kind, and "
                "Ace-King with the ace outside the four. Both are paid."
            ),
            partial(play, player=parse_cards("Kh Ks Kd Kc Ah"), dealer=DEALER_QUEENS),
        ),
        (
            gettext_lazy("The dealer has no game"),
            gettext_lazy("Without Ace-King or better the dealer does not qualify."),
            partial(play, player=THREE_NINES, dealer=DEALER_NO_GAME),
        ),
        (
            gettext_lazy("Buying the dealer a game"),
            gettext_lazy(
                "The same hands: the player gives up the ante's win and pays one ante, the "
                "dealer replaces his highest card and now holds a pair of tens, which the "
                "three nines beat."
            ),
            partial(
                play,
                player=THREE_NINES,
                dealer=DEALER_NO_GAME,
                buy_game=True,
                dealer_draw=parse_cards("Td")[0],
            ),
        ),
    ]
    examples = []
    for title, lesson, played in plays:
        try:
            round_ = played()
            examples.append(_example(str(title), str(lesson), rules, round_))
        except PokerError:
            continue  # a figure of this house that the example needs is unknown
    with contextlib.suppress(PokerError):  # a house without insurance, or its limit unknown
        examples.append(_insured(rules))
    return examples


def _insured(rules: RussianRules) -> RussianExample:
    # The most the house lets the player insure on three nines, placed against a dealer
    # without a game.
    bet = replay(
        rules, ante=EXAMPLE_ANTE, player=THREE_NINES, dealer=DEALER_NO_GAME, decision="bet"
    )
    try:
        most = bet.insurance_limit(rules)
    except RulesIncomplete:
        # The limit is unpublished: one ante, the one amount certainly allowed.
        lesson = _(
            "With three of a kind the player may insure against a dealer without a game, from "
            "one ante; this house has not published its limit, so here he insures one ante."
        )
        return _example(str(gettext_lazy("Insurance")), lesson, rules, bet.insure(rules, bet.ante))
    lesson = _(
        "With three of a kind the player may insure against a dealer without a game, from one "
        "ante to the house's limit on his hand: here %(most)s, the most."
    ) % {"most": money(most)}
    return _example(str(gettext_lazy("Insurance")), lesson, rules, bet.insure(rules, most))


def _example(title: str, lesson: str, rules: RussianRules, round_: Round) -> RussianExample:
    settlement = settle(rules, round_)
    return RussianExample(title, lesson, round_, settlement, russian_working(settlement, round_))
