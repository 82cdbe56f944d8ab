"""``manage.py settle`` and ``manage.py edge`` for baccarat: every batch field and every bad
line as ``ok`` false with its reason (a draw against the tableau, a card the house's shoe
cannot hold, a bet the house does not offer, hostile values), a coup from the command line,
and every bet's exact return equal to the engine's and to the published figures."""

from __future__ import annotations

import io
import json
from decimal import Decimal
from fractions import Fraction

import pytest
from django.core.management import CommandError, call_command

from engine.baccarat.analysis import bet_return
from paytables.games.baccarat.models import BaccaratHouse
from paytables.selectors import variant_get

pytestmark = pytest.mark.django_db

# The Banker wins 7 to 0 after the draws; 100 on the Banker, 10 on the Player Pair (5-5).
LINE = {
    "variant": "baccarat-punto-banco",
    "player": "5h 5c Kd",
    "banker": "3s 4d",
    "bets": {"banker": 100, "player_pair": 10},
}


def batch(*entries: object, monkeypatch) -> list[dict]:
    lines = "\n".join(each if isinstance(each, str) else json.dumps(each) for each in entries)
    monkeypatch.setattr("sys.stdin", io.StringIO(lines + "\n"))
    out = io.StringIO()
    call_command("settle", "--batch", stdout=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_batch_gives_the_totals_the_winner_each_bet_the_commission_and_the_net(monkeypatch):
    (record,) = batch(LINE, monkeypatch=monkeypatch)
    assert record == {
        "ok": True,
        "player_total": 0,
        "banker_total": 7,
        "winner": "banker",
        "natural": False,
        "bets": {"banker": "100", "player_pair": "110"},
        "commission": "5",
        "net": "205",
    }


def test_a_tie_pushes_the_player_and_banker_and_pays_the_tie(monkeypatch):
    tie = LINE | {
        "player": "9h Kc",
        "banker": "9d Qs",
        "bets": {"player": 20, "banker": 40, "tie": 5},
    }
    (record,) = batch(tie, monkeypatch=monkeypatch)
    assert record["winner"] == "tie" and record["natural"] is True
    assert record["bets"] == {"player": "0", "banker": "0", "tie": "40"}
    assert record["commission"] == "0" and record["net"] == "40"


def test_each_side_bet_pays_its_houses_line(monkeypatch):
    ez = {
        "variant": "baccarat-ez-baccarat",
        "player": "Kh 2c 3d",
        "banker": "4s Td 3c",
        "bets": {"banker": 100, "dragon_7": 5},
    }
    dragon = {
        "variant": "baccarat-dragon-bonus",
        "player": "Kh 7c",
        "banker": "2s Td 9h",
        "bets": {"dragon_player": 10, "dragon_banker": 10},
    }
    six = {
        "variant": "baccarat-no-commission",
        "player": "Kh 2c 3d",
        "banker": "4s 2d",
        "bets": {"banker": 50, "super_six": 5},
    }
    (ez_record, dragon_record, six_record) = batch(ez, dragon, six, monkeypatch=monkeypatch)
    assert ez_record["bets"] == {"banker": "0", "dragon_7": "200"}  # the three-card 7 pushes
    assert dragon_record["bets"] == {"dragon_player": "40", "dragon_banker": "-10"}
    assert six_record["bets"] == {"banker": "25", "super_six": "60"}


@pytest.mark.parametrize(
    ("entry", "error"),
    [
        ({"player": "2h 3c 4d", "banker": "Kd 6s 9c"}, "the Banker stands on 6"),
        ({"player": "As Ks", "banker": "2s 3d"}, "the coup is not over"),
        ({"player": "9h Kc 2d", "banker": "4d 4s"}, "natural"),
        ({"player": "As Ks 2c 3c"}, "player must be two or three cards, not 4"),
        ({"player": "Zz Ks"}, "player: "),
        ({"bets": {"super_six": 5}}, "offers no super_six bet"),
        ({"bets": {"roulette": 5}}, "there is no bet 'roulette'"),
        ({"bets": {"banker": -5}}, "banker"),
        ({"bets": {"banker": "1e400"}}, "at most"),
        ({"bets": {"banker": 1e400}}, "must be a number"),
        ({"bets": {"banker": True}}, "must be a number"),
        ({"bets": []}, "bets must be an object"),
        ({"bets": {}}, "place a bet"),
        ({"banker": 7}, "banker must be text"),
        ({"player": "As\x00 Ks"}, "NUL"),
        ({"ante": 10}, "unknown field(s): ante"),
    ],
)
def test_a_bad_line_is_ok_false_with_its_reason_and_the_next_still_prices(
    entry, error, monkeypatch
):
    bad, good = batch(LINE | entry, LINE, monkeypatch=monkeypatch)
    assert bad["ok"] is False and error in bad["error"]
    assert good["ok"] is True


def test_a_card_more_often_than_the_houses_shoe_holds_it_is_refused(monkeypatch):
    BaccaratHouse.objects.filter(variant__slug="baccarat-six-decks").update(decks=1)
    entry = {
        "variant": "baccarat-six-decks",
        "player": "Ks Ks",
        "banker": "9s 9d",
        "bets": {"player": 10},
    }
    (record,) = batch(entry, monkeypatch=monkeypatch)
    assert record["ok"] is False and "Ks" in record["error"]


def test_a_poker_game_refuses_a_baccarat_field_by_name(monkeypatch):
    entry = {"variant": "standard", "player": "As Ks Qs Js Ts", "banker": "2c 3d", "bets": {}}
    (record,) = batch(entry, monkeypatch=monkeypatch)
    assert record["ok"] is False and "unknown field(s): banker, bets" in record["error"]


def test_a_coup_from_the_command_line_and_another_games_option_refused():
    out = io.StringIO()
    call_command(
        "settle",
        "--variant=baccarat-dragon-bonus",
        "--player=Kh 7c",
        "--banker=2s Td 9h",
        "--bet=dragon_player=10",
        "--bet=player=20",
        "--json",
        stdout=out,
    )
    record = json.loads(out.getvalue())
    assert record["bets"] == {"player": "20", "dragon_player": "40"} and record["net"] == "60"
    with pytest.raises(CommandError, match="unknown field"):
        call_command(
            "settle",
            "--variant=baccarat-punto-banco",
            "--player=9h Kc",
            "--banker=4d 4s",
            "--bet=banker=10",
            "--ante=5",
            stdout=io.StringIO(),
        )
    with pytest.raises(CommandError, match="unknown field"):
        call_command(
            "settle",
            "--variant=standard",
            "--player=As Ks Qs Js Ts",
            "--dealer=2c 3d 4h 5s 7c",
            "--bet=banker=10",
            stdout=io.StringIO(),
        )


# -- edge -------------------------------------------------------------------------------------


def edge(slug: str, *bet: str) -> dict:
    out = io.StringIO()
    call_command(
        "edge", f"--variant={slug}", *(f"--bet={each}" for each in bet), "--json", stdout=out
    )
    return json.loads(out.getvalue())


@pytest.mark.parametrize(
    ("bet", "published"),
    [("banker", Decimal("1.0579")), ("player", Decimal("1.2351")), ("tie", Decimal("14.3596"))],
)
def test_edge_reproduces_the_published_eight_deck_figures(bet, published):
    # Wizard of Odds, "Baccarat": the Banker 1.06 %, the Player 1.24 %, the Tie at 8 to 1 14.36 %.
    data = edge("baccarat-punto-banco", bet)
    rules = variant_get(slug="baccarat-punto-banco").rules()
    assert Fraction(data["house_edge_exact"]) == bet_return(rules, bet).house_edge
    assert round(Decimal(repr(data["house_edge"])) * 100, 4) == published


def test_edge_without_a_bet_gives_every_offered_bet_and_names_the_unknown():
    data = edge("baccarat-ez-baccarat")
    assert set(data["house_edge"]) == {"player", "banker", "dragon_7", "panda_8"}
    assert round(data["house_edge"]["dragon_7"] * 100, 4) == 7.6113  # Wizard of Odds, EZ
    assert "tie" in data["unknown"]


def test_edge_of_a_bet_the_house_does_not_offer_is_refused():
    with pytest.raises(CommandError, match="offers no super six bet"):
        edge("baccarat-punto-banco", "super_six")
    with pytest.raises(CommandError, match="no bet 'roulette'"):
        edge("baccarat-punto-banco", "roulette")
