"""Shared pytest configuration for the whole suite.

pytest-django finds the project through ``manage.py`` and reads
``DJANGO_SETTINGS_MODULE`` from ``pyproject.toml``; fixtures shared by several
apps' tests belong here.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from django.conf import settings
from django.core.cache import caches
from django.db import connection as default_connection
from django.test.utils import CaptureQueriesContext
from django.utils import translation
from hypothesis import settings as hypothesis_settings

from paytables.templatetags import cards

# Python caches each compiled module (and pytest each test module with its asserts rewritten)
# in __pycache__; an environment that sets PYTHONDONTWRITEBYTECODE=1 makes every worker and
# every subprocess compile them all again, a fifth of the everyday run here (bench/README.md,
# "The everyday suite"). The suite caches them as Python does by default: from here on, and
# in the workers and subprocesses it starts.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# Password hashing is most of the suite's time; tests need a password to work, not to be
# expensive to crack (as HackSoft's and djangoproject.com's test settings do).
settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# Property tests whose every example is a request or a write (tests/test_hostile_input.py,
# the boxes' ledger) take their number of examples from the profile: the everyday suite tries
# a third of them; `make test` runs them all, `--hypothesis-profile=full`, on both databases.
# The engine's own properties, a millisecond an example, set their count themselves.
hypothesis_settings.register_profile("everyday", max_examples=20)
hypothesis_settings.register_profile("full", max_examples=60)
hypothesis_settings.load_profile("everyday")


def pytest_collection_finish(session):
    """Spare the tests the garbage collector's full sweeps of what lives all session.

    After collection every module and model is loaded and stays until the end: frozen, they
    are no longer walked at each sweep; with larger thresholds the collector runs far less
    often while the tests build their requests and rows. That saves about a tenth of the
    suite's CPU time; a process holds 50 to 100 MB more.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 50, 100)


@pytest.fixture(scope="session")
def caribbean_return_table():
    """Caribbean Stud's exact return table and the progress it reported, ``(table, [(done,
    total), ...])``: computed once a test process (about 2 s) for the engine's tests and the
    ``edge`` command's, which read it and never change it."""
    from engine.oasis.analysis import return_table  # numba: imported by the tests that need it
    from engine.oasis.variants import CARIBBEAN

    calls: list[tuple[int, int]] = []
    table = return_table(CARIBBEAN, progress=lambda done, total: calls.append((done, total)))
    return table, calls


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
