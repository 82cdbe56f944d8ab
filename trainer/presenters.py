"""What the question and self-test pages show, gathered in one place so views stay short."""

from __future__ import annotations

from django import forms

from trainer import best_play, settle_table, side_pots
from trainer.models import Question, QuestionKind, SelfTest
from trainer.questions import answer_text, choices, prompt, worked_answer


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
    if question.kind == QuestionKind.SIDE_POTS:
        context.update(_side_pots_context(question, form))
    if question.kind == QuestionKind.SETTLE_TABLE:
        context["table_boxes"] = settle_table.table_boxes(dealt)
    if question.kind == QuestionKind.BEST_PLAY:
        context["best_play"] = True
        if attempt is not None:
            context["option_lines"] = best_play.worked_lines(dealt, question.answer_key)
    if attempt is not None:
        context["worked"] = worked_answer(question)
        context["given"] = (
            attempt.given if question.asks_amount else answer_text(question, attempt.given)
        )
        if session is not None:
            context["finished"] = question.position >= session.length
    return context


def _side_pots_context(question: Question, form: forms.Form) -> dict:
    """The showdown's players and, per pot, the answer boxes and the worked layer."""
    showdown = side_pots.Showdown.from_data(question.choices)
    given = {}
    attempt = getattr(question, "attempt", None)
    if attempt is not None:
        given = side_pots.given_boxes(showdown, attempt.given)
    elif form.is_bound:
        given = form.data
    return {
        "showdown": showdown,
        "showdown_players": side_pots.players(showdown),
        "showdown_pots": side_pots.pot_rows(showdown, given),
    }


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
