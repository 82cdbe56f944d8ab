"""Insurance: placed with the bet on three of a kind or better, paid 1 to 1 when the
dealer (as first shown) has no game, lost when he has one, or returned when the player does
not win where the house says so."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.russian.order import Ending, RussianTarget
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement, Wager
from paytables.wording import Working, qualify_reason
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played, wager_reason
from trainer.kinds.russian.rounds import RussianWagerKind
from trainer.kinds.russian.slugs import RussianKind

# Each line and the endings that deal it.
LINES = {
    "no_game": (Ending.NOT_QUALIFIED,),
    "game_bought": (Ending.PLAYER, Ending.TIE, Ending.DEALER, Ending.BOUGHT_NO_GAME),
    "player_wins": (Ending.PLAYER,),
    "player_does_not_win": (Ending.DEALER, Ending.TIE),
}


class InsuranceKind(RussianWagerKind):
    slug = RussianKind.INSURANCE
    short_label = gettext_lazy("Insurance")
    wager = Wager.INSURANCE
    needs_bet = True
    prompt_text = gettext_lazy(
        "What is the player's result on the insurance? Type + for what he is paid, − for "
        "what he loses, 0 when it is returned."
    )
    question_text = gettext_lazy("What is the player's result on the insurance?")

    def no_lines_reason(self, rules: RussianRules) -> str:
        if rules.insurance is None:
            return _("this house has no insurance")
        return super().no_lines_reason(rules)

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "no_game", _("Insurance when the dealer has no game")),
            Cell(
                self.slug,
                "game_bought",
                _("Insurance when the dealer had no game and a game is bought"),
            ),
            Cell(self.slug, "player_wins", _("Insurance when the player beats a dealer's game")),
            Cell(
                self.slug,
                "player_does_not_win",
                _("Insurance when the dealer has a game and the player does not win"),
            ),
        )

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        bought = line == "game_bought"
        return [
            RussianTarget(ending=ending, insured=True, game_bought=bought) for ending in LINES[line]
        ]

    def reason(self, explained: Working, played: Played) -> str:
        round_ = played.round
        if round_.game_bought is None:
            return super().reason(explained, played)
        # Decided on the dealer's first hand: lead with it, not with the game bought.
        first = qualify_reason(round_.dealer)
        return f"{first} {wager_reason(explained, Wager.INSURANCE)}"

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        if not round_.insurance:
            return ""  # not insured: another kind's round
        if round_.game_bought is not None:
            return "game_bought"
        if not settlement.dealer_qualified_first:
            return "no_game"
        return "player_wins" if settlement.winner == "player" else "player_does_not_win"


KIND = InsuranceKind()
