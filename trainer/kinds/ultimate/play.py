"""Ultimate Texas Hold'em's play: the one wager the player makes during the hand (4x or 3x
the ante before the flop, 2x after it, 1x at the river), paid 1 to 1 when he wins whether
or not the dealer qualifies, pushed on a tie, lost to a higher dealer."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.ultimate.order import Ending, UltimateTarget
from engine.ultimate.round import Decision, Round
from engine.ultimate.rules import UltimateRules
from engine.ultimate.settle import Settlement, Wager
from trainer.kinds.base import Cell
from trainer.kinds.ultimate.rounds import UltimateWagerKind
from trainer.kinds.ultimate.slugs import UltimateKind

ENDINGS = {"win": Ending.PLAYER, "lose": Ending.DEALER, "push": Ending.TIE}
LINES = {
    "win_preflop": gettext_lazy("Play of 4x or 3x that wins"),
    "win_flop": gettext_lazy("Play of 2x that wins"),
    "win_river": gettext_lazy("Play of 1x that wins"),
    "win_not_qualified": gettext_lazy("Play that wins against a dealer who does not qualify"),
    "lose": gettext_lazy("Play when the dealer wins"),
    "push": gettext_lazy("Play on a tie"),
}
STREET_DECISIONS = {
    "win_preflop": (Decision.BET_4X, Decision.BET_3X),
    "win_flop": (Decision.BET_2X,),
    "win_river": (Decision.BET_1X,),
}


class PlayKind(UltimateWagerKind):
    slug = UltimateKind.PLAY
    short_label = gettext_lazy("Play result")
    wager = Wager.PLAY
    prompt_text = gettext_lazy(
        "What is the player's result on his play wager? Type + for what he is paid, − for "
        "what he loses, 0 when it pushes."
    )
    question_text = gettext_lazy("What is the player's result on his play wager?")

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: UltimateRules) -> list[UltimateTarget]:
        if line in STREET_DECISIONS:
            return [
                UltimateTarget(ending=Ending.PLAYER, decision=each, dealer_qualifies=True)
                for each in STREET_DECISIONS[line]
            ]
        if line == "win_not_qualified":
            return [UltimateTarget(ending=Ending.PLAYER, dealer_qualifies=False)]
        return [UltimateTarget(ending=ENDINGS[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: UltimateRules) -> str:
        if settlement.ending is not Ending.PLAYER:
            return next((line for line, e in ENDINGS.items() if e is settlement.ending), "")
        if not settlement.dealer_qualifies:
            return "win_not_qualified"
        decision = round_.decision
        return next(line for line, made in STREET_DECISIONS.items() if decision in made)


KIND = PlayKind()
