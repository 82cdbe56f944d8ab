"""Trainees answering under load: ``.venv/bin/python -m bench.load.answers``.

gunicorn (two workers) on a fresh PostgreSQL database, production settings on plain HTTP,
127.0.0.1 only. In one run, with the same concurrency and duration:

1. ``bare``: a view that returns "ok" (the framework alone);
2. ``page``: a small template and one query; ``page, logged in``: the same page for the
   trainees, each with their session (what every trainer page pays before its own work);
3. ``answers``: logged-in trainees each opening their drill page (the question already
   dealt) and posting the answer, as fast as they can, as htmx does it in the browser;
4. ``drill``: the same, but the drill page deals each next question as it does for a real
   trainee;
5. ``paced``: the same trainees at a human pace, to separate waiting from working; and
   ``paced_dealing``: at that pace, through drills whose page deals each question, as a
   training floor uses the app.

Then duplicate submits on purpose (replayed, and racing each other), and a count of the
attempts in the database against the answers the load got a success for. Results:
``bench/results/load-answers.json``; method and recorded numbers: bench/README.md.
"""

from __future__ import annotations

import argparse
import os
import random
import threading
import time
from pathlib import Path

from bench.load import server
from bench.load.client import (
    Browser,
    RequestFailed,
    Response,
    Tally,
    answer_form,
    csrf_token,
    run_concurrently,
    shows_feedback,
    summary,
)

DATABASE = "croupier_bench"
P95_GOAL_MS = 50.0
RATIO_GOAL = 0.5
WRONG_ANSWER = "1"
REPLAY_EXPECTED = {
    "question page: HTTP 200",
    "same answer, htmx: HTTP 200",
    "other answer, htmx: HTTP 200",
    "same answer, plain form: HTTP 302",
}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trainees", type=int, default=20, help="concurrent trainees (20)")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds a phase (20)")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (2)")
    parser.add_argument("--worker-class", default="sync", help="sync (default) or gthread")
    parser.add_argument("--threads", type=int, default=1, help="threads a worker (gthread)")
    parser.add_argument("--port", type=int, default=8101)
    parser.add_argument(
        "--dealt", type=int, default=200, help="questions dealt before the run, per trainee (200)"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="seconds a paced trainee waits after each answer, on average (1; 0: no paced phase)",
    )
    parser.add_argument(
        "--redis",
        action="store_true",
        help="REDIS_URL set: the cache and the sessions' first copy in Redis, as in production",
    )
    parser.add_argument("--json", type=Path, default=server.RESULTS / "load-answers.json")
    args = parser.parse_args(argv)
    if not 1 <= args.trainees <= 200 or not 1 <= args.duration <= 120:
        parser.error("between 1 and 200 trainees, 1 and 120 seconds")
    return args


# -- preparing the trainees (in this process, through the ORM) ------------------------------


def prepare(args: argparse.Namespace) -> dict[str, object]:
    """Trainees logged in (their session cookies), with drills dealt ahead and drills open."""
    from django.db import connection

    from bench.load import trainees
    from trainer.models import Question

    users = [trainees.trainee_create(username=f"bench-{i:03d}") for i in range(args.trainees)]
    paced_count = int(args.duration / (0.5 * args.think)) + 3 if args.think > 0 else 0
    load = trainees.drills_dealt(users=users, count=args.dealt)
    paced = trainees.drills_dealt(users=users, count=paced_count)
    race = trainees.drills_dealt(users=users, count=1)
    dealt = [
        {
            "load": load[index],
            "paced": paced[index],
            "race": race[index][0],
            "open": [trainees.drill_open(user=user, length=100) for _ in range(2)],
        }
        for index, user in enumerate(users)
    ]
    keys = dict(Question.objects.filter(user__in=users).values_list("pk", "answer_key"))
    # Statistics for the rows just inserted, as a database in use has them; otherwise the
    # autovacuum daemon analyses the new tables in the middle of the first timed phase.
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE")
    return {
        "users": users,
        "cookies": [trainees.session_cookies(user=user) for user in users],
        "dealt": dealt,
        "keys": keys,
    }


# -- the phases -------------------------------------------------------------------------------


def simple_get(port: int, path: str, cookies: list[dict[str, str]] | None = None) -> object:
    def body(index: int, deadline: float, tally: Tally) -> None:
        browser = Browser(port, cookies=cookies[index] if cookies else None)
        try:
            while time.perf_counter() < deadline:
                try:
                    response = browser.get(path)
                except RequestFailed as failure:
                    tally.record("get", failure.seconds, ok=False, why=failure.reason)
                    continue
                tally.record("get", response.seconds, ok=response.status == 200, why=_why(response))
        finally:
            browser.close()

    return body


def _why(response: Response) -> str:
    return f"HTTP {response.status}"


class Answering:
    """The trainees' loop: open the drill page, read the question, post an answer."""

    def __init__(self, port: int, cookies: list[dict[str, str]], keys: dict[int, str]) -> None:
        self.port = port
        self.cookies = cookies
        self.keys = keys
        self.lock = threading.Lock()
        # (question pk, answer sent, success) for every answer posted, whatever came back.
        self.sent: list[tuple[int, str, bool]] = []

    def _answer_for(self, form: object, count: int) -> str:
        if form.choices:
            return form.choices[count % len(form.choices)]
        # Every other answer right where the key is known, the rest wrong.
        key = self.keys.get(form.question_pk)
        return key if key is not None and count % 2 == 0 else WRONG_ANSWER

    def step(self, browser: Browser, path: str, tally: Tally, count: int, label: str) -> str:
        """One question: ``"answered"``, ``"finished"`` (the drill shows its results) or
        ``"failed"``."""
        try:
            page = browser.get(path, htmx=True)
        except RequestFailed as failure:
            tally.record(label, failure.seconds, ok=False, why=failure.reason)
            return "failed"
        form = answer_form(page.body) if page.status == 200 else None
        if form is None:
            finished = page.status == 200 and "results" in page.body
            if not finished:
                tally.record(label, page.seconds, ok=False, why=_why(page))
                return "failed"
            tally.record(label, page.seconds, ok=True)
            return "finished"
        tally.record(label, page.seconds, ok=True)
        answer = self._answer_for(form, count)
        try:
            response = browser.post(form.action, form.fields(answer), htmx=True)
        except RequestFailed as failure:
            tally.record("answer", failure.seconds, ok=False, why=failure.reason)
            self._sent(form.question_pk, answer, ok=False)
            return "failed"
        ok = response.status == 200 and shows_feedback(response.body)
        why = _why(response) if response.status != 200 else "no verdict shown"
        tally.record("answer", response.seconds, ok=ok, why=why)
        self._sent(form.question_pk, answer, ok=ok)
        return "answered" if ok else "failed"

    def _sent(self, question_pk: int, answer: str, *, ok: bool) -> None:
        with self.lock:
            self.sent.append((question_pk, answer, ok))

    def dealt_loop(self, drills: list[list[object]], *, think: float = 0.0) -> object:
        """Each trainee through its drills whose question is already dealt; with ``think``,
        a pause after each answer of ``think`` seconds on average (0.5 to 1.5 times it, and
        a random start) so that the trainees do not march in step."""

        def body(index: int, deadline: float, tally: Tally) -> None:
            browser = Browser(self.port, cookies=self.cookies[index])
            pause = random.Random(index)
            if think:
                time.sleep(pause.uniform(0, think))
            try:
                for count, dealt in enumerate(drills[index]):
                    if time.perf_counter() >= deadline:
                        break
                    self.step(browser, dealt.path, tally, count, "drill page")
                    if think:
                        time.sleep(pause.uniform(0.5 * think, 1.5 * think))
                else:
                    tally.notes["trainees who ran out of dealt questions"] += 1
            finally:
                browser.close()

        return body

    def dealing_loop(self, drills: list[list[int]], *, think: float = 0.0) -> object:
        """Each trainee through 100-question drills whose page deals every next question;
        ``think`` as for ``dealt_loop``."""

        def body(index: int, deadline: float, tally: Tally) -> None:
            browser = Browser(self.port, cookies=self.cookies[index])
            pause = random.Random(index)
            if think:
                time.sleep(pause.uniform(0, think))
            count = 0
            try:
                for drill_pk in drills[index]:
                    # Failures take steps too: room for many, bounded all the same.
                    for _step in range(1000):
                        if time.perf_counter() >= deadline:
                            return
                        path = f"/en/trainer/drills/{drill_pk}/"
                        outcome = self.step(browser, path, tally, count, "drill page, dealing")
                        count += 1
                        if outcome == "finished":
                            break
                        if think:
                            time.sleep(pause.uniform(0.5 * think, 1.5 * think))
            finally:
                browser.close()

        return body


def run_phase(name: str, count: int, body: object, duration: float) -> dict[str, object]:
    load = os.getloadavg()[0]
    print(f"  {name}: {count} clients for {duration:g} s (load average {load:.2f}) ...", flush=True)
    tally, elapsed = run_concurrently(count, body, duration=duration)
    result = {"load_average_before": round(load, 2), **summary(tally, elapsed)}
    for label, row in result["by_request"].items():
        print(
            f"    {label:<22} {row['requests']:>6} requests {row['per_second']:>7.1f}/s"
            f"  p50 {row['p50_ms']:>6} ms  p95 {row['p95_ms']:>6} ms  p99 {row['p99_ms']:>6} ms"
            f"  max {row['max_ms']:>6} ms  errors {row['errors']}"
        )
    for note, times in result.get("notes", {}).items():
        print(f"    note: {note}: {times}")
    return result


# -- duplicates on purpose ------------------------------------------------------------------


def replay_duplicates(
    port: int, answering: Answering, owner_cookies: dict[int, dict[str, str]], sample: int
) -> dict[str, object]:
    """Post answered questions' answers again (the same answer, and another one; as htmx
    and as a plain form); each must show the first verdict and store nothing."""
    answered = [(pk, answer) for pk, answer, ok in answering.sent if ok][:sample]
    statuses: dict[str, int] = {}
    for question_pk, answer in answered:
        browser = Browser(port, cookies=owner_cookies[question_pk])
        try:
            page = browser.get(f"/en/trainer/questions/{question_pk}/")
            key = f"question page: HTTP {page.status}"
            statuses[key] = statuses.get(key, 0) + 1
            token = csrf_token(page.body) or ""
            action = f"/en/trainer/questions/{question_pk}/answer/"
            for label, given, htmx in (
                ("same answer, htmx", answer, True),
                ("other answer, htmx", "12345", True),
                ("same answer, plain form", answer, False),
            ):
                response = browser.post(
                    action, {"csrfmiddlewaretoken": token, "answer": given}, htmx=htmx
                )
                key = f"{label}: HTTP {response.status}"
                if htmx and not shows_feedback(response.body):
                    key += " without the verdict"
                statuses[key] = statuses.get(key, 0) + 1
        finally:
            browser.close()
    return {"questions": len(answered), "responses": statuses, "replayed": answered}


def _post_at_once(
    port: int, cookies: dict[str, str], form: object, answer: str, copies: int
) -> list[str]:
    """``copies`` identical posts of ``answer``, released at the same instant."""
    barrier = threading.Barrier(copies)
    results: list[str] = []

    def post() -> None:
        browser = Browser(port, cookies=cookies)
        try:
            barrier.wait(timeout=10)
            response = browser.post(form.action, form.fields(answer), htmx=True)
            verdict = "with the verdict" if shows_feedback(response.body) else "no verdict"
            results.append(f"HTTP {response.status} {verdict}")
        except (RequestFailed, threading.BrokenBarrierError) as failure:
            results.append(type(failure).__name__)
        finally:
            browser.close()

    threads = [threading.Thread(target=post, daemon=True) for _ in range(copies)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return results


def racing_duplicates(
    port: int, cookies: list[dict[str, str]], race: list[object], copies: int
) -> dict[str, object]:
    """For each of these fresh questions, ``copies`` identical answers posted at the same
    instant (a double click, a retry racing its original)."""
    statuses: dict[str, int] = {}
    posted = []
    for index, dealt in enumerate(race):
        opener = Browser(port, cookies=cookies[index])
        try:
            form = answer_form(opener.get(dealt.path, htmx=True).body)
        finally:
            opener.close()
        if form is None:
            statuses["no answer form"] = statuses.get("no answer form", 0) + 1
            continue
        answer = form.choices[0] if form.choices else "10"
        posted.append((form.question_pk, answer))
        for result in _post_at_once(port, dict(opener.cookies), form, answer, copies):
            statuses[result] = statuses.get(result, 0) + 1
    return {
        "questions": len(posted),
        "copies_each": copies,
        "responses": statuses,
        "posted": posted,
    }


# -- counting in the database -----------------------------------------------------------------


def count_attempts(
    answering: Answering, replayed: list[tuple[int, str]], raced: list[tuple[int, str]]
) -> dict[str, object]:
    from django.db.models import Count

    from trainer.models import Attempt, Question

    bench_attempts = Attempt.objects.filter(user__username__startswith="bench-")
    stored = dict(bench_attempts.values_list("question_id", "given"))
    right = dict(bench_attempts.values_list("question_id", "is_correct"))
    keys = dict(Question.objects.filter(pk__in=stored).values_list("pk", "answer_key"))
    succeeded = {pk: answer for pk, answer, ok in answering.sent if ok}
    failed = {pk for pk, _answer, ok in answering.sent if not ok} - set(succeeded)
    raced_pks = {pk for pk, _answer in raced}
    doubled = Attempt.objects.values("question_id").annotate(n=Count("id")).filter(n__gt=1).count()
    sent_pks = set(succeeded) | failed | raced_pks
    result = {
        "successful_answer_posts": len([1 for _pk, _a, ok in answering.sent if ok]),
        "distinct_questions_answered_with_success": len(succeeded),
        "failed_answer_posts": len([1 for _pk, _a, ok in answering.sent if not ok]),
        "attempt_rows": len(stored),
        "attempt_rows_expected": len(succeeded) + len(raced_pks - set(succeeded)),
        "successes_without_attempt": len([pk for pk in succeeded if pk not in stored]),
        "attempts_with_other_answer_than_sent": len(
            [pk for pk, answer in succeeded.items() if pk in stored and stored[pk] != answer]
        ),
        "attempts_for_questions_never_answered": len([pk for pk in stored if pk not in sent_pks]),
        "failed_posts_that_stored_anyway": len([pk for pk in failed if pk in stored]),
        "questions_with_two_attempts": doubled,
        "right_key_scored_wrong": len(
            [pk for pk, answer in succeeded.items() if answer == keys.get(pk) and not right[pk]]
        ),
        "replayed_changed": len([pk for pk, answer in replayed if stored.get(pk) != answer]),
        "raced_without_exactly_one": len([pk for pk in raced_pks if pk not in stored]),
    }
    result["stored_exactly_once"] = (
        result["attempt_rows"] == result["attempt_rows_expected"]
        and result["successes_without_attempt"] == 0
        and result["attempts_with_other_answer_than_sent"] == 0
        and result["attempts_for_questions_never_answered"] == 0
        and result["questions_with_two_attempts"] == 0
        and result["replayed_changed"] == 0
        and result["raced_without_exactly_one"] == 0
    )
    return result


# -- where the time goes: one request at a time, in this process -----------------------------


def service_times(samples: int = 30) -> dict[str, object]:
    """Each request's own cost without any queueing, through Django's test client (no
    HTTP server): the median wall time and the queries it runs."""
    import statistics

    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from bench.load import trainees

    user = trainees.trainee_create(username="bench-solo")
    [dealt] = trainees.drills_dealt(users=[user], count=samples)
    client = Client(HTTP_HOST=server.HOST)
    client.force_login(user)
    rows: dict[str, dict[str, list[float]]] = {}

    def timed(label: str, call: object) -> object:
        with CaptureQueriesContext(connection) as queries:
            started = time.perf_counter()
            response = call()
            seconds = time.perf_counter() - started
        row = rows.setdefault(label, {"seconds": [], "queries": []})
        row["seconds"].append(seconds)
        row["queries"].append(len(queries))
        return response

    htmx = {"HTTP_HX_REQUEST": "true"}
    dealing = f"/en/trainer/drills/{trainees.drill_open(user=user, length=samples)}/"
    for item in dealt:
        timed("bare", lambda: client.get("/bench/ok/"))
        timed("page", lambda: client.get("/bench/page/"))
        timed("page, logged in", lambda: client.get("/bench/page-trainee/"))
        page = timed("drill page", lambda item=item: client.get(item.path, **htmx))
        form = answer_form(page.content.decode())
        timed("answer", lambda form=form: client.post(form.action, {"answer": "10"}, **htmx))
        page = timed("drill page, dealing", lambda: client.get(dealing, **htmx))
        client.post(answer_form(page.content.decode()).action, {"answer": "10"}, **htmx)
    return {
        label: {
            "median_ms": server.ms(statistics.median(row["seconds"])),
            "queries": statistics.median(row["queries"]),
        }
        for label, row in rows.items()
    }


# -- the run ----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    env = server.bench_env(database=DATABASE, secret_key=server.new_secret_key(), redis=args.redis)
    server.setup_django(env)
    machine = server.machine()
    print(
        f"{machine['date_utc']}  {machine['cpu']} ({machine['cpus']} CPUs, "
        f"{machine['hypervisor'] or 'bare metal'}), Python {machine['python']}, "
        f"PostgreSQL {machine['postgresql']}, load average {machine['load_average_1min']}"
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
    print(
        f"{args.trainees} trainees logged in (database sessions), {args.dealt} questions "
        f"dealt ahead each, in {release['prepare_seconds']} s",
        flush=True,
    )
    gunicorn = server.Gunicorn(
        port=args.port,
        env=env,
        workers=args.workers,
        worker_class=args.worker_class,
        threads=args.threads,
    )
    answering = Answering(args.port, prepared["cookies"], prepared["keys"])
    dealt = prepared["dealt"]
    phases: dict[str, object] = {}
    with server.serving(gunicorn):
        print(
            f"gunicorn on {server.HOST}:{args.port}: {args.workers} {args.worker_class} workers"
            + (f" x {args.threads} threads" if args.threads > 1 else ""),
            flush=True,
        )
        # Warm up each worker's templates and database connection, unrecorded.
        run_concurrently(args.trainees, simple_get(args.port, "/bench/page/"), duration=1.0)
        n, duration = args.trainees, args.duration
        phases["bare"] = run_phase("bare view", n, simple_get(args.port, "/bench/ok/"), duration)
        phases["page"] = run_phase(
            "template + query", n, simple_get(args.port, "/bench/page/"), duration
        )
        phases["page_trainee"] = run_phase(
            "template + query, logged in",
            n,
            simple_get(args.port, "/bench/page-trainee/", prepared["cookies"]),
            duration,
        )
        phases["answers"] = run_phase(
            "answers (question dealt ahead)",
            n,
            answering.dealt_loop([d["load"] for d in dealt]),
            duration,
        )
        phases["drill"] = run_phase(
            "drill (page deals each question)",
            n,
            answering.dealing_loop([d["open"] for d in dealt]),
            duration,
        )
        if args.think > 0:
            phases["paced"] = run_phase(
                f"paced ({args.think:g} s between steps)",
                n,
                answering.dealt_loop([d["paced"] for d in dealt], think=args.think),
                duration,
            )
            phases["paced_dealing"] = run_phase(
                f"paced, the page deals ({args.think:g} s between steps)",
                n,
                answering.dealing_loop([d["open"] for d in dealt], think=args.think),
                duration,
            )
        owners = {
            pk: prepared["cookies"][index]
            for index, d in enumerate(dealt)
            for pk in [item.question_pk for item in d["load"]]
        }
        print("  duplicates on purpose ...", flush=True)
        replayed = replay_duplicates(args.port, answering, owners, sample=40)
        raced = racing_duplicates(args.port, prepared["cookies"], [d["race"] for d in dealt], 4)
    log = gunicorn.log_lines()
    print(f"gunicorn stopped; its log {gunicorn.log.relative_to(server.ROOT)}: {len(log)} lines")
    for line in log[:10]:
        print(f"  | {line}")

    counts = count_attempts(answering, replayed["replayed"], raced["posted"])
    try:
        solo = service_times()
    except Exception as error:  # the measured run is kept and saved whatever fails here
        solo = {"error": repr(error)}
    answers = phases["answers"]["by_request"]["answer"]
    answers_per_second = answers["ok"] / phases["answers"]["seconds"]
    page_per_second = phases["page"]["requests_per_second"]
    trainee_page_per_second = phases["page_trainee"]["requests_per_second"]
    bare_per_second = phases["bare"]["requests_per_second"]
    errors = sum(phase["errors"] for phase in phases.values())
    verdict = {
        "answers_per_second": round(answers_per_second, 1),
        "answer_p95_ms": answers["p95_ms"],
        "ratio_answers_to_page": round(answers_per_second / page_per_second, 3),
        # The same ratio against the page a logged-in trainee gets: the session and the user
        # cost every trainer request more than the anonymous page costs in all.
        "ratio_answers_to_trainee_page": round(answers_per_second / trainee_page_per_second, 3),
        "ratio_trainee_page_to_page": round(trainee_page_per_second / page_per_second, 3),
        "ratio_answer_cycle_requests_to_page": round(
            phases["answers"]["requests_per_second"] / page_per_second, 3
        ),
        "ratio_answers_to_bare": round(answers_per_second / bare_per_second, 3),
        # Little's law: with N clients always waiting on a request, the mean request takes
        # N ÷ (requests per second); the latencies are queueing, not work.
        "littles_law_mean_request_ms": round(
            1000 * args.trainees / phases["answers"]["requests_per_second"], 1
        ),
        "p95_goal_met": answers["p95_ms"] is not None and answers["p95_ms"] < P95_GOAL_MS,
        "ratio_goal_met": answers_per_second / page_per_second >= RATIO_GOAL,
        "no_errors": errors == 0,
        "stored_exactly_once": counts["stored_exactly_once"],
        "duplicates_answered_with_the_first_verdict": set(replayed["responses"]) == REPLAY_EXPECTED
        and set(raced["responses"]) == {"HTTP 200 with the verdict"},
    }

    print("\nDuplicates on purpose:")
    print(f"  replayed {replayed['questions']} answered questions: {replayed['responses']}")
    print(
        f"  raced {raced['questions']} fresh questions x {raced['copies_each']} copies: "
        f"{raced['responses']}"
    )
    print("Attempts in the database:")
    for key, value in counts.items():
        print(f"  {key}: {value}")
    print("One request at a time, in process (median, queries):")
    for label, row in solo.items():
        if label == "error":
            print(f"  failed: {row}")
            continue
        print(f"  {label:<12} {row['median_ms']:>6} ms  {row['queries']:>4} queries")
    print("Verdict:")
    print(
        f"  answers: {verdict['answers_per_second']}/s, p95 {verdict['answer_p95_ms']} ms "
        f"(goal < {P95_GOAL_MS:g} ms: {'met' if verdict['p95_goal_met'] else 'MISSED'})"
    )
    print(
        f"  answers/s ÷ page requests/s = {verdict['ratio_answers_to_page']} (goal ≥ "
        f"{RATIO_GOAL}: {'met' if verdict['ratio_goal_met'] else 'MISSED'}); "
        f"all answer-cycle requests/s ÷ page = {verdict['ratio_answer_cycle_requests_to_page']}"
        f"; answers/s ÷ bare = {verdict['ratio_answers_to_bare']}"
    )
    print(
        f"  answers/s ÷ logged-in page requests/s = {verdict['ratio_answers_to_trainee_page']}; "
        f"logged-in page ÷ page = {verdict['ratio_trainee_page_to_page']}"
    )
    print(
        f"  errors: {errors}; every successful answer stored exactly once: "
        f"{counts['stored_exactly_once']}; duplicates shown the first verdict, nothing stored: "
        f"{verdict['duplicates_answered_with_the_first_verdict']}"
    )

    result = {
        "script": "bench.load.answers",
        "machine": machine,
        "server": {
            **gunicorn.describe(),
            "database": DATABASE,
            "settings": "DEBUG off, HTTP",
            "redis": args.redis,
        },
        "trainees": args.trainees,
        "duration_seconds": args.duration,
        "think_seconds": args.think,
        "release": release,
        "phases": phases,
        "duplicates": {
            "replayed": {k: v for k, v in replayed.items() if k != "replayed"},
            "raced": {k: v for k, v in raced.items() if k != "posted"},
        },
        "attempts": counts,
        "one_at_a_time_in_process": solo,
        "verdict": verdict,
    }
    path = server.write_json(args.json, result)
    print(f"Results: {path}")
    sound = verdict["no_errors"] and verdict["stored_exactly_once"] and "error" not in solo
    return 0 if sound and verdict["duplicates_answered_with_the_first_verdict"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
