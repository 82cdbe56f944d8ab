from __future__ import annotations

import dataclasses
from collections.abc import Callable
from decimal import Decimal

import pytest
from django.contrib import admin
from django.contrib.messages import get_messages
from django.forms import CheckboxInput
from django.test import Client
from django.urls import reverse

from engine.hands import Category
from engine.oasis.variants import VARIANTS
from paytables.admin.reference import AFTER_SWITCH_UNKNOWN
from paytables.models import (
    BonusPay,
    BonusTable,
    HandCategory,
    RaisePay,
    SwitchFee,
    Variant,
)
from paytables.selectors import variant_rules
from paytables.services import variant_clone
from tests.paytables.factories import (
    BonusPayFactory,
    BonusTableFactory,
    RaisePayFactory,
    UserFactory,
    VariantFactory,
)
from tests.trainer.factories import InstructorFactory

pytestmark = pytest.mark.django_db

Data = dict[str, object]


# Helpers: the POST data of a change form as the page rendered it, and what came back.


def change_url(obj: object) -> str:
    opts = obj._meta
    return reverse(f"admin:{opts.app_label}_{opts.model_name}_change", args=[obj.pk])


def form_data(response) -> Data:
    """Every field of the rendered admin form and its inlines, with its current value."""
    forms = [response.context["adminform"].form]
    for inline in response.context["inline_admin_formsets"]:
        forms += [inline.formset.management_form, *inline.formset.forms]
    data: Data = {}
    for form in forms:
        for field in form:
            value = field.value()
            if isinstance(field.field.widget, CheckboxInput):
                if value:
                    data[field.html_name] = "on"
            else:
                data[field.html_name] = "" if value is None else str(value)
    return data


def row(data: Data, prefix: str, **match: object) -> str:
    """The name prefix (``raise_pays-3-``) of the one row whose fields match."""
    total = int(data[f"{prefix}-TOTAL_FORMS"])
    found = [
        f"{prefix}-{index}-"
        for index in range(total)
        if all(data.get(f"{prefix}-{index}-{name}") == str(value) for name, value in match.items())
    ]
    assert len(found) == 1, found
    return found[0]


def add_row(data: Data, prefix: str, **values: object) -> None:
    index = int(data[f"{prefix}-TOTAL_FORMS"])
    data[f"{prefix}-TOTAL_FORMS"] = str(index + 1)
    data.update({f"{prefix}-{index}-{name}": str(value) for name, value in values.items()})


def errors(response) -> list[str]:
    """Every error on the page: the formsets' own as messages, the forms' as lists of them."""
    found = []
    for item in response.context["errors"]:
        found += [str(item)] if isinstance(item, str) else [str(message) for message in item]
    return found


def snapshot() -> list[list[dict]]:
    models = (Variant, SwitchFee, RaisePay, BonusTable, BonusPay)
    return [list(model.objects.order_by("pk").values()) for model in models]


def edit_page(client: Client, obj: object) -> tuple[str, Data]:
    url = change_url(obj)
    response = client.get(url)
    assert response.status_code == 200
    return url, form_data(response)


_SHIPPED_PAGES: dict[str, Data] = {}


def shipped_page_data(client: Client, url: str) -> Data:
    """A copy of the POST data of the change page at ``url`` as the migrations' rows fill
    it, the page read once a test process: the bad-edit cases, each changing one thing,
    start from the same untouched page (every test starts from the same rows)."""
    if url not in _SHIPPED_PAGES:
        response = client.get(url)
        assert response.status_code == 200
        _SHIPPED_PAGES[url] = form_data(response)
    return dict(_SHIPPED_PAGES[url])


# The variant list.


@pytest.mark.parametrize("more", [0, 30])
def test_variant_changelist_query_count_is_bounded_whatever_the_number_of_variants(
    admin_client, django_assert_num_queries, more
):
    VariantFactory.create_batch(more)
    with django_assert_num_queries(9):
        response = admin_client.get(reverse("admin:paytables_variant_changelist"))
    assert response.status_code == 200
    assert len(response.context["cl"].result_list) == 7 + more


def test_variant_changelist_shows_each_fee_schedule(admin_client):
    response = admin_client.get(reverse("admin:paytables_variant_changelist"))
    page = response.content.decode()
    assert "1, 2, 3, 2, 1" in page  # standard
    assert "1, 1.5, —, —, —" in page  # online boxes
    assert "no switching" in page  # Caribbean Stud
    assert "figures unknown" in page  # Nicaragua's after-switch table


def test_variant_changelist_filters_and_searches(admin_client):
    url = reverse("admin:paytables_variant_changelist")
    response = admin_client.get(url, {"lower_pays_after_switch__exact": "1"})
    assert [v.slug for v in response.context["cl"].result_list] == ["nicaragua"]
    response = admin_client.get(url, {"q": "Belgian"})
    assert [v.slug for v in response.context["cl"].result_list] == ["belgian"]


# The variant change page.


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_variant_change_page_renders_for_every_seeded_variant(admin_client, slug):
    response = admin_client.get(change_url(Variant.objects.get(slug=slug)))
    assert response.status_code == 200
    assert response.context["original"].slug == slug


@pytest.mark.parametrize(
    ("slug", "shown"),
    [("standard", "none"), ("online-boxes", "3, 4, 5"), ("caribbean", "no switching")],
)
def test_cards_not_switchable_lists_the_counts_without_a_fee(slug, shown):
    variant_admin = admin.site._registry[Variant]
    assert variant_admin.cards_not_switchable(Variant.objects.get(slug=slug)) == shown


def test_good_edit_is_saved_and_reaches_the_rules(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="standard"))
    data[row(data, "raise_pays", table="main", category="full_house") + "odds"] = "6"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug="standard").raise_pays[Category.FULL_HOUSE] == 6


def test_deleted_rows_do_not_count(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="standard"))
    data[row(data, "switch_fees", cards=5) + "DELETE"] = "on"
    add_row(data, "switch_fees", cards=5, fee="0.5")

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug="standard").switch_fees[5] == Decimal("0.5")


def test_swapping_the_hands_of_two_rows_is_saved(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="galewind"))
    full_house = row(data, "raise_pays", table="main", category="full_house")
    flush = row(data, "raise_pays", table="main", category="flush")
    data[full_house + "category"], data[flush + "category"] = "flush", "full_house"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    pays = variant_rules(slug="galewind").raise_pays
    assert (pays[Category.FULL_HOUSE], pays[Category.FLUSH]) == (5, 6)


def test_a_row_may_take_the_count_of_a_deleted_row(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="online-boxes"))
    data[row(data, "switch_fees", cards=1) + "DELETE"] = "on"
    data[row(data, "switch_fees", cards=2) + "cards"] = "1"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert dict(variant_rules(slug="online-boxes").switch_fees) == {1: Decimal("1.5")}


def fee_count_twice(data: Data) -> None:
    data[row(data, "switch_fees", cards=4) + "cards"] = "2"


def fee_of_zero(data: Data) -> None:
    data[row(data, "switch_fees", cards=3) + "fee"] = "0"


def six_cards(data: Data) -> None:
    data[row(data, "switch_fees", cards=5) + "cards"] = "6"


def no_fees_left(data: Data) -> None:
    for cards in range(1, 6):
        data[row(data, "switch_fees", cards=cards) + "DELETE"] = "on"


def fee_without_switching(data: Data) -> None:
    add_row(data, "switch_fees", cards=1, fee=1)


def pay_row_deleted(data: Data) -> None:
    data[row(data, "raise_pays", table="main", category="full_house") + "DELETE"] = "on"
    data[row(data, "raise_pays", table="main", category="two_pair") + "DELETE"] = "on"


def odds_of_zero(data: Data) -> None:
    data[row(data, "raise_pays", table="main", category="flush") + "odds"] = "0"


def odds_not_whole(data: Data) -> None:
    data[row(data, "raise_pays", table="main", category="flush") + "odds"] = "4.5"


def pay_row_twice(data: Data) -> None:
    add_row(data, "raise_pays", table="main", category="flush", odds=5)


def high_card_row(data: Data) -> None:
    add_row(data, "raise_pays", table="main", category="high_card", odds=1)


def partial_after_switch_table(data: Data) -> None:
    for category in ("royal_flush", "straight_flush", "four_of_a_kind"):
        data[row(data, "raise_pays", table="after_switch", category=category) + "odds"] = "9"


def after_switch_rows_on_a_variant_without(data: Data) -> None:
    for category in HandCategory.winning():
        add_row(data, "raise_pays", table="after_switch", category=category.value, odds=1)


def lower_pays_without_switching(data: Data) -> None:
    data["lower_pays_after_switch"] = "on"


def dealer_buy_fee_of_zero(data: Data) -> None:
    data["dealer_buy_fee"] = "0"


BAD_EDITS = [
    ("standard", fee_count_twice, "“2 cards” appears twice"),
    ("standard", fee_of_zero, "A fee is a positive number of antes: 0 is not."),
    ("standard", six_cards, "A switch is of 1 to 5 cards: 6 cards cannot be switched."),
    ("standard", no_fees_left, "A variant with switching needs the fee"),
    ("caribbean", fee_without_switching, "A variant with no switching has no fees"),
    (
        "standard",
        pay_row_deleted,
        "The raise pay table has no row for: Full house, Two pair.",
    ),
    ("standard", odds_of_zero, "The odds are a positive whole number"),
    ("standard", odds_not_whole, "The odds are a positive whole number"),
    ("standard", pay_row_twice, "Flush appears twice in the raise pay table."),
    ("standard", high_card_row, "“No hand (below Ace-King)” wins nothing on the raise"),
    (
        "nicaragua",
        partial_after_switch_table,
        "The after-switch pay table has no row for: Full house, Flush, Straight, "
        "Three of a kind, Two pair, Pair, Ace-King.",
    ),
    (
        "standard",
        after_switch_rows_on_a_variant_without,
        "This variant pays the same table after a switch, so it has no after-switch rows",
    ),
    (
        "caribbean",
        lower_pays_without_switching,
        "A variant with no switching has no after-switch pay table",
    ),
    ("helsinki", dealer_buy_fee_of_zero, "The fee to buy the dealer a card is a positive"),
]


@pytest.mark.parametrize(
    ("slug", "edit", "message"),
    [pytest.param(*case, id=case[1].__name__) for case in BAD_EDITS],
)
def test_bad_edit_is_refused_with_its_reason_and_nothing_is_saved(
    admin_client, slug: str, edit: Callable[[Data], None], message: str
):
    url = change_url(Variant.objects.get(slug=slug))
    data = shipped_page_data(admin_client, url)
    data["name_en"] = "A name that must not be saved"
    edit(data)
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert any(message in error for error in errors(response)), errors(response)
    assert snapshot() == before


def test_refused_edit_shows_its_reason_on_the_page(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="standard"))
    fee_count_twice(data)

    page = admin_client.post(url, data).content.decode()

    assert "Please correct the error below." in page
    assert "“2 cards” appears twice: keep one fee for each number of cards." in page


# The Nicaraguan after-switch table: unknown, said so, asked for.


def test_nicaragua_change_page_says_its_after_switch_figures_are_unknown(admin_client):
    response = admin_client.get(change_url(Variant.objects.get(slug="nicaragua")))

    assert str(AFTER_SWITCH_UNKNOWN) in response.content.decode()
    warnings = [str(message) for message in get_messages(response.wsgi_request)]
    assert any("its figures are unknown" in warning for warning in warnings)


def test_nicaragua_change_page_offers_the_after_switch_rows_without_figures(admin_client):
    response = admin_client.get(change_url(Variant.objects.get(slug="nicaragua")))

    (pays,) = [
        inline.formset
        for inline in response.context["inline_admin_formsets"]
        if inline.formset.prefix == "raise_pays"
    ]
    offered = [form.initial for form in pays.extra_forms]
    assert offered == [
        {"table": RaisePay.Table.AFTER_SWITCH, "category": category}
        for category in HandCategory.winning()
    ]
    assert all(form["odds"].value() is None for form in pays.extra_forms)


def test_other_variants_have_no_unknown_figures_note(admin_client):
    response = admin_client.get(change_url(Variant.objects.get(slug="standard")))

    assert str(AFTER_SWITCH_UNKNOWN) not in response.content.decode()
    assert not list(get_messages(response.wsgi_request))


def test_saving_nicaragua_without_its_figures_keeps_them_unknown_and_warns(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="nicaragua"))
    data["summary_en"] = "Edited."

    response = admin_client.post(url, data, follow=True)

    assert response.redirect_chain, errors(response)
    assert Variant.objects.get(slug="nicaragua").summary_en == "Edited."
    assert variant_rules(slug="nicaragua").after_switch_pays is None
    warnings = [str(message) for message in response.context["messages"]]
    assert sum("its figures are unknown" in warning for warning in warnings) == 1


def test_saving_and_continuing_warns_once(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="nicaragua"))
    data["_continue"] = "Save and continue editing"

    response = admin_client.post(url, data, follow=True)

    warnings = [str(message) for message in response.context["messages"]]
    assert sum("its figures are unknown" in warning for warning in warnings) == 1


def test_entering_the_whole_after_switch_table_completes_the_rules(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="nicaragua"))
    for category in HandCategory.winning():
        data[row(data, "raise_pays", table="after_switch", category=category.value) + "odds"] = "1"

    response = admin_client.post(url, data, follow=True)

    assert response.redirect_chain, errors(response)
    rules = variant_rules(slug="nicaragua")
    assert rules.after_switch_pays is not None
    assert set(rules.after_switch_pays.values()) == {1}
    assert not any("unknown" in str(message) for message in response.context["messages"])


# Adding and cloning.


def test_add_page_offers_a_fee_row_per_count_and_a_pay_row_per_hand(admin_client):
    response = admin_client.get(reverse("admin:paytables_variant_add"))

    formsets = {
        inline.formset.prefix: inline.formset
        for inline in response.context["inline_admin_formsets"]
    }
    assert [form.initial["cards"] for form in formsets["switch_fees"].forms] == [1, 2, 3, 4, 5]
    assert [form.initial["category"] for form in formsets["raise_pays"].forms] == list(
        HandCategory.winning()
    )


def test_add_page_saves_a_variant_with_the_offered_rows_filled_in(admin_client):
    url = reverse("admin:paytables_variant_add")
    data = form_data(admin_client.get(url))
    data.update(game=str(Variant.objects.get(slug="standard").game_id), slug="house-x")
    data.update(name_en="House X", max_switches="1", bonus_on="initial")
    data.update({row(data, "switch_fees", cards=cards) + "fee": "1" for cards in (1, 2)})
    for category, odds in (("royal_flush", 100), ("straight_flush", 50), ("four_of_a_kind", 20)):
        data[row(data, "raise_pays", category=category) + "odds"] = str(odds)
    for category in HandCategory.winning()[3:]:
        data[row(data, "raise_pays", category=category.value) + "odds"] = "1"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug="house-x")
    assert dict(rules.switch_fees) == {1: Decimal(1), 2: Decimal(1)}
    assert rules.raise_pays[Category.ROYAL_FLUSH] == 100
    assert len(rules.raise_pays) == len(HandCategory.winning())


def test_save_as_new_copies_the_variant_with_its_rows(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="online-boxes"))
    data.update(slug="online-boxes-b", name_en="Online boxes B", _saveasnew="Save as new")

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    original = variant_rules(slug="online-boxes")
    copy = variant_rules(slug="online-boxes-b")
    assert copy == dataclasses.replace(original, slug="online-boxes-b", name="Online boxes B")
    assert Variant.objects.get(slug="online-boxes").name_en == original.name


def test_save_as_new_of_nicaragua_ignores_the_rows_offered_without_figures(admin_client):
    url, data = edit_page(admin_client, Variant.objects.get(slug="nicaragua"))
    data.update(slug="nicaragua-b", _saveasnew="Save as new")

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug="nicaragua-b") == dataclasses.replace(
        variant_rules(slug="nicaragua"), slug="nicaragua-b"
    )


def test_clone_action_copies_every_row_under_a_free_slug(admin_client):
    originals = Variant.objects.filter(slug__in=["standard", "nicaragua"])
    url = reverse("admin:paytables_variant_changelist")
    action = {"action": "clone_variants", "_selected_action": [v.pk for v in originals]}

    response = admin_client.post(url, action, follow=True)
    admin_client.post(url, {**action, "_selected_action": [originals.get(slug="standard").pk]})

    assert "Cloned 2 variants" in str(list(response.context["messages"])[0])
    for slug in ("standard", "nicaragua"):
        clone = Variant.objects.get(slug=f"{slug}-copy")
        original = Variant.objects.get(slug=slug)
        assert clone.name_en == f"{original.name_en} (copy)"
        assert clone.switch_fees.count() == original.switch_fees.count()
        assert clone.raise_pays.count() == original.raise_pays.count()
        assert variant_rules(slug=clone.slug) == dataclasses.replace(
            variant_rules(slug=slug), slug=clone.slug, name=clone.name_en
        )
    assert Variant.objects.filter(slug="standard-copy-2").exists()


def test_variant_clone_copies_after_switch_rows_and_fits_long_slugs_and_names():
    variant = VariantFactory(slug="s" * 50, name_en="n" * 100, lower_pays_after_switch=True)
    for category in HandCategory.winning():
        RaisePayFactory(
            variant=variant, table=RaisePay.Table.AFTER_SWITCH, category=category, odds=2
        )

    clone = variant_clone(variant=variant)

    assert clone.slug == "s" * 45 + "-copy"
    assert len(clone.name_en) == 100
    assert clone.name_en.endswith("… (copy)")
    assert clone.raise_pays.filter(table=RaisePay.Table.AFTER_SWITCH).count() == 10


# Bonus tables.


def bonus_both(data: Data) -> None:
    data[row(data, "pays", category="flush") + "meter_share"] = "0.5"


def bonus_neither(data: Data) -> None:
    data[row(data, "pays", category="flush") + "odds"] = ""


def bonus_hand_twice(data: Data) -> None:
    add_row(data, "pays", category="flush", odds=40)


BAD_BONUS_EDITS = [
    (bonus_both, "either fixed odds or a share of the meter, not both"),
    (bonus_neither, "Enter the odds or the share of the meter this hand pays."),
    (bonus_hand_twice, "Flush appears twice in this bonus table."),
]


@pytest.mark.parametrize(
    ("edit", "message"), [pytest.param(*case, id=case[0].__name__) for case in BAD_BONUS_EDITS]
)
def test_bad_bonus_pay_is_refused_and_nothing_is_saved(admin_client, edit, message):
    url, data = edit_page(admin_client, BonusTable.objects.get(slug="caribbean-progressive"))
    data["name_en"] = "A name that must not be saved"
    edit(data)
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert any(message in error for error in errors(response)), errors(response)
    assert snapshot() == before


def test_bonus_table_edit_is_saved(admin_client):
    table = BonusPayFactory(category=HandCategory.FLUSH, odds=50).table
    url, data = edit_page(admin_client, table)
    data[row(data, "pays", category="flush") + "odds"] = "40"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert table.pays.get().odds == 40


# The other lists.


@pytest.mark.parametrize("model", ["bonustable", "glossaryterm", "game"])
def test_changelists_render_and_search(admin_client, model):
    BonusTableFactory()
    response = admin_client.get(reverse(f"admin:paytables_{model}_changelist"), {"q": "o"})
    assert response.status_code == 200


def test_glossary_positions_are_edited_in_the_list(admin_client):
    url = reverse("admin:paytables_glossaryterm_changelist")
    response = admin_client.get(url)
    formset = response.context["cl"].formset
    data = {
        "form-TOTAL_FORMS": str(formset.total_form_count()),
        "form-INITIAL_FORMS": str(formset.initial_form_count()),
        "_save": "Save",
    }
    for index, form in enumerate(formset.forms):
        data[f"form-{index}-id"] = str(form.instance.pk)
        data[f"form-{index}-position"] = str(100 - index)

    response = admin_client.post(url, data)

    assert response.status_code == 302
    first = formset.forms[0].instance
    first.refresh_from_db()
    assert first.position == 100


# Who may open it.


def test_anonymous_visitor_is_sent_to_the_admin_login(client):
    url = change_url(Variant.objects.get(slug="standard"))
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))


def test_non_staff_user_is_sent_to_the_admin_login(client):
    client.force_login(UserFactory())
    response = client.get(change_url(Variant.objects.get(slug="standard")))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))


def test_staff_user_without_permissions_is_forbidden(client):
    client.force_login(UserFactory(is_staff=True))
    response = client.get(change_url(Variant.objects.get(slug="standard")))
    assert response.status_code == 403


# Every game's own variants admin (a proxy of Variant with its rows inline).
GAME_VARIANT_ADMINS = sorted(
    model._meta.model_name
    for model in admin.site._registry
    if model._meta.proxy and issubclass(model, Variant)
)


@pytest.mark.parametrize("model_name", GAME_VARIANT_ADMINS)
def test_an_instructor_keeps_every_games_house_rules(client, model_name):
    client.force_login(InstructorFactory())
    changelist = client.get(reverse(f"admin:paytables_{model_name}_changelist"))
    assert changelist.status_code == 200
    variant = changelist.context["cl"].result_list[0]
    page = client.get(reverse(f"admin:paytables_{model_name}_change", args=[variant.pk]))
    assert page.status_code == 200
    # Every inline is there to edit, not only to read.
    formsets = page.context["inline_admin_formsets"]
    assert formsets and all(inline.has_change_permission for inline in formsets)
    assert page.context["has_change_permission"]
