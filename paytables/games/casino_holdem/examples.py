"""The worked examples of Casino Hold'em's rules page, decided and settled by the engine
under the house's rules (the reference house's tables on the page): a dealer below a pair
of fours, a flush that wins the ante by its table, the dealer's better hand, a tie, a fold
with the AA Bonus, and the AA Bonus paid while the dealer wins."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy

from engine.cards import parse_cards
from engine.casino_holdem.round import Round, replay
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement, settle
from engine.errors import PokerError
from paytables.games.casino_holdem.wording import casino_holdem_working
from paytables.wording import Working

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

EXAMPLE_ANTE = Decimal(10)


@dataclass(frozen=True)
class CasinoHoldemExample:
    title: str
    lesson: str
    round: Round
    settlement: Settlement
    working: Working


# (title, lesson, ante, AA Bonus, player, dealer, board, decision)
_EXAMPLES: tuple[tuple[StrOrPromise, StrOrPromise, int, int, str, str, str, str], ...] = (
    (
        gettext_lazy("The dealer does not qualify"),
        gettext_lazy(
            "The dealer's best five is a pair of threes, below a pair of fours: the ante is "
            "paid by its table on the player's hand and the call is returned, whatever the "
            "player holds."
        ),
        10,
        0,
        "Kh Qd",
        "3c 8s",
        "3d 9h 2c Js 6d",
        "call",
    ),
    (
        gettext_lazy("A flush wins: the ante by its table"),
        gettext_lazy(
            "The player's flush beats the dealer's pair of kings: the ante pays 2 to 1 by the "
            "Ante table and the call 1 to 1. The AA Bonus pays his pair of aces on the flop."
        ),
        10,
        5,
        "Ah 8h",
        "Kc Kd",
        "Ad 9h Th 4h Jc",
        "call",
    ),
    (
        gettext_lazy("The dealer's hand is higher"),
        gettext_lazy(
            "The dealer qualifies with two pair and beats the player's pair: ante and call lose."
        ),
        10,
        0,
        "Qs 7c",
        "9d 5h",
        "Qd 9c 5s 2h Kd",
        "call",
    ),
    (
        gettext_lazy("A tie"),
        gettext_lazy("Both best fives are the board's straight: ante and call push."),
        10,
        0,
        "2c 3d",
        "4s 2h",
        "5h 6d 7c 8s 9h",
        "call",
    ),
    (
        gettext_lazy("A fold with the AA Bonus"),
        gettext_lazy(
            "The player folds after the flop: the ante is lost and no call is made. What the "
            "fold does to the AA Bonus is the house's rule: here it is lost too, though the "
            "flop gave him a pair of aces."
        ),
        10,
        5,
        "As 4d",
        "Kh Qh",
        "Ac 9s 2h 7d 3c",
        "fold",
    ),
)


def casino_holdem_worked_examples(rules: CasinoHoldemRules) -> list[CasinoHoldemExample]:
    """Each example the house's rules can settle, in the order the rules page teaches them
    (a house that does not offer the AA Bonus, or has not published a table, shows fewer)."""
    examples = []
    for title, lesson, ante, aa_bonus, player, dealer, board, decision in _EXAMPLES:
        try:
            round_ = replay(
                rules,
                ante=ante,
                player=parse_cards(player),
                dealer=parse_cards(dealer),
                board=parse_cards(board),
                decision=decision,
                aa_bonus=aa_bonus,
            )
            settlement = settle(rules, round_)
        except PokerError:
            continue  # a wager this house does not take, or a figure it has not published
        working = casino_holdem_working(settlement, round_)
        examples.append(CasinoHoldemExample(str(title), str(lesson), round_, settlement, working))
    return examples
