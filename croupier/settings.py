"""Settings for Croupier Assistant.

One file for every environment: each value comes from a ``DJANGO_*`` environment
variable (or ``DATABASE_URL``) with a default that is safe for development.
"""

from __future__ import annotations

import os
import re
from datetime import timedelta
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from croupier.logging import logging_config, sentry_start

BASE_DIR = Path(__file__).resolve().parent.parent

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    value = value.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(
        f"{name} must be one of 1/0, true/false, yes/no, on/off; got {value!r}."
    )


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be an integer; got {value!r}.") from None


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if value is None:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


DEBUG = env_bool("DJANGO_DEBUG", default=True)

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY is not set. With DJANGO_DEBUG off the site refuses to start "
            "without a secret key: set DJANGO_SECRET_KEY to a long random string."
        )
    SECRET_KEY = "django-insecure-development-only-key-never-use-in-production"

ALLOWED_HOSTS = env_list(
    "DJANGO_ALLOWED_HOSTS", default=["localhost", "127.0.0.1", "[::1]", "testserver"]
)
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", default=[])
# The site's public address, e.g. https://croupier.example: printed certificates carry
# their check address under it (as text and QR code), which must be right years later
# whatever host a PDF was downloaded from. Empty: the address the request came to (its
# host is one of ALLOWED_HOSTS).
SITE_URL = os.environ.get("DJANGO_SITE_URL", "").strip().rstrip("/")
if SITE_URL and not re.fullmatch(r"https?://[^/\s?#]+", SITE_URL):
    raise ImproperlyConfigured(
        "DJANGO_SITE_URL must be the site's scheme and host only, e.g. https://croupier.example"
    )

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django_htmx",
    "csp",
    "axes",
    "paytables",
    "trainer",
    "play",
    "school",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Serves the collected static files itself, so one process needs no separate web server.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "csp.middleware.CSPMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # After authentication: log records written during a request name its path and user.
    "croupier.logging.RequestContextMiddleware",
    "trainer.middleware.PasswordChangeRequiredMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    # Inside the messages: it says on the admin's bare list why the filters were dropped.
    "croupier.admin_filters.AdminFilterGuardMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last: they turn a locked account and a throttled address into their 429 pages.
    "axes.middleware.AxesMiddleware",
    "django_ratelimit.middleware.RatelimitMiddleware",
]

ROOT_URLCONF = "croupier.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.debug",
                "django.template.context_processors.i18n",
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "croupier.context_processors.language_switcher",
                "paytables.context_processors.site_games",
            ],
        },
    },
]

WSGI_APPLICATION = "croupier.wsgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=60,
        conn_health_checks=True,
    ),
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Parameters bound on the server let psycopg prepare a query it has run five times on a
    # connection (kept for CONN_MAX_AGE): PostgreSQL then skips planning it again, which for
    # a question and its round, joined, costs more than running it. (Django turns prepared
    # statements off by default for the sake of transaction-mode connection poolers, which
    # this deployment does not use.)
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        server_side_binding=True, prepare_threshold=5
    )

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Internationalisation. Language names are written in their own language, as a
# reader looking for their language expects to find it, so they are not translated.
LANGUAGE_CODE = "en"
LANGUAGES = [
    ("en", "English"),
    ("vi", "Tiếng Việt"),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
# The switcher's choice outlives the browser session: a trainee who chose Vietnamese once
# lands in Vietnamese from any unprefixed address (see croupier/urls.py) for a year.
LANGUAGE_COOKIE_AGE = 365 * 24 * 60 * 60
LANGUAGE_COOKIE_SAMESITE = "Lax"
USE_I18N = True
USE_TZ = True
TIME_ZONE = "Asia/Ho_Chi_Minh"
USE_THOUSAND_SEPARATOR = True
FORMAT_MODULE_PATH = ["croupier.formats"]

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "trainer:home"
LOGOUT_REDIRECT_URL = "home"

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Hashed names and compressed copies when collected; plain files in development.
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}

# In development WhiteNoise finds files where they are written; in production it serves
# what collectstatic gathered into STATIC_ROOT.
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG

# Content security policy: scripts and styles only from this site, never inline; nothing
# framed, no plugins. The pages and the admin satisfy it (the browser tests check the console).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}

# One cache for every app server: Redis when REDIS_URL is set (several servers share it,
# which the login throttle needs), otherwise this process's memory. The cache only holds
# what can be lost, and the site works without it (croupier.cache): short timeouts keep a
# Redis that does not answer from costing each request more than a fraction of a second
# (a refused connection costs under a millisecond), and after a failure each process leaves
# Redis alone for a few seconds.
REDIS_URL = os.environ.get("REDIS_URL", "")


def caches_for(redis_url: str) -> dict[str, dict[str, object]]:
    # "ratelimit" holds django-ratelimit's counts per address: the same Redis, through a
    # backend that fails open (croupier.cache.FailSafeRedisCache), since that library calls
    # its cache directly.
    if not redis_url:
        memory: dict[str, object] = {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
        return {"default": memory, "ratelimit": {**memory, "LOCATION": "ratelimit"}}
    options = {"socket_connect_timeout": 0.1, "socket_timeout": 0.25}
    return {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": redis_url,
            "OPTIONS": options,
        },
        "ratelimit": {
            "BACKEND": "croupier.cache.FailSafeRedisCache",
            "LOCATION": redis_url,
            "OPTIONS": options,
        },
    }


# Sessions live in the database alone, the one store every app server shares, and no cache
# holds a copy: whether a session exists is the database's answer on every request. A copy
# in Redis (Django's cached_db) saved one primary-key read a request, but a logout whose
# delete could not reach Redis (a network split) left the copy there, read by every other
# worker and after any restart for its 14 days; a process's own memory would be wrong too.
CACHES = caches_for(REDIS_URL)
SESSION_ENGINE = "django.contrib.sessions.backends.db"
SESSION_COOKIE_HTTPONLY = True

# Every log record to standard error, one JSON object a line in production (a 500's
# traceback included), which gunicorn's --capture-output and a log collector pass on.
LOGGING = logging_config(json_lines=not DEBUG, level=os.environ.get("DJANGO_LOG_LEVEL", "INFO"))

# Errors also go to Sentry when SENTRY_DSN is set (and sentry-sdk is installed).
SENTRY_DSN = os.environ.get("SENTRY_DSN", "")
SENTRY_ENABLED = sentry_start(SENTRY_DSN, environment="development" if DEBUG else "production")

# Log-ins: after LOGIN_FAILURE_LIMIT wrong passwords an account is locked for
# LOGIN_LOCKOUT_SECONDS from the one that locked it (django-axes, counting in the database
# that every app server shares, so a Redis outage does not lift it; the admin lists the
# lockouts and `manage.py axes_reset_username NAME` lifts one).
AUTHENTICATION_BACKENDS = [
    "trainer.auth.LockoutBackend",
    "django.contrib.auth.backends.ModelBackend",
]
LOGIN_FAILURE_LIMIT = env_int("DJANGO_LOGIN_FAILURE_LIMIT", default=5)
LOGIN_LOCKOUT_SECONDS = env_int("DJANGO_LOGIN_LOCKOUT_SECONDS", default=15 * 60)
AXES_FAILURE_LIMIT = LOGIN_FAILURE_LIMIT
AXES_COOLOFF_TIME = timedelta(seconds=LOGIN_LOCKOUT_SECONDS)
AXES_LOCKOUT_PARAMETERS = ["username"]
AXES_RESET_ON_SUCCESS = True
# axes' default (True) records a try refused during the lock as one more failure, which
# moves the lock's start to it: a trainee who tries again "to see" is locked out afresh
# each time, and anyone who knows his name keeps him out with one try every few minutes.
# The lock already refuses the right password, so a try during it tells a guesser nothing.
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False
AXES_LOCKOUT_CALLABLE = "trainer.views.locked_out"
AXES_CLIENT_IP_CALLABLE = "croupier.client.client_ip"
AXES_USERNAME_CALLABLE = "croupier.client.login_name"
SILENCED_SYSTEM_CHECKS = [
    # axes.W006 wants axes to lock addresses too. Addresses are throttled by django-ratelimit
    # instead (LOGIN_RATE below), at a rate a whole class behind one connection can share:
    # one trainee's typos must not lock out the room.
    "axes.W006",
]

# Per client address (django-ratelimit, in the shared cache): log-in tries across any
# accounts, sign-ups and self-test starts. A training room behind one address shares its
# counts, so the rates leave room for a class. The address behind the proxy is read from
# X-Forwarded-For only when the request comes from one of DJANGO_TRUSTED_PROXIES.
TRUSTED_PROXIES = frozenset(
    each.strip() for each in os.environ.get("DJANGO_TRUSTED_PROXIES", "").split(",") if each.strip()
)
RATELIMIT_USE_CACHE = "ratelimit"
RATELIMIT_FAIL_OPEN = True  # Redis down: no throttle rather than no site
RATELIMIT_VIEW = "trainer.views.too_many_requests"
LOGIN_RATE = os.environ.get("DJANGO_LOGIN_RATE", "30/10m")
SIGN_UP_RATE = os.environ.get("DJANGO_SIGN_UP_RATE", "10/h")
SELF_TEST_RATE = os.environ.get("DJANGO_SELF_TEST_RATE", "30/10m")


def email_settings(url: str) -> dict[str, object]:
    """``DJANGO_EMAIL_URL`` as Django's e-mail settings: ``smtp://user:password@host:587``
    (``?tls=1`` for STARTTLS), ``smtps://...`` (SSL), or ``console://`` (mails printed to
    standard output, to try the reset out). Empty: no e-mail at all."""
    if not url:
        return {"EMAIL_BACKEND": "django.core.mail.backends.dummy.EmailBackend"}
    parts = urlsplit(url)
    if parts.scheme == "console":
        return {"EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend"}
    if parts.scheme not in ("smtp", "smtps"):
        raise ImproperlyConfigured("DJANGO_EMAIL_URL must be smtp://, smtps:// or console://")
    return {
        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "EMAIL_HOST": parts.hostname or "localhost",
        "EMAIL_PORT": parts.port or (465 if parts.scheme == "smtps" else 25),
        "EMAIL_HOST_USER": unquote(parts.username or ""),
        "EMAIL_HOST_PASSWORD": unquote(parts.password or ""),
        "EMAIL_USE_SSL": parts.scheme == "smtps",
        "EMAIL_USE_TLS": parse_qs(parts.query).get("tls") == ["1"],
        "EMAIL_TIMEOUT": 10,
    }


# Trainees sign up without an e-mail address: a forgotten password is reset by an
# instructor (a temporary password, from the admin). A reset link by e-mail is offered only
# where the site can send mail; otherwise the mails would go nowhere, silently.
EMAIL_URL = os.environ.get("DJANGO_EMAIL_URL", "")
globals().update(email_settings(EMAIL_URL))  # EMAIL_BACKEND, EMAIL_HOST ... by name
PASSWORD_RESET_BY_EMAIL = bool(EMAIL_URL)
# How long a temporary password lets a trainee in: long enough to reach him by the next
# shift, short enough that a slip of paper found later opens nothing.
TEMPORARY_PASSWORD_LIFETIME = timedelta(days=1)
DEFAULT_FROM_EMAIL = os.environ.get("DJANGO_DEFAULT_FROM_EMAIL", "webmaster@localhost")

# Production hardening: on whenever DEBUG is off, each flag overridable so that a
# deployment behind a TLS-terminating proxy or on plain HTTP for a demo can opt out.
if not DEBUG:
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", default=True)
    SESSION_COOKIE_SECURE = env_bool("DJANGO_SESSION_COOKIE_SECURE", default=True)
    CSRF_COOKIE_SECURE = env_bool("DJANGO_CSRF_COOKIE_SECURE", default=True)
    LANGUAGE_COOKIE_SECURE = SESSION_COOKIE_SECURE
    # Start low and raise it (to 31536000, one year) once HTTPS is known to work:
    # browsers remember the header for this many seconds and refuse plain HTTP.
    SECURE_HSTS_SECONDS = env_int("DJANGO_SECURE_HSTS_SECONDS", default=60)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", default=True)
    SECURE_HSTS_PRELOAD = env_bool("DJANGO_SECURE_HSTS_PRELOAD", default=True)
    SECURE_CONTENT_TYPE_NOSNIFF = True
    # Only behind a proxy that always sets X-Forwarded-Proto itself; otherwise a
    # client could claim HTTPS and defeat the redirect.
    if env_bool("DJANGO_SECURE_PROXY_SSL_HEADER", default=False):
        SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
