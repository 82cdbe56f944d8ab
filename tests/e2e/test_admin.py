"""The admin as an instructor reads it, in Vietnamese, on a laptop and on a phone: the index,
the Trainees page, the attempts and one attempt. Screenshots in test-artifacts/e2e/."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from django.contrib.auth.models import Group, User
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page, expect

from engine.oasis.variants import STANDARD
from paytables.models import Variant
from tests.e2e.conftest import ARTIFACTS
from tests.trainer.helpers import next_question
from tests.trainer.test_admin_answers import best_play_attempt, hand_attempt
from trainer.kinds import KINDS
from trainer.kinds.oasis.slugs import OasisKind
from trainer.models import Question, QuestionKind
from trainer.services import attempt_record, drill_start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-pass-phrase"
LAPTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 740}
# Every kind the standard house asks (not Russian Poker's, nor the maximum payout, which it
# does not set) but the best play, whose exact analysis takes half a minute a hand: its
# attempts are made with the analysis given (as in the admin's own tests).
DEALT_KINDS = [
    slug
    for slug, kind in KINDS.items()
    if slug != OasisKind.BEST_PLAY and kind.refusal(STANDARD) is None and not kind.chips_only
]
TRAINEES = {"thảo": 0.15, "minh_anh": 0.45, "nguyễn_văn_bình": 0.3}


def vi_url(live_server, name: str, *args: object) -> str:
    with translation.override("vi"):
        return live_server.url + reverse(name, args=args)


def answer(question: Question, *, right: bool, rng: random.Random) -> str:
    """What a trainee types or picks: the key, or a wrong answer of the same shape."""
    if question.kind == QuestionKind.SIDE_POTS:
        key = question.answer_key
        return key if right else key.replace("0", "5", 1)
    if question.asks_amount:
        amounts = [Decimal(part) for part in question.answer_key.split(";")]
        typed = [amount if right else amount + 5 for amount in amounts]
        # As a dealer types them ("-200", not "-200.00"), one box each.
        return ";".join(f"{amount.normalize():f}" for amount in typed)
    if right:
        return question.answer_key
    return rng.choice([choice for choice in question.choices if choice != question.answer_key])


def trainees_with_attempts() -> None:
    """Three trainees who have answered every kind of question, each wrong as often as
    ``TRAINEES`` says, through the services a drill uses."""
    variant = Variant.objects.get(slug="standard")
    rng = random.Random(14)
    users = []
    for name, wrong_share in TRAINEES.items():
        user = User.objects.create_user(name, password=PASSWORD)
        drill = drill_start(
            user=user,
            variant=variant,
            kinds=DEALT_KINDS,
            difficulty="round",
            rare=False,
            seconds_per_question=None,
            length=30,
            language="vi",
        )
        while (question := next_question(drill)) is not None:
            given = answer(question, right=rng.random() >= wrong_share, rng=rng)
            attempt_record(user=user, question=question, given=given, language="en")
        users.append(user)
    hand_attempt(users[0])
    best_play_attempt(users[1])


def log_in_instructor(live_server, page: Page) -> None:
    instructor = User.objects.create_user("thanh", password=PASSWORD, is_staff=True)
    instructor.groups.add(Group.objects.get(name="Instructors"))
    page.goto(vi_url(live_server, "admin:login"))
    page.fill("#id_username", "thanh")
    page.fill("#id_password", PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(vi_url(live_server, "admin:index"))


def scroll_width(page: Page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


def shoot_screen(page: Page, request: pytest.FixtureRequest, name: str) -> None:
    """The first screen only, as the instructor sees it on opening a long page."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}-{name}.png"))


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["1280x900", "360x740"])
def test_instructor_reads_trainees_and_attempts_in_vietnamese(
    live_server, page: Page, shoot, console_errors, size, request
):
    trainees_with_attempts()
    page.set_viewport_size(size)
    log_in_instructor(live_server, page)

    # The index lists the Trainees page.
    expect(page.locator("html")).to_have_attribute("lang", "vi")
    trainees = page.locator("#content-main").get_by_role("link", name="Học viên", exact=True)
    expect(trainees).to_be_visible()
    shoot(page, "index")

    trainees.click()
    page.wait_for_url(vi_url(live_server, "admin:trainer_trainee_changelist"))
    rows = page.locator(".review-table tbody tr")
    expect(rows).to_have_count(len(TRAINEES))
    for row in rows.all():
        # The weakest skills: up to three with a line missed last time (or "none").
        expect(row.locator(".weakest li").first).to_be_visible()
        assert 1 <= row.locator(".weakest li").count() <= 3
    shoot(page, "trainees")
    assert scroll_width(page) <= size["width"]

    rows.first.locator("th a").first.click()
    expect(page.locator(".review-table tbody tr").first).to_be_visible()
    shoot(page, "trainee")
    assert scroll_width(page) <= size["width"]

    page.goto(vi_url(live_server, "admin:trainer_attempt_changelist"))
    expect(page.locator("#result_list")).to_contain_text("Thùng phá sảnh lớn")
    expect(page.locator("#result_list")).to_contain_text("Đổi 5♣ (phí 1 ante)")
    for code in ("royal_flush", "switch:5c"):
        expect(page.locator("#result_list")).not_to_contain_text(code)
    shoot(page, "attempts")
    shoot_screen(page, request, "attempts-first-screen")
    # On a phone the list scrolls inside its box, as every list of the admin does; the page
    # itself never does.
    assert scroll_width(page) <= size["width"]
    if size == LAPTOP:
        # Every column in view beside the navigation and the filters: none cut off.
        results = "document.querySelector('#changelist .results')"
        assert page.evaluate(f"{results}.scrollWidth <= {results}.clientWidth")

    page.locator("#result_list tbody tr th a").first.click()
    expect(page.locator(".field-right_answer .readonly")).not_to_be_empty()
    expect(page.locator(".field-prompt .readonly")).not_to_be_empty()
    shoot(page, "attempt")
    if size == PHONE:
        assert scroll_width(page) <= size["width"]
    assert console_errors == []
