"""Three Card Poker's net: the player's result for the whole round, the ante, the play, the
Ante Bonus and the side bets added up."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.three_card.evaluate import Category
from engine.three_card.order import Ending, ThreeCardTarget
from engine.three_card.round import Round
from engine.three_card.rules import ThreeCardRules
from engine.three_card.settle import Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.three_card.rounds import ThreeCardAmountKind
from trainer.kinds.three_card.slugs import ThreeCardKind

LABELS = {
    "not_qualified": gettext_lazy("Net when the dealer does not qualify"),
    "win": gettext_lazy("Net of a win"),
    "lose": gettext_lazy("Net when the dealer wins and nothing else pays"),
    "push": gettext_lazy("Net of a tie"),
    "fold": gettext_lazy("Net of a fold"),
    "lose_with_bonus": gettext_lazy("Net when the dealer wins but a bonus or side bet pays"),
    "pair_plus_alone": gettext_lazy("Net of a Pair Plus bet alone"),
}
ENDINGS = {
    "not_qualified": Ending.NOT_QUALIFIED,
    "win": Ending.PLAYER,
    "push": Ending.TIE,
    "fold": Ending.FOLD,
    "pair_plus_alone": Ending.PAIR_PLUS_ALONE,
}


def _bonus_paid(settlement: Settlement) -> bool:
    """Whether anything beside the ante and the play pays: the Ante Bonus or a side bet."""
    paid = (settlement.ante_bonus, settlement.pair_plus, settlement.six_card)
    return any(result.amount > 0 for result in paid)


class NetKind(ThreeCardAmountKind):
    slug = ThreeCardKind.NET
    short_label = gettext_lazy("Net result")
    asks_alone = True
    prompt_text = gettext_lazy(
        "What is the player's net result for the round: every wager, the Ante Bonus and the "
        "side bets? Type + for a win, − for a loss."
    )
    question_text = gettext_lazy(
        "What is the player's net result for the round: every wager, the Ante Bonus and the side "
        "bets?"
    )

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LABELS.items())

    def targets(self, line: str, rules: ThreeCardRules) -> list[ThreeCardTarget]:
        if line in ENDINGS:
            targets = [ThreeCardTarget(ending=ENDINGS[line])]
        elif line == "lose":
            targets = [ThreeCardTarget(player=Category.HIGH_CARD, ending=Ending.DEALER)]
        else:
            targets = [
                ThreeCardTarget(player=category, ending=Ending.DEALER)
                for category in Category
                if category is not Category.HIGH_CARD
            ]
        return targets

    def line_of(self, round_: Round, settlement: Settlement, rules: ThreeCardRules) -> str:
        if settlement.ending is not Ending.DEALER:
            return next(line for line, ending in ENDINGS.items() if ending is settlement.ending)
        return "lose_with_bonus" if _bonus_paid(settlement) else "lose"

    def key(self, settlement: Settlement) -> str:
        return str(settlement.net)

    def reason(self, explained: Working, played: Played) -> str:
        return f"{explained.showdown} {explained.net_reason}"

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.ending is not Ending.DEALER or not _bonus_paid(settlement):
            return ""
        return _(
            "The dealer wins the ante and the play, but the Ante Bonus and the side bets are "
            "paid on the cards whatever he holds: add them in."
        )


KIND = NetKind()
