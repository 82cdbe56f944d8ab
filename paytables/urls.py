from __future__ import annotations

from django.urls import path

from paytables import views

app_name = "paytables"

urlpatterns = [
    path("rules/", views.rules_page, name="rules"),
    path("variants/", views.variant_list_page, name="variants"),
    path("variants/<slug:slug>/", views.variant_detail_page, name="variant"),
    path("payouts/", views.payout_summary_page, name="payouts"),
    path("glossary/", views.glossary_page, name="glossary"),
    path("caribbean-stud/", views.caribbean_page, name="caribbean"),
    path("calculator/", views.calculator_page, name="calculator"),
]
