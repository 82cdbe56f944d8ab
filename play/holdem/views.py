"""The Hold'em table page: the trainee against three AI players.

Every post redirects back to the table (post/redirect/get) or, for htmx, answers with the
table partial; a refused post changes nothing and says why.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.http import HttpResponse
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from croupier.htmx import AuthenticatedHtmxHttpRequest
from play.holdem.forms import HoldemActionForm, HoldemVersionForm
from play.holdem.selectors import holdem_match_for, holdem_table
from play.holdem.services import holdem_act, holdem_match_start, holdem_next_hand
from play.tables import after_post, refusal_shown, render_table, valid_data


def _table(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    row = holdem_match_for(user=request.user)
    context = {"table": holdem_table(row) if row else None}
    return render_table(
        request, page="play/holdem.html", partial="play/_holdem_table.html", context=context
    )


def _post(
    request: AuthenticatedHtmxHttpRequest, form: HoldemVersionForm, write: Callable[..., object]
) -> HttpResponse:
    with refusal_shown(request):
        write(user=request.user, **valid_data(form))
    return after_post(request, table=_table, url_name="play:holdem")


@login_required
@require_safe
@vary_on_headers("HX-Request")
def holdem(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    return _table(request)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def holdem_action(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    form = HoldemActionForm(request.POST)
    return _post(request, form, _act)


def _act(*, user: User, action: str, amount: int | None, version: int) -> object:
    return holdem_act(user=user, action=action, amount_to=amount, version=version)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def holdem_next(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    return _post(request, _required_version(request), holdem_next_hand)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def holdem_restart(request: AuthenticatedHtmxHttpRequest) -> HttpResponse:
    return _post(request, HoldemVersionForm(request.POST), holdem_match_start)


def _required_version(request: AuthenticatedHtmxHttpRequest) -> HoldemVersionForm:
    form = HoldemVersionForm(request.POST)
    form.fields["version"].required = True
    return form
