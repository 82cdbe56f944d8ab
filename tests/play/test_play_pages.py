from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation

from play.boxes.services import box_balance_reset

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("model", ["holdemmatch", "boxtable", "ledgerentry", "boxround"])
def test_play_records_are_listed_read_only_for_the_owner(admin_client, model):
    assert admin_client.get(reverse(f"admin:play_{model}_changelist")).status_code == 200
    assert admin_client.get(reverse(f"admin:play_{model}_add")).status_code == 403


def test_a_balance_cannot_be_edited_from_the_admin(admin_client, django_user_model):
    table = box_balance_reset(user=django_user_model.objects.create_user("lan"), version=0)
    change = reverse("admin:play_boxtable_change", args=[table.pk])
    assert admin_client.get(change).status_code == 200
    admin_client.post(change, {"balance": "999999"})
    table.refresh_from_db()
    assert table.balance == 1000


@pytest.mark.parametrize("language", ["en", "vi"])
def test_tables_page_links_both_tables_for_anyone(client, language):
    with translation.override(language):
        url = reverse("play:index")
        links = (reverse("play:boxes"), reverse("play:holdem"))
    page = client.get(url).content.decode()
    assert all(f'href="{link}"' in page for link in links)


@pytest.mark.parametrize("language", ["en", "vi"])
def test_tables_page_names_no_seed_text(client, django_user_model, language):
    with translation.override(language):
        url = reverse("play:index")
    anonymous = client.get(url).content.decode()
    client.force_login(django_user_model.objects.create_user("lan"))
    logged_in = client.get(url).content.decode()
    assert "seed" not in anonymous.casefold()
    assert "seed" not in logged_in.casefold()
