"""What the load benchmarks share on the server side: the production-like environment, a
fresh PostgreSQL database, gunicorn started and always stopped, the machine description and
the JSON results.

Everything listens on and talks to 127.0.0.1 only.
"""

from __future__ import annotations

import json
import os
import platform
import secrets
import signal
import statistics
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "bench" / "results"
SCRATCH = RESULTS / "tmp-load"
GUNICORN = ROOT / ".venv" / "bin" / "gunicorn"
HOST = "127.0.0.1"
POSTGRES = f"postgres://postgres:postgres@{HOST}:5432"
REDIS_URL = f"redis://{HOST}:6379/0"

# Variables of the caller's shell that would change what the servers run.
_CLEARED = ("DATABASE_URL", "REDIS_URL", "DJANGO_SETTINGS_MODULE", "DJANGO_SECURE_PROXY_SSL_HEADER")


def bench_env(*, database: str, secret_key: str, redis: bool = False) -> dict[str, str]:
    """The environment of a production server on plain HTTP: DEBUG off, a secret key, the
    HTTPS redirect and secure cookies off (nothing here speaks TLS), PostgreSQL."""
    env = {key: value for key, value in os.environ.items() if key not in _CLEARED}
    env.update(
        DJANGO_SETTINGS_MODULE="bench.settings_bench",
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY=secret_key,
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_SESSION_COOKIE_SECURE="0",
        DJANGO_CSRF_COOKIE_SECURE="0",
        DJANGO_ALLOWED_HOSTS=f"{HOST},localhost,testserver",
        DATABASE_URL=f"{POSTGRES}/{database}",
    )
    if redis:
        env["REDIS_URL"] = REDIS_URL
    return env


def new_secret_key() -> str:
    return secrets.token_urlsafe(50)


def setup_django(env: dict[str, str]) -> None:
    """Configure Django in this process exactly as the servers are configured (the same
    secret key, so the sessions made here are valid there)."""
    for key in _CLEARED:
        os.environ.pop(key, None)
    os.environ.update(env)
    import django

    django.setup()
    # The site's URLs import every app's views: a tree that does not import (another
    # change half made) fails here, plainly, before anything is created or started.
    from django.urls import get_resolver

    try:
        patterns = get_resolver().url_patterns
    except Exception as error:
        raise SystemExit(f"the site does not load, nothing was run: {error!r}") from error
    if not patterns:
        raise SystemExit("the site has no URLs, nothing was run")


def recreate_database(name: str) -> None:
    """Drop ``name`` if it exists and create it empty (never the site's own database)."""
    if not name.startswith("croupier_bench"):
        raise ValueError(f"refusing to recreate {name!r}: not a benchmark database")
    with psycopg.connect(f"{POSTGRES}/postgres", autocommit=True, connect_timeout=5) as conn:
        conn.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))


def release() -> dict[str, float]:
    """What a release does before gunicorn starts (the README's "A release"): migrate the
    fresh database (its reference data comes with the migrations), collect the static files
    and compile the analysis kernels (``manage.py warm``); the seconds each took.

    Without ``warm`` each worker compiles the kernels in its start-up thread
    (``croupier/wsgi.py``) while the load runs, 15 s or more of the worker's interpreter
    lock: on 2026-12-04 that made the exam's start p95 893 ms instead of 57 ms.
    """
    from django.core.management import call_command

    from engine.oasis.analysis.warm import warm

    started = time.perf_counter()
    call_command("migrate", interactive=False, verbosity=0)
    migrated = time.perf_counter()
    call_command("collectstatic", interactive=False, verbosity=0, clear=True)
    collected = time.perf_counter()
    warmed = warm()
    return {
        "migrate_seconds": round(migrated - started, 2),
        "collectstatic_seconds": round(collected - migrated, 2),
        "warm_seconds": round(time.perf_counter() - collected, 2),
        "kernels_compiled_by_warm": warmed.compiled,
    }


def postgres_version() -> str:
    with psycopg.connect(f"{POSTGRES}/postgres", connect_timeout=5) as conn:
        return conn.execute("SHOW server_version").fetchone()[0]


def _lscpu() -> dict[str, str]:
    try:
        out = subprocess.run(
            ["lscpu"], capture_output=True, text=True, timeout=10, check=False
        ).stdout
    except OSError:
        return {}
    fields = {}
    for line in out.splitlines():
        key, _sep, value = line.partition(":")
        fields[key.strip()] = value.strip()
    return fields


def _git(*args: str) -> str:
    try:
        return subprocess.run(
            ["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=10, check=False
        ).stdout.strip()
    except OSError:
        return ""


def machine() -> dict[str, object]:
    """The date, the machine and the code a result was measured on (the commit, and the
    tracked files changed in the working tree since: others may be editing it)."""
    cpu = _lscpu()
    return {
        "date_utc": datetime.now(tz=UTC).isoformat(timespec="seconds"),
        "cpu": cpu.get("Model name", platform.processor() or "unknown"),
        "cpus": os.cpu_count(),
        "hypervisor": cpu.get("Hypervisor vendor", ""),
        "kernel": platform.release(),
        "load_average_1min": round(os.getloadavg()[0], 2),
        "python": platform.python_version(),
        "postgresql": postgres_version(),
        "django": metadata.version("django"),
        "gunicorn": metadata.version("gunicorn"),
        "psycopg": metadata.version("psycopg"),
        "commit": _git("rev-parse", "--short", "HEAD"),
        "uncommitted_changes": _git("status", "--porcelain", "--untracked-files=no").splitlines(),
    }


def write_json(path: Path, result: dict[str, object]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    return path


class Gunicorn:
    """One gunicorn server of the site on 127.0.0.1:``port``, started in its own process
    group so that stopping it stops its workers too."""

    def __init__(
        self,
        *,
        port: int,
        env: dict[str, str],
        workers: int = 2,
        worker_class: str = "sync",
        threads: int = 1,
        name: str = "bench",
    ) -> None:
        self.port = port
        self.env = env
        self.workers = workers
        self.worker_class = worker_class
        self.threads = threads
        self.log = SCRATCH / f"gunicorn-{name}-{port}.log"
        self.process: subprocess.Popen[bytes] | None = None

    def describe(self) -> dict[str, object]:
        return {
            "bind": f"{HOST}:{self.port}",
            "workers": self.workers,
            "worker_class": self.worker_class,
            "threads": self.threads,
        }

    def start(self, *, ready_within: float = 30.0) -> None:
        SCRATCH.mkdir(parents=True, exist_ok=True)
        self.log.write_text("")
        command = [
            str(GUNICORN),
            "croupier.wsgi:application",
            f"--bind={HOST}:{self.port}",
            f"--workers={self.workers}",
            f"--worker-class={self.worker_class}",
            f"--threads={self.threads}",
            # Two servers on one machine would otherwise share ~/.gunicorn/gunicorn.ctl.
            "--no-control-socket",
            "--timeout=30",
            "--graceful-timeout=5",
            f"--error-logfile={self.log}",
            "--log-level=warning",
            # Django's warnings and tracebacks (bench settings' LOGGING) into the same file.
            "--capture-output",
        ]
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=self.env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + ready_within
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"gunicorn exited at start:\n{self.log_tail()}")
            try:
                url = f"http://{HOST}:{self.port}/bench/ok/"
                with urllib.request.urlopen(url, timeout=2) as response:
                    if response.status == 200:
                        return
            except (OSError, urllib.error.URLError):
                pass
            time.sleep(0.2)
        raise RuntimeError(f"gunicorn did not answer within {ready_within} s:\n{self.log_tail()}")

    def stop(self) -> None:
        """Stop the server (TERM, then KILL after 10 s) and every process of its group."""
        process, self.process = self.process, None
        if process is None:
            return
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            with suppress(subprocess.TimeoutExpired):
                process.wait(timeout=10)
        # Its workers share the process group gunicorn was started in (its own pid).
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)

    def log_lines(self) -> list[str]:
        try:
            return self.log.read_text().splitlines()
        except OSError:
            return []

    def log_tail(self, lines: int = 20) -> str:
        try:
            return "\n".join(self.log.read_text().splitlines()[-lines:])
        except OSError:
            return ""


@contextmanager
def serving(*servers: Gunicorn) -> Iterator[tuple[Gunicorn, ...]]:
    """Start the servers; stop every one of them on the way out, whatever happened."""
    try:
        for server in servers:
            server.start()
        yield servers
    finally:
        for server in servers:
            server.stop()


def percentile(values: list[float], q: float) -> float | None:
    """The ``q``-th percentile (0–100) by linear interpolation between closest ranks."""
    if not values:
        return None
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def ms(seconds: float | None) -> float | None:
    return None if seconds is None else round(seconds * 1000, 1)


class InProcess:
    """Requests made one at a time in the script's own process (Django's test client: no
    HTTP server, no queueing), each timed and its queries counted, by label."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, list[float]]] = {}

    def timed(self, label: str, call: Callable[[], Any]) -> Any:
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        with CaptureQueriesContext(connection) as queries:
            started = time.perf_counter()
            response = call()
            seconds = time.perf_counter() - started
        row = self.rows.setdefault(label, {"seconds": [], "queries": []})
        row["seconds"].append(seconds)
        row["queries"].append(len(queries))
        return response

    def summary(self) -> dict[str, object]:
        """Each label's requests, median and longest time, and median queries."""
        return {
            label: {
                "requests": len(row["seconds"]),
                "median_ms": ms(statistics.median(row["seconds"])),
                "max_ms": ms(max(row["seconds"])),
                "queries": statistics.median(row["queries"]),
            }
            for label, row in self.rows.items()
        }
