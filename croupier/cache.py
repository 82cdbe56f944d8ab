"""The shared cache, used so that a Redis that is down breaks nothing and slows little.

The cache only ever holds what can be lost: session copies (the database is their store of
record) and the login throttle's counts. So a cache that does not answer is treated as
empty, and its users decide what "empty" means for them (``cache_attempt``'s ``default``).

After a connection error this process leaves the cache alone for ``RETRY_SECONDS``: a Redis
that times out rather than refusing would otherwise cost every cache call of every request
its timeout. The first call after that tries again, so the site recovers by itself. The
warning is written at most once per ``WARNING_INTERVAL_SECONDS``, so that a dead Redis does
not flood the log.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from django.core.cache import BaseCache
from django.core.cache.backends.redis import RedisCache
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

RETRY_SECONDS = 5.0
WARNING_INTERVAL_SECONDS = 60.0

# What a Redis that is down, unreachable, hung or not serving (out of memory, read-only, not
# Redis at all) raises. Other errors (a bad key, a bug in the caller) still propagate.
UNAVAILABLE = (RedisError, OSError)

T = TypeVar("T")
_OPEN = "requests are not rate-limited"

_lock = threading.Lock()
# Keyed by the cache's location, so that tests switching between caches, or a second cache
# alias, do not share one verdict.
_skip_until: dict[str, float] = {}
_warned_at: dict[str, float] = {}


def _location(cache: BaseCache) -> str:
    return str(getattr(cache, "_servers", None) or id(cache))


def cache_attempt(
    cache: BaseCache, operation: Callable[[BaseCache], T], *, default: T, purpose: str
) -> T:
    """Run ``operation(cache)``; if the cache is unavailable, log a warning and return
    ``default`` instead.

    ``purpose`` names what is done without the cache, for the warning. Errors other than
    the cache being unreachable propagate unchanged.
    """
    where = _location(cache)
    now = time.monotonic()
    if _skip_until.get(where, 0.0) > now:
        return default
    try:
        return operation(cache)
    except UNAVAILABLE as error:
        with _lock:
            _skip_until[where] = now + RETRY_SECONDS
            warn = now - _warned_at.get(where, -WARNING_INTERVAL_SECONDS) >= (
                WARNING_INTERVAL_SECONDS
            )
            if warn:
                _warned_at[where] = now
        if warn:
            logger.warning(
                "Cache %s unavailable (%s): %s. Retrying in %.0f s; this warning is "
                "repeated at most every %.0f s.",
                where,
                error,
                purpose,
                RETRY_SECONDS,
                WARNING_INTERVAL_SECONDS,
            )
        return default


def cache_forget_failures() -> None:
    """Try every cache again at the next call and warn again (for tests)."""
    with _lock:
        _skip_until.clear()
        _warned_at.clear()


class FailSafeRedisCache(RedisCache):
    """Django's Redis cache for a user that calls it directly and must not fail with it:
    django-ratelimit's counts. While Redis is unavailable ``add`` says nothing was added and
    ``incr`` and ``get`` return ``None``, which django-ratelimit reads as "no count", letting
    the request through (``RATELIMIT_FAIL_OPEN``): no throttle rather than no site."""

    def add(self, *args: object, **kwargs: object) -> bool:
        return cache_attempt(
            self, lambda c: RedisCache.add(c, *args, **kwargs), default=False, purpose=_OPEN
        )

    def incr(self, *args: object, **kwargs: object) -> int | None:
        return cache_attempt(
            self, lambda c: RedisCache.incr(c, *args, **kwargs), default=None, purpose=_OPEN
        )

    def get(self, *args: object, **kwargs: object) -> object:
        return cache_attempt(
            self, lambda c: RedisCache.get(c, *args, **kwargs), default=None, purpose=_OPEN
        )
