"""Settings of the load benchmarks (``bench/load``): the site's own settings, plus two
bench-only pages and a scratch folder for the collected static files.

The servers the benchmarks start read everything else from the same environment variables
as production (``DJANGO_DEBUG=0``, ``DATABASE_URL``, ``REDIS_URL`` ...).
"""

from __future__ import annotations

# A settings module that extends another takes all of its names; listing them would copy
# the whole file.
from croupier.settings import *  # noqa: F403
from croupier.settings import BASE_DIR, TEMPLATES

# The site's URLs plus /bench/ok/ and /bench/page/, which the app itself must not serve.
ROOT_URLCONF = "bench.urls_bench"

TEMPLATES = [
    {**TEMPLATES[0], "DIRS": [*TEMPLATES[0]["DIRS"], BASE_DIR / "bench" / "load" / "templates"]}
]

# Collected into a scratch folder that git ignores (bench/results/tmp*), not the site's own
# STATIC_ROOT, so a benchmark never rewrites files another checkout may be serving.
STATIC_ROOT = BASE_DIR / "bench" / "results" / "tmp-static"

# What Django refuses or fails on (a CSRF rejection, a server error with its traceback) goes
# to the server's error log, which the scripts point at when something went wrong.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"stderr": {"class": "logging.StreamHandler"}},
    "loggers": {
        "django.request": {"handlers": ["stderr"], "level": "WARNING", "propagate": False},
        "django.security": {"handlers": ["stderr"], "level": "WARNING", "propagate": False},
    },
}
