"""The request type of a view that reads ``request.htmx``."""

from __future__ import annotations

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    """A request as ``HtmxMiddleware`` hands it on, with ``request.htmx`` set.

    For annotations only: Django builds the requests. django-htmx does not ship this class;
    its example project declares it in the same way, so that a type checker knows the
    attribute the middleware adds."""

    htmx: HtmxDetails
