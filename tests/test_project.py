"""Guard tests for the project as a whole: settings, URLs, translations, migrations."""

from __future__ import annotations

import os
import re
import secrets
import shutil
import subprocess
import sys

import pytest
from django.conf import settings
from django.core.management import call_command
from django.urls import reverse
from django.utils import translation

from tests.trainer.factories import TraineeFactory

BASE_DIR = settings.BASE_DIR
VI_CATALOGUE = BASE_DIR / "locale" / "vi" / "LC_MESSAGES" / "django.po"


def _env_without(*names: str, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in names}
    env.update(extra)
    return env


@pytest.mark.django_db
def test_migrations_none_pending() -> None:
    # makemigrations --check exits non-zero when a model change has no migration.
    call_command("makemigrations", "--check", "--dry-run", verbosity=0)


def test_settings_refuse_to_start_without_secret_key_when_debug_off() -> None:
    env = _env_without(
        "DJANGO_SECRET_KEY", DJANGO_DEBUG="0", DJANGO_SETTINGS_MODULE="croupier.settings"
    )

    result = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )

    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "DJANGO_SECRET_KEY is not set" in result.stderr


def test_check_deploy_reports_no_issues_with_debug_off_and_secret_key() -> None:
    env = _env_without(
        "DJANGO_SETTINGS_MODULE",
        "DJANGO_ALLOW_ASYNC_UNSAFE",  # set only while browser tests run, never in deployment
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(45)[:60],
    )

    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )

    assert result.returncode == 0, result.stderr
    assert "System check identified no issues" in result.stdout


def test_vietnamese_catalogue_fully_translated() -> None:
    msgfmt = shutil.which("msgfmt")
    assert msgfmt, "msgfmt (Debian package gettext) is needed to check the catalogue"

    result = subprocess.run(
        [msgfmt, "--check", "--statistics", "-o", os.devnull, str(VI_CATALOGUE)],
        capture_output=True,
        text=True,
        timeout=60,
    )

    assert result.returncode == 0, result.stderr
    # Any fuzzy or untranslated entry adds ", N fuzzy translations" etc. to this line.
    assert re.fullmatch(r"\d+ translated messages?\.", result.stderr.strip()), result.stderr


def test_favicon_is_served_for_pages_that_name_none(client) -> None:
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    assert response["Location"].endswith("favicon.svg")


PUBLIC_PAGES = [
    ("home", {}),
    ("paytables:rules", {"game": "oasis-poker"}),
    ("paytables:variants", {"game": "oasis-poker"}),
    ("paytables:variant", {"game": "oasis-poker", "slug": "standard"}),
    ("paytables:payouts", {"game": "oasis-poker"}),
    ("paytables:glossary", {}),
    ("paytables:caribbean", {}),
    ("paytables:calculator", {"game": "oasis-poker"}),
    ("paytables:rules", {"game": "russian-poker"}),
    ("paytables:variants", {"game": "russian-poker"}),
    ("paytables:variant", {"game": "russian-poker", "slug": "classic"}),
    ("paytables:payouts", {"game": "russian-poker"}),
    ("paytables:calculator", {"game": "russian-poker"}),
    ("paytables:rules", {"game": "three-card-poker"}),
    ("paytables:variants", {"game": "three-card-poker"}),
    ("paytables:variant", {"game": "three-card-poker", "slug": "three-card-classic"}),
    ("paytables:payouts", {"game": "three-card-poker"}),
    ("paytables:calculator", {"game": "three-card-poker"}),
    ("trainer:self_test", {}),
    ("play:index", {}),
    ("sign_up", {}),
    ("login", {}),
]
TRAINEE_PAGES = [
    "trainer:home",
    "trainer:progress",
    "play:boxes",
    "play:holdem",
    "school:home",
    "name",
]


def _url(name: str, language: str, **kwargs: str) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize(("name", "kwargs"), PUBLIC_PAGES)
def test_head_on_every_public_page_answers_200_with_no_body(client, name, kwargs, language):
    # Monitors and link checkers ask with HEAD; a GET page answers it as a server would.
    response = client.head(_url(name, language, **kwargs))

    assert response.status_code == 200
    assert response.content == b""


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize("name", TRAINEE_PAGES)
def test_head_on_every_trainee_page_answers_200_with_no_body(client, name, language):
    client.force_login(TraineeFactory())

    response = client.head(_url(name, language))

    assert response.status_code == 200
    assert response.content == b""
