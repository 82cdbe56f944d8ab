"""The answer of a "settle the table" question, whatever the game: one amount a box, box 1
first (one a field, one a line, or separated by ";"), read, graded and shown the same way.
Each game's ``settle_table`` kind deals its own table and explains its boxes.

Box 1 is the question's ``DealtRound``; the further boxes are kept in its ``boxes``. The
answer key is each box's net, box 1 first, joined by ";".
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django import forms
from django.db import models
from django.utils.functional import Promise
from django.utils.translation import gettext as _

from croupier.errors import Refusal
from engine.chips import ChipSet
from paytables.wording import Working, signed_money
from trainer.answers import parse_amount_answer
from trainer.chips import (
    GIVEN_MAX,
    PREFIX,
    ChipFeedback,
    Tray,
    chip_answer_parse,
    chip_feedback,
    given_written,
    is_chip_answer,
    question_chips,
    tray,
)
from trainer.kinds.base import WorkedAnswer
from trainer.models import Attempt, DealtRound, Question

SEPARATORS = ("\r\n", "\n", ";")
# The form has one amount field per box, "box-1", "box-2" ...; AnswerForm joins them with ";".
INPUT_PREFIX = "box-"


@dataclass(frozen=True)
class TableBox:
    """One box of the table as the feedback explains it: its round and settlement are its
    game's."""

    position: int
    ante: Decimal
    round: Any
    settlement: Any
    working: Working
    blind: bool = False
    # How the box's field is named, where "Box 1 · ante 10" does not fit the game (a
    # baccarat spot has bets, not an ante).
    caption: str = ""


@dataclass(frozen=True)
class AnswerInput:
    """One box's amount field on the question's form: ``box-<position>``, with what the
    trainee typed there when the form comes back with an error."""

    box: TableBox
    name: str
    value: str


def answer_inputs(boxes: list[TableBox], form: forms.Form) -> list[AnswerInput]:
    names = [f"{INPUT_PREFIX}{box.position}" for box in boxes]
    return [
        AnswerInput(box, name, form.data.get(name, "") if form.is_bound else "")
        for box, name in zip(boxes, names, strict=True)
    ]


def _split(text: str) -> list[str]:
    for separator in SEPARATORS[1:]:
        text = text.replace(separator, SEPARATORS[0])
    return [part for part in text.split(SEPARATORS[0]) if part.strip()]


def normalize(dealt: DealtRound, given: str, language: str, chip_set: ChipSet | None = None) -> str:
    """One amount per box, box 1 first (one a field, one a line, or separated by ";"), as
    the key is written; a box answered in chips (``chips:pay:25x2``) is read against
    ``chip_set``. ``Refusal`` (costing no attempt) for a bad amount or chips, a wrong count,
    or chips too many for an attempt to keep."""
    count = 1 + len(dealt.boxes)
    parts = _split(given)
    if len(parts) != count:
        raise Refusal(
            _("Type one amount for each of the %(count)s boxes, box 1 first.") % {"count": count}
        )
    if chip_set is not None and len(given) > GIVEN_MAX:
        raise Refusal(_("That is more chips than one answer can hold: pay in larger chips."))
    return ";".join(str(_amount(part, language, chip_set)) for part in parts)


def _amount(part: str, language: str, chip_set: ChipSet | None) -> Decimal:
    if chip_set is not None and is_chip_answer(part.strip()):
        return chip_answer_parse(part.strip(), chip_set).amount
    return parse_amount_answer(part, language)


def is_right(key: str, normalized: str) -> bool:
    expected = [Decimal(each) for each in key.split(";")]
    return expected == [Decimal(each) for each in normalized.split(";")]


def answer_text(value: str, chip_set: ChipSet | None = None) -> str:
    """An answer of this kind (the key, or an answer as typed or pushed in chips) as the
    trainee reads it: "Box 1: +10 · Box 2: −30 in chips: 1 × 25 + 1 × 5"."""
    return " · ".join(
        _("Box %(position)s: %(amount)s") % {"position": position, "amount": _shown(each, chip_set)}
        for position, each in enumerate(_split(value), start=1)
    )


def _shown(text: str, chip_set: ChipSet | None) -> str:
    # A key part is a plain decimal; a part of an answer as typed is shown as typed.
    text = text.strip()
    try:
        if chip_set is not None and is_chip_answer(text):
            return given_written(text, chip_set)
        return signed_money(Decimal(text))
    except (ArithmeticError, Refusal):
        return text


@dataclass(frozen=True)
class BoxChips:
    """A box of the table answered in chips: its tray, and its fields' suffix."""

    box: TableBox
    tray: Tray
    suffix: str


def box_trays(boxes: list[TableBox], chip_set: ChipSet, form: forms.Form) -> list[BoxChips]:
    """A tray a box, each holding the chips posted back with a refused answer."""
    data = form.data if form.is_bound else {}
    found = []
    for box in boxes:
        suffix = f"-{INPUT_PREFIX}{box.position}"
        posted = tray(
            chip_set,
            direction=data.get(f"direction{suffix}", ""),
            chips=data.get(f"chips{suffix}", ""),
        )
        found.append(BoxChips(box, posted, suffix))
    return found


@dataclass(frozen=True)
class BoxFeedback:
    box: TableBox
    feedback: ChipFeedback


def box_feedback(question: Question, boxes: list[TableBox], given: str) -> list[BoxFeedback]:
    """The chips of each box of an answered table: the trainee's, where he pushed chips,
    and the house's for the box's key, with a note where his right amount is not its way."""
    keys = question.answer_key.split(";")
    parts = _split(given) if len(_split(given)) == len(keys) else [""] * len(keys)
    found = []
    for box, key, part in zip(boxes, keys, parts, strict=True):
        right = _right_part(part.strip(), Decimal(key), question_chips(question))
        feedback = chip_feedback(question, part.strip(), right=right, bet=box.ante, key=key)
        found.append(BoxFeedback(box, feedback))
    return found


def _right_part(part: str, key: Decimal, chip_set: ChipSet) -> bool:
    try:
        return is_chip_answer(part) and chip_answer_parse(part, chip_set).amount == key
    except Refusal:
        return False


class TableAnswer:
    """The answer side of a game's "settle the table" kind: one amount a box, read, graded,
    shown and laid out the same in every game. The kind gives its boxes (``table_boxes``)
    and what the feedback says of every table of its game (``table_reason``). A box may be
    answered in chips, from a tray of its own."""

    slug: models.TextChoices  # the kind's (``Kind.slug``)
    table_reason: Promise
    asks_amount = True
    answers_in_chips = True
    chips_per_box = True
    answer_template = "trainer/kinds/_settle_table_answer.html"
    working_template = "trainer/kinds/_settle_table_working.html"

    def table_boxes(self, dealt: DealtRound) -> list[TableBox]:
        """Every box of the table, box 1 first, settled on its own and explained."""
        raise NotImplementedError

    def table_question(self, line: str, dealt: DealtRound) -> Question:
        """The unsaved question on the table ``dealt`` keeps (box 1 and its further boxes),
        for the cell ``line``: its key is each box's net, box 1 first."""
        nets = (str(box.settlement.net) for box in self.table_boxes(dealt))
        question = Question(kind=self.slug, cell=f"{self.slug}:{line}", answer_key=";".join(nets))
        question.dealt_round = dealt
        return question

    def worked_answer(self, question: Question) -> WorkedAnswer:
        return WorkedAnswer(self.answer_text(question, question.answer_key), str(self.table_reason))

    def normalize(self, question: Question, given: str, language: str) -> str:
        return normalize(question.the_round(), given, language, self._chips(question, given))

    def is_right(self, question: Question, normalized: str) -> bool:
        return is_right(question.answer_key, normalized)

    def answer_text(self, question: Question, value: str) -> str:
        return answer_text(value, self._chips(question, value))

    def given_text(self, question: Question, given: str) -> str:
        """As typed; a box pushed in chips as the instructor reads it."""
        return self.answer_text(question, given) if PREFIX in given else given

    def chip_bet(self, question: Question) -> Decimal | None:
        return None  # each box is cut beside its own ante (``box_feedback``)

    def _chips(self, question: Question, text: str) -> ChipSet | None:
        # The house's chips are read only for an answer pushed in chips.
        return question_chips(question) if PREFIX in text else None

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        boxes = self.table_boxes(question.the_round())
        return {"table_boxes": boxes, "table_inputs": answer_inputs(boxes, form)}
