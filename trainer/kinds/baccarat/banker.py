"""The Banker bet, paid as the house pays it: 1 to 1 less the commission (taken at once or
boxed: the player's result is the same), a no-commission house's win on 6 at 1 to 2, EZ
Baccarat's three-card 7 pushed, a tie pushed, a Player win lost."""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget, pay_line_targets
from engine.baccarat.round import Round, Winner
from engine.baccarat.rules import BaccaratRules, Bet
from engine.baccarat.settle import Settlement
from engine.showdown import Outcome
from paytables.wording import Working, money
from trainer.kinds.baccarat.rounds import BaccaratAmountKind, main_bet
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played, wager_reason

LINES = {
    "win": gettext_lazy("Banker win, less the commission"),
    "win_on_6": gettext_lazy("Banker win on 6, paid 1 to 2"),
    "three_card_7": gettext_lazy("Banker win with a three-card 7, pushed"),
    "tie": gettext_lazy("A tie: the Banker bet pushes"),
    "lose": gettext_lazy("A Player win: the Banker bet loses"),
}


def banker_line(settlement: Settlement, round_: Round) -> str:
    result = settlement.result(Bet.BANKER)
    if result.outcome is Outcome.LOSE:
        return "lose"
    if result.outcome is Outcome.PUSH:
        return "tie" if settlement.player_total == settlement.banker_total else "three_card_7"
    return "win_on_6" if result.odds is None else "win"


class BankerKind(BaccaratAmountKind):
    slug = BaccaratKind.BANKER
    short_label = gettext_lazy("Pay the Banker")
    prompt_text = gettext_lazy(
        "What is the player's result on the Banker bet, the commission taken off? Type + for "
        "what he wins, − for what he loses."
    )
    question_text = gettext_lazy(
        "What is the player's result on the Banker bet, the commission taken off?"
    )

    def house_refusal(self, rules: BaccaratRules) -> str | None:
        if rules.commission is None:
            return _("this house has not published its commission on the Banker")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def line_applies(self, line: str, rules: BaccaratRules) -> bool:
        return f"banker:{line}" in pay_line_targets(rules) and super().line_applies(line, rules)

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        found = pay_line_targets(rules).get(f"banker:{line}")
        if found is None:
            return []
        if line == "win":
            # Every Banker win at even money, not only the natural the pay line names.
            return [found, BaccaratTarget(natural=False, winner=Winner.BANKER)]
        return [found]

    def bets(
        self, line: str | None, rules: BaccaratRules, rng: random.Random, ante: Decimal
    ) -> dict[str, Decimal]:
        return main_bet(rules, rng, ante, Bet.BANKER)

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        return banker_line(settlement, round_)

    def key(self, settlement: Settlement) -> str:
        return str(settlement.result(Bet.BANKER).amount - settlement.commission)

    def reason(self, explained: Working, played: Played) -> str:
        paid = wager_reason(explained, Bet.BANKER)
        if played.settlement.commission:
            return f"{paid} {explained.fee_reason}"
        return paid

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if not settlement.commission:
            return ""
        return _(
            "The commission comes off the Banker's win: %(win)s less %(commission)s. Boxed, "
            "it is still the player's to pay at the shoe's end."
        ) % {
            "win": money(settlement.result(Bet.BANKER).amount),
            "commission": money(settlement.commission),
        }


KIND = BankerKind()
