"""The Makefile's install steps, read through ``make -n`` (which prints the commands a target
would run, running none of them) against a scratch venv folder given as ``VENV``.

``make run`` installs what the site needs (requirements.txt) and warms the kernels; ``make
test`` installs the whole toolchain (requirements-dev.txt), even in a venv ``make run`` made.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
SITE = "pip install --disable-pip-version-check -r requirements.txt"
DEV = "pip install --disable-pip-version-check -r requirements-dev.txt"

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def dry_run(target: str, venv: Path) -> str:
    result = subprocess.run(
        ["make", "-n", "-C", str(ROOT), target, f"VENV={venv}"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return result.stdout


def stamp(venv: Path, *names: str, age: float = 0) -> None:
    """Touch the stamps as an install would; ``age`` seconds before the requirements files."""
    venv.mkdir(exist_ok=True)
    newest = max(
        (ROOT / name).stat().st_mtime for name in ("requirements.txt", "requirements-dev.txt")
    )
    for name in names:
        (venv / name).touch()
        when = newest - age if age else newest + 1
        os.utime(venv / name, (when, when))


def test_make_run_installs_only_the_sites_requirements_in_a_new_venv(tmp_path):
    commands = dry_run("run", tmp_path / "venv")

    assert SITE in commands
    assert DEV not in commands


def test_make_run_warms_the_kernels_before_serving(tmp_path):
    commands = dry_run("run", tmp_path / "venv")

    assert "manage.py warm" in commands
    assert commands.index("manage.py migrate") < commands.index("manage.py warm")
    assert commands.index("manage.py warm") < commands.index("manage.py runserver")


def test_make_test_installs_the_toolchain_in_a_venv_make_run_made(tmp_path):
    venv = tmp_path / "venv"
    stamp(venv, ".installed-site")

    assert DEV in dry_run("test", venv)


def test_make_run_installs_nothing_in_a_venv_make_test_made(tmp_path):
    venv = tmp_path / "venv"
    stamp(venv, ".installed-site", ".installed-dev")

    assert "pip install" not in dry_run("run", venv)
    assert "pip install" not in dry_run("test", venv)


def test_make_run_installs_again_when_requirements_changed_after_its_install(tmp_path):
    venv = tmp_path / "venv"
    stamp(venv, ".installed-site", ".installed-dev", age=60)

    assert SITE in dry_run("run", venv)
    assert DEV in dry_run("test", venv)
