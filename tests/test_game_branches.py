"""Nothing outside a game's own modules branches on one game's types (issue 26, the guard).

A game's types are those its engine package defines (``engine.<game>``: its rules, its
round, its settlement, its draws). Code that asks ``isinstance(rules, RussianRules)`` is
code a new game must edit: it asks the registry instead (``paytables.games``). The check
reads every module of the site with ``ast`` and allows such a branch only in a game's own
places: ``engine/<game>/``, ``paytables/games/<game>/`` and ``trainer/kinds/<game>/``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from paytables.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
SKIPPED = {".venv", "tests", "bench", "node_modules", "migrations", "static", "locale"}
ENGINE_PACKAGES = tuple(f"engine.{game}" for game in GAMES)


def _own_places(game: str) -> tuple[str, ...]:
    return (f"engine/{game}/", f"paytables/games/{game}/", f"trainer/kinds/{game}/")


def _allowed(path: str) -> bool:
    return any(path.startswith(place) for game in GAMES for place in _own_places(game))


def _game_names(tree: ast.Module) -> dict[str, str]:
    """The names a module binds to a game's engine (a module or a type of it)."""
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                if full.startswith(ENGINE_PACKAGES):
                    names[alias.asname or alias.name] = full
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(ENGINE_PACKAGES):
                    names[alias.asname or alias.name.partition(".")[0]] = alias.name
    return names


def _types(node: ast.expr) -> Iterator[ast.expr]:
    if isinstance(node, ast.Tuple):
        for each in node.elts:
            yield from _types(each)
    else:
        yield node


def branches(source: str) -> list[str]:
    """Each ``isinstance``/``issubclass`` of ``source`` that tests a game's type, as
    "line: call [the type's module]"."""
    tree = ast.parse(source)
    names = _game_names(tree)
    found = []
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass")
            and len(node.args) == 2
        ):
            continue
        for each in _types(node.args[1]):
            root = each
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in names:
                found.append(f"{node.lineno}: {ast.unparse(node)} [{names[root.id]}]")
    return found


def _modules() -> Iterator[tuple[str, Path]]:
    for path in sorted(ROOT.rglob("*.py")):
        relative = path.relative_to(ROOT)
        if not SKIPPED.intersection(relative.parts):
            yield relative.as_posix(), path


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("from engine.russian.rules import RussianRules\nisinstance(r, RussianRules)", 1),
        ("from engine.oasis import round as oasis\nisinstance(r, (int, oasis.Rules))", 1),
        ("import engine.russian.round\nisinstance(r, engine.russian.round.Round)", 1),
        ("from paytables.games import GAMES\nisinstance(r, GAMES['oasis'].rules_type)", 0),
        ("from engine.cards import Card\nisinstance(c, Card)", 0),
    ],
)
def test_branch_on_a_games_type_found_when_written(source: str, expected: int) -> None:
    assert len(branches(source)) == expected


def test_no_branch_on_a_games_type_outside_its_own_modules() -> None:
    found = [
        f"{path}:{branch}"
        for path, file in _modules()
        if not _allowed(path)
        for branch in branches(file.read_text(encoding="utf-8"))
    ]
    assert found == [], "ask the registry (paytables.games), not the type:\n" + "\n".join(found)
