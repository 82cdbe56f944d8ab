"""The duels' pages: challenge someone, take up or refuse a challenge, see both sprints."""

from __future__ import annotations

from uuid import UUID

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST, require_safe

from croupier.errors import Refusal
from croupier.htmx import AuthenticatedHttpRequest
from trainer.forms import DuelForm
from trainer.models import Duel
from trainer.presenters import duel_context, duels_context
from trainer.selectors import duel_by_link, duel_for, duel_state_now
from trainer.services import (
    duel_challenge,
    duel_refuse,
    duel_rematch,
    duel_sprint_start,
)


@login_required
@require_safe
def duels_page(request: AuthenticatedHttpRequest) -> HttpResponse:
    return render(request, "trainer/duels.html", duels_context(request.user))


@login_required
@require_POST
def duel_create(request: AuthenticatedHttpRequest) -> HttpResponse:
    form = DuelForm(request.POST, user=request.user)
    if form.is_valid():
        duel = duel_challenge(challenger=request.user, **form.cleaned_data)
        return redirect("trainer:duel", pk=duel.pk)
    return render(request, "trainer/duels.html", duels_context(request.user, form=form))


@login_required
@require_safe
def duel_page(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    duel = _own_duel(request, pk)
    context = duel_context(duel, request.user, duel_state_now(duel=duel))
    return render(request, "trainer/duel.html", context)


@login_required
@require_POST
def duel_sprint(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """Start (or go back to) the trainee's sprint of the duel."""
    return _sprint_of_duel(request, _own_duel(request, pk))


@login_required
@require_safe
def duel_link(request: AuthenticatedHttpRequest, token: UUID) -> HttpResponse:
    """A challenge sent as a link: its invitation, or the duel for one already in it."""
    duel = _duel_by_link(request, token)
    if duel.in_it(request.user.pk):
        return redirect("trainer:duel", pk=duel.pk)
    return render(request, "trainer/duel_link.html", {"duel": duel})


@login_required
@require_POST
def duel_link_take(request: AuthenticatedHttpRequest, token: UUID) -> HttpResponse:
    return _sprint_of_duel(request, _duel_by_link(request, token))


@login_required
@require_POST
def duel_refuse_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    duel = _own_duel(request, pk)
    try:
        duel_refuse(duel=duel, user=request.user)
    except PermissionError:
        raise Http404 from None
    except Refusal:
        pass  # he has started it: the duel's page says where it stands
    return redirect("trainer:duel", pk=duel.pk)


@login_required
@require_POST
def duel_rematch_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    try:
        rematch = duel_rematch(duel=_own_duel(request, pk), user=request.user)
    except PermissionError:
        raise Http404 from None
    return redirect("trainer:duel", pk=rematch.pk)


def _sprint_of_duel(request: AuthenticatedHttpRequest, duel: Duel) -> HttpResponse:
    try:
        sprint = duel_sprint_start(duel=duel, user=request.user)
    except PermissionError:
        raise Http404 from None
    except Refusal:
        return redirect("trainer:duel", pk=duel.pk)  # refused or expired: its page says so
    return redirect("trainer:sprint", pk=sprint.pk)


def _own_duel(request: AuthenticatedHttpRequest, pk: int) -> Duel:
    try:
        return duel_for(user=request.user, pk=pk)
    except Duel.DoesNotExist:
        raise Http404 from None


def _duel_by_link(request: AuthenticatedHttpRequest, token: UUID) -> Duel:
    """The duel of the link, unless another trainee has taken it up: then it is theirs."""
    try:
        duel = duel_by_link(token=str(token))
    except Duel.DoesNotExist:
        raise Http404 from None
    if duel.opponent_id is not None and not duel.in_it(request.user.pk):
        raise Http404
    return duel
