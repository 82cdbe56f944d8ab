"""The on-screen keypad (static/js/keypad.js): on a phone a loss is typed with its keys, since
an iPhone's decimal keyboard has no minus sign; with a mouse and keyboard nothing changes."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.trainer.factories import TraineeFactory
from trainer.models import Attempt, Question

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-test-password"  # TraineeFactory's
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}


def log_in_and_start_an_ante_drill(page: Page, live_server, *, tap: bool) -> Question:
    trainee = TraineeFactory()
    page.goto(f"{live_server.url}/en/accounts/login/")
    page.fill("#id_username", trainee.username)
    page.fill("#id_password", PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(f"{live_server.url}/en/trainer/")
    page.locator("form.drill-form input[value=ante]").check()
    for kind in ("raise", "fee", "bonus", "net"):
        page.locator(f"form.drill-form input[value={kind}]").uncheck()
    start = page.locator("form.drill-form button[type=submit]")
    start.tap() if tap else start.click()
    expect(page.locator("input[name=answer]")).to_be_visible()
    pk = page.locator("form.answer-form").get_attribute("action").rstrip("/").split("/")[-2]
    return Question.objects.get(pk=int(pk))


def tap_keys(page: Page, *keys: str) -> None:
    for key in keys:
        page.locator(f".keypad [data-key='{key}']").tap()


def scroll_width(page: Page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


@pytest.mark.browser_context_args(**PHONE)
def test_trainee_on_a_phone_answers_a_loss_with_the_keypad(
    live_server, page: Page, shoot, console_errors
):
    question = log_in_and_start_an_ante_drill(page, live_server, tap=True)
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")

    answer = page.locator("input[name=answer]")
    keypad = page.locator(".keypad")
    expect(answer).to_be_focused()
    expect(answer).to_have_attribute("inputmode", "none")  # the phone's keyboard stays shut
    expect(keypad).to_be_visible()
    assert keypad.bounding_box()["y"] > answer.bounding_box()["y"]  # under the box
    heights = page.eval_on_selector_all(
        ".keypad input:not([hidden])", "keys => keys.map(key => key.offsetHeight)"
    )
    assert len(heights) == 14 and min(heights) >= 44
    assert scroll_width(page) <= 360
    shoot(page, "question")

    tap_keys(page, "sign", "1", "5", "0", "backspace", "0")
    expect(answer).to_have_value("−150")
    expect(answer).to_be_focused()
    shoot(page, "typed")
    tap_keys(page, "enter")

    expect(page.locator(".feedback")).to_be_visible()
    expect(page.locator(".feedback")).to_contain_text("Your answer: −150")
    assert Attempt.objects.get(question=question).given == "−150"
    assert scroll_width(page) <= 360
    shoot(page, "feedback")

    # The next question comes by htmx: its box gets the keypad too, once.
    page.locator("a.button").tap()
    expect(page.locator(".drill__count")).to_contain_text("Question 2")
    expect(keypad).to_have_count(1)
    expect(keypad).to_be_visible()
    expect(page.locator("input[name=answer]")).to_have_attribute("inputmode", "none")
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_answer_button_beside_the_box_answers_when_tapped_at_the_foot_of_the_page(
    live_server, page: Page, console_errors
):
    # The button taking the focus closed the keypad under it; the page grew shorter and
    # scrolled under the finger, so the tap's click missed the button and nothing was sent.
    question = log_in_and_start_an_ante_drill(page, live_server, tap=True)
    tap_keys(page, "sign", "2", "0")
    expect(page.locator(".keypad")).to_be_visible()
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")

    page.locator(".answer-form__row button[type=submit]").tap()

    expect(page.locator(".feedback")).to_be_visible()
    assert Attempt.objects.get(question=question).given == "−20"
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_visitor_on_a_phone_types_a_vietnamese_decimal_comma_in_the_self_test(
    live_server, page: Page, shoot, console_errors
):
    page.goto(f"{live_server.url}/vi/self-test/")
    page.locator("main form button[type=submit]").first.tap()  # Oasis Poker's
    boxes = page.locator("input[data-keypad]")
    expect(boxes).to_have_count(3)
    keypad = page.locator(".keypad")
    expect(keypad.locator("[data-key=separator]")).to_have_value(",")
    expect(keypad.locator("[data-key=enter]")).to_have_value("Trả lời")

    tap_keys(page, "1", "0", "5", "0", "separator", "5")
    expect(boxes.nth(0)).to_have_value("1050,5")
    boxes.nth(1).tap()  # the keypad follows the box
    expect(keypad).to_have_count(1)
    assert keypad.bounding_box()["y"] > boxes.nth(1).bounding_box()["y"]
    tap_keys(page, "sign", "2", "0")
    expect(boxes.nth(1)).to_have_value("−20")
    boxes.nth(2).tap()
    tap_keys(page, "3", "5", "0")
    assert scroll_width(page) <= 360
    shoot(page, "answers")
    tap_keys(page, "enter")

    expect(page.locator(".feedback")).to_have_count(3)
    given = list(
        Attempt.objects.filter(question__self_test__isnull=False)
        .order_by("question__position")
        .values_list("given", flat=True)
    )
    assert given == ["1050,5", "−20", "350"]
    shoot(page, "result")
    assert console_errors == []


def test_trainee_at_a_desktop_answers_with_the_keyboard_and_sees_no_keypad(
    live_server, page: Page, shoot, console_errors
):
    question = log_in_and_start_an_ante_drill(page, live_server, tap=False)
    assert page.evaluate("matchMedia('(pointer: fine)').matches")

    answer = page.locator("input[name=answer]")
    expect(answer).to_be_focused()
    expect(answer).to_have_attribute("inputmode", "text")
    expect(page.locator(".keypad")).to_have_count(0)
    page.keyboard.type("-150")
    expect(page.locator(".keypad")).to_have_count(0)
    shoot(page, "question")
    page.keyboard.press("Enter")

    expect(page.locator(".feedback")).to_be_visible()
    assert Attempt.objects.get(question=question).given == "-150"
    assert console_errors == []
