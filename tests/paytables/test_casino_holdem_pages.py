"""Casino Hold'em's public pages in both languages, and its calculator: every combination
its form offers (call or fold, with and without the AA Bonus), and every refusal, hostile
input among them, shown as a message beside its field, never an error page."""

from __future__ import annotations

import itertools

import pytest
from django.urls import reverse
from django.utils import translation

from paytables.games.casino_holdem.models import CasinoHoldemHouse, CasinoHoldemPay

pytestmark = pytest.mark.django_db

GAME = "casino-holdem"
SLUG = "casino-holdem-classic"
LANGUAGES = ["en", "vi"]
# A flush called against the dealer's pair of kings, a pair of aces on the flop.
ROUND = {
    "variant": SLUG,
    "ante": "10",
    "aa_bonus": "5",
    "player": "Ah 8h",
    "dealer": "Kc Kd",
    "board": "Ad 9h Th 4h Jc",
    "decision": "call",
}


def url(name: str, language: str = "en", **kwargs: str) -> str:
    with translation.override(language):
        return reverse(name, kwargs={"game": GAME, **kwargs})


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_page_teaches_the_decision_the_pair_of_fours_and_every_table(client, language):
    page = client.get(url("paytables:rules", language)).content.decode()
    expected = {
        "en": ["pair of fours", "two antes", "Royal flush", "Pair of aces", "AA Bonus", "flop"],
        "vi": ["đôi 4", "hai lần ante", "Đôi A", "AA Bonus", "Thùng", "đủ điều kiện"],
    }[language]
    for text in expected:
        assert text in page, text
    # Both tables at ante 10: the Ante's royal flush 100 × 10, the AA Bonus's 100 × 10.
    assert page.count("1,000" if language == "en" else "1.000") == 2
    # The worked examples are settled by the engine: five of them, each with its working.
    assert page.count('class="example"') == 5
    assert "6.26" in page or "6,26" in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_variants_page_names_the_tables_and_the_aa_bonus_edge(client, language):
    page = client.get(url("paytables:variants", language)).content.decode()
    for text in ("100-20-10-3-2-1", "100-50-40-30-20-7"):
        assert text in page
    assert ("6.26" if language == "en" else "6,26") in page
    assert ("Lost with the ante" if language == "en" else "Thua cùng ante") in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_variants_page_gives_the_main_games_edge_and_folds_under_the_best_strategy(
    client, language
):
    page = client.get(url("paytables:variants", language)).content.decode()
    # 2.16 % of the ante with the ante table 100-20-10-3-2-1 (Wizard of Odds), 18.01 % of
    # deals folded at the flop: kept from the whole sweep (engine.casino_holdem.kept).
    edge, folds = {"en": ("2.16 %", "18.01 %"), "vi": ("2,16%", "18,01%")}[language]
    assert edge in page and folds in page


def test_a_house_whose_ante_table_was_not_computed_says_so():
    import dataclasses
    from fractions import Fraction

    from engine.casino_holdem.variants import CLASSIC
    from engine.hands import Category
    from paytables.games.casino_holdem.comparison import folds_text, main_edge_text

    assert (main_edge_text(CLASSIC), folds_text(CLASSIC)) == ("2.16 %", "18.01 %")
    richer = dataclasses.replace(CLASSIC, ante=((Category.ROYAL_FLUSH, Fraction(200)),))
    assert main_edge_text(richer) == folds_text(richer) == "Not computed for this pay table"
    unpublished = dataclasses.replace(CLASSIC, ante=None)
    assert main_edge_text(unpublished) == folds_text(unpublished) == "Not published"


@pytest.mark.parametrize("language", LANGUAGES)
def test_variant_page_shows_its_sources_and_what_it_has_not_published(client, language):
    page = client.get(url("paytables:variant", language, slug=SLUG)).content.decode()
    assert "lvbet.com" in page and "betmgm.com" in page and "i-casinobonus.com" in page
    CasinoHoldemHouse.objects.filter(variant__slug=SLUG).update(aa_bonus_on_fold=None)
    page = client.get(url("paytables:variant", language, slug=SLUG)).content.decode()
    expected = {
        "en": "The AA Bonus is still settled when the player folds",
        "vi": "AA Bonus vẫn được thanh toán khi người chơi bỏ bài",
    }[language]
    assert expected in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_payouts_page_pays_each_table_at_the_ante_asked(client, language):
    page = client.get(url("paytables:payouts", language), {"variant": SLUG, "ante": "25"})
    content = page.content.decode()
    assert ("2,500" if language == "en" else "2.500") in content  # royal flush: 100 × 25
    assert ("1,250" if language == "en" else "1.250") in content  # AA Bonus straight flush
    assert "50" in content  # the call: two antes of 25


def calculate(client, language: str = "en", **changes: str):
    response = client.get(url("paytables:calculator", language), ROUND | changes)
    assert response.status_code == 200
    return response


# What each combination the form offers nets on the round above: (decision, AA Bonus).
NETS = {("call", "5"): 75, ("call", ""): 40, ("fold", "5"): -15, ("fold", ""): -10}


@pytest.mark.parametrize(
    ("decision", "aa_bonus", "language"),
    list(itertools.product(["call", "fold"], ["5", ""], LANGUAGES)),
)
def test_calculator_settles_every_combination_its_form_offers(client, decision, aa_bonus, language):
    response = calculate(client, language, decision=decision, aa_bonus=aa_bonus)
    calculation = response.context["calculation"]
    assert calculation is not None, response.context["form"].errors
    assert calculation.settlement.net == NETS[decision, aa_bonus]
    page = response.content.decode()
    if decision == "fold" and aa_bonus:
        expected = {
            "en": "this house settles no AA Bonus on a fold",
            "vi": "sòng bài này không thanh toán AA Bonus khi bỏ bài",
        }[language]
        assert expected in page


def test_calculator_working_names_the_ante_line_and_the_dealers_hand(client):
    page = calculate(client).content.decode()
    assert "Flush pays the ante 2 to 1" in page
    assert "a pair of kings, a pair of fours or better: he qualifies" in page
    assert "Pair of aces in the player&#x27;s two cards and the flop" in page


def test_calculator_a_dealer_below_fours_returns_the_call(client):
    response = calculate(client, dealer="3c 2s", board="3d 9h Ts 4h Jc", aa_bonus="")
    settlement = response.context["calculation"].settlement
    assert (settlement.ante.amount, settlement.call.amount) == (10, 0)
    assert "below a pair of fours: he does not qualify" in response.content.decode()


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"player": "Ah"}, "player", "Enter exactly 2 cards"),
        ({"player": "Ah Zz"}, "player", "is not a card"),
        ({"dealer": "Ah Kd"}, "dealer", "is already among the cards above"),
        ({"board": "Kc 9h Th 4h Jc"}, "board", "is already among the cards above"),
        ({"board": "Ad 9h Th 4h"}, "board", "Enter exactly 5 cards"),
        ({"board": ""}, "board", "required"),
        ({"ante": "0"}, "ante", ""),
        ({"ante": "-5"}, "ante", ""),
        ({"ante": "ten"}, "ante", ""),
        ({"ante": "1e400"}, "ante", ""),
        ({"ante": "99999999999"}, "ante", ""),
        ({"aa_bonus": "-1"}, "aa_bonus", ""),
        ({"aa_bonus": "0.001"}, "aa_bonus", ""),
        ({"decision": "raise"}, "decision", "Select a valid choice"),
        ({"decision": ""}, "decision", "required"),
        ({"variant": "three-card-classic"}, "variant", "Select a valid choice"),
        ({"variant": "\x00"}, "variant", ""),
        ({"player": "<script>alert(1)</script>"}, "player", ""),
    ],
)
def test_calculator_refusal_is_a_message_beside_its_field(client, changes, field, message):
    response = calculate(client, **changes)
    form = response.context["form"]
    assert response.context["calculation"] is None
    shown = [str(error) for error in form.errors.get(field or "__all__", [])]
    assert shown and any(message in error for error in shown), form.errors
    assert "<script>alert(1)</script>" not in response.content.decode()


@pytest.mark.parametrize("language", LANGUAGES)
def test_calculator_refuses_an_aa_bonus_the_house_does_not_offer_in_words(client, language):
    CasinoHoldemHouse.objects.filter(variant__slug=SLUG).update(
        offers_aa_bonus=False, aa_bonus_on_fold=None
    )
    CasinoHoldemPay.objects.filter(variant__slug=SLUG, table="aa_bonus").delete()
    response = calculate(client, language)
    assert response.context["calculation"] is None
    expected = "offers no AA Bonus" if language == "en" else "không có AA Bonus"
    assert expected in str(response.context["form"].errors["aa_bonus"])
    # Without the AA Bonus the round settles.
    assert calculate(client, language, aa_bonus="").context["calculation"].settlement.net == 40


def test_calculator_names_a_table_the_house_has_not_published(client):
    CasinoHoldemPay.objects.filter(variant__slug=SLUG, table="ante", line="flush").update(odds=None)
    response = calculate(client)
    assert response.context["calculation"] is None
    assert "has not published the Ante table" in str(response.context["form"].errors["__all__"])


def test_home_page_shows_the_game_card_and_start_lines(client):
    page = client.get(reverse("home")).content.decode()
    assert "Casino Hold&#x27;em" in page
    assert url("paytables:calculator") in page


def test_variants_page_queries_do_not_grow_with_the_houses(client, django_assert_max_num_queries):
    from paytables.selectors import variant_get
    from paytables.services import variant_clone

    page = url("paytables:variants")
    with django_assert_max_num_queries(100) as before:
        client.get(page)
    variant_clone(variant=variant_get(slug=SLUG))
    with django_assert_max_num_queries(100) as after:
        client.get(page)
    assert len(after.captured_queries) == len(before.captured_queries)
