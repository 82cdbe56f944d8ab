"""The playable tables in a real browser, in Vietnamese, at a phone's and a laptop's width."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page, expect

from engine.holdem.ai import play_ai_turns
from engine.holdem.table import Match
from play.models import HoldemMatch
from tests.play.factories_holdem import HoldemMatchFactory
from tests.play.test_holdem import _played
from tests.trainer.factories import TraineeFactory

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-test-password"  # TraineeFactory's
SIZES = {"phone": (360, 740), "laptop": (1280, 900)}


def vi_url(live_server, name: str) -> str:
    with translation.override("vi"):
        return live_server.url + reverse(name)


def log_in(page: Page, live_server, username: str) -> None:
    page.goto(vi_url(live_server, "login"))
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator("#id_password")).to_have_count(0)


def fits(page: Page) -> bool:
    width = page.viewport_size["width"]
    return page.evaluate("document.documentElement.scrollWidth") <= width


def rows_of_cards(page: Page, selector: str) -> list[int]:
    """How many rows the cards of each list matched by ``selector`` take up (by the items'
    layout position: a ticked card is lifted by a transform, which is no new row)."""
    return page.evaluate(
        """(selector) => [...document.querySelectorAll(selector)].map(
            (list) => new Set([...list.children].map((item) => item.offsetTop)).size)""",
        selector,
    )


@pytest.mark.parametrize("size", SIZES)
def test_boxes_table_keeps_each_box_on_one_row_and_the_up_card_first(
    live_server, page: Page, shoot, console_errors, size
):
    user = TraineeFactory()
    page.set_viewport_size(dict(zip(("width", "height"), SIZES[size], strict=True)))
    log_in(page, live_server, user.username)
    page.goto(vi_url(live_server, "play:boxes"))
    page.fill("#id_ante_2", "20")
    page.fill("#id_ante_3", "30")
    page.locator("form.boxes__deal button[type=submit]").click()
    expect(page.locator(".box--current")).to_be_visible()

    dealer = page.locator(".boxes__dealer svg.card")
    assert "card--up" in dealer.first.get_attribute("class")
    assert all("card--back" in dealer.nth(i).get_attribute("class") for i in range(1, 5))
    assert rows_of_cards(page, ".box .hand") == [1, 1, 1]
    assert fits(page)
    shoot(page, f"deal-{size}")

    page.locator(".box--current .box__pick input").first.check()
    shoot(page, f"ticked-{size}")
    assert rows_of_cards(page, ".box--current .hand") == [1]

    page.locator(".box--current button[value=raise]").click()
    expect(page.locator("#box-2.box--current")).to_be_visible()
    page.locator(".box--current button[value=raise]").click()
    expect(page.locator(".boxes__result")).to_be_visible()
    assert page.locator(".boxes__dealer svg.card--back").count() == 0
    assert rows_of_cards(page, ".box > .hand") == [1, 1, 1]
    assert fits(page)
    shoot(page, f"showdown-{size}")
    assert console_errors == []


@pytest.mark.parametrize("size", SIZES)
def test_holdem_table_names_the_kicker_and_who_contests_each_pot(
    live_server, page: Page, shoot, console_errors, size
):
    row = HoldemMatchFactory(seed=8)  # its first showdown is won on a kicker
    page.set_viewport_size(dict(zip(("width", "height"), SIZES[size], strict=True)))
    log_in(page, live_server, row.user.username)
    page.goto(vi_url(live_server, "play:holdem"))
    expect(page.locator(".holdem__raise button")).to_have_text("Tố")
    expect(page.locator(".holdem__raise label")).to_contain_text("Tố:")
    assert fits(page)
    shoot(page, f"first-turn-{size}")

    _played(row, lambda m: m.hand.result is not None and m.hand.result.showdown)
    page.reload()
    assert rows_of_cards(page, ".holdem__felt .hand") == [1]  # the five board cards
    expect(page.locator(".holdem__award-head").first).to_contain_text("tranh giữa")
    expect(page.locator(".holdem__awards")).to_contain_text("lá đá quyết định")
    assert fits(page)
    shoot(page, f"showdown-{size}")
    assert console_errors == []


def test_holdem_trainee_out_of_chips_restarts_from_the_offer(
    live_server, page: Page, shoot, console_errors
):
    row = HoldemMatchFactory(seed=3)
    match = Match(3, stacks=[40, 1000, 1000, 1000])
    play_ai_turns(match)
    row.state = match.to_dict()
    row.save()
    _played(row, lambda m: m.trainee_out)
    page.set_viewport_size({"width": 360, "height": 740})
    log_in(page, live_server, row.user.username)
    page.goto(vi_url(live_server, "play:holdem"))
    expect(page.locator(".holdem__state")).to_contain_text("Bạn đã hết chip")
    expect(page.locator(".holdem__next button")).to_have_text("Bắt đầu lại trận đấu")
    expect(page.locator(".holdem__next button")).to_be_focused()
    assert fits(page)
    shoot(page, "knocked-out")

    page.keyboard.press("Enter")
    expect(page.locator(".holdem__state")).not_to_contain_text("Bạn đã hết chip")
    restarted = Match.from_dict(HoldemMatch.objects.get(pk=row.pk).state)
    assert restarted.initial_stacks == (1000,) * 4
    shoot(page, "restarted")
    assert console_errors == []
