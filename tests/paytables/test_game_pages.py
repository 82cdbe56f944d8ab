"""Every game's public pages are one view each at /<game>/<page>/ (paytables.pages): the old
Oasis Poker addresses answer 301, an unknown game is a 404, and the pages with a form answer
an htmx request with their partial alone."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from croupier.errors import Refusal
from engine.errors import PokerError
from paytables import views
from paytables.pages import all_game_pages, game_pages
from paytables.selectors import engine_refusal
from paytables.wording import explain

pytestmark = pytest.mark.django_db

GAMES = [
    "oasis-poker",
    "russian-poker",
    "three-card-poker",
    "baccarat",
    "ultimate-texas-holdem",
    "texas-holdem-bonus",
    "casino-holdem",
]
LANGUAGES = ["en", "vi"]
# Each game's reference variant and a round its calculator settles.
ROUNDS = {
    "oasis-poker": {
        "variant": "standard",
        "ante": "100",
        "player": "9h Th Jh Qh 3c",
        "dealer": "Ad Ks 7c 5s 2d",
        "discard": "3c",
        "draw": "Kh",
        "decision": "raise",
    },
    "russian-poker": {
        "variant": "classic",
        "ante": "10",
        "player": "9h 9d 9c 8s 2h",
        "dealer": "Ad Kc 7c 5s 2d",
        "decision": "bet",
    },
    "three-card-poker": {
        "variant": "three-card-classic",
        "ante": "10",
        "pair_plus": "5",
        "player": "9h Tc Jd",
        "dealer": "4s 4d 4c",
        "decision": "play",
    },
    "baccarat": {
        "variant": "baccarat-punto-banco",
        "player": "Kh 6c",
        "banker": "3s 4d",
        "bet_banker": "100",
    },
    "ultimate-texas-holdem": {
        "variant": "uth-trips-50-40-30-8-6-5-3",
        "ante": "10",
        "player": "Ah 8h",
        "dealer": "Kc Kd",
        "board": "2h 9h Th 4s Jc",
        "preflop": "4x",
    },
    "texas-holdem-bonus": {
        "variant": "holdem-bonus-nagaworld",
        "ante": "10",
        "bonus": "5",
        "player": "Ah Kh",
        "dealer": "9c 9d",
        "board": "Qs Jd Tc 4d 4s",
        "preflop": "bet",
        "flop": "bet",
        "turn": "check",
    },
    "casino-holdem": {
        "variant": "casino-holdem-classic",
        "ante": "10",
        "aa_bonus": "5",
        "player": "Ah 8h",
        "dealer": "Kc Kd",
        "board": "Ad 9h Th 4h Jc",
        "decision": "call",
    },
}
REFERENCE = {
    "oasis-poker": "standard",
    "russian-poker": "classic",
    "three-card-poker": "three-card-classic",
    "baccarat": "baccarat-punto-banco",
    "ultimate-texas-holdem": "uth-trips-50-40-30-8-6-5-3",
    "texas-holdem-bonus": "holdem-bonus-nagaworld",
    "casino-holdem": "casino-holdem-classic",
}


def url(name: str, language: str = "en", **kwargs: str) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs)


# The addresses Oasis Poker's pages had, and the page each moved to.
MOVED = [
    ("rules/", "paytables:rules", {}),
    ("variants/", "paytables:variants", {}),
    ("variants/belgian/", "paytables:variant", {"slug": "belgian"}),
    ("payouts/", "paytables:payouts", {}),
    ("calculator/", "paytables:calculator", {}),
]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("old", "name", "kwargs"), MOVED)
def test_old_oasis_address_redirects_permanently_to_its_game_page(
    client, old, name, kwargs, language
):
    response = client.get(f"/{language}/{old}")
    assert response.status_code == 301
    assert response["Location"] == url(name, language, game="oasis-poker", **kwargs)
    assert client.get(response["Location"]).status_code == 200


@pytest.mark.parametrize("language", LANGUAGES)
def test_old_calculator_address_keeps_the_round_entered_when_it_redirects(client, language):
    query = urlencode(ROUNDS["oasis-poker"])
    response = client.get(f"/{language}/calculator/?{query}")
    assert response.status_code == 301
    moved = f"{url('paytables:calculator', language, game='oasis-poker')}?{query}"
    assert response["Location"] == moved


def test_old_address_of_a_russian_variant_ends_on_its_russian_page(client):
    response = client.get("/en/variants/lunar/", follow=True)
    assert response.redirect_chain[-1][0] == url(
        "paytables:variant", game="russian-poker", slug="lunar"
    )
    assert response.status_code == 200


@pytest.mark.parametrize("page", ["rules", "variants", "payouts", "calculator"])
def test_unknown_game_is_404(client, page):
    assert client.get(f"/en/holdem/{page}/").status_code == 404
    assert client.get("/en/holdem/variants/standard/").status_code == 404


def test_unknown_game_slug_is_404_to_the_registry():
    from django.http import Http404

    with pytest.raises(Http404):
        game_pages("holdem")


def test_every_registered_game_has_pages_at_its_own_addresses():
    assert [pages.slug for pages in all_game_pages()] == GAMES


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("page", ["rules", "variants", "payouts", "calculator"])
def test_each_game_page_is_a_full_page_with_the_game_switch(client, game, page, language):
    response = client.get(url(f"paytables:{page}", language, game=game))
    assert response.status_code == 200
    content = response.content.decode()
    assert content.startswith("<!doctype html>")
    assert 'class="game-switch"' in content
    with translation.override(language):
        title = escape(game_pages(game).titles[page])
    assert f"<h1>{title}</h1>" in content


@pytest.mark.parametrize("game", GAMES)
def test_each_variant_page_is_a_full_page(client, game):
    response = client.get(url("paytables:variant", game=game, slug=REFERENCE[game]))
    assert response.status_code == 200
    assert response.content.decode().startswith("<!doctype html>")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("page", ["rules", "variants"])
def test_pages_without_a_form_answer_htmx_with_the_full_page(client, game, page):
    response = client.get(url(f"paytables:{page}", game=game), headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert response.content.decode().startswith("<!doctype html>")


@pytest.mark.parametrize("game", GAMES)
def test_payouts_answer_htmx_with_the_summary_alone(client, game):
    query = {"variant": REFERENCE[game], "ante": "25"}
    response = client.get(
        url("paytables:payouts", game=game), query, headers={"HX-Request": "true"}
    )
    content = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in content and "<form" not in content
    assert "This house's rules and sources" in content
    assert url("paytables:variant", game=game, slug=REFERENCE[game]) in content


@pytest.mark.parametrize("game", GAMES)
def test_calculator_answers_htmx_with_the_form_and_settlement_alone(client, game):
    response = client.get(
        url("paytables:calculator", game=game), ROUNDS[game], headers={"HX-Request": "true"}
    )
    content = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in content
    assert f'action="{url("paytables:calculator", game=game)}#settled"' in content
    assert '<section class="result"' in content


@pytest.mark.parametrize("game", GAMES)
def test_payouts_refuse_another_games_variant_as_a_form_error(client, game):
    other = next(slug for name, slug in REFERENCE.items() if name != game)
    response = client.get(url("paytables:payouts", game=game), {"variant": other, "ante": "10"})
    assert response.status_code == 200
    assert "Choose a variant and an ante above." in response.content.decode()


@pytest.mark.parametrize(
    ("game", "round_", "field"),
    [
        # Caribbean Stud has no switch; insurance needs three of a kind or better.
        ("oasis-poker", {"variant": "caribbean", "discard": "3c", "draw": "Kh"}, "discard"),
        ("russian-poker", {"insurance": "10", "player": "2h 5d 9c 8s Jh"}, "insurance"),
        # The original tables offer no 6-Card Bonus.
        ("three-card-poker", {"six_card": "5"}, "six_card"),
        # Punto Banco offers no Super 6.
        ("baccarat", {"bet_super_six": "5"}, "bet_super_six"),
        # At the river the player plays 1x or folds: he cannot check.
        ("ultimate-texas-holdem", {"preflop": "check", "flop": "check"}, "river"),
    ],
)
def test_engine_refusal_shows_beside_its_field_for_every_game(client, game, round_, field):
    query = ROUNDS[game] | round_
    response = client.get(url("paytables:calculator", game=game), query)
    assert response.status_code == 200
    form = response.context["form"]
    assert form.errors[field]
    assert response.context["calculation"] is None


def test_engine_refusal_names_the_house_and_keeps_the_engines_params():
    from paytables.selectors import variant_get

    error = PokerError("no switching here", code="no_switching", field="max_switches")
    variant = variant_get(slug="caribbean")
    refusal = engine_refusal(error, explain=explain, variant=variant, field="discard")
    assert isinstance(refusal, Refusal)
    assert refusal.field == "discard"
    assert refusal.code == "no_switching"
    assert refusal.params == {"figure": "max_switches"}
    assert str(refusal) == explain(error, variant_name=str(variant))


# The pages every game shares: what differs comes from the game, never from a branch here.
SHARED_TEMPLATES = [
    "rules",
    "variants",
    "variant",
    "payouts",
    "calculator",
    "_payouts",
    "_calculator",
    "_game_switch",
]


@pytest.mark.parametrize("name", SHARED_TEMPLATES)
def test_shared_page_template_names_no_game(name):
    template = Path(settings.BASE_DIR, "templates", "paytables", f"{name}.html")
    text = template.read_text().casefold()
    assert not [game for game in ("oasis", "russian", "caribbean") if game in text]


def test_game_pages_views_name_no_game():
    source = Path(views.__file__).read_text()
    shared = source[: source.index("def glossary_page")].casefold()
    assert not [game for game in ("oasis", "russian", "engine.") if game in shared]


def test_no_template_comment_leaks_onto_a_page():
    """A ``{# #}`` comment ends on its line: one spread over several lines is printed."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "templates"
    spread = [
        f"{path.relative_to(root)}:{number}"
        for path in root.rglob("*.html")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "{#" in line and "#}" not in line
    ]
    assert spread == []
