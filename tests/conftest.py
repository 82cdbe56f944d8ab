"""Shared pytest configuration for the whole suite.

pytest-django finds the project through ``manage.py`` and reads
``DJANGO_SETTINGS_MODULE`` from ``pyproject.toml``; fixtures shared by several
apps' tests belong here.
"""

from __future__ import annotations
