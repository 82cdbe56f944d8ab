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
from paytables.wording import Working, signed_money
from trainer.answers import parse_amount_answer
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


def normalize(dealt: DealtRound, given: str, language: str) -> str:
    """One amount per box, box 1 first (one a field, one a line, or separated by ";"), as
    the key is written; ``Refusal`` (costing no attempt) for a bad amount or a wrong count."""
    count = 1 + len(dealt.boxes)
    parts = _split(given)
    if len(parts) != count:
        raise Refusal(
            _("Type one amount for each of the %(count)s boxes, box 1 first.") % {"count": count}
        )
    return ";".join(str(parse_amount_answer(part, language)) for part in parts)


def is_right(key: str, normalized: str) -> bool:
    expected = [Decimal(each) for each in key.split(";")]
    return expected == [Decimal(each) for each in normalized.split(";")]


def answer_text(value: str) -> str:
    """An answer of this kind (the key, or an answer as typed) as the trainee reads it:
    "Box 1: +10 · Box 2: −30"."""
    return " · ".join(
        _("Box %(position)s: %(amount)s") % {"position": position, "amount": _shown(each)}
        for position, each in enumerate(_split(value), start=1)
    )


def _shown(text: str) -> str:
    # A key part is a plain decimal; a part of an answer as typed is shown as typed.
    try:
        return signed_money(Decimal(text.strip()))
    except ArithmeticError:
        return text.strip()


class TableAnswer:
    """The answer side of a game's "settle the table" kind: one amount a box, read, graded,
    shown and laid out the same in every game. The kind gives its boxes (``table_boxes``)
    and what the feedback says of every table of its game (``table_reason``)."""

    slug: models.TextChoices  # the kind's (``Kind.slug``)
    table_reason: Promise
    asks_amount = True
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
        return normalize(question.the_round(), given, language)

    def is_right(self, question: Question, normalized: str) -> bool:
        return is_right(question.answer_key, normalized)

    def answer_text(self, question: Question, value: str) -> str:
        return answer_text(value)

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        boxes = self.table_boxes(question.the_round())
        return {"table_boxes": boxes, "table_inputs": answer_inputs(boxes, form)}
