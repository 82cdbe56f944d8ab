"""Russian Poker's net: the player's result for the whole round, every wager and every
fee (the exchange, the sixth card, the game bought) added up."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.russian.order import Ending, RussianTarget, ending_of
from engine.russian.players import DrawKind
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.rounds import Played
from trainer.kinds.russian.rounds import ENDINGS_BET, RussianAmountKind, deciding_showdown
from trainer.kinds.russian.slugs import RussianKind

DREW = (DrawKind.EXCHANGE, DrawKind.SIXTH)


class NetKind(RussianAmountKind):
    slug = RussianKind.NET
    short_label = gettext_lazy("Net result")
    prompt_text = gettext_lazy(
        "What is the player's net result for the round: every wager, less every fee? Type + "
        "for a win, − for a loss."
    )
    question_text = gettext_lazy(
        "What is the player's net result for the round: every wager, less every fee?"
    )

    def catalogue(self) -> tuple[Cell, ...]:
        labels = {
            "not_qualified": _("Net when the dealer has no game"),
            "win": _("Net of a win without a draw"),
            "lose": _("Net when the dealer wins"),
            "fold": _("Net of a fold without a draw"),
            "win_after_draw": _("Net of a win after an exchange or a sixth card, less its fee"),
            "fold_after_draw": _("Net of a fold after a draw, its fee lost too"),
            "push": _("Net of a tie"),
            "game_bought": _("Net after a game bought, less its fee"),
            "insured": _("Net with insurance"),
        }
        return tuple(Cell(self.slug, line, label) for line, label in labels.items())

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        if line == "fold":
            return [RussianTarget(ending=Ending.FOLD, draw=DrawKind.NONE)]
        if line == "fold_after_draw":
            return [RussianTarget(ending=Ending.FOLD, draw=kind) for kind in DREW]
        if line == "win":
            return [RussianTarget(ending=Ending.PLAYER, draw=DrawKind.NONE, game_bought=False)]
        if line == "win_after_draw":
            return [
                RussianTarget(ending=Ending.PLAYER, draw=kind, game_bought=False) for kind in DREW
            ]
        if line == "game_bought":
            return [RussianTarget(ending=ending, game_bought=True) for ending in ENDINGS_BET]
        if line == "insured":
            return [RussianTarget(ending=ending, insured=True) for ending in ENDINGS_BET]
        ending = {"not_qualified": Ending.NOT_QUALIFIED, "push": Ending.TIE}.get(
            line, Ending.DEALER
        )
        return [RussianTarget(ending=ending, game_bought=False, insured=False)]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        ending = ending_of(round_)
        if ending is Ending.FOLD:
            return "fold_after_draw" if round_.draws else "fold"
        if round_.insurance:
            return "insured"
        if round_.game_bought is not None:
            return "game_bought"
        if ending is Ending.PLAYER:
            return "win_after_draw" if round_.draws else "win"
        return {Ending.NOT_QUALIFIED: "not_qualified", Ending.TIE: "push"}.get(ending, "lose")

    def key(self, settlement: Settlement) -> str:
        return str(settlement.net)

    def reason(self, explained: Working, played: Played) -> str:
        settlement, round_ = played.settlement, played.round
        return f"{deciding_showdown(explained, settlement, round_)} {explained.net_reason}"


KIND = NetKind()
