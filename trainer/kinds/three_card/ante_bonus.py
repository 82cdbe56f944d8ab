"""The Ante Bonus, line by line of the house's table: paid on the ante when the player
plays a straight or better, whatever the dealer holds, even when the dealer wins; nothing
below a straight, nothing on a fold."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.three_card.evaluate import Category, Line, line_of
from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules, has_mini_royal
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
    table_lines,
)
from trainer.kinds.three_card.slugs import ThreeCardKind

# The lines any table may pay, lowest first, as a dealer school teaches them.
PAID = (Line.STRAIGHT, Line.THREE_OF_A_KIND, Line.STRAIGHT_FLUSH, Line.MINI_ROYAL)
# A paying hand still wins its bonus when the dealer's hand is higher.
WON_OR_RETURNED = tuple(ending for ending in ENDINGS_PLAYED if ending is not Ending.DEALER)


class AnteBonusKind(ThreeCardWagerKind):
    slug = ThreeCardKind.ANTE_BONUS
    short_label = gettext_lazy("Ante Bonus")
    wager = Wager.ANTE_BONUS
    prompt_text = gettext_lazy(
        "What does the Ante Bonus pay the player? Type the amount, 0 when it pays nothing."
    )
    question_text = gettext_lazy("What does the Ante Bonus pay the player?")

    def house_refusal(self, rules: ThreeCardRules) -> str | None:
        if rules.ante_bonus is None:
            return _("this house has not published its Ante Bonus table")
        if not rules.ante_bonus:
            return _("this house pays no Ante Bonus")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        cells = [Cell(self.slug, "below", _("No Ante Bonus below a straight"))]
        cells += [
            Cell(
                self.slug,
                line.value,
                _("Ante Bonus on %(hand)s") % {"hand": line_label(line)},
                rare=line is not Line.STRAIGHT,
            )
            for line in PAID
        ]
        cells += [
            Cell(self.slug, "dealer_wins", _("Ante Bonus paid though the dealer wins")),
            Cell(self.slug, "fold", _("No Ante Bonus on a fold")),
        ]
        return tuple(cells)

    def line_applies(self, line: str, rules: ThreeCardRules) -> bool:
        if off_table(line, rules.ante_bonus):
            return False
        return super().line_applies(line, rules)

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        paid = {line_category(each) for each in table_lines(rules.ante_bonus)}
        if line == "fold":
            targets = [ThreeCardTarget(ending=Ending.FOLD)]
        elif line == "below":
            targets = [
                ThreeCardTarget(player=category, ending=ending)
                for category in Category
                if category not in paid
                for ending in ENDINGS_PLAYED
            ]
        elif line == "dealer_wins":
            targets = [ThreeCardTarget(player=category, ending=Ending.DEALER) for category in paid]
        else:
            targets = [
                ThreeCardTarget(player=line_category(Line(line)), ending=ending)
                for ending in WON_OR_RETURNED
            ]
        return targets

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        if settlement.ending is Ending.FOLD:
            return "fold"
        if settlement.ending is Ending.PAIR_PLUS_ALONE:
            return ""
        if not settlement.ante_bonus.amount:
            return "below"
        if settlement.ending is Ending.DEALER:
            return "dealer_wins"
        line = line_of(round_.player, mini_royal=has_mini_royal(rules.ante_bonus))
        return line.value if line is not None else ""

    def reason(self, explained: Working, played: Played) -> str:
        paid = wager_reason(explained, self.wager)
        if played.settlement.ending is Ending.FOLD:
            return f"{explained.showdown} {paid}."
        return f"{player_hand_text(played.round)} {paid}."

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.ending is not Ending.DEALER or not settlement.ante_bonus.amount:
            return ""
        return _(
            "The dealer wins the ante and the play, yet the Ante Bonus is still paid: it "
            "pays on the player's hand whatever the dealer holds."
        )


KIND = AnteBonusKind()
