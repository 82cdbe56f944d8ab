"""A database that refuses new connections (PostgreSQL out of connection slots: "sorry, too
many clients already"; restarting; unreachable) answers "busy, try again in a moment"
instead of a bare server error, and is logged once a minute per process rather than once
per request.

Only a refusal to connect gets this answer: it comes before the request's first query, so
the request wrote nothing and may simply be sent again (``Retry-After``). An error on a
connection already open (a query cancelled, the server gone mid-request) stays a server
error with its traceback: what it had done is the services' transactions' to undo, and it
is a fault to look into.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from types import TracebackType
from typing import TypeGuard

from django.contrib.auth.models import AnonymousUser
from django.db import OperationalError
from django.db.backends.base.base import BaseDatabaseWrapper
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.views import defaults

logger = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 10
LOG_INTERVAL_SECONDS = 60.0

# The database wrapper's methods that open a connection (``ensure_connection`` wraps the
# driver's error in Django's; ``connect`` also sets the session up with its first queries).
_CONNECTING = frozenset({"ensure_connection", "connect", "get_new_connection"})


class _Refusals:
    """When this process last wrote the record, and how many refusals came since."""

    logged_at: float | None = None
    since: int = 0


_lock = threading.Lock()
_refusals = _Refusals()


def refused_to_connect(error: BaseException | None) -> TypeGuard[OperationalError]:
    """Whether ``error`` is the database refusing to open a connection: an
    ``OperationalError`` raised while a database wrapper was connecting."""
    if not isinstance(error, OperationalError):
        return False
    trace: TracebackType | None = error.__traceback__
    while trace is not None:
        frame = trace.tb_frame
        if frame.f_code.co_name in _CONNECTING and isinstance(
            frame.f_locals.get("self"), BaseDatabaseWrapper
        ):
            return True
        trace = trace.tb_next
    return False


def _log_refusal(error: BaseException) -> None:
    """One record per ``LOG_INTERVAL_SECONDS`` per process, counting the refusals since the
    last: a burst of hundreds of requests writes one line, not hundreds of tracebacks."""
    now = time.monotonic()
    with _lock:
        _refusals.since += 1
        last = _refusals.logged_at
        if last is not None and now - last < LOG_INTERVAL_SECONDS:
            return
        refused = _refusals.since
        _refusals.logged_at, _refusals.since = now, 0
    logger.error(
        "The database refused a connection (%s): %s request(s) answered 503 'busy, try "
        "again' since the last such record; the next comes at most every %.0f s.",
        str(error).strip(),
        refused,
        LOG_INTERVAL_SECONDS,
    )


def busy_forget() -> None:
    """Log the next refusal at once (for tests)."""
    with _lock:
        _refusals.logged_at, _refusals.since = None, 0


def database_busy(request: HttpRequest, error: BaseException) -> HttpResponse:
    """The 503 page, or for htmx its message alone with ``HX-Refresh``: htmx swaps no
    error response, so the browser reloads the page, which then shows this one (or, once
    the database answers again, the page as it was, nothing sent having been saved)."""
    _log_refusal(error)
    htmx = request.headers.get("HX-Request") == "true"
    # The user is read from the database, which is what just refused: the page is drawn
    # for a visitor, and nothing else it shows needs a query.
    context = {"user": AnonymousUser(), "retry": request.method in ("GET", "HEAD")}
    page = render_to_string("_503.html" if htmx else "503.html", context, request=request)
    response = HttpResponse(page, status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response["Cache-Control"] = "no-store"
    if htmx:
        response["HX-Refresh"] = "true"
    # Logged above, once a minute: Django would otherwise log every one with its traceback.
    response._has_been_logged = True  # type: ignore[attr-defined]
    return response


def server_error(request: HttpRequest) -> HttpResponse:
    """``handler500``: "busy, try again" when the database refused to connect, Django's own
    server error page otherwise. Django calls it while handling the exception, which
    ``sys.exc_info`` therefore holds."""
    error = sys.exc_info()[1]
    if refused_to_connect(error):
        return database_busy(request, error)
    return defaults.server_error(request)
