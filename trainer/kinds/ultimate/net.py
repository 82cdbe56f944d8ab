"""Ultimate Texas Hold'em's net: the player's result for the whole round, the ante, the
Blind, the play and the Trips added up."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.showdown import Outcome
from engine.ultimate.order import Ending, UltimateTarget
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.ultimate.rounds import UltimateAmountKind
from trainer.kinds.ultimate.slugs import UltimateKind

LABELS = {
    "win": gettext_lazy("Net of a win below a straight"),
    "win_blind": gettext_lazy("Net of a win the Blind pays"),
    "not_qualified": gettext_lazy("Net when the dealer does not qualify"),
    "lose": gettext_lazy("Net when the dealer wins"),
    "lose_trips": gettext_lazy("Net when the dealer wins but the Trips pays"),
    "push": gettext_lazy("Net of a tie"),
    "fold": gettext_lazy("Net of a fold"),
}
SMALL = (Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND)
BIG = (Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND)


class NetKind(UltimateAmountKind):
    slug = UltimateKind.NET
    short_label = gettext_lazy("Net result")
    prompt_text = gettext_lazy(
        "What is the player's net result for the round: the ante, the Blind, the play and "
        "the Trips? Type + for a win, − for a loss."
    )
    question_text = gettext_lazy(
        "What is the player's net result for the round: the ante, the Blind, the play and "
        "the Trips?"
    )

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LABELS.items())

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        win = Ending.PLAYER
        return {
            "win": [
                UltimateTarget(ending=win, player=each, dealer_qualifies=True) for each in SMALL
            ],
            "win_blind": [UltimateTarget(ending=win, player=each) for each in BIG],
            "not_qualified": [UltimateTarget(ending=win, dealer_qualifies=False)],
            "lose": [UltimateTarget(ending=Ending.DEALER, player=Category.PAIR)],
            "lose_trips": [
                UltimateTarget(ending=Ending.DEALER, player=each, trips=True)
                for each in (Category.THREE_OF_A_KIND, Category.STRAIGHT, Category.FLUSH)
            ],
            "push": [UltimateTarget(ending=Ending.TIE)],
            "fold": [UltimateTarget(ending=Ending.FOLD)],
        }[line]

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        ending = settlement.ending
        if ending is Ending.PLAYER:
            if settlement.player_category >= Category.STRAIGHT:
                return "win_blind"
            return "win" if settlement.dealer_qualifies else "not_qualified"
        if ending is Ending.DEALER:
            return "lose_trips" if settlement.trips.outcome is Outcome.WIN else "lose"
        return "push" if ending is Ending.TIE else "fold"

    def key(self, settlement: Settlement) -> str:
        return str(settlement.net)

    def reason(self, explained: Working, played: Played) -> str:
        return f"{explained.showdown} {explained.net_reason}"

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.ending is not Ending.DEALER or settlement.trips.outcome is not Outcome.WIN:
            return ""
        return _(
            "The dealer wins the ante, the Blind and the play, but the Trips is paid on the "
            "player's hand whatever he holds: add it in."
        )


KIND = NetKind()
