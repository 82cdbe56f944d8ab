"""The public reference pages. Each page of a game (rules, variants, a variant, payouts,
calculator) is one view for every game, which it gets from the address (``<game:game>``,
``paytables.pages``); the glossary and Caribbean Stud's page are the site's own."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from croupier.errors import Refusal
from croupier.htmx import HtmxHttpRequest
from paytables.forms import PayoutSummaryForm
from paytables.games import game_of
from paytables.models import Variant
from paytables.pages import GamePages, all_game_pages, game_pages
from paytables.selectors import SUMMARY_ANTE, glossary_list, variant_get

# The pages whose form an htmx request sends, which answer it with their partial.
PARTIALS = frozenset({"payouts", "calculator"})


def render_game_page(
    request: HttpRequest, game: GamePages, page: str, context: dict[str, Any]
) -> HttpResponse:
    """A game's ``page``: the whole page (``paytables/<page>.html``), or to an htmx request
    its partial (``paytables/_<page>.html``) where it has one. Page or partial is decided
    here alone."""
    partial = page in PARTIALS and getattr(request, "htmx", False)
    template = f"paytables/_{page}.html" if partial else f"paytables/{page}.html"
    return render(request, template, {"game": game, "games": all_game_pages(), **context})


@require_safe
def rules_page(request: HttpRequest, game: GamePages) -> HttpResponse:
    reference = get_object_or_404(game.variants(), slug=game.reference)
    return render_game_page(request, game, "rules", game.rules_context(reference))


@require_safe
def variant_list_page(request: HttpRequest, game: GamePages) -> HttpResponse:
    variants = list(game.variants())
    context = {"variants": variants, **game.variants_context(variants)}
    return render_game_page(request, game, "variants", context)


@require_safe
def variant_detail_page(request: HttpRequest, game: GamePages, slug: str) -> HttpResponse:
    try:
        variant = game.variants().get(slug=slug)
    except Variant.DoesNotExist:
        # Another game's variant has its game's page.
        return redirect(get_object_or_404(Variant.objects.select_related("game"), slug=slug))
    return render_game_page(request, game, "variant", game.variant_context(variant))


@require_safe
@vary_on_headers("HX-Request")
def payout_summary_page(request: HtmxHttpRequest, game: GamePages) -> HttpResponse:
    form = PayoutSummaryForm(
        request.GET or {"variant": game.reference, "ante": SUMMARY_ANTE},
        variants=game.variants(),
        stake_label=game.stake_label,
    )
    summary = None
    if form.is_valid():
        summary = game.payout_summary(form.cleaned_data["variant"], form.cleaned_data["ante"])
    return render_game_page(request, game, "payouts", {"form": form, "summary": summary})


@require_safe
@vary_on_headers("HX-Request")
def calculator_page(request: HtmxHttpRequest, game: GamePages) -> HttpResponse:
    form = game.calculator_form(
        request.GET or None, initial={"variant": game.reference, "ante": SUMMARY_ANTE}
    )
    calculation = None
    if form.is_bound and form.is_valid():
        try:
            calculation = game.calculate(form.round_entry())
        except Refusal as refusal:
            form.add_refusal(refusal)
    context = {"form": form, "calculation": calculation}
    return render_game_page(request, game, "calculator", context)


@require_safe
def glossary_page(request: HttpRequest) -> HttpResponse:
    return render(request, "paytables/glossary.html", {"terms": glossary_list()})


@require_safe
def caribbean_page(request: HttpRequest) -> HttpResponse:
    caribbean = variant_get(slug="caribbean")
    context = {
        "variant": caribbean,
        "summary": game_pages(game_of(caribbean).slug).payout_summary(caribbean, SUMMARY_ANTE),
    }
    return render(request, "paytables/caribbean.html", context)
