"""Who wins the round: the player, the dealer or a tie, on the best five of seven each (the
dealer always plays); asked of a round the player played to the river."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.holdem_bonus.order import Ending, HoldemBonusTarget
from engine.holdem_bonus.round import Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement
from trainer.kinds.base import Cell
from trainer.kinds.five_card import WINNER_CHOICES
from trainer.kinds.holdem_bonus.rounds import HoldemBonusChoiceKind, line_by_ending
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind

LINES = {"player": Ending.PLAYER, "dealer": Ending.DEALER, "tie": Ending.TIE}
LABELS = {
    "player": gettext_lazy("The player's best five of seven is higher"),
    "dealer": gettext_lazy("The dealer's best five of seven is higher"),
    "tie": gettext_lazy("Equal best fives: a tie, often the board playing"),
}


class WinnerKind(HoldemBonusChoiceKind):
    slug = HoldemBonusKind.WINNER
    short_label = gettext_lazy("Who wins?")
    prompt_text = gettext_lazy("Who wins the round, each on the best five of his seven cards?")
    labels = WINNER_CHOICES

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: HoldemBonusRules) -> list[HoldemBonusTarget]:
        return [HoldemBonusTarget(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: HoldemBonusRules) -> str:
        return line_by_ending(LINES, round_)

    def key(self, settlement: Settlement) -> str:
        return settlement.ending.value


KIND = WinnerKind()
