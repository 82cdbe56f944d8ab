"""Texas Hold'em Bonus on a phone, 360 × 740, in Vietnamese: the calculator settles a round
whose board is picked on the card picker, and a drill question is asked and explained, each
without sideways scrolling (screenshots under test-artifacts/e2e/ for a person to read)."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page, expect

from tests.e2e.test_kinds import PHONE, log_in, open_question, start_drill

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def url(name: str) -> str:
    with translation.override("vi"):
        return reverse(name, args=["texas-holdem-bonus"])


def fits(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


@pytest.mark.browser_context_args(**PHONE)
def test_calculator_settles_a_round_with_its_board_picked_on_the_card_picker(
    live_server, page: Page, shoot, console_errors
):
    page.goto(live_server.url + url("paytables:calculator"))
    page.locator("#id_ante").fill("10")
    page.locator("#id_bonus").fill("5")
    page.locator("#id_player").fill("A♥ K♥")
    page.locator("#id_dealer").fill("9♣ 9♦")
    page.locator(".field--board .card-picker__toggle").tap()
    picker = page.locator(".card-picker")
    expect(picker).to_be_visible()
    # The player's cards are out of the deck: the picker does not offer them again.
    expect(picker.locator("[data-card='Ah']")).to_be_disabled()
    for card in ("Qs", "Jd", "Tc", "4d", "4s"):
        picker.locator(f"[data-card='{card}']").tap()
    picker.locator("[data-picker-done]").tap()
    page.locator("input[name=turn][value=check]").check()
    page.locator(".calculator-form button[type=submit]").tap()
    result = page.locator("section.result")
    expect(result).to_be_visible()
    # A straight against two pair at NagaWorld: the ante pushes below a flush, the flop bet
    # wins 20, the turn bet 10, the river was checked; ace-king suited pays the Bonus 125.
    expect(result.locator(".working__table tfoot .num")).to_have_text("+155")
    expect(result).to_contain_text("25 ăn 1")
    fits(page)
    shoot(page, "calculator")
    assert not console_errors


@pytest.mark.browser_context_args(**PHONE)
def test_a_drill_question_and_its_worked_answer(live_server, page: Page, shoot, console_errors):
    log_in(page, live_server)
    start_drill(page, "hb_bonus", "holdem-bonus-nagaworld")
    question = open_question(page)
    assert question.kind == "hb_bonus"
    expect(page.locator(".round__side")).to_have_count(3)  # player, dealer, board
    fits(page)
    shoot(page, "question")
    page.locator("form.answer-form input[name=answer]").fill(question.answer_key)
    page.locator("form.answer-form button[type=submit]").tap()
    feedback = page.locator(".feedback")
    expect(feedback).to_be_visible()
    expect(feedback).to_contain_text("Bonus")
    fits(page)
    shoot(page, "feedback")
    assert not console_errors


@pytest.mark.browser_context_args(**PHONE)
def test_the_right_decision_shows_the_board_seen_and_explains_the_figures(
    live_server, page: Page, shoot, console_errors
):
    log_in(page, live_server)
    start_drill(page, "hb_decision", "holdem-bonus-nagaworld")
    question = open_question(page)
    assert question.kind == "hb_decision"
    street = question.cell.partition(":")[2]
    # The dealer's two cards and the board not yet dealt at that street, face down.
    hidden = {"preflop": 5, "flop": 2, "turn": 1}[street]
    expect(page.locator(".card--back")).to_have_count(2 + hidden)
    expect(page.locator(".drill__prompt")).to_contain_text("cách chơi tốt nhất")
    fits(page)
    shoot(page, "question")
    page.locator(f".choices button[value={question.answer_key}]").tap()
    feedback = page.locator(".feedback")
    expect(feedback).to_be_visible()
    expect(page.locator(".card--back")).to_have_count(0)
    # The reason's figures, as Vietnamese writes them.
    figure = {
        "preflop": "bỏ bài mất 1",
        "flop": "Trong 1.070.190 cách",
        "turn": "Trong 45.540 cách",
    }
    expect(feedback).to_contain_text(figure[street])
    fits(page)
    shoot(page, "feedback")
    assert not console_errors
