"""What the trainer's templates ask of a question's kind: a cell's name, a worked answer."""

from __future__ import annotations

from django import template

from trainer.kinds import WorkedAnswer, kind_of
from trainer.kinds import cell_label as label_of
from trainer.models import Question

register = template.Library()


@register.filter
def cell_label(key: str) -> str:
    return label_of(key)


@register.simple_tag
def worked_answer(question: Question) -> WorkedAnswer:
    return kind_of(question.kind).worked_answer(question)


@register.filter
def given_echo(question: Question) -> str:
    """The question's answer as given, written as its key is (``Kind.given_echo``)."""
    return kind_of(question.kind).given_echo(question, question.attempt.given)
