"""The side bets beyond the pairs, line by line of the house's tables: the Super 6 (a
Banker win on 6), EZ Baccarat's Dragon 7 (a Banker win with a three-card 7) and Panda 8 (a
Player win with a three-card 8), and the Dragon Bonus on either hand (a natural win, a
natural tie pushed, a non-natural win by its margin)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.rules import Bet
from paytables.games.baccarat.wording import bet_label
from trainer.kinds.baccarat.bets import SideBetKind
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played

DRAGONS = (Bet.DRAGON_PLAYER, Bet.DRAGON_BANKER)
MARGINS = range(9, 3, -1)


class SideBetsKind(SideBetKind):
    slug = BaccaratKind.SIDE_BETS
    short_label = gettext_lazy("The side bets")
    asked = (Bet.SUPER_SIX, Bet.DRAGON_7, Bet.PANDA_8, *DRAGONS)

    def catalogue(self) -> tuple[Cell, ...]:
        cells = []
        for bet in (Bet.SUPER_SIX, Bet.DRAGON_7, Bet.PANDA_8):
            name = {"bet": bet_label(bet)}
            cells.append(Cell(self.slug, f"{bet}:win", _("%(bet)s paid") % name))
            cells.append(Cell(self.slug, f"{bet}:lose", _("%(bet)s lost") % name))
        for bet in DRAGONS:
            name = {"bet": bet_label(bet)}
            cells.append(Cell(self.slug, f"{bet}:natural_win", _("%(bet)s: a natural win") % name))
            cells += [
                Cell(
                    self.slug,
                    f"{bet}:win_by_{margin}",
                    _("%(bet)s: a win by %(margin)s points") % {**name, "margin": margin},
                    rare=margin >= 8,
                )
                for margin in MARGINS
            ]
            cells.append(Cell(self.slug, f"{bet}:natural_tie", _("%(bet)s: a natural tie") % name))
            cells.append(Cell(self.slug, f"{bet}:lose", _("%(bet)s lost") % name))
        return tuple(cells)

    def trap(self, played: Played) -> str:
        result = self.staked(played.settlement)
        coup = played.round
        hand = "player" if result.wager is Bet.DRAGON_PLAYER else "banker"
        won_by_little = coup.winner.value == hand and not coup.natural and coup.margin < 4
        if result.wager in DRAGONS and won_by_little:
            return _(
                "The Dragon Bonus pays a win after the draws only by 4 points or more: a win by "
                "%(margin)s loses it."
            ) % {"margin": coup.margin}
        return ""


KIND = SideBetsKind()
