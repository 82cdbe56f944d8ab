from __future__ import annotations

from django.urls import include, path

from play import views

app_name = "play"

urlpatterns = [
    path("", views.index, name="index"),
    path("holdem/", include("play.holdem.urls")),
    path("boxes/", include("play.boxes.urls")),
]
