"""The admin of Casino Hold'em's variants: the list, the change page with its house rules,
pay lines and sources inline, the unpublished figures at the top, good edits reaching the
rules, bad edits refused with nothing saved, and "save as new"."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from fractions import Fraction

import pytest
from django.urls import reverse

from engine.casino_holdem.bonus import BonusLine
from engine.casino_holdem.variants import VARIANTS
from engine.hands import Category
from paytables.games.casino_holdem.models import CasinoHoldemHouse, CasinoHoldemPay
from paytables.models import Variant, VariantSource
from paytables.selectors import variant_rules
from tests.paytables.test_admin import Data, add_row, errors, form_data, row, shipped_page_data

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:paytables_casinoholdemvariant_changelist"
HOUSE = "casino_holdem-0-"
PAYS = "casino_holdem_pays"
PREFIX = "casino-holdem-"
SLUG = PREFIX + "classic"


def change_url(slug: str) -> str:
    variant = Variant.objects.get(slug=slug)
    return reverse("admin:paytables_casinoholdemvariant_change", args=[variant.pk])


def edit_page(client, slug: str) -> tuple[str, Data]:
    url = change_url(slug)
    response = client.get(url)
    assert response.status_code == 200
    return url, form_data(response)


def snapshot() -> list[list[dict]]:
    models = (Variant, CasinoHoldemHouse, CasinoHoldemPay, VariantSource)
    return [list(model.objects.order_by("pk").values()) for model in models]


def test_changelist_lists_the_casino_holdem_houses_alone_with_their_tables(admin_client):
    response = admin_client.get(reverse(CHANGELIST))
    assert response.status_code == 200
    listed = {variant.slug for variant in response.context["cl"].result_list}
    assert listed == {PREFIX + slug for slug in VARIANTS}
    page = response.content.decode()
    assert "100-20-10-3-2-1" in page and "100-50-40-30-20-7" in page
    assert "Lost with the ante" in page


def test_change_page_lists_the_unknown_figures_at_the_top(admin_client):
    CasinoHoldemHouse.objects.filter(variant__slug=SLUG).update(aa_bonus_on_fold=None)
    page = admin_client.get(change_url(SLUG)).content.decode()
    assert page.index('class="messagelist unknown-figures"') < page.index("<fieldset")
    assert "The AA Bonus is still settled when the player folds: unknown" in page


def test_saving_an_unchanged_page_keeps_every_figure(admin_client):
    url, data = edit_page(admin_client, SLUG)
    response = admin_client.post(url, data)
    assert response.status_code == 302, errors(response)
    assert variant_rules(slug=SLUG) == dataclasses.replace(VARIANTS["classic"], slug=SLUG)


def test_good_edit_changes_a_line_and_the_fold_rule(admin_client):
    url, data = edit_page(admin_client, SLUG)
    data[row(data, PAYS, table="aa_bonus", line="flush") + "odds"] = "25"
    data[HOUSE + "aa_bonus_on_fold"] = "true"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug=SLUG)
    assert dict(rules.aa_bonus)[BonusLine.FLUSH] == Fraction(25)
    assert dict(rules.ante)[Category.FLUSH] == Fraction(2)
    assert rules.aa_bonus_on_fold is True


def test_a_saved_line_emptied_makes_its_table_unknown_again(admin_client):
    url, data = edit_page(admin_client, SLUG)
    data[row(data, PAYS, table="ante", line="full_house") + "odds"] = ""

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug=SLUG)
    assert rules.ante is None and rules.unknown() == ("ante",)
    assert "The Ante table: unknown" in admin_client.get(url).content.decode()


def zero_odds(data: Data) -> None:
    data[row(data, PAYS, table="ante", line="flush") + "odds"] = "0"


def line_twice(data: Data) -> None:
    add_row(data, PAYS, table="ante", line="flush", odds="3")


def pair_of_aces_in_the_ante_table(data: Data) -> None:
    add_row(data, PAYS, table="ante", line="pair_of_aces", odds="1")


def high_card_in_the_aa_bonus(data: Data) -> None:
    add_row(data, PAYS, table="aa_bonus", line="high_card", odds="1")


def aa_bonus_lines_not_offered(data: Data) -> None:
    data.pop(HOUSE + "offers_aa_bonus", None)
    data[HOUSE + "aa_bonus_on_fold"] = "unknown"


def fold_rule_without_aa_bonus(data: Data) -> None:
    data.pop(HOUSE + "offers_aa_bonus", None)
    for index in range(int(str(data[f"{PAYS}-TOTAL_FORMS"]))):
        if data.get(f"{PAYS}-{index}-table") == "aa_bonus" and data.get(f"{PAYS}-{index}-id"):
            data[f"{PAYS}-{index}-DELETE"] = "on"


def no_house_rules(data: Data) -> None:
    data["casino_holdem-TOTAL_FORMS"] = "0"
    data["casino_holdem-INITIAL_FORMS"] = "0"


BAD_EDITS: list[tuple[Callable[[Data], None], str]] = [
    (zero_odds, "The odds are a positive whole number"),
    (line_twice, "Flush appears twice in the Ante table."),
    (pair_of_aces_in_the_ante_table, "The Ante table has no line “Pair of aces”."),
    (high_card_in_the_aa_bonus, "The AA Bonus table has no line “High card”."),
    (aa_bonus_lines_not_offered, "The house does not offer the AA Bonus"),
    (fold_rule_without_aa_bonus, "The house offers no AA Bonus"),
    (no_house_rules, "A Casino Hold'em variant needs its house rules"),
]


@pytest.mark.parametrize(
    ("edit", "message"), [pytest.param(*case, id=case[0].__name__) for case in BAD_EDITS]
)
def test_bad_edit_is_refused_with_its_reason_and_nothing_is_saved(admin_client, edit, message):
    url = change_url(SLUG)
    data = shipped_page_data(admin_client, url)
    data["name_en"] = "A name that must not be saved"
    edit(data)
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert any(message in error for error in errors(response)), errors(response)
    assert snapshot() == before


def test_save_as_new_copies_the_variant_with_every_row(admin_client):
    url, data = edit_page(admin_client, SLUG)
    data.update(slug="house-casino", name_en="House Casino", _saveasnew="Save as new")

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug="house-casino") == dataclasses.replace(
        VARIANTS["classic"], slug="house-casino", name="House Casino"
    )
