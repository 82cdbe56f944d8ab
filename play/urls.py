from __future__ import annotations

from django.urls import include, path

app_name = "play"

# Each table adds its own URL module here as it arrives.
urlpatterns: list = [
    path("holdem/", include("play.holdem_urls")),
    path("boxes/", include("play.boxes_urls")),
]
