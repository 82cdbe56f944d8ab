"""Does the Player draw a third card? On his two-card total: 0 to 5 draws, 6 and 7 stand;
a natural on either side ends the coup first. Asked on the first four cards."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget
from engine.baccarat.round import Hand, Round
from engine.baccarat.rules import BaccaratRules
from engine.baccarat.settle import Settlement
from paytables.games.baccarat.wording import player_rule
from paytables.wording import Working
from trainer.kinds.baccarat.draws import coup_of, drew
from trainer.kinds.baccarat.rounds import BaccaratChoiceKind
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.five_card import YES_NO
from trainer.kinds.rounds import Played

TOTALS = range(8)


class PlayerDrawsKind(BaccaratChoiceKind):
    slug = BaccaratKind.PLAYER_DRAWS
    short_label = gettext_lazy("Does the Player draw?")
    prompt_text = gettext_lazy("Does the Player take a third card?")
    labels = YES_NO
    subject_template = "trainer/kinds/baccarat/_first_cards.html"

    def catalogue(self) -> tuple[Cell, ...]:
        cells = [
            Cell(self.slug, f"player_{total}", _("Player on %(total)s") % {"total": total})
            for total in TOTALS
        ]
        cells.append(Cell(self.slug, "natural", _("A natural: nobody draws")))
        return tuple(cells)

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        if line == "natural":
            return [BaccaratTarget(natural=True)]
        return [BaccaratTarget(natural=False, player_first=int(line.removeprefix("player_")))]

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        return "natural" if round_.natural else f"player_{round_.player_first}"

    def key(self, settlement: Settlement) -> str:
        return drew(settlement, Hand.PLAYER)

    def reason(self, explained: Working, played: Played) -> str:
        coup = coup_of(played.settlement)
        if coup.natural:
            return natural_reason(coup)
        return player_rule(coup.player_first) + "."

    def trap(self, played: Played) -> str:
        coup = coup_of(played.settlement)
        if coup.natural and coup.player_first < 8:
            return _(
                "The Banker's natural ends the coup: the Player does not draw, even on 0 to 5."
            )
        return ""


def natural_reason(coup: Round) -> str:
    """Why nobody draws: the two-card totals and whose natural ends the coup."""
    return _(
        "Player %(player)s, Banker %(banker)s: a natural (8 or 9 on two cards) ends the "
        "coup, nobody draws."
    ) % {
        "player": coup.player_first,
        "banker": coup.banker_first,
    }


KIND = PlayerDrawsKind()
