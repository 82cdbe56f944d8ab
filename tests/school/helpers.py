"""Shortcuts the school's tests share."""

from __future__ import annotations

from django.urls import reverse
from django.utils import translation

from school.models import ExamAnswer


def url(name: str, **kwargs: object) -> str:
    """The English address of ``name`` (the school's pages are tested in English)."""
    with translation.override("en"):
        return reverse(name, kwargs=kwargs or None)


def key_of(answer: ExamAnswer) -> str:
    """The right answer to ``answer``'s question, as the trainee types or picks it."""
    return answer.exam_question.question.answer_key


def wrong_of(answer: ExamAnswer) -> str:
    """A wrong answer that is still an answer: an amount, or another of the choices."""
    question = answer.exam_question.question
    if question.asks_amount:
        return "123456789"
    return next(choice for choice in question.choices if choice != question.answer_key)
