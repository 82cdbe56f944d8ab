"""Playing cards drawn as inline SVG, for every page that shows a hand: ``{% load cards %}``.

``{% playing_card card %}`` draws a face, ``{% card_back %}`` a face-down card,
``{% hand cards label=... %}`` a row of cards as a list, and ``{{ card|card_name }}`` is a
card's translated name. Each drawing is an ``<svg role="img">`` named by ``aria-label`` and
``<title>``, so screen readers say "Ace of Spades" rather than the glyphs inside. Colours and
shapes live in the SVG itself, so a card still reads right where ``css/cards.css`` is missing
(a print-out, a feed reader); the stylesheet only sizes cards and marks their states.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from django import template
from django.template.loader import render_to_string
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import get_language, gettext, pgettext, pgettext_lazy

from engine.cards import CARDS, SUIT_SYMBOLS, Card, card, parse_cards
from paytables.wording import card_text, cards_text

register = template.Library()

CARD_TEMPLATE = "paytables/_card.html"

SIZES = ("sm", "md", "lg")
STATES = ("discarded", "drawn", "up")

# Inks on the white face: the red is 5.4:1 against white, above the 4.5:1 WCAG asks of text.
RED_INK = "#c0392b"
BLACK_INK = "#1a1d21"

# The corner index: what is printed on real cards, the same in every language.
RANK_INDICES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

RANK_NAMES = (
    # Translators: a card rank, used inside a card's name such as "Two of Clubs".
    pgettext_lazy("card rank", "Two"),
    pgettext_lazy("card rank", "Three"),
    pgettext_lazy("card rank", "Four"),
    pgettext_lazy("card rank", "Five"),
    pgettext_lazy("card rank", "Six"),
    pgettext_lazy("card rank", "Seven"),
    pgettext_lazy("card rank", "Eight"),
    pgettext_lazy("card rank", "Nine"),
    pgettext_lazy("card rank", "Ten"),
    pgettext_lazy("card rank", "Jack"),
    pgettext_lazy("card rank", "Queen"),
    pgettext_lazy("card rank", "King"),
    pgettext_lazy("card rank", "Ace"),
)
SUIT_NAMES = (
    # Translators: a suit, written as it appears inside a card's name such as "Ace of Clubs".
    pgettext_lazy("card suit", "Clubs"),
    pgettext_lazy("card suit", "Diamonds"),
    pgettext_lazy("card suit", "Hearts"),
    pgettext_lazy("card suit", "Spades"),
)


def _lattice(left: int, top: int, right: int, bottom: int, step: int) -> str:
    """SVG path data for a diagonal lattice filling a rectangle.

    Computed rather than drawn with ``<pattern>`` or ``<clipPath>``: those need an ``id``,
    and a page showing several card backs would repeat it.
    """
    width, height = right - left, bottom - top
    segments = []
    for d in range(step, width + height, step):
        # "/" lines, where u + v = d in the rectangle's own coordinates.
        u0, u1 = max(0, d - height), min(width, d)
        segments.append(f"M{left + u0} {top + d - u0}L{left + u1} {top + d - u1}")
    for e in range(step - height, width, step):
        # "\" lines, where u - v = e.
        u0, u1 = max(0, e), min(width, height + e)
        segments.append(f"M{left + u0} {top + u0 - e}L{left + u1} {top + u1 - e}")
    return "".join(segments)


BACK_LATTICE = _lattice(6, 6, 54, 78, 6)


# What the tags take for a card: a Card, its id (as kept in a session) or its name ("As").
CardLike = Card | int | str
# Cards to mark in a hand: one card, several, text such as "3c Kh", or nothing.
CardsLike = CardLike | Iterable[CardLike] | None


def _as_card(value: CardLike) -> Card:
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return card(value)
    if isinstance(value, int):
        return Card(value)
    raise TypeError(f"not a card: {value!r} (give a Card, its id or its name like 'As')")


def _as_cards(value: CardsLike) -> set[Card]:
    """The cards of a ``discarded``/``drawn``/``up`` argument: one card, text, or several."""
    # Not "if not value": the two of clubs is card 0, and falsy.
    if value is None:
        return set()
    if isinstance(value, str):
        return set(parse_cards(value))
    if isinstance(value, int):
        return {_as_card(value)}
    return {_as_card(each) for each in value}


def _check_size(size: str) -> None:
    if size not in SIZES:
        raise ValueError(f"card size must be one of {', '.join(SIZES)}, not {size!r}")


@register.filter
def card_name(value: CardLike) -> str:
    """The card's name in the active language: "Ace of Spades", "Át bích" in Vietnamese."""
    each = _as_card(value)
    # Translators: a playing card's name, read aloud by screen readers: "Ace of Spades".
    # Order the words as your language does; Vietnamese puts no word between: "Át bích".
    return pgettext("card name", "%(rank)s of %(suit)s") % {
        "rank": RANK_NAMES[each.rank],
        "suit": SUIT_NAMES[each.suit],
    }


@register.filter
def cards_short(value: CardsLike) -> str:
    """Cards as the card faces show them, for a line of text: "10♥ A♠" (never "Th As")."""
    return cards_text(sorted(_as_cards(value), key=lambda each: -each.rank))


def _label(name: str, state: str) -> str:
    if state == "discarded":
        # Translators: a card the player gave up in a switch, e.g. "Ace of Spades, discarded".
        return pgettext("card state", "%(card)s, discarded") % {"card": name}
    if state == "drawn":
        # Translators: a card the player received in a switch, e.g. "Ace of Spades, drawn".
        return pgettext("card state", "%(card)s, drawn") % {"card": name}
    return name


def _face(value: CardLike, size: str, state: str | None) -> dict[str, object]:
    _check_size(size)
    state = state or ""
    if state and state not in STATES:
        raise ValueError(f"card state must be one of {', '.join(STATES)}, not {state!r}")
    each = _as_card(value)
    colour = "red" if each.is_red else "black"
    classes = f"card card--{size} card--{colour}" + (f" card--{state}" if state else "")
    return {
        "face_up": True,
        "classes": classes,
        "label": _label(card_name(each), state),
        "index": RANK_INDICES[each.rank],
        "symbol": SUIT_SYMBOLS[each.suit],
        "ink": RED_INK if each.is_red else BLACK_INK,
        "struck": state == "discarded",
    }


def _back(size: str) -> dict[str, object]:
    _check_size(size)
    return {
        "face_up": False,
        "classes": f"card card--{size} card--back",
        "label": gettext("Face-down card"),
        "lattice": BACK_LATTICE,
    }


@register.simple_tag
def playing_card(value: CardLike, *, size: str = "md", state: str | None = "") -> SafeString:
    """One card face up: ``{% playing_card card size="lg" state="drawn" %}``.

    ``value`` is a ``Card``, its id or its name ("As", "10h"). ``size`` is ``sm``, ``md`` or
    ``lg``; ``state`` is empty, ``discarded`` (dimmed and struck through), ``drawn``
    (outlined) or ``up`` (the dealer's up card). Discarded and drawn cards say so in their
    label. Raises ``ValueError`` for an unknown card, size or state.
    """
    return _face_svg(int(_as_card(value)), size, state or "", get_language())


@register.simple_tag
def card_back(*, size: str = "md") -> SafeString:
    """A face-down card, labelled "Face-down card": ``{% card_back size="sm" %}``."""
    return _back_svg(size, get_language())


# A card's drawing depends only on the card, its size, its state and the language, so each
# process draws each one once: a page of hands then costs string joins, not template renders.
# (52 cards × 3 sizes × 4 states × the languages: a few hundred kilobytes at most.)
@functools.lru_cache(maxsize=4096)
def _face_svg(card_id: int, size: str, state: str, language: str | None) -> SafeString:
    return render_to_string(CARD_TEMPLATE, _face(Card(card_id), size, state))


@functools.lru_cache(maxsize=64)
def _back_svg(size: str, language: str | None) -> SafeString:
    return render_to_string(CARD_TEMPLATE, _back(size))


def drawings_forget() -> None:
    """Draw every card afresh from now on (for tests that change the translations)."""
    _face_svg.cache_clear()
    _back_svg.cache_clear()


@register.simple_tag
def hand(
    cards: str | Iterable[CardLike | None],
    *,
    label: str = "",
    size: str = "md",
    discarded: CardsLike = None,
    drawn: CardsLike = None,
    up: CardsLike = None,
) -> SafeString:
    """A row of cards as ``<ul class="hand">``: ``{% hand round.player label=_("Player") %}``.

    ``cards`` is a sequence of cards (a ``None`` is drawn face down) or text such as
    "As Kd 4c 3h 2s". ``label`` names the list for screen readers. ``discarded``, ``drawn``
    and ``up`` are cards (one, several, or text) to show in that state, as
    ``{% playing_card %}`` does.
    """
    cards = parse_cards(cards) if isinstance(cards, str) else cards
    marked = [
        (state, _as_cards(chosen))
        for state, chosen in (
            ("discarded", discarded),
            ("drawn", drawn),
            ("up", up),
        )
    ]
    language = get_language()
    drawings = []
    for value in cards:
        if value is None:
            drawings.append(_back_svg(size, language))
            continue
        each = _as_card(value)
        state = next((state for state, chosen in marked if each in chosen), "")
        drawings.append(_face_svg(int(each), size, state, language))
    items = format_html_join("", "<li>{}</li>", ((drawing,) for drawing in drawings))
    # role="list" because Safari drops list semantics from a list styled "list-style: none".
    if label:
        return format_html('<ul class="hand" role="list" aria-label="{}">{}</ul>', label, items)
    return format_html('<ul class="hand" role="list">{}</ul>', items)


# The picker's rows: black and red suits alternate, and each suit runs from the ace down, as
# a dealer spreads a deck to check it.
PICKER_SUITS = (3, 2, 1, 0)


@register.inclusion_tag("paytables/_card_picker.html")
def card_picker() -> dict[str, object]:
    """The calculator's card picker: ``{% card_picker %}`` renders it inside a ``<template>``
    for static/js/card_picker.js, with every card's name in the active language. Each card
    carries its letter name (``data-card``, "Th") and the text the picker types (``data-text``,
    "10♥": the notation the card faces show)."""
    suits = []
    for suit in PICKER_SUITS:
        cards = [CARDS[rank * 4 + suit] for rank in reversed(range(len(RANK_INDICES)))]
        faces = [
            {
                "name": str(each),
                "text": card_text(each),
                "index": RANK_INDICES[each.rank],
                "symbol": SUIT_SYMBOLS[suit],
                "label": card_name(each),
                "red": each.is_red,
            }
            for each in cards
        ]
        suits.append({"label": SUIT_NAMES[suit], "cards": faces})
    return {"suits": suits}
