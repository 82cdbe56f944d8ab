"""Each serving process loads the analysis kernels as it starts (``croupier/wsgi.py``), and
says so in the log when it had to compile them instead.

Compiling takes 15 s or more of the worker's interpreter, shared with the requests it serves
meanwhile: on 2026-12-04 it made an exam's start p95 893 ms instead of 57 ms under a class's
load (bench/README.md, "The cause found"). It happens only when ``manage.py warm`` was not
run for the release, or not as the user gunicorn runs as (numba's cache is per user and
per code), which nothing else would show.
"""

from __future__ import annotations

import logging

from engine.oasis.analysis.warm import Warmed, warm

logger = logging.getLogger(__name__)


def warm_and_report() -> Warmed:
    """``warm``, with a warning in the log when this process compiled a kernel."""
    warmed = warm()
    if warmed.compiled:
        logger.warning(
            "This process compiled %d analysis kernels as it started (%.1f s), slowing the "
            "requests it served meanwhile: run `manage.py warm` at every release, as the "
            "user gunicorn runs as (numba's cache: %s).",
            warmed.compiled,
            warmed.seconds,
            warmed.cache,
        )
    return warmed
