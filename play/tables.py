"""What every playable table does the same way.

A request the table refuses raises ``Refusal`` and changes nothing; the page shows why. A
write locks the trainee's row and checks the version the page was drawn at (``row_locked``),
so a double submit or a post from another tab is refused as stale. A post answers with the
table partial for htmx, otherwise with a redirect back to the page (post/redirect/get).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, TypeVar

from django import forms
from django.contrib import messages
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext_lazy as _

from croupier.errors import Refusal
from croupier.htmx import HtmxHttpRequest
from play.models import BoxTable, HoldemMatch

STALE = _(
    "This page was out of date (sent twice, or from another tab): nothing was changed. "
    "Here is the table as it is now."
)

# The rows a trainee plays on: one per trainee, each with the version its page shows.
Row = TypeVar("Row", BoxTable, HoldemMatch)
# A table's request: the views' own, passed back to the view that draws the table.
Request = TypeVar("Request", bound=HtmxHttpRequest)


def row_locked(
    model: type[Row],
    *,
    user: User,
    version: int | None,
    open_row: Callable[[], Row] | None = None,
) -> Row:
    """The trainee's row of ``model``, locked until the transaction ends
    (``select_for_update``), so two requests of one trainee are applied one after the other.

    A trainee without a row gets one from ``open_row`` when the table opens itself on the
    first write; otherwise there is nothing the page could have been drawn from. Raises
    ``Refusal`` (stale) when there is no row, or when its version is not ``version``.
    """
    row = model.objects.select_for_update().filter(user=user).first()
    if row is None and open_row is not None:
        row = open_row()
    if row is None or row.version != version:
        raise Refusal(str(STALE))
    return row


def valid_data(form: forms.Form) -> dict[str, Any]:
    """The form's cleaned data. Raises ``Refusal`` with the first error when it is invalid:
    the tables' forms are hidden fields and buttons, so one message says it all."""
    if not form.is_valid():
        raise Refusal(str(next(iter(form.errors.values()))[0]))
    return form.cleaned_data


@contextmanager
def refusal_shown(request: HttpRequest) -> Iterator[None]:
    """Run the block; a ``Refusal`` raised in it becomes an error message for the page."""
    try:
        yield
    except Refusal as refusal:
        messages.error(request, str(refusal))


def render_table(
    request: HtmxHttpRequest, *, page: str, partial: str, context: Mapping[str, Any]
) -> HttpResponse:
    """The whole page, or only the table partial when htmx asks."""
    return render(request, partial if request.htmx else page, context)


def after_post(
    request: Request,
    *,
    table: Callable[[Request], HttpResponse],
    url_name: str,
) -> HttpResponse:
    """The answer to a post: the table as it is now for htmx, otherwise a redirect to the
    table's page (post/redirect/get), where the messages are shown."""
    return table(request) if request.htmx else redirect(url_name)
