"""The first minute of a fresh install: ``.venv/bin/python -m bench.first_minute --checkout DIR``.

DIR is a fresh clone with no ``.venv`` (``git clone . /tmp/x``). The script does what a
newcomer does and times each step from outside, as he would wait for it:

1. ``make venv`` in DIR: the venv and the packages ``make run`` installs (pip reads the
   machine's configured index);
2. ``make run PORT=...`` in DIR, until the site answers on that port (translations,
   migrations, and whatever else ``make run`` does before serving);
3. a trainee (made with ``manage.py shell``, which every commit has) logs in over HTTP,
   starts a drill of best-play questions at the standard house, and opens each question's
   page (the drill page, which deals it and runs the exact analysis) and answers it, for
   ``--questions`` questions. The first page is timed against the rest.

Only the site's own pages and ``make`` are used, so the same script times any commit: run it
on a clone of the old commit and of the new one, one after the other. The server is stopped
at the end (its process group, which this script started); DIR is left as it is.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import json
import os
import platform
import re
import signal
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
ACTION = re.compile(r'<form method="post" action="([^"]+/answer/)"')
CHOICE = re.compile(r'<button type="submit" name="answer" value="([^"]+)"')
USERNAME = "first.minute"
PASSWORD = "first-minute-bench-2026"  # a throwaway account in a scratch clone


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkout", type=Path, required=True, help="a fresh clone")
    parser.add_argument("--port", type=int, default=8190, help="the server's port (8190)")
    parser.add_argument("--questions", type=int, default=10, help="best-play pages (10)")
    parser.add_argument("--json", type=Path, help="write the figures to this file too")
    return parser.parse_args(argv)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


class Browser:
    """A cookie-keeping client that never follows a redirect (the drill's address is one)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.cookies = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(self.cookies), NoRedirect
        )

    def request(self, path: str, data: dict | None = None) -> tuple[int, str, str]:
        body = None
        if data is not None:
            token = next(c.value for c in self.cookies if c.name == "csrftoken")
            body = urllib.parse.urlencode({**data, "csrfmiddlewaretoken": token}, doseq=True)
        request = urllib.request.Request(self.base + path, data=body and body.encode())
        try:
            with self.opener.open(request, timeout=120) as response:
                return response.status, response.read().decode(), ""
        except urllib.error.HTTPError as error:
            if error.code in (301, 302, 303):
                return error.code, "", error.headers["Location"]
            raise

    def timed(self, path: str, data: dict | None = None) -> tuple[float, int, str, str]:
        started = time.perf_counter()
        status, page, location = self.request(path, data)
        return time.perf_counter() - started, status, page, location


def run_timed(command: list[str], cwd: Path) -> float:
    started = time.perf_counter()
    subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def wait_for(base: str, server: subprocess.Popen, limit: float = 900) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"make run stopped with status {server.returncode}")
        try:
            with urllib.request.urlopen(base + "/en/rules/", timeout=5):
                return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
    raise SystemExit(f"nothing answered on {base} within {limit} s")


def measure(checkout: Path, port: int, questions: int) -> dict:
    figures: dict = {}
    figures["make venv, s"] = round(run_timed(["make", "venv"], checkout), 1)
    log = open(checkout / "first-minute-server.log", "w")  # noqa: SIM115 (lives with the server)
    started = time.perf_counter()
    server = subprocess.Popen(
        ["make", "run", f"PORT={port}"],
        cwd=checkout,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group, to stop runserver's reloader too
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(base, server)
        figures["make run until the site answers, s"] = round(time.perf_counter() - started, 1)
        python = str(checkout / ".venv/bin/python")
        make_user = (
            "from django.contrib.auth import get_user_model; "
            f"get_user_model().objects.create_user({USERNAME!r}, password={PASSWORD!r})"
        )
        subprocess.run([python, "manage.py", "shell", "-c", make_user], cwd=checkout, check=True)
        browser = Browser(base)
        status, page, _ = browser.request("/en/accounts/login/")
        status, _, location = browser.request(
            "/en/accounts/login/", {"username": USERNAME, "password": PASSWORD}
        )
        assert status == 302, f"log-in answered {status}"
        seconds, status, _, drill = browser.timed(
            "/en/trainer/drills/",
            {
                "variant": "standard",
                "kinds": "best_play",
                "difficulty": "round",
                "length": questions,
            },
        )
        assert status == 302, f"the drill form answered {status}"
        figures["drill form, s"] = round(seconds, 3)
        pages = []
        for _question in range(questions):
            seconds, status, page, _ = browser.timed(drill)
            assert status == 200, f"the drill page answered {status}"
            pages.append(seconds)
            action, choice = ACTION.search(page), CHOICE.search(page)
            assert action and choice, "the page asks no best-play question"
            browser.request(action[1], {"answer": choice[1]})
        figures["best-play pages, s"] = [round(s, 3) for s in pages]
        figures["first page, s"] = round(pages[0], 3)
        figures["tenth page, s"] = round(pages[min(9, len(pages) - 1)], 3)
        figures["median of the others, s"] = round(statistics.median(pages[1:] or pages), 3)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        log.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    checkout = args.checkout.resolve()
    if (checkout / ".venv").exists():
        print(f"{checkout}/.venv exists: give a fresh clone", file=sys.stderr)
        return 2
    commit = subprocess.run(
        ["git", "-C", str(checkout), "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    load = os.getloadavg()[0]
    figures = measure(checkout, args.port, args.questions)
    results = {
        "commit": commit,
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "load average before": round(load, 2),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        **figures,
    }
    for name, value in results.items():
        print(f"{name:<40} {value}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
