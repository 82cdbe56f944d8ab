"""``settle --batch`` answers hostile lines with an error line and goes on (issue 25, point
5): JSON nested far deeper than any entry, and a NUL in a field, which PostgreSQL refuses in
the variant's lookup."""

from __future__ import annotations

import io
import json
import sys

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

GOOD = {
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


@pytest.mark.parametrize("opening", ["[", '{"a":'])
def test_batch_answers_json_nested_100000_deep_and_goes_on(monkeypatch, opening):
    records = run_batch(monkeypatch, [opening * 100_000, json.dumps(GOOD)])
    assert records[0] == {"ok": False, "error": "not valid JSON: nested too deeply"}
    assert records[1]["ok"] is True


@pytest.mark.parametrize("field", ["variant", "player", "dealer", "discard", "draw", "decision"])
def test_batch_answers_a_nul_in_a_field_and_goes_on(monkeypatch, field):
    records = run_batch(monkeypatch, [json.dumps(GOOD | {field: "a\x00b"}), json.dumps(GOOD)])
    assert records[0] == {"ok": False, "error": f"{field} must not contain a NUL character"}
    assert records[1]["ok"] is True


def test_batch_answers_a_nul_in_a_field_name_and_goes_on(monkeypatch):
    records = run_batch(monkeypatch, [json.dumps(GOOD | {"x\x00": 1}), json.dumps(GOOD)])
    assert records[0]["ok"] is False
    assert "unknown field(s)" in records[0]["error"]
    assert records[1]["ok"] is True
