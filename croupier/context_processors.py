"""Template context shared by every page."""

from __future__ import annotations

import unicodedata

from django.conf import settings
from django.http import HttpRequest
from django.urls import translate_url
from django.utils.text import get_text_list
from django.utils.translation import get_language, get_language_info, gettext

from paytables.pages import GamePages, all_game_pages


def language_switcher(request: HttpRequest) -> dict[str, object]:
    """Each language with the current page's address in that language.

    The switcher sends this address as ``next`` rather than the current path:
    ``set_language`` itself runs unprefixed, so in the default language, and cannot
    resolve a ``/vi/...`` path to translate it back, which would keep a reader who
    chose English on the Vietnamese page.
    """
    # A callable, which the template calls only where it shows the switcher: the partials
    # htmx swaps in never do, and translating the address costs a URL resolve per language.
    return {"language_switcher": lambda: _languages(request)}


def _languages(request: HttpRequest) -> list[dict[str, object]]:
    path = request.get_full_path()
    current = get_language()
    return [
        {
            "code": code,
            # Django spells "Tiếng Việt" with combining accents; NFC is what people type.
            "name_local": unicodedata.normalize("NFC", get_language_info(code)["name_local"]),
            "next": translate_url(path, code),
            "current": code == current,
        }
        for code, _name in settings.LANGUAGES
    ]


def site_games(request: HttpRequest) -> dict[str, object]:
    """The games of the registry, for the header's and the home page's links: each one's
    pages' pieces (``site_games``), the first (``first_game``, where the header's links
    lead), and their names as a sentence lists them (``site_games_named``)."""
    games = all_game_pages()
    return {
        "site_games": games,
        "first_game": games[0],
        # Callable: a page that does not name them all does not translate the list.
        "site_games_named": lambda: _named(games),
    }


def _named(games: tuple[GamePages, ...]) -> str:
    return str(get_text_list([str(game.name) for game in games], gettext("and")))
