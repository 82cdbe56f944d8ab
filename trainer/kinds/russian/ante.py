"""Russian Poker's ante: the player's result on it, by how the round ends (paid or only
returned on a win, as the house says; given up for a game bought)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.russian.order import Ending, RussianTarget
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, Wager
from trainer.kinds.base import Cell
from trainer.kinds.five_card import ANTE_LABELS
from trainer.kinds.russian.rounds import RussianWagerKind, line_by_ending
from trainer.kinds.russian.slugs import RussianKind

# Each line and the way the round ends that decides it.
LINES = {
    "win": Ending.PLAYER,
    "not_qualified": Ending.NOT_QUALIFIED,
    "lose": Ending.DEALER,
    "fold": Ending.FOLD,
    "push": Ending.TIE,
    "bought_no_game": Ending.BOUGHT_NO_GAME,
}
LABELS = {
    **ANTE_LABELS,
    "not_qualified": _("Ante when the dealer has no game"),
    "bought_no_game": _("Ante when the game bought is still no game"),
}


class AnteKind(RussianWagerKind):
    slug = RussianKind.ANTE
    short_label = _("Ante result")
    wager = Wager.ANTE
    prompt_text = _(
        "What is the player's result on the ante? Type + for what he is paid, − for what he "
        "loses, 0 when it is returned."
    )
    question_text = _("What is the player's result on the ante?")

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        return [RussianTarget(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        return line_by_ending(LINES, round_)


KIND = AnteKind()
