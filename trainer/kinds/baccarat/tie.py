"""The Tie bet: paid by the house's odds (8 or 9 to 1) when the totals are equal, lost
otherwise; the tie also pushes the Player and Banker bets beside it."""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget
from engine.baccarat.round import Round, Winner
from engine.baccarat.rules import BaccaratRules, Bet
from engine.baccarat.settle import Settlement
from engine.showdown import Outcome
from paytables.wording import Working
from trainer.kinds.baccarat.rounds import BaccaratAmountKind, main_bet, side_stake
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played, wager_reason

LINES = {
    "win": gettext_lazy("Tie paid"),
    "lose": gettext_lazy("Tie lost"),
}


class TieKind(BaccaratAmountKind):
    slug = BaccaratKind.TIE
    short_label = gettext_lazy("Pay the Tie")
    prompt_text = gettext_lazy(
        "What is the player's result on the Tie bet? Type + for what he is paid, − for what "
        "he loses."
    )
    question_text = gettext_lazy("What is the player's result on the Tie bet?")

    def house_refusal(self, rules: BaccaratRules) -> str | None:
        if rules.tie_pays is None:
            return _("this house has not published what the Tie pays")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        if line == "win":
            return [BaccaratTarget(winner=Winner.TIE)]
        return [BaccaratTarget(winner=Winner.PLAYER), BaccaratTarget(winner=Winner.BANKER)]

    def bets(
        self, line: str | None, rules: BaccaratRules, rng: random.Random, ante: Decimal
    ) -> dict[str, Decimal]:
        return {**main_bet(rules, rng, ante), Bet.TIE.value: side_stake(ante)}

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        return "win" if settlement.result(Bet.TIE).outcome is Outcome.WIN else "lose"

    def key(self, settlement: Settlement) -> str:
        return str(settlement.result(Bet.TIE).amount)

    def reason(self, explained: Working, played: Played) -> str:
        return wager_reason(explained, Bet.TIE)

    def trap(self, played: Played) -> str:
        if played.settlement.winner is not Winner.TIE:
            return ""
        return _(
            "The Tie is paid at its odds; the Player and Banker bets beside it push, they do "
            "not lose."
        )


KIND = TieKind()
