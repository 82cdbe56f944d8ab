from __future__ import annotations

import io
import json
import re

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse
from django.utils import translation

from engine.oasis.analysis import return_table
from engine.oasis.variants import CARIBBEAN
from paytables.games.oasis import analysis as oasis_analysis
from paytables.models import HandCategory, RaisePay, VariantAnalysis
from paytables.selectors import variant_get

pytestmark = pytest.mark.django_db


def text(response) -> str:
    return re.sub(r"\s+", " ", response.content.decode())


def test_migrate_ships_the_computed_return_tables():
    slugs = set(VariantAnalysis.objects.values_list("variant__slug", flat=True))
    assert {"standard", "belgian", "galewind", "caribbean"} <= slugs
    assert "nicaragua" not in slugs  # its after-switch pays are unknown


def test_shipped_belgian_table_is_seed_001s():
    table = variant_get(slug="belgian").stored_analysis.table
    assert table["total_combinations"] == 837_195_681_722_400
    assert round(table["house_edge"], 6) == 0.019476
    assert round(table["element_of_risk"], 5) == 0.00872
    assert round(table["switch_probability"], 4) == 0.0703


def test_shipped_tables_match_the_rules_they_were_computed_for():
    for analysis in VariantAnalysis.objects.select_related("variant"):
        assert analysis.is_current(), analysis.variant.slug


@pytest.fixture
def caribbean_computed_once(monkeypatch, caribbean_return_table):
    """The ``edge`` command given Caribbean Stud's table as computed once a test process
    (tests/engine/oasis/test_analysis.py checks that table; these tests, what the command does with
    it), its progress replayed; any other rules' table is computed as usual."""
    table, calls = caribbean_return_table

    def computed(rules, progress=None):
        if rules != CARIBBEAN:
            return return_table(rules, progress=progress)
        for done, total in calls if progress else ():
            progress(done, total)
        return table

    monkeypatch.setattr(oasis_analysis, "engine_return_table", computed)


@pytest.mark.usefixtures("caribbean_computed_once")
def test_edge_command_prints_one_json_object_for_caribbean_stud():
    out = io.StringIO()
    call_command("edge", variant="caribbean", json=True, stdout=out)
    data = json.loads(out.getvalue())
    assert data["variant"] == "caribbean"
    assert isinstance(data["total_combinations"], int)
    assert round(data["house_edge"], 4) == 0.0522
    events = {row["event"] for row in data["rows"]}
    assert {"win_royal_flush", "dealer_not_qualified", "push", "dealer_wins", "fold"} <= events
    assert sum(row["combinations"] for row in data["rows"]) == data["total_combinations"]


@pytest.mark.usefixtures("caribbean_computed_once")
def test_edge_command_prints_a_readable_table_and_can_store_it():
    VariantAnalysis.objects.filter(variant__slug="caribbean").delete()
    out = io.StringIO()
    call_command("edge", variant="caribbean", store=True, stdout=out)
    assert "house edge         5.2243%" in out.getvalue()
    assert variant_get(slug="caribbean").stored_analysis is not None


def test_edge_command_refuses_an_unknown_variant_and_nicaragua_clearly():
    with pytest.raises(CommandError, match="unknown variant"):
        call_command("edge", variant="texas")
    with pytest.raises(CommandError, match="figures are not known"):
        call_command("edge", variant="nicaragua")


def test_variants_page_shows_each_house_edge(client):
    page = text(client.get(reverse("paytables:variants", args=["oasis-poker"])))
    assert "House edge with the best play: 1.948 %" in page  # Belgian
    assert "House edge with the best play: 5.224 %" in page  # Caribbean Stud


def test_variant_page_shows_its_return_table(client):
    page = text(client.get(reverse("paytables:variant", args=["oasis-poker", "belgian"])))
    assert "837,195,681,722,400" in page
    assert "The player wins with a royal flush" in page
    assert "1.948 %" in page


def test_variant_page_names_each_hand_inside_its_sentence_in_vietnamese(client):
    with translation.override("vi"):
        address = reverse("paytables:variant", args=["oasis-poker", "belgian"])
    page = text(client.get(address))
    assert "Người chơi thắng với cù lũ" in page
    assert "Người chơi thắng với Át-K" in page
    assert "thắng với Cù lũ" not in page


def table_of(page: str, css_class: str) -> str:
    start = page.index(f'<table class="{css_class}')
    return page[start : page.index("</table>", start)]


def test_return_table_names_each_value_by_its_column_for_the_phones_stacked_rows(client):
    with translation.override("vi"):
        page = text(client.get(reverse("paytables:variant", args=["oasis-poker", "belgian"])))
    table = table_of(page, "return-table")
    headings = re.findall(r'<th scope="col"[^>]*>([^<]+)</th>', table)
    labels = re.findall(r'<td[^>]*data-label="([^"]+)"', table)
    cells = re.findall(r"<td\b[^>]*>[^<]+</td>", table)
    # Every cell that holds a value carries its column's heading (the first is the row's own).
    assert len(labels) == len(cells)
    assert set(labels) == set(headings[1:])
    assert 'class="return-table table-stack"' in page


def test_variants_comparison_names_each_value_by_its_column(client):
    page = text(client.get(reverse("paytables:variants", args=["oasis-poker"])))
    table = table_of(page, "comparison")
    labels = re.findall(r'<td[^>]*data-label="([^"]+)"', table)
    assert set(labels) == {"Standard rules", "Where it differs"}
    assert len(labels) == 2 * table.count('<th scope="row">')


def test_variant_page_says_when_the_rules_changed_since_the_table(client):
    RaisePay.objects.filter(variant__slug="galewind", category=HandCategory.FLUSH).update(odds=6)
    page = text(client.get(reverse("paytables:variant", args=["oasis-poker", "galewind"])))
    assert "have changed since this table was computed" in page


def test_calculator_shows_the_best_play_and_each_options_value(client):
    query = {
        "variant": "standard",
        "ante": "10",
        "player": "9h Th Jh Qh 3c",
        "dealer": "Ad Ks 7c 5s 2d",
        "discard": "3c",
        "draw": "Kh",
        "decision": "raise",
    }
    response = client.get(reverse("paytables:calculator", args=["oasis-poker"]), query)
    advice = response.context["calculation"].advice
    best = next(option for option in advice if option.best)
    assert best.label == "Switch 3♣ (fee 1 ante)"
    assert advice[0] == best
    assert {option.label for option in advice} >= {"Raise", "Fold"}
    assert "The best play for this hand" in text(response)


def test_calculator_advice_for_nicaragua_says_switches_cannot_be_valued(client):
    query = {
        "variant": "nicaragua",
        "ante": "10",
        "player": "9h Th Jh Qh 3c",
        "dealer": "Ad Ks 7c 5s 2d",
        "decision": "raise",
    }
    page = text(client.get(reverse("paytables:calculator", args=["oasis-poker"]), query))
    assert "a switch cannot be valued" in page
