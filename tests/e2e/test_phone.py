"""Phone first: at 360 × 740 in Vietnamese (the longest words) every page fits the screen,
no page scrolls sideways, every pay table's money column is on screen, the header folds
behind a menu button, and the calculator's cards can be tapped. Screenshots of each page, at
360 × 740 and at 1280 × 900, go to test-artifacts/e2e/ for a person to look at."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import Page, expect

from paytables.models import Variant
from tests.e2e.conftest import ARTIFACTS
from tests.trainer.factories import TraineeFactory

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

PASSWORD = "a-long-test-password"  # TraineeFactory's
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
TARGET = 44  # px: the least height of anything a finger taps

# The tables whose every cell must be on screen: the reference tables with their money
# columns, the calculator's and the drill's options, a settlement's working.
MONEY_TABLES = ".pay-table, .fee-table, .bonus-table, .return-table, .advice-table, " + (
    ".comparison, .working__table"
)

SWITCH_TO_STRAIGHT_FLUSH = {
    "variant": "standard",
    "ante": "10",
    "player": "9♥ 10♥ J♥ Q♥ 3♣",
    "dealer": "A♦ K♠ 7♣ 5♠ 2♦",
    "discard": "3♣",
    "draw": "K♥",
    "decision": "raise",
}

# A Russian Poker round with everything a player can buy: an exchange, insurance, a game.
RUSSIAN_ROUND = {
    "variant": "classic",
    "ante": "5000",
    "player": "9♥ 9♦ K♣ 8♠ 2♥",
    "dealer": "Q♦ 10♠ 7♣ 5♠ 2♦",
    "discard": "K♣ 2♥",
    "draw": "9♣ 4♦",
    "decision": "bet",
    "insurance": "15000",
    "dealer_draw": "10♦",
}
# Six-figure amounts in every wager's line: the 6-Card Bonus's full house pays 25 × 5,000.
THREE_CARD_ROUND = {
    "variant": "three-card-six-card",
    "ante": "5000",
    "pair_plus": "5000",
    "six_card": "5000",
    "player": "K♥ K♦ 7♣",
    "dealer": "K♠ 7♦ 2♥",
    "decision": "play",
}

# Every cell of a money table that is drawn outside the screen, and every table box that
# hides part of its table (would scroll sideways), described for the failure message.
OFF_SCREEN = """(selector) => {
  const width = document.documentElement.clientWidth;
  const found = [];
  for (const table of document.querySelectorAll(selector)) {
    const box = table.closest(".table-scroll");
    if (box && box.scrollWidth > box.clientWidth) {
      found.push(`${table.className}: hidden past the right edge of its box`);
    }
    for (const cell of table.querySelectorAll("th, td")) {
      const rect = cell.getBoundingClientRect();
      const text = cell.textContent.trim();
      if (rect.width <= 1) {
        continue; // not drawn: a shut <details>, or a heading kept for screen readers only
      }
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        found.push(`${table.className}: "${text}" ends at ${Math.round(rect.right)} px`);
      } else if (cell.scrollWidth > cell.clientWidth + 1) {
        found.push(`${table.className}: "${text}" runs out of its cell`);
      }
    }
  }
  return found;
}"""


def url(name: str, *args: object, query: dict | None = None) -> str:
    with translation.override("vi"):
        path = reverse(name, args=args or None)
    return f"{path}?{urlencode(query)}" if query else path


def shot(page: Page, name: str) -> None:
    """A full-page screenshot. caret="initial": Playwright hides the caret with an inline
    style, which the CSP refuses (a console error) once an htmx swap follows."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    width = page.viewport_size["width"]
    path = ARTIFACTS / f"phone-{width}-{name}.png"
    page.screenshot(path=str(path), full_page=True, caret="initial")


def misfits(page: Page) -> list[str]:
    """What does not fit the screen: a page wider than it, a money table cell outside it."""
    found = []
    scroll, client = page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    if scroll > client:
        found.append(f"the page is {scroll} px wide on a {client} px screen")
    return found + page.evaluate(OFF_SCREEN, MONEY_TABLES)


def visit(page: Page, path: str, name: str, problems: dict[str, list[str]]) -> None:
    page.goto(path)
    expect(page.locator("html")).to_have_attribute("lang", "vi")
    found = misfits(page)
    if found:
        problems[path] = found
    shot(page, name)


def log_in(page: Page, live_server) -> None:
    trainee = TraineeFactory()
    page.goto(live_server.url + url("login"))
    page.fill("#id_username", trainee.username)
    page.fill("#id_password", PASSWORD)
    page.locator("main form button[type=submit]").tap()
    page.wait_for_url(live_server.url + url("trainer:home"))


def public_pages() -> list[tuple[str, str]]:
    variants = Variant.objects.order_by("pk")
    slugs = list(variants.filter(game__engine="oasis").values_list("slug", flat=True))
    russian = list(variants.filter(game__engine="russian").values_list("slug", flat=True))
    three_card = list(variants.filter(game__engine="three_card").values_list("slug", flat=True))
    return [
        (url("home"), "home"),
        (url("paytables:rules", "oasis-poker"), "rules"),
        (url("paytables:variants", "oasis-poker"), "variants"),
        *[(url("paytables:variant", "oasis-poker", slug), f"variant-{slug}") for slug in slugs],
        *[
            (
                url("paytables:payouts", "oasis-poker", query={"variant": slug, "ante": "100"}),
                f"payouts-{slug}",
            )
            for slug in slugs
        ],
        # Seven-figure amounts (1.005.000) in the pay table's four columns.
        (
            url("paytables:payouts", "oasis-poker", query={"variant": "standard", "ante": "5000"}),
            "payouts-5000",
        ),
        (url("paytables:glossary"), "glossary"),
        (url("paytables:caribbean"), "caribbean"),
        (url("paytables:calculator", "oasis-poker"), "calculator"),
        (
            url("paytables:calculator", "oasis-poker", query=SWITCH_TO_STRAIGHT_FLUSH),
            "calculator-result",
        ),
        (url("paytables:rules", "russian-poker"), "russian-rules"),
        (url("paytables:variants", "russian-poker"), "russian-variants"),
        *[
            (url("paytables:variant", "russian-poker", slug), f"russian-variant-{slug}")
            for slug in russian
        ],
        *[
            (
                url("paytables:payouts", "russian-poker", query={"variant": slug, "ante": "5000"}),
                f"russian-payouts-{slug}",
            )
            for slug in russian
        ],
        (url("paytables:calculator", "russian-poker"), "russian-calculator"),
        (
            url("paytables:calculator", "russian-poker", query=RUSSIAN_ROUND),
            "russian-calculator-result",
        ),
        (url("paytables:rules", "three-card-poker"), "three-card-rules"),
        (url("paytables:variants", "three-card-poker"), "three-card-variants"),
        *[
            (url("paytables:variant", "three-card-poker", slug), f"three-card-variant-{slug}")
            for slug in three_card
        ],
        (
            url(
                "paytables:payouts",
                "three-card-poker",
                query={"variant": "three-card-six-card", "ante": "5000"},
            ),
            "three-card-payouts-5000",
        ),
        (url("paytables:calculator", "three-card-poker"), "three-card-calculator"),
        (
            url("paytables:calculator", "three-card-poker", query=THREE_CARD_ROUND),
            "three-card-calculator-result",
        ),
        (url("trainer:self_test"), "self-test"),
        (url("play:index"), "tables"),
        (url("login"), "login"),
        (url("sign_up"), "sign-up"),
        (url("password_reset"), "password-reset"),
    ]


@pytest.mark.browser_context_args(**PHONE)
def test_every_public_page_fits_a_phone_with_its_money_columns_on_screen(
    live_server, page: Page, console_errors
):
    problems: dict[str, list[str]] = {}
    for path, name in public_pages():
        visit(page, live_server.url + path, name, problems)
        if name.startswith(("rules", "payouts", "variant-", "caribbean")):
            # Not vacuous: the page's pay table and its amounts are there and were measured.
            expect(page.locator(".pay-table td.num").first).to_be_visible()
    assert problems == {}
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_the_self_test_and_the_trainers_pages_fit_a_phone(live_server, page: Page, console_errors):
    problems: dict[str, list[str]] = {}
    for game in ("oasis", "russian", "baccarat"):
        page.goto(live_server.url + url("trainer:self_test") + f"?game={game}")
        page.locator("main form button[type=submit]").first.tap()  # the game asked for
        expect(page.locator("input[data-keypad]").first).to_be_visible()
        visit(page, page.url, f"self-test-questions-{game}", problems)

    log_in(page, live_server)
    visit(page, live_server.url + url("trainer:home"), "trainer", problems)
    for kind, house in (
        ("best_play", "standard"),
        ("settle_table", "standard"),
        ("net", "standard"),
        ("ru_game_bought", "classic"),
        ("ru_combinations", "classic"),
        ("bc_banker_draws", "baccarat-punto-banco"),
        ("bc_settle_table", "baccarat-dragon-bonus"),
        ("uth_settle_table", "uth-trips-50-40-30-8-6-5-3"),
        ("hb_settle_table", "holdem-bonus-nagaworld"),
        ("ch_settle_table", "casino-holdem-classic"),
    ):
        page.goto(live_server.url + url("trainer:home"))
        page.select_option("form.drill-form select[name=variant]", house)
        for box in page.locator("form.drill-form input[name=kinds]").all():
            box.uncheck()
        page.locator(f"form.drill-form input[value={kind}]").check()
        page.fill("#id_length", "2")
        page.locator("form.drill-form button[type=submit]").tap()
        expect(page.locator(".drill__prompt")).to_be_visible()
        visit(page, page.url, f"question-{kind}", problems)
        page.locator(".skip-form button").tap()
        expect(page.locator(".feedback")).to_be_visible()
        # Open every toggle of the working, so that what it hides is measured too.
        shut = page.locator(".feedback details:not([open]) > summary")
        while shut.count():
            shut.first.tap()
        heights = page.eval_on_selector_all(
            ".feedback summary", "all => all.map(each => each.offsetHeight)"
        )
        assert heights and min(heights) >= TARGET, (kind, heights)
        found = misfits(page)
        if found:
            problems[f"{kind} worked"] = found
        shot(page, f"worked-{kind}")
    visit(page, live_server.url + url("trainer:progress"), "progress", problems)
    visit(page, live_server.url + url("password_change"), "password-change", problems)
    assert problems == {}
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_the_play_tables_fit_a_phone(live_server, page: Page, console_errors):
    problems: dict[str, list[str]] = {}
    log_in(page, live_server)
    visit(page, live_server.url + url("play:index"), "tables-logged-in", problems)

    visit(page, live_server.url + url("play:boxes"), "boxes", problems)
    page.fill("#id_ante_1", "10")
    page.locator("form.boxes__deal button[type=submit]").tap()
    expect(page.locator(".box").first).to_be_visible()
    found = misfits(page)
    if found:
        problems["boxes dealt"] = found
    shot(page, "boxes-dealt")

    visit(page, live_server.url + url("play:holdem"), "holdem", problems)
    page.locator("#holdem form button[type=submit]").first.tap()
    expect(page.locator(".holdem__buttons, .holdem__restart").first).to_be_visible()
    found = misfits(page)
    if found:
        problems["holdem seated"] = found
    shot(page, "holdem-seated")
    assert problems == {}
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_menu_button_opens_the_menu_on_a_phone(live_server, page: Page, console_errors):
    page.goto(live_server.url + url("paytables:rules", "oasis-poker"))
    header = page.locator(".site-header")
    button = page.locator("summary.site-menu__button")
    nav = page.locator("nav.site-nav")
    # Shut, the header is one row: the site's name and the button, nothing else.
    assert header.bounding_box()["height"] <= 60
    expect(nav).to_be_hidden()
    expect(button).to_have_text("Menu")
    assert button.bounding_box()["height"] >= TARGET
    shot(page, "menu-shut")

    button.tap()
    expect(nav).to_be_visible()
    current = nav.locator("a[aria-current=page]")
    expect(current).to_have_text("Luật chơi")
    targets = nav.locator("a, button")
    heights = [box["height"] for box in (each.bounding_box() for each in targets.all())]
    assert len(heights) == 9 and min(heights) >= TARGET
    languages = page.locator(".language-switcher button")
    expect(languages).to_have_count(2)
    for language in languages.all():
        expect(language).to_be_in_viewport()
        assert language.bounding_box()["height"] >= TARGET
    assert misfits(page) == []
    shot(page, "menu-open")

    page.keyboard.press("Escape")
    expect(nav).to_be_hidden()
    expect(button).to_be_focused()

    button.tap()
    nav.get_by_role("link", name="Tính tiền trả").tap()
    page.wait_for_url(re.compile(re.escape(url("paytables:calculator", "oasis-poker")) + "$"))
    expect(nav).to_be_hidden()  # each page starts with the menu shut
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE, java_script_enabled=False)
def test_menu_button_opens_the_menu_without_javascript(live_server, page: Page):
    page.goto(live_server.url + url("paytables:rules", "oasis-poker"))
    nav = page.locator("nav.site-nav")
    expect(nav).to_be_hidden()
    page.locator("summary.site-menu__button").tap()
    expect(nav).to_be_visible()
    nav.get_by_role("link", name="Từ điển dealer").tap()
    page.wait_for_url(re.compile(re.escape(url("paytables:glossary")) + "$"))


@pytest.mark.browser_context_args(**DESKTOP)
def test_wide_screen_shows_the_whole_menu_and_no_button(live_server, page: Page, console_errors):
    page.goto(live_server.url + url("paytables:rules", "oasis-poker"))
    expect(page.locator("summary.site-menu__button")).to_be_hidden()
    nav = page.locator("nav.site-nav")
    expect(nav.locator("a[aria-current=page]")).to_have_text("Luật chơi")
    for target in nav.locator("a, button").all():
        expect(target).to_be_visible()
        assert target.bounding_box()["height"] >= TARGET
    expect(page.locator(".language-switcher button")).to_have_count(2)
    assert page.locator(".site-header").bounding_box()["height"] <= 110
    assert console_errors == []


def pick(page: Page, *cards: str) -> None:
    for name in cards:
        page.locator(f".card-picker [data-card='{name}']").click()


@pytest.mark.browser_context_args(**PHONE)
def test_card_picker_fills_a_calculator_hand_and_greys_the_cards_already_used(
    live_server, page: Page, console_errors
):
    page.goto(live_server.url + url("paytables:calculator", "oasis-poker"))
    player = page.locator("#id_player")
    picker = page.locator(".card-picker")
    expect(picker).to_have_count(0)

    page.locator(".field--player .card-picker__toggle").tap()
    expect(picker).to_be_visible()
    expect(page.locator(".field--player .card-picker__toggle")).to_have_attribute(
        "aria-expanded", "true"
    )
    keys = picker.locator("[data-card]")
    expect(keys).to_have_count(52)
    heights = [box["height"] for box in (each.bounding_box() for each in keys.all())]
    assert min(heights) >= TARGET
    # Tapping a card types it as the card faces show it; a second tap takes it out again.
    picker.get_by_role("button", name="Át bích").tap()
    expect(player).to_have_value("A♠")
    picker.get_by_role("button", name="Át bích").tap()
    expect(player).to_have_value("")
    pick(page, "9h", "Th", "Jh", "Qh", "3c")
    expect(player).to_have_value("9♥ 10♥ J♥ Q♥ 3♣")
    expect(picker.locator("[data-card='3c']")).to_have_attribute("aria-pressed", "true")
    # Five cards: the hand is full, no sixth card can be picked.
    expect(picker.locator("[data-card='2s']")).to_be_disabled()
    assert misfits(page) == []
    shot(page, "picker-player")
    picker.get_by_role("button", name="Xong").tap()
    expect(picker).to_have_count(0)

    # The dealer's cards: the player's are greyed; typing beside the picker still counts.
    page.locator("#id_dealer").fill("A♦")
    page.locator(".field--dealer .card-picker__toggle").tap()
    expect(picker.locator("[data-card='9h']")).to_be_disabled()
    expect(picker.locator("[data-card='Ad']")).to_have_attribute("aria-pressed", "true")
    pick(page, "Ks", "7c", "5s", "2d")
    expect(page.locator("#id_dealer")).to_have_value("A♦ K♠ 7♣ 5♠ 2♦")

    # The switched card is one of the player's; as many drawn as switched.
    page.locator(".field--discard .card-picker__toggle").tap()
    expect(picker).to_have_count(1)
    expect(picker.locator("[data-card='As']")).to_be_disabled()
    expect(picker.locator("[data-card='3c']")).to_be_enabled()
    pick(page, "3c")
    expect(page.locator("#id_discard")).to_have_value("3♣")
    page.locator(".field--draw .card-picker__toggle").tap()
    expect(picker.locator("[data-card='3c']")).to_be_disabled()
    pick(page, "Kh")
    expect(page.locator("#id_draw")).to_have_value("K♥")
    expect(picker.locator("[data-card='Kc']")).to_be_disabled()
    shot(page, "picker-draw")

    page.get_by_role("button", name="Thanh toán").tap()
    expect(page.locator(".working")).to_contain_text("+1.000")
    expect(page.locator(".round .card").first).to_be_visible()
    # The form came back by htmx: its boxes have their picker buttons again, once each.
    expect(page.locator(".card-picker__toggle")).to_have_count(5)
    assert misfits(page) == []
    shot(page, "picker-result")
    assert console_errors == []


@pytest.mark.browser_context_args(**PHONE, java_script_enabled=False)
def test_calculator_without_javascript_is_typed_with_symbols_or_letters(live_server, page: Page):
    page.goto(live_server.url + url("paytables:calculator", "oasis-poker"))
    expect(page.locator(".card-picker__toggle")).to_have_count(0)
    expect(page.locator(".field--player .help")).to_contain_text("10♥")
    page.fill("#id_player", "9♥ 10h J♥ Qh 3c")
    page.fill("#id_dealer", "Ad K♠ 7c 5♠ 2d")
    page.fill("#id_discard", "3♣")
    page.fill("#id_draw", "Kh")
    page.locator("form.calculator-form button[type=submit]").tap()
    expect(page.locator(".working")).to_contain_text("+1.000")


@pytest.mark.browser_context_args(**DESKTOP)
def test_key_pages_on_a_wide_screen(live_server, page: Page, console_errors):
    problems: dict[str, list[str]] = {}
    for path, name in public_pages():
        if name.startswith("payouts-") and name != "payouts-standard":
            continue
        visit(page, live_server.url + path, name, problems)
    page.goto(live_server.url + url("paytables:calculator", "oasis-poker"))
    page.locator(".field--player .card-picker__toggle").click()
    pick(page, "9h", "Th", "Jh", "Qh", "3c")
    expect(page.locator("#id_player")).to_have_value("9♥ 10♥ J♥ Q♥ 3♣")
    shot(page, "picker-player")
    assert problems == {}
    assert console_errors == []
