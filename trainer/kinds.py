"""What a question kind must provide: the handler that a family of kinds implements.

A handler deals a question of its kind with the answer key, reads and grades an answer,
and shows the prompt, the choices, the worked answer and whatever else its page needs.
``trainer.questions.HANDLERS`` says which handler serves each kind.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass

from django import forms
from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext as _

from paytables.models import Variant
from paytables.wording import Working
from poker.oasis import Rules
from trainer.answers import AnswerError
from trainer.models import Attempt, Question, QuestionKind


@dataclass(frozen=True)
class WorkedAnswer:
    """What the feedback shows: the right answer, the line that decides it, the whole working
    of the round, and a warning where dealers often go wrong."""

    answer: str
    reason: str
    working: Working | None = None
    trap: str = ""


@dataclass(frozen=True, kw_only=True)
class Dealing:
    """What a question is dealt under: the drill's variant, its rules and difficulty, whether
    rare hands come more often, and the drill's seeded random source."""

    variant: Variant
    rules: Rules
    difficulty: str
    rare: bool
    rng: random.Random


@dataclass(frozen=True)
class Choice:
    """A choice as the page offers it: the value posted back, its label and its language."""

    value: str
    label: str
    lang: str


class KindHandler(ABC):
    """Everything about a question that depends on its kind. The defaults are those of a
    question answered by picking one of its choices."""

    @abstractmethod
    def build(self, kind: QuestionKind, dealing: Dealing) -> Question:
        """An unsaved question of ``kind`` with its answer key; its ``dealt_round``, where it
        has one, is unsaved too."""

    @abstractmethod
    def worked_answer(self, question: Question) -> WorkedAnswer: ...

    def normalize(self, question: Question, given: str, language: str) -> str:
        """The answer as the key is written; ``AnswerError`` when it is not an answer at all."""
        if given not in question.choices:
            raise AnswerError(_("Choose one of the answers shown."))
        return given

    def is_right(self, question: Question, normalized: str) -> bool:
        return normalized == question.answer_key

    def prompt(self, question: Question, template: Promise) -> str:
        """The question as the trainee reads it, from its kind's wording in ``PROMPTS``."""
        return str(template)

    def label(self, question: Question, value: str) -> str:
        """A choice as the trainee reads it."""
        return value

    def choices(self, question: Question) -> list[Choice]:
        lang = question.answer_language or translation.get_language()
        return [Choice(value, self.label(question, value), lang) for value in question.choices]

    def answer_text(self, question: Question, value: str) -> str:
        """An answer (the key or a normalized given answer) as the trainee reads it."""
        return self.label(question, value)

    def context(self, question: Question, *, form: forms.Form, attempt: Attempt | None) -> dict:
        """What else the question's page shows for this kind."""
        return {}
