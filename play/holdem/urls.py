from __future__ import annotations

from django.urls import path

from play.holdem import views

urlpatterns = [
    path("", views.holdem, name="holdem"),
    path("act/", views.holdem_action, name="holdem_act"),
    path("next/", views.holdem_next, name="holdem_next"),
    path("restart/", views.holdem_restart, name="holdem_restart"),
]
