"""Django's own messages read in Vietnamese where its catalogue leaves them in English.

Our catalogues (croupier/django_messages.py for the "django" domain, the hand-kept
locale/vi/LC_MESSAGES/djangojs.po for the admin's JavaScript) fill the gaps that
scripts/django_catalogue_gaps.py finds; the guard test below fails, naming each message,
when a Django upgrade brings one that neither Django's catalogue nor ours translates.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings
from django.contrib.auth.password_validation import MinimumLengthValidator
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import translation
from django.utils.translation import trans_real

from paytables.models import Game
from tests.paytables.factories import GameFactory
from tests.trainer.factories import TraineeFactory

SCRIPT = settings.BASE_DIR / "scripts" / "django_catalogue_gaps.py"
JS_CATALOGUE = settings.BASE_DIR / "locale" / "vi" / "LC_MESSAGES" / "djangojs.po"

TOO_SHORT = "Mật khẩu này quá ngắn. Mật khẩu phải có ít nhất 8 ký tự."
CORRECT_THE_ERROR = "Hãy sửa lỗi dưới đây."


def gaps_script():
    """scripts/django_catalogue_gaps.py as a module: its catalogue list and exclusions."""
    spec = importlib.util.spec_from_file_location("django_catalogue_gaps", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def url(name: str, **kwargs) -> str:
    with translation.override("vi"):
        return reverse(name, kwargs=kwargs or None)


@pytest.fixture
def superuser_client(client):
    client.force_login(TraineeFactory(is_staff=True, is_superuser=True))
    return client


# -- the password validators ------------------------------------------------------------------


def test_password_too_short_is_refused_in_vietnamese():
    with translation.override("vi"), pytest.raises(ValidationError) as refused:
        MinimumLengthValidator().validate("Xq7#pL")

    assert refused.value.messages == [TOO_SHORT]


@pytest.mark.django_db
def test_sign_up_with_a_short_password_says_why_in_vietnamese(client, django_user_model):
    response = client.post(
        url("sign_up"),
        {"username": "thu", "full_name": "Thu", "password1": "Xq7#pL", "password2": "Xq7#pL"},
    )

    assert response.status_code == 200
    assert TOO_SHORT in response.content.decode()
    assert not django_user_model.objects.filter(username="thu").exists()


# -- the admin ----------------------------------------------------------------------------------


@pytest.mark.django_db
def test_admin_change_with_an_error_is_refused_in_vietnamese(superuser_client):
    game = GameFactory(slug="caribbean-test", name_en="Caribbean Stud")

    response = superuser_client.post(
        url("admin:paytables_game_change", object_id=game.pk),
        {"slug": "not a slug!", "name_en": "Caribbean Stud", "name_vi": "", "position": "0"},
    )

    page = response.content.decode()
    assert response.status_code == 200
    assert CORRECT_THE_ERROR in page
    assert "Nhập một “slug” hợp lệ" in page
    assert Game.objects.get(pk=game.pk).slug == "caribbean-test"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "link"), [("", "Hiện số lượng"), ("?_facets=True", "Ẩn số lượng")]
)
def test_admin_change_list_with_filters_offers_counts_in_vietnamese(superuser_client, query, link):
    response = superuser_client.get(url("admin:paytables_variant_changelist") + query)

    assert response.status_code == 200
    assert link in response.content.decode()  # "Show counts" / "Hide counts"


@pytest.mark.django_db
def test_admin_javascript_catalogue_is_vietnamese(superuser_client):
    response = superuser_client.get(url("admin:jsi18n"))

    script = response.content.decode()
    assert response.status_code == 200
    for msgid, vietnamese in [
        ("Today", "Hôm nay"),  # Django's own catalogue
        ("Sunday", "Chủ Nhật"),  # ours, which Django's lacks
        ("Choose all %s", "Chọn tất cả %s"),
    ]:
        # The view writes the catalogue as JSON with non-ASCII letters escaped.
        assert json.dumps({msgid: vietnamese})[1:-1] in script


def test_admin_javascript_catalogue_is_fully_translated():
    msgfmt = shutil.which("msgfmt")
    assert msgfmt, "msgfmt (Debian package gettext) is needed to check the catalogue"

    result = subprocess.run(
        [msgfmt, "--check", "--statistics", "-o", os.devnull, str(JS_CATALOGUE)],
        capture_output=True,
        text=True,
        timeout=60,
    )

    assert result.returncode == 0, result.stderr
    assert re.fullmatch(r"\d+ translated messages?\.", result.stderr.strip()), result.stderr


# -- the guards ---------------------------------------------------------------------------------


def has_vietnamese(catalog, entry) -> bool:
    """Whether the merged run-time catalogue (Django's and ours) translates ``entry``."""
    msgid = f"{entry.context}\x04{entry.msgid}" if entry.context is not None else entry.msgid
    return bool(catalog.get((msgid, 0) if entry.plural is not None else msgid))


def test_every_django_message_a_visitor_can_meet_has_vietnamese():
    script = gaps_script()
    catalogs = {
        "django": trans_real.translation("vi")._catalog,
        "djangojs": trans_real.DjangoTranslation(
            "vi", domain="djangojs", localedirs=[script.DJANGO / "contrib" / "admin" / "locale"]
        )._catalog,
    }

    untranslated = [
        f"{catalogue} {domain}: {entry.msgid!r}"
        for catalogue, domain in script.CATALOGUES
        for entry in script.po_entries(script.catalogue_path(catalogue, "en", domain))
        if script.exclusion(entry) is None and not has_vietnamese(catalogs[domain], entry)
    ]

    assert untranslated == [], (
        "Django messages with no Vietnamese: run scripts/django_catalogue_gaps.py and add "
        "them to croupier/django_messages.py or locale/vi/LC_MESSAGES/djangojs.po"
    )


def test_no_template_loads_humanize():
    """django.contrib.humanize's catalogue is left out because nothing uses it; a template
    that starts to must bring its messages into scripts/django_catalogue_gaps.py."""
    folders = [
        *settings.TEMPLATES[0]["DIRS"],
        *(
            Path(app.path) / "templates"
            for app in apps.get_app_configs()
            if Path(app.path).is_relative_to(settings.BASE_DIR)
        ),
    ]
    templates = [path for folder in folders for path in Path(folder).glob("**/*.html")]

    loading = [
        str(path)
        for path in templates
        if re.search(r"{%\s*load\b[^%]*\bhumanize\b", path.read_text(encoding="utf-8"))
    ]

    assert templates
    assert loading == []


@pytest.mark.django_db
def test_admin_names_the_log_in_failures_of_django_axes_in_vietnamese(superuser_client, client):
    # A failed log-in, which django-axes records, so that its list has a row and columns.
    client.post(url("login"), {"username": "nobody", "password": "wrong"})

    index = superuser_client.get(url("admin:index")).content.decode()
    attempts = superuser_client.get(url("admin:axes_accessattempt_changelist")).content.decode()

    assert "Các lần thử đăng nhập" in index
    assert "access attempts" not in index.lower()
    assert "Thời điểm thử" in attempts
    assert "Địa chỉ IP" in attempts
