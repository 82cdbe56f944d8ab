"""Does the dealer qualify (have a game)? Ace-King or better, as in Oasis Poker; asked of
his hand as first shown, before any game bought."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from engine.russian.order import Ending, RussianTarget
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement
from paytables.wording import Working, qualify_reason
from trainer.kinds.base import Cell
from trainer.kinds.five_card import QUALIFY_LINES, YES_NO, dealer_line
from trainer.kinds.rounds import Played
from trainer.kinds.russian.rounds import RussianChoiceKind
from trainer.kinds.russian.slugs import RussianKind

QUALIFY = (Ending.PLAYER, Ending.TIE, Ending.DEALER)
NO_GAME = (Ending.NOT_QUALIFIED, Ending.BOUGHT_NO_GAME)


class QualifiesKind(RussianChoiceKind):
    slug = RussianKind.QUALIFIES
    short_label = gettext_lazy("Does the dealer qualify?")
    prompt_text = gettext_lazy("Does the dealer have a game (qualify) with the hand he shows?")
    labels = YES_NO

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in QUALIFY_LINES.items())

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        # The hand shown decides: a game bought (a second hand) would muddle the question.
        endings = QUALIFY if line in ("pair_or_better", "ace_king") else NO_GAME[:1]
        return [RussianTarget(ending=ending, game_bought=False) for ending in endings] + [
            RussianTarget(ending=Ending.FOLD)
        ]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        if round_.game_bought is not None:
            return ""  # two dealer hands: the game-bought kind's round
        return dealer_line(round_.dealer)

    def key(self, settlement: Settlement) -> str:
        return "yes" if settlement.dealer_qualified_first else "no"

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        # Asked after a fold too: the dealer's hand decides, whatever the player did.
        return qualify_reason(round_.dealer)


KIND = QualifiesKind()
