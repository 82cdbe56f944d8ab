"""``croupier.wsgi``, the entry point gunicorn and runserver serve."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest

from croupier import warming
from engine.oasis.analysis.warm import Warmed

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


def _warmed(compiled: int) -> Warmed:
    return Warmed(compiled=compiled, loaded=2 - compiled, cache="/srv/numba", seconds=17.5)


def test_a_process_that_compiled_the_kernels_as_it_started_says_so_in_the_log(monkeypatch, caplog):
    monkeypatch.setattr(warming, "warm", lambda: _warmed(compiled=2))
    with caplog.at_level(logging.WARNING, logger="croupier.warming"):
        assert warming.warm_and_report().compiled == 2
    (record,) = caplog.records
    assert record.levelno == logging.WARNING
    assert "compiled 2 analysis kernels" in record.getMessage()
    assert "manage.py warm" in record.getMessage() and "/srv/numba" in record.getMessage()


def test_a_process_that_loaded_them_from_the_cache_logs_no_warning(monkeypatch, caplog):
    monkeypatch.setattr(warming, "warm", lambda: _warmed(compiled=0))
    with caplog.at_level(logging.WARNING, logger="croupier.warming"):
        warming.warm_and_report()
    assert caplog.records == []
