"""Russian Poker's reference pages, in both languages: the rules with worked examples built
by the engine, the variants compared from the data ("Not published" where a house has not
said) with their sources linked, each variant's page, and the payout summary at any ante
with its double combinations, each the sum of its two single pays."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from engine.hands import Category
from engine.russian.variants import BET_PAYS, VARIANTS
from paytables.games.russian.selectors import (
    DOUBLE_EXAMPLES,
    russian_payout_summary,
    russian_variant_queryset,
)
from paytables.models import GlossaryTerm, RussianPay, Variant
from tests.paytables.factories import RussianHouseFactory

pytestmark = pytest.mark.django_db

# Russian Poker's pages: each page's address name, with the game.
PAGES = ["paytables:rules", "paytables:variants", "paytables:payouts", "paytables:calculator"]
RUSSIAN = {"game": "russian-poker"}
OASIS = {"game": "oasis-poker"}


def url(name: str, language: str = "en", **kwargs) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def text(response) -> str:
    return re.sub(r"\s+", " ", response.content.decode())


def visible_text(response) -> str:
    page = re.sub(r"<(script|style|svg)\b.*?</\1>", " ", response.content.decode(), flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))


def payouts(client, language: str = "en", htmx: bool = False, **query):
    headers = {"HX-Request": "true"} if htmx else {}
    return client.get(
        url("paytables:payouts", language, game="russian-poker"), query, headers=headers
    )


# Every page, both languages.


@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize("name", PAGES)
def test_every_russian_page_renders_in_both_languages(client, name, language):
    response = client.get(url(name, language, **RUSSIAN))
    assert response.status_code == 200
    assert f'<html lang="{language}">' in response.content.decode()


@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_russian_variant_page_renders_in_both_languages(client, slug, language):
    response = client.get(url("paytables:variant", language, slug=slug, game="russian-poker"))
    assert response.status_code == 200
    assert escape(Variant.objects.get(slug=slug).localized("name")) in text(response)


@pytest.mark.parametrize("name", PAGES)
def test_russian_pages_refuse_post(client, name):
    assert client.post(url(name, **RUSSIAN)).status_code == 405


@pytest.mark.parametrize("language", ["en", "vi"])
def test_no_russian_page_names_a_seed_text(client, language):
    addresses = [url(name, language, **RUSSIAN) for name in PAGES]
    addresses += [
        url("paytables:variant", language, slug=slug, game="russian-poker") for slug in VARIANTS
    ]
    for address in addresses:
        assert "seed" not in visible_text(client.get(address)).casefold(), address


def test_unknown_russian_variant_page_is_404(client):
    assert (
        client.get(url("paytables:variant", slug="texas", game="russian-poker")).status_code == 404
    )


def test_an_oasis_variant_asked_for_among_russian_variants_is_sent_to_its_page(client):
    # Was a 404: every game's variant page now sends another game's variant to its page.
    response = client.get(url("paytables:variant", slug="standard", game="russian-poker"))
    assert response.status_code == 302
    assert response["Location"] == url("paytables:variant", slug="standard", game="oasis-poker")


def test_a_russian_variant_asked_for_among_oasis_variants_is_sent_to_its_page(client):
    response = client.get(url("paytables:variant", "vi", slug="lunar", game="oasis-poker"))
    assert response.status_code == 302
    assert response["Location"] == url(
        "paytables:variant", "vi", slug="lunar", game="russian-poker"
    )


# The pages say which game they are about.


@pytest.mark.parametrize("name", PAGES)
def test_each_reference_page_names_its_game_and_links_the_other(client, name):
    oasis, russian = url(name, **OASIS), url(name, **RUSSIAN)
    oasis_page, russian_page = text(client.get(oasis)), text(client.get(russian))
    assert '<span aria-current="true">Oasis Poker</span>' in oasis_page
    assert f'<a href="{russian}">Russian Poker</a>' in oasis_page
    assert '<span aria-current="true">Russian Poker</span>' in russian_page
    assert f'<a href="{oasis}">Oasis Poker</a>' in russian_page


@pytest.mark.parametrize("language", ["en", "vi"])
def test_home_and_the_menus_pages_present_both_games(client, language):
    page = client.get(url("home", language)).content.decode()
    for name, game in (("paytables:rules", OASIS), ("paytables:rules", RUSSIAN)):
        assert f'href="{url(name, language, **game)}"' in page
    assert f'href="{url("paytables:variants", language, **RUSSIAN)}"' in page
    # The menu keeps one row on a wide screen: its reference pages switch game themselves.
    header = page[: page.index("</header>")]
    rules_url = url("paytables:rules", language, game="oasis-poker")
    assert f'href="{rules_url}"' in header
    rules = client.get(rules_url).content.decode()
    assert f'href="{url("paytables:rules", language, game="russian-poker")}"' in rules


# The rules.


def test_rules_page_works_each_example_with_the_engine(client):
    page = text(client.get(url("paytables:rules", game="russian-poker")))
    assert "Three of a kind (9♥ 9♦ 9♣) 3 to 1: 2 × 10 × 3 = 60" in page  # the exchange
    assert "+60 (bet) − 10 (fee) = +50" in page
    assert "Four of a kind (J♠ J♥ J♦ J♣) 20 to 1" in page  # the sixth card
    assert "Four of a kind (K♠ K♥ K♦ K♣) 20 to 1 + Ace-King (A♥ K♠) 1 to 1 = 21 to 1" in page
    assert "+10 (ante) = +10" in page  # no game: the ante's win
    assert "The player buys him a game: he gives up Q♦ and plays 10♦ instead." in page
    assert "here 30, the most" in page  # insurance: half of what three of a kind would win
    assert "+10 (ante) + 30 (insurance) = +40" in page
    assert 'aria-label="Ten of Diamonds, drawn"' in page


def test_rules_page_states_the_classic_rules_from_the_data(client):
    RussianPay.objects.filter(variant__slug="classic", category="straight").update(odds=5)
    page = text(client.get(url("paytables:rules", game="russian-poker")))
    assert "1 to 5 cards, 1 ante" in page
    assert '<td class="num">100</td>' in page  # a straight at 5 to 1 on a bet of 20
    for source in VARIANTS["classic"].sources:
        assert f'href="{source.url}"' in page


def test_rules_page_in_vietnamese_uses_the_dealers_words(client):
    page = visible_text(client.get(url("paytables:rules", "vi", game="russian-poker")))
    for words in ("Mua lá thứ sáu", "hai kết hợp", "Bảo hiểm", "mua game cho nhà cái"):
        assert words.casefold() in page.casefold(), words


# The variants and differences.


def test_variants_page_compares_each_house_with_the_classic_rules(client):
    page = text(client.get(url("paytables:variants", game="russian-poker")))
    assert "Russian Poker (Corona Casino Phu Quoc)</a>: 2 to 5 cards, 1 ante" in page
    assert "Lunar Poker</a>: Not published for Royal flush, Straight flush, Full house" in page
    assert "Russian Poker (Corona Casino Phu Quoc)</a>: Not published" in page
    assert "His highest card" in page and "Half of what the bet would win on the hand" in page


def test_variants_page_links_every_source(client):
    page = client.get(url("paytables:variants", game="russian-poker")).content.decode()
    for rules in VARIANTS.values():
        for source in rules.sources:
            assert f'href="{source.url}"' in page


def test_variants_page_names_the_sources_in_vietnamese(client):
    page = text(client.get(url("paytables:variants", "vi", game="russian-poker")))
    assert "Sòng bài Senator, Yerevan: Poker Russian" in page
    assert "Lunar Poker: trả thưởng hai kết hợp" in page


def test_variants_page_follows_an_edit_in_the_database(client):
    RussianPay.objects.filter(variant__slug="lunar", category="flush").update(odds=6)
    assert "Lunar Poker</a>: Flush 6 to 1" in text(
        client.get(url("paytables:variants", game="russian-poker"))
    )


def test_variants_page_query_count_does_not_grow_with_variants(client, django_assert_num_queries):
    # The session, the variants (game and house joined), their pays and their sources.
    with django_assert_num_queries(3):
        client.get(url("paytables:variants", game="russian-poker"))
    RussianHouseFactory.create_batch(3)
    with django_assert_num_queries(3):
        client.get(url("paytables:variants", game="russian-poker"))


# A variant's page.


def test_corona_page_lists_what_the_house_has_not_published(client):
    page = text(client.get(url("paytables:variant", slug="corona", game="russian-poker")))
    assert "Not published by the house" in page
    assert "The bet pay table" in page and "Most a player may insure" in page
    assert "This house has not published its bet pay table: ask the house." in page
    assert 'href="https://casinocorona.vn/en/tro-choi/poker/"' in page


def test_classic_page_has_no_unknown_figures(client):
    assert "Not published by the house" not in text(
        client.get(url("paytables:variant", slug="classic", game="russian-poker"))
    )


# The payout summary.


def test_payout_summary_pays_the_bet_at_the_chosen_ante(client):
    page = text(payouts(client, variant="classic", ante="25"))
    assert '<td class="num">5,000</td>' in page  # royal flush: 100 to 1 on a bet of 50
    assert "this house only returns the ante" in page


def test_double_combinations_are_each_the_sum_of_two_single_pays():
    classic = russian_variant_queryset().get(slug="classic")
    summary = russian_payout_summary(variant=classic, ante=Decimal(10))
    assert len(summary.doubles) >= 20
    for row in summary.doubles:
        first, second = (Category.from_slug(each) for each in (row.first, row.second))
        assert row.pays == (BET_PAYS[first], BET_PAYS[second])
        assert row.total == BET_PAYS[first] + BET_PAYS[second]
        assert row.bet_win == 20 * row.total


def test_double_combinations_follow_the_houses_pays_when_edited(client):
    RussianPay.objects.filter(variant__slug="classic", category="four_of_a_kind").update(odds=25)
    page = text(payouts(client, variant="classic", ante="10"))
    assert "25 + 1 = 26 to 1" in page
    assert '<td class="num" data-label="Bet win">520</td>' in page


def test_double_combinations_of_a_strict_house_pay_a_straight_and_a_pair():
    house = RussianHouseFactory(same_ranks_second=False)
    summary = russian_payout_summary(variant=house.variant, ante=Decimal(10))
    pairs = {(row.first, row.second) for row in summary.doubles}
    assert ("straight", "pair") in pairs and ("royal_flush", "pair") in pairs


def test_double_combinations_not_published_say_so(client):
    page = text(payouts(client, variant="lunar", ante="10"))
    assert "Royal flush + Straight flush" in page
    assert '<td class="odds unknown" data-label="Bet pays">Not published</td>' in page
    assert "20 + 1 = 21 to 1" in page  # four of a kind and Ace-King: both lines published
    corona = text(payouts(client, variant="corona", ante="10"))
    assert "has not published whether a second combination is paid" in corona


def test_every_double_example_holds_two_combinations_under_the_classic_rules():
    classic = russian_variant_queryset().get(slug="classic")
    summary = russian_payout_summary(variant=classic, ante=Decimal(1))
    examples = {row.example for row in summary.doubles}
    assert len(examples) == len(summary.doubles) <= len(DOUBLE_EXAMPLES)


def test_payout_summary_shows_the_maximum_payout_when_the_table_has_one(client):
    Variant.objects.filter(slug="classic").update(max_payout=Decimal(1500))
    page = text(payouts(client, variant="classic", ante="10"))
    assert "The table's maximum payout is 1,500" in page


def test_payout_summary_formats_numbers_for_vietnamese(client):
    page = text(payouts(client, "vi", variant="classic", ante="10"))
    assert '<td class="num">2.000</td>' in page
    assert "Chưa công bố" in text(payouts(client, "vi", variant="lunar", ante="10"))


def test_payout_summary_as_htmx_partial(client):
    response = payouts(client, htmx=True, variant="lunar", ante="10")
    page = text(response)
    assert "<html" not in page
    assert '<td class="num">400</td>' in page  # four of a kind 20 to 1 on a bet of 20
    assert "HX-Request" in response["Vary"]


@pytest.mark.parametrize("ante", ["abc", "-5", "0", "10.001", "99999999"])
def test_payout_summary_bad_ante_is_a_form_error(client, ante):
    response = payouts(client, variant="classic", ante=ante)
    assert response.status_code == 200
    assert response.context["form"].errors["ante"]
    assert response.context["summary"] is None


@pytest.mark.parametrize("variant", ["texas", "standard"])
def test_payout_summary_variant_of_no_russian_house_is_a_form_error(client, variant):
    response = payouts(client, htmx=True, variant=variant, ante="10")
    assert response.context["form"].errors["variant"]
    assert "Choose a variant and an ante above." in text(response)


def test_oasis_payout_summary_refuses_a_russian_variant(client):
    response = client.get(
        url("paytables:payouts", game="oasis-poker"), {"variant": "classic", "ante": "10"}
    )
    assert response.context["form"].errors["variant"]


# The glossary.


def test_glossary_has_the_russian_poker_words_in_both_languages(client):
    english = text(client.get(url("paytables:glossary")))
    vietnamese = text(client.get(url("paytables:glossary", "vi")))
    assert '<div id="sixth-card">' in english and "Buying a sixth card" in english
    assert "Mua game cho nhà cái" in vietnamese and "Mức trả tối đa" in vietnamese
    assert english.count("<dt>") == GlossaryTerm.objects.count()
