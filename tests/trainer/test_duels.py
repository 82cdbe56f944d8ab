"""Duels: the same sprint for two trainees from one seed, its states (pending, both done,
expired, refused), a link taken by the first to open it, one sprint each, a rematch in one
tap, the challenges on the home, and other trainees' duels out of reach."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import translation

from croupier.errors import Refusal
from paytables.models import Variant
from trainer.models import Duel, Sprint
from trainer.presenters import duel_context
from trainer.selectors import duel_results_new, duel_state_now
from trainer.services import (
    DUEL_LIFETIME,
    duel_challenge,
    duel_refuse,
    duel_rematch,
    duel_sprint_start,
    sprint_answer,
    sprint_question_next,
)
from trainer.sprints import DuelState, SprintShape

from .factories import TraineeFactory
from .test_sprints import given_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def ana():
    return TraineeFactory()


@pytest.fixture
def binh():
    return TraineeFactory()


def url(name, **kwargs):
    with translation.override("en"):
        return reverse(name, kwargs=kwargs or None)


def challenge(challenger, opponent=None, **more):
    return duel_challenge(
        challenger=challenger,
        opponent=opponent,
        variant=Variant.objects.get(slug="standard"),
        kinds=["net", "ante"],
        shape=SprintShape.TEN,
        **more,
    )


def run(sprint: Sprint, *, right: int) -> None:
    """Answer the sprint's ten questions, the first ``right`` of them right."""
    for position in range(10):
        question = sprint_question_next(sprint=sprint)
        given = given_for(question, right=position < right)
        sprint_answer(sprint=sprint, question=question, given=given, language="en")


def test_duel_both_sprints_ask_the_same_questions(ana, binh):
    duel = challenge(ana, binh)
    mine, theirs = duel_sprint_start(duel=duel, user=ana), duel_sprint_start(duel=duel, user=binh)
    run(mine, right=10)
    run(theirs, right=5)
    keys = [
        list(sprint.questions.order_by("position").values_list("cell", "answer_key"))
        for sprint in (mine, theirs)
    ]
    assert keys[0] == keys[1]
    assert len(keys[0]) == 10


def test_duel_pending_until_both_done(ana, binh):
    duel = challenge(ana, binh)
    assert duel_state_now(duel=duel) is DuelState.PENDING
    run(duel_sprint_start(duel=duel, user=ana), right=3)
    assert duel_state_now(duel=duel) is DuelState.PENDING
    run(duel_sprint_start(duel=duel, user=binh), right=4)
    assert duel_state_now(duel=duel) is DuelState.BOTH_DONE


def test_duel_result_hidden_from_one_until_the_other_has_run(ana, binh):
    duel = challenge(ana, binh)
    run(duel_sprint_start(duel=duel, user=ana), right=3)
    context = duel_context(duel, binh, duel_state_now(duel=duel))
    assert not context["shown"]
    assert context["rows"] == []
    assert context["can_start"] and context["can_refuse"]


def test_duel_expired_shows_the_one_sprint_run(ana, binh, clock):
    duel = challenge(ana, binh)
    run(duel_sprint_start(duel=duel, user=ana), right=3)
    clock.advance(DUEL_LIFETIME)
    assert duel_state_now(duel=duel) is DuelState.EXPIRED
    context = duel_context(duel, ana, DuelState.EXPIRED)
    assert context["shown"]
    assert [row.theirs for row in context["rows"]] == [None] * 10
    with pytest.raises(Refusal) as refused:
        duel_sprint_start(duel=duel, user=binh)
    assert refused.value.code == "expired"
    assert not Sprint.objects.filter(user=binh).exists()


def test_duel_sprint_left_open_closes_by_its_clock(ana, binh, clock):
    duel = challenge(ana, binh)
    run(duel_sprint_start(duel=duel, user=ana), right=1)
    sprint = duel_sprint_start(duel=duel, user=binh)
    sprint_question_next(sprint=sprint)
    clock.advance(timedelta(seconds=91))
    assert duel_state_now(duel=duel) is DuelState.BOTH_DONE


def test_duel_sprint_left_past_its_clock_reads_over_with_nothing_written(ana, binh, clock):
    duel = challenge(ana, binh)
    run(duel_sprint_start(duel=duel, user=ana), right=2)
    sprint = duel_sprint_start(duel=duel, user=binh)
    question = sprint_question_next(sprint=sprint)
    given = given_for(question, right=True)
    sprint_answer(sprint=sprint, question=question, given=given, language="en")
    clock.advance(timedelta(seconds=91))
    assert duel_state_now(duel=duel) is DuelState.BOTH_DONE
    context = duel_context(duel, ana, DuelState.BOTH_DONE)
    assert context["theirs"].finished
    assert (context["theirs"].right, context["theirs"].score) == (1, 10)
    assert [row.theirs is not None for row in context["rows"]] == [True] + [False] * 9
    assert duel_results_new(user=ana, since=clock.now - timedelta(minutes=5)) == [duel]
    # Read as over, not closed: nothing was written by looking.
    assert Sprint.objects.get(pk=sprint.pk).finished_at is None


def test_duel_refused_by_its_opponent(ana, binh):
    duel = duel_refuse(duel=challenge(ana, binh), user=binh)
    assert duel_state_now(duel=duel) is DuelState.REFUSED
    with pytest.raises(Refusal):
        duel_sprint_start(duel=duel, user=binh)
    with pytest.raises(PermissionError):
        duel_refuse(duel=duel, user=ana)


def test_duel_refuse_after_starting_refused(ana, binh):
    duel = challenge(ana, binh)
    duel_sprint_start(duel=duel, user=binh)
    with pytest.raises(Refusal):
        duel_refuse(duel=duel, user=binh)
    duel.refresh_from_db()
    assert duel.refused_at is None


def test_duel_run_once_each(ana, binh):
    duel = challenge(ana, binh)
    first = duel_sprint_start(duel=duel, user=binh)
    run(first, right=2)
    assert duel_sprint_start(duel=duel, user=binh) == first
    assert Sprint.objects.filter(duel=duel, user=binh).count() == 1


def test_duel_not_run_by_someone_not_in_it(ana, binh):
    duel = challenge(ana, binh)
    with pytest.raises(PermissionError):
        duel_sprint_start(duel=duel, user=TraineeFactory())
    assert not Sprint.objects.exists()


def test_duel_against_oneself_refused(ana):
    with pytest.raises(Refusal):
        challenge(ana, ana)
    assert not Duel.objects.exists()


def test_duel_link_taken_by_the_first_to_open_it(ana, binh):
    duel = challenge(ana)
    duel_sprint_start(duel=duel, user=binh)
    duel.refresh_from_db()
    assert duel.opponent == binh
    with pytest.raises(PermissionError):
        duel_sprint_start(duel=duel, user=TraineeFactory())


def test_duel_rematch_once_with_roles_swapped(ana, binh):
    duel = challenge(ana, binh)
    duel_refuse(duel=duel, user=binh)
    rematch = duel_rematch(duel=duel, user=binh)
    assert (rematch.challenger, rematch.opponent, rematch.rematch_of) == (binh, ana, duel)
    assert rematch.seed != duel.seed
    assert duel_rematch(duel=duel, user=ana) == rematch
    with pytest.raises(PermissionError):
        duel_rematch(duel=duel, user=TraineeFactory())


# -- pages ------------------------------------------------------------------------------


def test_duel_create_page_sends_a_challenge(client, ana):
    client.force_login(ana)
    data = {"variant": "standard", "kinds": ["net"], "shape": SprintShape.TWENTY}
    response = client.post(url("trainer:duel_create"), data)
    duel = Duel.objects.get()
    assert response["Location"] == url("trainer:duel", pk=duel.pk)
    page = client.get(response["Location"]).content.decode()
    assert str(duel.token) in page  # the link to send


def test_duel_create_refused_kind_writes_nothing(client, ana):
    client.force_login(ana)
    data = {"variant": "standard", "kinds": ["tc_ante"], "shape": SprintShape.TEN}
    response = client.post(url("trainer:duel_create"), data)
    assert response.status_code == 200
    assert "cannot ask" in response.content.decode()
    assert not Duel.objects.exists()


def test_duel_pages_of_others_404(client, ana, binh):
    duel = challenge(ana, binh)
    client.force_login(TraineeFactory())
    assert client.get(url("trainer:duel", pk=duel.pk)).status_code == 404
    for name in ("trainer:duel_sprint", "trainer:duel_refuse", "trainer:duel_rematch"):
        assert client.post(url(name, pk=duel.pk)).status_code == 404
    # Its link is taken (named opponent): no one else may take it up.
    assert client.get(url("trainer:duel_link", token=duel.token)).status_code == 404
    assert client.post(url("trainer:duel_link_take", token=duel.token)).status_code == 404
    assert not Sprint.objects.exists()


def test_duel_link_page_and_take(client, ana, binh):
    duel = challenge(ana)
    client.force_login(binh)
    page = client.get(url("trainer:duel_link", token=duel.token))
    assert page.status_code == 200
    taken = client.post(url("trainer:duel_link_take", token=duel.token))
    sprint = Sprint.objects.get(user=binh)
    assert taken["Location"] == url("trainer:sprint", pk=sprint.pk)
    assert client.get(url("trainer:duel_link", token=duel.token))["Location"] == url(
        "trainer:duel", pk=duel.pk
    )


def test_duel_page_side_by_side_once_both_done(client, ana, binh):
    duel = challenge(ana, binh)
    run(duel_sprint_start(duel=duel, user=ana), right=10)
    run(duel_sprint_start(duel=duel, user=binh), right=4)
    client.force_login(binh)
    html = client.get(url("trainer:duel", pk=duel.pk)).content.decode()
    assert "Both sprints are run." in html
    assert html.count("✓") == 14
    assert "Rematch" in html


def test_duel_challenge_on_the_home_and_refused_there(client, ana, binh):
    duel = challenge(ana, binh)
    client.force_login(binh)
    home = client.get(url("trainer:home")).content.decode()
    assert re.search(rf"{ana.username} challenges you", home)
    client.post(url("trainer:duel_refuse", pk=duel.pk))
    assert "challenges you" not in client.get(url("trainer:home")).content.decode()


def test_duel_pages_wrong_method(client, ana, binh):
    duel = challenge(ana, binh)
    client.force_login(ana)
    assert client.get(url("trainer:duel_sprint", pk=duel.pk)).status_code == 405
    assert client.post(url("trainer:duel", pk=duel.pk)).status_code == 405


def test_duel_pages_anonymous_sent_to_log_in(client, ana, binh):
    duel = challenge(ana, binh)
    assert "login" in client.get(url("trainer:duel", pk=duel.pk))["Location"]
