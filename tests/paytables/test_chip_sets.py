"""The casinos' chip sets as data: the sets migration 0008 ships (the common US colours with
their sources, the same with the baccarat 20, an example VND set), ``to_value()`` and the
variants' fallback, and the admin: its pages, a set's chips inline, each refused edit with
its reason and nothing saved."""

from __future__ import annotations

import importlib
from decimal import Decimal

import pytest
from django.apps import apps
from django.contrib.messages import get_messages
from django.core.exceptions import ValidationError
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.db.models import ProtectedError
from django.urls import reverse
from django.utils import translation

from engine.chips import US_CHIPS, US_CHIPS_WITH_20, Policy, fewest
from engine.errors import ChipError
from paytables.models import ChipDenomination, ChipSet, PayPolicy, Variant
from tests.paytables.factories import ChipDenominationFactory, ChipSetFactory
from tests.paytables.test_admin import add_row, errors, form_data
from tests.trainer.factories import InstructorFactory

pytestmark = pytest.mark.django_db

SHIPPED = ("us-colours", "us-colours-baccarat-20", "vnd-example")
CHANGELIST = "admin:paytables_chipset_changelist"
ADD = "admin:paytables_chipset_add"
CHIPS = "denominations"  # the inline's prefix


def shipped(slug: str) -> ChipSet:
    return ChipSet.objects.prefetch_related("denominations").get(slug=slug)


def change_url(chip_set: ChipSet) -> str:
    return reverse("admin:paytables_chipset_change", args=[chip_set.pk])


def snapshot() -> list[list[dict]]:
    return [list(model.objects.order_by("pk").values()) for model in (ChipSet, ChipDenomination)]


# -- the data migration ------------------------------------------------------------------


def test_migration_ships_the_common_us_colours_with_their_sources():
    us = shipped("us-colours")
    assert [(str(chip.value), chip.label_en, chip.label_vi) for chip in us.denominations.all()] == [
        ("1.00", "white", "trắng"),
        ("2.50", "pink", "hồng"),
        ("5.00", "red", "đỏ"),
        ("25.00", "green", "xanh lá"),
        ("100.00", "black", "đen"),
        ("500.00", "purple", "tím"),
        ("1000.00", "orange", "cam"),
        ("5000.00", "grey", "xám"),
    ]
    assert (us.currency, us.policy, us.raise_to_makeable, us.example) == (
        "USD",
        PayPolicy.FEWEST,
        False,
        False,
    )
    for source in (us.source_en, us.source_vi):
        assert "https://en.wikipedia.org/wiki/Casino_token" in source
        assert "gamblingdictionary.com" in source


def test_migration_ships_the_us_colours_with_a_yellow_20_for_baccarat():
    baccarat = shipped("us-colours-baccarat-20")
    assert baccarat.name_en == "US colours with a 20 for baccarat"
    assert baccarat.denominations.get(value=20).label_en == "yellow"
    assert baccarat.denominations.count() == 9
    assert "40 is 20 + 20" in baccarat.summary_en


def test_shipped_us_sets_are_the_engines_values():
    assert shipped("us-colours").to_value() == US_CHIPS
    assert shipped("us-colours-baccarat-20").to_value() == US_CHIPS_WITH_20


def test_migration_ships_the_vnd_set_plainly_as_an_example():
    vnd = shipped("vnd-example")
    assert vnd.example and vnd.currency == "VND"
    assert "example" in vnd.name_en and "mẫu" in vnd.name_vi
    assert "no casino publishes its chips" in vnd.summary_en
    assert "replaces" in vnd.summary_en and "only VND" in vnd.summary_en
    assert "không sòng nào công bố" in vnd.summary_vi
    assert vnd.source_en == vnd.source_vi == ""  # nothing published to name
    assert [int(chip.value) for chip in vnd.denominations.all()] == [
        10_000,
        20_000,
        50_000,
        100_000,
        500_000,
        1_000_000,
        5_000_000,
        10_000_000,
    ]


def test_no_variant_is_given_a_chip_set_and_each_pays_in_the_us_colours():
    assert not Variant.objects.filter(chip_set__isnull=False).exists()
    for variant in Variant.objects.all():
        assert variant.chips() == US_CHIPS


def _migration():
    return importlib.import_module("paytables.migrations.0009_chip_sets_data")


def test_chip_sets_migration_reverses_and_loads_again():
    migration = _migration()
    migration.unload(apps, None)
    assert not ChipSet.objects.exists() and not ChipDenomination.objects.exists()
    migration.load(apps, None)
    assert set(ChipSet.objects.values_list("slug", flat=True)) == set(SHIPPED)
    assert shipped("us-colours").to_value() == US_CHIPS


def test_chip_sets_migration_reverse_lets_go_of_a_variant_using_a_shipped_set():
    Variant.objects.filter(slug="standard").update(chip_set=shipped("vnd-example"))
    _migration().unload(apps, None)
    assert Variant.objects.get(slug="standard").chip_set is None


def test_chip_sets_copy_the_engine_values_not_the_engine_module():
    with open(_migration().__file__, encoding="utf-8") as module:
        source = module.read()
    assert "from engine" not in source and "import engine" not in source


# -- the models --------------------------------------------------------------------------


def test_to_value_gives_the_engines_chip_set_labelled_in_english():
    house = ChipSetFactory(
        currency="VND", policy=PayPolicy.ROULETTE, raise_to_makeable=True, chips=[]
    )
    ChipDenominationFactory(chip_set=house, value=Decimal(10_000), label_en="white")
    ChipDenominationFactory(chip_set=house, value=Decimal(50_000), label_en="red")
    value = ChipSet.objects.get(pk=house.pk).to_value()
    assert value.currency == "VND"
    assert value.values == (Decimal(50_000), Decimal(10_000))
    assert [chip.label for chip in value.chips] == ["red", "white"]
    assert (value.policy, value.raise_to_makeable) == (Policy.ROULETTE, True)
    assert fewest(value, Decimal(70_000)) == (Decimal(50_000), Decimal(10_000), Decimal(10_000))


def test_to_value_keeps_cents_and_drops_zero_cents():
    value = shipped("us-colours").to_value()
    assert [str(v) for v in value.values][-3:] == ["5", "2.50", "1"]


def test_to_value_refuses_a_set_without_chips():
    with pytest.raises(ChipError) as refused:
        ChipSetFactory(chips=[]).to_value()
    assert refused.value.code == "empty_chip_set"


def test_a_variants_chips_are_its_chip_sets():
    house = ChipSetFactory()
    Variant.objects.filter(slug="standard").update(chip_set=house)
    assert Variant.objects.get(slug="standard").chips() == house.to_value()


def test_a_chip_set_a_variant_uses_cannot_be_deleted():
    house = ChipSetFactory()
    Variant.objects.filter(slug="standard").update(chip_set=house)
    with pytest.raises(ProtectedError):
        house.delete()


@pytest.mark.parametrize("colour", ["red", "#12345", "#12345g", "c8102e", "#c8102e "])
def test_a_colour_not_written_rrggbb_is_refused(colour):
    chip = ChipDenominationFactory.build(chip_set=ChipSetFactory(chips=[]), colour=colour)
    with pytest.raises(ValidationError) as refused:
        chip.full_clean()
    assert "Write the colour as #rrggbb, like #c8102e." in refused.value.message_dict["colour"]


@pytest.mark.parametrize("currency", ["usd", "US", "DOLLAR"])
def test_a_currency_not_its_three_letter_code_is_refused(currency):
    with pytest.raises(ValidationError) as refused:
        ChipSetFactory.build(currency=currency).full_clean()
    assert "currency" in refused.value.message_dict


# -- the admin ---------------------------------------------------------------------------


def test_changelist_lists_the_sets_with_their_chips(admin_client, django_assert_num_queries):
    ChipSetFactory.create_batch(5)
    with django_assert_num_queries(7):
        response = admin_client.get(reverse(CHANGELIST))
    assert response.status_code == 200
    assert len(response.context["cl"].result_list) == 8
    page = response.content.decode()
    assert "1, 2.50, 5, 25, 100, 500, 1,000, 5,000" in page
    assert "VND chips: an example to replace" in page


def test_add_page_renders_for_a_superuser(admin_client):
    assert admin_client.get(reverse(ADD)).status_code == 200


@pytest.mark.parametrize("slug", SHIPPED)
def test_change_page_renders_each_shipped_set(admin_client, slug):
    response = admin_client.get(change_url(ChipSet.objects.get(slug=slug)))
    assert response.status_code == 200
    assert response.context["inline_admin_formsets"][0].formset.total_form_count() >= 8


def test_change_page_of_the_example_set_asks_for_the_casinos_chips(admin_client):
    response = admin_client.get(change_url(ChipSet.objects.get(slug="vnd-example")))
    warnings = [str(message) for message in get_messages(response.wsgi_request)]
    assert any("is an example, not a casino's chips" in text for text in warnings)
    response = admin_client.get(change_url(ChipSet.objects.get(slug="us-colours")))
    assert not list(get_messages(response.wsgi_request))


def new_set_data(admin_client) -> dict[str, object]:
    data = form_data(admin_client.get(reverse(ADD)))
    data[f"{CHIPS}-TOTAL_FORMS"] = "0"  # the blank row offered
    data.update(
        {
            "slug": "corona",
            "name_en": "Corona chips",
            "name_vi": "Chip Corona",
            "currency": "VND",
            "policy": PayPolicy.FEWEST,
        }
    )
    return data


def test_add_saves_a_set_with_its_chips(admin_client):
    data = new_set_data(admin_client)
    add_row(data, CHIPS, value="50000", colour="#c8102e", label_en="red", label_vi="đỏ", position=1)
    add_row(
        data, CHIPS, value="10000", colour="#ffffff", label_en="white", label_vi="trắng", position=0
    )
    response = admin_client.post(reverse(ADD), data)
    assert response.status_code == 302, errors(response)
    assert shipped("corona").to_value().values == (Decimal(50_000), Decimal(10_000))


def test_add_refuses_a_value_given_twice_and_saves_nothing(admin_client):
    before = snapshot()
    data = new_set_data(admin_client)
    add_row(data, CHIPS, value="50000", colour="#c8102e", label_en="red", position=0)
    add_row(data, CHIPS, value="50000.00", colour="#ffffff", label_en="white", position=1)
    response = admin_client.post(reverse(ADD), data)
    assert response.status_code == 200
    assert "A chip of 50,000 appears twice: keep one row for each value." in errors(response)
    assert snapshot() == before


def test_add_refuses_a_set_without_chips_and_saves_nothing(admin_client):
    before = snapshot()
    response = admin_client.post(reverse(ADD), new_set_data(admin_client))
    assert response.status_code == 200
    assert "A chip set needs at least one chip: enter its value, colour and label below." in errors(
        response
    )
    assert snapshot() == before


def test_change_refuses_a_bad_colour_and_saves_nothing(admin_client):
    us = ChipSet.objects.get(slug="us-colours")
    url = change_url(us)
    data = form_data(admin_client.get(url))
    data[f"{CHIPS}-0-colour"] = "white"
    before = snapshot()
    response = admin_client.post(url, data)
    assert response.status_code == 200
    assert "Write the colour as #rrggbb, like #c8102e." in errors(response)
    assert snapshot() == before


def test_change_swaps_two_chips_values_in_one_save(admin_client):
    # Row by row, the one-chip-per-value constraint would break half-way.
    house = ChipSetFactory(chips=[(1, "#ffffff"), (5, "#c8102e")])
    url = change_url(house)
    data = form_data(admin_client.get(url))
    data[f"{CHIPS}-0-value"], data[f"{CHIPS}-1-value"] = "5", "1"
    response = admin_client.post(url, data)
    assert response.status_code == 302, errors(response)
    colours = dict(house.denominations.values_list("value", "colour"))
    assert colours == {Decimal(5): "#ffffff", Decimal(1): "#c8102e"}


def test_an_instructor_replaces_the_example_sets_chips_with_the_casinos(client):
    # What the example set's warning asks of whoever sets up the casino's houses.
    client.force_login(InstructorFactory())
    assert client.get(reverse(CHANGELIST)).status_code == 200
    example = ChipSet.objects.get(slug="vnd-example")
    url = change_url(example)
    page = client.get(url)
    assert page.status_code == 200 and page.context["has_change_permission"]
    assert all(inline.has_change_permission for inline in page.context["inline_admin_formsets"])
    data = form_data(page)
    data[f"{CHIPS}-0-colour"] = "#123456"
    data[f"{CHIPS}-1-DELETE"] = "on"
    data["example"] = ""
    response = client.post(url, data)
    assert response.status_code == 302, errors(response)
    example.refresh_from_db()
    assert not example.example
    assert (
        example.denominations.count()
        == len(page.context["inline_admin_formsets"][0].formset.initial_forms) - 1
    )
    assert "#123456" in example.denominations.values_list("colour", flat=True)


def test_an_instructor_adds_a_chip_set_but_deletes_none(client):
    client.force_login(InstructorFactory())
    data = new_set_data(client)
    add_row(data, CHIPS, value="50000", colour="#c8102e", label_en="red", position=0)
    assert client.post(reverse(ADD), data).status_code == 302
    unused = ChipSet.objects.get(slug="corona")
    delete = reverse("admin:paytables_chipset_delete", args=[unused.pk])
    assert client.get(delete).status_code == 403
    assert client.post(delete, {"post": "yes"}).status_code == 403
    assert ChipSet.objects.filter(pk=unused.pk).exists()


def test_variant_admin_offers_the_chip_set(admin_client):
    variant = Variant.objects.get(slug="standard")
    url = reverse("admin:paytables_variant_change", args=[variant.pk])
    data = form_data(admin_client.get(url))
    assert data["chip_set"] == ""
    data["chip_set"] = str(ChipSet.objects.get(slug="us-colours-baccarat-20").pk)
    response = admin_client.post(url, data)
    assert response.status_code == 302, errors(response)
    assert Variant.objects.get(pk=variant.pk).chips() == US_CHIPS_WITH_20


def test_russian_variant_admin_offers_the_chip_set(admin_client):
    variant = Variant.objects.get(slug="classic")
    url = reverse("admin:paytables_russianvariant_change", args=[variant.pk])
    response = admin_client.get(url)
    assert response.status_code == 200
    assert "chip_set" in response.context["adminform"].form.fields


@pytest.mark.migration
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_chip_set_migrations_run_backwards_and_forwards():
    executor = MigrationExecutor(connection)
    leaves = executor.loader.graph.leaf_nodes()
    executor.migrate([("paytables", "0006_russian_poker")])
    assert "paytables_chipset" not in connection.introspection.table_names()
    MigrationExecutor(connection).migrate(leaves)
    assert set(ChipSet.objects.values_list("slug", flat=True)) == set(SHIPPED)
    assert shipped("us-colours-baccarat-20").to_value() == US_CHIPS_WITH_20


def test_change_page_of_the_example_set_in_vietnamese(admin_client):
    with translation.override("vi"):
        url = change_url(ChipSet.objects.get(slug="vnd-example"))
    response = admin_client.get(url)
    assert response.status_code == 200
    page = response.content.decode()
    assert "Cách sòng trả thưởng" in page and "mệnh giá" in page.lower()
    assert "là bộ mẫu, không phải bộ chip của sòng bài nào" in page
