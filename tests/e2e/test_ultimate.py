"""Ultimate Texas Hold'em's pages on a phone, 360 × 740, in Vietnamese: the rules page's
tables fit the screen or scroll inside their box (never the page), and the calculator
settles a round whose cards are picked on the card picker, decided street by street; a
drill question on the right play, the dealer face down, and its worked answer."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ARTIFACTS
from tests.trainer.factories import TraineeFactory

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-test-password"  # TraineeFactory's
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}


def url(name: str) -> str:
    with translation.override("vi"):
        return reverse(name, args=["ultimate-texas-holdem"])


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"ultimate-360-{name}.png"), full_page=True)


def fits(page: Page) -> None:
    page_width, screen = page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert page_width <= screen


@pytest.mark.browser_context_args(**PHONE)
def test_rules_page_fits_the_phone_in_vietnamese(live_server, page: Page):
    page.goto(live_server.url + url("paytables:rules"))
    expect(page.locator("h1")).to_have_text("Luật chơi Ultimate Texas Hold'em")
    expect(page.locator("table.pay-table")).to_have_count(2)
    expect(page.locator("section.example")).to_have_count(5)
    fits(page)
    shot(page, "rules")


@pytest.mark.browser_context_args(**PHONE)
def test_calculator_settles_a_round_picked_on_the_card_picker(live_server, page: Page):
    page.goto(live_server.url + url("paytables:calculator"))
    page.locator("#id_ante").fill("10")
    page.locator("#id_trips").fill("10")
    page.locator("#id_player").fill("A♥ 8♥")
    page.locator("#id_dealer").fill("K♣ K♦")
    page.locator(".field--board .card-picker__toggle").tap()
    picker = page.locator(".card-picker")
    expect(picker).to_be_visible()
    # The player's and the dealer's cards are out of the deck.
    expect(picker.locator("[data-card='Ah']")).to_be_disabled()
    for card in ("2h", "9h", "Th", "4s", "Jc"):
        picker.locator(f"[data-card='{card}']").tap()
    picker.locator("[data-picker-done]").tap()
    page.locator("#id_preflop input[value='check']").check()
    page.locator("#id_flop input[value='2x']").check()
    page.locator(".calculator-form button[type=submit]").tap()
    result = page.locator("section.result")
    expect(result).to_be_visible()
    # A flush played 2x: ante +10, Blind +15 (3 ăn 2), play +20, Trips +60: net +105.
    expect(result.locator(".working__table tfoot .num")).to_have_text("+105")
    expect(result).to_contain_text("dealer đủ điều kiện")
    fits(page)
    shot(page, "calculator")


@pytest.mark.browser_context_args(**PHONE)
def test_a_drill_question_on_the_right_play_fits_the_phone(live_server, page: Page):
    trainee = TraineeFactory()
    with translation.override("vi"):
        login, home = reverse("login"), reverse("trainer:home")
    page.goto(live_server.url + login)
    page.fill("#id_username", trainee.username)
    page.fill("#id_password", PASSWORD)
    page.locator("main form button[type=submit]").tap()
    expect(page.locator("form.drill-form")).to_be_visible(timeout=60_000)
    assert page.url.endswith(home)
    page.select_option("form.drill-form select[name=variant]", "uth-trips-50-40-30-8-6-5-3")
    for box in page.locator("form.drill-form input[name=kinds]").all():
        box.uncheck()
    page.locator("form.drill-form input[value=uth_decision]").check()
    page.fill("#id_length", "2")
    page.locator("form.drill-form button[type=submit]").tap()
    expect(page.locator(".drill__prompt")).to_contain_text("chiến lược cơ bản")
    # The dealer's two cards face down until the answer.
    expect(page.locator(".card--back")).to_have_count(2)
    fits(page)
    shot(page, "drill-question")
    page.locator(".skip-form button").tap()
    feedback = page.locator(".feedback")
    expect(feedback).to_be_visible()
    expect(feedback).to_contain_text("Trước flop")
    fits(page)
    shot(page, "drill-worked")
