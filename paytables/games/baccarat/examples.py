"""The worked examples of baccarat's rules page, each coup checked against the tableau and
settled by the engine under a house that offers its bets: a draw by the tableau, a Banker
win with its commission, a tie that pushes the Player and the Banker, a pair, a
no-commission Banker win on 6 with the Super 6, and the Dragon Bonus. A house whose
figures are not published, or not in the database, shows fewer."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy

from engine.baccarat.round import Round, replay
from engine.baccarat.rules import BaccaratRules
from engine.baccarat.settle import Settlement, settle
from engine.cards import parse_cards
from engine.errors import PokerError
from paytables.games.baccarat.wording import baccarat_working
from paytables.models import Variant
from paytables.wording import Working

if TYPE_CHECKING:
    from collections.abc import Iterable

    from django_stubs_ext import StrOrPromise


@dataclass(frozen=True)
class BaccaratExample:
    title: str
    lesson: str
    variant: Variant
    round: Round
    settlement: Settlement
    working: Working


# (title, lesson, the house's slug, Player's cards, Banker's cards, stakes by bet)
_EXAMPLES: tuple[tuple[StrOrPromise, StrOrPromise, str, str, str, dict[str, int]], ...] = (
    (
        gettext_lazy("The Banker draws by the tableau"),
        gettext_lazy(
            "Player 5 draws a 4; the Banker's 5 draws on a third card of 4 to 7 and makes 4. "
            "The Player's 9 wins: the Player bet pays 1 to 1 and the Banker bet loses."
        ),
        "baccarat-punto-banco",
        "2h 3c 4d",
        "Kd 5s 9c",
        {"player": 50, "banker": 20},
    ),
    (
        gettext_lazy("A Banker win and its commission"),
        gettext_lazy(
            "The Player stands on 6, the Banker stands on 7 and wins. The Banker bet is paid "
            "1 to 1, and the house keeps one twentieth of the bet (5 %) as its commission."
        ),
        "baccarat-punto-banco",
        "Kh 6c",
        "3s 4d",
        {"banker": 100},
    ),
    (
        gettext_lazy("A tie"),
        gettext_lazy(
            "Both hands end on 7: the Tie is paid, and the Player and Banker bets push "
            "(they are neither won nor lost)."
        ),
        "baccarat-punto-banco",
        "7h Kc",
        "4s 3d",
        {"player": 50, "banker": 50, "tie": 10},
    ),
    (
        gettext_lazy("A Player Pair"),
        gettext_lazy(
            "The Player's first two cards are two fives: the Player Pair pays whatever the "
            "coup's winner. The Player's 0 draws a king and loses to the Banker's 7."
        ),
        "baccarat-punto-banco",
        "5h 5c Kd",
        "3s 4d",
        {"player": 20, "player_pair": 10},
    ),
    (
        gettext_lazy("No commission: a Banker win on 6"),
        gettext_lazy(
            "In no-commission baccarat the Banker bet pays 1 to 1 without commission, except "
            "a win on 6, which pays 1 to 2; the Super 6 pays that win by its own table."
        ),
        "baccarat-no-commission",
        "Kh 5c Qd",
        "4s 2d",
        {"banker": 100, "super_six": 10},
    ),
    (
        gettext_lazy("The Dragon Bonus"),
        gettext_lazy(
            "The Player wins 7 to 1 without a natural, by 6 points: the Dragon Bonus on the "
            "Player pays by the house's table; the one on the Banker loses."
        ),
        "baccarat-dragon-bonus",
        "Kh 7c",
        "2s Td 9h",
        {"dragon_player": 10, "dragon_banker": 10},
    ),
)


def baccarat_worked_examples(variants: Iterable[Variant]) -> list[BaccaratExample]:
    """Each example its house (one of ``variants``) can settle, in the order the rules page
    teaches them."""
    houses = {variant.slug: variant for variant in variants}
    examples = []
    for title, lesson, slug, player, banker, bets in _EXAMPLES:
        variant = houses.get(slug)
        if variant is None:
            continue
        try:
            rules: BaccaratRules = variant.rules()
            round_ = replay(rules, player=parse_cards(player), banker=parse_cards(banker))
            settlement = settle(rules, round_, **{name: Decimal(s) for name, s in bets.items()})
        except PokerError:
            continue  # a bet this house does not take, or a figure it has not published
        working = baccarat_working(settlement, round_)
        examples.append(
            BaccaratExample(str(title), str(lesson), variant, round_, settlement, working)
        )
    return examples
