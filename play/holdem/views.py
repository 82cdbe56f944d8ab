"""The Hold'em table page: the trainee against three AI players.

Every post redirects back to the table (post/redirect/get) or, for htmx, answers with the
table partial; a refused post changes nothing and says why.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from play.holdem.forms import HoldemActionForm, HoldemVersionForm
from play.holdem.selectors import holdem_match_for, holdem_table
from play.holdem.services import (
    HoldemRefused,
    holdem_act,
    holdem_match_start,
    holdem_next_hand,
)


def _table(request: HttpRequest) -> HttpResponse:
    row = holdem_match_for(user=request.user)
    context = {"table": holdem_table(row) if row else None}
    name = "play/_holdem_table.html" if request.htmx else "play/holdem.html"
    return render(request, name, context)


def _post(
    request: HttpRequest, form: HoldemVersionForm, write: Callable[..., object]
) -> HttpResponse:
    try:
        if not form.is_valid():
            raise HoldemRefused(next(iter(form.errors.values()))[0])
        write(user=request.user, **form.cleaned_data)
    except HoldemRefused as refusal:
        messages.error(request, str(refusal))
    if request.htmx:
        return _table(request)
    return redirect("play:holdem")


@login_required
@require_safe
@vary_on_headers("HX-Request")
def holdem(request: HttpRequest) -> HttpResponse:
    return _table(request)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def holdem_action(request: HttpRequest) -> HttpResponse:
    form = HoldemActionForm(request.POST)
    return _post(request, form, _act)


def _act(*, user, action: str, amount: int | None, version: int) -> object:
    return holdem_act(user=user, action=action, amount_to=amount, version=version)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def holdem_next(request: HttpRequest) -> HttpResponse:
    return _post(request, _required_version(request), holdem_next_hand)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def holdem_restart(request: HttpRequest) -> HttpResponse:
    return _post(request, HoldemVersionForm(request.POST), holdem_match_start)


def _required_version(request: HttpRequest) -> HoldemVersionForm:
    form = HoldemVersionForm(request.POST)
    form.fields["version"].required = True
    return form
