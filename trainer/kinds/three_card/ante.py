"""Three Card Poker's ante: the player's result on it, by how the round ends (paid 1 to 1
when the dealer does not qualify or the player wins, lost to a higher dealer or with a
fold, pushed on a tie). The Ante Bonus is paid apart: it is its own kind."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement, Wager
from paytables.wording import money
from trainer.kinds.base import Cell
from trainer.kinds.five_card import ANTE_LABELS
from trainer.kinds.rounds import Played
from trainer.kinds.three_card.rounds import ThreeCardWagerKind, line_by_ending
from trainer.kinds.three_card.slugs import ThreeCardKind

# Each line, in the order a dealer school teaches them, and the ending that decides it.
LINES = {
    "not_qualified": Ending.NOT_QUALIFIED,
    "win": Ending.PLAYER,
    "lose": Ending.DEALER,
    "push": Ending.TIE,
    "fold": Ending.FOLD,
}


class AnteKind(ThreeCardWagerKind):
    slug = ThreeCardKind.ANTE
    short_label = gettext_lazy("Ante result")
    wager = Wager.ANTE
    prompt_text = gettext_lazy(
        "What is the player's result on the ante, without the Ante Bonus? Type + for what "
        "he is paid, − for what he loses, 0 when it pushes."
    )
    question_text = gettext_lazy("What is the player's result on the ante, without the Ante Bonus?")

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(ANTE_LABELS[line])) for line in LINES)

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        return [ThreeCardTarget(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        return line_by_ending(LINES, round_)

    def trap(self, played: Played) -> str:
        bonus = played.settlement.ante_bonus.amount
        if not bonus:
            return ""
        return _(
            "The Ante Bonus (%(bonus)s) is paid beside the ante, not in its result: count it apart."
        ) % {"bonus": money(bonus)}


KIND = AnteKind()
