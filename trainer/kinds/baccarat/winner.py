"""Who wins the coup: the Player, the Banker or a tie, on naturals or after the draws."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget
from engine.baccarat.round import Ending, Round, ending_of
from engine.baccarat.rules import BaccaratRules
from engine.baccarat.settle import Settlement
from trainer.kinds.baccarat.rounds import BaccaratChoiceKind
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played

CHOICES = {
    "player": gettext_lazy("The Player"),
    "banker": gettext_lazy("The Banker"),
    "tie": gettext_lazy("A tie"),
}
LINES = {
    Ending.PLAYER: gettext_lazy("The Player wins after the draws"),
    Ending.BANKER: gettext_lazy("The Banker wins after the draws"),
    Ending.TIE: gettext_lazy("A tie after the draws"),
    Ending.NATURAL_PLAYER: gettext_lazy("The Player wins on a natural"),
    Ending.NATURAL_BANKER: gettext_lazy("The Banker wins on a natural"),
    Ending.NATURAL_TIE: gettext_lazy("A tie on naturals"),
}


class WinnerKind(BaccaratChoiceKind):
    slug = BaccaratKind.WINNER
    short_label = gettext_lazy("Who wins?")
    prompt_text = gettext_lazy("Who wins the coup?")
    labels = CHOICES

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, ending.value, str(label)) for ending, label in LINES.items())

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        return [BaccaratTarget(ending=Ending(line))]

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        return ending_of(round_).value

    def key(self, settlement: Settlement) -> str:
        return settlement.winner.value

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.player_total != settlement.banker_total:
            return ""
        return _("Equal totals are a tie, whoever drew: no hand wins on more cards.")


KIND = WinnerKind()
