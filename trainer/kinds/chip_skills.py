"""What the four kinds about chips themselves share (``chip_count``, ``chip_colour_up``,
``chip_change``, ``chip_pay``): a question on no round, asked of any game's house with the
house's chips.

The question keeps in ``choices`` the house's chip set as it was dealt
(``trainer.chips.STORED_SET``, so a later edit of the set changes no key) and what it shows,
chips as ``[value, count]`` piles, each pile at most a dealer's stack of 20::

    {"chip_set": {"currency": "USD", "policy": "fewest", "raise": false, "chips": [...]},
     "piles": [["25", 20], ["25", 3], ["5", 7]]}

Its answer key is an amount, as ``AmountAnswer``'s. Each kind deals its cells by rejection
from the drill's seeded random source: a deal that does not show the cell's skill is dealt
again, and a house whose chips cannot show it at all is refused before (``chips_refusal``).
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from decimal import Decimal
from typing import Any

from django import forms
from django.utils.functional import Promise
from django.utils.translation import gettext as _

from croupier.errors import Refusal
from engine.chips import Chips, ChipSet, count
from paytables.wording import money
from trainer.chips import (
    STORED_SET,
    ChipAnswer,
    ChipFeedback,
    Direction,
    HouseChips,
    Stack,
    chip_answer_parse,
    chip_feedback,
    chip_set_to_data,
    chips_written,
    given_written,
    is_chip_answer,
    question_chips,
    variant_chips,
)
from trainer.kinds.base import Cell, Dealing, Kind, cells_by_line
from trainer.models import Attempt, Question

# A dealer's stack: the most chips a pile of the picture holds.
STACK = 20
# How many deals a cell may take before its chips are said not to show it: far more than
# any shipped set needs (a few), and dealing stays quick.
MAX_TRIES = 500
# The chips a player plays with: the set's smaller ones (a 5,000 is rarely in a stack).
PLAYED = 6


Piles = list[tuple[Decimal, int]]


def played(chip_set: ChipSet) -> list[Decimal]:
    """The values a player's stacks are made of: the set's ``PLAYED`` smallest, smallest
    first."""
    return sorted(chip_set.values)[:PLAYED]


def in_piles(chips: Iterable[Decimal]) -> Piles:
    """``chips`` as piles, one value's chips in stacks of ``STACK`` and what is left,
    largest value first."""
    piles: Piles = []
    for value, many in sorted(Counter(chips).items(), reverse=True):
        while many > 0:
            piles.append((value, min(many, STACK)))
            many -= STACK
    return piles


def piles_chips(piles: Piles) -> Chips:
    return tuple(value for value, many in piles for _each in range(many))


def piles_to_data(piles: Piles) -> list[list[Any]]:
    return [[str(value), many] for value, many in piles]


def piles_from_data(data: Iterable[Any]) -> Piles:
    return [(Decimal(value), int(many)) for value, many in data]


def shown_stacks(chip_set: ChipSet, piles: Piles) -> list[Stack]:
    """The piles as the page draws them, each its own stack in its chip's colours."""
    return [
        Stack(value, chip_set.chip(value).colour, chip_set.chip(value).label, many)
        for value, many in piles
    ]


class ChipSkillKind(Kind[Any]):
    """A question on the house's chips, asked of a house of any game. Each kind names its
    cells (``lines``) and deals one: ``dealt`` gives what the question keeps beside the
    set, and its key."""

    subject_template = "trainer/kinds/_chip_skill.html"
    working_template = "trainer/kinds/_chip_skill_working.html"
    lines: Mapping[str, Promise]
    # The picture's piles are labelled with their counts (all but the count itself).
    counted = True

    def catalogue(self) -> tuple[Cell, ...]:
        return tuple(Cell(self.slug, line, str(label)) for line, label in self.lines.items())

    def cell(self, line: str) -> Cell | None:
        return cells_by_line(self.catalogue()).get(line)

    def deal(self, dealing: Dealing[Any]) -> Question:
        """A question for the cell ``dealing.line`` (or one drawn at random) with the house's
        chips; ``LookupError`` for a line the kind does not have or chips that cannot show
        it (a house the kind refuses, ``chips_refusal``)."""
        chip_set = variant_chips(dealing.variant)
        line = dealing.line or dealing.rng.choice(list(self.lines))
        if line not in self.lines:
            raise LookupError(f"{self.slug} has no line {line!r}")
        refused = self.chips_refusal(chip_set)
        if refused is not None:
            raise LookupError(refused)
        for _try in range(MAX_TRIES):
            found = self.dealt(chip_set, line, dealing.rng)
            if found is not None:
                shown, key = found
                return Question(
                    kind=self.slug,
                    cell=f"{self.slug}:{line}",
                    choices={STORED_SET: chip_set_to_data(chip_set), **shown},
                    answer_key=str(key),
                )
        raise LookupError(f"the {chip_set.currency} chips dealt no {self.slug}:{line}")

    @abstractmethod
    def dealt(
        self, chip_set: ChipSet, line: str, rng: random.Random
    ) -> tuple[dict[str, Any], Decimal] | None:
        """What a question of the cell ``line`` shows and its key, or ``None`` where this
        deal does not show the cell (it is dealt again)."""

    def piles(self, question: Question) -> Piles:
        return piles_from_data(question.choices.get("piles", []))

    def caption(self, question: Question) -> str:
        """What the picture shows, in words."""
        return ""

    def steps(self, question: Question) -> list[str]:
        """The working, a line a step."""
        return []

    def is_right(self, question: Question, normalized: str) -> bool:
        return Decimal(normalized) == Decimal(question.answer_key)

    def answer_text(self, question: Question, value: str) -> str:
        return money(Decimal(value))

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        chip_set = question_chips(question)
        return {
            "chip_piles": shown_stacks(chip_set, self.piles(question)),
            "chip_piles_counted": self.counted,
            "chip_caption": self.caption(question),
            "chip_steps": self.steps(question),
        }


class ChipsOnly:
    """A kind answered only by pushing the house's chips from the tray, to the player:
    graded on the amount first; a right amount in other chips than the house's is right,
    with a note naming the house's (``house`` and ``note``). Listed before its base."""

    asks_amount = True
    answers_in_chips = True
    chips_only = True
    answer_template = "trainer/kinds/_amount.html"

    def normalize(self, question: Question, given: str, language: str) -> str:
        if not is_chip_answer(given):
            raise Refusal(
                _("Answer this one in chips: push them from the house's chips, then Answer."),
                code="chips_only",
            )
        answer = chip_answer_parse(given, question_chips(question))
        return self.amount_of(question, answer)

    def amount_of(self, question: Question, answer: ChipAnswer) -> str:
        """The chips' worth as the key is written (the kind may refuse some chips)."""
        return str(answer.amount)

    def given_text(self, question: Question, given: str) -> str:
        if is_chip_answer(given):
            try:
                return given_written(given, question_chips(question))
            except Refusal:
                return given
        return given

    def given_echo(self, question: Question, given: str) -> str:
        return self.given_text(question, given)

    @abstractmethod
    def house(self, question: Question) -> Chips:
        """The chips the house gives for the key."""

    @abstractmethod
    def note(self, question: Question) -> Callable[[HouseChips, int], str]:
        """The note on a right amount in other chips than the house's."""

    def chip_feedback(self, question: Question, given: str, *, right: bool) -> ChipFeedback:
        house = HouseChips(Direction.PAY, self.house(question))
        return chip_feedback(
            question, given, right=right, bet=None, house=house, noted=self.note(question)
        )


def written(chips: Chips) -> str:
    """Chips in figures, with their worth: "2 × 100 + 1 × 25 = 225"."""
    return _("%(chips)s = %(total)s") % {
        "chips": chips_written(chips),
        "total": money(count(chips)),
    }
