"""Who wins the round: the player, the dealer, a tie, or the player paid because the
dealer does not qualify."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from paytables.wording import Working
from poker.oasis.order import Ending, Target
from poker.oasis.round import Round, Rules, Settlement
from trainer.kinds.base import Cell
from trainer.kinds.rounds import ChoiceRoundKind, deciding_showdown, line_by_showdown
from trainer.models import DealtRound, QuestionKind

LINES = {
    "player": Ending.PLAYER,
    "not_qualified": Ending.NOT_QUALIFIED,
    "dealer": Ending.DEALER,
    "tie": Ending.TIE,
}


# The choices, and the lines that read the same in every game of this family.
CHOICES = {
    "player": gettext_lazy("The player"),
    "dealer": gettext_lazy("The dealer"),
    "tie": gettext_lazy("A tie"),
}
SHOWDOWN_LABELS = {
    "player": gettext_lazy("The player beats a qualifying dealer"),
    "dealer": gettext_lazy("The dealer wins"),
    "tie": gettext_lazy("A tie: equal ranks, suits never count"),
}


class WinnerKind(ChoiceRoundKind):
    slug = QuestionKind.WINNER
    needs_raise = True
    prompt_text = gettext_lazy("Who wins the round?")
    labels = CHOICES

    def catalogue(self) -> tuple[Cell, ...]:
        labels = {
            **SHOWDOWN_LABELS,
            "not_qualified": gettext_lazy("The dealer does not qualify: the player is paid"),
        }
        return tuple(Cell(self.slug, line, str(labels[line])) for line in LINES)

    def targets(self, line: str, rules: Rules) -> list[Target]:
        return [Target(ending=LINES[line])]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        return line_by_showdown(LINES, round_)

    def key(self, settlement: Settlement) -> str:
        # A dealer who does not qualify pays the player's ante: the player wins the round.
        return "player" if settlement.winner is None else settlement.winner.value

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, dealt: DealtRound
    ) -> str:
        return deciding_showdown(explained, settlement, round_)


KIND = WinnerKind()
