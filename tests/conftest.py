"""Shared pytest configuration for the whole suite.

pytest-django finds the project through ``manage.py`` and reads
``DJANGO_SETTINGS_MODULE`` from ``pyproject.toml``; fixtures shared by several
apps' tests belong here.
"""

from __future__ import annotations

import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def _empty_cache():
    """Each test starts with an empty cache (the login throttle counts in it)."""
    cache.clear()
    yield
    cache.clear()
