"""Redis stopped while trainees answer: ``.venv/bin/python -m bench.load.redis_fault``.

gunicorn (two workers) on PostgreSQL with ``REDIS_URL`` pointing at a Redis of the script's
own: a private ``redis-server`` on its own port (6391 by default), started here and only
ever stopped here, never the machine's shared one. Trainees go through their drills (the
page deals each question, they answer it) as in ``bench.load.db_restart``; in the middle
that Redis is shut down, left down ten seconds and started again. It records what every
request got while Redis was down, whether a log-in and a self-test start still work then,
how long until requests succeed again, and that every acknowledged answer is stored once.
Results: ``bench/results/load-redis-fault.json``.
"""

from __future__ import annotations

import argparse
import subprocess
import threading
import time
from collections import Counter
from pathlib import Path

from bench.load import server
from bench.load.client import Browser, RequestFailed, csrf_token
from bench.load.db_restart import Trainees

DATABASE = "croupier_bench_redis"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trainees", type=int, default=4, help="trainees answering (4)")
    parser.add_argument("--port", type=int, default=8104, help="gunicorn's port (8104)")
    parser.add_argument("--redis-port", type=int, default=6391, help="the private Redis (6391)")
    parser.add_argument("--before", type=float, default=4.0, help="seconds before the stop (4)")
    parser.add_argument("--down", type=float, default=10.0, help="seconds stopped (10)")
    parser.add_argument("--after", type=float, default=6.0, help="seconds after the start (6)")
    parser.add_argument("--json", type=Path, default=server.RESULTS / "load-redis-fault.json")
    return parser.parse_args(argv)


class PrivateRedis:
    """A redis-server of this script's own, on its own port, keeping nothing on disk."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.dir = server.SCRATCH / f"redis-{port}"
        self.dir.mkdir(parents=True, exist_ok=True)

    def start(self) -> None:
        subprocess.run(
            [
                "redis-server",
                "--port", str(self.port),
                "--bind", server.HOST,
                "--save", "",
                "--appendonly", "no",
                "--daemonize", "yes",
                "--dir", str(self.dir),
                "--pidfile", str(self.dir / "redis.pid"),
                "--logfile", str(self.dir / "redis.log"),
            ],
            check=True,
        )  # fmt: skip
        for _ in range(100):
            if self.answers():
                return
            time.sleep(0.05)
        raise RuntimeError(f"the private Redis on port {self.port} did not start")

    def stop(self) -> None:
        if self.answers():
            self._cli("shutdown", "nosave")
        for _ in range(100):
            if not self.answers():
                return
            time.sleep(0.05)

    def answers(self) -> bool:
        return self._cli("ping").strip() == "PONG"

    def _cli(self, *args: str) -> str:
        result = subprocess.run(
            ["redis-cli", "-h", server.HOST, "-p", str(self.port), *args],
            capture_output=True,
            text=True,
            timeout=5,
        )
        return result.stdout


def log_in_and_start_a_self_test(port: int, username: str) -> dict[str, str]:
    """What a trainee gets logging in, then starting a self-test: the statuses."""
    browser = Browser(port, timeout=15)
    seen = {}
    try:
        page = browser.get("/en/accounts/login/")
        seen["log-in page"] = f"HTTP {page.status}"
        form = {
            "csrfmiddlewaretoken": csrf_token(page.body) or "",
            "username": username,
            "password": "bench-trainee-password-1",
        }
        response = browser.post("/en/accounts/login/", form)
        seen["log-in"] = f"HTTP {response.status} to {response.location or '-'}"
        page = browser.get("/en/self-test/")
        response = browser.post(
            "/en/self-test/start/", {"csrfmiddlewaretoken": csrf_token(page.body) or ""}
        )
        seen["self-test start"] = f"HTTP {response.status}"
    except RequestFailed as failure:
        seen["failed"] = failure.reason
    finally:
        browser.close()
    return seen


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    redis = PrivateRedis(args.redis_port)
    env = server.bench_env(database=DATABASE, secret_key=server.new_secret_key())
    env["REDIS_URL"] = f"redis://{server.HOST}:{args.redis_port}/0"
    server.setup_django(env)
    machine = server.machine()
    print(f"{machine['date_utc']}  {machine['cpu']} ({machine['cpus']} CPUs)", flush=True)
    server.recreate_database(DATABASE)
    server.release()
    from bench.load import trainees

    users = [trainees.trainee_create(username=f"redis-{i}") for i in range(args.trainees + 2)]
    cookies = [trainees.session_cookies(user=user) for user in users]
    drills = [[trainees.drill_open(user=user, length=100) for _ in range(2)] for user in users]
    gunicorn = server.Gunicorn(port=args.port, env=env, name="redis-fault")
    load = Trainees(args.port, cookies, drills)
    timeline: dict[str, float] = {}
    probes: dict[str, dict[str, str]] = {}
    try:
        redis.start()
        with server.serving(gunicorn):
            probes["before"] = log_in_and_start_a_self_test(args.port, users[-2].username)
            threads = [
                threading.Thread(target=load.run, args=(i, args.before + args.down + 60))
                for i in range(args.trainees)
            ]
            load.start_clock()
            for thread in threads:
                thread.start()
            time.sleep(args.before)
            timeline["stop_sent"] = load.now()
            redis.stop()
            timeline["stopped"] = load.now()
            print(f"t={load.now():5.1f} s  the private Redis is down")
            time.sleep(1.0)
            probes["during"] = log_in_and_start_a_self_test(args.port, users[-1].username)
            time.sleep(max(0.0, args.down - (load.now() - timeline["stopped"])))
            timeline["start_sent"] = load.now()
            redis.start()
            timeline["started"] = load.now()
            print(f"t={load.now():5.1f} s  the private Redis is up again")
            time.sleep(args.after)
            load.stop.set()
            for thread in threads:
                thread.join(timeout=30)
            timeline["load_stopped"] = load.now()
            probes["after"] = log_in_and_start_a_self_test(args.port, users[-2].username)
            # Once up again, Redis is used again: the sessions are cached there anew.
            cached_again = int(redis._cli("dbsize").strip() or 0)
    finally:
        redis.stop()
    events = load.events
    down = [e for e in events if timeline["stopped"] <= e.started <= timeline["started"]]
    up = [e for e in events if e.started > timeline["started"]]
    acknowledged = [e.question_pk for e in events if e.label == "answer" and e.outcome == "ok"]
    from trainer.models import Attempt

    stored = Counter(
        Attempt.objects.filter(question_id__in=acknowledged).values_list("question_id", flat=True)
    )
    longest_down = max((e.seconds for e in down), default=0.0)
    result = {
        "script": "bench.load.redis_fault",
        "machine": machine,
        "trainees": args.trainees,
        "timeline_seconds": {key: round(value, 3) for key, value in timeline.items()},
        "requests": len(events),
        "outcomes_while_redis_was_down": dict(Counter(e.outcome for e in down)),
        "outcomes_after_it_was_up": dict(Counter(e.outcome for e in up)),
        "answers_while_redis_was_down": sum(
            e.label == "answer" and e.outcome == "ok" for e in down
        ),
        "slowest_request_while_down_seconds": round(longest_down, 3),
        "probes": probes,
        "redis_keys_after_recovery": cached_again,
        "acknowledged_answers": len(acknowledged),
        "acknowledged_stored_exactly_once": all(stored[pk] == 1 for pk in acknowledged)
        and len(set(acknowledged)) == len(acknowledged),
        "errors_in_log": sum("ERROR" in line for line in gunicorn.log_lines()),
    }
    print(result)
    path = server.write_json(args.json, result)
    print(f"Results: {path}")
    sound = (
        set(result["outcomes_while_redis_was_down"]) <= {"ok"}
        and result["acknowledged_stored_exactly_once"]
        and all("failed" not in probe for probe in probes.values())
    )
    return 0 if sound else 1


if __name__ == "__main__":
    raise SystemExit(main())
