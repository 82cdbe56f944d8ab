"""Who a request comes from, as the throttles and the account lockout count it: its address
and the log-in name it tries.

Behind the reverse proxy every request arrives from the proxy's own address: the client's
is the last one the proxy appended to ``X-Forwarded-For``. That header is the client's to
write, though, so it is read only when the request really comes from a proxy of ours
(``DJANGO_TRUSTED_PROXIES``); anyone else's would let a guesser pick a new address for
every try.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest


def _address(hop: str) -> str | None:
    """``hop`` as an address in its usual spelling, or ``None`` when it is not one."""
    try:
        return str(ipaddress.ip_address(hop))
    except ValueError:
        return None


def client_ip(request: HttpRequest) -> str:
    """The client's address: ``REMOTE_ADDR``, or behind a trusted proxy the nearest address
    in ``X-Forwarded-For`` that is not one of our proxies.

    A hop that is not an address (garbage, or a proxy on a Unix socket writing ``unix:``)
    ends the chain there: the request is counted as coming from the proxy that passed it on.
    Reading on past it would let the client choose his address again, and django-axes and
    django-ratelimit refuse or miscount a key that is not an address."""
    address = request.META.get("REMOTE_ADDR", "")
    trusted = settings.TRUSTED_PROXIES
    if address not in trusted:
        return address
    forwarded = [each.strip() for each in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
    # Read from the right: the proxies append, so the left end is whatever the client sent.
    for hop in reversed([each for each in forwarded if each]):
        spelled = _address(hop)
        if spelled is None:
            return address
        if hop not in trusted and spelled not in trusted:
            return spelled
        address = spelled
    return address


def address_key(group: str, request: HttpRequest) -> str:
    """django-ratelimit's key: one count per client address."""
    return client_ip(request)


# The length of django-axes' username columns (AccessAttempt, AccessFailureLog).
NAME_LENGTH = 255


def login_name(request: HttpRequest, credentials: dict[str, object] | None) -> str | None:
    """The log-in name django-axes counts failures under (``AXES_USERNAME_CALLABLE``): the
    name tried, as axes itself reads it, cut to the length its table keeps. A longer name
    is no account's (ours are at most 150 characters), and axes would otherwise fail to
    store it (PostgreSQL refuses a value longer than its column) instead of counting it."""
    field = str(getattr(settings, "AXES_USERNAME_FORM_FIELD", "username"))  # set by axes.conf
    name = credentials.get(field) if credentials else request.POST.get(field)
    if not isinstance(name, str):
        return None
    return name[:NAME_LENGTH]
