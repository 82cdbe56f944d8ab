"""Does the dealer qualify? Ace-King or better (the lowest is A K 4 3 2), whatever the
player did."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from paytables.wording import Working, qualify_reason
from poker.hands import Category
from poker.oasis import Round, Rules, Settlement
from poker.order import Target
from trainer.kinds.base import Cell
from trainer.kinds.rounds import ChoiceRoundKind
from trainer.models import DealtRound, QuestionKind

ACE = 12
QUALIFYING = (
    Category.PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FLUSH,
)


class QualifiesKind(ChoiceRoundKind):
    slug = QuestionKind.QUALIFIES
    prompt_text = gettext_lazy("Does the dealer qualify?")
    labels = {"yes": gettext_lazy("Yes"), "no": gettext_lazy("No")}

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "pair_or_better", _("Dealer with a pair or better")),
            Cell(self.slug, "below", _("Dealer with no pair and no ace")),
            Cell(self.slug, "ace_king", _("Dealer with Ace-King, the lowest that qualifies")),
            Cell(self.slug, "ace_high", _("Dealer with an ace but no king")),
        )

    def targets(self, line: str, rules: Rules) -> list[Target]:
        if line == "pair_or_better":
            return [Target(dealer=category) for category in QUALIFYING]
        if line == "ace_king":
            return [Target(dealer=Category.ACE_KING)]
        return [Target(dealer=Category.HIGH_CARD)]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        category = settlement.dealer_category
        if category >= Category.PAIR:
            return "pair_or_better"
        if category is Category.ACE_KING:
            return "ace_king"
        has_ace = any(card.rank == ACE for card in round_.dealer_hand)
        return "ace_high" if has_ace else "below"

    def key(self, settlement: Settlement) -> str:
        return "yes" if settlement.dealer_qualifies else "no"

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, dealt: DealtRound
    ) -> str:
        # Asked after a fold too: the dealer's hand decides, whatever the player did.
        return qualify_reason(round_.dealer_hand)


KIND = QualifiesKind()
