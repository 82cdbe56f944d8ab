"""Three Card Poker's public pages in both languages, and its calculator: every decision,
Pair Plus alone, and every refusal shown as a message, never an error page."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation

pytestmark = pytest.mark.django_db

GAME = "three-card-poker"
LANGUAGES = ["en", "vi"]
ROUND = {
    "variant": "three-card-classic",
    "ante": "10",
    "player": "9h Tc Jd",
    "dealer": "4s 4d 4c",
    "decision": "play",
}


def url(name: str, language: str = "en", **kwargs: str) -> str:
    with translation.override(language):
        return reverse(name, kwargs={"game": GAME, **kwargs})


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_page_teaches_the_hands_and_the_dealers_queen_high(client, language):
    page = client.get(url("paytables:rules", language)).content.decode()
    with translation.override(language):
        expected = {
            "en": ["Straight flush", "queen-high", "Q-6-4", "Ante Bonus", "6-Card Bonus"],
            "vi": ["Thùng phá sảnh", "Sảnh", "Thùng", "Sám cô", "Q-6-4", "mini royal"],
        }[language]
    for text in expected:
        assert text in page, text
    # The worked examples are settled: a straight against three fours nets +20 at ante 10.
    assert page.count('class="example"') == 6


@pytest.mark.parametrize("language", LANGUAGES)
def test_variants_page_shows_every_house_with_its_exact_edges(client, language):
    page = client.get(url("paytables:variants", language)).content.decode()
    for text in ("40-30-6-4-1", "40-30-6-3-1", "5-3-1", "1000-200-50-25-20-10-5"):
        assert text in page
    point = "," if language == "vi" else "."
    for edge in ("3{p}37", "2{p}32", "7{p}28", "2{p}01"):
        assert edge.format(p=point) in page, edge


@pytest.mark.parametrize("language", LANGUAGES)
def test_variant_page_lists_what_the_house_has_not_published(client, language):
    response = client.get(url("paytables:variant", language, slug="three-card-mini-royal"))
    assert response.status_code == 200
    page = response.content.decode()
    expected = "The Ante Bonus table" if language == "en" else "Bảng Ante Bonus"
    assert expected in page
    assert "online.casinocity.com" in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_payouts_page_pays_each_table_at_the_ante_asked(client, language):
    query = {"variant": "three-card-six-card", "ante": "25"}
    page = client.get(url("paytables:payouts", language), query).content.decode()
    assert "25.000" in page or "25,000" in page  # the royal flush: 1000 × 25
    assert "1.000" in page or "1,000" in page  # Pair Plus straight flush: 40 × 25


def calculate(client, language: str = "en", **changes: str):
    response = client.get(url("paytables:calculator", language), ROUND | changes)
    assert response.status_code == 200
    return response


@pytest.mark.parametrize("language", LANGUAGES)
def test_calculator_settles_a_play_with_ante_bonus_and_pair_plus(client, language):
    response = calculate(client, language, pair_plus="5")
    settlement = response.context["calculation"].settlement
    assert [str(each.amount) for each in settlement.wagers] == ["-10", "-10", "10", "30", "0"]
    assert settlement.net == 20


def test_calculator_settles_a_fold_losing_the_pair_plus_at_the_original_tables(client):
    response = calculate(client, decision="fold", pair_plus="5", player="Ah Ad 2c")
    settlement = response.context["calculation"].settlement
    assert (settlement.ante.amount, settlement.pair_plus.amount) == (-10, -5)
    assert "this house settles no Pair Plus on a fold" in response.content.decode()


def test_calculator_settles_pair_plus_alone_without_a_decision(client):
    response = calculate(client, ante="0", pair_plus="5", player="Ah Ad 2c")
    settlement = response.context["calculation"].settlement
    assert settlement.net == 5


def test_calculator_settles_the_six_card_bonus_where_the_house_offers_it(client):
    response = calculate(
        client, variant="three-card-six-card", six_card="5", player="Kh Kd 7c", dealer="Ks 7d 2h"
    )
    assert response.context["calculation"].settlement.six_card.amount == 125


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"player": "9h Tc"}, "player", "Enter exactly 3 cards"),
        ({"player": "9h Tc Zz"}, "player", "is not a card"),
        ({"dealer": "9h 4d 4c"}, "dealer", "is already among the cards above"),
        ({"six_card": "5"}, "six_card", "offers no 6-Card Bonus"),
        (
            {"variant": "three-card-ante-bonus-5-3-1", "pair_plus": "5"},
            None,
            "has not published the Pair Plus table",
        ),
        ({"variant": "three-card-mini-royal"}, None, "has not published the Ante Bonus table"),
        ({"ante": "0"}, "ante", "Place an ante or a Pair Plus"),
        ({"ante": "0", "six_card": "5", "variant": "three-card-six-card"}, "six_card", "beside"),
        ({"decision": "raise"}, "decision", "Select a valid choice"),
        ({"ante": "-5"}, "ante", ""),
    ],
)
def test_calculator_refusal_is_a_message_beside_its_field(client, changes, field, message):
    response = calculate(client, **changes)
    form = response.context["form"]
    assert response.context["calculation"] is None
    shown = [str(error) for error in form.errors.get(field or "__all__", [])]
    assert shown and any(message in error for error in shown), form.errors


@pytest.mark.parametrize("language", LANGUAGES)
def test_calculator_refusal_is_translated(client, language):
    response = calculate(client, language, six_card="5")
    expected = "offers no 6-Card Bonus" if language == "en" else "không có 6-Card Bonus"
    assert expected in response.content.decode()


def test_home_page_shows_the_game_card_and_start_lines(client):
    page = client.get(reverse("home")).content.decode()
    assert "Three Card Poker" in page
    assert url("paytables:calculator") in page


def test_calculator_refuses_pair_plus_where_the_house_offers_none(client):
    from paytables.games.three_card.models import ThreeCardHouse, ThreeCardPay

    ThreeCardHouse.objects.filter(variant__slug="three-card-classic").update(
        offers_pair_plus=False, pair_plus_on_fold=None
    )
    ThreeCardPay.objects.filter(variant__slug="three-card-classic", table="pair_plus").delete()
    response = calculate(client, pair_plus="5")
    assert response.context["calculation"] is None
    assert "offers no Pair Plus" in str(response.context["form"].errors["pair_plus"])


def test_calculator_refuses_pair_plus_alone_where_the_house_needs_an_ante(client):
    from paytables.games.three_card.models import ThreeCardHouse

    ThreeCardHouse.objects.filter(variant__slug="three-card-classic").update(pair_plus_alone=False)
    response = calculate(client, ante="0", pair_plus="5")
    assert "the Pair Plus is bet beside an ante" in str(response.context["form"].errors["ante"])


def test_variants_page_queries_do_not_grow_with_the_houses(client, django_assert_max_num_queries):
    from paytables.selectors import variant_get
    from paytables.services import variant_clone

    page = url("paytables:variants")
    with django_assert_max_num_queries(100) as before:
        client.get(page)
    variant_clone(variant=variant_get(slug="three-card-six-card"))
    with django_assert_max_num_queries(100) as after:
        client.get(page)
    assert len(after.captured_queries) == len(before.captured_queries)
