"""The worked examples of Texas Hold'em Bonus's rules page, played and settled by the
engine under the reference house's rules: a win with a flush, a win below the ante's hand,
a tie on the board, a loss, a fold, a check on the turn and the river, and the Bonus's top
lines."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy

from engine.cards import parse_cards
from engine.errors import PokerError
from engine.holdem_bonus.round import Round, replay
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement, settle
from paytables.games.holdem_bonus.wording import holdem_bonus_working
from paytables.wording import Working

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

EXAMPLE_ANTE = Decimal(10)


@dataclass(frozen=True)
class HoldemBonusExample:
    title: str
    lesson: str
    round: Round
    settlement: Settlement
    working: Working


# (title, lesson, bonus, player, dealer, board, actions)
_EXAMPLES: tuple[tuple[StrOrPromise, StrOrPromise, int, str, str, str, str], ...] = (
    (
        gettext_lazy("A flush wins every bet"),
        gettext_lazy(
            "The player's flush beats the dealer's two pair: the flop, turn and river bets "
            "pay 1 to 1, and so does the ante, a flush being the house's lowest hand for it."
        ),
        0,
        "Ah 7h",
        "Kc Qd",
        "Kh Qh 2h 9s 5d",
        "bet bet bet",
    ),
    (
        gettext_lazy("A win below the ante's hand"),
        gettext_lazy(
            "A straight beats the dealer's pair, yet at a house that pays the ante from a "
            "flush the ante is pushed; the bets pay 1 to 1. The Bonus pays ace-king suited."
        ),
        5,
        "Ah Kh",
        "9c 9d",
        "Qs Jd Tc 4d 4s",
        "bet bet bet",
    ),
    (
        gettext_lazy("The board plays: a tie"),
        gettext_lazy("Both best hands are the board's straight: the ante and every bet push."),
        0,
        "2c 3d",
        "4h 2s",
        "9s Tc Jd Qh Kc",
        "bet check check",
    ),
    (
        gettext_lazy("The dealer wins"),
        gettext_lazy(
            "The player checked the turn and the river: only the ante and the flop bet are "
            "lost to the dealer's three of a kind."
        ),
        0,
        "Kd Jc",
        "8s 8h",
        "8d Ks 3c 6h 2d",
        "bet check check",
    ),
    (
        gettext_lazy("A fold before the flop"),
        gettext_lazy(
            "The player folds 7-2: the ante is lost, no bet is made, and the dealer's cards "
            "do not matter."
        ),
        0,
        "7c 2d",
        "As Kd",
        "Qs Jd Tc 4d 4s",
        "fold",
    ),
    (
        gettext_lazy("Aces against the dealer's aces"),
        gettext_lazy(
            "The Bonus's top line: the player's two aces when the dealer holds the other two. "
            "It is paid whatever the round's result, here a tie."
        ),
        5,
        "Ah Ad",
        "Ac As",
        "Kh Qd 7s 5c 2d",
        "bet check check",
    ),
)


def holdem_bonus_worked_examples(rules: HoldemBonusRules) -> list[HoldemBonusExample]:
    """Each example the house's rules can settle, in the order the rules page teaches them
    (a house that has not published its Bonus shows fewer)."""
    examples = []
    for title, lesson, bonus, player, dealer, board, actions in _EXAMPLES:
        try:
            round_ = replay(
                rules,
                ante=EXAMPLE_ANTE,
                player=parse_cards(player),
                dealer=parse_cards(dealer),
                board=parse_cards(board),
                actions=tuple(actions.split()),
                bonus=bonus,
            )
            settlement = settle(rules, round_)
        except PokerError:
            continue  # a wager this house does not take, or a figure it has not published
        working = holdem_bonus_working(rules, settlement, round_)
        examples.append(HoldemBonusExample(str(title), str(lesson), round_, settlement, working))
    return examples
