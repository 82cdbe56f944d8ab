"""Three Card Poker's play wager (exactly the ante): returned when the dealer does not
qualify, paid 1 to 1 when the player's hand is higher, lost to a higher dealer, pushed on a
tie. A fold makes no play: such a round does not ask it."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement, Wager
from trainer.kinds.base import Cell
from trainer.kinds.three_card.rounds import ThreeCardWagerKind, line_by_ending
from trainer.kinds.three_card.slugs import ThreeCardKind

LINES = {
    "not_qualified": Ending.NOT_QUALIFIED,
    "win": Ending.PLAYER,
    "lose": Ending.DEALER,
    "push": Ending.TIE,
}
LABELS = {
    "not_qualified": gettext_lazy("Play returned: the dealer does not qualify"),
    "win": gettext_lazy("Play when the player beats a qualifying dealer"),
    "lose": gettext_lazy("Play when the dealer wins"),
    "push": gettext_lazy("Play on a tie"),
}


class PlayKind(ThreeCardWagerKind):
    slug = ThreeCardKind.PLAY
    short_label = gettext_lazy("Play result")
    wager = Wager.PLAY
    prompt_text = gettext_lazy(
        "What is the player's result on the play wager? Type + for what he is paid, − for "
        "what he loses, 0 when it is returned or pushes."
    )
    question_text = gettext_lazy("What is the player's result on the play wager?")

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        return [ThreeCardTarget(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        return line_by_ending(LINES, round_)


KIND = PlayKind()
