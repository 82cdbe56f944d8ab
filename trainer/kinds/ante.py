"""The ante: the player's result on it, by how the round ends."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from poker.oasis.order import Ending, Target
from poker.oasis.round import Round, Rules, Settlement, Wager
from trainer.kinds.base import Cell
from trainer.kinds.rounds import WagerKind, line_by_showdown
from trainer.models import QuestionKind

# Each line and the way the round ends that decides it.
LINES = {
    "win": Ending.PLAYER,
    "not_qualified": Ending.NOT_QUALIFIED,
    "lose": Ending.DEALER,
    "fold": Ending.FOLD,
    "push": Ending.TIE,
}
LABELS = {
    "win": _("Ante when the player beats a qualifying dealer"),
    "not_qualified": _("Ante when the dealer does not qualify"),
    "lose": _("Ante when the dealer wins"),
    "fold": _("Ante when the player folds"),
    "push": _("Ante on a tie"),
}


class AnteKind(WagerKind):
    slug = QuestionKind.ANTE
    wager = Wager.ANTE
    prompt_text = _(
        "What is the player's result on the ante? Type + for what he is paid, − for what he "
        "loses, 0 when it is returned."
    )

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: Rules) -> list[Target]:
        return [Target(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        return line_by_showdown(LINES, round_)


KIND = AnteKind()
