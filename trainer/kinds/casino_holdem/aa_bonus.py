"""Casino Hold'em's AA Bonus: the player's result on it, line by line of the house's table
(paid on the player's two cards and the flop, a pair of aces or better, whatever the dealer
holds), below a pair of aces, and lost with a fold where the house says so."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.casino_holdem.bonus import BonusLine
from engine.casino_holdem.order import CasinoHoldemTarget, Ending
from engine.casino_holdem.round import Round
from engine.casino_holdem.rules import CasinoHoldemRules
from engine.casino_holdem.settle import Settlement, Wager
from engine.hands import Category
from paytables.games.casino_holdem.wording import line_label
from trainer.kinds.base import Cell
from trainer.kinds.casino_holdem.rounds import (
    ENDINGS_CALLED,
    CasinoHoldemWagerKind,
    aa_bonus_known,
)
from trainer.kinds.casino_holdem.slugs import CasinoHoldemKind
from trainer.kinds.rounds import Played

BELOW = "below_aces"
FOLD = "fold"
# The seven-card categories that may hold each line of the two cards and the flop.
_AT_LEAST = {
    line: Category.from_slug(line.value) for line in BonusLine if line.value != "pair_of_aces"
}


def _line_label(line: str) -> str:
    if line == BELOW:
        return str(gettext_lazy("AA Bonus below a pair of aces"))
    if line == FOLD:
        return str(gettext_lazy("AA Bonus when the player folds"))
    return _("AA Bonus: %(line)s") % {"line": line_label(BonusLine(line))}


class AaBonusKind(CasinoHoldemWagerKind):
    slug = CasinoHoldemKind.AA_BONUS
    short_label = gettext_lazy("AA Bonus")
    wager = Wager.AA_BONUS
    prompt_text = gettext_lazy(
        "What is the player's result on the AA Bonus? Type + for what he is paid, − for what "
        "he loses."
    )
    question_text = gettext_lazy("What is the player's result on the AA Bonus?")

    def house_refusal(self, rules: CasinoHoldemRules) -> str | None:
        if not rules.offers_aa_bonus:
            return _("this house offers no AA Bonus")
        if not aa_bonus_known(rules):
            return _("this house has not published its AA Bonus table")
        return None

    def catalogue(self) -> tuple[Cell, ...]:
        lines = [line.value for line in BonusLine] + [BELOW, FOLD]
        return tuple(Cell(self.slug, line, _line_label(line)) for line in lines)

    def line_applies(self, line: str, rules: CasinoHoldemRules) -> bool:
        if line == FOLD and rules.aa_bonus_on_fold is None:
            return False
        return super().line_applies(line, rules)

    def targets(self, line: str, rules: CasinoHoldemRules) -> list[CasinoHoldemTarget]:
        if line == FOLD:
            return [CasinoHoldemTarget(ending=Ending.FOLD, aa_bonus=True)]
        if line == BELOW:
            return [
                CasinoHoldemTarget(ending=ending, player=category, aa_bonus=True)
                for ending in ENDINGS_CALLED
                for category in (Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIR)
            ]
        least = _AT_LEAST.get(BonusLine(line), Category.PAIR)
        return [
            CasinoHoldemTarget(ending=ending, player=category, aa_bonus=True)
            for ending in ENDINGS_CALLED
            for category in Category
            if category >= least
        ]

    def line_of(self, round_: Round, settlement: Settlement, rules: CasinoHoldemRules) -> str:
        if not round_.aa_bonus:
            return ""
        if settlement.ending is Ending.FOLD:
            return FOLD
        return BELOW if settlement.bonus_line is None else settlement.bonus_line.value

    def trap(self, played: Played) -> str:
        settlement = played.settlement
        if settlement.ending is Ending.FOLD or settlement.bonus_line is None:
            return ""
        return _(
            "The AA Bonus is paid on the player's two cards and the flop alone: the turn, the "
            "river and the dealer's hand do not count."
        )


KIND = AaBonusKind()
