"""Does the dealer qualify? Ace-King or better (the lowest is A K 4 3 2), whatever the
player did."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from paytables.wording import Working, qualify_reason
from poker.cards import Card
from poker.hands import Category, evaluate
from poker.oasis.order import Target
from poker.oasis.round import Round, Rules, Settlement
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


# The lines, the same in every game whose dealer qualifies with Ace-King, and the choices.
LINES = {
    "pair_or_better": gettext_lazy("Dealer with a pair or better"),
    "below": gettext_lazy("Dealer with no pair and no ace"),
    "ace_king": gettext_lazy("Dealer with Ace-King, the lowest that qualifies"),
    "ace_high": gettext_lazy("Dealer with an ace but no king"),
}
YES_NO = {"yes": gettext_lazy("Yes"), "no": gettext_lazy("No")}


def dealer_line(dealer: tuple[Card, ...]) -> str:
    """The line of ``LINES`` that the dealer's five cards exercise."""
    category = evaluate(dealer).category
    if category >= Category.PAIR:
        return "pair_or_better"
    if category is Category.ACE_KING:
        return "ace_king"
    return "ace_high" if any(card.rank == ACE for card in dealer) else "below"


class QualifiesKind(ChoiceRoundKind):
    slug = QuestionKind.QUALIFIES
    prompt_text = gettext_lazy("Does the dealer qualify?")
    labels = YES_NO

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

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

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, dealt: DealtRound
    ) -> str:
        # Asked after a fold too: the dealer's hand decides, whatever the player did.
        return qualify_reason(round_.dealer_hand)


KIND = QualifiesKind()
