from __future__ import annotations

import pytest

from paytables.models import GlossaryTerm
from trainer.kinds import kind_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("kind", ["glossary_term", "glossary_meaning"])
def test_glossary_questions_come_in_the_drills_language(deal, kind):
    for seed in range(20):
        question = deal(kind, seed=seed, language="vi")
        assert (question.prompt_language, question.answer_language) == ("vi", "vi")


def test_a_cross_language_drill_asks_in_one_language_and_answers_in_the_other(deal):
    pairs = {
        (q.prompt_language, q.answer_language)
        for q in (deal("glossary_term", seed=s, cross_language=True) for s in range(20))
    }
    assert pairs == {("en", "vi"), ("vi", "en")}


def test_glossary_question_offers_four_terms_including_the_answer(deal):
    question = deal("glossary_term", line="switch")
    assert len(question.choices) == 4
    assert question.answer_key == "switch" in question.choices
    assert question.cell == "glossary_term:switch"


def test_glossary_worked_answer_gives_the_term_and_its_meaning(deal):
    question = deal("glossary_meaning", line="switch")
    reason = kind_of("glossary_meaning").worked_answer(question).reason
    assert reason.startswith("Switch: ")


@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize("kind", ["glossary_term", "glossary_meaning"])
def test_every_glossary_term_is_asked_with_four_different_choices(deal, kind, language):
    handler = kind_of(kind)
    for term in GlossaryTerm.objects.all():
        question = deal(kind, line=term.slug, seed=term.slug, language=language)
        shown = [handler.label(question, choice) for choice in question.choices]
        assert len(set(shown)) == 4, (term.slug, shown)
        asked = getattr(term, f"{handler.asked}_{language}")
        assert asked in handler.prompt(question)
        assert handler.label(question, question.answer_key) == getattr(
            term, f"{handler.answered}_{language}"
        )
