"""Pay a stated payout in chips: a bet placed in the house's chips wins at stated odds, and
the trainee pushes the payout as the house pays (its pay policy, ``engine.chips.pay``:
fewest chips, colour for colour beside the bet, or the roulette way).

The payout is always one the house's chips make exactly (a bet whose payout they cannot
make is not dealt). Answered in chips only, pushed to the player; a right amount in other
chips than the house's is right, with a note naming the house's.

Its cells are the odds a dealer pays: even money, 3 to 2, and a bonus at long odds (the
schools' bonus bet, paid in under 30 s).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.chips import Chips, ChipSet, fewest, pay
from engine.errors import ChipError
from paytables.wording import money
from trainer.chips import (
    POLICY_WAYS,
    HouseChips,
    bet_chips,
    chips_written,
    policy_note,
    question_chips,
)
from trainer.kinds.base import WorkedAnswer
from trainer.kinds.chip_skills import ChipSkillKind, ChipsOnly, in_piles, piles_to_data, played
from trainer.models import Question, QuestionKind

# The odds of each cell; a bonus's are drawn from a bonus table's usual pays.
EVEN = (1, 1)
THREE_TO_TWO = (3, 2)
BONUS_ODDS = ((5, 1), (8, 1), (10, 1), (20, 1), (25, 1), (40, 1), (50, 1), (100, 1))
# A bet is up to this many of one of the played chips.
MOST_OF_A_BET = 5


class ChipPayKind(ChipsOnly, ChipSkillKind):
    slug = QuestionKind.CHIP_PAY
    prompt_text = gettext_lazy("Pay the player %(amount)s: push it in the house's chips.")
    lines = {
        "even_money": gettext_lazy("Pay a bet at even money"),
        "three_to_two": gettext_lazy("Pay a bet at 3 to 2"),
        "bonus": gettext_lazy("Pay a bonus at long odds"),
    }

    def dealt(
        self, chip_set: ChipSet, line: str, rng: random.Random
    ) -> tuple[dict[str, Any], Decimal] | None:
        if line == "even_money":
            odds = EVEN
        elif line == "three_to_two":
            odds = THREE_TO_TWO
        else:
            odds = rng.choice(BONUS_ODDS)
        bet = rng.choice(played(chip_set)[:-1] or played(chip_set)) * rng.randint(1, MOST_OF_A_BET)
        amount = bet * odds[0] / odds[1]
        try:
            fewest(chip_set, amount)
        except ChipError:
            return None  # the house's chips cannot make it: another bet
        shown = {"piles": piles_to_data(in_piles(fewest(chip_set, bet))), "odds": list(odds)}
        whole = amount == amount.to_integral_value()
        return shown, amount.quantize(Decimal(1) if whole else Decimal("0.01"))

    def bet(self, question: Question) -> Decimal:
        return sum((value * many for value, many in self.piles(question)), Decimal(0))

    def prompt(self, question: Question) -> str:
        return str(self.prompt_text) % {"amount": money(Decimal(question.answer_key))}

    def chip_bet(self, question: Question) -> Decimal | None:
        return self.bet(question)

    def house(self, question: Question) -> Chips:
        chip_set = question_chips(question)
        placed = bet_chips(chip_set, self.bet(question))
        return pay(chip_set, chip_set.policy, Decimal(question.answer_key), placed).chips

    def note(self, question: Question) -> Callable[[HouseChips, int], str]:
        chip_set = question_chips(question)

        def said(house: HouseChips, used: int) -> str:
            return policy_note(chip_set, house, used=used)

        return said

    def odds(self, question: Question) -> tuple[int, int]:
        won, staked = question.choices["odds"]
        return int(won), int(staked)

    def caption(self, question: Question) -> str:
        won, staked = self.odds(question)
        return _("The bet: %(bet)s, paid at %(won)s to %(staked)s.") % {
            "bet": money(self.bet(question)),
            "won": won,
            "staked": staked,
        }

    def steps(self, question: Question) -> list[str]:
        won, staked = self.odds(question)
        chip_set = question_chips(question)
        return [
            _("%(bet)s at %(won)s to %(staked)s is %(amount)s.")
            % {
                "bet": money(self.bet(question)),
                "won": won,
                "staked": staked,
                "amount": money(Decimal(question.answer_key)),
            },
            _("The house pays %(way)s: %(chips)s.")
            % {"way": POLICY_WAYS[chip_set.policy], "chips": chips_written(self.house(question))},
        ]

    def worked_answer(self, question: Question) -> WorkedAnswer:
        chip_set = question_chips(question)
        return WorkedAnswer(
            _("%(total)s in chips: %(chips)s")
            % {
                "total": self.answer_text(question, question.answer_key),
                "chips": chips_written(self.house(question)),
            },
            _("The house's pay policy decides the chips: it pays %(way)s.")
            % {"way": POLICY_WAYS[chip_set.policy]},
        )


KIND = ChipPayKind()
