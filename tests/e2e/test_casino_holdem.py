"""Casino Hold'em on a phone, 360 × 740, in Vietnamese: the calculator settles a round
typed with the board's five cards and the AA Bonus, fitting the screen, and a drill asks
call or fold with the dealer's cards, the turn and the river face down, then shows the
advice's rule in words."""

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
        return reverse(name, args=["casino-holdem"])


def shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"casino-holdem-360-{name}.png"), full_page=True)


def fits(page: Page) -> bool:
    width, screen = page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    return width <= screen


@pytest.mark.browser_context_args(**PHONE)
def test_rules_page_fits_a_phone_with_both_tables(live_server, page: Page, console_errors):
    page.goto(live_server.url + url("paytables:rules"))
    expect(page.locator("h1")).to_have_text("Luật chơi Casino Hold'em")
    expect(page.locator("table.pay-table")).to_have_count(2)
    assert fits(page)
    shot(page, "rules")
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_calculator_settles_a_round_with_its_board_and_aa_bonus(
    live_server, page: Page, console_errors
):
    page.goto(live_server.url + url("paytables:calculator"))
    page.locator("#id_ante").fill("10")
    page.locator("#id_aa_bonus").fill("5")
    page.locator("#id_player").fill("A♥ 8♥")
    page.locator("#id_dealer").fill("K♣ K♦")
    page.locator("#id_board").fill("A♦ 9♥ 10♥ 4♥ J♣")
    page.locator(".calculator-form button[type=submit]").tap()
    result = page.locator("section.result")
    expect(result).to_be_visible()
    # A flush: the ante 2 to 1 (+20), the call 1 to 1 (+20), the pair of aces 7 to 1 (+35).
    expect(result.locator(".working__table tfoot .num")).to_have_text("+75")
    expect(result).to_contain_text("đôi K, từ đôi 4 trở lên: dealer đủ điều kiện")
    assert fits(page)
    shot(page, "calculator")
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_a_drill_asks_call_or_fold_with_the_turn_and_river_face_down(
    live_server, page: Page, console_errors
):
    trainee = TraineeFactory()
    page.goto(f"{live_server.url}/vi/accounts/login/")
    page.fill("#id_username", trainee.username)
    page.fill("#id_password", PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(f"{live_server.url}/vi/trainer/")
    page.select_option("form.drill-form select[name=variant]", "casino-holdem-classic")
    for box in page.locator("form.drill-form input[name=kinds]").all():
        box.uncheck()
    page.locator("form.drill-form input[value=ch_decision]").check()
    page.fill("#id_length", "1")
    page.locator("form.drill-form button[type=submit]").tap()
    expect(page.locator(".drill__prompt")).to_contain_text("theo")
    # The dealer's two cards, the turn and the river: four backs.
    expect(page.locator(".card--back")).to_have_count(4)
    assert fits(page)
    shot(page, "decision")
    page.locator(".skip-form button").tap()
    feedback = page.locator(".feedback")
    expect(feedback).to_be_visible()
    expect(feedback).to_contain_text("Câu trả lời đúng")
    expect(page.locator(".feedback__reason")).to_contain_text("với flop")
    assert fits(page)
    shot(page, "decision-worked")
    assert console_errors == []
