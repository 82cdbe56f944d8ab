"""The Russian Poker payout calculator: a round entered as it happened is played step by step
under the house's rules and settled; every refusal of the house is a form error beside the
field of its step, never a server error; full page and htmx partial, in both languages."""

from __future__ import annotations

import itertools
import re
from urllib.parse import urlencode

import pytest
from django.urls import reverse
from django.utils import translation

from engine.russian.variants import VARIANTS

pytestmark = pytest.mark.django_db

BET_ON_TRIPS = {
    "variant": "classic",
    "ante": "10",
    "player": "9h 9d 9c 8s 2h",
    "dealer": "Qd Qs 7c 5s 2d",
    "decision": "bet",
}
NO_GAME = "Qd Ts 7c 5s 2d"


def url(language: str = "en") -> str:
    with translation.override(language):
        return reverse("paytables:calculator", args=["russian-poker"])


def calculator(client, language: str = "en", htmx: bool = False, **fields):
    headers = {"HX-Request": "true"} if htmx else {}
    query = urlencode(
        {key: value for key, value in (BET_ON_TRIPS | fields).items() if value is not None}
    )
    return client.get(f"{url(language)}?{query}", headers=headers)


def text(response) -> str:
    return re.sub(r"\s+", " ", response.content.decode())


def test_calculator_without_input_shows_the_empty_form(client):
    response = client.get(url())
    assert response.status_code == 200
    assert not response.context["form"].is_bound
    assert '<span aria-current="true">Russian Poker</span>' in text(response)


def test_calculator_refuses_post(client):
    assert client.post(url()).status_code == 405


def test_calculator_settles_a_bet_with_the_combination_paid(client):
    response = calculator(client)
    calculation = response.context["calculation"]
    assert calculation.settlement.net == 60
    page = text(response)
    assert "Three of a kind (9♥ 9♦ 9♣) 3 to 1: 2 × 10 × 3 = 60" in page
    assert "this house pays the bet alone on a win" in page


def test_calculator_settles_an_exchange_with_its_fee(client):
    response = calculator(client, player="9h 9d Kc 8s 2h", discard="Kc 2h", draw="9c 4d")
    assert response.context["calculation"].settlement.net == 50
    assert "An exchange of 2 cards (K♣ 2♥): 1 ante" in text(response)


def test_calculator_settles_a_sixth_card_and_two_combinations(client):
    response = calculator(client, player="Kh Qs Jd Tc 9h", dealer="Ad Ac 7c 5s 2d", sixth="9s")
    settlement = response.context["calculation"].settlement
    assert [paid.odds for paid in settlement.combinations] == [4, 4]  # two straights
    assert settlement.net == 150


def test_calculator_settles_insurance_and_a_game_bought(client):
    insured = calculator(client, dealer=NO_GAME, insurance="30").context["calculation"]
    assert insured.settlement.insurance.amount == 30
    bought = calculator(client, dealer=NO_GAME, dealer_draw="Td").context["calculation"]
    assert bought.settlement.net == 50
    assert bought.round.game_bought.received.rank == 8  # the ten


def test_calculator_as_htmx_partial_returns_form_and_result_only(client):
    response = calculator(client, htmx=True)
    page = text(response)
    assert "<html" not in page
    assert 'class="calculator-form"' in page and "+60" in page
    assert "HX-Request" in response["Vary"]


def test_calculator_in_vietnamese_formats_amounts(client):
    page = text(calculator(client, "vi", ante="1000"))
    assert "+6.000" in page


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"player": "9h 9d 9c 8s Xx"}, "player", "“Xx” is not a card"),
        ({"player": "9h 9d 9c 8s"}, "player", "Enter exactly 5 cards; you entered 4."),
        ({"dealer": "Qd Qs 7c 5s 9h"}, "dealer", "9♥ is already among the cards above."),
        ({"sixth": "Qd"}, "sixth", "Q♦ is already among the cards above."),
        ({"sixth": "As Ks"}, "sixth", "Enter exactly 1 card; you entered 2."),
        ({"discard": "2h", "draw": ""}, "draw", "must be as many"),
        ({"discard": "Ac", "draw": "3h"}, "discard", "A♣ is not in the player's hand."),
        ({"discard": "2h", "draw": "2h"}, "draw", "2♥ is already among the cards above."),
        ({"discard": "2h", "draw": "3h", "sixth": "4h"}, "sixth", "allows 1 draw a round"),
        (
            {"variant": "corona", "discard": "2h", "draw": "3h"},
            "discard",
            "Exchanging 1 card is not allowed",
        ),
        ({"decision": "raise"}, "decision", "Select a valid choice"),
        ({"insurance": "10", "player": "9h 9d Kc 8s 2h"}, "insurance", "Insurance needs Three"),
        ({"insurance": "5"}, "insurance", "at least one ante (10)"),
        ({"insurance": "31"}, "insurance", "at most 30 on this hand"),
        ({"insurance": "10", "decision": "fold"}, "insurance", "only a player who bets"),
        ({"insurance": "abc"}, "insurance", "Enter a number."),
        ({"dealer_draw": "Td"}, "dealer_draw", "The dealer has a game"),
        ({"dealer_draw": "Td", "dealer": NO_GAME, "decision": "fold"}, "dealer_draw", "has bet"),
        ({"dealer_draw": "Qh", "dealer": NO_GAME}, "dealer_draw", "he draws again"),
        ({"dealer_draw": "Td Kd", "dealer": NO_GAME}, "dealer_draw", "The dealer keeps 10♦"),
        ({"variant": "standard"}, "variant", "Select a valid choice"),
        ({"ante": "0"}, "ante", "greater than or equal to 0.01"),
    ],
)
def test_calculator_bad_entry_is_a_form_error_next_to_its_field(client, change, field, message):
    response = calculator(client, **change)
    assert response.status_code == 200
    assert response.context["calculation"] is None
    errors = response.context["form"].errors
    assert any(message in error for error in errors[field]), errors


def test_a_figure_the_house_never_published_is_said_above_the_form(client):
    form = calculator(client, variant="corona").context["form"]
    assert "has not published the bet pay table" in form.non_field_errors()[0]
    vietnamese = calculator(client, "vi", variant="corona").context["form"]
    assert "Russian Poker (Corona Casino Phú Quốc)" in vietnamese.non_field_errors()[0]


def test_calculator_escapes_what_it_echoes(client):
    page = calculator(client, player="<script>alert(1)</script>").content.decode()
    assert "<script>alert(1)</script>" not in page


def test_calculator_query_count_is_bounded(client, django_assert_num_queries):
    # The variant chosen and the choices shown, each with its pays and sources.
    with django_assert_num_queries(6):
        calculator(client)


# Every choice the form offers, on every house: a settlement or a form error, never a 500.
OPTIONS = {
    "exchange": {"player": "9h 9d Kc 8s 2h", "discard": "Kc 2h", "draw": "9c 4d"},
    "exchange_one": {"discard": "2h", "draw": "3c"},
    "sixth": {"sixth": "9s"},
    "fold": {"decision": "fold"},
    "insurance": {"insurance": "10"},
    "no_game": {"dealer": NO_GAME},
    "buy_game": {"dealer": NO_GAME, "dealer_draw": "Td"},
    "buy_game_same_rank": {"dealer": NO_GAME, "dealer_draw": "Qh Kd"},
}


COMBINATIONS = [
    combo
    for size in (1, 2)
    for combo in itertools.combinations(sorted(OPTIONS), size)
    if not ({"exchange", "exchange_one"} <= set(combo))
]


def every_combination_on_every_house():
    """Each choice and pair of choices on each house: a third of them every day, on a
    diagonal (each combination on one or two houses, each house with a dozen), the rest in
    the slow run (``make test``)."""
    return [
        pytest.param(
            slug,
            combo,
            id=f"{slug}-{'+'.join(combo)}",
            marks=() if (c + v) % 3 == 0 else pytest.mark.slow,
        )
        for c, combo in enumerate(COMBINATIONS)
        for v, slug in enumerate(VARIANTS)
    ]


@pytest.mark.parametrize(("slug", "combination"), every_combination_on_every_house())
def test_every_choice_on_every_house_settles_or_is_a_form_error(client, slug, combination):
    fields: dict[str, str] = {"variant": slug}
    for option in combination:
        fields |= OPTIONS[option]
    response = calculator(client, **fields)
    assert response.status_code == 200
    form, calculation = response.context["form"], response.context["calculation"]
    assert (calculation is None) == bool(form.errors), form.errors
