from __future__ import annotations

import csv
import io
from decimal import Decimal
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User
from playwright.sync_api import Page, expect

from trainer.models import Attempt, Question

# The live server needs committed data; serialized_rollback restores the reference data
# (variants, glossary) that a transactional test would otherwise flush away.
pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-pass-phrase"


def open_question(page: Page) -> Question:
    """The question on screen now, as the server keeps it (the test knows the answer key)."""
    pk = page.locator("form.answer-form").get_attribute("action").rstrip("/").split("/")[-2]
    return Question.objects.get(pk=int(pk))


def answer_with_keyboard(page: Page, question: Question, *, right: bool) -> None:
    if question.asks_amount:
        amount = Decimal(question.answer_key) + (0 if right else 5)
        # The answer box has the focus when the question appears: type and press Enter.
        expect(page.locator("input[name=answer]")).to_be_focused()
        page.keyboard.type(f"{amount:f}")
        page.keyboard.press("Enter")
        return
    wanted = (
        question.answer_key
        if right
        else next(c for c in question.choices if c != question.answer_key)
    )
    # The first choice has the focus (once htmx has settled the swap): Tab along the
    # buttons to the one wanted, then Enter.
    expect(page.locator(".choices button").first).to_be_focused()
    for _ in range(len(question.choices)):
        if page.evaluate("document.activeElement.value") == wanted:
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")


def test_newcomer_signs_up_switches_to_vietnamese_and_drills_ten_questions_by_keyboard(
    live_server, page: Page, shoot, console_errors
):
    page.goto(f"{live_server.url}/en/accounts/sign-up/")
    page.locator("#id_username").focus()
    page.keyboard.type("lan")
    page.keyboard.press("Tab")
    page.keyboard.type("Nguyễn Thị Lan")
    page.keyboard.press("Tab")
    page.keyboard.type(PASSWORD)
    page.keyboard.press("Tab")
    page.keyboard.type(PASSWORD)
    page.keyboard.press("Enter")
    expect(page.locator("h1")).to_contain_text("lan")
    shoot(page, "trainer-home")

    page.get_by_role("button", name="Tiếng Việt").focus()
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("lang", "vi")
    assert "/vi/" in page.url

    # One click (here: Enter on the focused button) into a drill of what a newcomer needs:
    # the lines he has not met, in the order a dealer school teaches them.
    expect(page.locator("form button[type=submit][autofocus]")).to_be_focused()
    page.keyboard.press("Enter")
    for number in range(10):
        expect(page.locator(".drill__count")).to_contain_text(f"{number + 1}")
        question = open_question(page)
        if number == 0:
            shoot(page, "question")
        answer_with_keyboard(page, question, right=number % 3 != 0)
        expect(page.locator(".feedback")).to_be_visible()
        if number == 0:
            shoot(page, "feedback")
        expect(page.locator(".feedback__reason")).not_to_be_empty()
        expect(page.locator("a.button")).to_be_focused()
        page.keyboard.press("Enter")

    expect(page.locator("#drill h2")).to_be_visible()
    shoot(page, "results")
    attempts = Attempt.objects.filter(user__username="lan")
    assert attempts.count() == 10
    assert attempts.filter(is_correct=False).count() == 4

    page.goto(f"{live_server.url}/vi/trainer/progress/")
    # One day of answers: the mastery grid, and no chart of a single day.
    expect(page.locator(".mastery__kinds")).to_be_visible()
    expect(page.locator(".chart__svg")).to_have_count(0)
    wrong_links = page.locator("a[href*='/trainer/questions/']")
    assert wrong_links.count() >= 4
    shoot(page, "progress")
    wrong_links.first.click()
    expect(page.locator(".feedback")).to_be_visible()
    assert console_errors == []


def test_anonymous_visitor_takes_the_self_test_in_english(
    live_server, page: Page, shoot, console_errors
):
    page.goto(f"{live_server.url}/en/self-test/")
    expect(page.get_by_text("not counting the stake")).to_be_visible()
    page.keyboard.press("Enter")  # the start button has the focus
    expect(page.locator("input[data-keypad]")).to_have_count(3)
    questions = list(Question.objects.filter(self_test__isnull=False).order_by("position"))
    page.fill("input[name=q1]", questions[0].answer_key)
    page.fill("input[name=q2]", questions[1].answer_key)
    page.fill("input[name=q3]", "123456")
    shoot(page, "answers")
    page.get_by_role("button", name="Check my answers").click()
    expect(page.locator(".lead")).to_have_text("2 of 3 right.")
    expect(page.locator(".feedback")).to_have_count(3)
    shoot(page, "result")
    assert console_errors == []


def test_instructor_filters_a_trainees_wrong_attempts_and_exports_csv(
    live_server, page: Page, shoot, console_errors
):
    from tests.trainer.factories import AttemptFactory

    trainee = User.objects.create_user("thảo", password=PASSWORD)
    AttemptFactory.create_batch(3, user=trainee, is_correct=False, given="Sai rồi")
    AttemptFactory.create_batch(2, user=trainee, is_correct=True)
    AttemptFactory.create_batch(2, is_correct=False)  # someone else's
    instructor = User.objects.create_user("thanh", password=PASSWORD, is_staff=True)
    instructor.groups.add(Group.objects.get(name="Instructors"))

    page.goto(f"{live_server.url}/en/admin/")
    page.fill("#id_username", "thanh")
    page.fill("#id_password", PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(f"{live_server.url}/en/admin/")
    page.goto(
        f"{live_server.url}/en/admin/trainer/attempt/?user__id__exact={trainee.pk}&is_correct__exact=0"
    )
    expect(page.locator("#result_list tbody tr")).to_have_count(3)
    shoot(page, "wrong-attempts")
    page.locator("#action-toggle").check()
    page.select_option("select[name=action]", "export_csv")
    with page.expect_download() as download_info:
        page.locator("button[name=index]").click()
    content = Path(download_info.value.path()).read_text(encoding="utf-8")
    assert content.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(content.lstrip("\ufeff"))))
    assert len(rows) == 4
    assert all("thảo" in row for row in rows[1:])
    assert all("Sai rồi" in row for row in rows[1:])
    assert console_errors == []


def test_payout_calculator_shows_a_form_error_for_a_duplicate_card(
    live_server, page: Page, shoot, console_errors
):
    page.goto(f"{live_server.url}/en/oasis-poker/calculator/")
    page.fill("#id_ante", "10")
    page.fill("#id_player", "9h Th Jh Qh 3c")
    page.fill("#id_dealer", "Ad Ks 7c 5s 9h")
    page.get_by_role("button", name="Settle").click()
    error = page.locator(".field--dealer .field-error")
    expect(error).to_have_text("9♥ is already among the cards above.")
    shoot(page, "duplicate")
    assert console_errors == []


def test_drill_on_a_narrow_screen_fits_and_asks_for_a_keyboard_with_a_minus_sign(
    live_server, page: Page, shoot, console_errors
):
    User.objects.create_user("hoa", password=PASSWORD)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/en/accounts/login/")
    page.fill("#id_username", "hoa")
    page.fill("#id_password", PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(f"{live_server.url}/en/trainer/")
    page.locator("form.drill-form input[value=ante]").check()
    for kind in ("raise", "fee", "bonus", "net"):
        page.locator(f"form.drill-form input[value={kind}]").uncheck()
    page.locator("form.drill-form button[type=submit]").click()
    answer = page.locator("input[name=answer]")
    expect(answer).to_have_attribute("inputmode", "text")
    shoot(page, "question")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    answer.fill("10")
    answer.press("Enter")
    expect(page.locator(".feedback")).to_be_visible()
    shoot(page, "feedback")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert console_errors == []
