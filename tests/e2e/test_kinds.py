"""Every question kind as a Vietnamese trainee meets it on a phone: the question, then its
worked answer, each fitting 360 px without sideways scrolling, without a console error, and
screenshot for a person to read (test-artifacts/e2e/)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from paytables.models import Variant
from tests.trainer.factories import TraineeFactory
from trainer.kinds import KINDS, kind_of
from trainer.models import Question

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-test-password"  # TraineeFactory's
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}


def log_in(page: Page, live_server) -> None:
    trainee = TraineeFactory()
    page.goto(f"{live_server.url}/vi/accounts/login/")
    page.fill("#id_username", trainee.username)
    page.fill("#id_password", PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(f"{live_server.url}/vi/trainer/")


def start_drill(page: Page, kind: str, house: str = "standard") -> None:
    page.select_option("form.drill-form select[name=variant]", house)
    for box in page.locator("form.drill-form input[name=kinds]").all():
        box.uncheck()
    page.locator(f"form.drill-form input[value={kind}]").check()
    page.fill("#id_length", "2")
    page.locator("form.drill-form button[type=submit]").tap()
    expect(page.locator(".drill__prompt")).to_be_visible()


def open_question(page: Page) -> Question:
    action = page.locator("form.answer-form").get_attribute("action")
    return Question.objects.get(pk=int(action.rstrip("/").split("/")[-2]))


@pytest.mark.browser_context_args(**PHONE)
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_kind_and_its_worked_answer_in_vietnamese_on_a_phone(
    live_server, page: Page, shoot, console_errors, kind
):
    # Each kind at the first house that asks it (the registry's order): a game's kinds at
    # one of its houses, each side bet where it is offered.
    if kind in ("max_payout", "ru_max_payout"):
        # Asked only where the house sets a maximum payout: the houses get one.
        Variant.objects.update(max_payout=Decimal(2000))
    handler = kind_of(kind)
    house = next(
        variant.slug
        for variant in Variant.objects.order_by("game__position", "position", "pk")
        if handler.refusal(variant.rules()) is None
    )
    log_in(page, live_server)
    start_drill(page, kind, house)
    question = open_question(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    shoot(page, "question")

    # Answered by skipping: the worked answer of every kind, whatever it asks.
    page.locator(".skip-form button").tap()
    feedback = page.locator(".feedback")
    expect(feedback).to_be_visible()
    expect(feedback).to_contain_text("Câu trả lời đúng")
    reason = page.locator(".feedback__reason").inner_text()
    assert reason.strip()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    shoot(page, "worked")
    assert question.cell
    assert console_errors == []


def test_a_timed_question_closes_itself_when_its_clock_reaches_zero(
    live_server, page: Page, console_errors
):
    log_in(page, live_server)
    for box in page.locator("form.drill-form input[name=kinds]").all():
        box.uncheck()
    page.locator("form.drill-form input[value=net]").check()
    page.locator("#id_timed").check()
    page.fill("#id_seconds_per_question", "5")
    page.fill("#id_length", "2")
    page.locator("form.drill-form button[type=submit]").click()
    question = open_question(page)
    # Nothing typed: at 0 the page closes the question, too slow, with its working.
    expect(page.locator(".feedback")).to_be_visible(timeout=9000)
    expect(page.locator(".feedback__verdict")).to_contain_text("Quá chậm")
    expect(page.locator("a.button")).to_be_visible()
    attempt = Question.objects.get(pk=question.pk).attempt
    assert not attempt.in_time and not attempt.is_correct
    assert console_errors == []
