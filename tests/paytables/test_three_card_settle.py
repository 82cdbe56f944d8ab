"""``manage.py settle`` and ``manage.py edge`` for Three Card Poker: every batch field and a
bad line as ``ok`` false, the ante game from the command line, and each bet's exact return
equal to the engine's."""

from __future__ import annotations

import io
import json
from fractions import Fraction

import pytest
from django.core.management import CommandError, call_command

from engine.three_card.analysis import ante_play_return, pair_plus_return, six_card_return
from paytables.selectors import variant_get

pytestmark = pytest.mark.django_db

LINE = {
    "variant": "three-card-classic",
    "ante": 10,
    "pair_plus": 5,
    "player": "9h Tc Jd",
    "dealer": "4s 4d 4c",
    "decision": "play",
}


def batch(*entries: object, monkeypatch) -> list[dict]:
    lines = "\n".join(each if isinstance(each, str) else json.dumps(each) for each in entries)
    monkeypatch.setattr("sys.stdin", io.StringIO(lines + "\n"))
    out = io.StringIO()
    call_command("settle", "--batch", stdout=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_batch_prices_every_field_and_signs_each_wager(monkeypatch):
    six = LINE | {
        "variant": "three-card-six-card",
        "six_card": "5",
        "player": "Kh Kd 7c",
        "dealer": "Ks 7d 2h",
        "pair_plus": "2.50",
    }
    (played, with_six) = batch(LINE, six, monkeypatch=monkeypatch)
    assert played == {
        "ok": True,
        "player_category": "straight",
        "dealer_category": "three_of_a_kind",
        "dealer_qualifies": True,
        "ante": "-10",
        "play": "-10",
        "ante_bonus": "10",
        "pair_plus": "30",
        "six_card": "0",
        "net": "20",
    }
    assert with_six["six_card"] == "125" and with_six["pair_plus"] == "2.5"
    assert with_six["ante"] == "10" and with_six["play"] == "10"


def test_batch_prices_a_fold_a_dealer_who_does_not_qualify_and_pair_plus_alone(monkeypatch):
    fold, not_qualified, alone = batch(
        LINE | {"decision": "fold", "player": "Ah Ad 2c"},
        LINE | {"dealer": "Jh 8d 4c"},
        LINE | {"ante": 0, "decision": "", "player": "Ah Ad 2c"},
        monkeypatch=monkeypatch,
    )
    assert (fold["ante"], fold["play"], fold["pair_plus"], fold["net"]) == ("-10", "0", "-5", "-15")
    assert not_qualified["dealer_qualifies"] is False
    assert (not_qualified["ante"], not_qualified["play"]) == ("10", "0")
    assert (alone["ante"], alone["pair_plus"], alone["net"]) == ("0", "5", "5")


@pytest.mark.parametrize(
    ("entry", "error"),
    [
        (LINE | {"player": "9h Tc"}, "player must be 3 cards"),
        (LINE | {"dealer": "9h 4d 4c"}, "9h"),
        (LINE | {"six_card": 5}, "offers no 6-Card Bonus"),
        (LINE | {"decision": "raise"}, "play or fold"),
        (LINE | {"decision": ""}, "needs its decision"),
        (LINE | {"ante": "ten"}, ""),
        (LINE | {"insurance": 5}, "unknown field(s): insurance"),
        (LINE | {"variant": "three-card-ante-bonus-5-3-1"}, "has not published the Pair Plus"),
        ({k: v for k, v in LINE.items() if k != "decision"}, "missing field(s): decision"),
    ],
)
def test_batch_bad_line_is_ok_false_with_its_error(monkeypatch, entry, error):
    (record,) = batch(entry, monkeypatch=monkeypatch)
    assert record["ok"] is False
    assert error in record["error"]


def test_batch_goes_on_after_a_line_that_is_not_json(monkeypatch):
    bad, good = batch("{not json", LINE, monkeypatch=monkeypatch)
    assert bad["ok"] is False and good["ok"] is True


def test_single_round_from_the_command_line_plays_by_default():
    out = io.StringIO()
    call_command(
        "settle",
        "--variant=three-card-classic",
        "--ante=10",
        "--player=Ah 2c 3d",
        "--dealer=Ks 9s 4s",
        "--json",
        stdout=out,
    )
    record = json.loads(out.getvalue())
    assert (record["ante"], record["play"], record["ante_bonus"], record["net"]) == (
        "10",
        "10",
        "10",
        "30",
    )


def edge(slug: str, bet: str) -> dict:
    out = io.StringIO()
    call_command("edge", f"--variant={slug}", f"--bet={bet}", "--json", stdout=out)
    return json.loads(out.getvalue())


def test_edge_of_the_ante_and_play_is_the_engines_and_the_published_337():
    data = edge("three-card-classic", "main")
    rules = variant_get(slug="three-card-classic").rules()
    exact = ante_play_return(rules)
    assert Fraction(data["house_edge_exact"]) == exact.house_edge
    assert round(data["house_edge"], 4) == 0.0337  # Wizard of Odds
    assert round(data["element_of_risk"], 4) == 0.0201  # Grochowski, poker-corner.com
    assert round(data["play_probability"], 4) == 0.6742
    assert sum(data["combinations"].values()) == data["total_combinations"]


def test_edge_of_pair_plus_is_the_engines_and_the_published_232():
    data = edge("three-card-classic", "pair_plus")
    rules = variant_get(slug="three-card-classic").rules()
    assert Fraction(data["house_edge_exact"]) == pair_plus_return(rules).house_edge
    assert round(data["house_edge"], 4) == 0.0232  # Grochowski
    assert data["combinations"]["pair"] == 3744


def test_edge_of_the_six_card_bonus_is_the_engines():
    data = edge("three-card-six-card", "six_card")
    rules = variant_get(slug="three-card-six-card").rules()
    assert Fraction(data["house_edge_exact"]) == six_card_return(rules).house_edge
    assert data["total_combinations"] == 20_358_520


@pytest.mark.parametrize(
    ("slug", "bet", "message"),
    [
        ("three-card-classic", "six_card", "offers no six card bet"),
        ("three-card-mini-royal", "main", "has not published the Ante Bonus table"),
        ("three-card-classic", "raise", "--bet is one of main, pair_plus, six_card"),
    ],
)
def test_edge_refuses_what_the_house_cannot_price(slug, bet, message):
    with pytest.raises(CommandError, match=message):
        edge(slug, bet)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--decision=raise"], "the decision must be play or fold"),
        (["--bonus=5"], "unknown field(s): bonus"),
        (["--discard=9h", "--draw=2c"], "unknown field(s): discard, draw"),
    ],
)
def test_single_round_refuses_what_three_card_poker_has_not(options, message):
    with pytest.raises(CommandError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call_command(
            "settle",
            "--variant=three-card-classic",
            "--ante=10",
            "--player=Ah 2c 3d",
            "--dealer=Ks 9s 4s",
            *options,
            stdout=io.StringIO(),
        )


def test_single_round_takes_the_side_bets_and_a_fold_from_the_command_line(monkeypatch):
    # Each game's pricing module gives its own options: --pair-plus and --six-card here.
    out = io.StringIO()
    call_command(
        "settle",
        "--variant=three-card-six-card",
        "--ante=10",
        "--pair-plus=5",
        "--six-card=5",
        "--player=9h 9c 3d",
        "--dealer=9s 9d 4s",
        "--decision=fold",
        "--json",
        stdout=out,
    )
    record = json.loads(out.getvalue())
    # A fold loses the ante; the pair pays Pair Plus 1 to 1 where the house settles it on a
    # fold; four nines in the six cards pay the 6-Card Bonus.
    assert record["ante"] == "-10"
    assert record["play"] == "0"
    assert record["six_card"] == "250"  # four of a kind: 50 to 1 on 1000-200-50-25-20-10-5
    (batched,) = batch(
        {
            "variant": "three-card-six-card",
            "ante": "10",
            "pair_plus": "5",
            "six_card": "5",
            "player": "9h 9c 3d",
            "dealer": "9s 9d 4s",
            "decision": "fold",
        },
        monkeypatch=monkeypatch,
    )
    assert record == batched


def test_settle_help_lists_every_games_fields_and_decisions():
    from paytables.management.commands.settle import Command

    help_text = Command().help
    for field in ("pair_plus", "six_card", "sixth", "meter"):
        assert field in help_text
    parser = Command().create_parser("manage.py", "settle")
    assert set(parser._option_string_actions["--decision"].choices) == {
        "raise",
        "bet",
        "play",
        "fold",
        "call",  # Casino Hold'em's
        # Ultimate Texas Hold'em's final decisions, each of which says its street.
        "4x",
        "3x",
        "2x",
        "1x",
    }
