from __future__ import annotations

from django.urls import path

from play.boxes import views

urlpatterns = [
    path("", views.table_page, name="boxes"),
    path("deal/", views.deal, name="boxes_deal"),
    path("act/", views.act, name="boxes_act"),
    path("reset/", views.reset, name="boxes_reset"),
]
