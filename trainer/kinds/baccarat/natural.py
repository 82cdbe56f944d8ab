"""Is there a natural? An 8 or 9 on a hand's first two cards ends the coup: the Player's,
the Banker's, both, or none. Asked on the first four cards."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget
from engine.baccarat.round import Round
from engine.baccarat.rules import BaccaratRules
from engine.baccarat.settle import Settlement
from engine.baccarat.tableau import is_natural
from paytables.wording import Working
from trainer.kinds.baccarat.draws import coup_of
from trainer.kinds.baccarat.player_draws import natural_reason
from trainer.kinds.baccarat.rounds import BaccaratChoiceKind
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played

CHOICES = {
    "none": gettext_lazy("No natural"),
    "player": gettext_lazy("The Player's natural"),
    "banker": gettext_lazy("The Banker's natural"),
    "both": gettext_lazy("Both have a natural"),
}
NATURALS = (8, 9)
OTHERS = range(8)
LINES = {
    "none": gettext_lazy("No natural"),
    "player_8": gettext_lazy("The Player's natural 8"),
    "player_9": gettext_lazy("The Player's natural 9"),
    "banker_8": gettext_lazy("The Banker's natural 8"),
    "banker_9": gettext_lazy("The Banker's natural 9"),
    "both": gettext_lazy("A natural on both sides"),
}


def whose(coup: Round) -> str:
    player, banker = is_natural(coup.player_first), is_natural(coup.banker_first)
    if player and banker:
        return "both"
    return "player" if player else "banker" if banker else "none"


class NaturalKind(BaccaratChoiceKind):
    slug = BaccaratKind.NATURAL
    short_label = gettext_lazy("Is there a natural?")
    prompt_text = gettext_lazy("Is there a natural?")
    labels = CHOICES
    subject_template = "trainer/kinds/baccarat/_first_cards.html"

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in LINES.items())

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        if line == "none":
            return [BaccaratTarget(natural=False)]
        if line == "both":
            return [
                BaccaratTarget(player_first=player, banker_first=banker)
                for player in NATURALS
                for banker in NATURALS
            ]
        side, _sep, total = line.partition("_")
        if side == "player":
            return [BaccaratTarget(player_first=int(total), banker_first=other) for other in OTHERS]
        return [BaccaratTarget(banker_first=int(total), player_first=other) for other in OTHERS]

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        shown = whose(round_)
        if shown in ("none", "both"):
            return shown
        total = round_.player_first if shown == "player" else round_.banker_first
        return f"{shown}_{total}"

    def key(self, settlement: Settlement) -> str:
        return whose(coup_of(settlement))

    def reason(self, explained: Working, played: Played) -> str:
        coup = coup_of(played.settlement)
        if not coup.natural:
            return _(
                "Player %(player)s, Banker %(banker)s: no 8 or 9 on two cards, no natural; "
                "the tableau decides the draws."
            ) % {"player": coup.player_first, "banker": coup.banker_first}
        return natural_reason(coup)


KIND = NaturalKind()
