"""The mastery grid as a Vietnamese trainee and his instructor see it, on a phone and on a
laptop: the progress page, the instructors' list by what is due and one trainee's grid,
each fitting its screen without sideways scrolling, screenshot for a person to read."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import timezone, translation
from playwright.sync_api import Browser, Page, expect

from paytables.models import Variant
from tests.e2e.conftest import ARTIFACTS
from tests.trainer.factories import (
    AttemptFactory,
    InstructorFactory,
    SkillCardFactory,
    TraineeFactory,
)
from trainer.models import Attempt
from trainer.services import drill_start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-test-password"  # the factories'
SCREENS = {"phone": (360, 740), "laptop": (1280, 900)}


def vi(name: str, **kwargs) -> str:
    with translation.override("vi"):
        return reverse(name, kwargs=kwargs or None)


def trainee_with_a_history():
    """A trainee a week into his course: raise and fee answers over three days, and cards
    of every standing."""
    trainee = TraineeFactory(username="lan", first_name="Lan", last_name="Nguyễn")
    now = timezone.now()
    for days, right, seconds in ((6, False, "9.1"), (6, True, "7.4"), (3, True, "5.2")):
        for _ in range(3):
            attempt = AttemptFactory(
                user=trainee, given="10000" if right else "1", seconds=Decimal(seconds)
            )
            Attempt.objects.filter(pk=attempt.pk).update(created_at=now - timedelta(days=days))
    AttemptFactory(user=trainee, kind="fee", question__answer_key="-100", given="-100")
    due = now - timedelta(hours=2)
    for line in ("pair", "ace_king", "two_pair", "three_of_a_kind"):
        SkillCardFactory(user=trainee, cell=f"raise:{line}")
    SkillCardFactory(user=trainee, cell="raise:straight", run=1)
    SkillCardFactory(user=trainee, cell="raise:full_house", due=due)
    for line in ("win", "not_qualified", "lose"):
        SkillCardFactory(user=trainee, kind="ante", cell=f"ante:{line}")
    SkillCardFactory(user=trainee, kind="ante", cell="ante:fold", run=0)
    SkillCardFactory(user=trainee, kind="qualifies", cell="qualifies:pair_or_better", due=due)
    SkillCardFactory(user=trainee, kind="fee", cell="fee:1", run=2)
    # His latest drill was at the standard house.
    drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=["raise"],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=1,
    )
    return trainee


def log_in(page: Page, live_server, username: str, *, admin: bool = False) -> None:
    page.goto(f"{live_server.url}{vi('admin:login') if admin else vi('login')}")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    with page.expect_navigation():
        page.keyboard.press("Enter")


def fits(page: Page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_progress_opens_on_the_mastery_grid_in_vietnamese(
    live_server, browser: Browser, shoot, screen
):
    width, height = SCREENS[screen]
    trainee = trainee_with_a_history()
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors: list[str] = []
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    log_in(page, live_server, trainee.username)

    page.goto(f"{live_server.url}{vi('trainer:progress')}")

    expect(page.locator("#mastery-heading")).to_have_text("Những gì bạn đã thành thạo")
    fits(page, width)
    shoot(page, f"progress-{screen}")
    raise_ = page.locator(".mastery__kind").filter(has_text="Kết quả raise")
    raise_.locator("summary").click()
    expect(raise_.locator(".mastery__lines")).to_be_visible()
    fits(page, width)
    shoot(page, f"progress-raise-open-{screen}")
    # The grid alone, at its size, to read it as a phone shows it.
    page.locator("section.mastery").screenshot(path=str(ARTIFACTS / f"mastery-{screen}.png"))
    # Raise answers on two days: its charts; the fee's one day: none.
    assert page.locator(".skill-progress").count() == 1
    assert not errors

    page.goto(f"{live_server.url}{vi('trainer:home')}")
    expect(page.locator("#need-heading")).to_be_visible()
    fits(page, width)
    shoot(page, f"home-{screen}")
    context.close()


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_instructor_sees_trainees_by_need_and_a_grid_in_vietnamese(
    live_server, browser: Browser, shoot, screen
):
    width, height = SCREENS[screen]
    trainee_with_a_history()
    other = TraineeFactory(username="minh")
    card = SkillCardFactory(user=other, cell="raise:pair", run=0)
    AttemptFactory(user=other, kind=card.kind, cell=card.cell, given="999")
    instructor = InstructorFactory(username="co-hoa")
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    log_in(page, live_server, instructor.username, admin=True)

    page.goto(f"{live_server.url}{vi('admin:trainer_trainee_changelist')}")
    expect(page.locator("html")).to_have_attribute("lang", "vi")
    expect(page.locator("table.review-table tbody tr")).to_have_count(2)
    shoot(page, f"admin-trainees-{screen}")

    page.locator("table.review-table a", has_text="lan").first.click()
    page.locator(".object-tools a", has_text="Bảng thành thạo").click()
    expect(page.locator(".mastery__kinds")).to_be_visible()
    page.locator(".mastery__kind summary").first.click()
    if screen == "phone":
        # Django's admin itself is wider than a phone (its header and breadcrumbs); the
        # grid must not be what makes it so.
        box = page.locator(".mastery__kinds").bounding_box()
        assert box is not None and box["x"] + box["width"] <= width
    else:
        fits(page, width)
    shoot(page, f"admin-grid-{screen}")
    page.locator("#content").screenshot(path=str(ARTIFACTS / f"admin-grid-content-{screen}.png"))
    context.close()
