"""The switch fee, line by line of the house's fee schedule: what the player pays for the
cards he switched (never refunded, win or lose); and, where the house sells one (Helsinki),
the fee of a card bought for a dealer without a game, with any switch's."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from engine.oasis.order import Target
from engine.oasis.round import HAND_SIZE, Round, Rules, Settlement
from paytables.wording import Working, fee_schedule
from trainer.kinds.base import Cell
from trainer.kinds.oasis.rounds import DEALER_CARD, AmountKind, dealer_card_targets
from trainer.kinds.oasis.slugs import OasisKind
from trainer.kinds.rounds import Played
from trainer.models import Question


class FeeKind(AmountKind):
    slug = OasisKind.FEE
    needs_switch = True
    prompt_text = gettext_lazy(
        "What is the player's result on the switch fee? He pays it: type it with −, like −50."
    )
    question_text = gettext_lazy("What is the player's result on the switch fee?")

    def refusal(self, rules: Rules) -> str | None:
        refused = super().refusal(rules)
        if refused is None and not rules.allows_switching:
            return _("this house has no switching, so there is no fee")
        return refused

    def catalogue(self) -> tuple[Cell, ...]:
        switches = tuple(
            Cell(
                self.slug,
                str(count),
                ngettext("Fee of a %(count)s-card switch", "Fee of a %(count)s-card switch", count)
                % {"count": count},
            )
            for count in range(1, HAND_SIZE + 1)
        )
        return (*switches, Cell(self.slug, DEALER_CARD, _("Fee of a card bought for the dealer")))

    def prompt(self, question: Question) -> str:
        if question.cell.endswith(f":{DEALER_CARD}"):
            return _(
                "What is the player's result on the fees: any switch and the card bought for "
                "the dealer? He pays them: type the total with −, like −50."
            )
        return super().prompt(question)

    def question_sentence(self, question: Question) -> str:
        if question.cell.endswith(f":{DEALER_CARD}"):
            return _(
                "What is the player's result on the fees: any switch and the card bought for "
                "the dealer?"
            )
        return super().question_sentence(question)

    def line_applies(self, line: str, rules: Rules) -> bool:
        if line == DEALER_CARD:
            return rules.dealer_buy_fee is not None and super().line_applies(line, rules)
        return int(line) in rules.switch_fees and super().line_applies(line, rules)

    def dealer_card_line(self, line: str) -> bool:
        return line == DEALER_CARD

    def targets(self, line: str, rules: Rules) -> list[Target]:
        if line == DEALER_CARD:
            return dealer_card_targets(rules)
        return [Target(switch=int(line))]

    def line_of(self, round_: Round, settlement: Settlement, rules: Rules) -> str:
        if round_.dealer_buy is not None:
            return DEALER_CARD
        return str(sum(len(switch.discarded) for switch in round_.switches))

    def key(self, settlement: Settlement) -> str:
        # The player's result, as every amount answer is: the fee is paid, so it is negative.
        return str(-settlement.fee)

    def reason(self, explained: Working, played: Played) -> str:
        # The working's fee line may end without a stop; the schedule is a sentence of its own.
        fee = explained.fee_reason.rstrip(".")
        return f"{fee}. {fee_schedule(played.rules)}"


KIND = FeeKind()
