"""Name the player's best five of his seven cards (his two and the board's five), as the
Ante table names them: asked of a called round, where all five board cards are dealt."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem.order import CasinoHoldemTarget
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement
from engine.hands import Category, evaluate
from paytables.games.casino_holdem.models import CasinoHoldemLine
from paytables.games.casino_holdem.wording import hand_label, hand_words
from paytables.wording import Working, cards_text
from trainer.kinds.base import Cell
from trainer.kinds.casino_holdem.rounds import ENDINGS_CALLED, CasinoHoldemChoiceKind
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.rounds import Played

# The Hold'em hands, weakest first (Ace-King is a high card here).
HANDS = tuple(category for category in Category if category is not Category.ACE_KING)


class HandKind(CasinoHoldemChoiceKind):
    slug = CasinoHoldemKind.HAND
    short_label = gettext_lazy("Name the best five")
    prompt_text = gettext_lazy(
        "What is the player's best five of his seven cards, his two and the board's five?"
    )
    labels = {category.slug: CasinoHoldemLine(category.slug).label for category in HANDS}

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(
            Cell(
                self.slug, category.slug, _("Best five: %(hand)s") % {"hand": hand_label(category)}
            )
            for category in HANDS
        )

    def targets(self, line: str, rules: CasinoHoldemRules) -> list[CasinoHoldemTarget]:
        category = Category.from_slug(line)
        return [CasinoHoldemTarget(player=category, ending=ending) for ending in ENDINGS_CALLED]

    def line_of(self, round_: Round, settlement: Settlement, rules: CasinoHoldemRules) -> str:
        if settlement.ending not in ENDINGS_CALLED:
            return ""  # a fold: the turn and the river are never dealt
        return settlement.player_category.slug

    def key(self, settlement: Settlement) -> str:
        return settlement.player_category.slug

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        return _("%(cards)s with the board %(board)s: best five, %(hand)s.") % {
            "cards": cards_text(round_.player),
            "board": cards_text(round_.board),
            "hand": hand_words(played.settlement.player_value),
        }

    def trap(self, played: Played) -> str:
        if played.settlement.player_value != evaluate(played.round.board):
            return ""
        return _(
            "The best five is the board's five alone: the player plays the board, and so may "
            "the dealer."
        )


KIND = HandKind()
