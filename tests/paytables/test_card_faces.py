"""The ``cards`` template library: SVG card faces, backs, hands and translated names."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from django.template import Context, Template
from django.utils import translation

from engine.cards import CARDS, card
from paytables.templatetags.cards import BLACK_INK, RED_INK

SVG = "{http://www.w3.org/2000/svg}"


def render(source: str, **context: object) -> str:
    return Template("{% load cards %}" + source).render(Context(context))


def svgs(html: str) -> list[ET.Element]:
    """Every ``<svg>`` element in ``html``, parsed as XML (so each must be well formed)."""
    return [ET.fromstring(each) for each in re.findall(r"<svg\b.*?</svg>", html, re.DOTALL)]


def only_svg(html: str) -> ET.Element:
    (element,) = svgs(html)
    return element


def texts(element: ET.Element) -> list[str]:
    return [each.text or "" for each in element.iter(f"{SVG}text")]


def relative_luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_playing_card_shows_rank_in_both_corners_and_suit_in_the_middle():
    svg = only_svg(render("{% playing_card c %}", c=card("As")))

    drawn = texts(svg)
    assert drawn.count("A") == 2
    assert any(text.startswith("♠") for text in drawn)
    rotated = [g for g in svg.iter(f"{SVG}g") if g.get("transform", "").startswith("rotate(180")]
    assert len(rotated) == 1
    assert [text for text in texts(rotated[0]) if text == "A"] == ["A"]


def test_playing_card_prints_10_for_a_ten():
    svg = only_svg(render("{% playing_card c %}", c=card("Td")))

    assert texts(svg).count("10") == 2
    assert "T" not in texts(svg)


@pytest.mark.parametrize("name", ["Ah", "7d", "Th", "2d"])
def test_playing_card_hearts_and_diamonds_drawn_red(name):
    html = render("{% playing_card c %}", c=card(name))

    assert "card--red" in only_svg(html).get("class").split()
    assert f'fill="{RED_INK}"' in html
    assert BLACK_INK not in html


@pytest.mark.parametrize("name", ["As", "7c", "Ts", "2c"])
def test_playing_card_clubs_and_spades_drawn_black(name):
    html = render("{% playing_card c %}", c=card(name))

    assert "card--black" in only_svg(html).get("class").split()
    assert f'fill="{BLACK_INK}"' in html
    assert RED_INK not in html


def test_red_ink_contrast_on_white_at_least_4_5_to_1():
    contrast = (1.0 + 0.05) / (relative_luminance(RED_INK) + 0.05)

    assert contrast >= 4.5


def test_playing_card_label_and_title_name_the_card_in_english():
    with translation.override("en"):
        svg = only_svg(render("{% playing_card c %}", c=card("As")))

    assert svg.get("role") == "img"
    assert svg.get("aria-label") == "Ace of Spades"
    assert svg.find(f"{SVG}title").text == "Ace of Spades"
    assert list(svg)[0].tag == f"{SVG}title"


def test_playing_card_label_built_from_translated_rank_suit_and_format(monkeypatch):
    # Mark every pgettext lookup with its context, to prove the label is one translated
    # format string filled with translated rank and suit names (no English glued on).
    monkeypatch.setattr(
        translation._trans, "pgettext", lambda context, message: f"<{context}>{message}"
    )

    svg = only_svg(render("{% playing_card c %}", c=card("As")))

    assert svg.get("aria-label") == "<card name><card rank>Ace of <card suit>Spades"


def test_playing_card_renders_under_vietnamese():
    with translation.override("vi"):
        html = render("{% playing_card c %}", c=card("As"))

    svg = only_svg(html)
    # English until the lead adds the catalogue entries; the Vietnamese order after.
    assert svg.get("aria-label") in ("Ace of Spades", "Át bích")
    assert svg.find(f"{SVG}title").text == svg.get("aria-label")


def test_playing_card_accepts_card_text_and_id():
    by_text = render('{% playing_card "10h" %}')
    by_id = render("{% playing_card c %}", c=int(card("Th")))

    assert only_svg(by_text).get("aria-label") == "Ten of Hearts"
    assert by_id == by_text


@pytest.mark.parametrize("size", ["sm", "md", "lg"])
def test_playing_card_size_sets_class(size):
    svg = only_svg(render("{% playing_card c size=size %}", c=card("As"), size=size))

    assert f"card--{size}" in svg.get("class").split()


def test_playing_card_size_defaults_to_md():
    svg = only_svg(render("{% playing_card c %}", c=card("As")))

    assert svg.get("class").split() == ["card", "card--md", "card--black"]


def test_playing_card_unknown_size_raises():
    with pytest.raises(ValueError, match="card size"):
        render('{% playing_card c size="xl" %}', c=card("As"))


def test_playing_card_unknown_state_raises():
    with pytest.raises(ValueError, match="card state"):
        render('{% playing_card c state="folded" %}', c=card("As"))


@pytest.mark.parametrize(
    ("state", "label"),
    [
        ("discarded", "Ace of Spades, discarded"),
        ("drawn", "Ace of Spades, drawn"),
        ("up", "Ace of Spades"),
    ],
)
def test_playing_card_state_adds_class_and_label_suffix(state, label):
    with translation.override("en"):
        svg = only_svg(render("{% playing_card c state=state %}", c=card("As"), state=state))

    assert f"card--{state}" in svg.get("class").split()
    assert svg.get("aria-label") == label
    assert svg.find(f"{SVG}title").text == label


def test_playing_card_discarded_struck_through_in_the_svg():
    struck = only_svg(render('{% playing_card c state="discarded" %}', c=card("As")))
    plain = only_svg(render("{% playing_card c %}", c=card("As")))

    assert len(list(struck.iter(f"{SVG}line"))) == 1
    assert list(plain.iter(f"{SVG}line")) == []


def test_card_back_labelled_face_down_without_rank_or_suit():
    with translation.override("en"):
        svg = only_svg(render('{% card_back size="sm" %}'))

    assert svg.get("role") == "img"
    assert svg.get("aria-label") == "Face-down card"
    assert svg.find(f"{SVG}title").text == "Face-down card"
    assert svg.get("class").split() == ["card", "card--sm", "card--back"]
    assert texts(svg) == []


def test_hand_renders_five_cards_in_order_with_list_label():
    cards = [card(name) for name in ("As", "Kd", "4c", "3h", "2s")]

    with translation.override("en"):
        html = render('{% hand cards label="Player" %}', cards=cards)

    assert html.startswith('<ul class="hand" role="list" aria-label="Player">')
    assert html.count("<li>") == 5
    assert [svg.get("aria-label") for svg in svgs(html)] == [
        "Ace of Spades",
        "King of Diamonds",
        "Four of Clubs",
        "Three of Hearts",
        "Two of Spades",
    ]


def test_hand_translated_label_in_template():
    html = render('{% hand "As Kd" label=_("Dealer") %}')

    assert 'aria-label="Dealer"' in html


def test_hand_without_label_has_no_list_aria_label():
    html = render('{% hand "As Kd 4c 3h 2s" %}')

    assert html.startswith('<ul class="hand" role="list">')


def test_hand_marks_discarded_drawn_and_up_cards():
    html = render(
        '{% hand "9h Th Jh Qh 3c Kh" discarded="3c" drawn=drawn up=up size="sm" %}',
        drawn=[card("Kh")],
        up=card("9h"),
    )

    classes = [svg.get("class").split() for svg in svgs(html)]
    assert [each[-1] for each in classes] == [
        "card--up",
        "card--red",
        "card--red",
        "card--red",
        "card--discarded",
        "card--drawn",
    ]
    assert all("card--sm" in each for each in classes)
    assert [svg.get("aria-label") for svg in svgs(html)][4:] == [
        "Three of Clubs, discarded",
        "King of Hearts, drawn",
    ]


def test_hand_draws_none_face_down():
    html = render("{% hand cards %}", cards=[card("Ad"), None, None, None, None])

    labels = [svg.get("aria-label") for svg in svgs(html)]
    assert labels == ["Ace of Diamonds"] + ["Face-down card"] * 4


def test_card_name_filter_names_the_card():
    with translation.override("en"):
        assert render("{{ c|card_name }}", c=card("Qh")) == "Queen of Hearts"
        assert render('{{ "2c"|card_name }}') == "Two of Clubs"


def test_every_card_state_and_back_is_well_formed_svg():
    source = (
        "{% for c in cards %}{% playing_card c %}{% playing_card c size='sm' state='discarded' %}"
        "{% playing_card c size='lg' state='drawn' %}{% endfor %}{% card_back %}"
    )

    elements = svgs(render(source, cards=CARDS))

    assert len(elements) == 3 * 52 + 1
    assert all(each.tag == f"{SVG}svg" for each in elements)
    assert all(each.get("viewBox") == "0 0 60 84" for each in elements)


def test_all_52_cards_have_distinct_labels():
    with translation.override("en"):
        elements = svgs(render("{% for c in cards %}{% playing_card c %}{% endfor %}", cards=CARDS))

    labels = [each.get("aria-label") for each in elements]
    assert len(set(labels)) == 52
    assert all(re.fullmatch(r"[A-Z][a-z]+ of (Clubs|Diamonds|Hearts|Spades)", x) for x in labels)


def test_hand_marks_the_two_of_clubs_although_its_id_is_zero():
    html = render("{% hand cards up=up %}", cards=[card("2c"), card("3c")], up=card("2c"))

    assert [svg.get("class").split()[-1] for svg in svgs(html)] == ["card--up", "card--black"]
