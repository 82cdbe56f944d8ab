"""The multi-box Oasis Poker table: deal up to three boxes, decide them one by one.

Every post redirects back to the table (post/redirect/get) or, for htmx, answers with the
table partial; a refused post changes nothing and says why in a message. A deal whose antes
are wrong shows the form again with the errors by its fields.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from croupier.htmx import AuthenticatedHtmxHttpRequest
from play.boxes.forms import BoxActionForm, DealForm, VersionForm
from play.boxes.selectors import box_table_view
from play.boxes.services import box_balance_reset, box_decide, box_round_deal, box_switch
from play.tables import after_post, refusal_shown, render_table, valid_data


def _page(request: AuthenticatedHtmxHttpRequest, deal_form: DealForm | None = None) -> HttpResponse:
    view = box_table_view(user=request.user)
    if deal_form is None:
        initial = {f"ante_{n}": int(ante) for n, ante in enumerate(view.antes, start=1)}
        deal_form = DealForm(initial={"version": view.version, **initial})
    context = {"view": view, "deal_form": deal_form}
    return render_table(
        request, page="play/boxes.html", partial="play/_boxes_table.html", context=context
    )


def _done(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    return after_post(request, table=_page, url_name="play:boxes")


@login_required
@require_safe
@vary_on_headers("HX-Request")
def table_page(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    return _page(request)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def deal(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    form = DealForm(request.POST)
    if not form.is_valid():
        return _page(request, deal_form=form)
    with refusal_shown(request):
        box_round_deal(user=request.user, antes=form.antes(), version=form.cleaned_data["version"])
    return _done(request)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def act(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    with refusal_shown(request):
        data = valid_data(BoxActionForm(request.POST))
        common = {"user": request.user, "position": data["position"], "version": data["version"]}
        if data["action"] == "switch":
            box_switch(discard=data["discard"], **common)
        else:
            box_decide(decision=data["action"], **common)
    return _done(request)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def reset(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    with refusal_shown(request):
        data = valid_data(VersionForm(request.POST))
        box_balance_reset(user=request.user, version=data["version"])
    return _done(request)
