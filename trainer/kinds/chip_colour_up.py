"""Colour up: a player leaves the table with a pile of small chips, and the dealer gives
him the same worth in the fewest chips of the house's set (an exact search,
``engine.chips.colour_up``: with a 20 beside the 25, largest-first is not fewest).

Answered in chips only, pushed to the player. A right worth in more chips than the fewest
is right, with a note naming the fewest; a wrong worth is wrong.

Its cells: small chips that make whole larger chips (8 greens are 2 blacks), small chips
that leave some over (23 reds are a black and 3 reds), and several colours at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from engine.chips import Chips, ChipSet, colour_up, count
from paytables.wording import money
from trainer.chips import HouseChips, chips_written, question_chips
from trainer.kinds.base import WorkedAnswer
from trainer.kinds.chip_skills import (
    ChipSkillKind,
    ChipsOnly,
    Piles,
    in_piles,
    piles_chips,
    piles_to_data,
    played,
    written,
)
from trainer.models import Question, QuestionKind


class ChipColourUpKind(ChipsOnly, ChipSkillKind):
    slug = QuestionKind.CHIP_COLOUR_UP
    prompt_text = gettext_lazy(
        "The player colours up. Push him the same worth in the fewest chips of the house."
    )
    lines = {
        "whole": gettext_lazy("Colour up to whole larger chips"),
        "with_odd": gettext_lazy("Colour up with small chips left over"),
        "mixed": gettext_lazy("Colour up several colours at once"),
    }

    def chips_refusal(self, chip_set: ChipSet) -> str | None:
        if len(chip_set.chips) < 2:
            return _("the house has one chip, so there is no larger chip to colour up to")
        return None

    def dealt(
        self, chip_set: ChipSet, line: str, rng: random.Random
    ) -> tuple[dict[str, Any], Decimal] | None:
        pool = played(chip_set)
        small = pool[:-1] or pool  # a chip with a larger one to colour up to
        held: Chips
        if line == "mixed":
            colours = rng.sample(pool, min(rng.choice((2, 3)), len(pool)))
            held = tuple(value for value in colours for _each in range(rng.randint(2, 12)))
        else:
            held = (rng.choice(small),) * rng.randint(4, 30)
        fewest = colour_up(chip_set, held)
        if len(fewest) >= len(held):
            return None  # nothing to colour up
        # The cell's skill: whole larger chips, or some small ones left over.
        if line != "mixed" and (line == "whole") != (len(set(fewest)) == 1):
            return None
        piles: Piles = in_piles(held)
        return {"piles": piles_to_data(piles)}, count(held)

    def house(self, question: Question) -> Chips:
        return colour_up(question_chips(question), piles_chips(self.piles(question)))

    def note(self, question: Question) -> Callable[[HouseChips, int], str]:
        def said(house: HouseChips, used: int) -> str:
            return ngettext(
                "Right worth, in %(used)s chip. Coloured up, it is %(fewest)s chips: %(chips)s.",
                "Right worth, in %(used)s chips. Coloured up, it is %(fewest)s chips: %(chips)s.",
                used,
            ) % {"used": used, "fewest": len(house.chips), "chips": chips_written(house.chips)}

        return said

    def caption(self, question: Question) -> str:
        held = piles_chips(self.piles(question))
        return _("The player's chips: %(chips)s.") % {"chips": written(held)}

    def steps(self, question: Question) -> list[str]:
        held = piles_chips(self.piles(question))
        fewest = self.house(question)
        return [
            _("His chips are worth %(total)s.") % {"total": money(count(held))},
            _("The fewest chips of the house that make it: %(chips)s, %(many)s chips.")
            % {"chips": chips_written(fewest), "many": len(fewest)},
        ]

    def worked_answer(self, question: Question) -> WorkedAnswer:
        fewest = self.house(question)
        return WorkedAnswer(
            _("%(total)s in chips: %(chips)s")
            % {
                "total": self.answer_text(question, question.answer_key),
                "chips": chips_written(fewest),
            },
            _(
                "A colour-up keeps the worth and gives the fewest chips the house has: the "
                "fewest is found by trying every way, since the largest chip first is not "
                "always fewest."
            ),
        )


KIND = ChipColourUpKind()
