"""The admin of Texas Hold'em Bonus's variants: the list, every house's change page with its
house rules, Bonus lines and sources inline, for a superuser and for an instructor; the
unpublished figures at the top and as a column; good edits reaching the rules, every bad
edit refused with its reason and nothing saved; "save as new"."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from fractions import Fraction

import pytest
from django.urls import reverse

from engine.hands import Category
from engine.holdem_bonus.bonus import BonusLine
from engine.holdem_bonus.variants import VARIANTS
from paytables.games.holdem_bonus.models import (
    HoldemBonusHouse,
    HoldemBonusPay,
    HoldemBonusVariant,
)
from paytables.models import Variant, VariantSource
from paytables.selectors import variant_rules
from tests.paytables.test_admin import (
    Data,
    add_row,
    change_url,
    edit_page,
    errors,
    form_data,
    row,
    shipped_page_data,
)
from tests.trainer.factories import InstructorFactory

pytestmark = pytest.mark.django_db

CHANGELIST = "admin:paytables_holdembonusvariant_changelist"
HOUSE = "holdem_bonus-0-"
PAYS = "holdem_bonus_pays"
SOURCES = "sources"
PREFIX = "holdem-bonus-"
NAGAWORLD = PREFIX + "nagaworld"
LAS_VEGAS = PREFIX + "las-vegas"


def house(slug: str) -> HoldemBonusVariant:
    """The house as its game's admin shows it (the shared helpers read the admin's URL
    off the proxy's name)."""
    return HoldemBonusVariant.objects.get(slug=slug)


def snapshot() -> list[list[dict]]:
    models = (Variant, HoldemBonusHouse, HoldemBonusPay, VariantSource)
    return [list(model.objects.order_by("pk").values()) for model in models]


# -- the list and the change pages ------------------------------------------------------------


def test_changelist_lists_the_texas_holdem_bonus_houses_alone_with_their_tables(admin_client):
    response = admin_client.get(reverse(CHANGELIST))
    assert response.status_code == 200
    listed = {variant.slug for variant in response.context["cl"].result_list}
    assert listed == {PREFIX + slug for slug in VARIANTS}
    page = response.content.decode()
    assert "1000-30-25-20-15-10-5-3" in page  # NagaWorld's Bonus
    assert "Not published" in page  # the Las Vegas rules' Bonus
    assert "a flush (Atlantic City, NagaWorld)" in page and "a straight (Las Vegas)" in page


def test_changelist_names_each_houses_unknown_figures(admin_client):
    page = admin_client.get(reverse(CHANGELIST)).content.decode()
    assert "the Bonus table, whether a fold loses the Bonus" in page
    assert "whether a fold loses the Bonus" in page


def test_changelist_filters_by_the_ante_rule_and_searches(admin_client):
    response = admin_client.get(
        reverse(CHANGELIST), {"holdem_bonus__ante_pays_from__exact": "straight"}
    )
    assert [v.slug for v in response.context["cl"].result_list] == [LAS_VEGAS]
    response = admin_client.get(reverse(CHANGELIST), {"q": "nagaworld"})
    assert [v.slug for v in response.context["cl"].result_list] == [NAGAWORLD]


@pytest.mark.parametrize("slug", sorted(PREFIX + slug for slug in VARIANTS))
def test_change_page_renders_every_house_with_its_rules_lines_and_sources_inline(
    admin_client, slug
):
    response = admin_client.get(change_url(house(slug)))
    assert response.status_code == 200
    inlines = {inline.formset.prefix for inline in response.context["inline_admin_formsets"]}
    assert inlines == {"holdem_bonus", PAYS, SOURCES}
    data = form_data(response)
    assert data[HOUSE + "ante_pays_from"] in {"flush", "straight"}
    sources = int(str(data[f"{SOURCES}-INITIAL_FORMS"]))
    assert sources == len(VARIANTS[slug.removeprefix(PREFIX)].sources) > 0


def test_change_page_offers_every_bonus_line_a_house_has_not_entered_without_odds(admin_client):
    _url, data = edit_page(admin_client, house(LAS_VEGAS))
    offered = [
        data[f"{PAYS}-{index}-line"]
        for index in range(int(str(data[f"{PAYS}-TOTAL_FORMS"])))
        if not data.get(f"{PAYS}-{index}-id")
    ]
    assert sorted(offered) == sorted(line.value for line in BonusLine)
    assert all(not data[row(data, PAYS, line=line) + "odds"] for line in offered)


def test_change_page_lists_the_unknown_figures_at_the_top(admin_client):
    page = admin_client.get(change_url(house(LAS_VEGAS))).content.decode()
    assert page.index('class="messagelist unknown-figures"') < page.index("<fieldset")
    assert "The Bonus table: unknown" in page
    assert "Whether a fold loses the Bonus: unknown" in page


def test_a_house_with_every_figure_has_no_unknown_figures_note(admin_client):
    HoldemBonusHouse.objects.filter(variant__slug=NAGAWORLD).update(bonus_on_fold=False)
    page = admin_client.get(change_url(house(NAGAWORLD))).content.decode()
    assert "unknown-figures" not in page


def test_an_instructor_opens_the_list_and_the_change_page_and_saves_an_edit(client):
    client.force_login(InstructorFactory())
    assert client.get(reverse(CHANGELIST)).status_code == 200
    url, data = edit_page(client, house(NAGAWORLD))
    assert {inline.formset.prefix for inline in client.get(url).context["inline_admin_formsets"]}
    data[HOUSE + "bonus_on_fold"] = "false"

    response = client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug=NAGAWORLD).bonus_on_fold is False


# -- good edits --------------------------------------------------------------------------------


def test_saving_an_unchanged_page_keeps_every_figure(admin_client):
    for slug, engine_rules in VARIANTS.items():
        url, data = edit_page(admin_client, house(PREFIX + slug))
        response = admin_client.post(url, data)
        assert response.status_code == 302, (slug, errors(response))
        assert variant_rules(slug=PREFIX + slug) == dataclasses.replace(
            engine_rules, slug=PREFIX + slug
        )


def test_good_edit_changes_a_line_the_ante_rule_and_the_fold_rule(admin_client):
    url, data = edit_page(admin_client, house(NAGAWORLD))
    data[row(data, PAYS, line="ace_king") + "odds"] = "20"
    data[HOUSE + "ante_pays_from"] = "straight"
    data[HOUSE + "bonus_on_fold"] = "true"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug=NAGAWORLD)
    assert dict(rules.bonus or ())[BonusLine.ACE_KING] == Fraction(20)
    assert dict(rules.bonus or ())[BonusLine.ACES] == Fraction(30)
    assert rules.ante_pays_from is Category.STRAIGHT
    assert rules.bonus_on_fold is True and rules.unknown() == ()


def test_entering_the_whole_bonus_table_publishes_it(admin_client):
    url, data = edit_page(admin_client, house(LAS_VEGAS))
    nagaworld = dict(VARIANTS["nagaworld"].bonus or ())
    for line, odds in nagaworld.items():
        data[row(data, PAYS, line=line.value) + "odds"] = str(odds)

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug=LAS_VEGAS).bonus == VARIANTS["nagaworld"].bonus


def test_a_saved_line_emptied_makes_the_bonus_table_unknown_again(admin_client):
    url, data = edit_page(admin_client, house(NAGAWORLD))
    data[row(data, PAYS, line="aces") + "odds"] = ""

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug=NAGAWORLD)
    assert rules.bonus is None and "bonus" in rules.unknown()
    assert "The Bonus table: unknown" in admin_client.get(url).content.decode()


def test_a_house_that_stops_offering_the_bonus_has_no_bonus_and_no_unknown_fold_rule(
    admin_client,
):
    url, data = edit_page(admin_client, house(NAGAWORLD))
    data.pop(HOUSE + "offers_bonus", None)
    data[HOUSE + "bonus_on_fold"] = "unknown"
    for index in range(int(str(data[f"{PAYS}-TOTAL_FORMS"]))):
        if data.get(f"{PAYS}-{index}-id"):
            data[f"{PAYS}-{index}-DELETE"] = "on"

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    rules = variant_rules(slug=NAGAWORLD)
    assert rules.bonus == () and not rules.offers_bonus
    assert "unknown-figures" not in admin_client.get(url).content.decode()


def test_a_source_is_added_inline(admin_client):
    url, data = edit_page(admin_client, house(NAGAWORLD))
    add_row(
        data, SOURCES, title_en="House rules card", url="https://example.com/rules", position="9"
    )

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    titles = [source.title for source in variant_rules(slug=NAGAWORLD).sources]
    assert "House rules card" in titles


# -- bad edits ---------------------------------------------------------------------------------


def zero_odds(data: Data) -> None:
    data[row(data, PAYS, line="aces") + "odds"] = "0"


def negative_odds(data: Data) -> None:
    data[row(data, PAYS, line="aces") + "odds"] = "-3"


def odds_not_a_number(data: Data) -> None:
    data[row(data, PAYS, line="aces") + "odds"] = "thirty"


def line_twice(data: Data) -> None:
    add_row(data, PAYS, line="aces", odds="40")


def line_unknown(data: Data) -> None:
    data[row(data, PAYS, line="aces") + "line"] = "three_of_a_kind"


def bonus_lines_not_offered(data: Data) -> None:
    data.pop(HOUSE + "offers_bonus", None)


def fold_rule_without_bonus(data: Data) -> None:
    data.pop(HOUSE + "offers_bonus", None)
    data[HOUSE + "bonus_on_fold"] = "false"
    for index in range(int(str(data[f"{PAYS}-TOTAL_FORMS"]))):
        if data.get(f"{PAYS}-{index}-id"):
            data[f"{PAYS}-{index}-DELETE"] = "on"


def ante_rule_unknown(data: Data) -> None:
    data[HOUSE + "ante_pays_from"] = "three_of_a_kind"


def ante_rule_empty(data: Data) -> None:
    data[HOUSE + "ante_pays_from"] = ""


def no_house_rules(data: Data) -> None:
    data["holdem_bonus-TOTAL_FORMS"] = "0"
    data["holdem_bonus-INITIAL_FORMS"] = "0"


def max_payout_of_zero(data: Data) -> None:
    data["max_payout"] = "0"


def slug_taken(data: Data) -> None:
    data["slug"] = LAS_VEGAS


BAD_EDITS: list[tuple[Callable[[Data], None], str]] = [
    (zero_odds, "The odds are a positive whole number"),
    (negative_odds, "The odds are a positive whole number"),
    (odds_not_a_number, "The odds are a positive whole number"),
    (line_twice, "A pair of aces appears twice in the Bonus table."),
    (line_unknown, "Select a valid choice."),
    (bonus_lines_not_offered, "The house does not offer the Bonus, yet its table has lines"),
    (fold_rule_without_bonus, "The house offers no Bonus: leave what a fold does to it unknown"),
    (ante_rule_unknown, "Select a valid choice."),
    (ante_rule_empty, "This field is required."),
    (no_house_rules, "A Texas Hold'em Bonus variant needs its house rules"),
    (max_payout_of_zero, "The maximum payout is a positive amount"),
    (slug_taken, "already exists"),
]


@pytest.mark.parametrize(
    ("edit", "message"), [pytest.param(*case, id=case[0].__name__) for case in BAD_EDITS]
)
def test_bad_edit_is_refused_with_its_reason_and_nothing_is_saved(admin_client, edit, message):
    url = change_url(house(NAGAWORLD))
    data = shipped_page_data(admin_client, url)
    data["name_en"] = "A name that must not be saved"
    edit(data)
    before = snapshot()

    response = admin_client.post(url, data)

    assert response.status_code == 200
    assert any(message in error for error in errors(response)), errors(response)
    assert snapshot() == before


def test_a_refused_edit_shows_its_reason_on_the_page(admin_client):
    url = change_url(house(NAGAWORLD))
    data = shipped_page_data(admin_client, url)
    line_twice(data)
    page = admin_client.post(url, data).content.decode()
    assert "A pair of aces appears twice in the Bonus table." in page


# -- save as new -------------------------------------------------------------------------------


def test_save_as_new_copies_the_variant_with_every_row(admin_client):
    url, data = edit_page(admin_client, house(NAGAWORLD))
    data.update(slug="house-bonus", name_en="House Bonus", _saveasnew="Save as new")

    response = admin_client.post(url, data)

    assert response.status_code == 302, errors(response)
    assert variant_rules(slug="house-bonus") == dataclasses.replace(
        VARIANTS["nagaworld"], slug="house-bonus", name="House Bonus"
    )
    assert variant_rules(slug=NAGAWORLD) == dataclasses.replace(
        VARIANTS["nagaworld"], slug=NAGAWORLD
    )
