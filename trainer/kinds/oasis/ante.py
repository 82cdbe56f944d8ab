"""The ante: the player's result on it, by how the round ends."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.oasis.order import Ending, Target
from engine.oasis.round import Round, Rules, Settlement, Wager
from trainer.kinds.base import Cell
from trainer.kinds.five_card import ANTE_LABELS
from trainer.kinds.oasis.rounds import WagerKind, line_by_showdown
from trainer.kinds.oasis.slugs import OasisKind

# Each line and the way the round ends that decides it.
LINES = {
    "win": Ending.PLAYER,
    "not_qualified": Ending.NOT_QUALIFIED,
    "lose": Ending.DEALER,
    "fold": Ending.FOLD,
    "push": Ending.TIE,
}


class AnteKind(WagerKind):
    slug = OasisKind.ANTE
    wager = Wager.ANTE
    prompt_text = _(
        "What is the player's result on the ante? Type + for what he is paid, − for what he "
        "loses, 0 when it is returned."
    )
    question_text = _("What is the player's result on the ante?")

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(ANTE_LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: Rules) -> list[Target]:
        return [Target(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        return line_by_showdown(LINES, round_)


KIND = AnteKind()
