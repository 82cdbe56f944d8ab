"""Does the dealer qualify? A pair or better among his best five of seven (his two and the
board): below it, the ante is returned; asked of a round the player played."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.ultimate.order import Ending, UltimateTarget
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement
from paytables.games.ultimate.wording import qualify_text
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.five_card import YES_NO
from trainer.kinds.rounds import Played
from trainer.kinds.ultimate.rounds import UltimateChoiceKind
from trainer.kinds.ultimate.slugs import UltimateKind

LINES = {
    "below_pair": gettext_lazy("Dealer with no pair in his best five"),
    "pair": gettext_lazy("Dealer with a pair, the lowest that qualifies"),
    "two_pair_or_better": gettext_lazy("Dealer with two pair or better"),
}
SHOWN = (Ending.PLAYER, Ending.DEALER, Ending.TIE)


def dealer_line(settlement: Settlement) -> str:
    category = settlement.dealer_category
    if category is Category.HIGH_CARD:
        return "below_pair"
    return "pair" if category is Category.PAIR else "two_pair_or_better"


class QualifiesKind(UltimateChoiceKind):
    slug = UltimateKind.QUALIFIES
    short_label = gettext_lazy("Does the dealer qualify?")
    prompt_text = gettext_lazy("Does the dealer qualify with his two cards and the board?")
    labels = YES_NO

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        qualifies = line != "below_pair"
        return [UltimateTarget(ending=each, dealer_qualifies=qualifies) for each in SHOWN]

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        return "" if settlement.ending is Ending.FOLD else dealer_line(settlement)

    def key(self, settlement: Settlement) -> str:
        return "yes" if settlement.dealer_qualifies else "no"

    def reason(self, explained: Working, played: Played) -> str:
        return qualify_text(played.settlement, played.round)


KIND = QualifiesKind()
