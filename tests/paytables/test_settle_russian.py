"""``manage.py settle`` prices Russian Poker rounds: every field of the game, each refusal
as an error line that never stops the batch, the combinations paid, insurance, the fee of
what the player bought, and the maximum payout of both games."""

from __future__ import annotations

import io
import json
from decimal import Decimal

import pytest
from django.core.management import CommandError, call_command

from paytables.models import Variant
from tests.paytables.factories import RussianHouseFactory
from tests.paytables.test_settle_command import SWITCH_TO_STRAIGHT_FLUSH, run_batch

pytestmark = pytest.mark.django_db

DEALER_QUEENS = "Qd Qs 7c 5s 2d"
NO_GAME = "Qd Ts 7c 5s 2d"  # the dealer's highest card is the queen
TRIPS = "9h 9d 9c 8s 2h"

BET_ON_TRIPS = {
    "variant": "classic",
    "ante": 10,
    "player": TRIPS,
    "dealer": DEALER_QUEENS,
    "decision": "bet",
}


def one(monkeypatch, **change) -> dict:
    (record,) = run_batch(monkeypatch, [json.dumps(BET_ON_TRIPS | change)])
    return record


def test_batch_prices_a_russian_round_with_each_wager_and_the_combination_paid(monkeypatch):
    assert one(monkeypatch) == {
        "ok": True,
        "player_category": "three_of_a_kind",
        "dealer_category": "pair",
        "dealer_qualifies": True,
        "ante": "0",  # the classic houses only return the ante on a win
        "bet": "60",
        "insurance": "0",
        "combinations": [{"category": "three_of_a_kind", "cards": "9h 9d 9c", "odds": 3}],
        "fee": "0",
        "net": "60",
    }


def test_exchange_is_priced_with_its_fee(monkeypatch):
    record = one(monkeypatch, player="9h 9d Kc 8s 2h", discard="Kc 2h", draw="9c 4d")
    assert record["player_category"] == "three_of_a_kind"
    assert (record["bet"], record["fee"], record["net"]) == ("60", "10", "50")


def test_sixth_card_is_priced_with_its_fee_lunar_pokers_example(monkeypatch):
    # lunarpoker.com's Draw Option: a jack drawn to four jacks pays a $50 bet $1,000.
    record = one(monkeypatch, variant="lunar", ante=25, player="Jh Jd Jc 8s 2h", sixth="Js")
    assert record["combinations"] == [
        {"category": "four_of_a_kind", "cards": "Js Jh Jd Jc", "odds": 20}
    ]
    assert (record["bet"], record["fee"], record["net"]) == ("1000", "25", "975")


def test_two_combinations_are_both_listed_and_paid(monkeypatch):
    record = one(monkeypatch, player="Kh Ks Kd Kc Ah")
    assert [paid["category"] for paid in record["combinations"]] == [
        "four_of_a_kind",
        "ace_king",
    ]
    assert [paid["odds"] for paid in record["combinations"]] == [20, 1]
    assert record["bet"] == "420"


def test_insurance_pays_when_the_dealer_has_no_game(monkeypatch):
    record = one(monkeypatch, dealer=NO_GAME, insurance=10)
    assert (record["ante"], record["bet"], record["insurance"]) == ("10", "0", "10")
    assert record["net"] == "20"


def test_insurance_is_returned_by_the_classic_houses_when_the_hand_loses(monkeypatch):
    record = one(monkeypatch, player="9h 9d 9c 8s 2h", dealer="Qd Qs Qc 5s 2d", insurance="10")
    assert (record["bet"], record["insurance"], record["net"]) == ("-20", "0", "-30")


def test_buying_a_game_settles_against_the_dealers_new_hand(monkeypatch):
    record = one(monkeypatch, dealer=NO_GAME, buy_game=True, dealer_draw="Td")
    assert record["dealer_category"] == "pair"  # Td for his queen: tens
    assert (record["ante"], record["bet"], record["fee"], record["net"]) == ("0", "60", "10", "50")


def test_buying_a_game_draws_again_on_the_rank_given_up_where_the_house_says(monkeypatch):
    record = one(monkeypatch, dealer=NO_GAME, buy_game=True, dealer_draw="Qh Kd")
    assert record["dealer_qualifies"] is False  # Kd kept: king high, still no game
    assert (record["ante"], record["bet"], record["net"]) == ("0", "0", "-10")


def test_fee_is_every_exchange_sixth_card_and_game_bought(monkeypatch):
    house = RussianHouseFactory(exchange_and_sixth=True, draws=2, insurance=False)
    record = one(
        monkeypatch,
        variant=house.variant.slug,
        player="9h 9d Kc 8s 2h",
        dealer=NO_GAME,
        discard="Kc",
        draw="4d",
        sixth="3c",
        buy_game=True,
        dealer_draw="Td",
    )
    assert record["fee"] == "30"  # one ante each


def test_maximum_payout_caps_the_bet_and_says_what_was_forfeited(monkeypatch):
    Variant.objects.filter(slug="classic").update(max_payout=Decimal(1000))
    record = one(monkeypatch, player="Ah Kh Qh Jh Th")
    assert (record["bet"], record["forfeited"]) == ("1000", "1000")  # 100 to 1 on 20


def test_maximum_payout_caps_an_oasis_round_too(monkeypatch):
    Variant.objects.filter(slug="standard").update(max_payout=Decimal(5000))
    (record,) = run_batch(monkeypatch, [json.dumps(SWITCH_TO_STRAIGHT_FLUSH)])
    assert (record["ante"], record["raise"], record["forfeited"]) == ("100", "4900", "5100")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"decision": "raise"}, "the decision must be bet or fold, not 'raise'"),
        ({"bonus": 5}, "unknown field(s): bonus (Russian Poker takes: ante, buy_game"),
        ({"dealer_buy": True}, "unknown field(s): dealer_buy"),
        ({"sixth": "Zz"}, "sixth: 'Zz' is not a card"),
        ({"sixth": 5}, "sixth must be text"),
        ({"sixth": "9h"}, "9h is already out of the deck"),
        ({"sixth": "Qd"}, "Qd is already out of the deck"),
        ({"discard": "2h", "draw": "3h", "sixth": "4h"}, "allows 1 draw(s) a round"),
        ({"discard": "2h", "draw": ""}, "must be as many"),
        ({"discard": "Ac", "draw": "3h"}, "Ac is not in the player's hand"),
        ({"variant": "corona", "discard": "2h", "draw": "3h"}, "exchanging 1 card(s) is not"),
        ({"insurance": 10, "player": "9h 9d Kc 8s 2h"}, "insurance needs Three of a kind"),
        ({"insurance": 5}, "at least one ante"),
        ({"insurance": 31}, "at most 30.00 on this hand"),  # half of 3 to 1 on 20
        ({"insurance": "ten"}, "insurance must be a number"),
        ({"insurance": 10, "decision": "fold"}, "only a player who bets may insure"),
        ({"buy_game": True}, "dealer_draw: say which card the dealer receives"),
        ({"dealer_draw": "Td"}, "dealer_draw is given but buy_game is not true"),
        ({"buy_game": "yes", "dealer_draw": "Td"}, "buy_game must be true or false"),
        ({"buy_game": True, "dealer_draw": "Td"}, "the dealer has a game"),
        (
            {"buy_game": True, "dealer_draw": "Qh", "dealer": NO_GAME},
            "the dealer draws again",
        ),
        ({"dealer_draw": "Zz", "buy_game": True}, "dealer_draw: 'Zz' is not a card"),
        ({"variant": "corona"}, "has not published the bet's pay table"),
        (
            {"variant": "corona", "dealer": NO_GAME, "buy_game": True, "dealer_draw": "Kd"},
            "has not published what the ante gets when a bought game still does not qualify",
        ),
        ({"player": "9h 9d 9c 8s"}, "player must be 5 cards, not 4"),
        ({"ante": 0}, "ante must be more than zero"),
    ],
)
def test_batch_bad_russian_line_says_what_is_wrong(monkeypatch, change, message):
    record = one(monkeypatch, **change)
    assert record["ok"] is False
    assert message in record["error"], record["error"]


def test_batch_keeps_going_after_bad_russian_lines(monkeypatch):
    good = json.dumps(BET_ON_TRIPS)
    records = run_batch(
        monkeypatch,
        [
            good,
            json.dumps(BET_ON_TRIPS | {"decision": "raise"}),
            json.dumps(BET_ON_TRIPS | {"variant": "corona"}),
            json.dumps(SWITCH_TO_STRAIGHT_FLUSH),
            good,
        ],
    )
    assert [record["ok"] for record in records] == [True, False, False, True, True]
    assert "raise" in records[3]  # the Oasis line keeps its own fields


def test_single_russian_round_prints_what_was_bought_and_each_combination():
    out = io.StringIO()
    call_command(
        "settle",
        variant="lunar",
        ante="25",
        player="Jh Jd Jc 8s 2h",
        dealer=DEALER_QUEENS,
        sixth="Js",
        stdout=out,
    )
    text = out.getvalue()
    assert "bought a sixth card Js (fee 1 ante)" in text
    assert "paid: Four of a kind (Js Jh Jd Jc) 20 to 1" in text
    assert "+1,000  (50 × 20 to 1)" in text
    assert text.splitlines()[-1].endswith("+975")


def test_single_russian_round_buys_a_game_with_the_dealer_draw():
    out = io.StringIO()
    call_command(
        "settle",
        variant="classic",
        ante="10",
        player=TRIPS,
        dealer=NO_GAME,
        dealer_draw="Td",
        stdout=out,
    )
    assert "game bought: gave up Qd for Td (fee 1 ante): Pair, qualifies" in out.getvalue()


def test_single_russian_round_json_matches_the_batch(monkeypatch):
    out = io.StringIO()
    call_command(
        "settle",
        variant="classic",
        ante="10",
        player=TRIPS,
        dealer=DEALER_QUEENS,
        insurance="10",
        json=True,
        stdout=out,
    )
    assert json.loads(out.getvalue()) == one(monkeypatch, insurance="10")


def test_single_russian_round_refusal_is_a_command_error():
    with pytest.raises(CommandError, match="not 'raise'"):
        call_command(
            "settle",
            variant="classic",
            ante="10",
            player=TRIPS,
            dealer=DEALER_QUEENS,
            decision="raise",
        )


def test_a_house_with_two_draws_still_refuses_an_exchange_and_a_sixth_card(monkeypatch):
    house = RussianHouseFactory(draws=2, exchange_and_sixth=False)
    record = one(monkeypatch, variant=house.variant.slug, discard="2h", draw="3h", sixth="4h")
    assert "either exchanges cards or buys a sixth, not both" in record["error"]
