"""A class starting its sprint of the day together: ``.venv/bin/python -m bench.load.sprint``.

gunicorn (two sync workers) on a fresh PostgreSQL database, production settings on plain HTTP,
127.0.0.1 only, as ``bench.load.exam`` runs it. One class of 60 trainees, each logged in by a
database session, has its class's board open; they press *Start* on the class's sprint of the
day (30 questions in 90 s at the class's house, the standard rules, on its payouts: one seed,
so one question set for the whole class) within one second of one another (``--spread``),
read the first question, then answer one question after another (``--think`` seconds apart
on average, 2 by default) as htmx posts them, until the result shows or the clock has run out.

Measured: the start (the post, and the post with the first question it leads to) and each
answer, p50 / p95 / p99, and the errors. Afterwards, in the database: every answer the load
got a success for stored exactly once, none twice for a question; every sprint one per
trainee and closed by its clock or its last answer; one question set for the class, each of
its positions dealt once. Four trainees outside the count run another shape's first questions
before the load (another set: the load's is dealt by the load), so that both workers have run
every path once. Last, in the script's own process (Django's test client, no HTTP, no
queueing), more trainees of the class run a 10-question sprint of the day one at a time: the
first deals the set as it goes, the others ask it; each request's median time and queries.

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
SPRINT = {"game": "oasis", "shape": "30in90"}
# The warm-up runs another shape: another set, so that the load deals its own.
WARM_SPRINT = {"game": "oasis", "shape": "20in90"}
ALONE_SPRINT = {"game": "oasis", "shape": "10in90"}
WARM_UP = 4
# Amounts, right or wrong: the load measures the answer's cost, which is the same either way.
ANSWER = "10"

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
    """The class (its house the standard rules) and its trainees, logged in."""
    from bench.load import trainees
    from paytables.selectors import variant_get
    from school.models import ClassHouse, SchoolClass

    users = [trainees.trainee_create(username=f"bench-{i:03d}") for i in range(args.trainees)]
    warm = [trainees.trainee_create(username=f"bench-warm-{i}") for i in range(WARM_UP)]
    school_class = SchoolClass.objects.create(name="Bench class", casino="Bench Casino")
    school_class.trainees.add(*users, *warm)
    variant = variant_get(slug="standard")
    ClassHouse.objects.create(school_class=school_class, game=variant.game, variant=variant)
    return {
        "users": users,
        "class_pk": school_class.pk,
        "cookies": [trainees.session_cookies(user=user) for user in users],
        "warm_cookies": [trainees.session_cookies(user=user) for user in warm],
    }


def board_path(class_pk: object) -> str:
    return f"/en/school/classes/{class_pk}/board/"


def start_path(class_pk: object) -> str:
    return f"/en/school/classes/{class_pk}/sprint/"


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

    def __init__(self, args: argparse.Namespace, prepared: dict[str, object]) -> None:
        self.port, self.think, self.spread = args.port, args.think, args.spread
        self.cookies: list[dict[str, str]] = prepared["cookies"]  # type: ignore[assignment]
        self.class_pk = prepared["class_pk"]
        self.browsers: list[Browser] = []
        self.tokens: list[str] = []
        self.lock = threading.Lock()
        self.sent: list[tuple[int, bool]] = []  # (question pk, success) of every answer posted
        self.starts: list[float] = []

    def open_pages(self, tally: Tally) -> None:
        for cookies in self.cookies:
            browser = Browser(self.port, cookies=cookies)
            page = browser.get(board_path(self.class_pk))
            token = csrf_token(page.body) if page.status == 200 else None
            tally.record("board page", page.seconds, ok=token is not None)
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
                start_path(self.class_pk), {"csrfmiddlewaretoken": self.tokens[index], **SPRINT}
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


def warm_up(port: int, class_pk: object, cookies_of: list[dict[str, str]]) -> int:
    """Trainees outside the load start another shape's sprint of the day and answer two
    questions each, so that both workers have run every path once. How many requests
    failed."""
    failed = 0
    for cookies in cookies_of:
        browser = Browser(port, cookies=cookies)
        try:
            token = csrf_token(browser.get(board_path(class_pk)).body) or ""
            fields = {"csrfmiddlewaretoken": token, **WARM_SPRINT}
            start = browser.post(start_path(class_pk), fields)
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


def sprint_alone(prepared: dict[str, object], *, trainees_count: int = 8) -> dict[str, object]:
    """More trainees of the class run a 10-question sprint of the day one at a time through
    Django's test client (no HTTP server, no queueing): the first deals the set's ten
    questions as he reaches them, each of the others asks them. Each request's median time
    and queries, the first trainee's apart."""
    from django.test import Client

    from bench.load import trainees
    from school.models import SchoolClass

    school_class = SchoolClass.objects.get(pk=prepared["class_pk"])
    htmx = {"HTTP_HX_REQUEST": "true"}
    timings = server.InProcess()
    timed = timings.timed

    for number in range(trainees_count):
        who = "first of the set" if number == 0 else "the set dealt"
        user = trainees.trainee_create(username=f"bench-alone-{number}")
        school_class.trainees.add(user)
        client = Client(HTTP_HOST=server.HOST)
        client.force_login(user)
        start = timed(
            f"start ({who})", lambda c=client: c.post(start_path(school_class.pk), ALONE_SPRINT)
        )
        page = timed(f"first question ({who})", lambda c=client, s=start: c.get(s["Location"]))
        body = page.content.decode()
        while (action := _ACTION.search(body)) is not None:
            answer = timed(
                f"answer ({who})",
                lambda c=client, a=action: c.post(a[1], {"answer": ANSWER}, **htmx),
            )
            body = answer.content.decode()
    return timings.summary()


def check_database(prepared: dict[str, object], runners: Runners) -> dict[str, object]:
    """The sprints and answers stored, against what the load sent and got a success for."""
    from django.db.models import Count
    from django.utils import timezone

    from trainer.models import Attempt, DealtRound, Question, Sprint

    users = [user.pk for user in prepared["users"]]
    sprints = list(Sprint.objects.filter(user_id__in=users))
    sets = {sprint.question_set_id for sprint in sprints}
    dealt = Question.objects.filter(sprint_set__in=sets)
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
        "question_sets": len(sets),
        "set_questions_dealt": dealt.count(),
        "set_positions_dealt_twice": dealt.values("sprint_set", "position")
        .annotate(n=Count("pk"))
        .filter(n__gt=1)
        .count(),
        "rounds_dealt_for_the_class": DealtRound.objects.filter(
            questions__sprint_set__in=sets
        ).count(),
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
    release = server.release()
    prepared = prepare(args)
    gunicorn = server.Gunicorn(
        port=args.port, env=env, workers=args.workers, worker_class="sync", threads=1, name="sprint"
    )
    runners = Runners(args, prepared)
    pages = Tally()
    with server.serving(gunicorn):
        try:
            warm_failures = warm_up(args.port, prepared["class_pk"], prepared["warm_cookies"])
            runners.open_pages(pages)
            label = f"the class runs a sprint ({args.think:g} s between answers)"
            running = run_phase(label, args.trainees, runners.run, args.spread + 90 + 30)
        finally:
            runners.close()
    starts = sorted(runners.starts)
    running["starts_within_seconds"] = round(starts[-1] - starts[0], 3) if starts else None
    stored = check_database(prepared, runners)
    alone = sprint_alone(prepared)
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
        "one_set_for_the_class": stored["question_sets"] == 1
        and stored["set_positions_dealt_twice"] == 0,
    }
    print(f"  starts sent within {running['starts_within_seconds']} s of one another")
    for key, value in {**stored, **verdict}.items():
        print(f"  {key}: {value}")
    for label, row in alone.items():
        print(f"  alone, {label}: {row['median_ms']} ms median, {row['queries']} queries")
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
        "alone_in_process": alone,
        "verdict": verdict,
    }
    print(f"Results: {server.write_json(args.json, result)}")
    return 0 if verdict["no_errors"] and verdict["stored_exactly_once"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
