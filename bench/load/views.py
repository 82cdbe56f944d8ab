"""The two reference pages the load benchmarks compare the trainer with (bench-only URLs)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from paytables.models import Variant


@require_safe
def ok(request: HttpRequest) -> HttpResponse:
    """The bare framework: routing and the middleware, no template, no query."""
    return HttpResponse("ok", content_type="text/plain")


@require_safe
def page(request: HttpRequest) -> HttpResponse:
    """A simple page: one query, one small template."""
    variants = list(Variant.objects.order_by("slug").values_list("slug", "name_en"))
    return render(request, "bench/page.html", {"variants": variants})


@login_required
@require_safe
def page_trainee(request: HttpRequest) -> HttpResponse:
    """The same page for a logged-in trainee: what any trainer page pays before its own
    work (the session and the user read, the login checked), plus the page."""
    variants = list(Variant.objects.order_by("slug").values_list("slug", "name_en"))
    return render(request, "bench/page.html", {"variants": variants, "trainee": request.user})
