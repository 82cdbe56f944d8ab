"""The worked examples of Ultimate Texas Hold'em's rules page, decided street by street and
settled by the engine under the reference house's rules: a 4x win with the Blind and Trips
paid, a dealer who does not qualify, a 2x loss, a tie and a fold at the river."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy

from engine.cards import parse_cards
from engine.errors import PokerError
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement, settle
from paytables.games.ultimate.wording import ultimate_working
from paytables.wording import Working

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

EXAMPLE_ANTE = Decimal(10)


@dataclass(frozen=True)
class UltimateExample:
    title: str
    lesson: str
    round: Round
    settlement: Settlement
    working: Working


# (title, lesson, trips, player, dealer, board, final decision)
_EXAMPLES: tuple[tuple[StrOrPromise, StrOrPromise, int, str, str, str, str], ...] = (
    (
        gettext_lazy("A flush played 4x before the flop"),
        gettext_lazy(
            "Ace-eight suited is played 4x at once. The board gives the player a flush: the "
            "ante and the play pay 1 to 1, the Blind pays the flush 3 to 2 and the Trips pays "
            "it by its table."
        ),
        10,
        "Ah 8h",
        "Kc Kd",
        "2h 9h Th 4s Jc",
        "4x",
    ),
    (
        gettext_lazy("The dealer does not qualify"),
        gettext_lazy(
            "The dealer's best five hold no pair: the ante is returned, the play still pays "
            "1 to 1 and the Blind, below a straight, pushes."
        ),
        0,
        "Kh Qd",
        "7c 3d",
        "2s 9h Tc 4d 6s",
        "2x",
    ),
    (
        gettext_lazy("The dealer's hand is higher"),
        gettext_lazy(
            "The player paired his king on the flop and played 2x; the dealer's two pair "
            "beats it: the ante, the Blind and the play lose."
        ),
        0,
        "Kh 5d",
        "9c 4s",
        "Kd 9h 4c 2s Jd",
        "2x",
    ),
    (
        gettext_lazy("A tie"),
        gettext_lazy(
            "Both play the board's straight: equal hands, so the ante, the Blind and the play push."
        ),
        0,
        "2c 3d",
        "2h 4c",
        "9s Ts Jd Qh Kc",
        "1x",
    ),
    (
        gettext_lazy("A fold at the river"),
        gettext_lazy(
            "Nine-four checked twice, and the board gives nothing: the player folds at the "
            "river and loses the ante and the Blind; no play is made."
        ),
        0,
        "9c 4d",
        "Ah Kd",
        "Qd 7s 2c Jh 3h",
        "fold",
    ),
)


def ultimate_worked_examples(rules: UltimateRules) -> list[UltimateExample]:
    """Each example the house's rules can settle, in the order the rules page teaches them
    (a house that does not offer the Trips, or has not published a table, shows fewer)."""
    examples = []
    for title, lesson, trips, player, dealer, board, decision in _EXAMPLES:
        try:
            dealt = Round(
                ante=EXAMPLE_ANTE,
                player=parse_cards(player),
                dealer=parse_cards(dealer),
                board=parse_cards(board),
                trips=Decimal(trips),
            )
            round_ = dealt.decide(rules, decision)
            settlement = settle(rules, round_)
        except PokerError:
            continue  # a wager this house does not take, or a figure it has not published
        working = ultimate_working(settlement, round_)
        examples.append(UltimateExample(str(title), str(lesson), round_, settlement, working))
    return examples
