"""Which language a visitor gets: the address's prefix, else his choice, else his browser's.

Every page lives under /en/ or /vi/. An address without a prefix (/, a typed address, an
English bookmark from before the prefix) redirects to the language the visitor chose with the
switcher (the django_language cookie), else the one his browser asks for, else English.
"""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import translation

from tests.trainer.factories import TraineeFactory

# The pages behind these addresses read the house rules from the database.
pytestmark = pytest.mark.django_db

VIETNAMESE_BROWSER = "vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7"
ENGLISH_BROWSER = "en-GB,en;q=0.9"


def _switcher_next(content: str, language: str) -> str:
    """The ``next`` address the switcher form for ``language`` sends."""
    match = re.search(
        rf'<input type="hidden" name="next" value="([^"]*)">\s*'
        rf'<button type="submit" name="language" value="{language}"',
        content,
    )
    assert match, f"no switcher form for {language}"
    return match.group(1)


def test_home_renders_in_english_under_en_prefix(client) -> None:
    response = client.get("/en/")

    assert response.status_code == 200
    content = response.content.decode()
    assert '<html lang="en">' in content
    assert (
        "Pay every Oasis Poker, Russian Poker, Three Card Poker, Baccarat, Ultimate Texas "
        "Hold&#x27;em, Texas Hold&#x27;em Bonus and Casino Hold&#x27;em hand correctly" in content
    )


def test_home_renders_in_vietnamese_under_vi_prefix(client) -> None:
    response = client.get("/vi/")

    assert response.status_code == 200
    content = response.content.decode()
    assert '<html lang="vi">' in content
    assert "Trả thưởng đúng cho mọi ván Oasis Poker" in content
    assert "Pay every Oasis Poker hand correctly" not in content


def test_reverse_prefixes_every_language() -> None:
    with translation.override("en"):
        assert reverse("home") == "/en/"
        assert reverse("paytables:rules", args=["oasis-poker"]) == "/en/oasis-poker/rules/"
    with translation.override("vi"):
        assert reverse("home") == "/vi/"
        assert reverse("paytables:rules", args=["oasis-poker"]) == "/vi/oasis-poker/rules/"


def test_root_redirects_to_english_for_a_browser_that_asks_for_no_language(client) -> None:
    response = client.get("/")

    assert response.status_code == 302
    assert response["Location"] == "/en/"


def test_root_redirects_to_vietnamese_for_a_vietnamese_browser(client) -> None:
    response = client.get("/", headers={"accept-language": VIETNAMESE_BROWSER})

    assert response.status_code == 302
    assert response["Location"] == "/vi/"


def test_root_redirects_to_english_for_a_browser_asking_for_neither_language(client) -> None:
    response = client.get("/", headers={"accept-language": "fr-FR,fr;q=0.9,de;q=0.8"})

    assert response["Location"] == "/en/"


@pytest.mark.parametrize(
    ("chosen", "browser", "expected"),
    [("vi", ENGLISH_BROWSER, "/vi/"), ("en", VIETNAMESE_BROWSER, "/en/")],
)
def test_root_follows_the_chosen_language_over_the_browser(
    client, chosen, browser, expected
) -> None:
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = chosen

    response = client.get("/", headers={"accept-language": browser})

    assert response["Location"] == expected


def test_root_redirect_varies_on_browser_language_and_cookie(client) -> None:
    response = client.get("/")

    vary = {value.strip().lower() for value in response["Vary"].split(",")}
    assert {"accept-language", "cookie"} <= vary


@pytest.mark.parametrize(
    ("old", "browser", "expected"),
    [
        ("/rules/", "", "/en/rules/"),
        ("/rules/", VIETNAMESE_BROWSER, "/vi/rules/"),
        ("/calculator/?ante=25", "", "/en/calculator/?ante=25"),
        ("/glossary", "", "/en/glossary/"),
        ("/admin/", VIETNAMESE_BROWSER, "/vi/admin/"),
        ("/accounts/login/?next=/practise/", "", "/en/accounts/login/?next=/practise/"),
    ],
)
def test_old_unprefixed_address_redirects_keeping_path_and_query(
    client, old, browser, expected
) -> None:
    response = client.get(old, headers={"accept-language": browser} if browser else {})

    assert response.status_code == 302
    assert response["Location"] == expected


def test_unknown_unprefixed_address_is_not_found_rather_than_redirected(client) -> None:
    response = client.get("/no-such-page/")

    assert response.status_code == 404


def test_prefixed_address_keeps_its_language_whatever_the_cookie(client) -> None:
    # A shared link opens in the language it was sent in; the switcher is one tap away.
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "vi"

    response = client.get("/en/", headers={"accept-language": VIETNAMESE_BROWSER})

    assert response.status_code == 200
    assert '<html lang="en">' in response.content.decode()


def test_language_switcher_posts_to_set_language(client) -> None:
    content = client.get("/en/").content.decode()

    assert f'action="{reverse("set_language")}" method="post"' in content
    assert _switcher_next(content, "en") == "/en/"
    assert _switcher_next(content, "vi") == "/vi/"


@pytest.mark.parametrize(
    ("page", "language", "expected"),
    [
        ("/en/oasis-poker/rules/", "vi", "/vi/oasis-poker/rules/"),
        ("/vi/oasis-poker/rules/", "en", "/en/oasis-poker/rules/"),
        ("/en/oasis-poker/calculator/?ante=25", "vi", "/vi/oasis-poker/calculator/?ante=25"),
        ("/vi/", "en", "/en/"),
    ],
)
def test_language_switcher_keeps_the_page_and_remembers_the_choice(
    client, page, language, expected
) -> None:
    next_url = _switcher_next(client.get(page).content.decode(), language)

    response = client.post(reverse("set_language"), {"language": language, "next": next_url})

    assert response.status_code == 302
    assert response["Location"] == expected
    assert response.cookies[settings.LANGUAGE_COOKIE_NAME].value == language


def test_chosen_language_sticks_on_unprefixed_addresses_afterwards(client) -> None:
    next_url = _switcher_next(client.get("/en/oasis-poker/rules/").content.decode(), "vi")
    client.post(reverse("set_language"), {"language": "vi", "next": next_url})

    for address in ("/", "/rules/", "/glossary/"):
        response = client.get(address, headers={"accept-language": ENGLISH_BROWSER})
        assert response["Location"] == f"/vi{address}"


def test_log_in_lands_in_the_language_it_was_made_in(client) -> None:
    trainee = TraineeFactory(password="a long enough password")

    with translation.override("vi"):
        login_url = reverse("login")
        home_url = reverse("trainer:home")
    response = client.post(
        login_url, {"username": trainee.username, "password": "a long enough password"}
    )

    assert response.status_code == 302
    assert response["Location"] == home_url


def test_chosen_language_is_remembered_for_a_year(client) -> None:
    response = client.post(reverse("set_language"), {"language": "vi", "next": "/vi/"})

    cookie = response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie["max-age"] == 365 * 24 * 60 * 60
    assert cookie["samesite"] == "Lax"
