"""The raise: the player's result on it, line by line of the raise pay table."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.oasis.order import Ending, Target, ending_of
from engine.oasis.round import Round, Rules, Settlement, Wager
from paytables.wording import category_label
from trainer.kinds.base import Cell
from trainer.kinds.five_card import TAUGHT
from trainer.kinds.oasis.rounds import (
    WagerKind,
    line_by_showdown,
    switched_wins_unknown,
)
from trainer.kinds.oasis.slugs import OasisKind

# The lines that are not a pay: how a raise is returned, pushed or lost.
OUTCOMES = {
    "not_qualified": Ending.NOT_QUALIFIED,
    "lose": Ending.DEALER,
    "push": Ending.TIE,
}
# The pays in the order they are taught: every hand that wins the raise.
PAYS = tuple(category for category in TAUGHT if category is not Category.HIGH_CARD)
RARE_FROM = Category.STRAIGHT


class RaiseKind(WagerKind):
    slug = OasisKind.RAISE
    wager = Wager.RAISE
    needs_raise = True
    prompt_text = gettext_lazy(
        "What is the player's result on the raise? Type + for what he is paid, − for what "
        "he loses, 0 when it is returned."
    )
    question_text = gettext_lazy("What is the player's result on the raise?")

    def catalogue(self) -> tuple[Cell, ...]:
        outcomes = {
            "not_qualified": _("Raise when the dealer does not qualify"),
            "lose": _("Raise when the dealer wins"),
            "push": _("Raise on a tie"),
        }
        cells = [Cell(self.slug, line, label) for line, label in outcomes.items()]
        cells += [
            Cell(
                self.slug,
                category.slug,
                _("Raise won with %(hand)s") % {"hand": category_label(category)},
                rare=category >= RARE_FROM,
            )
            for category in PAYS
        ]
        return tuple(cells)

    def line_applies(self, line: str, rules: Rules) -> bool:
        if line not in OUTCOMES and Category.from_slug(line) not in rules.raise_pays:
            return False
        return super().line_applies(line, rules)

    def targets(self, line: str, rules: Rules) -> list[Target]:
        if line in OUTCOMES:
            return [Target(ending=OUTCOMES[line])]
        switch = 0 if switched_wins_unknown(rules) else None
        return [Target(final=Category.from_slug(line), ending=Ending.PLAYER, switch=switch)]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        if ending_of(round_) is Ending.PLAYER:
            return settlement.player_category.slug
        return line_by_showdown(OUTCOMES, round_)


KIND = RaiseKind()
