"""Ultimate Texas Hold'em's ante: the player's result on it, by how the round ends and
whether the dealer qualifies (a pair or better): 1 to 1 on a win, lost to a higher dealer
or with a fold, pushed on a tie, and returned whoever wins when the dealer does not
qualify."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.ultimate.order import Ending, UltimateTarget
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement, Wager
from trainer.kinds.base import Cell
from trainer.kinds.five_card import ANTE_LABELS
from trainer.kinds.ultimate.rounds import UltimateWagerKind
from trainer.kinds.ultimate.slugs import UltimateKind

# Each line, in the order a dealer school teaches them, and the ending that decides it.
LINES = {
    "win": Ending.PLAYER,
    "not_qualified": None,
    "lose": Ending.DEALER,
    "push": Ending.TIE,
    "fold": Ending.FOLD,
}
SHOWN = (Ending.PLAYER, Ending.DEALER, Ending.TIE)


def ante_line(settlement: Settlement) -> str:
    """The line of ``LINES`` a settled round exercises."""
    if settlement.ending in SHOWN and not settlement.dealer_qualifies:
        return "not_qualified"
    return next(line for line, ending in LINES.items() if ending is settlement.ending)


class AnteKind(UltimateWagerKind):
    slug = UltimateKind.ANTE
    short_label = gettext_lazy("Ante result")
    wager = Wager.ANTE
    prompt_text = gettext_lazy(
        "What is the player's result on the ante? Type + for what he is paid, − for what he "
        "loses, 0 when it pushes or is returned."
    )
    question_text = gettext_lazy("What is the player's result on the ante?")

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(ANTE_LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        if line == "not_qualified":
            return [UltimateTarget(ending=each, dealer_qualifies=False) for each in SHOWN]
        ending = LINES[line]
        qualifies = None if ending is Ending.FOLD else True
        return [UltimateTarget(ending=ending, dealer_qualifies=qualifies)]

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        return ante_line(settlement)


KIND = AnteKind()
