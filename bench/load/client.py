"""The load side: a minimal browser (one keep-alive connection, its cookies), reading the
answer form off a page, and running many of them at once for a bounded time.

Standard library only (``http.client``): the load generator adds no dependency and talks to
127.0.0.1 only.
"""

from __future__ import annotations

import html
import http.client
import re
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from urllib.parse import urlencode

from bench.load.server import HOST, ms, percentile


class RequestFailed(Exception):
    """No HTTP response at all: refused, reset, timed out."""

    def __init__(self, reason: str, seconds: float) -> None:
        super().__init__(reason)
        self.reason = reason
        self.seconds = seconds


@dataclass(frozen=True)
class Response:
    status: int
    body: str
    headers: http.client.HTTPMessage
    seconds: float

    @property
    def location(self) -> str:
        return self.headers.get("Location", "")


class Browser:
    """One user agent: a connection kept alive where the server allows it, and cookies."""

    def __init__(
        self, port: int, *, cookies: dict[str, str] | None = None, timeout: float = 10.0
    ) -> None:
        self.port = port
        self.cookies = dict(cookies or {})
        self.timeout = timeout
        self._connection: http.client.HTTPConnection | None = None

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def get(self, path: str, *, htmx: bool = False) -> Response:
        return self.request("GET", path, htmx=htmx)

    def post(self, path: str, form: dict[str, str | list[str]], *, htmx: bool = False) -> Response:
        return self.request("POST", path, form=form, htmx=htmx)

    def request(
        self,
        method: str,
        path: str,
        *,
        form: dict[str, str | list[str]] | None = None,
        htmx: bool = False,
    ) -> Response:
        if self._connection is None:
            self._connection = http.client.HTTPConnection(HOST, self.port, timeout=self.timeout)
        headers = {"Accept": "text/html"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        body = None
        if form is not None:
            body = urlencode(form, doseq=True)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if htmx:
            headers["HX-Request"] = "true"
        started = time.perf_counter()
        try:
            self._connection.request(method, path, body=body, headers=headers)
            response = self._connection.getresponse()
            data = response.read()
        except (OSError, http.client.HTTPException) as error:
            self.close()
            reason = type(error).__name__
            raise RequestFailed(reason, time.perf_counter() - started) from error
        seconds = time.perf_counter() - started
        self._keep_cookies(response.msg.get_all("Set-Cookie") or [])
        return Response(response.status, data.decode("utf-8", "replace"), response.msg, seconds)

    def _keep_cookies(self, headers: list[str]) -> None:
        for header in headers:
            jar = SimpleCookie()
            jar.load(header)
            for name, morsel in jar.items():
                if morsel["max-age"] == "0" or not morsel.value:
                    self.cookies.pop(name, None)
                else:
                    self.cookies[name] = morsel.value


_CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
_ANSWER_ACTION = re.compile(r'action="((?:/[a-z]{2})?/trainer/questions/(\d+)/answer/)"')
_CHOICE = re.compile(r'<button type="submit" name="answer" value="([^"]*)"')


@dataclass(frozen=True)
class AnswerForm:
    """The answer form of a question page, as a trainee's browser would submit it."""

    action: str
    question_pk: int
    csrf_token: str
    choices: list[str]

    def fields(self, answer: str) -> dict[str, str]:
        return {"csrfmiddlewaretoken": self.csrf_token, "answer": answer}


def answer_form(page: str) -> AnswerForm | None:
    """The open question's form on ``page``; ``None`` when the page asks nothing."""
    action = _ANSWER_ACTION.search(page)
    token = _CSRF.search(page)
    if action is None or token is None:
        return None
    return AnswerForm(
        action=action[1],
        question_pk=int(action[2]),
        csrf_token=html.unescape(token[1]),
        choices=answer_choices(page),
    )


def answer_choices(page: str) -> list[str]:
    """The answers a question on ``page`` offers as buttons (none where one is typed): a
    drill's question or an exam's."""
    return [html.unescape(value) for value in _CHOICE.findall(page)]


def csrf_token(page: str) -> str | None:
    match = _CSRF.search(page)
    return None if match is None else html.unescape(match[1])


def shows_feedback(page: str) -> bool:
    """Whether ``page`` shows an answered question's verdict."""
    return 'class="feedback ' in page


@dataclass
class Tally:
    """What one load thread saw: latencies by request, statuses, failures."""

    seconds: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    ok: Counter[str] = field(default_factory=Counter)
    failed: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)
    finished_at: float = 0.0
    notes: Counter[str] = field(default_factory=Counter)

    def record(self, label: str, seconds: float, *, ok: bool, why: str = "") -> None:
        self.seconds[label].append(seconds)
        if ok:
            self.ok[label] += 1
        else:
            self.failed[label] += 1
            self.failures[f"{label}: {why}"] += 1

    def merge(self, other: Tally) -> None:
        for label, values in other.seconds.items():
            self.seconds[label].extend(values)
        self.ok.update(other.ok)
        self.failed.update(other.failed)
        self.failures.update(other.failures)
        self.notes.update(other.notes)
        self.finished_at = max(self.finished_at, other.finished_at)


def run_concurrently(
    count: int,
    body: Callable[[int, float, Tally], None],
    *,
    duration: float,
) -> tuple[Tally, float]:
    """Run ``body(index, deadline, tally)`` in ``count`` threads released together; each
    stops at ``deadline`` (a ``time.perf_counter()`` value). The merged tally and the
    seconds from the start to the last thread's last response."""
    barrier = threading.Barrier(count + 1)
    tallies = [Tally() for _ in range(count)]
    clock: dict[str, float] = {}

    def run(index: int) -> None:
        barrier.wait(timeout=60)
        try:
            body(index, clock["deadline"], tallies[index])
        finally:
            tallies[index].finished_at = time.perf_counter()

    threads = [
        threading.Thread(target=run, args=(index,), daemon=True, name=f"load-{index}")
        for index in range(count)
    ]
    for thread in threads:
        thread.start()
    clock["start"] = time.perf_counter()
    clock["deadline"] = clock["start"] + duration
    barrier.wait(timeout=60)
    # Every request has a socket timeout, so a thread ends soon after the deadline; the
    # join is bounded all the same.
    for thread in threads:
        thread.join(timeout=duration + 60)
    total = Tally()
    for tally in tallies:
        total.merge(tally)
    return total, max(total.finished_at - clock["start"], 1e-9)


def summary(tally: Tally, elapsed: float) -> dict[str, object]:
    """Per request label: how many, how many per second, latency percentiles in ms."""
    labels = {}
    for label, values in sorted(tally.seconds.items()):
        labels[label] = {
            "requests": len(values),
            "ok": tally.ok[label],
            "errors": tally.failed[label],
            "per_second": round(len(values) / elapsed, 1),
            "p50_ms": ms(percentile(values, 50)),
            "p95_ms": ms(percentile(values, 95)),
            "p99_ms": ms(percentile(values, 99)),
            "max_ms": ms(max(values)),
        }
    total = sum(len(values) for values in tally.seconds.values())
    return {
        "seconds": round(elapsed, 2),
        "requests": total,
        "requests_per_second": round(total / elapsed, 1),
        "errors": sum(tally.failed.values()),
        "error_kinds": dict(tally.failures),
        "by_request": labels,
        **({"notes": dict(tally.notes)} if tally.notes else {}),
    }
