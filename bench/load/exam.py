"""A class sitting an exam under load: ``.venv/bin/python -m bench.load.exam``.

gunicorn (two sync workers) on a fresh PostgreSQL database, production settings on plain HTTP,
127.0.0.1 only, as ``bench.load.answers`` runs it. One class of 60 trainees, each logged in
by a database session, has an exam whose questions were dealt when it was made (as saving it
in the admin deals them). Each trainee's browser has the exam's page open; the trainees
press *Start* within one second of one another (``--spread``), read the first question,
then answer one question after another at a person's pace (``--think`` seconds on average,
3 by default) to the end, as htmx posts them; every fifth answer is wrong, so that the bands
differ.

Measured: the start (the post, and the post with the first question it leads to) and each
answer, p50 / p95 / p99, and the errors. Afterwards, in the database: every answer the load
got a success for stored exactly once, with what was sent; every sitting finished; every
trainee's questions the exam's seeded set, unchanged, each in an order of his own. Last, more
trainees sit it one at a time through Django's test client: each request's own cost and
queries. Four trainees outside the class's count sit its first questions before the load, so
that both workers have run every path once; nothing of theirs is measured.

Results: ``bench/results/load-exam.json``; method and figures: bench/README.md.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from bench.load import server
from bench.load.answers import run_phase
from bench.load.client import (
    Browser,
    RequestFailed,
    Response,
    Tally,
    answer_choices,
    csrf_token,
)

DATABASE = "croupier_bench_exam"
START_P95_GOAL_MS = 250.0
ANSWER_P95_GOAL_MS = 50.0
# A table test of the standard rules: amounts typed (ante, raise, fee) and answers picked
# (does the dealer qualify, the player's hand); 25 questions.
PARTS = {"ante": 4, "raise": 8, "fee": 4, "qualifies": 4, "hand": 5}
WRONG_EVERY = 5
# Trainees outside the load who sit the exam's first questions before it (``warm_up``).
WARM_UP = 4
WRONG_AMOUNT = "123456789"

_ACTION = re.compile(r'action="((?:/[a-z]{2})?/school/sittings/(\d+)/answer/)"')
_INDEX = re.compile(r'name="index" value="(\d+)"')
_PROMPT = re.compile(r'id="prompt-(\d+)"')
# What the sitting's partial shows when it refused a post: the stale question, a bad answer.
_REFUSED = ('role="alert"',)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trainees", type=int, default=60, help="trainees of the class (60)")
    parser.add_argument(
        "--think", type=float, default=3.0, help="seconds between answers, on average (3)"
    )
    parser.add_argument(
        "--spread", type=float, default=1.0, help="seconds within which all start (1)"
    )
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (2)")
    parser.add_argument("--worker-class", default="sync", help="sync (default) or gthread")
    parser.add_argument("--threads", type=int, default=1, help="threads a worker (gthread)")
    parser.add_argument("--port", type=int, default=8105)
    parser.add_argument(
        "--redis",
        action="store_true",
        help="REDIS_URL set: the cache and the sessions' first copy in Redis, as in production",
    )
    parser.add_argument("--json", type=Path, default=server.RESULTS / "load-exam.json")
    args = parser.parse_args(argv)
    if not 1 <= args.trainees <= 300 or not 0 <= args.think <= 30 or not 0 <= args.spread <= 10:
        parser.error("1 to 300 trainees, a think time of 0 to 30 s, a spread of 0 to 10 s")
    return args


# -- the class and its exam (in this process, through the ORM and the school's services) ------


def prepare(args: argparse.Namespace) -> dict[str, object]:
    """The class, its trainees logged in, and the exam open with its set dealt."""
    from datetime import timedelta

    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.utils import timezone

    from bench.load import trainees
    from paytables.selectors import variant_get
    from school.models import ClassHouse, Exam, ExamPart, SchoolClass
    from school.services import exam_questions_deal

    users = [trainees.trainee_create(username=f"bench-{i:03d}") for i in range(args.trainees)]
    warm = [trainees.trainee_create(username=f"bench-warm-{i}") for i in range(WARM_UP)]
    instructor = get_user_model().objects.create_user(
        "bench-instructor", first_name="Bench", last_name="Instructor", is_staff=True
    )
    school_class = SchoolClass.objects.create(name="Bench class", casino="Bench Casino")
    school_class.instructors.add(instructor)
    school_class.trainees.add(*users, *warm)
    variant = variant_get(slug="standard")
    ClassHouse.objects.create(school_class=school_class, game=variant.game, variant=variant)
    questions = sum(PARTS.values())
    # Room for the slowest trainee (1.5 times the think time a question) and no more.
    seconds_per_question = min(600, max(60, int(args.think * 3) + 30))
    minutes = min(600, int(questions * seconds_per_question / 60) + 5)
    now = timezone.now()
    exam = Exam.objects.create(
        school_class=school_class,
        title="Bench table test",
        variant=variant,
        seconds_per_question=seconds_per_question,
        total_minutes=minutes,
        opens_at=now - timedelta(minutes=1),
        closes_at=now + timedelta(minutes=minutes + 60),
        examiner=instructor,
    )
    ExamPart.objects.bulk_create(
        ExamPart(exam=exam, kind=kind, count=count) for kind, count in PARTS.items()
    )
    dealt = exam_questions_deal(exam=exam)
    exam.refresh_from_db()
    keys = {row.question_id: row.question.answer_key for row in exam.questions.all()}
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE")
    return {
        "users": users,
        "cookies": [trainees.session_cookies(user=user) for user in users],
        "warm_cookies": [trainees.session_cookies(user=user) for user in warm],
        "exam_pk": exam.pk,
        "seed": exam.seed,
        "set": {row.position: row.question_id for row in dealt},
        "keys": keys,
        "class_pk": school_class.pk,
    }


# -- the load -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """The question open on a sitting's page, as the trainee's browser would answer it."""

    action: str
    sitting_pk: int
    index: int
    question_pk: int
    csrf_token: str
    choices: list[str]


def open_question(page: str) -> Question | None:
    """The question on a sitting's page; ``None`` once the sitting is over."""
    action, index, prompt = _ACTION.search(page), _INDEX.search(page), _PROMPT.search(page)
    token = csrf_token(page)
    if action is None or index is None or prompt is None or token is None:
        return None
    return Question(
        action=action[1],
        sitting_pk=int(action[2]),
        index=int(index[1]),
        question_pk=int(prompt[1]),
        csrf_token=token,
        choices=answer_choices(page),
    )


def refused(response: Response) -> str:
    """Why the load counts ``response`` as an error, or "" when it is a success."""
    if response.status != 200:
        return f"HTTP {response.status}"
    if any(marker in response.body for marker in _REFUSED):
        return "refused: " + re.sub(r"\s+", " ", response.body)[:120]
    if 'id="sitting"' not in response.body:
        return "not the sitting"
    return ""


class Sitters:
    """The class: each trainee's browser, on the exam's page, then through his sitting."""

    def __init__(self, args: argparse.Namespace, prepared: dict[str, object]) -> None:
        self.port = args.port
        self.think = args.think
        self.spread = args.spread
        self.keys: dict[int, str] = prepared["keys"]
        self.exam_path = f"/en/school/exams/{prepared['exam_pk']}/"
        self.browsers: list[Browser] = []
        self.tokens: list[str] = []
        self.lock = threading.Lock()
        # (sitting pk, question number, answer sent, success) for every answer posted.
        self.sent: list[tuple[int, int, str, bool]] = []
        self.starts: list[float] = []
        # Each answer's round trip by its question's number: the first ones come in step.
        self.by_number: dict[int, list[float]] = {}
        self.cookies: list[dict[str, str]] = prepared["cookies"]

    def open_pages(self, tally: Tally) -> None:
        """Each browser opens the exam's page before the start: the token the start posts."""
        for cookies in self.cookies:
            browser = Browser(self.port, cookies=cookies)
            page = browser.get(self.exam_path)
            token = csrf_token(page.body) if page.status == 200 else None
            tally.record("exam page", page.seconds, ok=token is not None, why=f"HTTP {page.status}")
            self.browsers.append(browser)
            self.tokens.append(token or "")

    def answer_for(self, question: Question, count: int) -> str:
        key = self.keys[question.question_pk]
        if count % WRONG_EVERY != WRONG_EVERY - 1:
            return key
        wrong = [choice for choice in question.choices if choice != key]
        return wrong[0] if wrong else WRONG_AMOUNT

    def sit(self, index: int, deadline: float, tally: Tally) -> None:
        browser = self.browsers[index]
        pause = random.Random(index)
        time.sleep(pause.uniform(0, self.spread))
        try:
            with self.lock:
                self.starts.append(time.perf_counter())
            start = browser.post(
                f"{self.exam_path}start/", {"csrfmiddlewaretoken": self.tokens[index]}
            )
        except RequestFailed as failure:
            tally.record("start", failure.seconds, ok=False, why=failure.reason)
            return
        started = start.status == 302 and "/school/sittings/" in start.location
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
        count = 0
        while time.perf_counter() < deadline:
            question = open_question(page.body)
            if question is None:
                tally.notes["sittings finished"] += 1
                return
            time.sleep(pause.uniform(0.5 * self.think, 1.5 * self.think))
            answer = self.answer_for(question, count)
            fields = {
                "csrfmiddlewaretoken": question.csrf_token,
                "index": str(question.index),
                "answer": answer,
            }
            try:
                page = browser.post(question.action, fields, htmx=True)
            except RequestFailed as failure:
                tally.record("answer", failure.seconds, ok=False, why=failure.reason)
                self._sent(question, answer, ok=False, seconds=failure.seconds)
                return
            why = refused(page)
            tally.record("answer", page.seconds, ok=not why, why=why)
            self._sent(question, answer, ok=not why, seconds=page.seconds)
            if why:
                return
            count += 1
        tally.notes["trainees stopped by the deadline"] += 1

    def _sent(self, question: Question, answer: str, *, ok: bool, seconds: float) -> None:
        with self.lock:
            self.sent.append((question.sitting_pk, question.index, answer, ok))
            self.by_number.setdefault(question.index, []).append(seconds)

    def by_number_summary(self) -> dict[int, dict[str, float | None]]:
        return {
            number: {
                "answers": len(values),
                "p50_ms": server.ms(server.percentile(values, 50)),
                "p95_ms": server.ms(server.percentile(values, 95)),
                "p99_ms": server.ms(server.percentile(values, 99)),
            }
            for number, values in sorted(self.by_number.items())
        }

    def close(self) -> None:
        for browser in self.browsers:
            browser.close()


# -- the database afterwards ----------------------------------------------------------------------


def check_database(prepared: dict[str, object], sitters: Sitters) -> dict[str, object]:
    """The sittings and answers stored, against what the load sent and got a success for."""
    from django.db.models import Count

    from school.models import Exam, ExamAnswer, ExamQuestion, Sitting

    exam = Exam.objects.get(pk=prepared["exam_pk"])
    seeded = dict(ExamQuestion.objects.filter(exam=exam).values_list("position", "question_id"))
    positions = sorted(seeded)
    users = [user.pk for user in prepared["users"]]
    sittings = list(Sitting.objects.filter(exam=exam, trainee_id__in=users))
    rows = list(
        ExamAnswer.objects.filter(sitting__in=sittings).values_list(
            "sitting_id", "index", "exam_question__position", "given", "answered_at", "is_correct"
        )
    )
    stored = {(sitting, index): (given, at, right) for sitting, index, _p, given, at, right in rows}
    answered = {key for key, (_given, at, _right) in stored.items() if at is not None}
    asked: dict[int, set[int]] = {}
    for sitting_pk, _index, position, *_rest in rows:
        asked.setdefault(sitting_pk, set()).add(position)
    acknowledged = {(s, i): answer for s, i, answer, ok in sitters.sent if ok}
    failed = {(s, i) for s, i, _answer, ok in sitters.sent if not ok} - set(acknowledged)
    keys = prepared["keys"]
    key_by_position = {position: keys[pk] for position, pk in seeded.items()}
    position_of = {(s, i): p for s, i, p, *_rest in rows}
    per_trainee = Counter(sitting.trainee_id for sitting in sittings)
    doubled = (
        ExamAnswer.objects.filter(sitting__in=sittings)
        .values("sitting_id", "exam_question_id")
        .annotate(n=Count("pk"))
        .filter(n__gt=1)
        .count()
    )
    result = {
        "trainees": len(users),
        "sittings": len(sittings),
        "trainees_with_more_than_one_sitting": sum(n > 1 for n in per_trainee.values()),
        "sittings_finished": sum(sitting.finished for sitting in sittings),
        "answers_acknowledged": len(acknowledged),
        "answers_stored": len(answered),
        "acknowledged_not_stored": len(set(acknowledged) - answered),
        "stored_with_another_answer_than_sent": len(
            [key for key, answer in acknowledged.items() if stored.get(key, ("",))[0] != answer]
        ),
        "stored_but_never_acknowledged": len(answered - set(acknowledged)),
        "failed_posts_that_stored_anyway": len(failed & answered),
        "questions_answered_twice_in_a_sitting": doubled,
        "the_seeded_set_unchanged": seeded == prepared["set"] and exam.seed == prepared["seed"],
        "sittings_ordering_the_seeded_set": sum(sorted(s.order) == positions for s in sittings),
        "sittings_asked_exactly_the_seeded_set": sum(
            asked.get(s.pk, set()) == set(positions) for s in sittings
        ),
        "distinct_orders": len({tuple(sitting.order) for sitting in sittings}),
        "right_keys_scored_wrong": len(
            [
                key
                for key, answer in acknowledged.items()
                if answer == key_by_position[position_of[key]] and not stored[key][2]
            ]
        ),
        "bands": dict(Counter(sitting.band for sitting in sittings)),
    }
    result["stored_exactly_once"] = (
        result["answers_stored"] == result["answers_acknowledged"]
        and result["acknowledged_not_stored"] == 0
        and result["stored_with_another_answer_than_sent"] == 0
        and result["stored_but_never_acknowledged"] == 0
        and result["questions_answered_twice_in_a_sitting"] == 0
    )
    result["every_trainee_the_seeded_set"] = (
        result["the_seeded_set_unchanged"]
        and result["sittings"] == len(users)
        and result["trainees_with_more_than_one_sitting"] == 0
        and result["sittings_ordering_the_seeded_set"] == len(users)
        and result["sittings_asked_exactly_the_seeded_set"] == len(users)
    )
    return result


# -- one trainee alone, in this process ---------------------------------------------------------


def sitting_alone(prepared: dict[str, object], *, starts: int = 7) -> dict[str, object]:
    """More trainees of the class sit the exam one at a time through Django's test client
    (no HTTP server, no queueing): ``starts`` of them open the exam's page, start it and
    read the first question; the first answers it to the end. Each request's median time
    and queries."""
    from django.test import Client

    from bench.load import trainees
    from school.models import SchoolClass

    school_class = SchoolClass.objects.get(pk=prepared["class_pk"])
    exam_path = f"/en/school/exams/{prepared['exam_pk']}/"
    keys = prepared["keys"]
    htmx = {"HTTP_HX_REQUEST": "true"}
    timings = server.InProcess()
    timed = timings.timed

    for number in range(starts):
        user = trainees.trainee_create(username=f"bench-alone-{number}")
        school_class.trainees.add(user)
        client = Client(HTTP_HOST=server.HOST)
        client.force_login(user)
        timed("exam page", lambda c=client: c.get(exam_path))
        start = timed("start", lambda c=client: c.post(f"{exam_path}start/"))
        page = timed("first question", lambda c=client, s=start: c.get(s["Location"]))
        body = page.content.decode()
        while number == 0 and (question := open_question(body)) is not None:
            fields = {"index": str(question.index), "answer": keys[question.question_pk]}
            answer = timed(
                "answer", lambda c=client, q=question, f=fields: c.post(q.action, f, **htmx)
            )
            body = answer.content.decode()
    return timings.summary()


def warm_up(port: int, prepared: dict[str, object], cookies_of: list[dict[str, str]]) -> int:
    """Trainees outside the load start the exam and answer two questions each, one after
    another, so that both workers have run every path once (templates, translations, the
    kinds' modules) before the class starts; nothing of theirs is measured. How many
    requests failed."""
    exam_path = f"/en/school/exams/{prepared['exam_pk']}/"
    failed = 0
    for cookies in cookies_of:
        browser = Browser(port, cookies=cookies)
        try:
            token = csrf_token(browser.get(exam_path).body) or ""
            start = browser.post(f"{exam_path}start/", {"csrfmiddlewaretoken": token})
            page = browser.get(start.location) if start.status == 302 else start
            for _ in range(2):
                question = open_question(page.body)
                if question is None:
                    failed += 1
                    break
                fields = {
                    "csrfmiddlewaretoken": question.csrf_token,
                    "index": str(question.index),
                    "answer": prepared["keys"][question.question_pk],
                }
                page = browser.post(question.action, fields, htmx=True)
                failed += bool(refused(page))
        except RequestFailed:
            failed += 1
        finally:
            browser.close()
    return failed


# -- the run -------------------------------------------------------------------------------------


def lscpu_head(lines: int = 10) -> list[str]:
    """What ``lscpu | head`` prints: the machine in its own words."""
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, timeout=10, check=False)
    except OSError:
        return []
    return out.stdout.splitlines()[:lines]


def load_average() -> list[float]:
    return [round(value, 2) for value in os.getloadavg()]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    load_before = load_average()
    env = server.bench_env(database=DATABASE, secret_key=server.new_secret_key(), redis=args.redis)
    server.setup_django(env)
    machine = {
        **server.machine(),
        "nproc": os.cpu_count(),
        "lscpu_head": lscpu_head(),
        "load_average_before": load_before,
    }
    print(
        f"{machine['date_utc']}  {machine['cpu']} ({machine['nproc']} CPUs, "
        f"{machine['hypervisor'] or 'bare metal'}), Python {machine['python']}, "
        f"PostgreSQL {machine['postgresql']}, load average {' '.join(map(str, load_before))}"
    )
    print(
        f"Database {DATABASE}: created fresh, migrated, static files collected, kernels warmed ...",
        flush=True,
    )
    server.recreate_database(DATABASE)
    release = server.release()
    started = time.perf_counter()
    prepared = prepare(args)
    release["prepare_seconds"] = round(time.perf_counter() - started, 1)
    questions = len(prepared["set"])
    print(
        f"{args.trainees} trainees of one class logged in (database sessions), an exam of "
        f"{questions} questions dealt, in {release['prepare_seconds']} s",
        flush=True,
    )
    gunicorn = server.Gunicorn(
        port=args.port,
        env=env,
        workers=args.workers,
        worker_class=args.worker_class,
        threads=args.threads,
        name="exam",
    )
    sitters = Sitters(args, prepared)
    pages = Tally()
    duration = args.spread + questions * 1.5 * args.think + 120
    with server.serving(gunicorn):
        print(
            f"gunicorn on {server.HOST}:{args.port}: {args.workers} {args.worker_class} workers"
            + (f" x {args.threads} threads" if args.threads > 1 else ""),
            flush=True,
        )
        try:
            warm_failures = warm_up(args.port, prepared, prepared["warm_cookies"])
            sitters.open_pages(pages)
            label = f"the class sits the exam ({args.think:g} s between answers)"
            sitting = run_phase(label, args.trainees, sitters.sit, duration)
        finally:
            sitters.close()
    log = gunicorn.log_lines()
    print(f"gunicorn stopped; its log {gunicorn.log.relative_to(server.ROOT)}: {len(log)} lines")
    for line in log[:10]:
        print(f"  | {line}")
    sitting["answer_by_question_number"] = sitters.by_number_summary()
    worst = max(
        sitting["answer_by_question_number"].items(),
        key=lambda item: item[1]["p95_ms"] or 0,
        default=None,
    )
    if worst is not None:
        print(f"  the slowest question number by answer p95: {worst[0]}, {worst[1]}")
    starts = sorted(sitters.starts)
    sitting["starts_within_seconds"] = round(starts[-1] - starts[0], 3) if starts else None
    stored = check_database(prepared, sitters)
    try:
        alone = sitting_alone(prepared)
    except Exception as error:  # the measured run is kept and saved whatever fails here
        alone = {"error": repr(error)}
    machine["load_average_after"] = load_average()

    by_request = sitting["by_request"]
    start_p95 = by_request.get("start to the first question", {}).get("p95_ms")
    answer_p95 = by_request.get("answer", {}).get("p95_ms")
    verdict = {
        "no_errors": sitting["errors"] == 0 and pages.failed.total() == 0 and not warm_failures,
        "start_p95_ms": start_p95,
        "start_p95_goal_met": start_p95 is not None and start_p95 < START_P95_GOAL_MS,
        "answer_p95_ms": answer_p95,
        "answer_p95_goal_met": answer_p95 is not None and answer_p95 < ANSWER_P95_GOAL_MS,
        "stored_exactly_once": stored["stored_exactly_once"],
        "every_trainee_the_seeded_set": stored["every_trainee_the_seeded_set"],
    }
    print(f"  starts sent within {sitting['starts_within_seconds']} s of one another")
    print("In the database:")
    for key, value in stored.items():
        print(f"  {key}: {value}")
    print("One trainee alone, in process (median, queries):")
    for label, row in alone.items():
        if label == "error":
            print(f"  failed: {row}")
            continue
        print(f"  {label:<16} {row['median_ms']:>6} ms  {row['queries']:>4} queries")
    print("Verdict:")
    print(
        f"  start, until the first question shows: p95 {start_p95} ms (goal < "
        f"{START_P95_GOAL_MS:g} ms: {'met' if verdict['start_p95_goal_met'] else 'MISSED'})"
    )
    print(
        f"  answer: p95 {answer_p95} ms (goal < {ANSWER_P95_GOAL_MS:g} ms: "
        f"{'met' if verdict['answer_p95_goal_met'] else 'MISSED'})"
    )
    print(
        f"  errors: {sitting['errors']}; every answer stored exactly once: "
        f"{verdict['stored_exactly_once']}; every trainee the seeded set: "
        f"{verdict['every_trainee_the_seeded_set']}"
    )
    print(f"  load average before {load_before}, after {machine['load_average_after']}")
    result = {
        "script": "bench.load.exam",
        "command": " ".join([".venv/bin/python -m bench.load.exam", *(argv or sys.argv[1:])]),
        "machine": machine,
        "server": {
            **gunicorn.describe(),
            "database": DATABASE,
            "settings": "DEBUG off, HTTP",
            "redis": args.redis,
        },
        "trainees": args.trainees,
        "think_seconds": args.think,
        "spread_seconds": args.spread,
        "exam": {"questions": questions, "parts": PARTS, "wrong_every": WRONG_EVERY},
        "release": release,
        "warm_up": {"trainees": WARM_UP, "failed_requests": warm_failures},
        "exam_pages_before_the_start": {
            "requests": sum(len(values) for values in pages.seconds.values()),
            "errors": pages.failed.total(),
        },
        "sitting": sitting,
        "database": stored,
        "one_trainee_alone_in_process": alone,
        "verdict": verdict,
    }
    path = server.write_json(args.json, result)
    print(f"Results: {path}")
    sound = verdict["no_errors"] and verdict["stored_exactly_once"]
    return 0 if sound and verdict["every_trainee_the_seeded_set"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
