"""The worked examples of Three Card Poker's rules page, decided and settled by the engine
under the house's rules (the original tables on the page): a dealer who does not qualify,
a win with the Ante Bonus, a loss the Ante Bonus and Pair Plus still pay, a tie, a fold
with Pair Plus, Pair Plus alone and, where the house offers it, the 6-Card Bonus."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy

from engine.cards import parse_cards
from engine.errors import PokerError
from engine.three_card.round import Round, replay
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement, settle
from paytables.games.three_card.wording import three_card_working
from paytables.wording import Working

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

EXAMPLE_ANTE = Decimal(10)


@dataclass(frozen=True)
class ThreeCardExample:
    title: str
    lesson: str
    round: Round
    settlement: Settlement
    working: Working


# (title, lesson, ante, pair plus, six card, player, dealer, decision)
_EXAMPLES: tuple[tuple[StrOrPromise, StrOrPromise, int, int, int, str, str, str], ...] = (
    (
        gettext_lazy("The dealer does not qualify"),
        gettext_lazy(
            "J-10-8 is below queen-high: the ante pays 1 to 1 and the play is returned, "
            "whatever the player holds."
        ),
        10,
        0,
        0,
        "Kh 9c 4d",
        "Jh Td 8s",
        "play",
    ),
    (
        gettext_lazy("A straight beats a flush"),
        gettext_lazy(
            "A-2-3 is a straight, the lowest; it beats the dealer's flush. The ante and play "
            "pay 1 to 1, the Ante Bonus pays the straight 1 to 1 on the ante, and Pair Plus "
            "pays the straight."
        ),
        10,
        10,
        0,
        "Ah 2c 3d",
        "Ks 9s 4s",
        "play",
    ),
    (
        gettext_lazy("The Ante Bonus and Pair Plus pay even when the dealer wins"),
        gettext_lazy(
            "The dealer's three of a kind beats the player's straight: the ante and play "
            "lose, yet the Ante Bonus and Pair Plus are paid on the player's cards."
        ),
        10,
        5,
        0,
        "9h Tc Jd",
        "4s 4d 4c",
        "play",
    ),
    (
        gettext_lazy("A tie"),
        gettext_lazy("Equal hands, rank for rank: the ante and play push."),
        10,
        0,
        0,
        "Qh 7c 5d",
        "Qs 7d 5c",
        "play",
    ),
    (
        gettext_lazy("A fold with Pair Plus"),
        gettext_lazy(
            "The player folds 10-6-2: the ante is lost and no play is made. What the fold "
            "does to the Pair Plus is the house's rule."
        ),
        10,
        10,
        0,
        "Tc 6c 2c",
        "Kd 8s 3h",
        "fold",
    ),
    (
        gettext_lazy("Pair Plus alone"),
        gettext_lazy(
            "With no ante, the Pair Plus is paid on the player's cards alone: nothing to play "
            "or fold, and the dealer's hand does not matter."
        ),
        0,
        10,
        0,
        "8h 8d Kc",
        "Ah Kd 2s",
        "",
    ),
    (
        gettext_lazy("The 6-Card Bonus"),
        gettext_lazy(
            "The best five of the player's and the dealer's six cards: here a full house, "
            "whoever wins the round."
        ),
        10,
        0,
        10,
        "Kh Kd 7c",
        "Ks 7d 2h",
        "play",
    ),
)


def three_card_worked_examples(rules: ThreeCardRules) -> list[ThreeCardExample]:
    """Each example the house's rules can settle, in the order the rules page teaches them
    (a house that does not offer a side bet, or has not published a table, shows fewer)."""
    examples = []
    for title, lesson, ante, pair_plus, six_card, player, dealer, decision in _EXAMPLES:
        try:
            round_ = replay(
                rules,
                ante=ante,
                player=parse_cards(player),
                dealer=parse_cards(dealer),
                decision=decision or None,
                pair_plus=pair_plus,
                six_card=six_card,
            )
            settlement = settle(rules, round_)
        except PokerError:
            continue  # a wager this house does not take, or a figure it has not published
        working = three_card_working(settlement, round_)
        examples.append(ThreeCardExample(str(title), str(lesson), round_, settlement, working))
    return examples
