"""Does the dealer qualify? Ace-King or better (the lowest is A K 4 3 2), whatever the
player did."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.oasis.order import Target
from engine.oasis.round import Round, Rules, Settlement
from paytables.wording import Working, qualify_reason
from trainer.kinds.base import Cell
from trainer.kinds.five_card import QUALIFY_LINES, YES_NO, dealer_line
from trainer.kinds.oasis.rounds import ChoiceRoundKind
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import Played

ACE = 12
QUALIFYING = (
    Category.PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FLUSH,
)


class QualifiesKind(ChoiceRoundKind):
    slug = OasisKind.QUALIFIES
    prompt_text = gettext_lazy("Does the dealer qualify?")
    labels = YES_NO

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in QUALIFY_LINES.items())

    def targets(self, line: str, rules: Rules) -> list[Target]:
        if line == "pair_or_better":
            return [Target(dealer=category) for category in QUALIFYING]
        if line == "ace_king":
            return [Target(dealer=Category.ACE_KING)]
        return [Target(dealer=Category.HIGH_CARD)]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        return dealer_line(round_.dealer_hand)

    def key(self, settlement: Settlement) -> str:
        return "yes" if settlement.dealer_qualifies else "no"

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        # Asked after a fold too: the dealer's hand decides, whatever the player did.
        return qualify_reason(round_.dealer_hand)


KIND = QualifiesKind()
