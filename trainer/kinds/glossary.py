"""What the two glossary kinds share: a term of the dealer glossary and its meaning, one
shown in the prompt, the other picked among a few choices. Asked in the drill's language,
or across the two languages when the trainee asks for that."""

from __future__ import annotations

from typing import Any

from django.utils import translation
from django.utils.translation import gettext as _

from paytables.models import GlossaryTerm
from trainer.kinds.base import LANGUAGES, Cell, Dealing, Kind, WorkedAnswer
from trainer.models import Question

CHOICES = 4


class GlossaryKind(Kind[Any]):
    """One side of a term shown in the prompt's language, its other side picked among the
    choices in the answer's language."""

    asked: str  # the field the prompt shows, and the name of its placeholder
    answered: str  # the field each choice shows
    subject_template = "trainer/kinds/_nothing.html"
    working_template = "trainer/kinds/_nothing.html"

    def catalogue(self) -> tuple[Cell, ...]:
        terms = GlossaryTerm.objects.all()
        return tuple(Cell(self.slug, term.slug, term.localized("term")) for term in terms)

    def deal(self, dealing: Dealing[Any]) -> Question:
        rng = dealing.rng
        terms = list(GlossaryTerm.objects.all())
        if dealing.line is not None:
            answer = next(term for term in terms if term.slug == dealing.line)
        else:
            answer = rng.choice(terms)
        others = [term for term in terms if term != answer]
        chosen = [answer, *rng.sample(others, min(CHOICES - 1, len(others)))]
        rng.shuffle(chosen)
        prompt_language = answer_language = dealing.language
        if dealing.cross_language:
            prompt_language = rng.choice(LANGUAGES)
            answer_language = next(each for each in LANGUAGES if each != prompt_language)
        return Question(
            kind=self.slug,
            cell=f"{self.slug}:{answer.slug}",
            term=answer,
            prompt_language=prompt_language,
            answer_language=answer_language,
            choices=[term.slug for term in chosen],
            answer_key=answer.slug,
        )

    def prompt(self, question: Question) -> str:
        shown = _term_text(question.the_term(), self.asked, question.prompt_language)
        return str(self.prompt_text) % {self.asked: shown}

    def label(self, question: Question, value: str) -> str:
        term = GlossaryTerm.objects.filter(slug=value).first()
        if term is None:  # the instructor has since deleted the term
            return value
        return _term_text(term, self.answered, question.answer_language)

    def worked_answer(self, question: Question) -> WorkedAnswer:
        answer = self.answer_text(question, question.answer_key)
        term = question.the_term()
        reason = _("%(term)s: %(meaning)s") % {
            "term": term.localized("term"),
            "meaning": term.localized("meaning"),
        }
        return WorkedAnswer(answer, reason)


def _term_text(term: GlossaryTerm, field: str, language: str) -> str:
    with translation.override(language):
        return term.localized(field)
