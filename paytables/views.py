"""The public reference pages: rules, variants, payouts, glossary, Caribbean Stud, calculator;
Russian Poker's rules, variants and payouts."""

from __future__ import annotations

from decimal import Decimal

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from croupier.errors import Refusal
from croupier.htmx import HtmxHttpRequest
from paytables.comparison import comparison_rows, fee_schedule_text
from paytables.examples import EXAMPLE_ANTE, worked_examples
from paytables.forms import (
    CalculatorForm,
    PayoutSummaryForm,
    RussianCalculatorForm,
    RussianPayoutSummaryForm,
)
from paytables.games import Engine
from paytables.russian_comparison import russian_comparison_rows, russian_fact_list
from paytables.russian_examples import EXAMPLE_ANTE as RUSSIAN_EXAMPLE_ANTE
from paytables.russian_examples import russian_worked_examples
from paytables.selectors import (
    glossary_list,
    payout_summary,
    round_calculation,
    russian_payout_summary,
    russian_round_calculation,
    russian_variant_list,
    russian_variant_queryset,
    variant_get,
    variant_list,
    variant_queryset,
)
from poker.errors import PokerError

SUMMARY_ANTE = Decimal(10)


@require_safe
def rules_page(request: HttpRequest) -> HttpResponse:
    standard = variant_get(slug="standard")
    context = {
        "variant": standard,
        "fees": fee_schedule_text(standard),
        "summary": payout_summary(variant=standard, ante=EXAMPLE_ANTE),
        "examples": worked_examples(standard.rules()),
    }
    return render(request, "paytables/rules.html", context)


@require_safe
def variant_list_page(request: HttpRequest) -> HttpResponse:
    variants = variant_list()
    context = {"variants": variants, "rows": comparison_rows(variants)}
    return render(request, "paytables/variants.html", context)


@require_safe
def variant_detail_page(request: HttpRequest, slug: str) -> HttpResponse:
    variant = get_object_or_404(variant_queryset(), slug=slug)
    if variant.game.engine != Engine.OASIS:
        return redirect(variant)  # another game's variant has its game's page
    context = {
        "variant": variant,
        "fees": fee_schedule_text(variant),
        "summary": payout_summary(variant=variant, ante=SUMMARY_ANTE),
    }
    return render(request, "paytables/variant_detail.html", context)


@require_safe
@vary_on_headers("HX-Request")
def payout_summary_page(request: HtmxHttpRequest) -> HttpResponse:
    form = PayoutSummaryForm(request.GET or {"variant": "standard", "ante": SUMMARY_ANTE})
    summary = None
    if form.is_valid():
        summary = payout_summary(**form.cleaned_data)
    template = "paytables/_payouts.html" if request.htmx else "paytables/payouts.html"
    return render(request, template, {"form": form, "summary": summary})


@require_safe
def glossary_page(request: HttpRequest) -> HttpResponse:
    return render(request, "paytables/glossary.html", {"terms": glossary_list()})


@require_safe
def caribbean_page(request: HttpRequest) -> HttpResponse:
    caribbean = variant_get(slug="caribbean")
    context = {
        "variant": caribbean,
        "summary": payout_summary(variant=caribbean, ante=SUMMARY_ANTE),
    }
    return render(request, "paytables/caribbean.html", context)


@require_safe
@vary_on_headers("HX-Request")
def calculator_page(request: HtmxHttpRequest) -> HttpResponse:
    form = CalculatorForm(
        request.GET or None, initial={"variant": "standard", "ante": SUMMARY_ANTE}
    )
    calculation = None
    if form.is_bound and form.is_valid():
        try:
            calculation = round_calculation(entry=form.round_entry())
        except PokerError as refusal:
            form.add_refusal(refusal)
    template = "paytables/_calculator.html" if request.htmx else "paytables/calculator.html"
    return render(request, template, {"form": form, "calculation": calculation})


# -- Russian Poker -------------------------------------------------------------------------

CLASSIC_SLUG = "classic"


@require_safe
def russian_rules_page(request: HttpRequest) -> HttpResponse:
    classic = get_object_or_404(russian_variant_queryset(), slug=CLASSIC_SLUG)
    context = {
        "variant": classic,
        "summary": russian_payout_summary(variant=classic, ante=RUSSIAN_EXAMPLE_ANTE),
        "facts": {fact.key: fact for fact in russian_fact_list(classic)},
        "examples": russian_worked_examples(classic.russian_rules()),
    }
    return render(request, "paytables/russian_rules.html", context)


@require_safe
def russian_variant_list_page(request: HttpRequest) -> HttpResponse:
    variants = russian_variant_list()
    context = {"variants": variants, "rows": russian_comparison_rows(variants)}
    return render(request, "paytables/russian_variants.html", context)


@require_safe
def russian_variant_detail_page(request: HttpRequest, slug: str) -> HttpResponse:
    variant = get_object_or_404(russian_variant_queryset(), slug=slug)
    context = {
        "variant": variant,
        "facts": russian_fact_list(variant),
        "summary": russian_payout_summary(variant=variant, ante=SUMMARY_ANTE),
    }
    return render(request, "paytables/russian_variant_detail.html", context)


@require_safe
@vary_on_headers("HX-Request")
def russian_payout_summary_page(request: HtmxHttpRequest) -> HttpResponse:
    form = RussianPayoutSummaryForm(request.GET or {"variant": CLASSIC_SLUG, "ante": SUMMARY_ANTE})
    summary = russian_payout_summary(**form.cleaned_data) if form.is_valid() else None
    template = (
        "paytables/_russian_payouts.html" if request.htmx else "paytables/russian_payouts.html"
    )
    return render(request, template, {"form": form, "summary": summary})


@require_safe
@vary_on_headers("HX-Request")
def russian_calculator_page(request: HtmxHttpRequest) -> HttpResponse:
    form = RussianCalculatorForm(
        request.GET or None, initial={"variant": CLASSIC_SLUG, "ante": SUMMARY_ANTE}
    )
    calculation = None
    if form.is_bound and form.is_valid():
        try:
            calculation = russian_round_calculation(entry=form.round_entry())
        except Refusal as refusal:
            form.add_refusal(refusal)
    template = (
        "paytables/_russian_calculator.html"
        if request.htmx
        else "paytables/russian_calculator.html"
    )
    return render(request, template, {"form": form, "calculation": calculation})
