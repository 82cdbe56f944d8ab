"""Answering in chips from a phone, at 360 × 740 in Vietnamese, by tapping the house's chips;
and on a desktop by keyboard alone. Screenshots of the tray and of the verdict with its
chips go to test-artifacts/e2e/."""

from __future__ import annotations

from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from engine.chips import fewest
from paytables.models import Variant
from tests.e2e.test_phone import DESKTOP, PASSWORD, PHONE, log_in, misfits, url
from tests.trainer.factories import DrillSessionFactory, TraineeFactory
from trainer.models import Attempt, Question

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def log_in_by_keyboard(page: Page, live_server, trainee) -> None:
    page.goto(live_server.url + url("login"))
    page.fill("#id_username", trainee.username)
    page.fill("#id_password", PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(live_server.url + url("trainer:home"))


def start_chips_drill(page: Page) -> Question:
    """A drill of payouts answered in chips, started from the home's form."""
    form = page.locator("form.drill-form")
    form.locator("input[name=answer_in_chips]").check()
    form.locator("button[type=submit]").click()
    expect(page.locator("[data-chip-tray]")).to_be_visible()
    return Question.objects.latest("pk")


def chips_for(question: Question) -> tuple[str, list[str]]:
    """Which way and which chips answer ``question`` right, the fewest of the house."""
    key = Decimal(question.answer_key)
    chips = fewest(Variant.objects.get(slug="standard").chips(), abs(key)) if key else ()
    return ("take" if key < 0 else "pay"), [str(chip) for chip in chips]


@pytest.mark.browser_context_args(**PHONE)
def test_a_payout_answered_in_chips_by_tapping(live_server, page: Page, shoot, console_errors):
    log_in(page, live_server)
    shoot(page, "drill-form")
    question = start_chips_drill(page)
    assert page.locator("[data-chip-tray] .chip-tray__field").is_hidden()  # the script's
    way, chips = chips_for(question)
    # A chip pushed by mistake and taken back first: the tray says so, out loud too.
    page.locator('[data-chip-add="100"]').tap()
    total = page.locator("[data-chip-total]")
    expect(total).to_have_text("Bạn trả cho người chơi 100.")
    page.locator('[data-chip-slot="100"]').tap()
    expect(total).to_have_text("Chưa có chip: câu trả lời là 0.")
    page.locator(f"[data-chip-direction][value={way}]").check()
    for chip in chips:
        page.locator(f'[data-chip-add="{chip}"]').tap()
    assert misfits(page) == []
    shoot(page, "tray")
    page.locator(".chip-tray__actions button[type=submit]").tap()
    expect(page.locator(".feedback--right")).to_be_visible()
    expect(page.locator(".chip-feedback")).to_be_visible()
    assert misfits(page) == []
    shoot(page, "verdict")
    attempt = Attempt.objects.get(question=question)
    assert attempt.is_correct and attempt.given.startswith(f"chips:{way}:")
    assert console_errors == []


@pytest.mark.browser_context_args(**DESKTOP)
def test_a_payout_answered_in_chips_by_keyboard(live_server, page: Page, shoot, console_errors):
    log_in_by_keyboard(page, live_server, TraineeFactory())
    question = start_chips_drill(page)
    way, chips = chips_for(question)
    page.locator(f"[data-chip-direction][value={way}]").focus()
    page.keyboard.press("Space")
    for chip in chips:
        page.locator(f'[data-chip-add="{chip}"]').focus()
        page.keyboard.press("Enter")
    page.locator(".chip-tray__actions button[type=submit]").focus()
    shoot(page, "tray")
    page.keyboard.press("Enter")
    expect(page.locator(".feedback--right")).to_be_visible()
    assert Attempt.objects.get(question=question).is_correct
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_a_table_settled_in_chips_box_by_box(live_server, page: Page, shoot, console_errors):
    trainee = TraineeFactory()
    variant = Variant.objects.get(slug="online-boxes")
    kinds = ["settle_table"]
    session = DrillSessionFactory(
        user=trainee, variant=variant, kinds=kinds, length=1, answer_in_chips=True
    )
    log_in_by_keyboard(page, live_server, trainee)
    page.goto(live_server.url + url("trainer:drill", session.pk))
    question = Question.objects.get(session=session)
    chip_set = variant.chips()
    piles = page.locator("[data-chip-pile]")
    for index, key in enumerate(question.answer_key.split(";")):
        amount = Decimal(key)
        pile = piles.nth(index)
        pile.locator(f"[data-chip-direction][value={'take' if amount < 0 else 'pay'}]").tap()
        for chip in fewest(chip_set, abs(amount)) if amount else ():
            page.locator(f'[data-chip-add="{chip}"]').tap()
    assert misfits(page) == []
    shoot(page, "table")
    page.locator(".chip-tray__actions button[type=submit]").tap()
    expect(page.locator(".feedback--right")).to_be_visible()
    shoot(page, "table-verdict")
    assert Attempt.objects.get(question=question).is_correct
    assert console_errors == []
