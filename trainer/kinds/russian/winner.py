"""Who wins the round: the player, the dealer, a tie, or the player paid the ante because
the dealer has no game (after any game bought, against the dealer's new hand)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.russian.order import Ending, RussianTarget
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.five_card import SHOWDOWN_LABELS, WINNER_CHOICES
from trainer.kinds.rounds import Played
from trainer.kinds.russian.rounds import RussianChoiceKind, deciding_showdown, line_by_ending
from trainer.kinds.russian.slugs import RussianKind

LINES = {
    "player": Ending.PLAYER,
    "not_qualified": Ending.NOT_QUALIFIED,
    "dealer": Ending.DEALER,
    "tie": Ending.TIE,
}


class WinnerKind(RussianChoiceKind):
    slug = RussianKind.WINNER
    short_label = gettext_lazy("Who wins?")
    needs_bet = True
    prompt_text = gettext_lazy("Who wins the round?")
    labels = WINNER_CHOICES

    def catalogue(self) -> tuple[Cell, ...]:
        labels = {
            **SHOWDOWN_LABELS,
            "not_qualified": gettext_lazy("The dealer has no game: the player is paid the ante"),
        }
        return tuple(Cell(self.slug, line, str(labels[line])) for line in LINES)

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        return [RussianTarget(ending=LINES[line], game_bought=False)]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        if round_.game_bought is not None:
            return ""  # a game bought: the game-bought kind's round
        return line_by_ending(LINES, round_)

    def key(self, settlement: Settlement) -> str:
        # A dealer without a game pays the player's ante: the player wins the round.
        return "player" if settlement.winner is None else settlement.winner.value

    def reason(self, explained: Working, played: Played) -> str:
        settlement, round_ = played.settlement, played.round
        return deciding_showdown(explained, settlement, round_)


KIND = WinnerKind()
