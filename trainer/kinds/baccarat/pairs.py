"""Player Pair and Banker Pair: the first two cards of a hand of one rank, paid by the
house's table whatever the coup's result."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.rules import Bet
from engine.baccarat.tableau import points
from trainer.kinds.baccarat.bets import SideBetKind
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played


class PairsKind(SideBetKind):
    slug = BaccaratKind.PAIRS
    short_label = gettext_lazy("The pairs")
    asked = (Bet.PLAYER_PAIR, Bet.BANKER_PAIR)

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "player_pair:win", _("Player Pair paid")),
            Cell(self.slug, "player_pair:lose", _("Player Pair lost")),
            Cell(self.slug, "banker_pair:win", _("Banker Pair paid")),
            Cell(self.slug, "banker_pair:lose", _("Banker Pair lost")),
        )

    def trap(self, played: Played) -> str:
        coup = played.round
        first_two = (
            coup.player[:2]
            if self.staked(played.settlement).wager is Bet.PLAYER_PAIR
            else coup.banker[:2]
        )
        if first_two[0].rank == first_two[1].rank or points(first_two[0]) != points(first_two[1]):
            return ""
        return _(
            "Two cards of the same points are no pair unless they are of one rank: a 10 and "
            "a king both count 0, and lose the pair bet."
        )


KIND = PairsKind()
