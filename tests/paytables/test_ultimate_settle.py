"""Ultimate Texas Hold'em through ``manage.py settle --batch`` and ``manage.py edge``: the
wagers by name, the cards, the decisions by street; bad lines answered ``ok`` false with the
reason; the Trips' published house edges reproduced by the engine's count."""

from __future__ import annotations

import io
import json
import sys
from fractions import Fraction

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from engine.ultimate.analysis import trips_return
from engine.ultimate.variants import TRIPS_6_5, TRIPS_7_4

pytestmark = pytest.mark.django_db

LINE = {
    "variant": "uth-trips-50-40-30-8-6-5-3",
    "ante": 10,
    "trips": 10,
    "player": "Ah 8h",
    "dealer": "Kc Kd",
    "board": "2h 9h Th 4s Jc",
    "preflop": "4x",
}


def batch(*entries: object) -> list[dict]:
    given = "\n".join(each if isinstance(each, str) else json.dumps(each) for each in entries)
    out = io.StringIO()
    stdin, sys.stdin = sys.stdin, io.StringIO(given + "\n")
    try:
        call_command("settle", "--batch", stdout=out)
    finally:
        sys.stdin = stdin
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_a_4x_flush_settles_each_wager_by_name():
    (record,) = batch(LINE)
    assert record == {
        "ok": True,
        "decision": "4x",
        "player_category": "flush",
        "dealer_category": "pair",
        "dealer_qualifies": True,
        "ending": "player",
        "ante": "10",
        "blind": "15",
        "play": "40",
        "trips": "60",
        "net": "125",
    }


def test_the_decisions_are_read_street_by_street():
    checked = {**LINE, "preflop": "check", "flop": "check", "river": "1x", "trips": 0}
    (record,) = batch(checked)
    assert (record["decision"], record["play"], record["net"]) == ("1x", "10", "35")
    (flop,) = batch({**checked, "flop": "2x", "river": ""})
    assert (flop["decision"], flop["play"], flop["net"]) == ("2x", "20", "45")


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"flop": "2x"}, "already decided"),
        ({"preflop": "2x"}, "not 2x"),
        ({"preflop": "check", "flop": "check"}, "1x or folds"),
        ({"preflop": "check", "flop": "fold"}, "folds only at the river"),
        ({"preflop": "raise"}, "not 'raise'"),
        ({"board": "2h 9h Th 4s"}, "board must be 5 cards"),
        ({"player": "Ah Ah"}, "duplicate"),
        ({"dealer": "Ah Kd"}, "duplicate"),
        ({"ante": -5}, "ante"),
        ({"ante": True}, "ante must be a number"),
        ({"discard": "Ah"}, "unknown field(s): discard"),
    ],
)
def test_a_bad_line_is_answered_with_the_reason_and_the_next_is_settled(changes, reason):
    bad, good = batch({**LINE, **changes}, LINE)
    assert bad["ok"] is False and reason in bad["error"], bad
    assert good["ok"] is True


def test_a_missing_field_and_a_line_that_is_no_json_are_refused():
    missing, garbage = batch({k: v for k, v in LINE.items() if k != "board"}, "{not json")
    assert not missing["ok"] and "board" in missing["error"]
    assert not garbage["ok"]


def test_a_single_round_from_the_command_line():
    out = io.StringIO()
    call_command(
        "settle",
        "--variant=uth-trips-50-40-30-8-6-5-3",
        "--ante=10",
        "--player=Ah 8h",
        "--dealer=Kc Kd",
        "--board=2h 9h Th 4s Jc",
        "--decision=2x",
        "--json",
        stdout=out,
    )
    record = json.loads(out.getvalue())
    assert (record["decision"], record["play"], record["net"]) == ("2x", "20", "45")


def edge(*args: str) -> dict:
    out = io.StringIO()
    call_command("edge", *args, "--json", stdout=out)
    return json.loads(out.getvalue())


@pytest.mark.parametrize(
    ("slug", "published"),
    [("uth-trips-50-40-30-8-6-5-3", "0.0190"), ("uth-trips-50-40-30-8-7-4-3", "0.0350")],
)
def test_edge_reproduces_the_wizard_of_odds_trips_house_edges(slug, published):
    data = edge("--variant", slug)
    assert data["bet"] == "trips"
    assert data["total_combinations"] == 133_784_560
    assert f"{data['house_edge']:.4f}" == published
    assert (
        Fraction(data["house_edge_exact"])
        == trips_return(TRIPS_6_5 if "6-5" in slug else TRIPS_7_4).house_edge
    )


def test_edge_refuses_a_trips_the_house_does_not_offer_and_an_unknown_bet():
    from paytables.selectors import variant_get

    with pytest.raises(CommandError, match="no bet 'blind'"):
        edge("--variant", "uth-trips-50-40-30-8-6-5-3", "--bet", "blind")
    house = variant_get(slug="uth-trips-50-40-30-8-7-4-3").ultimate
    house.offers_trips = False
    house.save()
    with pytest.raises(CommandError, match="offers no trips"):
        edge("--variant", "uth-trips-50-40-30-8-7-4-3")


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "published"), [(TRIPS_6_5, "1.90"), (TRIPS_7_4, "3.50")])
def test_every_hand_of_seven_dealt_one_by_one_gives_the_published_edges(rules, published):
    enumerated = trips_return(rules, enumerated=True)
    assert enumerated.house_edge == trips_return(rules).house_edge
    assert f"{float(enumerated.house_edge) * 100:.2f}" == published


def test_edge_of_the_main_game_is_the_engines_best_strategy(swept):
    from engine.ultimate import strategy

    results = swept(strategy)
    data = edge("--variant", "uth-trips-50-40-30-8-6-5-3", "--bet=main")
    (found,) = results.values()
    assert data["bet"] == "main" and Fraction(data["house_edge_exact"]) == found.house_edge
    preflop = data["decisions"]["before_the_flop"]
    assert "AA" in preflop["4x"] and set(preflop) == {"4x", "3x", "check"}
    assert sum(len(hands) for hands in preflop.values()) == 169
    assert data["decisions"]["played_2x_on_the_flop"] == float(found.plays_flop)
