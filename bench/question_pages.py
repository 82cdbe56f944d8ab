"""The cost of one drill question's pages, in process: ``.venv/bin/python -m bench.question_pages``.

For each kind asked (best play by default, the kind whose page ran the exact analysis five
times), a trainee starts a drill of that kind through the site's own form, and for each of
``--questions`` questions the script times three requests through Django's test client (no
HTTP server, no queueing): the drill page that deals the question, the answer post (htmx,
as the browser sends it), and the answered question page opened again (the verdict with its
working). Each figure is the median wall time and the median number of queries.

Only the site's pages are used (the form, the drill, the answer, the question), so the same
script measures any commit: run it in a checkout of the old commit and of the new one, one
after the other, to compare (``--json PATH`` keeps the numbers). A scratch SQLite database
is created and migrated for the run, then deleted.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ACTION = re.compile(r'<form method="post" action="([^"]+/answer/)"')
CHOICE = re.compile(r'<button type="submit" name="answer" value="([^"]+)"')
# The amount boxes of an answer: one, one per box of the table, one per player and pot.
BOX = re.compile(r'<input type="text" name="(answer|box-\d+|chips-\d+-\d+)"')


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--kinds", default="best_play,net,fee,settle_table", help="comma-separated kinds"
    )
    parser.add_argument("--questions", type=int, default=30, help="questions per kind (30)")
    parser.add_argument("--json", type=Path, help="write the figures to this file too")
    return parser.parse_args(argv)


def setup(database: Path) -> None:
    sys.path.insert(0, str(ROOT))
    os.environ["DJANGO_SETTINGS_MODULE"] = "croupier.settings"
    os.environ["DATABASE_URL"] = f"sqlite:///{database}"
    os.environ.pop("REDIS_URL", None)
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)


def measure(kind: str, questions: int) -> dict[str, dict[str, float]]:
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    user = get_user_model().objects.create_user(f"bench-{kind}", password="x" * 20)
    client = Client()
    client.force_login(user)
    htmx = {"HTTP_HX_REQUEST": "true"}
    data = {"variant": "standard", "kinds": [kind], "difficulty": "round", "length": questions}
    drill = client.post("/en/trainer/drills/", data)["Location"]
    rows: dict[str, dict[str, list[float]]] = {}

    def timed(label: str, call):
        with CaptureQueriesContext(connection) as queries:
            started = time.perf_counter()
            response = call()
            seconds = time.perf_counter() - started
        assert response.status_code in (200, 302), (label, response.status_code)
        row = rows.setdefault(label, {"ms": [], "queries": []})
        row["ms"].append(seconds * 1000)
        row["queries"].append(len(queries))
        return response

    for _question in range(questions):
        page = timed("drill page, dealing", lambda: client.get(drill, **htmx)).content.decode()
        action = ACTION.search(page)[1]
        choice = CHOICE.search(page)
        answer = {"answer": choice[1]} if choice else dict.fromkeys(BOX.findall(page), "10")
        timed("answer", lambda action=action, answer=answer: client.post(action, answer, **htmx))
        question = action.removesuffix("answer/")
        timed("answered page", lambda question=question: client.get(question))
    return {
        label: {
            "median_ms": round(statistics.median(row["ms"]), 1),
            "max_ms": round(max(row["ms"]), 1),
            "queries": statistics.median(row["queries"]),
        }
        for label, row in rows.items()
    }


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        setup(Path(scratch) / "bench.sqlite3")
        import json
        import platform
        import subprocess

        commit = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
        ).stdout.strip()
        results = {"commit": commit, "python": platform.python_version(), "kinds": {}}
        print(f"commit {commit}, {args.questions} questions a kind (median / max ms, queries)")
        for kind in args.kinds.split(","):
            rows = measure(kind, args.questions)
            results["kinds"][kind] = rows
            for label, row in rows.items():
                print(
                    f"  {kind:<14} {label:<20} {row['median_ms']:>7} / {row['max_ms']:>7} ms"
                    f"  {row['queries']:>4} queries"
                )
        if args.json:
            args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
