"""The address a request comes from, as the throttles count it.

Behind the reverse proxy every request arrives from the proxy's own address: the client's
is the last one the proxy appended to ``X-Forwarded-For``. That header is the client's to
write, though, so it is read only when the request really comes from a proxy of ours
(``DJANGO_TRUSTED_PROXIES``); anyone else's would let a guesser pick a new address for
every try.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest


def client_ip(request: HttpRequest) -> str:
    """The client's address: ``REMOTE_ADDR``, or behind a trusted proxy the nearest address
    in ``X-Forwarded-For`` that is not one of our proxies."""
    address = request.META.get("REMOTE_ADDR", "")
    trusted = settings.TRUSTED_PROXIES
    if address not in trusted:
        return address
    forwarded = [each.strip() for each in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
    # Read from the right: the proxies append, so the left end is whatever the client sent.
    for hop in reversed([each for each in forwarded if each]):
        if hop not in trusted:
            return hop
    return address


def address_key(group: str, request: HttpRequest) -> str:
    """django-ratelimit's key: one count per client address."""
    return client_ip(request)
