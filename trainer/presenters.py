"""What the question and self-test pages show, gathered in one place so views stay short."""

from __future__ import annotations

from django import forms

from trainer.models import Question, SelfTest
from trainer.questions import answer_text, choices, kind_context, prompt, worked_answer


def question_context(question: Question, form: forms.Form) -> dict:
    """Everything a question page needs: the round as it happened, the prompt, the answer
    box or the choices, and once answered the verdict with the worked answer."""
    dealt = question.dealt_round
    attempt = getattr(question, "attempt", None)
    session = question.session
    context = {
        "question": question,
        "session": session,
        "dealt": dealt,
        "round": dealt.engine_round() if dealt else None,
        "prompt": prompt(question),
        "choices": choices(question),
        "form": form,
        "attempt": attempt,
    }
    context.update(kind_context(question, form=form, attempt=attempt))
    if attempt is not None:
        context["worked"] = worked_answer(question)
        context["given"] = (
            attempt.given if question.asks_amount else answer_text(question, attempt.given)
        )
        if session is not None:
            context["finished"] = question.position >= session.length
    return context


def self_test_context(self_test: SelfTest, form: forms.Form) -> dict:
    items = []
    for question, field in form.bound_pairs():
        attempt = getattr(question, "attempt", None)
        items.append(
            {
                "question": question,
                "field": field,
                "round": question.dealt_round.engine_round(),
                "prompt": prompt(question),
                "attempt": attempt,
                "worked": worked_answer(question) if attempt else None,
            }
        )
    answered = all(item["attempt"] for item in items)
    return {
        "self_test": self_test,
        "form": form,
        "items": items,
        "answered": answered,
        "score": sum(item["attempt"].is_correct for item in items) if answered else None,
    }
