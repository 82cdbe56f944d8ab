"""``croupier.wsgi``, the entry point gunicorn and runserver serve."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]


@pytest.mark.slow
def test_wsgi_application_loads_the_page_kernels_as_the_process_starts():
    # In a fresh process, as a gunicorn worker imports it; slow: on a cache `manage.py warm`
    # did not fill, the thread compiles.
    code = (
        "import croupier.wsgi as wsgi; wsgi.warming.join(); "
        "from engine.analysis import kernels; print(len(kernels.hand_options.signatures))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )

    assert result.stdout.split()[-1] == "1"
