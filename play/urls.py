from __future__ import annotations

app_name = "play"

# Each table adds its own URL module here as it arrives.
urlpatterns: list = []
