"""PostgreSQL restarted while trainees answer: ``.venv/bin/python -m bench.load.db_restart``.

gunicorn (two workers) on PostgreSQL as in ``bench.load.answers``; a few trainees go through
their drills (the page deals each question, they answer it) in a loop; in the middle the
PostgreSQL cluster is stopped, left down 3 seconds and started again
(``pg_ctlcluster --skip-systemctl-redirect <version> main stop|start``). It records what each
request got during the outage (an error page or a refused connection, never a hang), how
long until answers are stored again (``CONN_HEALTH_CHECKS`` reconnects), that no attempt is
half written, and that an answer posted during the outage and posted again afterwards is
stored once. PostgreSQL is running again at the end, whatever happened.

The restart stops the machine's whole cluster: the script first waits (bounded) for other
databases' clients, such as a test run, to finish. Results:
``bench/results/load-db-restart.json``.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import threading
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import psycopg

from bench.load import server
from bench.load.client import Browser, RequestFailed, answer_form, shows_feedback

DATABASE = "croupier_bench_restart"
HUNG_SECONDS = 5.0


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trainees", type=int, default=4, help="trainees answering (4)")
    parser.add_argument("--port", type=int, default=8103)
    parser.add_argument("--before", type=float, default=4.0, help="seconds before the stop (4)")
    parser.add_argument("--down", type=float, default=3.0, help="seconds stopped (3)")
    parser.add_argument("--after", type=float, default=6.0, help="seconds after recovery (6)")
    parser.add_argument(
        "--wait-for-others",
        type=float,
        default=60.0,
        help="at most this many seconds to wait for other databases' clients (60)",
    )
    parser.add_argument("--json", type=Path, default=server.RESULTS / "load-db-restart.json")
    return parser.parse_args(argv)


@dataclass(frozen=True)
class Event:
    """One request as the load saw it."""

    trainee: int
    label: str
    started: float
    ended: float
    outcome: str  # "ok", "HTTP 500", "ConnectionRefusedError" ...
    question_pk: int | None = None
    form: tuple[tuple[str, str], ...] | None = None
    path: str | None = None
    cookies: tuple[tuple[str, str], ...] | None = None

    @property
    def seconds(self) -> float:
        return self.ended - self.started


class Trainees:
    """Trainees going through their drills until told to stop."""

    def __init__(self, port: int, cookies: list[dict[str, str]], drills: list[list[int]]) -> None:
        self.port = port
        self.cookies = cookies
        self.drills = drills
        self.events: list[Event] = []
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.start_clock()

    def start_clock(self) -> None:
        self.origin = time.perf_counter()
        self.origin_wall = time.time()

    def now(self) -> float:
        return time.perf_counter() - self.origin

    def wall(self, moment: float) -> float:
        """The Unix time of ``moment`` on this clock."""
        return self.origin_wall + moment

    def _add(self, event: Event) -> None:
        with self.lock:
            self.events.append(event)

    def run(self, index: int, cap_seconds: float) -> None:
        browser = Browser(self.port, cookies=self.cookies[index], timeout=15)
        deadline = self.now() + cap_seconds
        try:
            for drill_pk in self.drills[index]:
                path = f"/en/trainer/drills/{drill_pk}/"
                # Failures take steps too: room for many, bounded all the same.
                for _ in range(1000):
                    if self.stop.is_set() or self.now() > deadline:
                        return
                    if self._step(index, browser, path) == "finished":
                        break
        finally:
            browser.close()

    def _step(self, index: int, browser: Browser, path: str) -> str:
        started = self.now()
        try:
            page = browser.get(path, htmx=True)
        except RequestFailed as failure:
            self._add(Event(index, "drill page", started, self.now(), failure.reason))
            time.sleep(0.05)
            return "failed"
        form = answer_form(page.body) if page.status == 200 else None
        if form is None:
            finished = page.status == 200 and "results" in page.body
            outcome = "ok" if finished else f"HTTP {page.status}"
            self._add(Event(index, "drill page", started, self.now(), outcome))
            if not finished:
                time.sleep(0.05)
            return "finished" if finished else "failed"
        self._add(Event(index, "drill page", started, self.now(), "ok"))
        fields = form.fields("10")
        started = self.now()
        try:
            response = browser.post(form.action, fields, htmx=True)
            ok = response.status == 200 and shows_feedback(response.body)
            outcome = "ok" if ok else f"HTTP {response.status}"
        except RequestFailed as failure:
            outcome = failure.reason
        self._add(
            Event(
                index,
                "answer",
                started,
                self.now(),
                outcome,
                question_pk=form.question_pk,
                form=tuple(fields.items()),
                path=form.action,
                cookies=tuple(browser.cookies.items()),
            )
        )
        if outcome != "ok":
            time.sleep(0.05)
        return "answered" if outcome == "ok" else "failed"


def pg_ctl(version: str, action: str) -> float:
    """Run ``pg_ctlcluster`` for the cluster; the seconds it took."""
    started = time.perf_counter()
    subprocess.run(
        ["pg_ctlcluster", "--skip-systemctl-redirect", version, "main", action],
        check=True,
        timeout=60,
        capture_output=True,
    )
    return time.perf_counter() - started


def other_clients() -> list[str]:
    """Databases other than the benchmark's that clients are connected to right now."""
    with psycopg.connect(f"{server.POSTGRES}/postgres", connect_timeout=5) as conn:
        rows = conn.execute(
            "SELECT datname, count(*) FROM pg_stat_activity "
            "WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() "
            "AND datname IS NOT NULL AND datname <> %s GROUP BY datname",
            [DATABASE],
        ).fetchall()
    return [f"{name} ({count})" for name, count in rows]


def wait_for_others(limit: float) -> list[str]:
    """Wait up to ``limit`` seconds until no other database has clients; who was left."""
    deadline = time.monotonic() + limit
    others = other_clients()
    if others:
        print(f"  other clients of this PostgreSQL: {', '.join(others)}; waiting up to {limit:g} s")
    while others and time.monotonic() < deadline:
        time.sleep(2)
        others = other_clients()
    if others:
        print(f"  still connected after {limit:g} s: {', '.join(others)}; restarting anyway")
    return others


def wait_accepting(load: Trainees, *, limit: float) -> float:
    """The moment (on the load's clock) PostgreSQL first accepts a connection again."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            with psycopg.connect(f"{server.POSTGRES}/{DATABASE}", connect_timeout=1):
                return load.now()
        except psycopg.OperationalError:
            time.sleep(0.05)
    raise RuntimeError(f"PostgreSQL did not accept connections within {limit:g} s")


def ensure_postgres(version: str) -> None:
    """PostgreSQL answering again, whatever state the run left it in."""
    ready = subprocess.run(["pg_isready", "-q", "-h", server.HOST], timeout=30, check=False)
    if ready.returncode != 0:
        subprocess.run(
            ["pg_ctlcluster", "--skip-systemctl-redirect", version, "main", "start"],
            timeout=60,
            check=False,
            capture_output=True,
        )
    subprocess.run(
        ["bash", str(server.ROOT / "scripts" / "ensure-postgres.sh")], timeout=300, check=True
    )


def stored_before_failing(load: Trainees, failed: list[Event]) -> int:
    """How many failed answer posts had stored their answer all the same (the server failed
    after the commit): an attempt created before the error page came back."""
    from datetime import UTC, datetime

    from django.db import connections

    from trainer.models import Attempt

    connections.close_all()  # this process's connection died with the restart
    created = dict(
        Attempt.objects.filter(question_id__in={e.question_pk for e in failed}).values_list(
            "question_id", "created_at"
        )
    )
    return sum(
        1
        for e in failed
        if e.question_pk in created
        and created[e.question_pk] <= datetime.fromtimestamp(load.wall(e.ended), tz=UTC)
    )


def retry_failed(port: int, failed: list[Event]) -> list[dict]:
    """Post every answer that failed again, exactly as it was first sent (the same body,
    the same cookies)."""
    retried = []
    for event in failed:
        browser = Browser(port, cookies=dict(event.cookies))
        try:
            response = browser.post(event.path, dict(event.form), htmx=True)
            outcome = (
                "ok"
                if response.status == 200 and shows_feedback(response.body)
                else (f"HTTP {response.status}")
            )
        except RequestFailed as failure:
            outcome = failure.reason
        finally:
            browser.close()
        retried.append({"question": event.question_pk, "first": event.outcome, "retry": outcome})
    return retried


def check_database(
    trainee_ids: list[int], retried_pks: set[int], acknowledged: set[int]
) -> dict[str, object]:
    """Every attempt whole and consistent with its question; none doubled; nothing dealt
    half; each retried answer stored once; an attempt for exactly the questions whose answer
    the app acknowledged (with its verdict), first time or on a retry."""
    from django.db import connections
    from django.db.models import Count, F, Q

    from trainer.models import Attempt, DealtRound, DrillSession, Question

    connections.close_all()  # this process's connection died with the restart
    attempts = Attempt.objects.filter(user_id__in=trainee_ids)
    broken = attempts.filter(
        Q(given="")
        | ~Q(correct_answer=F("question__answer_key"))
        | ~Q(kind=F("question__kind"))
        | ~Q(user_id=F("question__user_id"))
        | Q(variant__isnull=True)
        | Q(seconds__lt=0)
    ).count()
    doubled = Attempt.objects.values("question_id").annotate(n=Count("id")).filter(n__gt=1).count()
    orphan_rounds = DealtRound.objects.filter(questions__isnull=True).count()
    # In a drill only the last question may be unanswered, and positions have no gap.
    gaps = 0
    open_early = 0
    for drill in DrillSession.objects.filter(user_id__in=trainee_ids):
        rows = list(
            Question.objects.filter(session=drill)
            .order_by("position")
            .values_list("position", "attempt__id")
        )
        positions = [position for position, _attempt in rows]
        gaps += positions != list(range(1, len(positions) + 1))
        open_early += sum(1 for _p, attempt in rows[:-1] if attempt is None)
    per_retried = dict(
        Attempt.objects.filter(question_id__in=retried_pks)
        .values("question_id")
        .annotate(n=Count("id"))
        .values_list("question_id", "n")
    )
    stored = set(attempts.values_list("question_id", flat=True))
    return {
        "attempts": len(stored),
        "answers_acknowledged": len(acknowledged),
        "attempts_match_acknowledged_answers": stored == acknowledged,
        "attempts_incomplete_or_inconsistent": broken,
        "questions_with_two_attempts": doubled,
        "dealt_rounds_without_question": orphan_rounds,
        "drills_with_position_gaps": gaps,
        "answered_after_an_unanswered_question": open_early,
        "retried_questions": len(retried_pks),
        "retried_stored_exactly_once": sum(1 for pk in retried_pks if per_retried.get(pk) == 1),
    }


def logged_errors(lines: list[str]) -> dict[str, int]:
    """What the server's logged errors came down to: the last exception of each traceback
    (the one the chain ends with), counted."""
    pattern = re.compile(r"^[\w.]+(?:Error|Exception): ")
    finals: list[str] = []
    last = None
    for line in [*lines, "Internal Server Error: (end)"]:
        if line.startswith("Internal Server Error:"):
            if last is not None:
                finals.append(last[:200])
            last = None
        elif pattern.match(line):
            last = line
    return dict(Counter(finals).most_common(5))


def _clean(event: Event) -> bool:
    """An error page, or a connection the server refused or closed: anything but a hang or
    a page that pretends all went well."""
    if event.outcome.startswith("HTTP "):
        return event.outcome == "HTTP 500"
    return event.outcome != "TimeoutError"


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    env = server.bench_env(database=DATABASE, secret_key=server.new_secret_key())
    server.setup_django(env)
    machine = server.machine()
    version = machine["postgresql"].split(".")[0]
    print(
        f"{machine['date_utc']}  {machine['cpu']} ({machine['cpus']} CPUs), Python "
        f"{machine['python']}, PostgreSQL {machine['postgresql']}"
    )
    server.recreate_database(DATABASE)
    server.release()

    from django.conf import settings

    from bench.load import trainees

    users = [trainees.trainee_create(username=f"restart-{i}") for i in range(args.trainees + 1)]
    cookies = [trainees.session_cookies(user=user) for user in users]
    drills = [[trainees.drill_open(user=user, length=100) for _ in range(2)] for user in users]
    db = settings.DATABASES["default"]
    print(
        f"Database {DATABASE}: CONN_MAX_AGE {db['CONN_MAX_AGE']}, CONN_HEALTH_CHECKS "
        f"{db['CONN_HEALTH_CHECKS']}; {args.trainees} trainees answering, one more whose answer "
        "is posted while PostgreSQL is down"
    )
    gunicorn = server.Gunicorn(port=args.port, env=env, name="restart")
    load = Trainees(args.port, cookies, drills)
    timeline: dict[str, float] = {}
    probe: dict[str, object] = {}
    others: list[str] = []
    try:
        with server.serving(gunicorn):
            # The probe trainee's question is open (its page was shown) before the restart.
            prober = Browser(args.port, cookies=cookies[-1])
            form = answer_form(prober.get(f"/en/trainer/drills/{drills[-1][0]}/", htmx=True).body)
            if form is None:
                raise RuntimeError("the probe trainee's drill page shows no question")
            others = wait_for_others(args.wait_for_others)
            cap = args.before + args.down + args.after + 40
            threads = [
                threading.Thread(target=load.run, args=(i, cap), daemon=True)
                for i in range(args.trainees)
            ]
            load.start_clock()
            for thread in threads:
                thread.start()
            time.sleep(args.before)
            print(f"t={load.now():5.1f} s  stopping PostgreSQL ({version} main, fast mode)")
            timeline["stop_sent"] = load.now()
            pg_ctl(version, "stop")
            timeline["stopped"] = load.now()
            print(f"t={load.now():5.1f} s  PostgreSQL stopped")
            time.sleep(min(1.0, args.down))
            fields = form.fields("10")
            started = load.now()
            try:
                response = prober.post(form.action, fields, htmx=True)
                probe["during_outage"] = f"HTTP {response.status}"
                probe["error_page"] = response.body.strip()[:80]
            except RequestFailed as failure:
                probe["during_outage"] = failure.reason
            probe["during_outage_seconds"] = round(load.now() - started, 3)
            print(
                f"t={load.now():5.1f} s  an answer posted now gets {probe['during_outage']} "
                f"in {probe['during_outage_seconds']} s"
            )
            time.sleep(max(0.0, args.down - min(1.0, args.down)))
            timeline["start_sent"] = load.now()
            print(f"t={load.now():5.1f} s  starting PostgreSQL")
            starter = threading.Thread(target=pg_ctl, args=(version, "start"), daemon=True)
            starter.start()
            timeline["accepting"] = wait_accepting(load, limit=60)
            print(f"t={load.now():5.1f} s  PostgreSQL accepts connections")
            starter.join(timeout=60)
            timeline["start_returned"] = load.now()
            # Run on until answers have been stored for a while again (bounded).
            recovery_deadline = time.monotonic() + 30
            while time.monotonic() < recovery_deadline:
                ok_after = [
                    e
                    for e in load.events
                    if e.label == "answer"
                    and e.outcome == "ok"
                    and e.started > timeline["accepting"]
                ]
                if ok_after and load.now() - min(e.ended for e in ok_after) >= args.after:
                    break
                time.sleep(0.2)
            load.stop.set()
            for thread in threads:
                thread.join(timeout=30)
            timeline["load_stopped"] = load.now()
            # The same answer again, exactly as first posted: stored once, shown as stored.
            response = prober.post(form.action, fields, htmx=True)
            probe["retried"] = f"HTTP {response.status}" + (
                " with the verdict" if shows_feedback(response.body) else ""
            )
            response = prober.post(form.action, fields, htmx=True)
            probe["retried_again"] = f"HTTP {response.status}" + (
                " with the verdict" if shows_feedback(response.body) else ""
            )
            prober.close()
            probe["question"] = form.question_pk
            failed_answers = [e for e in load.events if e.label == "answer" and e.outcome != "ok"]
            stored_anyway = stored_before_failing(load, failed_answers)
            retried = retry_failed(args.port, failed_answers)
    finally:
        ensure_postgres(version)
        print(f"PostgreSQL running: {server.postgres_version()}")

    events = load.events
    errors_logged = logged_errors(gunicorn.log_lines())
    outage = [
        e for e in events if e.ended >= timeline["stop_sent"] and e.started <= timeline["accepting"]
    ]
    failed = [e for e in events if e.outcome != "ok"]
    # Stopped means stopped: whatever succeeded after it ran on the restarted server.
    after_stop = [e for e in events if e.outcome == "ok" and e.started >= timeline["stopped"]]
    first_ok = min((e.ended for e in after_stop), default=None)
    first_answer = min((e.ended for e in after_stop if e.label == "answer"), default=None)
    first_failure = min((e.started for e in failed), default=None)
    longest = max((e.seconds for e in events), default=0.0)
    acknowledged = {e.question_pk for e in events if e.label == "answer" and e.outcome == "ok"}
    acknowledged |= {r["question"] for r in retried if r["retry"] == "ok"}
    if probe.get("retried", "").endswith("with the verdict"):
        acknowledged.add(probe["question"])
    database = check_database(
        [user.pk for user in users],
        {e.question_pk for e in failed_answers} | {probe["question"]},
        acknowledged,
    )

    def since(moment: float | None, origin: str | float | None) -> float | None:
        origin = timeline[origin] if isinstance(origin, str) else origin
        return None if moment is None or origin is None else round(moment - origin, 2)

    recovery = {
        "first_success_after_accepting_seconds": since(first_ok, "accepting"),
        "first_answer_stored_after_accepting_seconds": since(first_answer, "accepting"),
        "first_answer_stored_after_start_sent_seconds": since(first_answer, "start_sent"),
        "app_failing_from_seconds": since(first_failure, 0.0),
        "app_failing_for_seconds": since(first_ok, first_failure),
    }
    result = {
        "script": "bench.load.db_restart",
        "machine": machine,
        "server": {**gunicorn.describe(), "database": DATABASE},
        "other_clients_at_restart": others,
        "timeline_seconds": {key: round(value, 2) for key, value in timeline.items()},
        "requests": len(events),
        "requests_by_outcome": dict(Counter(f"{e.label}: {e.outcome}" for e in events)),
        "requests_during_outage": len(outage),
        "outage_outcomes": dict(Counter(e.outcome for e in outage)),
        "longest_request_seconds": round(longest, 3),
        "hung_requests": sum(1 for e in events if e.seconds > HUNG_SECONDS),
        "failed_requests_max_seconds": round(max((e.seconds for e in failed), default=0.0), 3),
        "recovery": recovery,
        "server_errors_logged": errors_logged,
        "probe": probe,
        "failed_answer_posts_stored_before_failing": stored_anyway,
        "retried_failed_answers": dict(Counter(f"{r['first']} -> {r['retry']}" for r in retried)),
        "database": database,
    }
    result["verdict"] = {
        "failed_cleanly": result["hung_requests"] == 0 and all(_clean(e) for e in failed),
        "recovered_by_itself": first_answer is not None,
        "no_half_written_attempt": database["attempts_incomplete_or_inconsistent"] == 0
        and database["attempts_match_acknowledged_answers"]
        and database["questions_with_two_attempts"] == 0
        and database["dealt_rounds_without_question"] == 0
        and database["drills_with_position_gaps"] == 0,
        "retried_answer_stored_once": database["retried_stored_exactly_once"]
        == database["retried_questions"]
        and probe.get("retried", "").endswith("with the verdict")
        and all(r["retry"] == "ok" for r in retried),
    }

    print("What the trainees saw:")
    for outcome, count in sorted(result["requests_by_outcome"].items()):
        print(f"  {outcome}: {count}")
    print(
        f"  during the outage ({timeline['stop_sent']:.1f}–{timeline['accepting']:.1f} s): "
        f"{len(outage)} requests, {result['outage_outcomes']}; the slowest failed request took "
        f"{result['failed_requests_max_seconds']} s; longest request of the run "
        f"{result['longest_request_seconds']} s; hung (> {HUNG_SECONDS:g} s): "
        f"{result['hung_requests']}"
    )
    print(
        f"  pages failed from t={recovery['app_failing_from_seconds']} s for "
        f"{recovery['app_failing_for_seconds']} s; the first page served again "
        f"{recovery['first_success_after_accepting_seconds']} s and the first answer stored "
        f"again {recovery['first_answer_stored_after_accepting_seconds']} s after PostgreSQL "
        "accepted connections (polled every 50 ms)"
    )
    print(
        f"  the answer posted during the outage: {probe['during_outage']}; posted again after: "
        f"{probe['retried']}; and again: {probe['retried_again']}"
    )
    print(
        f"  answer posts that failed: {len(failed_answers)}, of which {stored_anyway} had stored "
        f"the answer before the error; posted again: {result['retried_failed_answers'] or '-'}"
    )
    print("What the server logged (most frequent):")
    for line, count in errors_logged.items():
        print(f"  {count} x {line}")
    print("In the database:")
    for key, value in database.items():
        print(f"  {key}: {value}")
    print("Verdict:")
    for key, value in result["verdict"].items():
        print(f"  {key}: {'yes' if value else 'NO'}")
    print(f"Results: {server.write_json(args.json, result)}")
    return 0 if all(result["verdict"].values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
