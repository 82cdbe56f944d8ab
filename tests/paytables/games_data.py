"""The games' data migrations (each names its ``GAME`` and gives ``load`` and ``unload``), for
the tests that undo an earlier migration's data by hand: the games added after it are undone
first, latest first, as ``migrate`` undoes them, and loaded again after."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

from django.conf import settings

MIGRATIONS = Path(settings.BASE_DIR, "paytables", "migrations")


def games_after(name: str) -> list[ModuleType]:
    """The games' data migrations numbered after ``name``, latest first."""
    later = sorted(path.stem for path in MIGRATIONS.glob("0*.py") if path.stem > name)
    modules = [importlib.import_module(f"paytables.migrations.{stem}") for stem in later]
    return [module for module in reversed(modules) if hasattr(module, "GAME")]


def unload_games_after(name: str, apps: object) -> list[ModuleType]:
    """Undo the data of every game added after ``name``, latest first; the migrations, to
    load again with ``load_again``."""
    later = games_after(name)
    for module in later:
        module.unload(apps, None)
    return later


def load_again(later: list[ModuleType], apps: object) -> None:
    for module in reversed(later):
        module.load(apps, None)
