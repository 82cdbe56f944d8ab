"""The sprints' pages: start one, answer its questions against its clock, see its result."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from croupier.errors import Refusal
from croupier.htmx import AuthenticatedHtmxHttpRequest, AuthenticatedHttpRequest
from trainer.forms import AnswerForm, SprintForm
from trainer.models import Question, Sprint
from trainer.presenters import sprint_question_context, sprint_result, sprints_context
from trainer.selectors import sprint_for, sprint_question_for
from trainer.services import (
    sprint_answer,
    sprint_question_next,
    sprint_start,
    sprints_close_overdue,
)


@login_required
@require_safe
def sprints_page(request: AuthenticatedHttpRequest) -> HttpResponse:
    sprints_close_overdue(user=request.user)
    return render(request, "trainer/sprints.html", sprints_context(request.user))


@login_required
@require_POST
def sprint_create(request: AuthenticatedHttpRequest) -> HttpResponse:
    form = SprintForm(request.POST)
    if form.is_valid():
        sprint = sprint_start(user=request.user, **form.cleaned_data)
        return redirect("trainer:sprint", pk=sprint.pk)
    return render(request, "trainer/sprints.html", sprints_context(request.user, form=form))


@login_required
@require_safe
@vary_on_headers("HX-Request")
def sprint_page(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    """The sprint's open question, or its result once its clock or its questions ran out."""
    return _sprint_now(request, _own_sprint(request, pk), AnswerForm())


@login_required
@require_POST
@vary_on_headers("HX-Request")
def sprint_answer_view(
    request: AuthenticatedHtmxHttpRequest, pk: int, question: int
) -> HttpResponse:
    """Take the answer to the sprint's question (no verdict) and show the next question."""
    sprint = _own_sprint(request, pk)
    try:
        asked = sprint_question_for(sprint=sprint, pk=question)
    except Question.DoesNotExist:
        raise Http404 from None
    form = AnswerForm(request.POST)
    if form.is_valid():
        try:
            sprint_answer(
                sprint=sprint,
                question=asked,
                given=form.cleaned_data["answer"],
                language=get_language(),
            )
        except Refusal as error:
            form.add_error("answer", str(error))
        else:
            if not request.htmx:
                return redirect("trainer:sprint", pk=sprint.pk)
            form = AnswerForm()
    return _sprint_now(request, sprint, form)


def _sprint_now(
    request: AuthenticatedHtmxHttpRequest, sprint: Sprint, form: AnswerForm
) -> HttpResponse:
    question = sprint_question_next(sprint=sprint)
    if question is None:
        context = {"sprint": sprint, "result": sprint_result(sprint)}
        template = "_sprint_result" if request.htmx else "sprint_result"
    else:
        context = sprint_question_context(sprint, question, form)
        template = "_sprint_question" if request.htmx else "sprint_question"
    return render(request, f"trainer/{template}.html", context)


def _own_sprint(request: AuthenticatedHtmxHttpRequest, pk: int) -> Sprint:
    try:
        return sprint_for(user=request.user, pk=pk)
    except Sprint.DoesNotExist:
        raise Http404 from None
