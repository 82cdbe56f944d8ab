"""The admin of Three Card Poker's variants: the list, every house's change page with its
house rules, pay lines and sources inline, the unpublished figures at the top, good edits
reaching the rules, bad edits refused with nothing saved, "save as new" and the clone."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from django.urls import reverse

from engine.three_card.evaluate import Line
from engine.three_card.variants import VARIANTS
from paytables.games.three_card.models import ThreeCardHouse, ThreeCardPay
from paytables.models import Variant, VariantSource
from paytables.selectors import variant_rules
from tests.paytables.test_admin import Data, add_row, errors, form_data, row, shipped_page_data

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:paytables_threecardvariant_changelist"
HOUSE = "three_card-0-"
PAYS = "three_card_pays"
PREFIX = "three-card-"


def change_url(slug: str) -> str:
    variant = Variant.objects.get(slug=slug)
    return reverse("admin:paytables_threecardvariant_change", args=[variant.pk])


def edit_page(client, slug: str) -> tuple[str, Data]:
    url = change_url(slug)
    response = client.get(url)
    assert response.status_code == 200
    return url, form_data(response)


def snapshot() -> list[list[dict]]:
    models = (Variant, ThreeCardHouse, ThreeCardPay, VariantSource)
    return [list(model.objects.order_by("pk").values()) for model in models]


def test_changelist_lists_the_three_card_houses_alone(admin_client):
    response = admin_client.get(reverse(CHANGELIST))
    assert response.status_code == 200
    listed = {variant.slug for variant in response.context["cl"].result_list}
    assert listed == {PREFIX + slug for slug in VARIANTS}
    page = response.content.decode()
    assert "40-30-6-4-1" in page and "1000-200-50-25-20-10-5" in page


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_change_page_renders_for_every_house(admin_client, slug):
    response = admin_client.get(change_url(PREFIX + slug))
    assert response.status_code == 200


def test_change_page_lists_the_unknown_figures_at_the_top(admin_client):
    page = admin_client.get(change_url(PREFIX + "mini-royal")).content.decode()
    assert page.index('class="messagelist unknown-figures"') < page.index("<fieldset")
    assert "The Ante Bonus table: unknown: enter the house's figure" in page
    assert (
        "unknown-figures" not in admin_client.get(change_url(PREFIX + "classic")).content.decode()
    )


def test_change_page_offers_the_missing_lines_without_figures(admin_client):
    response = admin_client.get(change_url(PREFIX + "ante-bonus-4-3-1"))
    pays = next(
        inline.formset
        for inline in response.context["inline_admin_formsets"]
        if inline.formset.prefix == PAYS
    )
    offered = [(form.initial["table"], form.initial["line"]) for form in pays.extra_forms]
    assert ("six_card", "royal_flush") in offered and ("pair_plus", "mini_royal") in offered
    assert all(form["odds"].value() is None for form in pays.extra_forms)


def test_saving_an_unchanged_page_keeps_every_figure(admin_client):
    for slug, engine_rules in VARIANTS.items():
        url, data = edit_page(admin_client, PREFIX + slug)
        response = admin_client.post(url, data)
        assert response.status_code == 302, (slug, errors(response))
        assert variant_rules(slug=PREFIX + slug) == dataclasses.replace(
            engine_rules, slug=PREFIX + slug
        )


def test_good_edit_enters_the_unknown_table_and_fold_rule(admin_client):
    url, data = edit_page(admin_client, PREFIX + "ante-bonus-5-3-1")
    for line, odds in ((Line.STRAIGHT_FLUSH, 40), (Line.THREE_OF_A_KIND, 30), (Line.PAIR, 1)):
        data[row(data, PAYS, table="pair_plus", line=line.value) + "odds"] = str(odds)
    data[HOUSE + "pair_plus_on_fold"] = "false"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug=PREFIX + "ante-bonus-5-3-1")
    assert rules.pair_plus == (
        (Line.STRAIGHT_FLUSH, 40),
        (Line.THREE_OF_A_KIND, 30),
        (Line.PAIR, 1),
    )
    assert rules.pair_plus_on_fold is False


def test_a_saved_line_emptied_makes_its_table_unknown_again(admin_client):
    url, data = edit_page(admin_client, PREFIX + "classic")
    data[row(data, PAYS, table="pair_plus", line="flush") + "odds"] = ""

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug=PREFIX + "classic")
    assert rules.pair_plus is None and rules.unknown() == ("pair_plus",)
    page = admin_client.get(url).content.decode()
    assert "The Pair Plus table: unknown: enter the house's figure" in page


def test_a_line_offered_without_odds_is_not_entered(admin_client):
    url, data = edit_page(admin_client, PREFIX + "classic")
    assert row(data, PAYS, table="pair_plus", line="mini_royal")  # offered, odds empty

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert not ThreeCardPay.objects.filter(
        variant__slug=PREFIX + "classic", line="mini_royal"
    ).exists()


def zero_odds(data: Data) -> None:
    data[row(data, PAYS, table="pair_plus", line="flush") + "odds"] = "0"


def fraction_odds(data: Data) -> None:
    data[row(data, PAYS, table="pair_plus", line="flush") + "odds"] = "4.5"


def line_twice(data: Data) -> None:
    add_row(data, PAYS, table="pair_plus", line="flush", odds="3")


def five_card_line_in_pair_plus(data: Data) -> None:
    add_row(data, PAYS, table="pair_plus", line="full_house", odds="3")


def lines_of_a_table_not_offered(data: Data) -> None:
    add_row(data, PAYS, table="six_card", line="royal_flush", odds="1000")


def fold_rule_without_pair_plus(data: Data) -> None:
    data.pop(HOUSE + "offers_pair_plus", None)
    for index in range(int(str(data[f"{PAYS}-TOTAL_FORMS"]))):
        if data.get(f"{PAYS}-{index}-table") == "pair_plus" and data.get(f"{PAYS}-{index}-id"):
            data[f"{PAYS}-{index}-DELETE"] = "on"


def no_house_rules(data: Data) -> None:
    data["three_card-TOTAL_FORMS"] = "0"
    data["three_card-INITIAL_FORMS"] = "0"


BAD_EDITS: list[tuple[Callable[[Data], None], str]] = [
    (zero_odds, "The odds are a positive whole number"),
    (fraction_odds, "The odds are a positive whole number"),
    (line_twice, "Flush appears twice in the Pair Plus table."),
    (five_card_line_in_pair_plus, "The Pair Plus table has no line “Full house”."),
    (lines_of_a_table_not_offered, "The house does not offer the 6-Card Bonus"),
    (fold_rule_without_pair_plus, "The house offers no Pair Plus"),
    (no_house_rules, "A Three Card Poker variant needs its house rules"),
]


@pytest.mark.parametrize(
    ("edit", "message"), [pytest.param(*case, id=case[0].__name__) for case in BAD_EDITS]
)
def test_bad_edit_is_refused_with_its_reason_and_nothing_is_saved(admin_client, edit, message):
    url = change_url(PREFIX + "classic")
    data = shipped_page_data(admin_client, url)
    data["name_en"] = "A name that must not be saved"
    edit(data)
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert any(message in error for error in errors(response)), errors(response)
    assert snapshot() == before


def test_save_as_new_copies_the_variant_with_every_row(admin_client):
    url, data = edit_page(admin_client, PREFIX + "six-card")
    data.update(slug="house-six", name_en="House Six", _saveasnew="Save as new")

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug="house-six") == dataclasses.replace(
        VARIANTS["six-card"], slug="house-six", name="House Six"
    )


def test_clone_action_copies_every_row_under_a_free_slug(admin_client):
    slugs = [PREFIX + "classic", PREFIX + "ante-bonus-4-3-1"]
    originals = Variant.objects.filter(slug__in=slugs)
    action = {"action": "clone_variants", "_selected_action": [v.pk for v in originals]}

    response = admin_client.post(reverse(CHANGELIST), action, follow=True)

    assert "Cloned 2 variants" in str(list(response.context["messages"])[0])
    for slug in slugs:
        clone = Variant.objects.get(slug=f"{slug}-copy")
        assert clone.sources.count() == Variant.objects.get(slug=slug).sources.count()
        assert variant_rules(slug=clone.slug) == dataclasses.replace(
            VARIANTS[slug.removeprefix(PREFIX)], slug=clone.slug, name=clone.name_en
        )


def test_anonymous_visitor_is_sent_to_the_admin_login(client):
    response = client.get(change_url(PREFIX + "classic"))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))


def test_changelist_queries_do_not_grow_with_the_houses(
    admin_client, django_assert_max_num_queries
):
    from paytables.services import variant_clone

    with django_assert_max_num_queries(100) as before:
        admin_client.get(reverse(CHANGELIST))
    variant_clone(variant=Variant.objects.get(slug=PREFIX + "six-card"))
    with django_assert_max_num_queries(100) as after:
        admin_client.get(reverse(CHANGELIST))
    assert len(after.captured_queries) == len(before.captured_queries)
