"""A Vietnamese browser lands in Vietnamese, and a chosen language sticks."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def test_vietnamese_phone_opening_root_lands_in_vietnamese(live_server, browser: Browser, shoot):
    context = browser.new_context(locale="vi-VN", viewport={"width": 360, "height": 740})
    page = context.new_page()

    page.goto(f"{live_server.url}/")

    page.wait_for_url(f"{live_server.url}/vi/")
    expect(page.locator("html")).to_have_attribute("lang", "vi")
    expect(page.locator("h1")).to_contain_text("Trả thưởng đúng")
    shoot(page, "root-vi")
    context.close()


def test_choice_of_english_on_a_vietnamese_phone_sticks_on_unprefixed_addresses(
    live_server, browser: Browser
):
    context = browser.new_context(locale="vi-VN", viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"{live_server.url}/oasis-poker/rules/")
    page.wait_for_url(f"{live_server.url}/vi/oasis-poker/rules/")

    # On a phone the switcher is in the menu.
    page.locator(".site-menu__button").click()
    page.locator(".language-switcher button[value=en]").click()
    page.wait_for_url(f"{live_server.url}/en/oasis-poker/rules/")
    page.goto(f"{live_server.url}/glossary/")

    page.wait_for_url(f"{live_server.url}/en/glossary/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    context.close()
