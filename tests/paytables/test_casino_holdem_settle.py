"""``manage.py settle`` and ``manage.py edge`` for Casino Hold'em: every batch field and a
bad line as ``ok`` false with its reason, a round from the command line, and the AA Bonus's
exact return equal to the engine's and to the published 6.26 %."""

from __future__ import annotations

import io
import json
from fractions import Fraction

import pytest
from django.core.management import CommandError, call_command

from engine.casino_holdem.analysis import HANDS, aa_bonus_return
from engine.casino_holdem.bonus import BonusLine
from paytables.games.casino_holdem.models import CasinoHoldemHouse, CasinoHoldemPay
from paytables.selectors import variant_get

pytestmark = pytest.mark.django_db

SLUG = "casino-holdem-classic"
# A flush called against the dealer's pair of kings, a pair of aces on the flop.
LINE = {
    "variant": SLUG,
    "ante": 10,
    "aa_bonus": 5,
    "player": "Ah 8h",
    "dealer": "Kc Kd",
    "board": "Ad 9h Th 4h Jc",
    "flop": "call",
}


def batch(*entries: object, monkeypatch) -> list[dict]:
    lines = "\n".join(each if isinstance(each, str) else json.dumps(each) for each in entries)
    monkeypatch.setattr("sys.stdin", io.StringIO(lines + "\n"))
    out = io.StringIO()
    call_command("settle", "--batch", stdout=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_batch_prices_every_field_the_ante_by_its_table_and_the_aa_bonus(monkeypatch):
    (record,) = batch(LINE, monkeypatch=monkeypatch)
    assert record == {
        "ok": True,
        "ending": "player",
        "player_category": "flush",
        "dealer_category": "pair",
        "dealer_qualifies": True,
        "aa_bonus_line": "pair_of_aces",
        "ante": "20",  # a flush: 2 to 1 on the Ante table
        "call": "20",  # two antes, 1 to 1
        "aa_bonus": "35",  # a pair of aces: 7 to 1
        "net": "75",
    }


def test_batch_prices_a_fold_a_dealer_below_fours_a_tie_and_a_loss(monkeypatch):
    fold, below, tie, lost = batch(
        LINE | {"flop": "fold"},
        LINE | {"dealer": "3c 2s", "board": "3d 9h Ts 4h Jc", "aa_bonus": 0},
        LINE | {"player": "2c 3d", "dealer": "4s 2h", "board": "5h 6d 7c 8s 9h", "aa_bonus": 0},
        LINE | {"player": "Qs 7c", "dealer": "9d 5h", "board": "Qd 9c 5s 2h Kd"},
        monkeypatch=monkeypatch,
    )
    # A fold loses the ante and, at this house, the AA Bonus though it holds a pair of aces.
    assert (fold["ante"], fold["call"], fold["aa_bonus"], fold["net"]) == ("-10", "0", "-5", "-15")
    # The dealer's pair of threes does not qualify: the ante by its table, the call returned.
    assert below["dealer_qualifies"] is False and below["ending"] == "not_qualified"
    assert (below["ante"], below["call"], below["net"]) == ("10", "0", "10")
    assert (tie["ending"], tie["ante"], tie["call"], tie["net"]) == ("tie", "0", "0", "0")
    assert (lost["ante"], lost["call"], lost["aa_bonus"]) == ("-10", "-20", "-5")


def test_batch_takes_the_ante_alone(monkeypatch):
    entry = {key: value for key, value in LINE.items() if key != "aa_bonus"}
    (record,) = batch(entry, monkeypatch=monkeypatch)
    assert (record["aa_bonus"], record["net"]) == ("0", "40")


@pytest.mark.parametrize(
    ("entry", "error"),
    [
        (LINE | {"player": "Ah 8h 7h"}, "player must be 2 cards"),
        (LINE | {"dealer": "Kc"}, "dealer must be 2 cards"),
        (LINE | {"board": "Ad 9h Th 4h"}, "board must be 5 cards"),
        (LINE | {"dealer": "Ad Kd"}, "Ad"),
        (LINE | {"flop": "raise"}, "call or fold"),
        (LINE | {"flop": 3}, "flop must be text"),
        (LINE | {"ante": "ten"}, ""),
        (LINE | {"ante": 0}, "ante"),
        (LINE | {"aa_bonus": -5}, "AA bonus"),
        (LINE | {"ante": True}, "ante must be a number"),
        (LINE | {"decision": "call"}, "unknown field(s): decision"),
        (LINE | {"pair_plus": 5}, "unknown field(s): pair_plus"),
        ({k: v for k, v in LINE.items() if k != "flop"}, "missing field(s): flop"),
        ({k: v for k, v in LINE.items() if k != "board"}, "missing field(s): board"),
    ],
)
def test_batch_bad_line_is_ok_false_with_its_error(monkeypatch, entry, error):
    (record,) = batch(entry, monkeypatch=monkeypatch)
    assert record["ok"] is False
    assert error in record["error"]


def test_batch_refuses_an_aa_bonus_the_house_does_not_offer(monkeypatch):
    CasinoHoldemHouse.objects.filter(variant__slug=SLUG).update(
        offers_aa_bonus=False, aa_bonus_on_fold=None
    )
    (record,) = batch(LINE, monkeypatch=monkeypatch)
    assert record["ok"] is False and "offers no AA Bonus" in record["error"]


def test_batch_goes_on_after_a_line_that_is_not_json(monkeypatch):
    bad, good = batch("{not json", LINE, monkeypatch=monkeypatch)
    assert bad["ok"] is False and good["ok"] is True


def test_single_round_from_the_command_line_calls_by_default():
    out = io.StringIO()
    call_command(
        "settle",
        f"--variant={SLUG}",
        "--ante=10",
        "--aa-bonus=5",
        "--player=Ah 8h",
        "--dealer=Kc Kd",
        "--board=Ad 9h Th 4h Jc",
        "--json",
        stdout=out,
    )
    record = json.loads(out.getvalue())
    assert (record["ante"], record["call"], record["aa_bonus"], record["net"]) == (
        "20",
        "20",
        "35",
        "75",
    )


def test_single_round_text_names_each_wager_with_its_odds():
    out = io.StringIO()
    call_command(
        "settle",
        f"--variant={SLUG}",
        "--ante=10",
        "--player=Ah 8h",
        "--dealer=Kc Kd",
        "--board=Ad 9h Th 4h Jc",
        "--decision=fold",
        stdout=out,
    )
    text = out.getvalue()
    assert "After the flop: fold" in text
    assert "Net for the player" in text and "-10" in text


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--decision=play"], "the decision must be call or fold"),
        (["--pair-plus=5"], "unknown field(s): pair_plus"),
    ],
)
def test_single_round_refuses_what_casino_holdem_has_not(options, message):
    with pytest.raises(CommandError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call_command(
            "settle",
            f"--variant={SLUG}",
            "--ante=10",
            "--player=Ah 8h",
            "--dealer=Kc Kd",
            "--board=Ad 9h Th 4h Jc",
            *options,
            stdout=io.StringIO(),
        )


def edge(slug: str, *options: str) -> dict:
    out = io.StringIO()
    call_command("edge", f"--variant={slug}", *options, "--json", stdout=out)
    return json.loads(out.getvalue())


def test_edge_of_the_aa_bonus_is_the_engines_and_the_published_626():
    data = edge(SLUG)
    rules = variant_get(slug=SLUG).rules()
    exact = aa_bonus_return(rules)
    assert data["bet"] == "aa_bonus"
    assert Fraction(data["house_edge_exact"]) == exact.house_edge
    # Wizard of Odds, "Casino Hold 'Em": the AA Bonus at 100-50-40-30-20-7, 6.26 %.
    assert round(data["house_edge"], 4) == 0.0626
    assert data["total_combinations"] == HANDS == 2_598_960
    assert sum(data["combinations"].values()) == HANDS
    # Counted by hand: four royal flushes; a pair of aces is 6 × C(12, 3) × 4³ hands.
    assert data["combinations"][BonusLine.ROYAL_FLUSH.value] == 4
    assert data["combinations"][BonusLine.PAIR_OF_ACES.value] == 6 * 220 * 64
    assert data["odds"]["pair_of_aces"] == "7"


def test_edge_takes_the_bet_by_name_and_its_text_names_the_edge():
    assert edge(SLUG, "--bet=aa_bonus")["bet"] == "aa_bonus"
    out = io.StringIO()
    call_command("edge", f"--variant={SLUG}", stdout=out)
    assert "house edge" in out.getvalue() and "6.2583%" in out.getvalue()


@pytest.mark.parametrize(
    ("bet", "message"),
    [("ante", "--bet is one of aa_bonus, main"), ("call", "--bet is one of aa_bonus, main")],
)
def test_edge_refuses_a_bet_it_does_not_enumerate(bet, message):
    with pytest.raises(CommandError, match=message):
        edge(SLUG, f"--bet={bet}")


def test_edge_refuses_an_aa_bonus_the_house_does_not_offer_or_has_not_published():
    CasinoHoldemHouse.objects.filter(variant__slug=SLUG).update(
        offers_aa_bonus=False, aa_bonus_on_fold=None
    )
    with pytest.raises(CommandError, match="offers no AA Bonus"):
        edge(SLUG)
    CasinoHoldemHouse.objects.filter(variant__slug=SLUG).update(offers_aa_bonus=True)
    CasinoHoldemPay.objects.filter(variant__slug=SLUG, table="aa_bonus").delete()
    with pytest.raises(CommandError, match="has not published the AA Bonus table"):
        edge(SLUG)


def test_edge_of_the_main_game_is_the_engines_best_strategy(swept):
    from engine.casino_holdem import strategy

    results = swept(strategy)
    data = edge(SLUG, "--bet=main")
    (found,) = results.values()
    assert data["bet"] == "main" and data["strategy"] == "best"
    assert Fraction(data["house_edge_exact"]) == found.house_edge
    assert data["decisions"] == {"folds_at_the_flop": float(found.folds)}
    out = io.StringIO()
    call_command("edge", f"--variant={SLUG}", "--bet=main", stdout=out)
    assert "the best strategy" in out.getvalue() and "of the ante" in out.getvalue()
