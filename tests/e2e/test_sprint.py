"""A 10-question sprint on a 360 × 740 phone in Vietnamese: started from its page, each
question answered with no verdict, the clock counting down, the result explaining the score
and the working of each question. Screenshots go to test-artifacts/e2e/."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ARTIFACTS
from tests.e2e.test_phone import PHONE, log_in, url
from tests.e2e.test_phone_answers import on_screen
from trainer.models import Question

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


@pytest.fixture
def shoot(request):
    """The whole page. caret="initial": Playwright hides the caret with an inline style,
    which the CSP refuses once an htmx swap follows."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(page: Page, name: str) -> None:
        path = ARTIFACTS / f"{request.node.name}-{name}.png"
        page.screenshot(path=str(path), full_page=True, caret="initial")

    return take


@pytest.mark.browser_context_args(**PHONE)
def test_a_ten_question_sprint_on_a_phone_in_vietnamese(
    live_server, page: Page, shoot, console_errors
):
    log_in(page, live_server)
    page.goto(live_server.url + url("trainer:sprints"))
    form = page.locator("form.drill-form")
    form.locator("select[name=variant]").select_option("standard")
    for box in form.locator("input[name=kinds]").all():
        box.set_checked(box.get_attribute("value") in ["ante", "net"])
    form.locator("input[name=shape][value='10in90']").check()
    shoot(page, "form")
    form.locator("button[type=submit]").tap()
    page.wait_for_url(re.compile(r".*/trainer/sprints/\d+/"))
    misplaced = []
    for number in range(1, 11):
        asking = page.locator("#sprint.drill--asking")
        expect(asking.locator(".drill__count")).to_contain_text(f"Câu hỏi {number}/10")
        expect(asking.locator(".sprint__clock")).to_contain_text("giây")
        if not on_screen(page, asking.locator(".drill__prompt")):
            misplaced.append(f"question {number}: its prompt off the screen")
        if number in (1, 10):
            shoot(page, f"question-{number}")
        # Right, but every third one wrong (the key read where the server keeps it).
        key = Question.objects.get(sprint__user__isnull=False, position=number).answer_key
        asking.locator("input[data-keypad]").fill(key if number % 3 else f"{key}1")
        asking.locator(".answer-form__row button[type=submit]").tap()
        # No verdict between the questions.
        expect(page.locator(".feedback")).to_have_count(0)
    result = page.locator("#sprint.drill--done")
    expect(result).to_be_visible()
    expect(result.locator(".sprint__account")).to_contain_text("mỗi câu sai bị trừ 5 điểm")
    expect(result.locator(".results__item")).to_have_count(10)
    result.locator(".results__item summary").first.tap()
    expect(result.locator(".feedback__reason").first).to_be_visible()
    shoot(page, "result")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert misplaced == []
    assert console_errors == []


def run_sprint(page: Page, sprint_user) -> None:
    """Answer the open sprint's ten questions on ``page``, every other one right."""
    for number in range(1, 11):
        asking = page.locator("#sprint.drill--asking")
        expect(asking.locator(".drill__count")).to_contain_text(f"{number}/10")
        key = Question.objects.get(sprint__user=sprint_user, position=number).answer_key
        asking.locator("input[data-keypad]").fill(key if number % 2 else f"{key}1")
        asking.locator(".answer-form__row button[type=submit]").tap()
    expect(page.locator("#sprint.drill--done")).to_be_visible()


@pytest.mark.browser_context_args(**PHONE)
def test_a_duel_by_link_between_two_trainees_on_phones(
    live_server, browser, page: Page, shoot, console_errors
):
    from django.contrib.auth import get_user_model

    log_in(page, live_server)
    ana = get_user_model().objects.latest("pk")
    page.goto(live_server.url + url("trainer:duels"))
    form = page.locator("form.drill-form")
    form.locator("select[name=variant]").select_option("standard")
    for box in form.locator("input[name=kinds]").all():
        box.set_checked(box.get_attribute("value") == "ante")
    form.locator("button[type=submit]").tap()
    link = page.locator("input.duel__link").input_value()
    shoot(page, "challenge")
    page.locator("main form button[type=submit]").first.tap()
    run_sprint(page, ana)

    other = browser.new_context(**PHONE)
    binh_page = other.new_page()
    log_in(binh_page, live_server)
    binh = get_user_model().objects.latest("pk")
    binh_page.goto(link)
    binh_page.locator("main form button[type=submit]").tap()
    run_sprint(binh_page, binh)
    binh_page.locator("#sprint a.button").first.tap()
    table = binh_page.locator("table.duel-table")
    expect(table).to_be_visible()
    expect(table.locator("tbody tr")).to_have_count(11)
    shoot(binh_page, "side-by-side")
    assert binh_page.evaluate("document.documentElement.scrollWidth") <= 360
    other.close()
    assert console_errors == []
