"""A backup taken under load restores whole: ``.venv/bin/python -m bench.load.backup``.

On a fresh PostgreSQL database (``croupier_bench_backup``), trainee threads answer drill
questions through the services, as fast as they can, while ``scripts/backup.sh`` dumps the
database. The dump is restored with ``scripts/restore.sh`` into a second fresh database and
compared with the source:

- the restored database is one consistent moment of the source: every attempt it holds is
  in the source byte for byte, each with its question and dealt round, and no table holds
  more rows than the source;
- once the trainees stop, a second backup restores to exactly the source: the same row
  count in every table and the same checksum of the attempts.

Both databases are the script's own (``croupier_bench_*``), created and dropped by it; the
load goes to 127.0.0.1 only and stops by itself. Results: ``bench/results/backup.json``.
"""

from __future__ import annotations

import argparse
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import psycopg

from bench.load import server

SOURCE = "croupier_bench_backup"
RESTORED = "croupier_bench_backup_restored"
TABLES = (
    "trainer_attempt",
    "trainer_question",
    "trainer_dealtround",
    "trainer_drillsession",
    "trainer_skillschedule",
    "auth_user",
    "paytables_variant",
)
ATTEMPTS_CHECKSUM = (
    "select count(*), md5(coalesce(string_agg(row_to_json(a)::text, '|' order by a.id), '')) "
    "from trainer_attempt a"
)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trainees", type=int, default=8, help="answering threads (8)")
    parser.add_argument("--before", type=float, default=3.0, help="seconds of load first (3)")
    parser.add_argument("--json", type=Path, default=server.RESULTS / "backup.json")
    return parser.parse_args(argv)


def url(name: str) -> str:
    return f"{server.POSTGRES}/{name}"


def answer_until(stop: threading.Event, username: str, answered: list[int]) -> None:
    """One trainee answering 50-question drills until ``stop``; counts what was stored."""
    from django.contrib.auth import get_user_model
    from django.db import connection

    from paytables.models import Variant
    from trainer.services import attempt_record, drill_start, question_next

    try:
        trainee = get_user_model().objects.create_user(username, password="x" * 20)
        variant = Variant.objects.get(slug="standard")
        while not stop.is_set():
            session = drill_start(
                user=trainee,
                variant=variant,
                kinds=["ante", "raise", "fee", "net"],
                difficulty="round",
                rare=False,
                seconds_per_question=None,
                length=50,
            )
            for _ in range(50):
                if stop.is_set():
                    break
                question = question_next(user_id=trainee.pk, drill_pk=session.pk)
                attempt_record(user=trainee, question=question, given="10", language="en")
                answered.append(1)
    finally:
        connection.close()


def measure(name: str) -> dict[str, object]:
    with psycopg.connect(url(name)) as db:
        counts = {t: db.execute(f"select count(*) from {t}").fetchone()[0] for t in TABLES}
        attempts, checksum = db.execute(ATTEMPTS_CHECKSUM).fetchone()
    return {"counts": counts, "attempts": attempts, "attempts_checksum": checksum}


def restore(dump: str) -> float:
    server.recreate_database(RESTORED)
    started = time.perf_counter()
    run("restore.sh", dump, database=RESTORED)
    return round(time.perf_counter() - started, 2)


def run(script: str, *args: str, database: str) -> str:
    result = subprocess.run(
        [str(server.ROOT / "scripts" / script), *args],
        env={"PATH": "/usr/bin:/bin", "DATABASE_URL": url(database)},
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip().splitlines()[-1]


def consistent_moment() -> dict[str, object]:
    """The restored database against the source: a prefix of it, whole and linked."""
    with psycopg.connect(url(RESTORED)) as restored, psycopg.connect(url(SOURCE)) as source:
        rows = restored.execute(
            "select id, row_to_json(a)::text from trainer_attempt a order by id"
        ).fetchall()
        differing = 0
        for attempt_id, text in rows:
            found = source.execute(
                "select row_to_json(a)::text from trainer_attempt a where id = %s", (attempt_id,)
            ).fetchone()
            differing += found is None or found[0] != text
        orphans = restored.execute(
            "select count(*) from trainer_attempt a left join trainer_question q "
            "on q.id = a.question_id where q.id is null"
        ).fetchone()[0]
        unlinked = restored.execute(
            "select count(*) from trainer_question q left join trainer_dealtround d "
            "on d.id = q.dealt_round_id where q.dealt_round_id is not null and d.id is null"
        ).fetchone()[0]
    source_counts, restored_counts = measure(SOURCE)["counts"], measure(RESTORED)["counts"]
    return {
        "restored_attempts": len(rows),
        "attempts_not_identical_in_source": differing,
        "attempts_without_question": orphans,
        "questions_without_round": unlinked,
        "no_table_larger_than_source": all(restored_counts[t] <= source_counts[t] for t in TABLES),
    }


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    env = server.bench_env(database=SOURCE, secret_key=server.new_secret_key())
    server.recreate_database(SOURCE)
    server.setup_django(env)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    machine = server.machine()
    print(f"{machine['date_utc']}  {machine['cpu']} ({machine['cpus']} CPUs)", flush=True)

    stop, answered = threading.Event(), []
    threads = [
        threading.Thread(target=answer_until, args=(stop, f"bench-{n}", answered))
        for n in range(args.trainees)
    ]
    for thread in threads:
        thread.start()
    with tempfile.TemporaryDirectory() as scratch:
        try:
            time.sleep(args.before)
            at_start = len(answered)
            started = time.perf_counter()
            dump = run("backup.sh", scratch, database=SOURCE)
            backup_seconds = round(time.perf_counter() - started, 2)
            during = len(answered) - at_start
            time.sleep(1.0)  # answers go on after the dump, which it must not have
        finally:
            stop.set()
            for thread in threads:
                thread.join()
        dump_bytes = Path(dump).stat().st_size
        restore_seconds = restore(dump)
        under_load = consistent_moment()

        quiet = run("backup.sh", scratch, database=SOURCE)
        restore(quiet)
        source, restored = measure(SOURCE), measure(RESTORED)

    result = {
        "script": "bench.load.backup",
        "machine": machine,
        "trainees": args.trainees,
        "answers_stored": len(answered),
        "answers_stored_while_dumping": during,
        "backup_seconds": backup_seconds,
        "dump_bytes": dump_bytes,
        "restore_seconds": restore_seconds,
        "under_load": under_load,
        "after_the_load": {"source": source, "restored": restored, "equal": source == restored},
    }
    sound = (
        under_load["attempts_not_identical_in_source"] == 0
        and under_load["attempts_without_question"] == 0
        and under_load["questions_without_round"] == 0
        and under_load["no_table_larger_than_source"]
        and source == restored
    )
    print(
        f"{len(answered)} answers stored by {args.trainees} trainees, {during} of them while "
        f"pg_dump ran ({backup_seconds} s, {dump_bytes:,} bytes); restored in "
        f"{restore_seconds} s"
    )
    print(f"under load: {under_load}")
    print(f"after the load: equal {source == restored}, {source}")
    with psycopg.connect(f"{server.POSTGRES}/postgres", autocommit=True) as admin:
        for name in (SOURCE, RESTORED):
            admin.execute(f'drop database if exists "{name}" with (force)')
    path = server.write_json(args.json, result)
    print(f"Results: {path}; {'sound' if sound else 'NOT SOUND'}")
    return 0 if sound else 1


if __name__ == "__main__":
    raise SystemExit(main())
