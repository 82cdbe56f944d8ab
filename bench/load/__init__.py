"""Load benchmarks of the site under gunicorn and PostgreSQL (see bench/README.md): trainees
answering under load, a database restart, two app servers. Each is run as
``.venv/bin/python -m bench.load.<name>``."""

from __future__ import annotations
