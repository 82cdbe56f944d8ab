"""Signing up under a name that reads as another's, or that mixes alphabets, is refused;
Vietnamese names, whose diacritics are Latin, are welcome."""

from __future__ import annotations

import unicodedata

import pytest
from django.urls import reverse
from django.utils import translation

from tests.trainer.factories import TraineeFactory
from trainer.usernames import username_scripts, username_skeleton

PASSWORD = "a-long-pass-phrase"
CYRILLIC_A = "\u0430"
CYRILLIC_PACE = "\u0440\u0430\u0441\u0435"


def sign_up(client, username: str, language: str = "en"):
    with translation.override(language):
        address = reverse("sign_up")
    return client.post(
        address,
        {
            "username": username,
            "full_name": "Nguyễn Thảo",
            "password1": PASSWORD,
            "password2": PASSWORD,
        },
    )


def page_text(response) -> str:
    return response.content.decode()


def test_skeleton_is_shared_by_look_alikes_and_case() -> None:
    assert username_skeleton(f"{CYRILLIC_A}lice") == username_skeleton("alice")
    assert username_skeleton("ALICE") == username_skeleton("alice")
    assert username_skeleton("a1ice") == username_skeleton("alice")


def test_skeleton_keeps_vietnamese_diacritics_apart() -> None:
    assert username_skeleton("thảo") != username_skeleton("thao")
    assert username_skeleton("Nguyễn") == username_skeleton("nguyễn")


def test_scripts_of_a_vietnamese_name_are_latin_typed_composed_or_not() -> None:
    assert username_scripts("nguyễn.thảo") == {"LATIN"}
    assert username_scripts(unicodedata.normalize("NFD", "nguyễn.thảo")) == {"LATIN"}


@pytest.mark.django_db
def test_sign_up_with_a_cyrillic_look_alike_of_a_taken_name_is_refused(
    client, django_user_model
) -> None:
    TraineeFactory(username="pace")
    # All Cyrillic letters that look Latin: one script, but the same look as "pace".
    lookalike = CYRILLIC_PACE

    response = sign_up(client, lookalike)

    assert response.status_code == 200
    assert "looks the same as one already taken" in page_text(response)
    assert not django_user_model.objects.filter(username=lookalike).exists()


@pytest.mark.django_db
def test_sign_up_with_one_cyrillic_letter_beside_a_taken_name_is_refused(
    client, django_user_model
) -> None:
    TraineeFactory(username="alice")

    response = sign_up(client, f"{CYRILLIC_A}lice")

    assert response.status_code == 200
    assert django_user_model.objects.count() == 1


@pytest.mark.django_db
def test_sign_up_with_a_taken_name_in_another_case_is_refused(client, django_user_model) -> None:
    TraineeFactory(username="alice")

    response = sign_up(client, "Alice")

    assert response.status_code == 200
    assert "A user with that username already exists." in page_text(response)
    assert not django_user_model.objects.filter(username="Alice").exists()


@pytest.mark.django_db
def test_sign_up_mixing_latin_and_cyrillic_is_refused_with_no_one_to_look_like(
    client, django_user_model
) -> None:
    response = sign_up(client, f"p{CYRILLIC_A}ypal")

    assert response.status_code == 200
    assert "must use the letters of one alphabet" in page_text(response)
    assert not django_user_model.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("form", ["NFC", "NFD"])
def test_sign_up_with_a_vietnamese_name_is_accepted(client, django_user_model, form) -> None:
    TraineeFactory(username="nguyen.thao")

    response = sign_up(client, unicodedata.normalize(form, "nguyễn.thảo"))

    assert response.status_code == 302
    assert django_user_model.objects.filter(username="nguyễn.thảo").exists()


@pytest.mark.django_db
def test_sign_up_refusals_are_in_vietnamese_under_vi(client) -> None:
    TraineeFactory(username="pace")

    mixed = page_text(sign_up(client, f"p{CYRILLIC_A}ypal", language="vi"))
    lookalike = page_text(sign_up(client, CYRILLIC_PACE, language="vi"))

    assert "không được trộn chữ cái của nhiều bảng chữ" in mixed
    assert "trông giống hệt một tên đã có người dùng" in lookalike
