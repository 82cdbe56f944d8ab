from __future__ import annotations

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.templatetags.static import static
from django.urls import include, path
from django.utils.functional import lazy
from django.utils.translation import gettext_lazy as _
from django.views.generic import RedirectView, TemplateView

from trainer import views as trainer_views

admin.site.site_header = _("Croupier Assistant administration")
admin.site.site_title = _("Croupier Assistant")
admin.site.index_title = _("House rules and trainees' results")

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    # Browsers ask for /favicon.ico on pages that name no icon (the admin's).
    path("favicon.ico", RedirectView.as_view(url=lazy(static, str)("favicon.svg"), permanent=True)),
]

# Every page lives under its language's prefix, /en/ or /vi/ (the admin too: /vi/admin/), so
# the address says the language and a shared link opens in the language it was sent in. An
# address without a prefix (/, an old English bookmark such as /rules/) is redirected by
# LocaleMiddleware to the language the visitor chose (the django_language cookie), else the one
# the browser asks for (Accept-Language), else English.
urlpatterns += i18n_patterns(
    # Before the admin's own URLs, so that its log-in is throttled per address too.
    path("admin/login/", trainer_views.admin_log_in),
    path("admin/", admin.site.urls),
    path("", TemplateView.as_view(template_name="home.html"), name="home"),
    path("", include("paytables.urls")),
    path("", include("trainer.urls")),
    path("", include("school.urls")),
    path("play/", include("play.urls")),
    path("accounts/sign-up/", trainer_views.sign_up, name="sign_up"),
    path("accounts/name/", trainer_views.name_page, name="name"),
    path("accounts/login/", trainer_views.TraineeLoginView.as_view(), name="login"),
    path(
        "accounts/password_change/",
        trainer_views.OwnPasswordChangeView.as_view(),
        name="password_change",
    ),
    path("accounts/password_reset/", trainer_views.password_reset, name="password_reset"),
    path(
        "accounts/reset/<uidb64>/<token>/",
        trainer_views.OwnPasswordResetConfirmView.as_view(),
        name="password_reset_confirm",
    ),
    path("accounts/", include("django.contrib.auth.urls")),
    prefix_default_language=True,
)

# "Busy, try again in a moment" (503) when the database refuses to connect; Django's own
# server error page for anything else (croupier/unavailable.py).
handler500 = "croupier.unavailable.server_error"
