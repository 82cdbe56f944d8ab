from __future__ import annotations

import io
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from paytables.models import HandCategory, RaisePay

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db

SWITCH_TO_STRAIGHT_FLUSH = {
    "variant": "standard",
    "ante": 100,
    "player": "9h Th Jh Qh 3c",
    "dealer": "Ad Ks 7c 5s 2d",
    "discard": "3c",
    "draw": "Kh",
    "decision": "raise",
}


def run_batch(monkeypatch, lines: list[str]) -> list[dict]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    out = io.StringIO()
    call_command("settle", batch=True, stdout=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_batch_prices_the_seed_000_switch_example(monkeypatch):
    (record,) = run_batch(monkeypatch, [json.dumps(SWITCH_TO_STRAIGHT_FLUSH)])
    assert record == {
        "ok": True,
        "player_category": "straight_flush",
        "dealer_category": "ace_king",
        "dealer_qualifies": True,
        "ante": "100",
        "raise": "10000",
        "bonus": "0",
        "fee": "100",
        "net": "10000",
    }


def test_batch_net_is_ante_plus_raise_plus_bonus_less_fee(monkeypatch):
    entry = SWITCH_TO_STRAIGHT_FLUSH | {"bonus": "5", "ante": "12.50"}
    (record,) = run_batch(monkeypatch, [json.dumps(entry)])
    assert record["ok"]
    ante, raise_, bonus, fee, net = (
        float(record[k]) for k in ("ante", "raise", "bonus", "fee", "net")
    )
    assert (ante, raise_, bonus, fee) == (12.5, 1250.0, -5.0, 12.5)
    assert net == ante + raise_ + bonus - fee


def test_batch_keeps_going_after_bad_lines_and_answers_each_in_order(monkeypatch):
    good = json.dumps(SWITCH_TO_STRAIGHT_FLUSH)
    records = run_batch(
        monkeypatch,
        [
            good,
            "",
            "not json",
            "[1, 2]",
            json.dumps(SWITCH_TO_STRAIGHT_FLUSH | {"player": "9h Th Jh Qh Xx"}),
            json.dumps(SWITCH_TO_STRAIGHT_FLUSH | {"player": "9h Th Jh Qh Ks"}),
            json.dumps(SWITCH_TO_STRAIGHT_FLUSH | {"variant": "texas"}),
            json.dumps(SWITCH_TO_STRAIGHT_FLUSH | {"variant": "belgian", "decision": "fold"}),
            json.dumps(SWITCH_TO_STRAIGHT_FLUSH | {"ante": "-5"}),
            json.dumps(SWITCH_TO_STRAIGHT_FLUSH | {"ante": "abc"}),
            good,
        ],
    )
    assert [record["ok"] for record in records] == [True] + [False] * 9 + [True]
    errors = [record.get("error", "") for record in records[1:10]]
    assert errors[0] == "empty line"
    assert errors[1].startswith("not valid JSON")
    assert "JSON object" in errors[2]
    assert "'Xx' is not a card" in errors[3]
    assert "duplicate card: Ks" in errors[4]
    assert "unknown variant 'texas'" in errors[5]
    assert "switched must raise" in errors[6]
    assert "ante must be more than zero" in errors[7]
    assert "ante must be a number" in errors[8]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"player": "9h Th Jh Qh"}, "player must be 5 cards, not 4"),
        ({"dealer": 12}, "dealer must be text"),
        ({"draw": ""}, "must be as many"),
        ({"decision": "check"}, "raise or fold"),
        ({"colour": "red"}, "unknown field(s): colour"),
        ({"ante": 10.001}, "whole cents"),
        ({"ante": True}, "ante must be a number"),
        ({"ante": None}, "ante must be a number"),
        ({"bonus": None}, "bonus must be a number"),
        ({"ante": "1e999999"}, "at most"),
        ({"bonus": 1, "variant": "online-boxes", "discard": "", "draw": ""}, "no bonus bet"),
        ({"variant": "caribbean"}, "has no switching"),
        ({"variant": "online-boxes", "discard": "3c Jh Qh", "draw": "Kh 2h 4h"}, "3 cards"),
        ({"dealer_buy": True}, "dealer_draw: say which card"),
        ({"dealer_draw": "5d"}, "dealer_buy is not true"),
        ({"dealer_buy": "yes", "dealer_draw": "5d"}, "true or false"),
    ],
)
def test_batch_bad_line_says_what_is_wrong(monkeypatch, change, message):
    (record,) = run_batch(monkeypatch, [json.dumps(SWITCH_TO_STRAIGHT_FLUSH | change)])
    assert record["ok"] is False
    assert message in record["error"]


def test_batch_reports_a_missing_field(monkeypatch):
    entry = {k: v for k, v in SWITCH_TO_STRAIGHT_FLUSH.items() if k != "dealer"}
    (record,) = run_batch(monkeypatch, [json.dumps(entry)])
    assert record == {"ok": False, "error": "missing field(s): dealer"}


def test_batch_helsinki_dealer_buy(monkeypatch):
    entry = {
        "variant": "helsinki",
        "ante": 10,
        "player": "8c 8d Kh 4s 3c",
        "dealer": "Qd 9s 7c 5s 2d",
        "decision": "raise",
        "dealer_buy": True,
        "dealer_draw": "5d",
    }
    (record,) = run_batch(monkeypatch, [json.dumps(entry)])
    assert record == {
        "ok": True,
        "player_category": "pair",
        "dealer_category": "pair",
        "dealer_qualifies": True,
        "ante": "10",
        "raise": "20",
        "bonus": "0",
        "fee": "10",
        "net": "20",
    }


def test_batch_progressive_bonus_with_the_meter(monkeypatch):
    entry = SWITCH_TO_STRAIGHT_FLUSH | {
        "player": "9h Th Jh Qh Kh",
        "discard": "",
        "draw": "",
        "bonus": 1,
        "meter": "20000.05",
    }
    (record,) = run_batch(monkeypatch, [json.dumps(entry)])
    assert record["bonus"] == "2000"
    assert record["net"] == "12100"


def test_batch_null_meter_is_no_meter(monkeypatch):
    (record,) = run_batch(monkeypatch, [json.dumps(SWITCH_TO_STRAIGHT_FLUSH | {"meter": None})])
    assert record["ok"] is True
    assert record["net"] == "10000"


def test_batch_nicaragua_switched_win_says_the_table_is_unknown(monkeypatch):
    entry = SWITCH_TO_STRAIGHT_FLUSH | {"variant": "nicaragua"}
    (record,) = run_batch(monkeypatch, [json.dumps(entry)])
    assert record["ok"] is False
    assert "figures are not known" in record["error"]


def test_single_round_prints_each_wager_with_its_working():
    out = io.StringIO()
    call_command(
        "settle",
        ante="100",
        player="9h Th Jh Qh 3c",
        dealer="Ad Ks 7c 5s 2d",
        discard="3c",
        draw="Kh",
        stdout=out,
    )
    text = out.getvalue()
    assert "switched 3c for Kh (fee 1 ante)" in text
    assert "Straight flush" in text
    assert "+10,000  (200 × 50 to 1)" in text
    assert "Net for the player" in text and "+10,000" in text.splitlines()[-1]


def test_single_round_json_matches_the_batch_output(monkeypatch):
    out = io.StringIO()
    call_command(
        "settle",
        ante="100",
        player="9h Th Jh Qh 3c",
        dealer="Ad Ks 7c 5s 2d",
        discard="3c",
        draw="Kh",
        json=True,
        stdout=out,
    )
    (batch,) = run_batch(monkeypatch, [json.dumps(SWITCH_TO_STRAIGHT_FLUSH)])
    assert json.loads(out.getvalue()) == batch


def test_single_round_bad_card_is_a_command_error():
    with pytest.raises(CommandError, match="'Zz' is not a card"):
        call_command("settle", ante="10", player="Zz Th Jh Qh 3c", dealer="Ad Ks 7c 5s 2d")


def test_batch_reads_variants_edited_in_the_database(monkeypatch):
    RaisePay.objects.filter(variant__slug="standard", category=HandCategory.STRAIGHT_FLUSH).update(
        odds=40
    )
    (record,) = run_batch(monkeypatch, [json.dumps(SWITCH_TO_STRAIGHT_FLUSH)])
    assert record["raise"] == "8000"


def database_for_another_process(tmp_path: Path) -> str:
    """A ``DATABASE_URL`` holding this test's reference data, for a process of its own:
    the test database itself on PostgreSQL; on SQLite, whose test database lives in this
    process's memory, a copy of it in a file (copied, not migrated again: seconds saved)."""
    connection.ensure_connection()
    if connection.vendor != "sqlite":
        db = connection.settings_dict
        return f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
    path = tmp_path / "settle.sqlite3"
    with sqlite3.connect(path) as copy:
        connection.connection.backup(copy)
    return f"sqlite:///{path}"


def test_batch_from_a_real_process_reads_stdin_line_by_line(tmp_path):
    env = os.environ | {"DATABASE_URL": database_for_another_process(tmp_path)}
    manage = [sys.executable, "manage.py"]
    lines = json.dumps(SWITCH_TO_STRAIGHT_FLUSH) + "\nbad\n"
    done = subprocess.run(
        [*manage, "settle", "--batch"],
        input=lines,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=True,
        timeout=60,
    )
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert [record["ok"] for record in records] == [True, False]
