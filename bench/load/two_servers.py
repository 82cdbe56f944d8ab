"""Two app servers, one trainee moving between them: ``.venv/bin/python -m bench.load.two_servers``.

Two gunicorn servers of the site (A on 127.0.0.1:8101, B on 127.0.0.1:8102, two workers
each) on one PostgreSQL database, with the same ``DJANGO_SECRET_KEY`` and the shared cache
in Redis (``REDIS_URL``), as behind a load balancer. A trainee logs in on A, starts a drill
there, answers half of it, and goes on on B with the same cookies in the middle of the drill
(the session, the CSRF token read on A's page and the drill carry over), and finishes it on
B. Then the login throttle: three wrong passwords on A and two on B lock the account on
both; and, for contrast, without ``REDIS_URL`` the same five failures lock neither. Results:
``bench/results/load-two-servers.json``.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from bench.load import server
from bench.load.client import Browser, Response, answer_form, csrf_token, shows_feedback

DATABASE = "croupier_bench_servers"
LOCKED = "Account locked for now"  # django-axes' page, HTTP 429
# Short, so that the throwaway accounts' counts leave Redis by themselves soon after.
LOCKOUT_SECONDS = "120"
_POSITION = re.compile(r"Question (\d+) of (\d+)")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port-a", type=int, default=8101)
    parser.add_argument("--port-b", type=int, default=8102)
    parser.add_argument("--length", type=int, default=6, help="questions in the drill (6)")
    parser.add_argument("--json", type=Path, default=server.RESULTS / "load-two-servers.json")
    return parser.parse_args(argv)


class Walk:
    """One browser (one cookie jar) sent to server A or B, each step printed."""

    def __init__(self, ports: dict[str, int]) -> None:
        self.ports = ports
        self.cookies: dict[str, str] = {}
        self.steps: list[dict[str, object]] = []

    def _browser(self, on: str) -> Browser:
        return Browser(self.ports[on], cookies=self.cookies)

    def go(
        self,
        on: str,
        method: str,
        path: str,
        form: dict[str, str | list[str]] | None = None,
        note: str = "",
    ) -> Response:
        browser = self._browser(on)
        try:
            response = browser.request(method, path, form=form)
        finally:
            browser.close()
        self.cookies = browser.cookies
        shown = f"{response.status}" + (f" -> {response.location}" if response.location else "")
        if not note:
            position = _POSITION.search(response.body)
            if position and response.status == 200:
                note = f"question {position[1]} of {position[2]}"
        print(f"  {on}  {method:<4} {path:<34} {shown:<28} {note}")
        self.steps.append({"server": on, "method": method, "path": path, "status": response.status})
        return response


def login(walk: Walk, on: str, username: str, password: str, note: str = "") -> Response:
    page = walk.go(on, "GET", "/en/accounts/login/")
    form = {"csrfmiddlewaretoken": csrf_token(page.body), "username": username}
    return walk.go(on, "POST", "/en/accounts/login/", {**form, "password": password}, note=note)


def drill_across(ports: dict[str, int], username: str, length: int) -> dict[str, object]:
    """Log in on A, start a drill and answer half of it there, finish it on B."""
    from django.contrib.sessions.models import Session

    from bench.load import trainees
    from trainer.models import Attempt, Question

    walk = Walk(ports)
    response = login(walk, "A", username, trainees.PASSWORD)
    assert response.status == 302, "the login on A failed"
    session_on_a = walk.cookies["sessionid"]
    home = walk.go("A", "GET", "/en/trainer/")
    form = {
        "csrfmiddlewaretoken": csrf_token(home.body),
        "variant": "standard",
        "kinds": trainees.PAYOUT_KINDS,
        "difficulty": "round",
        "length": str(length),
    }
    response = walk.go("A", "POST", "/en/trainer/drills/", form)
    drill_path = response.location
    answered_on: dict[int, str] = {}
    half = length // 2
    for position in range(1, length + 1):
        on = "A" if position <= half else "B"
        # The switch happens between reading a question and answering it: the question
        # and its CSRF token come from A's page, the answer goes to B.
        reader = "A" if position <= half + 1 else "B"
        if position == half + 1:
            print("  -- the load balancer sends this browser to B from here (same cookies) --")
        page = walk.go(reader, "GET", drill_path)
        question = answer_form(page.body)
        assert question is not None, f"no question {position} on {reader}"
        key = Question.objects.get(pk=question.question_pk).answer_key
        note = "token read on A" if reader != on else ""
        response = walk.go(on, "POST", question.action, question.fields(key), note=note)
        assert response.status == 302, f"answer {position} on {on}: HTTP {response.status}"
        feedback = walk.go(on, "GET", response.location, note="the verdict")
        assert shows_feedback(feedback.body), "no verdict shown"
        answered_on[question.question_pk] = on
    done = walk.go("B", "GET", drill_path, note="the results")
    finished = "Drill finished" in done.body
    right_on_page = done.body.count("✓")
    attempts = list(
        Attempt.objects.filter(question_id__in=answered_on).values_list("question_id", "is_correct")
    )
    session_rows = Session.objects.filter(session_key=walk.cookies["sessionid"]).count()
    result = {
        "steps": len(walk.steps),
        "answered_on": {
            "A": sum(1 for on in answered_on.values() if on == "A"),
            "B": sum(1 for on in answered_on.values() if on == "B"),
        },
        "questions": len(answered_on),
        "attempts": len(attempts),
        "attempts_right": sum(1 for _pk, right in attempts if right),
        "drill_finished_on_b": finished,
        "results_page_right_marks": right_on_page,
        "session_key_unchanged_on_b": walk.cookies["sessionid"] == session_on_a,
        "session_rows": session_rows,
    }
    result["passed"] = (
        result["questions"] == length
        and result["attempts"] == length
        and result["attempts_right"] == length
        and finished
        and result["session_key_unchanged_on_b"]
        and session_rows == 1
    )
    return result


def throttle_across(ports: dict[str, int], username: str, wrong: dict[str, int]) -> dict:
    """Wrong passwords on A and on B, then the right one on each: locked or let in?"""
    from django.conf import settings

    from bench.load import trainees

    trainees.trainee_create(username=username)
    walk = Walk(ports)
    failures = 0
    for on, times in wrong.items():
        for _ in range(times):
            failures += 1
            response = login(walk, on, username, "wrong", note=f"wrong password {failures}")
            # The failure that reaches the limit is already answered with the lockout.
            locked_now = failures >= settings.LOGIN_FAILURE_LIMIT
            assert response.status == (429 if locked_now else 200)
    outcome = {}
    for on in ports:
        walk.cookies = {}  # a fresh browser
        response = login(walk, on, username, trainees.PASSWORD, note="the right password:")
        if response.status == 302:
            outcome[on] = "logged in"
        elif response.status == 429 and LOCKED in response.body:
            outcome[on] = "locked"
        else:
            outcome[on] = f"HTTP {response.status}"
        print(f"{'':<70} => {outcome[on]}")
    return outcome


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    secret_key = server.new_secret_key()
    env = server.bench_env(database=DATABASE, secret_key=secret_key, redis=True)
    env["DJANGO_LOGIN_LOCKOUT_SECONDS"] = LOCKOUT_SECONDS
    server.setup_django(env)
    machine = server.machine()
    server.recreate_database(DATABASE)
    server.release()

    from django.conf import settings

    from bench.load import trainees

    stamp = machine["date_utc"].replace(":", "").replace("-", "").replace("+0000", "")
    username = f"two-servers-{stamp}"
    trainees.trainee_create(username=username)
    ports = {"A": args.port_a, "B": args.port_b}
    limit = settings.LOGIN_FAILURE_LIMIT
    print(
        f"{machine['date_utc']}  two gunicorn servers on one PostgreSQL ({DATABASE}), the same "
        f"DJANGO_SECRET_KEY, database sessions, cache {server.REDIS_URL}"
    )
    print(f"  A = {server.HOST}:{args.port_a}, B = {server.HOST}:{args.port_b}")
    servers = [
        server.Gunicorn(port=port, env=env, name=f"two-{name}") for name, port in ports.items()
    ]
    with server.serving(*servers):
        print(f"A trainee ({username}) drills across the two servers:")
        drill = drill_across(ports, username, args.length)
        print(
            f"  => {drill['attempts']} attempts stored for {drill['questions']} questions "
            f"({drill['answered_on']['A']} answered on A, {drill['answered_on']['B']} on B), "
            f"{drill['attempts_right']} right; the drill finished on B: "
            f"{drill['drill_finished_on_b']}; the same session ({drill['session_rows']} row) "
            f"on both: {drill['session_key_unchanged_on_b']}"
        )
        print(f"The login throttle with REDIS_URL (limit {limit} failures):")
        print("  3 wrong passwords on A, 2 on B:")
        shared = throttle_across(ports, f"throttle-redis-{stamp}", {"A": 3, "B": 2})

    # The same two servers without REDIS_URL: the account lockout counts in the database
    # (django-axes), so it holds across servers even then.
    local_env = server.bench_env(database=DATABASE, secret_key=secret_key)
    servers = [
        server.Gunicorn(port=port, env=local_env, name=f"two-local-{name}")
        for name, port in ports.items()
    ]
    with server.serving(*servers):
        print("Without REDIS_URL (the lockout counts in the database all the same):")
        print("  3 wrong passwords on A, 2 on B:")
        alone = throttle_across(ports, f"throttle-local-{stamp}", {"A": 3, "B": 2})

    result = {
        "script": "bench.load.two_servers",
        "machine": machine,
        "servers": {name: s.describe() for name, s in zip(ports, servers, strict=True)},
        "database": DATABASE,
        "drill": drill,
        "throttle": {
            "limit": limit,
            "wrong_passwords": {"A": 3, "B": 2},
            "with_redis": shared,
            "without_redis": alone,
        },
    }
    result["verdict"] = {
        "session_moves_mid_drill": drill["passed"],
        "lockout_shared_with_redis": shared == {"A": "locked", "B": "locked"},
        "lockout_shared_without_redis": alone == {"A": "locked", "B": "locked"},
    }
    print("Verdict:")
    for key, value in result["verdict"].items():
        print(f"  {key}: {'yes' if value else 'NO'}")
    print(f"Results: {server.write_json(args.json, result)}")
    return 0 if all(result["verdict"].values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
