from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from django.urls import reverse
from django.utils import translation

from paytables.games.oasis.forms import CalculatorForm
from paytables.models import GlossaryTerm, HandCategory, RaisePay
from tests.paytables.factories import VariantFactory
from tests.trainer.factories import TraineeFactory

pytestmark = pytest.mark.django_db

# Each page's address name and arguments: Oasis Poker's game pages take the game.
OASIS = {"game": "oasis-poker"}
PAGES = [
    ("paytables:rules", OASIS),
    ("paytables:variants", OASIS),
    ("paytables:payouts", OASIS),
    ("paytables:glossary", {}),
    ("paytables:caribbean", {}),
    ("paytables:calculator", OASIS),
]

VARIANT_SLUGS = [
    "standard",
    "belgian",
    "galewind",
    "nicaragua",
    "helsinki",
    "online-boxes",
    "caribbean",
]

SWITCH_TO_STRAIGHT_FLUSH = {
    "variant": "standard",
    "ante": "100",
    "player": "9h Th Jh Qh 3c",
    "dealer": "Ad Ks 7c 5s 2d",
    "discard": "3c",
    "draw": "Kh",
    "decision": "raise",
}


def url(name: str, language: str = "en", **kwargs) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def calculator(client, language: str = "en", htmx: bool = False, **fields):
    headers = {"HX-Request": "true"} if htmx else {}
    query = urlencode(SWITCH_TO_STRAIGHT_FLUSH | fields)
    return client.get(
        f"{url('paytables:calculator', language, game='oasis-poker')}?{query}", headers=headers
    )


def text(response) -> str:
    return re.sub(r"\s+", " ", response.content.decode())


def visible_text(response) -> str:
    """What a reader sees: the page without its tags, scripts and styles."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", response.content.decode(), flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))


@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize(("name", "kwargs"), PAGES)
def test_every_public_page_renders_without_login(client, name, kwargs, language):
    response = client.get(url(name, language, **kwargs))
    assert response.status_code == 200
    assert f'<html lang="{language}">' in response.content.decode()


@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize("slug", VARIANT_SLUGS)
def test_every_variant_page_renders_in_both_languages(client, slug, language):
    response = client.get(url("paytables:variant", language, slug=slug, game="oasis-poker"))
    assert response.status_code == 200


@pytest.mark.parametrize("language", ["en", "vi"])
def test_no_public_page_names_a_seed_text(client, language):
    with translation.override(language):
        urls = [reverse(name, kwargs=kwargs or None) for name, kwargs in [("home", {}), *PAGES]]
        urls += [
            reverse("paytables:variant", kwargs={"game": "oasis-poker", "slug": slug})
            for slug in VARIANT_SLUGS
        ]
        calculator = reverse("paytables:calculator", args=["oasis-poker"])
        urls.append(f"{calculator}?{urlencode(SWITCH_TO_STRAIGHT_FLUSH)}")
    for address in urls:
        assert "seed" not in visible_text(client.get(address)).casefold(), address


@pytest.mark.parametrize(
    ("language", "source"),
    [
        ("en", "The Belgian rules of Oasis Poker on wizardofodds.com"),
        ("vi", "Luật Bỉ của Oasis Poker trên wizardofodds.com"),
    ],
)
def test_variant_page_names_its_source_in_the_page_language(client, language, source):
    page = text(client.get(url("paytables:variant", language, slug="belgian", game="oasis-poker")))
    assert source in page
    other = {"en": "Luật Bỉ", "vi": "The Belgian rules"}[language]
    assert other not in page


def test_unknown_variant_page_is_404(client):
    assert client.get(url("paytables:variant", slug="texas", game="oasis-poker")).status_code == 404


@pytest.mark.parametrize(("name", "kwargs"), PAGES)
def test_public_pages_refuse_post(client, name, kwargs):
    assert client.post(url(name, **kwargs)).status_code == 405


def test_pages_are_linked_from_the_navigation(client):
    page = client.get(url("home")).content.decode()
    for name, kwargs in (("paytables:rules", OASIS), ("paytables:variants", OASIS)):
        assert f'href="{url(name, **kwargs)}"' in page
    assert f'href="{url("paytables:glossary")}"' in page


def test_rules_page_pays_the_seed_000_table_at_ante_100(client):
    page = text(client.get(url("paytables:rules", game="oasis-poker")))
    for amount in ("20,000", "10,000", "4,000", "1,400", "1,000", "800", "600", "400", "200"):
        assert f'<td class="num">{amount}</td>' in page
    assert "1, 2, 3, 2, 1 antes for 1–5 cards" in page


def test_rules_page_works_the_seed_examples_with_cards(client):
    page = text(client.get(url("paytables:rules", game="oasis-poker")))
    assert "+10,000" in page  # example 1: the raise on a straight flush at ante 100
    assert 'aria-label="King of Hearts, drawn"' in page
    assert "does not qualify" in page  # example 2


def test_payout_summary_at_ante_10_matches_seed_000(client):
    page = text(
        client.get(
            url("paytables:payouts", game="oasis-poker"), {"variant": "standard", "ante": "10"}
        )
    )
    rows = dict(
        re.findall(
            r'<th scope="row">([^<]+)</th> <td class="odds">[^<]*</td> '
            r'<td class="num">([^<]+)</td>',
            page,
        )
    )
    assert rows["Royal flush"] == "2,000"
    assert rows["Full house"] == "140"
    assert rows["Pair"] == rows["Ace-King"] == "20"
    assert "the ante also pays 1 to 1: +10" in page


def test_payout_summary_formats_numbers_for_vietnamese(client):
    page = text(
        client.get(
            url("paytables:payouts", "vi", game="oasis-poker"),
            {"variant": "standard", "ante": "10"},
        )
    )
    assert '<td class="num">2.000</td>' in page
    assert '<td class="num">2,000</td>' not in page


def test_payout_summary_shows_switch_fees_at_the_chosen_ante(client):
    page = text(
        client.get(
            url("paytables:payouts", game="oasis-poker"), {"variant": "online-boxes", "ante": "15"}
        )
    )
    assert '<td class="num">22.50</td>' in page  # two cards at 1.5 antes


def test_payout_summary_as_htmx_partial(client):
    response = client.get(
        url("paytables:payouts", game="oasis-poker"),
        {"variant": "galewind", "ante": "10"},
        headers={"HX-Request": "true"},
    )
    page = text(response)
    assert "<html" not in page
    assert '<td class="num">120</td>' in page  # full house 6 to 1 on a raise of 20
    assert response["Vary"] and "HX-Request" in response["Vary"]


@pytest.mark.parametrize("ante", ["abc", "-5", "0", "10.001", "99999999"])
def test_payout_summary_bad_ante_is_a_form_error(client, ante):
    response = client.get(
        url("paytables:payouts", game="oasis-poker"), {"variant": "standard", "ante": ante}
    )
    assert response.status_code == 200
    assert response.context["form"].errors["ante"]
    assert response.context["summary"] is None


def test_payout_summary_unknown_variant_is_a_form_error(client):
    response = client.get(
        url("paytables:payouts", game="oasis-poker"), {"variant": "texas", "ante": "10"}
    )
    assert response.context["form"].errors["variant"]


def test_nicaragua_page_says_its_after_switch_figures_are_unknown(client):
    page = text(client.get(url("paytables:variant", slug="nicaragua", game="oasis-poker")))
    assert "No source gives its figures" in page


def test_variants_page_compares_each_house_with_the_standard_rules(client):
    page = text(client.get(url("paytables:variants", game="oasis-poker")))
    assert "1 ante per card switched" in page  # Galewind
    assert "1 ante per switch, whatever the number of cards" in page  # Nicaragua
    assert "1 card: 1 ante; 2 cards: 1.5 antes" in page  # online boxes
    assert "Not allowed: must raise" in page  # Belgian
    assert "Full house 6 to 1" in page  # Galewind
    assert "A lower table; its figures are not known" in page  # Nicaragua


def test_variants_page_follows_an_edit_in_the_database(client):
    RaisePay.objects.filter(variant__slug="belgian", category=HandCategory.FLUSH).update(odds=6)
    page = text(client.get(url("paytables:variants", game="oasis-poker")))
    assert "Flush 6 to 1" in page


def test_variants_page_query_count_does_not_grow_with_variants(client, django_assert_num_queries):
    # The variants (game, bonus table and analysis joined), then fees, pays and bonus pays.
    with django_assert_num_queries(4):
        client.get(url("paytables:variants", game="oasis-poker"))
    VariantFactory.create_batch(5)
    with django_assert_num_queries(4):
        client.get(url("paytables:variants", game="oasis-poker"))


def test_glossary_lists_every_term_in_the_chosen_language(client):
    english = text(client.get(url("paytables:glossary")))
    vietnamese = text(client.get(url("paytables:glossary", "vi")))
    assert "The compulsory first bet." in english
    assert "Cược bắt buộc ban đầu." in vietnamese
    assert 'Đổi bài <span class="term-en" lang="en">(Switch)</span>' in vietnamese
    assert english.count("<dt>") == GlossaryTerm.objects.count()


def test_glossary_shows_the_english_term_once_in_vietnamese(client):
    page = text(client.get(url("paytables:glossary", "vi")))
    assert "<dt>Ante</dt>" in page  # the casinos' own word: no "(Ante)" beside it
    assert "<dt>Raise (tố)</dt>" in page
    assert "(switch)" not in page
    assert "Quỹ jackpot lũy tiến" in page


def test_glossary_shows_no_english_beside_english_terms(client):
    assert 'class="term-en"' not in text(client.get(url("paytables:glossary")))


def test_glossary_query_count_is_bounded(client, django_assert_num_queries):
    with django_assert_num_queries(1):
        client.get(url("paytables:glossary"))


def test_caribbean_page_is_the_base_game_without_switching(client):
    page = text(client.get(url("paytables:caribbean")))
    assert "There is no switch." in page
    assert "No switching: the player raises or folds" in page


# -- the payout calculator -------------------------------------------------------------------


def test_calculator_without_input_shows_the_empty_form(client):
    response = client.get(url("paytables:calculator", game="oasis-poker"))
    assert response.status_code == 200
    assert not response.context["form"].is_bound


def test_calculator_settles_the_seed_000_switch_example(client):
    response = calculator(client)
    calculation = response.context["calculation"]
    assert calculation.settlement.net == 10_000
    page = text(response)
    assert "Dealer: Ace-King, qualifies. Player: Straight flush, wins." in page
    assert "Straight flush pays 50 to 1: 2 × 100 × 50 = 10,000" in page
    assert "costs 1 ante: 1 × 100 = 100, paid by the player and kept by the house" in page
    assert "+10,000" in page


def test_calculator_as_htmx_partial_returns_form_and_result_only(client):
    response = calculator(client, htmx=True)
    page = text(response)
    assert "<html" not in page
    assert 'class="calculator-form"' in page
    assert "10,000" in page


def test_calculator_in_vietnamese_formats_amounts(client):
    page = text(calculator(client, "vi"))
    assert "+10.000" in page


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"player": "9h Th Jh Qh Xx"}, "player", "“Xx” is not a card"),
        ({"player": "9h Th Jh Qh"}, "player", "Enter exactly 5 cards; you entered 4."),
        ({"player": ""}, "player", "This field is required."),
        ({"dealer": "Ad Ks 7c 5s 9h"}, "dealer", "9♥ is already among the cards above."),
        ({"draw": "Ks"}, "draw", "K♠ is already among the cards above."),
        ({"draw": ""}, "draw", "must be as many"),
        ({"discard": "4c", "draw": "Kh"}, "discard", "4♣ is not in the player's hand."),
        ({"variant": "belgian", "decision": "fold"}, "decision", "must raise"),
        ({"variant": "caribbean"}, "discard", "has no switching"),
        (
            {"variant": "online-boxes", "discard": "3c Jh Qh", "draw": "Kh 2h 4h"},
            "discard",
            "3 cards",
        ),
        ({"variant": "texas"}, "variant", "Select a valid choice"),
        ({"ante": "abc"}, "ante", "Enter a number."),
        ({"ante": "0"}, "ante", "greater than or equal to 0.01"),
        ({"ante": "10.001"}, "ante", "2 decimal places"),
        (
            {"bonus": "1", "variant": "online-boxes", "discard": "", "draw": ""},
            "bonus",
            "no bonus bet",
        ),
        ({"dealer_draw": "5d"}, "dealer_draw", "no buying of a dealer card"),
        ({"decision": "check"}, "decision", "Select a valid choice"),
    ],
)
def test_calculator_bad_entry_is_a_form_error_next_to_its_field(client, change, field, message):
    response = calculator(client, **change)
    assert response.status_code == 200
    form = response.context["form"]
    assert response.context["calculation"] is None
    assert any(message in error for error in form.errors[field]), form.errors


def test_calculator_nicaragua_switched_win_says_the_figures_are_unknown(client):
    form = calculator(client, variant="nicaragua").context["form"]
    assert "figures are not known" in form.non_field_errors()[0]


def test_calculator_helsinki_dealer_buy(client):
    response = calculator(
        client,
        variant="helsinki",
        player="8c 8d Kh 4s 3c",
        dealer="Qd 9s 7c 5s 2d",
        discard="",
        draw="",
        dealer_draw="5d",
        ante="10",
    )
    calculation = response.context["calculation"]
    assert calculation.settlement.net == 20
    assert "a card bought for the dealer: 1 ante" in text(response)


def test_calculator_progressive_bonus_needs_the_meter(client):
    form = calculator(client, player="9h Th Jh Qh Kh", discard="", draw="", bonus="1").context[
        "form"
    ]
    assert "enter the meter" in form.errors["meter"][0]


def test_calculator_escapes_what_it_echoes(client):
    page = calculator(client, player="<script>alert(1)</script>").content.decode()
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;" in page


def test_calculator_query_count_is_bounded(client, django_assert_num_queries):
    with django_assert_num_queries(8):
        calculator(client)


def test_calculator_reads_suit_symbols_as_the_card_faces_show_them(client):
    typed_with_symbols = calculator(
        client,
        player="9♥ 10♥ J♥ Q♥ 3♣",
        dealer="A♦ K♠ 7♣ 5♠ 2♦",
        discard="3♣",
        draw="K♥",
    ).context["calculation"]
    typed_with_letters = calculator(client).context["calculation"]
    assert typed_with_symbols.settlement == typed_with_letters.settlement
    assert typed_with_symbols.settlement.net == 10_000


def test_calculator_reads_letters_and_symbols_mixed_in_one_box(client):
    calculation = calculator(client, player="9♥ Th J♥ qh 3C").context["calculation"]
    assert calculation.settlement.net == 10_000


@pytest.mark.parametrize("language", ["en", "vi"])
def test_calculator_help_shows_the_cards_as_the_faces_show_them(client, language):
    with translation.override(language):
        help_text = str(CalculatorForm().fields["player"].help_text)
    page = text(client.get(url("paytables:calculator", language, game="oasis-poker")))
    assert "A♠ K♦ 10♥ 4♣ 2♠" in help_text
    assert help_text.index("10♥") < help_text.index("10h")  # the letters only as the fallback
    assert help_text in page


def test_calculator_card_boxes_tell_the_picker_what_each_takes(client):
    page = client.get(url("paytables:calculator", game="oasis-poker")).content.decode()
    boxes = {
        name: tag
        for tag in re.findall(r"<input [^>]*data-card-picker[^>]*>", page)
        for name in re.findall(r'name="([^"]+)"', tag)
    }
    assert set(boxes) == {"player", "dealer", "discard", "draw", "dealer_draw"}
    assert 'data-card-count="5"' in boxes["player"]
    assert 'data-card-count="5"' in boxes["dealer"]
    assert 'data-card-count="1"' in boxes["dealer_draw"]
    assert 'data-card-from="player"' in boxes["discard"]
    assert 'data-card-count-of="discard"' in boxes["draw"]


def test_calculator_card_picker_offers_each_card_once_named_in_vietnamese(client):
    page = text(client.get(url("paytables:calculator", "vi", game="oasis-poker")))
    picker = page[page.index("<template data-card-picker-template>") :]
    picker = picker[: picker.index("</template>")]
    cards = re.findall(r'data-card="([^"]+)" data-text="([^"]+)" aria-label="([^"]+)"', picker)
    assert len(cards) == 52
    assert len({name for name, _, _ in cards}) == 52
    assert ("As", "A♠", "Át bích") in cards
    assert ("Th", "10♥", "Mười cơ") in cards


def test_calculator_card_picker_is_inert_markup_without_javascript(client):
    page = client.get(url("paytables:calculator", game="oasis-poker")).content.decode()
    outside = re.sub(r"<template\b.*?</template>", "", page, flags=re.DOTALL)
    # Without JavaScript nothing of the picker shows: its buttons live only in <template>s.
    assert 'class="card-picker' not in outside
    assert "Pick cards" in page


def test_home_offers_sign_up_at_its_top_to_a_visitor(client):
    page = client.get(reverse("home")).content.decode()
    actions = page[page.index('class="intro__actions"') : page.index('class="games"')]
    assert f'href="{reverse("sign_up")}"' in actions and f'href="{reverse("login")}"' in actions


def test_home_offers_practice_at_its_top_to_a_trainee(client):
    client.force_login(TraineeFactory())
    page = client.get(reverse("home")).content.decode()
    actions = page[page.index('class="intro__actions"') : page.index('class="games"')]
    assert f'href="{reverse("trainer:home")}"' in actions
    assert reverse("sign_up") not in actions


@pytest.mark.parametrize(
    ("discard", "draw", "said"),
    [
        ("3♣", "K♥", "Switched 1 card for 1 ante:"),
        ("3♣ Q♥", "K♥ 2♠", "Switched 2 cards for 2 antes:"),
    ],
)
def test_calculator_round_says_ante_or_antes_as_english_does(client, discard, draw, said):
    page = text(calculator(client, discard=discard, draw=draw, decision="fold"))
    assert said in page
    assert "ante(s)" not in page[page.index('class="round"') : page.index('class="working')]


def test_calculator_result_and_refusal_are_focused_and_scrolled_to(client):
    page = calculator(client).content.decode()
    assert f'action="{url("paytables:calculator", game="oasis-poker")}#settled"' in page
    assert 'id="settled" aria-live="polite" tabindex="-1" autofocus data-in-view' in page
    refused = calculator(client, draw="9♥").content.decode()  # a card the player holds
    assert 'id="settled" role="alert" tabindex="-1" autofocus data-in-view' in refused
    assert "The round was not settled:" in refused
