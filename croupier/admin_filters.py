"""The admin's lists, whatever their filters say: a filter the database cannot run is
answered as Django answers a filter it does not understand, for every admin at once.

Django's change list sends a lookup it cannot apply (an unknown field, a value of the wrong
type) back to the bare list with ``?e=1``. Some values pass that check and fail later, when
the query is built or run, as a server error: a NUL character (PostgreSQL refuses it in
text), a date-hierarchy year at the end of the calendar (``year=9999``: the next year does
not exist), a date whose conversion to UTC leaves the calendar on SQLite
(``created_at__gte=0001-01-01``). This middleware takes the same way for those, and says
why on the list it sends back to, for Django's own ``?e=1`` too.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.contrib.admin.views.main import ERROR_FLAG
from django.db import DataError
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.translation import gettext_lazy as _

logger = logging.getLogger(__name__)

NOT_APPLIED = _(
    "The list could not be filtered as its address asked (a value it cannot hold, such as a "
    "date out of range or a NUL character): here it is without the filters."
)
# What a filter value that passed Django's own check raises once the query is built or run.
UNRUNNABLE = (DataError, OverflowError, ValueError)


def _is_change_list(view: Callable[..., Any] | None) -> bool:
    # ModelAdmin.get_urls marks each view it wraps with its model_admin.
    return (
        view is not None
        and hasattr(view, "model_admin")
        and getattr(view, "__name__", "") == "changelist_view"
    )


def _filtered(request: HttpRequest) -> bool:
    return any(name != ERROR_FLAG for name in request.GET)


def _bare_list(request: HttpRequest) -> HttpResponseRedirect:
    return HttpResponseRedirect(f"{request.path}?{ERROR_FLAG}=1")


class AdminFilterGuardMiddleware:
    """Sends a change list whose filters cannot run back to the bare list (``?e=1``), as
    Django does for a filter it does not understand, and says so there."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        match = request.resolver_match
        if (
            match is not None
            and _is_change_list(match.func)
            and response.status_code == 302
            and response.get("Location") == f"{request.path}?{ERROR_FLAG}=1"
            and hasattr(request, "_messages")
        ):
            messages.warning(request, NOT_APPLIED)
        return response

    def process_view(
        self,
        request: HttpRequest,
        view_func: Callable[..., Any],
        view_args: list[Any],
        view_kwargs: dict[str, Any],
    ) -> HttpResponse | None:
        # Before any query: a NUL would abort the transaction it is sent in on PostgreSQL.
        if _is_change_list(view_func) and any(
            "\x00" in name or any("\x00" in value for value in values)
            for name, values in request.GET.lists()
        ):
            return _bare_list(request)
        return None

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        match = request.resolver_match
        if not (
            isinstance(exception, UNRUNNABLE)
            and match is not None
            and _is_change_list(match.func)
            and _filtered(request)
        ):
            return None
        # Kept in the log with its traceback: were it a fault of the list itself rather than
        # of its filters, it would be found here.
        logger.warning(
            "Change list filters could not be applied: %s", request.GET.urlencode(), exc_info=True
        )
        return _bare_list(request)
