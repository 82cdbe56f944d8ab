from __future__ import annotations

from django.urls import path

from play import boxes_views

urlpatterns = [
    path("", boxes_views.table_page, name="boxes"),
    path("deal/", boxes_views.deal, name="boxes_deal"),
    path("act/", boxes_views.act, name="boxes_act"),
    path("reset/", boxes_views.reset, name="boxes_reset"),
]
