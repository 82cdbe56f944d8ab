"""The multi-box Oasis Poker table: deal up to three boxes, decide them one by one.

Every post redirects back to the table (post/redirect/get) or, for htmx, answers with the
table partial; a refused post changes nothing and says why in a message. A deal whose antes
are wrong shows the form again with the errors by its fields.
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from play.boxes.forms import BoxActionForm, DealForm, VersionForm
from play.boxes.selectors import box_table_view
from play.boxes.services import Refused, box_balance_reset, box_decide, box_round_deal, box_switch


def _page(request: HttpRequest, deal_form: DealForm | None = None) -> HttpResponse:
    view = box_table_view(user=request.user)
    if deal_form is None:
        initial = {f"ante_{n}": int(ante) for n, ante in enumerate(view.antes, start=1)}
        deal_form = DealForm(initial={"version": view.version, **initial})
    context = {"view": view, "deal_form": deal_form}
    name = "play/_boxes_table.html" if request.htmx else "play/boxes.html"
    return render(request, name, context)


def _done(request: HttpRequest) -> HttpResponse:
    return _page(request) if request.htmx else redirect("play:boxes")


def _first_error(form: forms.Form) -> str:
    return str(next(iter(form.errors.values()))[0])


@login_required
@require_safe
@vary_on_headers("HX-Request")
def table_page(request: HttpRequest) -> HttpResponse:
    return _page(request)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def deal(request: HttpRequest) -> HttpResponse:
    form = DealForm(request.POST)
    if not form.is_valid():
        return _page(request, deal_form=form)
    try:
        box_round_deal(user=request.user, antes=form.antes(), version=form.cleaned_data["version"])
    except Refused as refusal:
        messages.error(request, str(refusal))
    return _done(request)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def act(request: HttpRequest) -> HttpResponse:
    form = BoxActionForm(request.POST)
    try:
        if not form.is_valid():
            raise Refused(_first_error(form))
        data = form.cleaned_data
        common = {"user": request.user, "position": data["position"], "version": data["version"]}
        if data["action"] == "switch":
            box_switch(discard=data["discard"], **common)
        else:
            box_decide(decision=data["action"], **common)
    except Refused as refusal:
        messages.error(request, str(refusal))
    return _done(request)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def reset(request: HttpRequest) -> HttpResponse:
    form = VersionForm(request.POST)
    try:
        if not form.is_valid():
            raise Refused(_first_error(form))
        box_balance_reset(user=request.user, version=form.cleaned_data["version"])
    except Refused as refusal:
        messages.error(request, str(refusal))
    return _done(request)
