"""The Banker's commission: the house's share of a Banker win at even money (5 %, 4 % ...),
as its rule of rounding makes it, taken at once or marked in the commission box."""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget
from engine.baccarat.round import Ending, Round, Winner
from engine.baccarat.rules import BaccaratRules, Bet
from engine.baccarat.settle import Settlement
from paytables.wording import Working
from trainer.kinds.baccarat.rounds import BaccaratAmountKind, main_bet
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played

LINES = {
    "natural_win": gettext_lazy("Commission on a natural Banker win"),
    "win": gettext_lazy("Commission on a Banker win after the draws"),
}


class CommissionKind(BaccaratAmountKind):
    slug = BaccaratKind.COMMISSION
    short_label = gettext_lazy("The commission")
    prompt_text = gettext_lazy(
        "The Banker bet wins: what commission does the house take on it? Type the amount."
    )
    question_text = gettext_lazy("The Banker bet wins: what commission does the house take on it?")

    def house_refusal(self, rules: BaccaratRules) -> str | None:
        if rules.commission is None:
            return _("this house has not published its commission on the Banker")
        if not rules.commission:
            return _("this house takes no commission")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        if line == "natural_win":
            return [BaccaratTarget(ending=Ending.NATURAL_BANKER)]
        return [BaccaratTarget(natural=False, winner=Winner.BANKER)]

    def bets(
        self, line: str | None, rules: BaccaratRules, rng: random.Random, ante: Decimal
    ) -> dict[str, Decimal]:
        return main_bet(rules, rng, ante, Bet.BANKER)

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        if not settlement.commission:
            return ""  # no Banker win at even money: nothing to ask
        return "natural_win" if round_.natural else "win"

    def key(self, settlement: Settlement) -> str:
        return str(settlement.commission)

    def reason(self, explained: Working, played: Played) -> str:
        return explained.fee_reason


KIND = CommissionKind()
