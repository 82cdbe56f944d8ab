"""The table's maximum payout: what a box is paid on its ante and raise together when the
house caps a win (``engine.limits``), in full or cut to the maximum."""

from __future__ import annotations

from decimal import Decimal

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.hands import Category
from engine.oasis.order import Ending, Target
from engine.oasis.round import Round, Rules, Settlement
from paytables.wording import Working, cap_reason, money
from trainer.kinds.base import Cell
from trainer.kinds.oasis.rounds import AmountKind, oasis_played, switched_wins_unknown
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import LARGEST_ANTE, Played
from trainer.models import Question


def _most(rules: Rules) -> Decimal:
    if rules.max_payout is None:  # refusal() keeps such a house from asking
        raise ValueError(f"{rules.name} sets no maximum payout")
    return rules.max_payout


def _over_the_cap(category: Category, rules: Rules) -> bool:
    """Whether ``category``, raised and won at the largest ante, wins more than the cap."""
    won = LARGEST_ANTE * (1 + 2 * rules.raise_pays[category])
    return won > _most(rules)


class MaxPayoutKind(AmountKind):
    slug = OasisKind.MAX_PAYOUT
    needs_raise = True
    prompt_text = gettext_lazy(
        "What is the player's result on the ante and the raise together? Type + for what he "
        "is paid."
    )
    question_text = gettext_lazy("What is the player's result on the ante and the raise together?")

    def refusal(self, rules: Rules) -> str | None:
        found = super().refusal(rules)
        if found is None and rules.max_payout is None:
            return _("this house sets no maximum payout")
        return found

    def prompt(self, question: Question) -> str:
        most = _most(oasis_played(question.the_round())[0])
        return _(
            "This table pays at most %(most)s on a box's ante and raise together. What is "
            "the player's result on the ante and the raise? Type + for what he is paid."
        ) % {"most": money(most)}

    def question_sentence(self, question: Question) -> str:
        most = _most(oasis_played(question.the_round())[0])
        return _(
            "This table pays at most %(most)s on a box's ante and raise together. What is "
            "the player's result on the ante and the raise?"
        ) % {"most": money(most)}

    def catalogue(self) -> tuple[Cell, ...]:
        return (
            Cell(self.slug, "paid_in_full", _("A win within the maximum payout, paid in full")),
            Cell(self.slug, "capped", _("A win over the maximum payout, cut to it"), rare=True),
        )

    def line_applies(self, line: str, rules: Rules) -> bool:
        if rules.max_payout is None:
            return False
        return super().line_applies(line, rules)

    def targets(self, line: str, rules: Rules) -> list[Target]:
        switch = 0 if switched_wins_unknown(rules) else None
        if line == "capped":
            return [
                Target(final=category, ending=Ending.PLAYER, switch=switch)
                for category in rules.raise_pays
                if _over_the_cap(category, rules)
            ]
        return [Target(ending=Ending.PLAYER, switch=switch)]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        if settlement.winner != "player":
            return ""  # no win to cap: a round for another kind, dealt again
        return "capped" if settlement.capped else "paid_in_full"

    def key(self, settlement: Settlement) -> str:
        return str(settlement.ante.amount + settlement.raise_.amount)

    def reason(self, explained: Working, played: Played) -> str:
        settlement = played.settlement
        return f"{explained.showdown} {cap_reason(settlement, _most(played.rules))}"


KIND = MaxPayoutKind()
