"""Template context shared by every page."""

from __future__ import annotations

import unicodedata

from django.conf import settings
from django.http import HttpRequest
from django.urls import translate_url
from django.utils.translation import get_language, get_language_info


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
