"""Sessions in the database, read through the shared cache, and usable while it is down.

Django's ``cached_db`` store writes every session to the database and keeps a copy in the
cache. Here a cache that does not answer is a cache miss: the session is read from and
written to the database alone (``croupier.cache`` logs the warning), so log-in, sign-up and
every page with a session cookie keep working without Redis.

A copy that could not be updated or deleted while Redis was unreachable may still be in
Redis when it answers again (a network split, or a restart from its snapshot), and would
then be read instead of the database's newer row: a session logged out would come back, a
self-test started during the outage would be forgotten. So this process remembers those
keys and deletes them from the cache before it reads from it again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from django.contrib.sessions.backends.cached_db import SessionStore as CachedDBStore
from django.contrib.sessions.backends.db import SessionStore as DBStore
from django.contrib.sessions.base_session import AbstractBaseSession
from django.core.cache import BaseCache

from croupier.cache import cache_attempt

T = TypeVar("T")
_PURPOSE = "sessions use the database alone"

# Enough for every session one worker writes during a long outage; beyond it the oldest
# copies are no longer invalidated (each worker keeps its own list).
STALE_LIMIT = 10_000

_stale_lock = threading.Lock()
_stale: dict[str, None] = {}  # insertion-ordered set of cache keys


def _remember_stale(key: str) -> None:
    with _stale_lock:
        _stale[key] = None
        while len(_stale) > STALE_LIMIT:
            del _stale[next(iter(_stale))]


class SessionStore(CachedDBStore):
    """``cached_db`` whose cache reads, writes and deletes fall back to the database."""

    # Django's private API, used on purpose: this store repeats cached_db's own steps with a
    # fallback around each cache call. The stubs leave these out, so their types are here.
    _cache: BaseCache
    _session: dict[str, Any]
    _get_session_from_db: Callable[[], AbstractBaseSession | None]

    def _cache_attempt(
        self, operation: Callable[[BaseCache], T], *, default: T, key: str | None = None
    ) -> T:
        """Run a cache operation, first deleting the copies left stale by an outage;
        ``key`` is remembered as stale when the operation does not reach the cache."""
        if _stale and not self._forget_stale():
            if key:
                _remember_stale(key)
            return default
        # Wrapped in a tuple, so that a cache that answers None is told from one that is down.
        reached = cache_attempt(
            self._cache, lambda cache: (operation(cache),), default=None, purpose=_PURPOSE
        )
        if reached is None:
            if key:
                _remember_stale(key)
            return default
        return reached[0]

    def _forget_stale(self) -> bool:
        with _stale_lock:
            keys = list(_stale)

        def delete(cache: BaseCache) -> bool:
            cache.delete_many(keys)
            return True

        if not cache_attempt(self._cache, delete, default=False, purpose=_PURPOSE):
            return False
        with _stale_lock:
            for key in keys:
                _stale.pop(key, None)
        return True

    def load(self) -> dict[str, Any]:
        key = self.cache_key
        data: dict[str, Any] | None = self._cache_attempt(
            lambda cache: cache.get(key), default=None
        )
        if data is None:
            row = self._get_session_from_db()
            if not row:
                return {}
            data = self.decode(row.session_data)
            age = self.get_expiry_age(expiry=row.expire_date)
            self._cache_attempt(lambda cache: cache.set(key, data, age), default=None, key=key)
        return data

    def exists(self, session_key: str) -> bool:
        if session_key:
            key = self.cache_key_prefix + session_key
            if self._cache_attempt(lambda cache: key in cache, default=False):
                return True
        return DBStore.exists(self, session_key)

    def save(self, must_create: bool = False) -> None:
        # The database first, as cached_db does: it is the store of record.
        DBStore.save(self, must_create)
        key, data, age = self.cache_key, self._session, self.get_expiry_age()
        self._cache_attempt(lambda cache: cache.set(key, data, age), default=None, key=key)

    def delete(self, session_key: str | None = None) -> None:
        DBStore.delete(self, session_key)
        if session_key is None:
            if self.session_key is None:
                return
            session_key = self.session_key
        key = self.cache_key_prefix + session_key
        self._cache_attempt(lambda cache: cache.delete(key), default=None, key=key)


def sessions_forget_stale() -> None:
    """Forget the keys remembered as stale (for tests)."""
    with _stale_lock:
        _stale.clear()
