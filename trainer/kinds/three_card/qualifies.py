"""Does the dealer qualify? Queen-high or better: below it, the ante pays 1 to 1 and the
play is returned; asked of a round the player played."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.three_card.evaluate import Category, evaluate
from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.five_card import YES_NO
from trainer.kinds.rounds import Played
from trainer.kinds.three_card.rounds import ThreeCardChoiceKind, dealer_reason
from trainer.kinds.three_card.slugs import ThreeCardKind

QUEEN = 10  # the rank index of a queen
LINES = {
    "below_queen": gettext_lazy("Dealer below queen-high"),
    "queen_high": gettext_lazy("Dealer with queen-high, the lowest that qualifies"),
    "king_or_ace_high": gettext_lazy("Dealer with king- or ace-high"),
    "pair_or_better": gettext_lazy("Dealer with a pair or better"),
}
QUALIFIED = (Ending.PLAYER, Ending.TIE, Ending.DEALER)


def dealer_line(round_: Round) -> str:
    """The line of ``LINES`` the dealer's three cards exercise."""
    value = evaluate(round_.dealer)
    if value.category >= Category.PAIR:
        return "pair_or_better"
    top = value.ranks[0]
    if top < QUEEN:
        return "below_queen"
    return "queen_high" if top == QUEEN else "king_or_ace_high"


class QualifiesKind(ThreeCardChoiceKind):
    slug = ThreeCardKind.QUALIFIES
    short_label = gettext_lazy("Does the dealer qualify?")
    prompt_text = gettext_lazy("Does the dealer qualify with his three cards?")
    labels = YES_NO

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        if line == "below_queen":
            targets = [ThreeCardTarget(dealer=Category.HIGH_CARD, ending=Ending.NOT_QUALIFIED)]
        elif line == "pair_or_better":
            targets = [
                ThreeCardTarget(dealer=category, ending=ending)
                for category in Category
                if category >= Category.PAIR
                for ending in QUALIFIED
            ]
        else:
            targets = [
                ThreeCardTarget(dealer=Category.HIGH_CARD, ending=ending) for ending in QUALIFIED
            ]
        return targets

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        if settlement.ending in (Ending.FOLD, Ending.PAIR_PLUS_ALONE):
            return ""  # nothing the player played depends on the dealer's hand
        return dealer_line(round_)

    def key(self, settlement: Settlement) -> str:
        return "yes" if settlement.dealer_qualifies else "no"

    def reason(self, explained: Working, played: Played) -> str:
        return dealer_reason(played.settlement, played.round)

    def trap(self, played: Played) -> str:
        if dealer_line(played.round) != "queen_high":
            return ""
        return _("Queen-high is enough: the dealer qualifies with any queen-high hand, Q-3-2 too.")


KIND = QualifiesKind()
