"""The request types of views that read ``request.htmx`` or need a signed-in user."""

from __future__ import annotations

from django.contrib.auth.models import User
from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    """A request as ``HtmxMiddleware`` hands it on, with ``request.htmx`` set.

    For annotations only: Django builds the requests. django-htmx does not ship this class;
    its example project declares it in the same way, so that a type checker knows the
    attribute the middleware adds."""

    htmx: HtmxDetails


class AuthenticatedHtmxHttpRequest(HtmxHttpRequest):
    """The request of a view behind ``@login_required``: ``request.user`` is a signed-in
    ``User``, never ``AnonymousUser``.

    For annotations only, as django-stubs suggests (its ``AuthenticatedHttpRequest``): the
    decorator guarantees the user, and the type lets a view hand it to the services that
    take one without a check the decorator already made."""

    user: User


class AuthenticatedHttpRequest(HttpRequest):
    """The request of a ``@login_required`` view that does not read ``request.htmx``:
    ``request.user`` is a signed-in ``User``. For annotations only, as above."""

    user: User
