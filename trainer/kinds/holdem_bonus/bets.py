"""Texas Hold'em Bonus's flop, turn and river bets: the player's result on each, a kind
each. A bet made wins 1 to 1 when the player's hand is higher, pushes on a tie and is lost
to a higher dealer; a check (or a fold) makes none."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy

from engine.holdem_bonus.order import Ending, HoldemBonusTarget
from engine.holdem_bonus.players import HoldemBonusPlayer
from engine.holdem_bonus.round import Round
from engine.holdem_bonus.rules import HoldemBonusRules
from engine.holdem_bonus.settle import Settlement, Wager
from engine.showdown import Outcome
from trainer.kinds.base import Cell
from trainer.kinds.holdem_bonus.rounds import HoldemBonusWagerKind
from trainer.kinds.holdem_bonus.slugs import HoldemBonusKind

LABELS = {
    "win": gettext_lazy("A bet made, the player's hand higher"),
    "lose": gettext_lazy("A bet made, the dealer's hand higher"),
    "push": gettext_lazy("A bet made, equal hands"),
    "none": gettext_lazy("No bet made: a check or a fold"),
}
ENDINGS = {"win": Ending.PLAYER, "lose": Ending.DEALER, "push": Ending.TIE}
# The player who bets every street makes every bet; the tight one folds, the steady checks.
BETTOR = (HoldemBonusPlayer.ALWAYS_BETS,)
CHECKERS = (HoldemBonusPlayer.STEADY, HoldemBonusPlayer.TIGHT)


class BetKind(HoldemBonusWagerKind):
    """The player's result on one of the bets after the ante."""

    def __init__(
        self,
        slug: HoldemBonusKind,
        wager: Wager,
        label: Promise,
        prompt: Promise,
        question: Promise,
    ):
        self.slug = slug
        self.wager = wager
        self.short_label = label
        self.prompt_text = prompt
        self.question_text = question

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LABELS.items())

    def targets(self, line: str, rules: HoldemBonusRules) -> list[HoldemBonusTarget]:
        if line in ENDINGS:
            return [HoldemBonusTarget(ending=ENDINGS[line], players=BETTOR)]
        if self.wager is Wager.FLOP:
            return [HoldemBonusTarget(ending=Ending.FOLD)]
        return [HoldemBonusTarget(ending=ending, players=CHECKERS) for ending in Ending]

    def line_of(self, round_: Round, settlement: Settlement, rules: HoldemBonusRules) -> str:
        (result,) = (each for each in settlement.wagers if each.wager == self.wager)
        if result.outcome is Outcome.NOT_PLACED:
            return "none"
        return next(line for line, ending in ENDINGS.items() if ending is settlement.ending)


FLOP = BetKind(
    HoldemBonusKind.FLOP,
    Wager.FLOP,
    gettext_lazy("Flop bet result"),
    gettext_lazy(
        "What is the player's result on the flop bet (two antes, made before the flop)? Type "
        "+ for what he is paid, − for what he loses, 0 when it pushes or was not made."
    ),
    gettext_lazy("What is the player's result on the flop bet (two antes, made before the flop)?"),
)
TURN = BetKind(
    HoldemBonusKind.TURN,
    Wager.TURN,
    gettext_lazy("Turn bet result"),
    gettext_lazy(
        "What is the player's result on the turn bet (one ante, made after the flop)? Type + "
        "for what he is paid, − for what he loses, 0 when it pushes or was not made."
    ),
    gettext_lazy("What is the player's result on the turn bet (one ante, made after the flop)?"),
)
RIVER = BetKind(
    HoldemBonusKind.RIVER,
    Wager.RIVER,
    gettext_lazy("River bet result"),
    gettext_lazy(
        "What is the player's result on the river bet (one ante, made after the turn)? Type + "
        "for what he is paid, − for what he loses, 0 when it pushes or was not made."
    ),
    gettext_lazy("What is the player's result on the river bet (one ante, made after the turn)?"),
)
