"""Who wins the round: the player, the dealer, a tie, or the player paid because the
dealer does not qualify."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.oasis.order import Ending, Target
from engine.oasis.round import Round, Rules, Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.five_card import SHOWDOWN_LABELS, WINNER_CHOICES
from trainer.kinds.oasis.rounds import ChoiceRoundKind, deciding_showdown, line_by_showdown
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import Played

LINES = {
    "player": Ending.PLAYER,
    "not_qualified": Ending.NOT_QUALIFIED,
    "dealer": Ending.DEALER,
    "tie": Ending.TIE,
}


class WinnerKind(ChoiceRoundKind):
    slug = OasisKind.WINNER
    needs_raise = True
    prompt_text = gettext_lazy("Who wins the round?")
    labels = WINNER_CHOICES

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

    def reason(self, explained: Working, played: Played) -> str:
        settlement, round_ = played.settlement, played.round
        return deciding_showdown(explained, settlement, round_)


KIND = WinnerKind()
