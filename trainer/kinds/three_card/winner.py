"""Who wins the round: the player (paid the ante when the dealer does not qualify), the
dealer, or a tie; asked of a round the player played."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement
from trainer.kinds.base import Cell
from trainer.kinds.five_card import SHOWDOWN_LABELS, WINNER_CHOICES
from trainer.kinds.three_card.rounds import ThreeCardChoiceKind, line_by_ending
from trainer.kinds.three_card.slugs import ThreeCardKind

LINES = {
    "player": Ending.PLAYER,
    "not_qualified": Ending.NOT_QUALIFIED,
    "dealer": Ending.DEALER,
    "tie": Ending.TIE,
}
LABELS = {
    **SHOWDOWN_LABELS,
    "not_qualified": gettext_lazy("The dealer does not qualify: the player is paid the ante"),
}
# A dealer who does not qualify pays the player's ante: the player wins the round.
WINNERS = {
    Ending.PLAYER: "player",
    Ending.NOT_QUALIFIED: "player",
    Ending.DEALER: "dealer",
    Ending.TIE: "tie",
}


class WinnerKind(ThreeCardChoiceKind):
    slug = ThreeCardKind.WINNER
    short_label = gettext_lazy("Who wins?")
    prompt_text = gettext_lazy("Who wins the round?")
    labels = WINNER_CHOICES

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        return [ThreeCardTarget(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        return line_by_ending(LINES, round_)

    def key(self, settlement: Settlement) -> str:
        return WINNERS[settlement.ending]


KIND = WinnerKind()
