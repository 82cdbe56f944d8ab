"""The admin's names in Vietnamese: a model is named by a noun ("Câu hỏi"), never by a count
("Số câu hỏi"), and a word shared by two meanings is translated for each."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.test import Client
from django.urls import reverse
from django.utils import translation

from paytables.models import RaisePay, SwitchFee
from play.models import Box, LedgerEntry
from tests.trainer.factories import InstructorFactory
from trainer.models import DrillSession, Question

PROJECT_APPS = ("trainer", "paytables", "play")
# How Vietnamese begins a count ("số câu hỏi": the number of questions).
COUNT_WORDS = ("số ", "Số ")


def vietnamese(text: object) -> str:
    with translation.override("vi"):
        return str(text)


def test_model_names_in_vietnamese_are_nouns_not_counts():
    names = {
        model.__name__: vietnamese(model._meta.verbose_name_plural)
        for app in PROJECT_APPS
        for model in apps.get_app_config(app).get_models()
    }

    assert [name for name in names.values() if name.startswith(COUNT_WORDS)] == []
    assert names["Question"] == "câu hỏi"
    assert names["Trainee"] == "học viên"


def test_count_labels_keep_their_own_translation_beside_the_model_names():
    assert vietnamese(Question._meta.verbose_name_plural) == "câu hỏi"
    assert vietnamese(DrillSession._meta.get_field("length").verbose_name) == "số câu hỏi"
    assert vietnamese(SwitchFee._meta.get_field("cards").verbose_name) == "số lá đổi"
    assert vietnamese(Box._meta.get_field("discard").verbose_name) == "lá đã đổi"


def test_a_table_played_at_and_a_pay_table_are_translated_apart():
    assert vietnamese(LedgerEntry._meta.get_field("table").verbose_name) == "bàn"
    assert vietnamese(RaisePay._meta.get_field("table").verbose_name) == "bảng"


@pytest.mark.django_db
def test_admin_index_in_vietnamese_names_questions_and_trainees(client: Client):
    client.force_login(InstructorFactory())
    with translation.override("vi"):
        index = reverse("admin:index")
        questions = reverse("admin:trainer_question_changelist")
        trainees = reverse("admin:trainer_trainee_changelist")

    content = client.get(index).content.decode()

    assert f'<a href="{questions}">Câu hỏi</a>' in content
    assert f'<a href="{trainees}">Học viên</a>' in content
    assert "Số câu hỏi" not in content
