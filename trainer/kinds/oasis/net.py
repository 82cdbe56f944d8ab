"""The net: the player's result for the whole round, every wager and the fee added up."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.oasis.order import Ending, Target, ending_of
from engine.oasis.round import Round, Rules, Settlement
from paytables.wording import Working
from trainer.kinds.base import Cell
from trainer.kinds.oasis.rounds import (
    DEALER_CARD,
    OUTCOMES_PLAYED,
    AmountKind,
    dealer_card_targets,
    deciding_showdown,
    switch_counts,
    switched_wins_unknown,
)
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import Played

BONUS_PAYS = (Category.FLUSH, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND)


class NetKind(AmountKind):
    slug = OasisKind.NET
    prompt_text = gettext_lazy(
        "What is the player's net result for the round: every wager, less the fee? Type + "
        "for a win, − for a loss."
    )
    question_text = gettext_lazy(
        "What is the player's net result for the round: every wager, less the fee?"
    )

    def catalogue(self) -> tuple[Cell, ...]:
        labels = {
            "not_qualified": _("Net when the dealer does not qualify"),
            "win": _("Net of a win without a switch"),
            "lose": _("Net when the dealer wins"),
            "fold": _("Net of a fold without a switch"),
            "win_after_switch": _("Net of a win after a switch, less its fee"),
            "fold_after_switch": _("Net of a fold after a switch, its fee lost too"),
            "push": _("Net of a tie"),
            "bonus_win": _("Net with a bonus paid"),
            DEALER_CARD: _("Net after buying the dealer a card, less its fee"),
        }
        return tuple(Cell(self.slug, line, label) for line, label in labels.items())

    def line_applies(self, line: str, rules: Rules) -> bool:
        if line == "bonus_win" and rules.bonus is None:
            return False
        if line == "win_after_switch" and switched_wins_unknown(rules):
            return False
        if line == DEALER_CARD and rules.dealer_buy_fee is None:
            return False
        return super().line_applies(line, rules)

    def dealer_card_line(self, line: str) -> bool:
        return line == DEALER_CARD

    def targets(self, line: str, rules: Rules) -> list[Target]:
        switches = switch_counts(rules)
        if line == "fold":
            return [Target(ending=Ending.FOLD, switch=0)]
        if line == "fold_after_switch":
            return [Target(ending=Ending.FOLD, switch=count) for count in switches]
        if line == "win":
            return [Target(ending=Ending.PLAYER, switch=0)]
        if line == "win_after_switch":
            return [Target(ending=Ending.PLAYER, switch=count) for count in switches]
        if line == DEALER_CARD:
            return dealer_card_targets(rules)
        if line == "bonus_win":
            return [
                Target(initial=category, ending=outcome, switch=0)
                for category in BONUS_PAYS
                for outcome in OUTCOMES_PLAYED
            ]
        outcome = {"not_qualified": Ending.NOT_QUALIFIED, "push": Ending.TIE}.get(
            line, Ending.DEALER
        )
        return [Target(ending=outcome)]

    def bonus_line(self, line: str) -> bool:
        return line == "bonus_win"

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        outcome = ending_of(round_)
        if outcome is Ending.FOLD:
            return "fold_after_switch" if round_.switched else "fold"
        if round_.dealer_buy is not None:
            return DEALER_CARD
        if settlement.bonus.amount > 0:
            return "bonus_win"
        if outcome is Ending.PLAYER:
            return "win_after_switch" if round_.switched else "win"
        return {Ending.NOT_QUALIFIED: "not_qualified", Ending.TIE: "push"}.get(outcome, "lose")

    def key(self, settlement: Settlement) -> str:
        return str(settlement.net)

    def reason(self, explained: Working, played: Played) -> str:
        settlement, round_ = played.settlement, played.round
        return f"{deciding_showdown(explained, settlement, round_)} {explained.net_reason}"


KIND = NetKind()
