"""``engine.oasis.analysis.warm``: the kernels compiled at install, and loaded after.

Each test runs Python in a fresh process on a copy of ``engine/`` in a scratch folder, so
numba's cache starts empty there (the in-tree ``__pycache__`` beside the copy's
``kernels.py``) and what one process left is what the next one finds. Compiling takes
10 to 60 s on a loaded machine: the compiling tests are slow ones.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

POKER = Path(__file__).parents[2] / "engine"

WARM = (
    "import json; from engine.oasis.analysis.warm import warm; w = warm(); "
    "print(json.dumps({'compiled': w.compiled, 'loaded': w.loaded, 'cache': w.cache}))"
)
# What a best-play page runs, at another house and on another hand than ``warm``'s.
PAGE = (
    "import json; from engine.analysis import kernels; "
    "from engine.oasis.analysis import hand_options; from engine.oasis.variants import BELGIAN; "
    "hand_options(BELGIAN, 'As Kd 4c 3h 2s', '7c'); s = kernels.hand_options.stats; "
    "print(json.dumps({'compiled': sum(s.cache_misses.values()), "
    "'loaded': sum(s.cache_hits.values())}))"
)


def python(code: str, tree: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("NUMBA_CACHE_DIR", "PYTHONPATH")}
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    return json.loads(result.stdout.splitlines()[-1])


def copy(source: Path, target: Path) -> Path:
    shutil.copytree(source, target / "engine")
    return target


@pytest.fixture(scope="module")
def warmed(tmp_path_factory) -> tuple[Path, dict]:
    """A copy of ``engine/`` without a cache, warmed once."""
    tree = copy(POKER, tmp_path_factory.mktemp("release"))
    for cache in tree.rglob("__pycache__"):
        shutil.rmtree(cache)
    return tree, python(WARM, tree)


@pytest.mark.slow
def test_warm_compiles_into_the_cache_beside_the_kernels_when_it_is_empty(warmed):
    tree, first = warmed
    cache = tree / "engine" / "analysis" / "__pycache__"

    # Oasis's best play and Texas Hold'em Bonus's outlook.
    assert first == {"compiled": 2, "loaded": 0, "cache": str(cache)}
    assert list(cache.glob("kernels.hand_options-*.nbi"))
    assert list(cache.glob("kernels.hand_options-*.nbc"))
    assert list(cache.glob("showdowns._outlook_counts-*.nbc"))


@pytest.mark.slow
def test_warm_loads_instead_of_compiling_when_the_cache_is_filled(warmed):
    tree, _first = warmed

    assert python(WARM, tree)["compiled"] == 0
    assert python(WARM, tree)["loaded"] == 2


@pytest.mark.slow
def test_page_call_after_warm_loads_the_kernel_at_any_house_and_hand(warmed):
    tree, _first = warmed

    assert python(PAGE, tree) == {"compiled": 0, "loaded": 1}


@pytest.mark.slow
def test_warm_cache_survives_a_move_and_a_new_timestamp_when_carried_along(warmed, tmp_path):
    # A release that copies the warmed tree (its __pycache__ included) to a new folder, and
    # a checkout that rewrites kernels.py unchanged: numba keys its cache on the source's
    # bytes, not its path or time.
    tree, _first = warmed
    moved = copy(tree / "engine", tmp_path)
    (moved / "engine" / "analysis" / "kernels.py").touch()

    assert python(PAGE, moved) == {"compiled": 0, "loaded": 1}


@pytest.mark.slow
def test_warm_compiles_again_when_the_kernels_source_changed(warmed, tmp_path):
    tree, _first = warmed
    changed = copy(tree / "engine", tmp_path)
    kernels = changed / "engine" / "analysis" / "kernels.py"
    kernels.write_text(kernels.read_text() + "\n# a change\n")

    # Only the changed file's kernel: the outlook's source is as it was.
    assert python(WARM, changed)["compiled"] == 1
