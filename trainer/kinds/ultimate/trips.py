"""Ultimate Texas Hold'em's Trips: paid by the house's table on the player's best five of
his seven cards, three of a kind or better, whatever the dealer holds; lost below it."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.showdown import Outcome
from engine.ultimate.order import UltimateTarget
from engine.ultimate.round import Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement, Wager
from paytables.wording import category_label
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.ultimate.rounds import UltimateWagerKind
from trainer.kinds.ultimate.slugs import UltimateKind

PAID = (
    Category.ROYAL_FLUSH,
    Category.STRAIGHT_FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.FULL_HOUSE,
    Category.FLUSH,
    Category.STRAIGHT,
    Category.THREE_OF_A_KIND,
)
BELOW = (Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIR)


class TripsKind(UltimateWagerKind):
    slug = UltimateKind.TRIPS
    short_label = gettext_lazy("Trips")
    wager = Wager.TRIPS
    prompt_text = gettext_lazy(
        "What is the player's result on the Trips? Type + for what he is paid, − for what he loses."
    )
    question_text = gettext_lazy("What is the player's result on the Trips?")

    def house_refusal(self, rules: UltimateRules) -> str | None:
        if rules.trips == ():
            return _("this house offers no Trips")
        if rules.trips is None:
            return _("this house has not published its Trips table")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        paid = tuple(
            Cell(
                self.slug,
                category.slug,
                _("Trips on: %(hand)s") % {"hand": category_label(category)},
                rare=category >= Category.FOUR_OF_A_KIND,
            )
            for category in PAID
        )
        return (*paid, Cell(self.slug, "lose", str(_("Trips below three of a kind"))))

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        if line == "lose":
            return [UltimateTarget(player=each, trips=True) for each in BELOW]
        return [UltimateTarget(player=Category.from_slug(line), trips=True)]

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        if settlement.trips.outcome is Outcome.NOT_PLACED:
            return ""
        category = settlement.player_category
        return category.slug if category in PAID else "lose"

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.trips.outcome is not Outcome.WIN or settlement.ending.value == "player":
            return ""
        return _("The Trips is paid on the player's hand even when the dealer wins.")


KIND = TripsKind()
