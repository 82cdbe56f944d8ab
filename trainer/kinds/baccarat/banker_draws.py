"""Does the Banker draw a third card? Every decision of the tableau, one cell each: on his
total after a Player who stood (0 to 5 draws), and after a Player who drew, by his total and
the Player's third card (``engine.baccarat.order.tableau_cells``). Asked with the Player's
cards and the Banker's first two."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.baccarat.order import BaccaratTarget
from engine.baccarat.round import Hand, Round
from engine.baccarat.rules import BaccaratRules
from engine.baccarat.settle import Settlement
from engine.baccarat.tableau import banker_draws
from paytables.games.baccarat.wording import banker_rule
from paytables.wording import Working
from trainer.kinds.baccarat.draws import coup_of, drew
from trainer.kinds.baccarat.rounds import BaccaratChoiceKind
from trainer.kinds.baccarat.slugs import BaccaratKind
from trainer.kinds.base import Cell
from trainer.kinds.five_card import YES_NO
from trainer.kinds.rounds import Played

TOTALS = range(8)


def _drew_lines() -> list[tuple[int, bool]]:
    """The Banker's totals after a Player who drew, drawing and standing apart where his
    third card decides (0 to 2 always draw, 7 always stands)."""
    return [
        (total, draws)
        for total in TOTALS
        for draws in (True, False)
        if any(banker_draws(total, third) is draws for third in range(10))
    ]


class BankerDrawsKind(BaccaratChoiceKind):
    slug = BaccaratKind.BANKER_DRAWS
    short_label = gettext_lazy("Does the Banker draw?")
    prompt_text = gettext_lazy("Does the Banker take a third card?")
    labels = YES_NO
    subject_template = "trainer/kinds/baccarat/_banker_draw.html"

    def catalogue(self) -> tuple[Cell, ...]:
        cells = [
            Cell(
                self.slug,
                f"stood_{total}",
                _("Banker on %(total)s, the Player stood") % {"total": total},
            )
            for total in TOTALS
        ]
        for total, draws in _drew_lines():
            label = (
                _("Banker on %(total)s, a third card he draws to")
                if draws
                else _("Banker on %(total)s, a third card he stands on")
            )
            cells.append(Cell(self.slug, drew_line(total, draws), label % {"total": total}))
        return tuple(cells)

    def targets(self, line: str, rules: BaccaratRules) -> list[BaccaratTarget]:
        shape, _sep, rest = line.partition("_")
        if shape == "stood":
            return [BaccaratTarget(natural=False, banker_first=int(rest), player_draws=False)]
        total, _sep, action = rest.partition("_")
        return [
            BaccaratTarget(
                natural=False,
                banker_first=int(total),
                player_draws=True,
                banker_draws=action == "draws",
            )
        ]

    def line_of(self, round_: Round, settlement: Settlement, rules: BaccaratRules) -> str:
        if round_.natural:
            return ""
        if round_.player_third is None:
            return f"stood_{round_.banker_first}"
        return drew_line(round_.banker_first, len(round_.banker) == 3)

    def key(self, settlement: Settlement) -> str:
        return drew(settlement, Hand.BANKER)

    def reason(self, explained: Working, played: Played) -> str:
        coup = coup_of(played.settlement)
        return banker_rule(coup.banker_first, coup.player_third) + "."

    def trap(self, played: Played) -> str:
        coup = coup_of(played.settlement)
        if coup.banker_first == 3 and coup.player_third == 8:
            return _("On 3 the Banker draws to every third card but an 8.")
        if coup.banker_first == 6 and coup.player_third is None:
            return _(
                "When the Player stood, the Banker stands on 6: the 6-and-7 draw is only for "
                "a Player's third card of 6 or 7."
            )
        return ""


def drew_line(total: int, draws: bool) -> str:
    return f"drew_{total}_{'draws' if draws else 'stands'}"


KIND = BankerDrawsKind()
