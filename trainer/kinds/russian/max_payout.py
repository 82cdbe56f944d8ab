"""The table's maximum payout in Russian Poker: what a box is paid on its ante and bet
together when the house caps a win (``engine.limits``), in full or cut to the maximum."""

from __future__ import annotations

from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.russian.order import Ending, RussianTarget
from engine.russian.round import Round
from engine.russian.rules import RussianRules
from engine.russian.settle import Settlement
from paytables.games.russian.wording import russian_cap_reason
from paytables.wording import Working, money
from trainer.kinds.base import Cell
from trainer.kinds.rounds import LARGEST_ANTE, Played
from trainer.kinds.russian.bet import PAYS
from trainer.kinds.russian.rounds import RussianAmountKind, russian_played
from trainer.kinds.russian.slugs import RussianKind
from trainer.models import Question


def _most(rules: RussianRules) -> Decimal:
    if rules.max_payout is None:  # line_applies keeps such a house from asking
        raise ValueError(f"{rules.name} sets no maximum payout")
    return rules.max_payout


class MaxPayoutKind(RussianAmountKind):
    slug = RussianKind.MAX_PAYOUT
    short_label = gettext_lazy("Maximum payout")
    needs_bet = True
    prompt_text = gettext_lazy(
        "What is the player's result on the ante and the bet together? Type + for what he is paid."
    )
    question_text = gettext_lazy("What is the player's result on the ante and the bet together?")

    def no_lines_reason(self, rules: RussianRules) -> str:
        if rules.max_payout is None:
            return _("this house sets no maximum payout")
        return super().no_lines_reason(rules)

    def prompt(self, question: Question) -> str:
        rules, _round, _settlement = russian_played(question.the_round())
        return _(
            "This table pays at most %(most)s on a box's ante and bet together. What is the "
            "player's result on the ante and the bet? Type + for what he is paid."
        ) % {"most": money(_most(rules))}

    def question_sentence(self, question: Question) -> str:
        rules, _round, _settlement = russian_played(question.the_round())
        return _(
            "This table pays at most %(most)s on a box's ante and bet together. What is the "
            "player's result on the ante and the bet?"
        ) % {"most": money(_most(rules))}

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "paid_in_full", _("A win within the maximum payout, paid in full")),
            Cell(self.slug, "capped", _("A win over the maximum payout, cut to it"), rare=True),
        )

    def line_applies(self, line: str, rules: RussianRules) -> bool:
        return rules.max_payout is not None and super().line_applies(line, rules)

    def targets(self, line: str, rules: RussianRules) -> list[RussianTarget]:
        if line == "capped":
            # A single combination over the cap at the largest ante (a second only adds).
            pays = rules.bet_pays or {}
            return [
                RussianTarget(ending=Ending.PLAYER, final=category)
                for category in PAYS
                if category in pays and LARGEST_ANTE * 2 * pays[category] > _most(rules)
            ]
        return [RussianTarget(ending=Ending.PLAYER)]

    def line_of(self, round_: Round, settlement: Settlement, rules: RussianRules) -> str:
        if settlement.winner != "player":
            return ""  # no win to cap
        return "capped" if settlement.capped else "paid_in_full"

    def key(self, settlement: Settlement) -> str:
        return str(settlement.ante.amount + settlement.bet.amount)

    def reason(self, explained: Working, played: Played) -> str:
        settlement, rules = played.settlement, played.rules
        return f"{explained.showdown} {russian_cap_reason(settlement, _most(rules))}"


KIND = MaxPayoutKind()
