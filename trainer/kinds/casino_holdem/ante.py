"""Casino Hold'em's ante: the player's result on it, by how the round ends (paid by the
Ante table when the dealer does not qualify or the player wins, lost to a higher dealer or
with a fold, pushed on a tie), and by the line of the Ante table that pays it."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem.order import CasinoHoldemTarget, Ending
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement, Wager
from engine.hands import Category
from trainer.kinds.base import Cell
from trainer.kinds.casino_holdem.rounds import CasinoHoldemWagerKind, line_by_ending
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.five_card import ANTE_LABELS
from trainer.kinds.rounds import Played

# Each line, in the order a dealer school teaches them, and the ending that decides it.
LINES = {
    "not_qualified": Ending.NOT_QUALIFIED,
    "win": Ending.PLAYER,
    "lose": Ending.DEALER,
    "push": Ending.TIE,
    "fold": Ending.FOLD,
}
# The winning hands the Ante table pays above even money: a line each.
PAID_ABOVE_EVEN = {
    "win_flush_or_better": gettext_lazy("Ante won with a flush or better, paid by its table"),
}
PAID_FROM = Category.FLUSH


class AnteKind(CasinoHoldemWagerKind):
    slug = CasinoHoldemKind.ANTE
    short_label = gettext_lazy("Ante result")
    wager = Wager.ANTE
    prompt_text = gettext_lazy(
        "What is the player's result on the ante? Type + for what he is paid, − for what he "
        "loses, 0 when it pushes."
    )
    question_text = gettext_lazy("What is the player's result on the ante?")

    def catalogue(self) -> tuple[Cell, ...]:
        cells = [Cell(self.slug, line, str(ANTE_LABELS[line])) for line in LINES]
        cells += [Cell(self.slug, line, str(label)) for line, label in PAID_ABOVE_EVEN.items()]
        return tuple(cells)

    def targets(self, line: str, rules: CasinoHoldemRules) -> list[CasinoHoldemTarget]:
        if line in LINES:
            ending = LINES[line]
            if ending in (Ending.PLAYER, Ending.NOT_QUALIFIED):
                # Even money: the hands below a flush.
                return [
                    CasinoHoldemTarget(ending=ending, player=category)
                    for category in Category
                    if category < PAID_FROM and category is not Category.ACE_KING
                ]
            return [CasinoHoldemTarget(ending=ending)]
        return [
            CasinoHoldemTarget(ending=ending, player=category)
            for category in Category
            if category >= PAID_FROM
            for ending in (Ending.PLAYER, Ending.NOT_QUALIFIED)
        ]

    def line_of(self, round_: Round, settlement: Settlement, rules: CasinoHoldemRules) -> str:
        line = line_by_ending(LINES, round_)
        if line in ("win", "not_qualified") and settlement.player_category >= PAID_FROM:
            return "win_flush_or_better"
        return line

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.ending is not Ending.NOT_QUALIFIED:
            return ""
        return _(
            "A dealer who does not qualify still pays the ante by its table, on the player's "
            "hand: the call is the wager returned."
        )


KIND = AnteKind()
