"""The switch fee, line by line of the house's fee schedule: what the player pays for the
cards he switched (never refunded, win or lose)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from paytables.wording import Working, fee_schedule
from poker.oasis.order import Target
from poker.oasis.round import HAND_SIZE, Round, Rules, Settlement
from trainer.kinds.base import Cell
from trainer.kinds.rounds import AmountKind, oasis_played
from trainer.models import DealtRound, QuestionKind


class FeeKind(AmountKind):
    slug = QuestionKind.FEE
    needs_switch = True
    prompt_text = gettext_lazy(
        "What is the player's result on the switch fee? He pays it: type it with −, like −50."
    )

    def refusal(self, rules: Rules) -> str | None:
        refused = super().refusal(rules)
        if refused is None and not rules.allows_switching:
            return _("this house has no switching, so there is no fee")
        return refused

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(
            Cell(
                self.slug,
                str(count),
                ngettext("Fee of a %(count)s-card switch", "Fee of a %(count)s-card switch", count)
                % {"count": count},
            )
            for count in range(1, HAND_SIZE + 1)
        )

    def line_applies(self, line: str, rules: Rules) -> bool:
        return int(line) in rules.switch_fees and super().line_applies(line, rules)

    def targets(self, line: str, rules: Rules) -> list[Target]:
        return [Target(switch=int(line))]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        return str(sum(len(switch.discarded) for switch in round_.switches))

    def key(self, settlement: Settlement) -> str:
        # The player's result, as every amount answer is: the fee is paid, so it is negative.
        return str(-settlement.fee)

    def reason(
        self, explained: Working, settlement: Settlement, round_: Round, dealt: DealtRound
    ) -> str:
        return f"{explained.fee_reason} {fee_schedule(oasis_played(dealt)[0])}"


KIND = FeeKind()
