"""Russian Poker's bet: the player's result on it, line by line of the pay table (one
combination paid; two are ``combinations``'), or returned, pushed or lost."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.russian.order import Ending, RussianTarget, ending_of
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, Wager
from paytables.wording import category_label
from trainer.kinds.base import Cell
from trainer.kinds.five_card import RARE_FROM, TAUGHT
from trainer.kinds.russian.rounds import RussianWagerKind, bet_category, line_by_ending
from trainer.kinds.russian.slugs import RussianKind

# The lines that are not a pay: how a bet is returned, pushed or lost.
OUTCOMES = {
    "not_qualified": Ending.NOT_QUALIFIED,
    "bought_no_game": Ending.BOUGHT_NO_GAME,
    "lose": Ending.DEALER,
    "push": Ending.TIE,
}
# The pays in the order they are taught: every hand that wins the bet.
PAYS = tuple(category for category in TAUGHT if category is not Category.HIGH_CARD)


class BetKind(RussianWagerKind):
    slug = RussianKind.BET
    short_label = gettext_lazy("Bet result")
    wager = Wager.BET
    needs_bet = True
    prompt_text = gettext_lazy(
        "What is the player's result on the bet? Type + for what he is paid, − for what he "
        "loses, 0 when it is returned."
    )
    question_text = gettext_lazy("What is the player's result on the bet?")

    def catalogue(self) -> tuple[Cell, ...]:
        outcomes = {
            "not_qualified": _("Bet when the dealer has no game"),
            "bought_no_game": _("Bet when the game bought is still no game"),
            "lose": _("Bet when the dealer wins"),
            "push": _("Bet on a tie"),
        }
        cells = [Cell(self.slug, line, label) for line, label in outcomes.items()]
        cells += [
            Cell(
                self.slug,
                category.slug,
                _("Bet won with %(hand)s") % {"hand": category_label(category)},
                rare=category >= RARE_FROM,
            )
            for category in PAYS
        ]
        return tuple(cells)

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        if line in OUTCOMES:
            return [RussianTarget(ending=OUTCOMES[line])]
        category = Category.from_slug(line)
        return [RussianTarget(ending=Ending.PLAYER, final=category, combinations=1)]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        if ending_of(round_) is Ending.PLAYER:
            if len(settlement.combinations) > 1:
                return "two_combinations"  # the combinations kind's: never one of these lines
            return bet_category(settlement).slug
        return line_by_ending(OUTCOMES, round_)


KIND = BetKind()
