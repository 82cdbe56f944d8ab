"""A class starting the same sprint together: ``.venv/bin/python -m bench.load.sprint``.

gunicorn (two sync workers) on a fresh PostgreSQL database, production settings on plain HTTP,
127.0.0.1 only, as ``bench.load.exam`` runs it. One class of 60 trainees, each logged in by a
database session, has the sprints' page open; they press *Start* (30 questions in 90 s, the
standard rules' ante and net result) within one second of one another (``--spread``), read
the first question, then answer one question after another (``--think`` seconds apart on
average, 2 by default) as htmx posts them, until the result shows or the clock has run out.

Measured: the start (the post, and the post with the first question it leads to) and each
answer, p50 / p95 / p99, and the errors. Afterwards, in the database: every answer the load
got a success for stored exactly once, none twice for a question; every sprint one per
trainee and closed by its clock or its last answer. Four trainees outside the count run a
sprint's first questions before the load, so that both workers have run every path once.

Results: ``bench/results/load-sprint.json``; method and figures: bench/README.md.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import threading
import time
from pathlib import Path

from bench.load import server
from bench.load.answers import run_phase
from bench.load.client import Browser, RequestFailed, Response, Tally, csrf_token
from bench.load.exam import load_average, lscpu_head

DATABASE = "croupier_bench_sprint"
START_P95_GOAL_MS = 250.0
ANSWER_P95_GOAL_MS = 50.0
SPRINT = {"variant": "standard", "kinds": ["ante", "net"], "shape": "30in90"}
WARM_UP = 4
# Amounts, right or wrong: the load measures the answer's cost, which is the same either way.
ANSWER = "10"
SPRINTS_PATH = "/en/trainer/sprints/"

_ACTION = re.compile(r'action="((?:/[a-z]{2})?/trainer/sprints/\d+/questions/(\d+)/answer/)"')


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trainees", type=int, default=60, help="trainees of the class (60)")
    parser.add_argument("--think", type=float, default=2.0, help="seconds between answers (2)")
    parser.add_argument("--spread", type=float, default=1.0, help="seconds within which all start")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (2)")
    parser.add_argument("--port", type=int, default=8106)
    parser.add_argument("--redis", action="store_true", help="the cache and sessions in Redis")
    parser.add_argument("--json", type=Path, default=server.RESULTS / "load-sprint.json")
    args = parser.parse_args(argv)
    if not 1 <= args.trainees <= 300 or not 0 <= args.think <= 30 or not 0 <= args.spread <= 10:
        parser.error("1 to 300 trainees, a think time of 0 to 30 s, a spread of 0 to 10 s")
    return args


def prepare(args: argparse.Namespace) -> dict[str, object]:
    from bench.load import trainees

    users = [trainees.trainee_create(username=f"bench-{i:03d}") for i in range(args.trainees)]
    warm = [trainees.trainee_create(username=f"bench-warm-{i}") for i in range(WARM_UP)]
    return {
        "users": users,
        "cookies": [trainees.session_cookies(user=user) for user in users],
        "warm_cookies": [trainees.session_cookies(user=user) for user in warm],
    }


def refused(response: Response) -> str:
    """Why the load counts ``response`` as an error, or "" when it is a success."""
    if response.status != 200:
        return f"HTTP {response.status}"
    if 'role="alert"' in response.body:
        return "refused: " + re.sub(r"\s+", " ", response.body)[:120]
    if 'id="sprint"' not in response.body:
        return "not the sprint"
    return ""


class Runners:
    """The class: each trainee's browser on the sprints' page, then through his sprint."""

    def __init__(self, args: argparse.Namespace, cookies: list[dict[str, str]]) -> None:
        self.port, self.think, self.spread = args.port, args.think, args.spread
        self.cookies = cookies
        self.browsers: list[Browser] = []
        self.tokens: list[str] = []
        self.lock = threading.Lock()
        self.sent: list[tuple[int, bool]] = []  # (question pk, success) of every answer posted
        self.starts: list[float] = []

    def open_pages(self, tally: Tally) -> None:
        for cookies in self.cookies:
            browser = Browser(self.port, cookies=cookies)
            page = browser.get(SPRINTS_PATH)
            token = csrf_token(page.body) if page.status == 200 else None
            tally.record("sprints page", page.seconds, ok=token is not None)
            self.browsers.append(browser)
            self.tokens.append(token or "")

    def run(self, index: int, deadline: float, tally: Tally) -> None:
        browser = self.browsers[index]
        pause = random.Random(index)
        time.sleep(pause.uniform(0, self.spread))
        try:
            with self.lock:
                self.starts.append(time.perf_counter())
            start = browser.post(
                f"{SPRINTS_PATH}start/", {"csrfmiddlewaretoken": self.tokens[index], **SPRINT}
            )
        except RequestFailed as failure:
            tally.record("start", failure.seconds, ok=False, why=failure.reason)
            return
        started = start.status == 302 and "/trainer/sprints/" in start.location
        tally.record("start", start.seconds, ok=started, why=f"HTTP {start.status}")
        if not started:
            return
        try:
            page = browser.get(start.location)
        except RequestFailed as failure:
            tally.record("first question", failure.seconds, ok=False, why=failure.reason)
            return
        why = refused(page)
        tally.record("first question", page.seconds, ok=not why, why=why)
        tally.record("start to the first question", start.seconds + page.seconds, ok=not why)
        while time.perf_counter() < deadline:
            action, token = _ACTION.search(page.body), csrf_token(page.body)
            if action is None or token is None:
                tally.notes["sprints over"] += 1
                return
            time.sleep(pause.uniform(0.5 * self.think, 1.5 * self.think))
            fields = {"csrfmiddlewaretoken": token, "answer": ANSWER}
            try:
                page = browser.post(action[1], fields, htmx=True)
            except RequestFailed as failure:
                tally.record("answer", failure.seconds, ok=False, why=failure.reason)
                self._sent(int(action[2]), ok=False)
                return
            why = refused(page)
            tally.record("answer", page.seconds, ok=not why, why=why)
            self._sent(int(action[2]), ok=not why)
            if why:
                return

    def _sent(self, question_pk: int, *, ok: bool) -> None:
        with self.lock:
            self.sent.append((question_pk, ok))

    def close(self) -> None:
        for browser in self.browsers:
            browser.close()


def warm_up(port: int, cookies_of: list[dict[str, str]]) -> int:
    """Trainees outside the load start a sprint and answer two questions each, so that both
    workers have run every path once. How many requests failed."""
    failed = 0
    for cookies in cookies_of:
        browser = Browser(port, cookies=cookies)
        try:
            token = csrf_token(browser.get(SPRINTS_PATH).body) or ""
            start = browser.post(f"{SPRINTS_PATH}start/", {"csrfmiddlewaretoken": token, **SPRINT})
            page = browser.get(start.location) if start.status == 302 else start
            for _ in range(2):
                action = _ACTION.search(page.body)
                if action is None:
                    failed += 1
                    break
                fields = {"csrfmiddlewaretoken": csrf_token(page.body) or "", "answer": ANSWER}
                page = browser.post(action[1], fields, htmx=True)
                failed += bool(refused(page))
        except RequestFailed:
            failed += 1
        finally:
            browser.close()
    return failed


def check_database(prepared: dict[str, object], runners: Runners) -> dict[str, object]:
    """The sprints and answers stored, against what the load sent and got a success for."""
    from django.db.models import Count
    from django.utils import timezone

    from trainer.models import Attempt, Sprint

    users = [user.pk for user in prepared["users"]]
    sprints = list(Sprint.objects.filter(user_id__in=users))
    acknowledged = {pk for pk, ok in runners.sent if ok}
    stored = set(
        Attempt.objects.filter(question__sprint__in=sprints).values_list("question_id", flat=True)
    )
    doubled = (
        Attempt.objects.filter(question__sprint__in=sprints)
        .values("question_id")
        .annotate(n=Count("pk"))
        .filter(n__gt=1)
        .count()
    )
    over = [sprint for sprint in sprints if sprint.finished_at or sprint.ends_at <= timezone.now()]
    result = {
        "trainees": len(users),
        "sprints": len(sprints),
        "trainees_with_more_than_one_sprint": len(sprints) - len({s.user_id for s in sprints}),
        "sprints_over": len(over),
        "answers_acknowledged": len(acknowledged),
        "answers_stored": len(stored),
        "acknowledged_not_stored": len(acknowledged - stored),
        "stored_but_never_acknowledged": len(stored - acknowledged),
        "questions_answered_twice": doubled,
        "late_answers_refused": sum(sprint.late_answers for sprint in sprints),
    }
    # An answer after the clock is acknowledged (the result page comes back) and refused:
    # those, and no others, are acknowledged without being stored.
    result["stored_exactly_once"] = (
        result["acknowledged_not_stored"] == result["late_answers_refused"]
        and result["stored_but_never_acknowledged"] == 0
        and result["questions_answered_twice"] == 0
    )
    return result


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    load_before = load_average()
    env = server.bench_env(database=DATABASE, secret_key=server.new_secret_key(), redis=args.redis)
    server.setup_django(env)
    machine = {**server.machine(), "lscpu_head": lscpu_head(), "load_average_before": load_before}
    print(f"{machine['date_utc']}  load average {' '.join(map(str, load_before))}", flush=True)
    server.recreate_database(DATABASE)
    release = server.migrate_and_collectstatic()
    prepared = prepare(args)
    gunicorn = server.Gunicorn(
        port=args.port, env=env, workers=args.workers, worker_class="sync", threads=1, name="sprint"
    )
    runners = Runners(args, prepared["cookies"])
    pages = Tally()
    with server.serving(gunicorn):
        try:
            warm_failures = warm_up(args.port, prepared["warm_cookies"])
            runners.open_pages(pages)
            label = f"the class runs a sprint ({args.think:g} s between answers)"
            running = run_phase(label, args.trainees, runners.run, args.spread + 90 + 30)
        finally:
            runners.close()
    starts = sorted(runners.starts)
    running["starts_within_seconds"] = round(starts[-1] - starts[0], 3) if starts else None
    stored = check_database(prepared, runners)
    machine["load_average_after"] = load_average()
    by_request = running["by_request"]
    start_p95 = by_request.get("start to the first question", {}).get("p95_ms")
    answer_p95 = by_request.get("answer", {}).get("p95_ms")
    verdict = {
        "no_errors": running["errors"] == 0 and pages.failed.total() == 0 and not warm_failures,
        "start_p95_ms": start_p95,
        "start_p95_goal_met": start_p95 is not None and start_p95 < START_P95_GOAL_MS,
        "answer_p95_ms": answer_p95,
        "answer_p95_goal_met": answer_p95 is not None and answer_p95 < ANSWER_P95_GOAL_MS,
        "stored_exactly_once": stored["stored_exactly_once"],
    }
    print(f"  starts sent within {running['starts_within_seconds']} s of one another")
    for key, value in {**stored, **verdict}.items():
        print(f"  {key}: {value}")
    print(f"  load average before {load_before}, after {machine['load_average_after']}")
    result = {
        "script": "bench.load.sprint",
        "command": " ".join([".venv/bin/python -m bench.load.sprint", *(argv or sys.argv[1:])]),
        "machine": machine,
        "server": {**gunicorn.describe(), "database": DATABASE, "redis": args.redis},
        "trainees": args.trainees,
        "think_seconds": args.think,
        "spread_seconds": args.spread,
        "sprint": SPRINT,
        "release": release,
        "warm_up": {"trainees": WARM_UP, "failed_requests": warm_failures},
        "running": running,
        "database": stored,
        "verdict": verdict,
    }
    print(f"Results: {server.write_json(args.json, result)}")
    return 0 if verdict["no_errors"] and verdict["stored_exactly_once"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
