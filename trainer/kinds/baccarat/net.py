"""One spot's net result: the main bet, the side bets beside it and the commission, added
up as the dealer settles the spot."""

from __future__ import annotations

import random
from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget, pay_line_targets
from engine.baccarat.round import Round, Winner
from engine.baccarat.rules import MAIN_BETS, BaccaratRules, Bet
from engine.baccarat.settle import Settlement
from paytables.wording import Working
from trainer.kinds.baccarat.bets import line_bet
from trainer.kinds.baccarat.rounds import BaccaratAmountKind, main_bet, side_stake
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played

LINES = {
    Winner.PLAYER: gettext_lazy("Net when the Player wins"),
    Winner.BANKER: gettext_lazy("Net when the Banker wins"),
    Winner.TIE: gettext_lazy("Net of a tie"),
}
# How often a spot backs a side bet the house offers beside its main bet.
SIDE_BET_SHARE = 0.5


def side_bets_known(rules: BaccaratRules) -> list[Bet]:
    """The bets beside the Player and the Banker whose pays the house has published."""
    payable = {line_bet(line) for line in pay_line_targets(rules)}
    return [bet for bet in rules.offers if bet in payable and bet not in MAIN_BETS[:2]]


class NetKind(BaccaratAmountKind):
    slug = BaccaratKind.NET
    short_label = gettext_lazy("Net result")
    prompt_text = gettext_lazy(
        "What is the spot's net result: every bet, less the commission? Type + for a win, − "
        "for a loss."
    )
    question_text = gettext_lazy("What is the spot's net result: every bet, less the commission?")

    def house_refusal(self, rules: BaccaratRules) -> str | None:
        if rules.commission is None:
            return _("this house has not published its commission on the Banker")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, winner.value, str(label)) for winner, label in LINES.items())

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        return [BaccaratTarget(winner=Winner(line))]

    def bets(
        self, line: str | None, rules: BaccaratRules, rng: random.Random, ante: Decimal
    ) -> dict[str, Decimal]:
        placed = main_bet(rules, rng, ante)
        for bet in side_bets_known(rules):
            if rng.random() < SIDE_BET_SHARE:
                placed[bet.value] = side_stake(ante)
        return placed

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        return settlement.winner.value

    def key(self, settlement: Settlement) -> str:
        return str(settlement.net)

    def reason(self, explained: Working, played: Played) -> str:
        return f"{explained.showdown} {explained.net_reason}"

    def trap(self, played: Played) -> str:
        if not played.settlement.commission:
            return ""
        return _("Take the commission off the net: it is owed on the Banker's win.")


KIND = NetKind()
