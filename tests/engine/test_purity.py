from __future__ import annotations

import ast
from pathlib import Path

import engine

POKER = Path(engine.__file__).parent


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_poker_never_imports_django_or_the_apps():
    modules = sorted(POKER.rglob("*.py"))
    assert modules
    for path in modules:
        for name in imported_modules(path):
            top = name.split(".")[0]
            assert top not in {"django", "croupier", "paytables", "trainer", "play"}, (
                f"{path.relative_to(POKER.parent)} imports {name}"
            )
