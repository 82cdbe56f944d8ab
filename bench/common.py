"""What the benchmarks share: the timer, the machine description and the JSON output."""

from __future__ import annotations

import gc
import json
import os
import platform
import statistics
import time
from collections.abc import Callable
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path


def best_and_median(loop: Callable[[], object], repeat: int) -> dict[str, object]:
    """Time ``loop()`` ``repeat`` times; the seconds of each run, the best and the median.

    The garbage collector is off while timing, as ``timeit`` does, so that a collection
    triggered by setup garbage does not land in one run and not another.
    """
    seconds = []
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        for _ in range(repeat):
            start = time.perf_counter()
            loop()
            seconds.append(time.perf_counter() - start)
    finally:
        if was_enabled:
            gc.enable()
    return {"best": min(seconds), "median": statistics.median(seconds), "runs": seconds}


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def machine() -> dict[str, object]:
    """The date and the machine a result was measured on."""
    return {
        "date_utc": datetime.now(tz=UTC).isoformat(timespec="seconds"),
        "cpu": _cpu_model(),
        "cpus": os.cpu_count(),
        "cpus_usable": len(os.sched_getaffinity(0)),
        "load_average_1min": os.getloadavg()[0],
        "python": platform.python_version(),
        "numpy": metadata.version("numpy"),
        "treys": metadata.version("treys"),
    }


def write_json(path: str, results: dict[str, object]) -> None:
    Path(path).write_text(json.dumps(results, indent=2) + "\n")
