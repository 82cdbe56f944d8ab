"""The admin of Ultimate Texas Hold'em's variants: the list, every house's change page with
its house rules, pay lines and sources inline, the unpublished figures at the top, good
edits reaching the rules, bad edits refused with nothing saved."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from django.urls import reverse

from engine.hands import Category
from engine.ultimate.variants import VARIANTS
from paytables.games.ultimate.models import UltimateHouse, UltimatePay
from paytables.models import Variant, VariantSource
from paytables.selectors import variant_rules
from tests.paytables.test_admin import Data, errors, form_data, row

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:paytables_ultimatevariant_changelist"
HOUSE = "ultimate-0-"
PAYS = "ultimate_pays"
PREFIX = "uth-"
REFERENCE = PREFIX + "trips-50-40-30-8-6-5-3"


def change_url(slug: str) -> str:
    variant = Variant.objects.get(slug=slug)
    return reverse("admin:paytables_ultimatevariant_change", args=[variant.pk])


def edit_page(client, slug: str) -> tuple[str, Data]:
    url = change_url(slug)
    response = client.get(url)
    assert response.status_code == 200
    return url, form_data(response)


def snapshot() -> list[list[dict]]:
    models = (Variant, UltimateHouse, UltimatePay, VariantSource)
    return [list(model.objects.order_by("pk").values()) for model in models]


def test_changelist_lists_the_ultimate_houses_alone(admin_client):
    response = admin_client.get(reverse(CHANGELIST))
    assert response.status_code == 200
    listed = {variant.slug for variant in response.context["cl"].result_list}
    assert listed == {PREFIX + slug for slug in VARIANTS}
    page = response.content.decode()
    assert "500-50-10-3-3/2-1" in page and "50-40-30-8-7-4-3" in page


def test_change_page_lists_the_unknown_figures_at_the_top(admin_client):
    page = admin_client.get(change_url(REFERENCE)).content.decode()
    assert page.index('class="messagelist unknown-figures"') < page.index("<fieldset")
    assert "Whether a fold loses the Trips: unknown" in page


def test_saving_an_unchanged_page_keeps_every_figure(admin_client):
    for slug, engine_rules in VARIANTS.items():
        url, data = edit_page(admin_client, PREFIX + slug)
        response = admin_client.post(url, data)
        assert response.status_code == 302, (slug, errors(response))
        assert variant_rules(slug=PREFIX + slug) == dataclasses.replace(
            engine_rules, slug=PREFIX + slug
        )


def test_good_edit_enters_what_a_fold_does_and_a_new_flush_pay(admin_client):
    url, data = edit_page(admin_client, REFERENCE)
    data[HOUSE + "trips_on_fold"] = "false"
    data[row(data, PAYS, table="blind", line="flush") + "odds"] = "2"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug=REFERENCE)
    assert rules.trips_on_fold is False and rules.unknown() == ()
    assert dict(rules.blind or ())[Category.FLUSH] == Fraction(2)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"odds": "0"}, "odds"),
        ({"odds": "-1"}, "odds"),
        ({"odds": "abc"}, "odds"),
        ({"line": "three_of_a_kind"}, "line"),
    ],
)
def test_bad_pay_line_is_refused_and_nothing_is_saved(admin_client, change, field):
    url, data = edit_page(admin_client, REFERENCE)
    prefix = row(data, PAYS, table="blind", line="flush")
    for name, value in change.items():
        data[prefix + name] = value
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert snapshot() == before


def test_trips_lines_of_a_house_that_offers_no_trips_are_refused(admin_client):
    url, data = edit_page(admin_client, REFERENCE)
    data.pop(HOUSE + "offers_trips", None)
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert "does not offer the Trips" in response.content.decode()
    assert snapshot() == before
