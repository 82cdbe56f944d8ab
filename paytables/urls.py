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
    path("russian-poker/rules/", views.russian_rules_page, name="russian_rules"),
    path("russian-poker/variants/", views.russian_variant_list_page, name="russian_variants"),
    path(
        "russian-poker/variants/<slug:slug>/",
        views.russian_variant_detail_page,
        name="russian_variant",
    ),
    path("russian-poker/payouts/", views.russian_payout_summary_page, name="russian_payouts"),
    path("russian-poker/calculator/", views.russian_calculator_page, name="russian_calculator"),
]
