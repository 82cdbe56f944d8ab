"""Shared pytest configuration for the whole suite.

pytest-django finds the project through ``manage.py`` and reads
``DJANGO_SETTINGS_MODULE`` from ``pyproject.toml``; fixtures shared by several
apps' tests belong here.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from django.conf import settings
from django.core.cache import caches
from django.db import connection as default_connection
from django.test.utils import CaptureQueriesContext
from django.utils import translation

from paytables.templatetags import cards

# Password hashing is most of the suite's time; tests need a password to work, not to be
# expensive to crack (as HackSoft's and djangoproject.com's test settings do).
settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _empty_cache():
    """Each test starts with empty caches (the rate limits count in them) and draws its
    cards afresh (a test may change how they are translated)."""
    for each in caches.all():  # the default cache and the rate limits' counts
        each.clear()
    cards.drawings_forget()
    yield
    for each in caches.all():
        each.clear()
    cards.drawings_forget()


@pytest.fixture(autouse=True)
def _english_until_asked():
    """Each test starts in English. A request to /vi/... leaves Vietnamese active in the
    thread, and reverse() would then build /vi/ addresses for the next test."""
    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.deactivate()


@pytest.fixture
def django_assert_num_queries():
    """pytest-django's exact query count, listing the queries of a wrong count even without
    ``-v``: the list is what tells which query appeared or went."""

    @contextmanager
    def assert_num_queries(num: int, connection=None, info: str = "") -> Iterator[object]:
        with CaptureQueriesContext(connection or default_connection) as context:
            yield context
        if len(context) != num:
            queries = "\n\n".join(query["sql"] for query in context.captured_queries)
            note = f" ({info})" if info else ""
            pytest.fail(
                f"expected {num} queries{note}, {len(context)} were done:\n\n{queries}",
                pytrace=False,
            )

    return assert_num_queries
