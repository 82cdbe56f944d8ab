"""The review schedule in the admin: the Trainees page sorted by what is due or weak, a
trainee's mastery grid, the time standards instructors edit."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from django.contrib import admin
from django.test import Client
from django.urls import reverse
from django.utils import timezone, translation

from tests.trainer.factories import (
    AttemptFactory,
    InstructorFactory,
    SkillCardFactory,
    TraineeFactory,
)
from trainer.kinds import cell_label
from trainer.models import SkillCard, TimeStandard, Trainee

pytestmark = pytest.mark.django_db

TRAINEES = "admin:trainer_trainee_changelist"
GRID = "admin:trainer_trainee_mastery"


@pytest.fixture
def instructor_client(client: Client) -> Client:
    client.force_login(InstructorFactory())
    return client


def cards(user, *, due: int = 0, weak: int = 0, mastered: int = 0) -> None:
    """Cards of ``user`` on raise lines, each with the answer that made it: ``due`` due
    now, ``weak`` last answered wrong, ``mastered`` mastered."""
    lines = iter(["pair", "two_pair", "three_of_a_kind", "straight", "flush", "full_house"])
    now = timezone.now()
    made = [{"due": now - timedelta(hours=1)}] * due + [{"run": 0}] * weak + [{}] * mastered
    for fields in made:
        card = SkillCardFactory(user=user, cell=f"raise:{next(lines)}", **fields)
        AttemptFactory(user=user, kind=card.kind, cell=card.cell, is_correct=card.run > 0)


def test_trainees_by_need_puts_the_most_due_first_then_the_most_weak(instructor_client):
    cards(TraineeFactory(username="an"), mastered=3)
    cards(TraineeFactory(username="binh"), due=1, weak=2)
    cards(TraineeFactory(username="chi"), due=2)
    cards(TraineeFactory(username="dung"), weak=1, mastered=1)
    TraineeFactory(username="never-answered")

    response = instructor_client.get(reverse(TRAINEES))

    assert response.status_code == 200
    listed = [line.trainee for line in response.context["trainees"]]
    assert [trainee.username for trainee in listed] == ["chi", "binh", "dung", "an"]
    binh = listed[1]
    assert (binh.due, binh.weak, binh.learning, binh.mastered) == (1, 2, 2, 0)
    page = response.content.decode()
    assert reverse(GRID, args=[binh.user_id]) in page
    assert "never-answered" not in page


def test_trainees_by_need_reads_every_card_in_one_query(
    instructor_client, django_assert_num_queries
):
    for _ in range(4):
        cards(TraineeFactory(), due=1, weak=1)
    # The session, the user, the admin's permissions (the user's own and his groups'), the
    # answers counted per trainee and every card.
    with django_assert_num_queries(6):
        response = instructor_client.get(reverse(TRAINEES))
    assert len(response.context["trainees"]) == 4


def test_trainees_by_need_without_cards_says_so(instructor_client):
    response = instructor_client.get(reverse(TRAINEES))
    assert "No trainee has answered a question yet." in response.content.decode()


def test_mastery_grid_page_shows_each_line_of_the_trainee(instructor_client):
    anna = TraineeFactory(username="anna", first_name="Anna", last_name="Nguyễn")
    cards(anna, due=1, mastered=1)
    response = instructor_client.get(reverse(GRID, args=[anna.pk]))
    assert response.status_code == 200
    (raise_,) = [row for row in response.context["grid"] if row.kind == "raise"]
    assert (raise_.due, raise_.mastered) == (1, 1)
    page = response.content.decode()
    assert "Mastery: anna" in page and "Anna Nguyễn" in page
    assert cell_label("raise:pair") in page
    assert reverse("admin:trainer_trainee_change", args=[anna.pk]) in page
    assert reverse(TRAINEES) in page


def test_the_old_addresses_of_trainees_by_need_and_the_grid_lead_to_the_new_ones(
    instructor_client,
):
    old = reverse("admin:trainer_skillcard_changelist") + "trainees/"
    listed = instructor_client.get(old)
    grid = instructor_client.get(f"{old}7/")
    assert (listed.status_code, listed["Location"]) == (301, reverse(TRAINEES))
    assert (grid.status_code, grid["Location"]) == (301, reverse(GRID, args=[7]))


def test_mastery_grid_page_unknown_trainee_is_404(instructor_client):
    assert instructor_client.get(reverse(GRID, args=[987654])).status_code == 404


def test_schedule_pages_refuse_staff_without_permission(client):
    trainee = TraineeFactory()
    client.force_login(TraineeFactory(is_staff=True))
    assert client.get(reverse(TRAINEES)).status_code == 403
    assert client.get(reverse(GRID, args=[trainee.pk])).status_code == 403


def test_schedule_pages_send_a_trainee_to_the_admin_log_in(client):
    client.force_login(TraineeFactory())
    response = client.get(reverse(TRAINEES))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))


def test_skill_cards_are_view_only_for_instructors(instructor_client):
    card = SkillCardFactory()
    change = reverse("admin:trainer_skillcard_change", args=[card.pk])
    instructor_client.post(change, {"run": 0})
    assert SkillCard.objects.get(pk=card.pk).run == 3
    assert instructor_client.get(reverse("admin:trainer_skillcard_add")).status_code == 403


def test_instructor_edits_a_time_standard(instructor_client):
    standard = TimeStandard.objects.get(kind="raise", game__isnull=True)
    change = reverse("admin:trainer_timestandard_change", args=[standard.pk])
    response = instructor_client.post(change, {"kind": "raise", "game": "", "seconds": "7.5"})
    assert response.status_code == 302
    standard.refresh_from_db()
    assert standard.seconds == Decimal("7.5")


def test_a_second_standard_for_every_game_is_refused(instructor_client):
    add = reverse("admin:trainer_timestandard_add")
    response = instructor_client.post(add, {"kind": "raise", "game": "", "seconds": "3"})
    assert response.status_code == 200
    assert "already has a standard for every game" in response.content.decode()
    assert TimeStandard.objects.filter(kind="raise").count() == 1


@pytest.mark.parametrize("language", ["en", "vi"])
def test_schedule_pages_render_in_each_language(rf, language):
    # Called past the middleware: the admin's URLs are outside i18n_patterns.
    card = SkillCardFactory()
    AttemptFactory(user=card.user, kind=card.kind, cell=card.cell)
    model_admin = admin.site.get_model_admin(Trainee)
    request = rf.get("/")
    request.user = InstructorFactory()
    with translation.override(language):
        pages = [
            model_admin.changelist_view(request).render(),
            model_admin.mastery_view(request, user_id=card.user_id).render(),
        ]
    for page in pages:
        assert page.status_code == 200
        assert f'<html lang="{language}"' in page.content.decode()
