"""Who wins the round: the player, the dealer or a tie, by the best five of seven cards
each; asked of a round the player played."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.ultimate.order import Ending, UltimateTarget
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement
from trainer.kinds.base import Cell
from trainer.kinds.five_card import WINNER_CHOICES
from trainer.kinds.ultimate.rounds import UltimateChoiceKind
from trainer.kinds.ultimate.slugs import UltimateKind

LINES = {"player": Ending.PLAYER, "dealer": Ending.DEALER, "tie": Ending.TIE}
LABELS = {
    "player": gettext_lazy("The player's best five are higher"),
    "dealer": gettext_lazy("The dealer's best five are higher"),
    "tie": gettext_lazy("A tie: both play the same five ranks"),
}


class WinnerKind(UltimateChoiceKind):
    slug = UltimateKind.WINNER
    short_label = gettext_lazy("Who wins?")
    prompt_text = gettext_lazy("Who wins the round?")
    labels = WINNER_CHOICES

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        return [UltimateTarget(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        return next((line for line, e in LINES.items() if e is settlement.ending), "")

    def key(self, settlement: Settlement) -> str:
        return next(line for line, each in LINES.items() if each is settlement.ending)


KIND = WinnerKind()
