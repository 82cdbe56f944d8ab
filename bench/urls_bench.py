"""URLs of the load benchmarks: the site's own, plus the reference pages."""

from __future__ import annotations

from django.urls import path

from bench.load import views
from croupier.urls import urlpatterns as site_urlpatterns

# The site's patterns are added as they are, not through include(): they use
# i18n_patterns, which Django allows only in the root URLconf.
urlpatterns = [
    path("bench/ok/", views.ok, name="bench_ok"),
    path("bench/page/", views.page, name="bench_page"),
    path("bench/page-trainee/", views.page_trainee, name="bench_page_trainee"),
    *site_urlpatterns,
]
