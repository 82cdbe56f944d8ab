"""The skill cells on chips in a phone's browser, at 360 × 740 in Vietnamese: a colour-up
answered by tapping the house's chips, and each of the four new cells shown and answered
(a count typed, the others tapped) with its verdict. Screenshots of each go to
test-artifacts/e2e/."""

from __future__ import annotations

from collections import Counter

import pytest
from playwright.sync_api import Page, expect

from paytables.models import ChipSet, Variant
from tests.e2e.test_phone import PASSWORD, PHONE, misfits, url
from tests.trainer.factories import TraineeFactory
from trainer.kinds import kind_of
from trainer.models import Attempt, Question
from trainer.services import drill_start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def open_drill(page: Page, live_server, kind: str, chips: str) -> Question:
    """Log a new trainee in and open a one-question drill of ``kind`` at the standard house,
    given the shipped chip set ``chips``; the question the page deals."""
    Variant.objects.filter(slug="standard").update(chip_set=ChipSet.objects.get(slug=chips))
    trainee = TraineeFactory()
    page.goto(live_server.url + url("login"))
    page.fill("#id_username", trainee.username)
    page.fill("#id_password", PASSWORD)
    page.locator("main form button[type=submit]").tap()
    page.wait_for_url(live_server.url + url("trainer:home"))
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=[kind],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=1,
        language="vi",
    )
    page.goto(live_server.url + url("trainer:drill", session.pk))
    expect(page.locator(".chip-skill")).to_be_visible()
    return Question.objects.get(session=session)


def tap_chips(page: Page, question: Question) -> None:
    """Push the house's chips for the key, one tap a chip."""
    for value, many in Counter(kind_of(question.kind).house(question)).items():
        for _each in range(many):
            page.locator(f'[data-chip-add="{value}"]').tap()


@pytest.mark.browser_context_args(**PHONE)
def test_a_colour_up_answered_by_tapping_chips(live_server, page: Page, shoot, console_errors):
    question = open_drill(page, live_server, "chip_colour_up", "us-colours")
    expect(page.locator("[data-chip-direction]")).to_have_count(0)  # the chips only go to him
    # A chip pushed by mistake and taken back first.
    page.locator('[data-chip-add="500"]').tap()
    total = page.locator("[data-chip-total]")
    expect(total).to_have_text("Bạn trả cho người chơi 500.")
    page.locator('[data-chip-slot="500"]').tap()
    tap_chips(page, question)
    expect(total).to_contain_text("Bạn trả cho người chơi")
    assert misfits(page) == []
    shoot(page, "tray")
    page.locator(".chip-tray__actions button[type=submit]").tap()
    expect(page.locator(".feedback--right")).to_be_visible()
    expect(page.locator(".chip-feedback")).to_be_visible()
    assert misfits(page) == []
    shoot(page, "verdict")
    attempt = Attempt.objects.get(question=question)
    assert attempt.is_correct and attempt.given.startswith("chips:pay:")
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
@pytest.mark.parametrize("chips", ["us-colours-baccarat-20", "vnd-example"])
@pytest.mark.parametrize("kind", ["chip_count", "chip_colour_up", "chip_change", "chip_pay"])
def test_each_new_cell_on_a_phone(live_server, page: Page, shoot, console_errors, kind, chips):
    question = open_drill(page, live_server, kind, chips)
    prompt = page.locator(".drill__prompt")
    expect(prompt).not_to_contain_text("Gõ +")
    assert misfits(page) == []
    shoot(page, "question")
    if kind == "chip_count":
        expect(page.locator("[data-chip-tray]")).to_have_count(0)
        box = page.locator("form.answer-form input[name=answer]")
        total = question.answer_key.replace(".", ",")  # as a Vietnamese dealer writes it
        box.fill(total)
        page.locator("form.answer-form button[type=submit]").tap()
    else:
        tap_chips(page, question)
        page.locator(".chip-tray__actions button[type=submit]").tap()
    expect(page.locator(".feedback--right")).to_be_visible()
    assert misfits(page) == []
    shoot(page, "verdict")
    assert Attempt.objects.get(question=question).is_correct
    assert console_errors == []
