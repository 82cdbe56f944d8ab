"""What the trainer's pages show, gathered in one place so views stay short."""

from __future__ import annotations

from django import forms
from django.contrib.auth.models import AbstractBaseUser

from trainer.forms import DrillForm
from trainer.kinds import cell_label, kind_of
from trainer.models import Question, SelfTest
from trainer.selectors import drill_streak, drills_unfinished, last_variant_slug, weakest_skills


def home_context(user: AbstractBaseUser, *, form: DrillForm | None = None) -> dict:
    """The trainee's home: what to practise, the drills left unfinished, a new drill."""
    return {
        "form": form or DrillForm(variant=last_variant_slug(user=user)),
        "weakest": weakest_skills(user=user),
        "unfinished": drills_unfinished(user=user),
    }


def question_context(question: Question, form: forms.Form) -> dict:
    """Everything a question page needs: the round as it happened, the prompt, the answer
    box or the choices, and once answered the verdict with the worked answer."""
    kind = kind_of(question.kind)
    dealt = question.dealt_round
    attempt = getattr(question, "attempt", None)
    session = question.session
    context = {
        "question": question,
        "kind": kind,
        "cell": cell_label(question.cell) if question.cell else "",
        "session": session,
        "dealt": dealt,
        "round": dealt.engine_round() if dealt else None,
        "prompt": kind.prompt(question),
        "choices": kind.choices(question),
        "form": form,
        "attempt": attempt,
    }
    context.update(kind.context(question, form=form, attempt=attempt))
    if attempt is not None:
        if session is not None:
            # Shown with each verdict, so showing a question costs no query for it.
            context["streak"] = drill_streak(question=question)
        context["worked"] = kind.worked_answer(question)
        given = attempt.given
        context["given"] = (
            given if question.asks_amount or not given else kind.answer_text(question, given)
        )
        if session is not None:
            context["finished"] = question.position >= session.length
    return context


def self_test_context(self_test: SelfTest, form: forms.Form) -> dict:
    items = []
    for question, field in form.bound_pairs():
        kind = kind_of(question.kind)
        attempt = getattr(question, "attempt", None)
        items.append(
            {
                "question": question,
                "field": field,
                "dealt": question.dealt_round,
                "round": question.dealt_round.engine_round(),
                "prompt": kind.prompt(question),
                "attempt": attempt,
                "worked": kind.worked_answer(question) if attempt else None,
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
