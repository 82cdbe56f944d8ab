"""Russian Poker's fees: what the player pays for an exchange, a sixth card and a game
bought for the dealer, each one ante (or the house's figure), kept by the house whatever
happens next."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.russian.order import RussianTarget
from engine.russian.players import DrawKind
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.russian.rounds import RussianAmountKind
from trainer.kinds.russian.slugs import RussianKind

DRAWS = {"exchange": DrawKind.EXCHANGE, "sixth": DrawKind.SIXTH}


class FeeKind(RussianAmountKind):
    slug = RussianKind.FEE
    short_label = gettext_lazy("Fees")
    prompt_text = gettext_lazy(
        "What does the player pay in fees this round: the exchange, the sixth card, the game "
        "bought? Type it as his result (− for what he pays)."
    )
    question_text = gettext_lazy(
        "What does the player pay in fees this round: the exchange, the sixth card, the game "
        "bought?"
    )

    def no_lines_reason(self, rules: RussianRules) -> str:
        return _("this house sells no exchange, sixth card or game")

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "exchange", _("Fee of an exchange")),
            Cell(self.slug, "sixth", _("Fee of a sixth card")),
            Cell(self.slug, "buy_game", _("Fee of a game bought for the dealer")),
            Cell(self.slug, "draw_and_game", _("Fees of a draw and a game bought")),
        )

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        if line in DRAWS:
            return [RussianTarget(draw=DRAWS[line], game_bought=False)]
        if line == "buy_game":
            return [RussianTarget(draw=DrawKind.NONE, game_bought=True)]
        return [RussianTarget(draw=kind, game_bought=True) for kind in DRAWS.values()]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        drew, bought = bool(round_.draws), round_.game_bought is not None
        if drew and bought:
            return "draw_and_game"
        if bought:
            return "buy_game"
        if round_.sixth is not None:
            return "sixth"
        return "exchange" if drew else ""  # nothing bought: no fee to ask

    def key(self, settlement: Settlement) -> str:
        # The player's result, as every amount answer is: the fee is paid, so it is negative.
        return str(-settlement.fee)

    def reason(self, explained: Working, played: Played) -> str:
        return explained.fee_reason


KIND = FeeKind()
