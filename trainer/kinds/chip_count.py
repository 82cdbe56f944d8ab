"""Count a picture of mixed stacks: the player's chips drawn in the house's colours, each
stack at most 20, the trainee types their total.

Its cells are the mixes a dealer counts: one colour (a stack counted down, the schools' 20
chips in under 10 s), two colours, three or four (as many as the house's played chips
give), and full stacks of 20 beside a short one (counted by the stack, as a bank is).
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any

from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from croupier.errors import Refusal
from engine.chips import ChipSet, count
from paytables.wording import money
from trainer.answers import parse_amount_answer
from trainer.kinds.base import WorkedAnswer
from trainer.kinds.chip_skills import (
    STACK,
    ChipSkillKind,
    Piles,
    piles_chips,
    piles_to_data,
    played,
)
from trainer.models import Question, QuestionKind


class ChipCountKind(ChipSkillKind):
    slug = QuestionKind.CHIP_COUNT
    prompt_text = gettext_lazy("How much are these chips worth? Type the total.")
    asks_amount = True
    answer_template = "trainer/kinds/_amount.html"
    counted = False  # the count is the question
    lines = {
        "one_colour": gettext_lazy("Count a stack of one colour"),
        "two_colours": gettext_lazy("Count stacks of two colours"),
        "mixed": gettext_lazy("Count stacks of three or four colours"),
        "full_stacks": gettext_lazy("Count full stacks of 20 and a short one"),
    }

    def chips_refusal(self, chip_set: ChipSet) -> str | None:
        if len(chip_set.chips) < 2:
            return _("the house has one chip, so there are no mixed stacks to count")
        return None

    def dealt(
        self, chip_set: ChipSet, line: str, rng: random.Random
    ) -> tuple[dict[str, Any], Decimal] | None:
        pool = played(chip_set)
        piles: Piles
        if line == "one_colour":
            piles = [(rng.choice(pool), rng.randint(6, STACK))]
        elif line == "two_colours":
            piles = [(value, rng.randint(2, 14)) for value in rng.sample(pool, 2)]
        elif line == "mixed":
            colours = min(rng.choice((3, 4)), len(pool))
            piles = [(value, rng.randint(1, 12)) for value in rng.sample(pool, colours)]
        else:
            full, short = rng.sample(pool, 2)
            piles = [(full, STACK)] * rng.randint(2, 4) + [(short, rng.randint(3, STACK - 3))]
        piles.sort(key=lambda pile: pile[0], reverse=True)
        return {"piles": piles_to_data(piles)}, count(piles_chips(piles))

    def normalize(self, question: Question, given: str, language: str) -> str:
        return str(parse_amount_answer(given, language))

    def given_echo(self, question: Question, given: str) -> str:
        """The total typed, written back as the key is ("1200" reads "1,200")."""
        try:
            language = question.answer_language or translation.get_language()
            return money(parse_amount_answer(given, language))
        except Refusal:
            return given

    def steps(self, question: Question) -> list[str]:
        return [
            _("%(count)s × %(value)s = %(worth)s")
            % {"count": many, "value": money(value), "worth": money(value * many)}
            for value, many in self.piles(question)
        ]

    def worked_answer(self, question: Question) -> WorkedAnswer:
        return WorkedAnswer(
            self.answer_text(question, question.answer_key),
            _(
                "Each stack is its chips' count times its colour's value; the total is the "
                "sum of the stacks. A full stack is 20 chips."
            ),
        )


KIND = ChipCountKind()
