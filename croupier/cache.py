"""The shared cache, used so that a Redis that is down breaks nothing and slows little.

The cache only ever holds what can be lost: the per-address throttles' counts (sessions are
the database's alone, see ``SESSION_ENGINE``). So a cache that does not answer is treated as
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
from typing import Any, TypeVar

from django.core.cache import BaseCache
from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

RETRY_SECONDS = 5.0
WARNING_INTERVAL_SECONDS = 60.0

# What a Redis that is down, unreachable, hung or not serving (out of memory, read-only, not
# Redis at all) raises. Other errors (a bad key, a bug in the caller) still propagate.
UNAVAILABLE = (RedisError, OSError)

T = TypeVar("T")
C = TypeVar("C", bound=BaseCache)
_OPEN = "requests are not rate-limited"

_lock = threading.Lock()
# Keyed by the cache's location, so that tests switching between caches, or a second cache
# alias, do not share one verdict.
_skip_until: dict[str, float] = {}
_warned_at: dict[str, float] = {}


def _location(cache: BaseCache) -> str:
    return str(getattr(cache, "_servers", None) or id(cache))


def cache_attempt(cache: C, operation: Callable[[C], T], *, default: T, purpose: str) -> T:
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
    django-ratelimit's counts. While Redis is unavailable it acts as an empty cache: ``add``
    says nothing was added, ``incr`` raises ``ValueError`` as for a key that is not there,
    and ``get`` returns ``None``. django-ratelimit reads each as "no count" and lets the
    request through (``RATELIMIT_FAIL_OPEN``): no throttle rather than no site."""

    def add(
        self,
        key: Any,
        value: Any,
        timeout: float | None = DEFAULT_TIMEOUT,
        version: int | None = None,
    ) -> bool:
        return cache_attempt(
            self,
            lambda c: RedisCache.add(c, key, value, timeout, version),
            default=False,
            purpose=_OPEN,
        )

    def incr(self, key: Any, delta: int = 1, version: int | None = None) -> int:
        count = cache_attempt(
            self, lambda c: RedisCache.incr(c, key, delta, version), default=None, purpose=_OPEN
        )
        if count is None:
            raise ValueError(f"Key {key!r} not found: the cache is unavailable")
        return count

    def get(self, key: Any, default: Any | None = None, version: int | None = None) -> Any:
        return cache_attempt(
            self, lambda c: RedisCache.get(c, key, default, version), default=None, purpose=_OPEN
        )
