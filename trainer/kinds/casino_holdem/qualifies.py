"""Does the dealer qualify? A pair of fours or better in his best five of seven: below it,
the ante is paid by its table and the call returned; asked of a round the player called."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem.order import CasinoHoldemTarget, Ending
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement
from engine.hands import Category
from paytables.games.casino_holdem.wording import qualify_text
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.casino_holdem.rounds import ENDINGS_CALLED, CasinoHoldemChoiceKind
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.five_card import YES_NO
from trainer.kinds.rounds import Played

FOUR = 2  # the rank index of a four
LINES = {
    "no_pair": gettext_lazy("Dealer with no pair"),
    "pair_below_fours": gettext_lazy("Dealer with a pair of twos or threes"),
    "pair_of_fours_or_better": gettext_lazy("Dealer with a pair of fours or a higher pair"),
    "two_pair_or_better": gettext_lazy("Dealer with two pair or better"),
}
QUALIFIED = (Ending.PLAYER, Ending.TIE, Ending.DEALER)


def dealer_line(settlement: Settlement) -> str:
    """The line of ``LINES`` the dealer's best five exercise."""
    category = settlement.dealer_category
    if category > Category.PAIR:
        return "two_pair_or_better"
    if category is Category.PAIR:
        low = settlement.dealer_value.ranks[0] < FOUR
        return "pair_below_fours" if low else "pair_of_fours_or_better"
    return "no_pair"


class QualifiesKind(CasinoHoldemChoiceKind):
    slug = CasinoHoldemKind.QUALIFIES
    short_label = gettext_lazy("Does the dealer qualify?")
    prompt_text = gettext_lazy("Does the dealer qualify with his two cards and the board?")
    labels = YES_NO

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: CasinoHoldemRules) -> list[CasinoHoldemTarget]:
        if line == "no_pair":
            return [CasinoHoldemTarget(dealer=Category.HIGH_CARD, ending=Ending.NOT_QUALIFIED)]
        if line == "pair_below_fours":
            return [CasinoHoldemTarget(dealer=Category.PAIR, ending=Ending.NOT_QUALIFIED)]
        if line == "pair_of_fours_or_better":
            return [CasinoHoldemTarget(dealer=Category.PAIR, ending=each) for each in QUALIFIED]
        # Above a full house, only the dealer's win: a four of a kind or a straight flush the
        # player beats or ties is a freak that a search spends seconds finding or missing,
        # and the dealer's win teaches the same rule (two pair or better qualifies).
        return [
            CasinoHoldemTarget(dealer=category, ending=ending)
            for category in Category
            if category > Category.PAIR
            for ending in (QUALIFIED if category <= Category.FULL_HOUSE else (Ending.DEALER,))
        ]

    def line_of(self, round_: Round, settlement: Settlement, rules: CasinoHoldemRules) -> str:
        if settlement.ending not in ENDINGS_CALLED:
            return ""  # a fold: the dealer's hand decides nothing
        return dealer_line(settlement)

    def key(self, settlement: Settlement) -> str:
        return "yes" if settlement.dealer_qualifies else "no"

    def reason(self, explained: Working, played: Played) -> str:
        return str(qualify_text(played.settlement))

    def trap(self, played: Played) -> str:
        if dealer_line(played.settlement) != "pair_below_fours":
            return ""
        return _("A pair is not enough: the dealer needs a pair of fours or better.")


KIND = QualifiesKind()
