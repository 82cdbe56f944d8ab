"""scripts/backup.sh and scripts/restore.sh: a dump of the database restores into a fresh
one with every row, the attempts to the byte, and old dumps are pruned. PostgreSQL only
(`make test` runs the suite on it too); the SQLite half has no pg_dump to test."""

from __future__ import annotations

import os
import subprocess
import uuid
from pathlib import Path

import psycopg
import pytest
from django.db import connection

from paytables.models import Variant
from tests.trainer.factories import TraineeFactory
from trainer.models import Attempt
from trainer.services import attempt_record, drill_start, question_next

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)
ROOT = Path(__file__).resolve().parents[1]
# Every table of the app's own data, counted on both sides.
COUNTED = (
    "trainer_attempt",
    "trainer_question",
    "trainer_dealtround",
    "trainer_drillsession",
    "paytables_variant",
    "paytables_glossaryterm",
    "auth_user",
)
CHECKSUM = "select md5(string_agg(row_to_json(a)::text, '|' order by a.id)) from trainer_attempt a"


def _postgres_only() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("backups are of PostgreSQL: this is the suite's SQLite run")


def _url(name: str) -> str:
    db = connection.settings_dict
    user, password = db["USER"] or "postgres", db["PASSWORD"] or ""
    host, port = db["HOST"] or "127.0.0.1", db["PORT"] or 5432
    return f"postgres://{user}:{password}@{host}:{port}/{name}"


def _run(script: str, *args: str, url: str, **env: str) -> str:
    result = subprocess.run(
        [str(ROOT / "scripts" / script), *args],
        env={**os.environ, "DATABASE_URL": url, **env},
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip().splitlines()[-1]


def _measure(url: str) -> tuple[dict[str, int], str]:
    with psycopg.connect(url) as db:
        counts = {t: db.execute(f"select count(*) from {t}").fetchone()[0] for t in COUNTED}
        return counts, db.execute(CHECKSUM).fetchone()[0]


def _answered_drill() -> None:
    trainee = TraineeFactory()
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=["net", "fee"],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=6,
    )
    for _ in range(6):
        question = question_next(user_id=trainee.pk, drill_pk=session.pk)
        attempt_record(user=trainee, question=question, given="−15", language="vi")


def test_a_backup_restores_into_a_fresh_database_with_every_attempt(tmp_path):
    _postgres_only()
    _answered_drill()
    assert Attempt.objects.count() == 6
    source = _url(connection.settings_dict["NAME"])
    dump = _run("backup.sh", str(tmp_path), url=source)
    assert Path(dump).name.startswith("croupier-") and dump.endswith(".dump")

    fresh = f"croupier_restore_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(_url("postgres"), autocommit=True) as admin:
        admin.execute(f'create database "{fresh}"')
    try:
        _run("restore.sh", dump, url=_url(fresh))
        assert _measure(_url(fresh)) == _measure(source)
        # A second restore over the restored database is refused and changes nothing.
        with pytest.raises(subprocess.CalledProcessError):
            _run("restore.sh", dump, url=_url(fresh))
        assert _measure(_url(fresh)) == _measure(source)
    finally:
        with psycopg.connect(_url("postgres"), autocommit=True) as admin:
            admin.execute(f'drop database if exists "{fresh}" with (force)')


def test_backup_keeps_only_the_newest_dumps(tmp_path):
    _postgres_only()
    for stamp in ("20260101T000000Z", "20260102T000000Z", "20260103T000000Z"):
        (tmp_path / f"croupier-{stamp}.dump").write_bytes(b"old")
    newest = _run(
        "backup.sh", str(tmp_path), url=_url(connection.settings_dict["NAME"]), BACKUP_KEEP="2"
    )
    kept = sorted(path.name for path in tmp_path.glob("croupier-*.dump"))
    assert kept == ["croupier-20260103T000000Z.dump", Path(newest).name]
    assert not list(tmp_path.glob("*.part"))


def test_restore_without_a_dump_says_so(tmp_path):
    result = subprocess.run(
        [str(ROOT / "scripts" / "restore.sh"), str(tmp_path / "missing.dump")],
        env={**os.environ, "DATABASE_URL": "postgres://nobody@127.0.0.1:1/none"},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2 and "no such dump" in result.stderr
