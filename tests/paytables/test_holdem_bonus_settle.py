"""``manage.py settle`` and ``manage.py edge`` for Texas Hold'em Bonus: every batch field and
a bad line as ``ok`` false, a round from the command line, and the Bonus's exact return
equal to the engine's and to the published figure."""

from __future__ import annotations

import io
import json
from fractions import Fraction

import pytest
from django.core.management import CommandError, call_command

from engine.holdem_bonus.analysis import bonus_return
from paytables.selectors import variant_get

pytestmark = pytest.mark.django_db

LINE = {
    "variant": "holdem-bonus-nagaworld",
    "ante": 10,
    "bonus": 5,
    "player": "Ah Kh",
    "dealer": "9c 9d",
    "board": "Qs Jd Tc 4d 4s",
    "preflop": "bet",
    "flop": "bet",
    "turn": "bet",
}


def batch(*entries: object, monkeypatch) -> list[dict]:
    lines = "\n".join(each if isinstance(each, str) else json.dumps(each) for each in entries)
    monkeypatch.setattr("sys.stdin", io.StringIO(lines + "\n"))
    out = io.StringIO()
    call_command("settle", "--batch", stdout=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_batch_prices_every_field_and_signs_each_wager(monkeypatch):
    # NagaWorld pays the ante from a flush: the straight pushes it; the bets win 20, 10 and
    # 10; ace-king suited pays the Bonus 25 to 1.
    (record,) = batch(LINE, monkeypatch=monkeypatch)
    assert record == {
        "ok": True,
        "player_category": "straight",
        "dealer_category": "two_pair",
        "ending": "player",
        "bonus_line": "ace_king_suited",
        "ante": "0",
        "flop": "20",
        "turn": "10",
        "river": "10",
        "bonus": "125",
        "net": "165",
    }


def test_batch_prices_checks_a_dealer_win_a_tie_and_the_straight_under_las_vegas_rules(
    monkeypatch,
):
    checked, lost, tie, vegas = batch(
        LINE | {"bonus": 0, "flop": "check", "turn": "check"},
        LINE | {"bonus": 0, "dealer": "Qc Qh", "flop": "check"},
        LINE | {"bonus": 0, "player": "2c 3d", "dealer": "2s 3h", "board": "9s Tc Jd Qh Kc"},
        LINE | {"variant": "holdem-bonus-las-vegas", "bonus": 0},
        monkeypatch=monkeypatch,
    )
    assert (checked["flop"], checked["turn"], checked["river"], checked["net"]) == (
        "20",
        "0",
        "0",
        "20",
    )
    assert (lost["ante"], lost["flop"], lost["turn"], lost["river"], lost["net"]) == (
        "-10",
        "-20",
        "0",
        "-10",
        "-40",
    )
    assert tie["ending"] == "tie" and tie["net"] == "0"
    assert (vegas["ante"], vegas["net"]) == ("10", "50")  # a straight pays the ante there


def test_batch_prices_a_fold_without_the_later_streets(monkeypatch):
    (fold,) = batch(
        {k: v for k, v in LINE.items() if k not in ("flop", "turn", "bonus")} | {"preflop": "fold"},
        monkeypatch=monkeypatch,
    )
    assert (fold["ending"], fold["ante"], fold["flop"], fold["net"]) == ("fold", "-10", "0", "-10")


@pytest.mark.parametrize(
    ("entry", "error"),
    [
        (LINE | {"player": "Ah"}, "player must be 2 cards"),
        (LINE | {"board": "Qs Jd Tc 4d"}, "board must be 5 cards"),
        (LINE | {"dealer": "Ah 9d"}, "Ah"),
        (LINE | {"preflop": "check"}, "makes the flop bet or folds"),
        (LINE | {"flop": "fold"}, "no longer folds"),
        (LINE | {"turn": "raise"}, "bet, check or fold"),
        ({k: v for k, v in LINE.items() if k != "turn"}, "every street"),
        (LINE | {"preflop": "fold"}, "nothing more to decide"),
        (LINE | {"ante": "ten"}, ""),
        (LINE | {"ante": 0}, "ante"),
        (LINE | {"preflop": 3}, "preflop must be text"),
        (LINE | {"insurance": 5}, "unknown field(s): insurance"),
        (LINE | {"variant": "holdem-bonus-las-vegas"}, "has not published the Bonus table"),
        (
            LINE | {"preflop": "fold", "flop": None, "turn": None},
            "flop must be text",
        ),
        ({k: v for k, v in LINE.items() if k != "board"}, "missing field(s): board"),
        ({k: v for k, v in LINE.items() if k != "preflop"}, "missing field(s): preflop"),
    ],
)
def test_batch_bad_line_is_ok_false_with_its_error(monkeypatch, entry, error):
    (record,) = batch(entry, monkeypatch=monkeypatch)
    assert record["ok"] is False
    assert error in record["error"]


def test_a_fold_with_the_bonus_is_refused_where_the_house_has_not_said(monkeypatch):
    (record,) = batch(
        {k: v for k, v in LINE.items() if k not in ("flop", "turn")} | {"preflop": "fold"},
        monkeypatch=monkeypatch,
    )
    assert record["ok"] is False
    assert "has not published whether a fold loses the Bonus" in record["error"]


def test_single_round_from_the_command_line_bets_every_street_by_default():
    out = io.StringIO()
    call_command(
        "settle",
        "--variant=holdem-bonus-nagaworld",
        "--ante=10",
        "--player=Ah 7h",
        "--dealer=Kc Qd",
        "--board=Kh Qh 2h 9s 5d",
        "--json",
        stdout=out,
    )
    record = json.loads(out.getvalue())
    assert (record["ante"], record["flop"], record["turn"], record["river"]) == (
        "10",
        "20",
        "10",
        "10",
    )
    assert record["net"] == "50"


def test_single_round_takes_checks_the_bonus_and_a_fold_from_the_command_line():
    common = [
        "--variant=holdem-bonus-nagaworld",
        "--ante=10",
        "--player=Ah Ad",
        "--dealer=Ac As",
        "--board=Kh Qd 7s 5c 2d",
        "--json",
    ]
    out = io.StringIO()
    call_command("settle", *common, "--bonus=5", "--flop=check", "--turn=check", stdout=out)
    record = json.loads(out.getvalue())
    assert (record["bonus"], record["turn"], record["net"]) == ("5000", "0", "5000")
    out = io.StringIO()
    call_command("settle", *common, "--decision=fold", stdout=out)
    assert json.loads(out.getvalue())["net"] == "-10"


def test_single_round_text_names_the_hands_and_the_actions():
    out = io.StringIO()
    call_command(
        "settle",
        "--variant=holdem-bonus-nagaworld",
        "--ante=10",
        "--player=Ah 7h",
        "--dealer=Kc Qd",
        "--board=Kh Qh 2h 9s 5d",
        "--turn=check",
        stdout=out,
    )
    text = out.getvalue()
    assert "Player: A♥ 7♥: Flush" in text or "Player: Ah 7h: Flush" in text
    assert "preflop bet, flop bet, turn check" in text
    assert "Net for the player" in text and "+40" in text


def edge(slug: str, *bet: str) -> dict:
    out = io.StringIO()
    call_command("edge", f"--variant={slug}", *bet, "--json", stdout=out)
    return json.loads(out.getvalue())


def test_edge_of_the_nagaworld_bonus_is_the_engines_exact_enumeration():
    data = edge("holdem-bonus-nagaworld")
    rules = variant_get(slug="holdem-bonus-nagaworld").rules()
    assert Fraction(data["house_edge_exact"]) == bonus_return(rules).house_edge
    assert data["bet"] == "bonus" and data["total_combinations"] == 1_624_350
    assert sum(data["combinations"].values()) == data["total_combinations"]
    assert data["combinations"]["aces_against_aces"] == 6 * 1  # six pairs of aces, one pair left
    assert data["odds"]["aces_against_aces"] == "1000"


def test_edge_of_the_nagaworld_bonus_is_8_54_percent_by_hand():
    # Counted by hand over the 1,326 pairs of hole cards, each beside 1,225 dealer pairs:
    # aces 6 pairs (one in 1,225 against the dealer's aces), ace-king suited 4, ace-queen or
    # ace-jack suited 8, ace-king offsuit 12, kings to jacks 18, ace-queen or ace-jack
    # offsuit 24, twos to tens 54: the Bonus returns -0.0854 of its stake.
    pays = 6 * (1224 * 30 + 1000) / 1225 + 4 * 25 + 8 * 20 + 12 * 15 + 18 * 10 + 24 * 5 + 54 * 3
    losing = 1326 - (6 + 4 + 8 + 12 + 18 + 24 + 54)
    expected = (pays - losing) / 1326
    data = edge("holdem-bonus-nagaworld", "--bet=bonus")
    assert round(data["house_edge"], 10) == round(-expected, 10)
    assert f"{data['house_edge']:.2%}" == "8.54%"


@pytest.mark.parametrize(
    ("slug", "bet", "message"),
    [
        ("holdem-bonus-las-vegas", "--bet=bonus", "has not published the Bonus table"),
        ("holdem-bonus-nagaworld", "--bet=ante", "--bet is one of bonus"),
    ],
)
def test_edge_refuses_what_the_house_cannot_price(slug, bet, message):
    with pytest.raises(CommandError, match=message):
        edge(slug, bet)


@pytest.mark.parametrize("slug", ["holdem-bonus-las-vegas", "holdem-bonus-nagaworld"])
def test_edge_of_the_main_game_is_the_engines_best_strategy(swept, slug):
    from engine.holdem_bonus import strategy

    results = swept(strategy)
    data = edge(slug, "--bet=main")
    (found,) = results.values()
    assert data["bet"] == "main" and Fraction(data["house_edge_exact"]) == found.house_edge
    assert data["decisions"] == {"folds_before_the_flop": list(found.folded)}
