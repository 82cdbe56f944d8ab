"""Baccarat's pages on a phone, 360 × 740, in Vietnamese: the rules page's tableau fits its
box or scrolls inside it (never the page), and the calculator settles a coup picked on the
card picker, where a card of the Player's hand may come again to the Banker (a shoe)."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ARTIFACTS

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}


def url(name: str) -> str:
    with translation.override("vi"):
        return reverse(name, args=["baccarat"])


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"baccarat-360-{name}.png"), full_page=True)


@pytest.mark.browser_context_args(**PHONE)
def test_rules_page_tableau_fits_its_box_or_scrolls_inside_it(live_server, page: Page):
    page.goto(live_server.url + url("paytables:rules"))
    tableau = page.locator("table.tableau")
    expect(tableau).to_be_visible()
    # Eight rows of the Banker's totals, each with the Player stood and ten third cards.
    expect(tableau.locator("tbody tr")).to_have_count(8)
    expect(tableau.locator("tbody td")).to_have_count(8 * 11)
    page_width, screen = page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert page_width <= screen
    box = page.locator(".tableau-scroll")
    inside, shown, overflow = box.evaluate(
        "(box) => [box.scrollWidth, box.clientWidth, getComputedStyle(box).overflowX]"
    )
    assert inside <= shown or overflow == "auto"
    right = box.evaluate("(box) => box.getBoundingClientRect().right")
    assert right <= screen
    shot(page, "rules")


@pytest.mark.browser_context_args(**PHONE)
def test_calculator_settles_a_coup_picked_on_the_card_picker(live_server, page: Page):
    page.goto(live_server.url + url("paytables:calculator"))
    page.locator("#id_player").fill("K♦ 6♣")
    page.locator(".field--banker .card-picker__toggle").tap()
    picker = page.locator(".card-picker")
    expect(picker).to_be_visible()
    # The shoe holds eight decks: the Player's K♦ may come to the Banker too.
    expect(picker.locator("[data-card='Kd']")).to_be_enabled()
    for card in ("Kd", "7s"):
        picker.locator(f"[data-card='{card}']").tap()
    # Three cards at most in a hand.
    picker.locator("[data-card='2h']").tap()
    expect(picker.locator("[data-card='3h']")).to_be_disabled()
    picker.locator("[data-card='2h']").tap()  # taken out again
    expect(page.locator("#id_banker")).to_have_value("K♦ 7♠")
    picker.locator("[data-picker-done]").tap()
    page.locator("#id_bet_banker").fill("100")
    page.locator("#id_bet_tie").fill("10")
    page.locator(".calculator-form button[type=submit]").tap()
    result = page.locator("section.result")
    expect(result).to_be_visible()
    # Banker 7 beats Player 6: +100, the Tie −10, 5 of commission: net +85.
    expect(result.locator(".working__table tfoot .num")).to_have_text("+85")
    expect(result).to_contain_text("Cái 7, Con 6: Cái thắng.")
    shot(page, "calculator")
