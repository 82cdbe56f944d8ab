"""Pair Plus, line by line of the house's table: paid on the player's three cards whatever
the dealer holds (the suited A-K-Q on its own mini-royal line where the table has one),
lost below a pair, and on a fold settled or lost as the house says. Played alone, without
an ante, where the house allows it."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.showdown import Outcome
from engine.three_card.evaluate import Category, Line
from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement, Wager
from paytables.games.three_card.wording import line_label
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played, wager_reason
from trainer.kinds.three_card.rounds import (
    ENDINGS_PLAYED,
    ThreeCardWagerKind,
    line_category,
    off_table,
    player_hand_text,
)
from trainer.kinds.three_card.slugs import ThreeCardKind

# The lines a table may pay, lowest first, as a dealer school teaches them.
PAID = (
    Line.PAIR,
    Line.FLUSH,
    Line.STRAIGHT,
    Line.THREE_OF_A_KIND,
    Line.STRAIGHT_FLUSH,
    Line.MINI_ROYAL,
)
# Every way a round with a Pair Plus ends but a fold (which is a line of its own).
NOT_FOLDED = (*ENDINGS_PLAYED, Ending.PAIR_PLUS_ALONE)


class PairPlusKind(ThreeCardWagerKind):
    slug = ThreeCardKind.PAIR_PLUS
    short_label = gettext_lazy("Pair Plus")
    wager = Wager.PAIR_PLUS
    asks_alone = True
    prompt_text = gettext_lazy(
        "What is the player's result on the Pair Plus? Type + for what he is paid, − for "
        "what he loses."
    )
    question_text = gettext_lazy("What is the player's result on the Pair Plus?")

    def house_refusal(self, rules: ThreeCardRules) -> str | None:
        if rules.pair_plus is None:
            return _("this house has not published its Pair Plus table")
        if not rules.pair_plus:
            return _("this house offers no Pair Plus")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        cells = [Cell(self.slug, "lose", _("Pair Plus lost below a pair"))]
        cells += [
            Cell(
                self.slug,
                line.value,
                _("Pair Plus on %(hand)s") % {"hand": line_label(line)},
                rare=line not in (Line.PAIR, Line.FLUSH),
            )
            for line in PAID
        ]
        cells.append(Cell(self.slug, "fold", _("Pair Plus when the player folds")))
        return tuple(cells)

    def line_applies(self, line: str, rules: ThreeCardRules) -> bool:
        if off_table(line, rules.pair_plus):
            return False
        return super().line_applies(line, rules)

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        if line == "fold":
            targets = [ThreeCardTarget(ending=Ending.FOLD, pair_plus=True)]
        elif line == "lose":
            targets = [
                ThreeCardTarget(player=Category.HIGH_CARD, ending=ending, pair_plus=True)
                for ending in NOT_FOLDED
            ]
        else:
            targets = [
                ThreeCardTarget(player=line_category(Line(line)), ending=ending, pair_plus=True)
                for ending in NOT_FOLDED
            ]
        return targets

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        if not round_.pair_plus:
            return ""
        if settlement.ending is Ending.FOLD:
            return "fold"
        line = settlement.pair_plus_line
        return "lose" if line is None else line.value

    def reason(self, explained: Working, played: Played) -> str:
        paid = wager_reason(explained, self.wager)
        return f"{player_hand_text(played.round)} {paid}."

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        won = settlement.pair_plus.outcome is Outcome.WIN
        if not won or settlement.ending is not Ending.DEALER:
            return ""
        return _(
            "The dealer's higher hand takes the ante and the play, not the Pair Plus: it is "
            "paid on the player's three cards whatever the dealer holds."
        )


KIND = PairPlusKind()
