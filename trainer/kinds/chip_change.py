"""Change a large chip into smaller ones, by the house's change rule.

The rule (``engine.chips.change``): a chip is changed into as many chips of the next value
down as it holds (a black 100 into four green 25s), fewer where what is left could not be
made in the chips below; what is left is given in the fewest of those. So with a 20 beside
the 25, a green 25 is a yellow 20 and a red 5. Several chips of one value are each changed
so. A chip the smaller chips cannot make (a 2.50 with only a 1 below it) is never asked.

Answered in chips only, pushed to the player. Graded on the worth first: the chips must
be worth what he handed over and each smaller than his chip (his own chip back is no
change, wrong); a right worth in other smaller chips than the rule's is right, with a note
naming the rule's.

Its cells: the smallest chip that can be changed, the largest, and several chips at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from engine.chips import Chips, ChipSet, change
from engine.errors import ChipError
from paytables.wording import money
from trainer.chips import ChipAnswer, HouseChips, chips_written, question_chips
from trainer.kinds.base import WorkedAnswer
from trainer.kinds.chip_skills import ChipSkillKind, ChipsOnly, piles_to_data
from trainer.models import Question, QuestionKind

# What a chip answer normalizes to when one of its chips is not smaller than the chip
# changed: no change at all, never right.
NOT_SMALLER = "not_smaller"


def changeable(chip_set: ChipSet) -> list[Decimal]:
    """The set's chips its smaller chips can change, smallest first."""
    found = []
    for value in sorted(chip_set.values):
        try:
            change(chip_set, value)
        except ChipError:
            continue
        found.append(value)
    return found


class ChipChangeKind(ChipsOnly, ChipSkillKind):
    slug = QuestionKind.CHIP_CHANGE
    prompt_text = gettext_lazy(
        "The player asks for change. Push him the chips the house changes these into."
    )
    lines = {
        "small_chip": gettext_lazy("Change the smallest chip that has change"),
        "large_chip": gettext_lazy("Change the largest chip"),
        "several": gettext_lazy("Change several chips of one value"),
    }

    def chips_refusal(self, chip_set: ChipSet) -> str | None:
        if not changeable(chip_set):
            return _("none of the house's chips can be made from its smaller ones")
        return None

    def dealt(
        self, chip_set: ChipSet, line: str, rng: random.Random
    ) -> tuple[dict[str, Any], Decimal] | None:
        values = changeable(chip_set)
        if line == "small_chip":
            chip, many = values[0], 1
        elif line == "large_chip":
            chip, many = values[-1], 1
        else:
            chip, many = rng.choice(values), rng.randint(2, 5)
        return {"piles": piles_to_data([(chip, many)])}, chip * many

    def handed(self, question: Question) -> tuple[Decimal, int]:
        """The chip the player hands over and how many of it."""
        chip, many = self.piles(question)[0]
        return chip, many

    def amount_of(self, question: Question, answer: ChipAnswer) -> str:
        chip, _many = self.handed(question)
        if any(value >= chip for value in answer.chips):
            return NOT_SMALLER
        return str(answer.amount)

    def is_right(self, question: Question, normalized: str) -> bool:
        return normalized != NOT_SMALLER and super().is_right(question, normalized)

    def answer_text(self, question: Question, value: str) -> str:
        if value == NOT_SMALLER:
            return _("chips no smaller than the chip changed")
        return super().answer_text(question, value)

    def house(self, question: Question) -> Chips:
        chip, many = self.handed(question)
        return change(question_chips(question), chip) * many

    def note(self, question: Question) -> Callable[[HouseChips, int], str]:
        def said(house: HouseChips, used: int) -> str:
            return ngettext(
                "Right worth, in %(used)s chip. The house changes it into the next value "
                "down: %(chips)s.",
                "Right worth, in %(used)s chips. The house changes it into the next value "
                "down: %(chips)s.",
                used,
            ) % {"used": used, "chips": chips_written(house.chips)}

        return said

    def caption(self, question: Question) -> str:
        chip, many = self.handed(question)
        return ngettext(
            "The player hands over %(many)s chip of %(value)s.",
            "The player hands over %(many)s chips of %(value)s.",
            many,
        ) % {"many": many, "value": money(chip)}

    def steps(self, question: Question) -> list[str]:
        chip, many = self.handed(question)
        chip_set = question_chips(question)
        one = change(chip_set, chip)
        below = max(value for value in chip_set.values if value < chip)
        steps = [
            _("The next value down from %(chip)s is %(below)s.")
            % {"chip": money(chip), "below": money(below)},
            _("One %(chip)s is changed into %(chips)s.")
            % {"chip": money(chip), "chips": chips_written(one)},
        ]
        if many > 1:
            steps.append(
                _("%(many)s chips are %(many)s times that: %(chips)s.")
                % {"many": many, "chips": chips_written(one * many)}
            )
        return steps

    def worked_answer(self, question: Question) -> WorkedAnswer:
        return WorkedAnswer(
            _("%(total)s in chips: %(chips)s")
            % {
                "total": self.answer_text(question, question.answer_key),
                "chips": chips_written(self.house(question)),
            },
            _(
                "The house changes a chip into as many of the next value down as it holds; "
                "what is left is given in the fewest smaller chips. The change is worth the "
                "chip, and every chip of it is smaller."
            ),
        )


KIND = ChipChangeKind()
