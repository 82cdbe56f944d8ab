"""The school's pages for trainees: their classes and exams, taking an exam one question at a
time, the results once it has closed, certificates; and the public verification page."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from croupier.htmx import AuthenticatedHttpRequest
from school.presenters import school_home_context


@login_required
@require_safe
def home(request: AuthenticatedHttpRequest) -> HttpResponse:
    return render(request, "school/home.html", school_home_context(request.user))
