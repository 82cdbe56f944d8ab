"""Template context of every page that the games give: the header's and the home page's
links to each game's pages."""

from __future__ import annotations

from django.http import HttpRequest
from django.utils.text import get_text_list
from django.utils.translation import gettext

from paytables.pages import GamePages, all_game_pages


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
