from __future__ import annotations

from django.urls import path

from play import holdem_views

urlpatterns = [
    path("", holdem_views.holdem, name="holdem"),
    path("act/", holdem_views.holdem_action, name="holdem_act"),
    path("next/", holdem_views.holdem_next, name="holdem_next"),
    path("restart/", holdem_views.holdem_restart, name="holdem_restart"),
]
