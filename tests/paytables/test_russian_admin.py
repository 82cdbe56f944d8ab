"""The admin of Russian Poker's variants: their list, the house rules, bet pays and sources
inline, each refused edit with its reason and nothing saved, the figures a house has not
published listed at the top, and "save as new" and the clone action copying every row."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from decimal import Decimal

import pytest
from django.urls import reverse

from engine.hands import Category
from engine.russian.rules import AntePays
from engine.russian.variants import VARIANTS
from paytables.games.russian.selectors import russian_unknown_figures
from paytables.models import (
    Game,
    HandCategory,
    RussianHouse,
    RussianPay,
    RussianVariant,
    Variant,
    VariantSource,
)
from paytables.selectors import variant_get, variant_rules
from tests.paytables.factories import RussianHouseFactory, UserFactory
from tests.paytables.test_admin import (
    Data,
    add_row,
    errors,
    form_data,
    row,
    shipped_page_data,
)

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:paytables_russianvariant_changelist"
ADD = "admin:paytables_russianvariant_add"
HOUSE = "russian-0-"  # the house rules' one form


def change_url(slug: str) -> str:
    variant = Variant.objects.get(slug=slug)
    return reverse("admin:paytables_russianvariant_change", args=[variant.pk])


def edit_page(client, slug: str) -> tuple[str, Data]:
    url = change_url(slug)
    response = client.get(url)
    assert response.status_code == 200
    return url, form_data(response)


def snapshot() -> list[list[dict]]:
    models = (Variant, RussianHouse, RussianPay, VariantSource)
    return [list(model.objects.order_by("pk").values()) for model in models]


# The list.


def test_changelist_lists_the_russian_variants_alone(admin_client, django_assert_num_queries):
    with django_assert_num_queries(8):
        response = admin_client.get(reverse(CHANGELIST))
    assert [v.slug for v in response.context["cl"].result_list] == list(VARIANTS)
    page = response.content.decode()
    assert "1 to 5 cards for 1 ante" in page  # classic
    assert "2 to 5 cards for 1 ante" in page  # Corona
    assert "the bet pay table" in page  # Corona's unknown figures


def test_changelist_query_count_does_not_grow_with_variants(
    admin_client, django_assert_num_queries
):
    RussianHouseFactory.create_batch(10)
    with django_assert_num_queries(8):
        response = admin_client.get(reverse(CHANGELIST))
    assert len(response.context["cl"].result_list) == 14


def test_changelist_filters_and_searches(admin_client):
    response = admin_client.get(reverse(CHANGELIST), {"q": "Lunar"})
    assert [v.slug for v in response.context["cl"].result_list] == ["lunar"]
    response = admin_client.get(reverse(CHANGELIST), {"russian__ante_on_win__exact": "returned"})
    assert [v.slug for v in response.context["cl"].result_list] == ["classic", "lunar", "campione"]


def test_the_oasis_admin_does_not_list_or_open_russian_variants(admin_client):
    response = admin_client.get(reverse("admin:paytables_variant_changelist"), {"q": "Lunar"})
    assert list(response.context["cl"].result_list) == []
    lunar = Variant.objects.get(slug="lunar")
    response = admin_client.get(reverse("admin:paytables_variant_change", args=[lunar.pk]))
    assert response.status_code == 302  # "doesn't exist", back to the admin's index


def test_each_admin_offers_the_games_of_its_engine_only(admin_client):
    russian = admin_client.get(reverse(ADD)).context["adminform"].form.fields["game"]
    oasis = admin_client.get(reverse("admin:paytables_variant_add")).context["adminform"]
    assert [game.slug for game in russian.queryset] == ["russian-poker"]
    assert "russian-poker" not in [game.slug for game in oasis.form.fields["game"].queryset]


# The change page.


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_change_page_renders_for_every_russian_variant(admin_client, slug):
    response = admin_client.get(change_url(slug))
    assert response.status_code == 200
    assert response.context["original"].slug == slug


def test_change_page_lists_the_unknown_figures_at_the_top(admin_client):
    page = admin_client.get(change_url("corona")).content.decode()
    assert page.index('class="messagelist unknown-figures"') < page.index("<fieldset")
    for figure in (
        "The bet pay table",
        "The ante, when the player wins",
        "A second combination is paid",
        "Most a player may insure",
    ):
        assert f"{figure}: unknown: enter the house's figure" in page, figure


def test_change_page_without_unknown_figures_says_nothing_of_them(admin_client):
    assert "unknown-figures" not in admin_client.get(change_url("classic")).content.decode()


def test_lunar_lists_the_pay_lines_it_has_not_published():
    (pays,) = [
        label
        for label in russian_unknown_figures(variant=variant_get(slug="lunar"))
        if "bet pays of" in label
    ]
    assert pays == "the bet pays of: Royal flush, Straight flush, Full house, Three of a kind"


def test_unknown_choices_and_yes_or_no_say_to_enter_the_figure(admin_client):
    response = admin_client.get(change_url("corona"))
    house = response.context["inline_admin_formsets"][0].formset.forms[0]
    assert house["ante_on_win"].field.choices[0] == ("", "unknown: enter the house's figure")
    assert "unknown: enter the house&#x27;s figure" in str(house["two_combinations"])


def test_change_page_offers_the_missing_pay_lines_without_figures(admin_client):
    response = admin_client.get(change_url("lunar"))
    pays = next(
        inline.formset
        for inline in response.context["inline_admin_formsets"]
        if inline.formset.prefix == "russian_pays"
    )
    assert [form.initial["category"] for form in pays.extra_forms] == [
        HandCategory.ROYAL_FLUSH,
        HandCategory.STRAIGHT_FLUSH,
        HandCategory.FULL_HOUSE,
        HandCategory.THREE_OF_A_KIND,
    ]
    assert all(form["odds"].value() is None for form in pays.extra_forms)


def test_good_edit_is_saved_and_reaches_the_rules(admin_client):
    url, data = edit_page(admin_client, "corona")
    data[HOUSE + "ante_on_win"] = "paid"
    data[HOUSE + "two_combinations"] = "true"
    data[row(data, "russian_pays", category="flush") + "odds"] = "5"
    data["max_payout"] = "50000"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug="corona")
    assert rules.ante_on_win is AntePays.PAID
    assert rules.two_combinations is True
    assert dict(rules.bet_pays or {}) == {Category.FLUSH: 5}
    assert rules.max_payout == Decimal(50000)


def test_saving_an_unchanged_page_keeps_every_figure(admin_client):
    for slug, engine_rules in VARIANTS.items():
        url, data = edit_page(admin_client, slug)
        response = admin_client.post(url, data)
        assert response.status_code == 302, (slug, errors(response))
        assert variant_rules(slug=slug) == engine_rules


def test_a_figure_can_be_made_unknown_again(admin_client):
    url, data = edit_page(admin_client, "classic")
    data[HOUSE + "redraw_same_rank"] = "unknown"
    data[HOUSE + "ante_on_win"] = ""

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert {"redraw_same_rank", "ante_on_win"} <= set(variant_rules(slug="classic").unknown())


def test_insurance_limited_by_the_maximum_payout_asks_for_it():
    RussianHouse.objects.filter(variant__slug="classic").update(insurance_limit="max_payout")
    assert russian_unknown_figures(variant=variant_get(slug="classic")) == ["table maximum payout"]
    Variant.objects.filter(slug="classic").update(max_payout=Decimal(10_000))
    assert russian_unknown_figures(variant=variant_get(slug="classic")) == []


def test_figures_of_what_a_house_does_not_have_are_not_asked_for():
    RussianHouse.objects.filter(variant__slug="campione").update(
        buy_game_fee=None, two_combinations=False
    )
    unknown = russian_unknown_figures(variant=variant_get(slug="campione"))
    assert not any("the dealer gives up" in label for label in unknown)
    assert not any("ranks of the first" in label for label in unknown)


# Refused edits.


def exchange_fewest_alone(data: Data) -> None:
    data[HOUSE + "exchange_most"] = ""


def exchange_backwards(data: Data) -> None:
    data[HOUSE + "exchange_fewest"] = "4"
    data[HOUSE + "exchange_most"] = "2"


def exchange_six_cards(data: Data) -> None:
    data[HOUSE + "exchange_most"] = "6"


def draws_with_nothing_to_draw(data: Data) -> None:
    data[HOUSE + "exchange_fewest"] = data[HOUSE + "exchange_most"] = ""
    data.pop(HOUSE + "sixth_card")


def both_draws_in_one_draw(data: Data) -> None:
    data[HOUSE + "exchange_and_sixth"] = "on"


def both_draws_without_a_sixth_card(data: Data) -> None:
    data[HOUSE + "exchange_and_sixth"] = "on"
    data[HOUSE + "draws"] = "2"
    data.pop(HOUSE + "sixth_card")


def too_many_draws(data: Data) -> None:
    data[HOUSE + "draws"] = "6"


def draw_fee_of_zero(data: Data) -> None:
    data[HOUSE + "draw_fee"] = "0"


def buy_game_fee_of_zero(data: Data) -> None:
    data[HOUSE + "buy_game_fee"] = "0"


def insurance_figures_without_insurance(data: Data) -> None:
    data.pop(HOUSE + "insurance")


def insurance_on_no_hand(data: Data) -> None:
    data[HOUSE + "insurance_least"] = "high_card"


def pay_of_zero(data: Data) -> None:
    data[row(data, "russian_pays", category="flush") + "odds"] = "0"


def pay_not_whole(data: Data) -> None:
    data[row(data, "russian_pays", category="flush") + "odds"] = "4.5"


def pay_twice(data: Data) -> None:
    add_row(data, "russian_pays", category="flush", odds=6)


def pay_on_no_hand(data: Data) -> None:
    add_row(data, "russian_pays", category="high_card", odds=1)


def max_payout_of_zero(data: Data) -> None:
    data["max_payout"] = "0"


def max_payout_too_large(data: Data) -> None:
    data["max_payout"] = "1000000001"


SENATOR = "http://senator.am/eng/games.php?page=4"


def source_without_an_address(data: Data) -> None:
    data[row(data, "sources", url=SENATOR) + "url"] = "not an address"


def source_without_a_title(data: Data) -> None:
    data[row(data, "sources", url=SENATOR) + "title_en"] = ""


def no_house_rules(data: Data) -> None:
    data["russian-TOTAL_FORMS"] = "0"


def an_oasis_game(data: Data) -> None:
    data["game"] = str(Game.objects.get(slug="oasis").pk)


BAD_EDITS = [
    (exchange_fewest_alone, "Give both the fewest and the most cards"),
    (exchange_backwards, "The most cards exchanged (2) is fewer than the fewest (4)."),
    (exchange_six_cards, "From 1 to 5 cards may be exchanged: 6 cannot."),
    (draws_with_nothing_to_draw, "neither an exchange nor a sixth card"),
    (both_draws_in_one_draw, "An exchange and a sixth card in one round are two draws"),
    (both_draws_without_a_sixth_card, "only where the house has both"),
    (too_many_draws, "At most 5 draws a round: 6 is too many."),
    (draw_fee_of_zero, "A fee is a positive number of antes: 0 is not."),
    (buy_game_fee_of_zero, "The fee to buy the dealer a game is a positive number"),
    (insurance_figures_without_insurance, "the house offers no insurance"),
    (insurance_on_no_hand, "Select a valid choice"),
    (pay_of_zero, "The odds are a positive whole number"),
    (pay_not_whole, "The odds are a positive whole number"),
    (pay_twice, "Flush appears twice in the bet pay table."),
    (pay_on_no_hand, "“No hand (below Ace-King)” wins nothing on the bet"),
    (max_payout_of_zero, "The maximum payout is a positive amount"),
    (max_payout_too_large, "The maximum payout is at most"),
    (source_without_an_address, "Enter the page's whole address"),
    (source_without_a_title, "This field is required."),
    (no_house_rules, "A Russian Poker variant needs its house rules"),
    (an_oasis_game, "Select a valid choice"),
]


@pytest.mark.parametrize(
    ("edit", "message"), [pytest.param(*case, id=case[0].__name__) for case in BAD_EDITS]
)
def test_bad_edit_is_refused_with_its_reason_and_nothing_is_saved(
    admin_client, edit: Callable[[Data], None], message: str
):
    url = change_url("classic")
    data = shipped_page_data(admin_client, url)
    data["name_en"] = "A name that must not be saved"
    edit(data)
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert any(message in error for error in errors(response)), errors(response)
    assert snapshot() == before


def test_refused_edit_shows_its_reason_and_the_saved_unknown_figures(admin_client):
    url, data = edit_page(admin_client, "corona")
    exchange_backwards(data)
    data[HOUSE + "ante_on_win"] = "paid"  # not saved: the ante stays unknown

    page = admin_client.post(url, data).content.decode()

    assert "The most cards exchanged (2) is fewer than the fewest (4)." in page
    assert "The ante, when the player wins: unknown" in page


# Adding, saving as new, cloning.


def test_add_page_offers_the_house_rules_and_a_pay_row_per_hand(admin_client):
    response = admin_client.get(reverse(ADD))
    formsets = {i.formset.prefix: i.formset for i in response.context["inline_admin_formsets"]}
    assert len(formsets["russian"].forms) == 1
    assert [form.initial["category"] for form in formsets["russian_pays"].forms] == list(
        HandCategory.winning()
    )


def test_add_page_saves_a_variant_with_the_default_house_rules(admin_client):
    url = reverse(ADD)
    data = form_data(admin_client.get(url))
    data.update(game=str(Game.objects.get(slug="russian-poker").pk), slug="house-r")
    data.update(name_en="House R", position="9")
    data[row(data, "russian_pays", category="pair") + "odds"] = "1"
    data[row(data, "sources", position=0) + "title_en"] = "House R's rules"
    data[row(data, "sources", position=0) + "url"] = "casino-r.example/rules"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug="house-r")
    assert rules.exchange_counts == frozenset() and rules.sixth_card
    assert dict(rules.bet_pays or {}) == {Category.PAIR: 1}
    assert rules.sources[0].url == "https://casino-r.example/rules"
    assert isinstance(RussianVariant.objects.get(slug="house-r"), Variant)


def test_save_as_new_copies_the_variant_with_every_row(admin_client):
    url, data = edit_page(admin_client, "lunar")
    data.update(slug="lunar-b", name_en="Lunar Poker B", _saveasnew="Save as new")

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    copy = variant_rules(slug="lunar-b")
    assert copy == dataclasses.replace(VARIANTS["lunar"], slug="lunar-b", name="Lunar Poker B")
    assert variant_rules(slug="lunar") == VARIANTS["lunar"]


def test_clone_action_copies_every_row_under_a_free_slug(admin_client):
    originals = Variant.objects.filter(slug__in=["classic", "corona"])
    action = {"action": "clone_variants", "_selected_action": [v.pk for v in originals]}

    response = admin_client.post(reverse(CHANGELIST), action, follow=True)

    assert "Cloned 2 variants" in str(list(response.context["messages"])[0])
    for slug in ("classic", "corona"):
        clone = Variant.objects.get(slug=f"{slug}-copy")
        assert clone.sources.count() == Variant.objects.get(slug=slug).sources.count()
        assert variant_rules(slug=clone.slug) == dataclasses.replace(
            VARIANTS[slug], slug=clone.slug, name=clone.name_en
        )


# Who may open it.


def test_anonymous_visitor_is_sent_to_the_admin_login(client):
    response = client.get(change_url("classic"))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))


def test_staff_user_without_permissions_is_forbidden(client):
    client.force_login(UserFactory(is_staff=True))
    assert client.get(change_url("classic")).status_code == 403


# The maximum payout, a house rule of both games.


def test_oasis_variant_maximum_payout_is_edited_and_reaches_the_rules(admin_client):
    url = reverse("admin:paytables_variant_change", args=[Variant.objects.get(slug="standard").pk])
    data = form_data(admin_client.get(url))
    data["max_payout"] = "25000"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug="standard").max_payout == Decimal(25000)


def test_oasis_variant_maximum_payout_of_zero_is_refused(admin_client):
    url = reverse("admin:paytables_variant_change", args=[Variant.objects.get(slug="standard").pk])
    data = form_data(admin_client.get(url))
    data["max_payout"] = "0"
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert any("The maximum payout is a positive amount" in e for e in errors(response))
    assert snapshot() == before
