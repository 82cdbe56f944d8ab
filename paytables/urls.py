from __future__ import annotations

from collections.abc import Callable

from django.http import HttpResponseBase
from django.urls import path, register_converter
from django.views.generic import RedirectView

from paytables import views
from paytables.games import GAMES
from paytables.pages import GameConverter

app_name = "paytables"

register_converter(GameConverter, "game")


def moved(page: str) -> Callable[..., HttpResponseBase]:
    """The address Oasis Poker's ``page`` had before every game's pages took the game as a
    parameter: 301 to its page now, with its query (a calculator's round) kept."""
    return RedirectView.as_view(pattern_name=f"paytables:{page}", permanent=True, query_string=True)


OASIS = {"game": GAMES["oasis"].slug}

urlpatterns = [
    path("<game:game>/rules/", views.rules_page, name="rules"),
    path("<game:game>/variants/", views.variant_list_page, name="variants"),
    path("<game:game>/variants/<slug:slug>/", views.variant_detail_page, name="variant"),
    path("<game:game>/payouts/", views.payout_summary_page, name="payouts"),
    path("<game:game>/calculator/", views.calculator_page, name="calculator"),
    path("glossary/", views.glossary_page, name="glossary"),
    path("caribbean-stud/", views.caribbean_page, name="caribbean"),
    # Russian Poker's addresses were already /russian-poker/<page>/; Oasis Poker's were these.
    path("rules/", moved("rules"), OASIS),
    path("variants/", moved("variants"), OASIS),
    path("variants/<slug:slug>/", moved("variant"), OASIS),
    path("payouts/", moved("payouts"), OASIS),
    path("calculator/", moved("calculator"), OASIS),
]
