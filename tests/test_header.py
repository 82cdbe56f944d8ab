"""The header every page shares (templates/base.html): on a phone the menu and the languages
fold behind one button that opens without JavaScript; the current page, the skip link and the
log-out form stay where they were."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse
from django.utils import translation

from tests.trainer.factories import TraineeFactory

pytestmark = pytest.mark.django_db

MENU = re.compile(
    r'<details class="site-menu">\s*<summary class="site-menu__button">([^<]+)</summary>\s*'
    r'</details>\s*<div class="site-header__panel">(.*?)</header>',
    re.DOTALL,
)

# Pages with the menu, each as its address name and arguments.
PAGES = [
    ("home", {}),
    ("paytables:rules", {"game": "oasis-poker"}),
    ("paytables:calculator", {"game": "oasis-poker"}),
    ("login", {}),
]


def url(name: str, language: str = "vi", **kwargs: str) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


def panel(client, name: str, language: str = "vi", **kwargs: str) -> str:
    """What the menu button opens: the part of the header right after the button."""
    content = client.get(url(name, language, **kwargs)).content.decode()
    match = MENU.search(content)
    assert match, "no menu button followed by its panel"
    return match.group(2)


@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize(("name", "kwargs"), PAGES)
def test_menu_button_is_a_summary_right_before_the_panel_it_opens(client, name, kwargs, language):
    content = client.get(url(name, language, **kwargs)).content.decode()
    match = MENU.search(content)
    assert match
    assert match.group(1).strip() == "Menu"
    # The panel follows the closed <details>, so CSS alone (.site-menu[open] + panel) opens it.
    assert '<nav class="site-nav"' in match.group(2)


def test_menu_panel_holds_the_navigation_then_the_language_switcher(client):
    opened = panel(client, "paytables:rules", game="oasis-poker")
    assert opened.index('<nav class="site-nav"') < opened.index('class="language-switcher"')
    assert 'name="language" value="en"' in opened
    assert 'name="language" value="vi"' in opened


def test_menu_marks_the_current_page_with_aria_current(client):
    opened = panel(client, "paytables:calculator", game="oasis-poker")
    assert (
        f'<a href="{url("paytables:calculator", game="oasis-poker")}" aria-current="page">'
        in opened
    )
    assert opened.count('aria-current="page"') == 1


def test_menu_marks_the_log_in_page_as_current_too(client):
    opened = panel(client, "login")
    assert f'<a href="{url("login")}" aria-current="page">' in opened


def test_menu_of_a_trainee_logs_out_by_a_post_form_inside_the_nav(client):
    client.force_login(TraineeFactory(username="lan"))
    opened = panel(client, "trainer:home")
    nav = opened[: opened.index("</nav>")]
    assert f'<form method="post" action="{url("logout")}" class="nav-form">' in nav
    assert "csrfmiddlewaretoken" in nav
    assert "(lan)" in nav


def test_skip_link_comes_first_and_leads_to_the_main_content(client):
    content = client.get(url("paytables:rules", game="oasis-poker")).content.decode()
    body = content[content.index("<body") :]
    assert re.search(r'<body[^>]*>\s*<a class="skip-link" href="#content">', body)
    assert '<main id="content"' in body


def test_every_script_is_a_deferred_file(client):
    content = client.get(url("paytables:calculator", game="oasis-poker")).content.decode()
    scripts = re.findall(r"<script\b[^>]*>", content)
    assert scripts
    assert all("src=" in tag for tag in scripts)
    for name in ("menu.js", "card_picker.js"):
        assert re.search(rf'<script src="[^"]*js/{name}" defer>', content)
