"""Logging in, slowed down for a guesser: after ``LOGIN_FAILURE_LIMIT`` wrong passwords for
one account, that account refuses every login (even the right password) for
``LOGIN_LOCKOUT_SECONDS``. The count lives in the cache, which every app server shares when
``REDIS_URL`` is set, and covers the site's login and the admin's alike.

While the cache is unavailable the throttle fails open: every login is let through to the
password check, unthrottled, and a warning is logged. The alternative, refusing every
login, would turn a cache outage into a site outage for every trainee, which is the worse
harm for a training site; the count starts again when the cache answers."""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.contrib.auth.backends import ModelBackend
from django.core.cache import BaseCache, cache
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest

from croupier.cache import cache_attempt

_UNTHROTTLED = "logins are not throttled"


def _key(username: str) -> str:
    # Hashed: a username is anything typed, and cache keys must be short and plain.
    digest = hashlib.sha256(username.strip().lower().encode()).hexdigest()
    return f"login-failures:{digest}"


def login_locked(username: str) -> bool:
    """Whether ``username`` has failed too often lately to be let in now."""
    key = _key(username)
    # Fails open: no count read is no lock (see the module's docstring).
    failures = cache_attempt(cache, lambda c: c.get(key, 0), default=0, purpose=_UNTHROTTLED)
    return failures >= settings.LOGIN_FAILURE_LIMIT


def _count_failure(cache: BaseCache, key: str) -> None:
    if not cache.add(key, 1, timeout=settings.LOGIN_LOCKOUT_SECONDS):
        try:
            cache.incr(key)
        except ValueError:  # expired between add() and incr()
            cache.add(key, 1, timeout=settings.LOGIN_LOCKOUT_SECONDS)


def _record_failure(username: str) -> None:
    key = _key(username)
    cache_attempt(cache, lambda c: _count_failure(c, key), default=None, purpose=_UNTHROTTLED)


class ThrottledModelBackend(ModelBackend):
    """Django's usual backend, refusing a locked account before looking at its password."""

    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: object,
    ):
        name = username or kwargs.get("username") or ""
        if name and login_locked(str(name)):
            # PermissionDenied stops Django from asking any other backend.
            raise PermissionDenied
        user = super().authenticate(request, username=username, password=password, **kwargs)
        if user is None and name:
            _record_failure(str(name))
        elif user is not None:
            key = _key(str(name))
            cache_attempt(cache, lambda c: c.delete(key), default=None, purpose=_UNTHROTTLED)
        return user
