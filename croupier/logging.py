"""Where the site's log records and errors go: standard error, one JSON object a line, which
gunicorn (``--capture-output``) and any log collector pass on as they are; and Sentry, when
``SENTRY_DSN`` is set.

A record written while a request is served carries the request's path, method and the id
of the user logged in (``RequestContextMiddleware`` makes the request known to every
logger; Django's own ``django.request`` records carry it already).
"""

from __future__ import annotations

import contextvars
import json
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from django.http import HttpRequest, HttpResponse

_current_request: contextvars.ContextVar[HttpRequest | None] = contextvars.ContextVar(
    "croupier_request", default=None
)


class RequestContextMiddleware:
    """Makes the request being served known to log records written meanwhile."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        token = _current_request.set(request)
        try:
            return self.get_response(request)
        finally:
            _current_request.reset(token)


def _user_id(request: HttpRequest) -> int | None:
    # Only a user the request has already loaded: writing a log record must never read the
    # session or query the database itself (either may be what just failed).
    user = request.__dict__.get("_cached_user")
    if user is None or not user.is_authenticated:
        return None
    return user.pk


class RequestContextFilter(logging.Filter):
    """Puts ``path``, ``method`` and ``user_id`` on records written during a request."""

    def filter(self, record: logging.LogRecord) -> bool:
        request = getattr(record, "request", None)
        if not isinstance(request, HttpRequest):
            request = _current_request.get()
        if request is not None:
            record.path = request.path
            record.method = request.method
            record.user_id = _user_id(request)
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time, level, logger, message, the request's path, method and
    user id when there is one, and the traceback folded into the same line."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, tz=UTC).isoformat(),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for name in ("path", "method", "user_id", "status_code"):
            if hasattr(record, name):
                entry[name] = getattr(record, name)
        if record.exc_info:
            entry["traceback"] = self.formatException(record.exc_info)
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        # default=str: a value that is not JSON (a lazy string, an object) is written as text
        # rather than losing the record.
        return json.dumps(entry, ensure_ascii=False, default=str)


def logging_config(*, json_lines: bool, level: str) -> dict[str, Any]:
    """The ``LOGGING`` setting: every logger through the root one, to standard error;
    JSON lines when ``json_lines`` (production), plain text otherwise (development)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request_context": {"()": "croupier.logging.RequestContextFilter"}},
        "formatters": {
            "json": {"()": "croupier.logging.JsonFormatter"},
            "plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"},
        },
        "handlers": {
            "stderr": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "filters": ["request_context"],
                "formatter": "json" if json_lines else "plain",
            },
        },
        "root": {"handlers": ["stderr"], "level": level},
        "loggers": {
            # Django's default sends its records to the console in development only and
            # mails them to ADMINS; here they go through the root handler, once, always.
            "django": {"handlers": [], "level": level, "propagate": True},
        },
    }


def sentry_start(dsn: str, *, environment: str) -> bool:
    """Send errors to Sentry when ``dsn`` is set and sentry-sdk is installed.

    Returns whether Sentry was initialised. Personal data (addresses, cookies, user names)
    is not sent.
    """
    if not dsn:
        return False
    try:
        import sentry_sdk
        from sentry_sdk.integrations.django import DjangoIntegration
    except ImportError:
        return False
    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        integrations=[DjangoIntegration()],
        send_default_pii=False,
    )
    return True
