"""The game bought: when the dealer has no game, a player who bet may give up the ante's
win and buy him one; the dealer changes a card and the round is settled against his new
hand. Asked: the player's result on the ante and the bet together, the fee apart."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.russian.order import Ending, RussianTarget, ending_of
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, Wager
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.russian.rounds import RussianAmountKind, wagers_reason
from trainer.kinds.russian.slugs import RussianKind

LINES = {
    "player": Ending.PLAYER,
    "dealer": Ending.DEALER,
    "tie": Ending.TIE,
    "no_game": Ending.BOUGHT_NO_GAME,
}


class GameBoughtKind(RussianAmountKind):
    slug = RussianKind.GAME_BOUGHT
    short_label = gettext_lazy("The game bought")
    needs_bet = True
    prompt_text = gettext_lazy(
        "The player bought the dealer a game. What is his result on the ante and the bet "
        "together, the fee apart? Type + for what he is paid, − for what he loses, 0 when "
        "both are returned."
    )
    question_text = gettext_lazy(
        "The player bought the dealer a game. What is his result on the ante and the bet together, "
        "the fee apart?"
    )

    def no_lines_reason(self, rules: RussianRules) -> str:
        if not rules.allows_buy_game:
            return _("this house sells no game for the dealer")
        return super().no_lines_reason(rules)

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "player", _("Game bought: the dealer qualifies, the player wins")),
            Cell(self.slug, "dealer", _("Game bought: the dealer qualifies and wins")),
            Cell(self.slug, "tie", _("Game bought: a tie"), rare=True),
            Cell(self.slug, "no_game", _("Game bought: still no game")),
        )

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        return [RussianTarget(ending=LINES[line], game_bought=True)]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        if round_.game_bought is None:
            return ""  # no game bought: another kind's round
        ending = ending_of(round_)
        return next((line for line, each in LINES.items() if each is ending), "")

    def key(self, settlement: Settlement) -> str:
        return str(settlement.ante.amount + settlement.bet.amount)

    def reason(self, explained: Working, played: Played) -> str:
        return f"{explained.showdown} {wagers_reason(explained, (Wager.ANTE, Wager.BET))}"


KIND = GameBoughtKind()
