"""Two combinations: where the player's cards make a second combination (using at least
one card outside the first), the bet is paid on both, their odds added up. A line is the
better of the two ("flush": a flush and a pair, a straight or Ace-King beside it).
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.russian.order import Ending, RussianTarget
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, Wager
from paytables.wording import category_label
from trainer.kinds.base import Cell
from trainer.kinds.five_card import RARE_FROM, TAUGHT
from trainer.kinds.russian.rounds import RussianWagerKind
from trainer.kinds.russian.slugs import RussianKind

# The better combination of the two, in the order they are taught (a pair with Ace-King
# beside it comes every few rounds, a royal flush with a straight almost never).
FIRSTS = tuple(
    category for category in TAUGHT if category not in (Category.HIGH_CARD, Category.ACE_KING)
)


class CombinationsKind(RussianWagerKind):
    slug = RussianKind.COMBINATIONS
    short_label = gettext_lazy("Two combinations")
    wager = Wager.BET
    needs_bet = True
    prompt_text = gettext_lazy(
        "The player's cards make two combinations. What is his result on the bet? Type + "
        "for what he is paid."
    )
    question_text = gettext_lazy(
        "The player's cards make two combinations. What is his result on the bet?"
    )

    def no_lines_reason(self, rules: RussianRules) -> str:
        if rules.two_combinations is not True:
            return _("this house pays one combination only, or has not said whether it pays two")
        return super().no_lines_reason(rules)

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(
            Cell(
                self.slug,
                first.slug,
                _("Bet paid on two combinations, the better %(hand)s")
                % {"hand": category_label(first)},
                rare=first >= RARE_FROM,
            )
            for first in FIRSTS
        )

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        first = Category.from_slug(line)
        return [RussianTarget(ending=Ending.PLAYER, final=first, combinations=2)]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        if len(settlement.combinations) != 2:
            return ""  # one combination: the bet kind's round
        return settlement.combinations[0].category.slug


KIND = CombinationsKind()
