"""Issue 25 on a phone, at 360 × 740 in Vietnamese: the drill form's house ticks its game's
kinds and a refusal is read first; while a question is answered its cards, prompt and keypad
are all on the screen; the calculator's result or refusal is what the screen shows; an open
exam is on the trainee's home. Screenshots go to test-artifacts/e2e/."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Locator, Page, expect

from tests.e2e.conftest import ARTIFACTS
from tests.e2e.test_phone import PHONE, SWITCH_TO_STRAIGHT_FLUSH, log_in, url
from tests.school.factories import ExamFactory, SchoolClassFactory

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

OASIS_KINDS = ["ante", "raise", "fee", "bonus", "net"]
RUSSIAN_KINDS = ["ru_ante", "ru_bet", "ru_fee", "ru_net"]


@pytest.fixture
def shoot(request):
    """What the screen shows (not the full page: what is off it is the point here).
    caret="initial": Playwright hides the caret with an inline style, which the CSP
    refuses once an htmx swap follows."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(page: Page, name: str) -> None:
        path = ARTIFACTS / f"{request.node.name}-{name}.png"
        page.screenshot(path=str(path), caret="initial")

    return take


def on_screen(page: Page, element: Locator) -> bool:
    box = element.bounding_box()
    height = page.viewport_size["height"]
    return box is not None and box["y"] >= -0.5 and box["y"] + box["height"] <= height + 0.5


def starts_on_screen(page: Page, element: Locator) -> bool:
    """Its top is on the screen: a long refusal is read from its first line."""
    box = element.bounding_box()
    return box is not None and -2 <= box["y"] <= page.viewport_size["height"] - 40


def ticked(page: Page) -> list[str]:
    boxes = page.locator("form.drill-form input[name=kinds]:checked")
    return [box.get_attribute("value") for box in boxes.all()]


# -- 8: Russian Poker from a phone -------------------------------------------------------------


@pytest.mark.browser_context_args(**PHONE)
def test_choosing_a_russian_house_ticks_its_kinds_and_the_drill_starts(
    live_server, page: Page, shoot, console_errors
):
    log_in(page, live_server)
    assert ticked(page) == OASIS_KINDS
    page.select_option("form.drill-form select[name=variant]", "classic")
    assert ticked(page) == RUSSIAN_KINDS
    page.select_option("form.drill-form select[name=variant]", "caribbean")
    assert ticked(page) == ["ante", "raise", "bonus", "net"]  # no switch, no switch fee
    page.select_option("form.drill-form select[name=variant]", "classic")
    page.locator("form.drill-form button[type=submit]").tap()
    expect(page.locator(".drill--asking")).to_be_visible()
    expect(page.locator(".drill__stakes")).to_contain_text("Russian Poker")
    shoot(page, "russian-question")
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_a_refused_drill_says_why_at_the_top_in_view_and_focused(
    live_server, page: Page, shoot, console_errors
):
    log_in(page, live_server)
    page.select_option("form.drill-form select[name=variant]", "classic")
    # A kind the house cannot ask, ticked by hand: Oasis Poker's raise at a Russian house.
    page.locator("form.drill-form input[name=kinds][value=raise]").check()
    page.locator("form.drill-form button[type=submit]").tap()
    refusal = page.locator("#drill-errors")
    expect(refusal).to_be_focused()
    expect(page.locator(".drill-form [role=alert]")).to_contain_text("không thể hỏi")
    assert on_screen(page, refusal)
    shoot(page, "refusal")
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE, java_script_enabled=False)
def test_a_refused_drill_without_javascript_is_in_view_and_focused(live_server, page: Page, shoot):
    log_in(page, live_server)
    page.select_option("form.drill-form select[name=variant]", "classic")  # ticks nothing
    page.locator("form.drill-form button[type=submit]").tap()
    refusal = page.locator("#drill-errors")
    expect(refusal).to_be_focused()
    shoot(page, "refusal")
    assert starts_on_screen(page, refusal)


# -- 10: the phone shows what is asked ---------------------------------------------------------


# A phone shorter than the question: a page loaded whole must still be framed.
SHORT_PHONE = {**PHONE, "viewport": {"width": 360, "height": 520}}


@pytest.mark.browser_context_args(**SHORT_PHONE)
def test_a_question_loaded_as_a_whole_page_is_framed_down_to_its_keypad(
    live_server, page: Page, shoot, console_errors
):
    # The drill's page is loaded whole (not swapped in by htmx): its box takes the focus
    # (autofocus) only after the page's scripts have run, and the question, taller than
    # this screen, is still scrolled so that the keypad's foot is at the screen's foot.
    log_in(page, live_server)
    page.select_option("form.drill-form select[name=variant]", "classic")
    for box in page.locator("form.drill-form input[name=kinds]").all():
        box.set_checked(box.get_attribute("value") in ["ru_game_bought", "ru_insurance"])
    page.fill("#id_length", "2")
    page.locator("form.drill-form button[type=submit]").tap()
    page.wait_for_url(re.compile(r".*/trainer/drills/\d+/"))
    keypad = page.locator(".drill--asking .keypad")
    expect(keypad).to_be_visible()
    expect(page.locator(".drill--asking input[data-keypad]")).to_be_focused()
    page.wait_for_function("window.scrollY > 0")
    shoot(page, "framed")
    assert on_screen(page, keypad)
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
@pytest.mark.parametrize(
    ("house", "kinds"),
    [
        ("standard", OASIS_KINDS),
        ("classic", RUSSIAN_KINDS),
        # The longest histories: an exchange or a sixth card, a game bought, insurance.
        ("classic", ["ru_game_bought", "ru_insurance"]),
    ],
)
def test_cards_prompt_and_keypad_are_on_the_screen_while_answering(
    live_server, page: Page, shoot, console_errors, house, kinds
):
    log_in(page, live_server)
    page.select_option("form.drill-form select[name=variant]", house)
    for box in page.locator("form.drill-form input[name=kinds]").all():
        box.set_checked(box.get_attribute("value") in kinds)
    page.fill("#id_length", "8")
    page.check("#id_rare")  # straights and better: the longest prompts and workings
    page.locator("form.drill-form button[type=submit]").tap()
    misplaced = []
    for number in range(1, 9):
        expect(page.locator(".drill--asking .keypad")).to_be_visible()
        parts = {
            "cards": page.locator(".drill--asking .round .card"),
            "prompt": page.locator(".drill--asking .drill__prompt"),
            "keypad": page.locator(".drill--asking .keypad"),
        }
        for name, found in parts.items():
            off = [each.bounding_box() for each in found.all() if not on_screen(page, each)]
            if off:
                misplaced.append(f"question {number}: its {name} off the screen at {off[0]}")
        shoot(page, f"question-{number}")
        page.locator(".drill--asking input[data-keypad]").fill("1")
        page.locator(".answer-form__row button[type=submit]").tap()
        expect(page.locator(".feedback")).to_be_visible()
        page.locator("#drill a.button").tap()
    assert misplaced == []
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_the_calculators_result_and_refusal_are_what_the_screen_shows(
    live_server, page: Page, shoot, console_errors
):
    page.goto(live_server.url + url("paytables:calculator", "oasis-poker"))
    for field in ("player", "dealer", "discard", "draw"):
        page.fill(f"#id_{field}", SWITCH_TO_STRAIGHT_FLUSH[field])
    page.locator("form.calculator-form button[type=submit]").tap()
    result = page.locator("#settled.result")
    expect(result).to_be_focused()
    expect(result).to_contain_text("+1.000")
    assert on_screen(page, result.locator("h2"))
    shoot(page, "calculator-result")

    page.fill("#id_draw", "9♥")  # a card the player already holds
    page.locator("form.calculator-form button[type=submit]").tap()
    refusal = page.locator("#settled.form-errors")
    expect(refusal).to_be_focused()
    assert on_screen(page, refusal)
    shoot(page, "calculator-refusal")
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE, java_script_enabled=False)
def test_the_calculators_result_is_scrolled_to_without_javascript(live_server, page: Page):
    page.goto(live_server.url + url("paytables:calculator", "oasis-poker"))
    for field in ("player", "dealer", "discard", "draw"):
        page.fill(f"#id_{field}", SWITCH_TO_STRAIGHT_FLUSH[field])
    page.locator("form.calculator-form button[type=submit]").tap()
    result = page.locator("#settled.result")
    expect(result).to_be_focused()
    assert on_screen(page, result.locator("h2"))


# -- 12: exams are found -----------------------------------------------------------------------


@pytest.mark.browser_context_args(**PHONE)
def test_the_trainees_home_shows_the_open_exam_he_can_sit(
    live_server, page: Page, shoot, console_errors
):
    log_in(page, live_server)
    trainee = get_user_model().objects.get()
    ExamFactory(
        title="Kiểm tra bảng raise",
        school_class=SchoolClassFactory(trainees=[trainee]),
        parts={"raise": 2},
    )
    page.reload()
    notice = page.locator(".notices .notice")
    expect(notice).to_contain_text("Kiểm tra bảng raise")
    assert on_screen(page, notice)
    shoot(page, "home-exam")
    notice.locator("a").tap()
    expect(page.locator("h1")).to_contain_text("Kiểm tra bảng raise")
    assert console_errors == []
