"""The reference pages' words as a Vietnamese trainee reads them on a phone and a desk: the
glossary, a variant page with its source, and a best-play answer with its values."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page, expect

from paytables.models import GlossaryTerm, Variant
from tests.trainer.helpers import next_question
from trainer.kinds.oasis.slugs import OasisKind
from trainer.services import drill_start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

SIZES = {"phone": {"width": 360, "height": 740}, "desk": {"width": 1280, "height": 900}}


def vi(name: str, **kwargs) -> str:
    with translation.override("vi"):
        return reverse(name, kwargs=kwargs or None)


@pytest.mark.parametrize("size", SIZES)
def test_glossary_in_vietnamese_reads_each_term_once_and_fits(
    live_server, page: Page, shoot, console_errors, size
):
    page.set_viewport_size(SIZES[size])
    page.goto(live_server.url + vi("paytables:glossary"))
    terms = page.locator("dl.glossary dt")
    expect(terms).to_have_count(GlossaryTerm.objects.count())
    expect(page.locator("#switch dt")).to_have_text("Đổi bài (Switch)")
    expect(page.locator("#ante dt")).to_have_text("Ante")
    expect(page.locator("#progressive-meter dt")).to_have_text(
        "Quỹ jackpot lũy tiến (Progressive meter)"
    )
    shoot(page, "glossary")
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]
    assert console_errors == []


@pytest.mark.parametrize("size", SIZES)
def test_variant_page_in_vietnamese_names_its_source_in_vietnamese(
    live_server, page: Page, shoot, console_errors, size
):
    page.set_viewport_size(SIZES[size])
    page.goto(live_server.url + vi("paytables:variant", game="oasis-poker", slug="helsinki"))
    source = page.locator("dl.facts").first.locator("dd").last
    expect(source).to_have_text(Variant.objects.get(slug="helsinki").source_vi)
    assert "seed" not in page.locator("main").inner_text().casefold()
    shoot(page, "variant")
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]
    assert console_errors == []


def test_best_play_answer_in_vietnamese_on_a_phone(live_server, page: Page, shoot, console_errors):
    user = User.objects.create_user("hoa", password="a-long-pass-phrase")
    session = drill_start(
        user=user,
        variant=Variant.objects.get(slug="standard"),
        kinds=[OasisKind.BEST_PLAY.value],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=2,
        language="vi",
    )
    question = next_question(session)
    page.set_viewport_size(SIZES["phone"])
    page.goto(live_server.url + vi("login"))
    page.fill("#id_username", "hoa")
    page.fill("#id_password", "a-long-pass-phrase")
    page.keyboard.press("Enter")
    page.wait_for_url(lambda address: "/login/" not in address)
    page.goto(live_server.url + vi("trainer:question", pk=question.pk))
    shoot(page, "question")
    wrong = next(choice for choice in question.choices if choice != question.answer_key)
    page.locator(f"button[name=answer][value='{wrong}']").click()
    expect(page.locator(".feedback")).to_be_visible()
    page.locator("main details summary").first.click()
    whole = shoot(page, "feedback")
    # The whole page is too tall to read at once: the answer and its values, as on a phone.
    page.locator(".feedback").scroll_into_view_if_needed()
    page.screenshot(path=str(whole.with_name(whole.stem + "-values.png")))
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert console_errors == []
