"""Sprints: the server's clock, no verdict before the end, one answer a question, late
answers refused, the review schedule fed, personal bests, and the pages' guards."""

from __future__ import annotations

import re
from datetime import timedelta
from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import translation

from croupier.errors import Refusal
from paytables.models import Variant
from trainer.kinds import GAME_KINDS, KINDS
from trainer.models import Attempt, Question, SkillReview, Sprint
from trainer.selectors import sprint_bests
from trainer.services import (
    SprintAnswerOutcome,
    sprint_answer,
    sprint_close,
    sprint_question_next,
    sprint_start,
)
from trainer.sprints import SprintShape

from .factories import TraineeFactory

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


@pytest.fixture
def trainee():
    return TraineeFactory()


def url(name, **kwargs):
    with translation.override("en"):
        return reverse(name, kwargs=kwargs or None)


def start(user, *, shape=SprintShape.TEN, kinds=("net", "ante"), slug="standard", **more):
    return sprint_start(
        user=user, variant=Variant.objects.get(slug=slug), kinds=list(kinds), shape=shape, **more
    )


def given_for(question: Question, *, right: bool) -> str:
    if question.asks_amount:
        return question.answer_key if right else re.sub(r"\d+", _more, question.answer_key)
    others = [choice for choice in question.choices if choice != question.answer_key]
    return question.answer_key if right else others[0]


def _more(match: re.Match) -> str:
    return str(int(match[0]) + 1)


def answer_next(sprint: Sprint, *, right: bool = True) -> SprintAnswerOutcome:
    question = sprint_question_next(sprint=sprint)
    assert question is not None
    return sprint_answer(
        sprint=sprint, question=question, given=given_for(question, right=right), language="en"
    )


# -- starting ---------------------------------------------------------------------------


def test_sprint_start_refuses_kind_of_another_game_and_starts_nothing(trainee):
    with pytest.raises(Refusal) as refused:
        start(trainee, kinds=("net", "ru_net"))
    assert set(refused.value.params["reasons"]) == {"ru_net"}
    assert not Sprint.objects.exists()


def test_sprint_start_refuses_kind_the_house_cannot_ask(trainee):
    # Caribbean Stud has no switching: no switch fee to ask.
    with pytest.raises(Refusal) as refused:
        start(trainee, kinds=("fee",), slug="caribbean")
    assert "fee" in refused.value.params["reasons"]
    assert not Sprint.objects.exists()


def test_sprint_start_runs_the_clock_of_its_shape(trainee, clock):
    sprint = start(trainee, shape=SprintShape.MINUTE)
    assert sprint.started_at == clock.now
    assert sprint.ends_at == clock.now + timedelta(seconds=60)


# -- dealing ----------------------------------------------------------------------------


def test_sprints_from_one_seed_ask_the_same_questions(trainee):
    other = TraineeFactory()
    first = start(trainee, seed=1234)
    second = start(other, kinds=("ante", "net"), seed=1234, rules=first.rules)
    for _ in range(5):
        mine, theirs = sprint_question_next(sprint=first), sprint_question_next(sprint=second)
        assert (mine.kind, mine.cell, mine.answer_key) == (
            theirs.kind,
            theirs.cell,
            theirs.answer_key,
        )
        assert mine.the_round().history == theirs.the_round().history
        answer_next(first)
        answer_next(second, right=False)


def test_sprint_question_open_is_shown_again_not_dealt_again(trainee):
    sprint = start(trainee)
    question = sprint_question_next(sprint=sprint)
    assert sprint_question_next(sprint=sprint) == question
    assert Question.objects.filter(sprint=sprint).count() == 1


# -- answering --------------------------------------------------------------------------


def test_sprint_answer_twice_stores_one(trainee):
    sprint = start(trainee)
    question = sprint_question_next(sprint=sprint)
    given = given_for(question, right=True)
    first = sprint_answer(sprint=sprint, question=question, given=given, language="en")
    again = sprint_answer(sprint=sprint, question=question, given="1", language="en")
    assert (first, again) == (SprintAnswerOutcome.STORED, SprintAnswerOutcome.AGAIN)
    assert Attempt.objects.get(question=question).is_correct


def test_sprint_answer_after_the_clock_refused_and_counted_late(trainee, clock):
    sprint = start(trainee)
    question = sprint_question_next(sprint=sprint)
    clock.advance(timedelta(seconds=90))
    outcome = sprint_answer(
        sprint=sprint, question=question, given=given_for(question, right=True), language="en"
    )
    assert outcome is SprintAnswerOutcome.LATE
    assert not Attempt.objects.filter(question=question).exists()
    sprint.refresh_from_db()
    assert sprint.late_answers == 1
    assert sprint.finished_at == sprint.ends_at
    assert (sprint.right, sprint.wrong, sprint.score) == (0, 0, 0)


def test_sprint_answer_just_before_the_clock_counts(trainee, clock):
    sprint = start(trainee)
    clock.advance(timedelta(seconds=89, milliseconds=999))
    assert answer_next(sprint) is SprintAnswerOutcome.STORED


def test_sprint_answer_feeds_the_review_schedule(trainee):
    sprint = start(trainee)
    answer_next(sprint)
    attempt = Attempt.objects.get(question__sprint=sprint)
    assert attempt.cell
    assert SkillReview.objects.filter(attempt=attempt, card__user=trainee).exists()


def test_sprint_answer_refuses_question_of_another_sprint(trainee):
    sprint, other = start(trainee), start(trainee)
    question = sprint_question_next(sprint=other)
    with pytest.raises(PermissionError):
        sprint_answer(sprint=sprint, question=question, given="1", language="en")


def test_sprint_answer_not_an_answer_stores_nothing(trainee):
    sprint = start(trainee, kinds=("net",))
    question = sprint_question_next(sprint=sprint)
    with pytest.raises(Refusal):
        sprint_answer(sprint=sprint, question=question, given="ten dollars", language="en")
    assert not Attempt.objects.exists()


# -- the end ----------------------------------------------------------------------------


def test_sprint_fixed_closes_on_its_last_answer_with_time_counted(trainee, clock):
    sprint = start(trainee)
    for position in range(10):
        clock.advance(timedelta(seconds=4))
        answer_next(sprint, right=position != 0)
    sprint.refresh_from_db()
    assert sprint.finished_at == clock.now
    assert (sprint.right, sprint.wrong) == (9, 1)
    # 9 right (90), 1 wrong (-5), 50 seconds left of 90, 9 of 10 right (+45).
    assert sprint.score == 130
    assert sprint_question_next(sprint=sprint) is None


def test_sprint_minute_runs_until_its_clock(trainee, clock):
    sprint = start(trainee, shape=SprintShape.MINUTE)
    for _ in range(12):
        clock.advance(timedelta(seconds=2))
        answer_next(sprint)
    assert sprint_close(sprint=sprint).finished_at is None
    clock.advance(timedelta(seconds=40))
    assert sprint_question_next(sprint=sprint) is None
    sprint.refresh_from_db()
    assert (sprint.right, sprint.score, sprint.seconds_used) == (12, 120, 60)


def test_sprint_question_open_at_the_clock_counts_unanswered(trainee, clock):
    sprint = start(trainee)
    answer_next(sprint)
    sprint_question_next(sprint=sprint)
    clock.advance(timedelta(seconds=91))
    assert sprint_question_next(sprint=sprint) is None
    sprint.refresh_from_db()
    assert (sprint.right, sprint.wrong, sprint.score) == (1, 0, 10)
    assert Question.objects.filter(sprint=sprint, attempt__isnull=True).count() == 1


def test_sprint_bests_per_game_and_shape(trainee, clock):
    for right in (True, False):
        sprint = start(trainee)
        answer_next(sprint, right=right)
        clock.advance(timedelta(seconds=90))
        sprint_close(sprint=sprint)
    minute = start(trainee, shape=SprintShape.MINUTE)
    clock.advance(timedelta(seconds=60))
    sprint_close(sprint=minute)
    bests = {
        (str(best.game.slug), best.shape): (best.score, best.sprints)
        for best in sprint_bests(user=trainee)
    }
    assert bests == {("oasis", SprintShape.TEN): (10, 2), ("oasis", SprintShape.MINUTE): (0, 1)}
    assert sprint_bests(user=TraineeFactory()) == []


# -- pages ------------------------------------------------------------------------------


def test_sprints_page_anonymous_sent_to_log_in(client):
    response = client.get(url("trainer:sprints"))
    assert response.status_code == 302
    assert "login" in response["Location"]


def test_sprint_create_starts_and_shows_first_question(client, trainee):
    client.force_login(trainee)
    data = {"variant": "standard", "kinds": ["net"], "shape": SprintShape.TEN}
    response = client.post(url("trainer:sprint_create"), data)
    sprint = Sprint.objects.get(user=trainee)
    assert response["Location"] == url("trainer:sprint", pk=sprint.pk)
    page = client.get(response["Location"])
    assert page.status_code == 200
    assert b"Question 1 of 10" in page.content
    assert b"90 seconds left" in page.content


def test_sprint_create_refused_kind_says_why_and_writes_nothing(client, trainee):
    client.force_login(trainee)
    data = {"variant": "standard", "kinds": ["ru_net"], "shape": SprintShape.TEN}
    response = client.post(url("trainer:sprint_create"), data)
    assert response.status_code == 200
    assert "cannot ask" in response.content.decode()
    assert not Sprint.objects.exists()


def test_sprint_create_wrong_method(client, trainee):
    client.force_login(trainee)
    assert client.get(url("trainer:sprint_create")).status_code == 405


def test_sprint_answer_page_shows_next_question_and_no_verdict(client, trainee):
    client.force_login(trainee)
    sprint = start(trainee)
    question = sprint_question_next(sprint=sprint)
    response = client.post(
        url("trainer:sprint_answer", pk=sprint.pk, question=question.pk),
        {"answer": given_for(question, right=False)},
        headers=HTMX,
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert not html.lstrip().startswith("<!DOCTYPE")
    assert "Question 2 of 10" in html
    assert "Right answer" not in html
    assert "feedback" not in html
    assert "attempt" not in response.context or response.context["attempt"] is None


def test_sprint_answer_without_htmx_redirects(client, trainee):
    client.force_login(trainee)
    sprint = start(trainee)
    question = sprint_question_next(sprint=sprint)
    response = client.post(
        url("trainer:sprint_answer", pk=sprint.pk, question=question.pk),
        {"answer": given_for(question, right=True)},
    )
    assert response["Location"] == url("trainer:sprint", pk=sprint.pk)


def test_sprint_answer_page_bad_input_shows_error_and_stores_nothing(client, trainee):
    client.force_login(trainee)
    sprint = start(trainee, kinds=("net",))
    question = sprint_question_next(sprint=sprint)
    response = client.post(
        url("trainer:sprint_answer", pk=sprint.pk, question=question.pk),
        {"answer": "lots"},
        headers=HTMX,
    )
    assert response.status_code == 200
    assert 'role="alert"' in response.content.decode()
    assert "Question 1 of 10" in response.content.decode()
    assert not Attempt.objects.exists()


def test_sprint_result_page_explains_the_score_and_shows_the_working(client, trainee, clock):
    client.force_login(trainee)
    sprint = start(trainee)
    answer_next(sprint, right=False)
    clock.advance(timedelta(seconds=95))
    html = client.get(url("trainer:sprint", pk=sprint.pk)).content.decode()
    assert "1 wrong answer: -5" in html
    assert "9 questions not answered before the clock ran out" in html
    assert "Right answer" in html
    assert "A score never goes below 0." in html


def test_sprint_late_answer_page_shows_result_with_late_count(client, trainee, clock):
    client.force_login(trainee)
    sprint = start(trainee)
    question = sprint_question_next(sprint=sprint)
    clock.advance(timedelta(seconds=120))
    response = client.post(
        url("trainer:sprint_answer", pk=sprint.pk, question=question.pk),
        {"answer": given_for(question, right=True)},
        headers=HTMX,
    )
    assert "1 answer came after the clock and was refused" in response.content.decode()
    assert not Attempt.objects.exists()


def test_sprint_of_another_trainee_404(client, trainee):
    sprint = start(trainee)
    question = sprint_question_next(sprint=sprint)
    client.force_login(TraineeFactory())
    assert client.get(url("trainer:sprint", pk=sprint.pk)).status_code == 404
    answer = url("trainer:sprint_answer", pk=sprint.pk, question=question.pk)
    assert client.post(answer, {"answer": "10"}).status_code == 404
    assert not Attempt.objects.exists()


def test_sprint_question_through_another_own_sprint_404(client, trainee):
    sprint, other = start(trainee), start(trainee)
    question = sprint_question_next(sprint=other)
    client.force_login(trainee)
    answer = url("trainer:sprint_answer", pk=sprint.pk, question=question.pk)
    assert client.post(answer, {"answer": "10"}).status_code == 404


def test_sprint_question_never_through_the_drill_pages(client, trainee):
    """The drill's question pages give a verdict at once: a sprint's question is not theirs."""
    sprint = start(trainee)
    question = sprint_question_next(sprint=sprint)
    client.force_login(trainee)
    assert client.get(url("trainer:question", pk=question.pk)).status_code == 404
    response = client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    assert response.status_code == 404
    assert not Attempt.objects.exists()


def test_sprint_question_page_holds_no_key(client, trainee):
    sprint = start(trainee, kinds=("winner",))
    question = sprint_question_next(sprint=sprint)
    client.force_login(trainee)
    html = client.get(url("trainer:sprint", pk=sprint.pk), headers=HTMX).content.decode()
    assert 'id="sprint"' in html
    assert "Right answer" not in html
    assert "checked" not in html  # no choice comes picked
    assert question.pk and "data-answer" not in html


GAME_KINDS_LISTED = [
    (engine, kind.slug.value)
    for engine, game in GAME_KINDS.items()
    for kind in game.taught
    # No seeded house sets a maximum payout, the only houses that ask it.
    if not kind.slug.value.endswith("max_payout")
]


def house_asking(engine: str, kind: str) -> str:
    """The first house of ``engine``'s game that can ask ``kind``."""
    for variant in Variant.objects.filter(game__engine=engine).order_by("position", "slug"):
        if KINDS[kind].refusal(variant.rules()) is None:
            return variant.slug
    raise AssertionError(f"no house asks {kind}")


@pytest.mark.parametrize(("engine", "kind"), GAME_KINDS_LISTED)
def test_sprint_pages_of_every_game_kind(client, trainee, clock, engine, kind):
    sprint = start(trainee, kinds=(kind,), slug=house_asking(engine, kind))
    client.force_login(trainee)
    for language in ("vi", "en"):
        with translation.override(language):
            page = client.get(url("trainer:sprint", pk=sprint.pk), HTTP_ACCEPT_LANGUAGE=language)
        assert page.status_code == 200
    answer_next(sprint, right=False)
    clock.advance(timedelta(seconds=90))
    result = client.get(url("trainer:sprint", pk=sprint.pk))
    assert result.status_code == 200
    assert "Right answer" in result.content.decode()


def test_sprint_result_first_zero_is_no_best_and_a_higher_score_is(trainee, clock):
    from trainer.presenters import sprint_result

    zero = start(trainee)
    clock.advance(timedelta(seconds=90))
    assert not sprint_result(sprint_close(sprint=zero)).new_best
    better = start(trainee)
    answer_next(better)
    clock.advance(timedelta(seconds=90))
    result = sprint_result(sprint_close(sprint=better))
    assert (result.best_before, result.score.points, result.new_best) == (0, 10, True)


def test_sprint_in_chips_shows_the_tray_and_takes_chips(client, trainee):
    # A fixed seed: an ante of a whole number of antes, paid in 1-chips.
    sprint = start(trainee, kinds=("ante",), answer_in_chips=True, seed=11)
    question = sprint_question_next(sprint=sprint)
    client.force_login(trainee)
    html = client.get(url("trainer:sprint", pk=sprint.pk), headers=HTMX).content.decode()
    assert "data-chip-tray" in html
    amount = int(Decimal(question.answer_key))
    response = client.post(
        url("trainer:sprint_answer", pk=sprint.pk, question=question.pk),
        {"chips": f"1x{abs(amount)}", "direction": "pay" if amount >= 0 else "take"},
        headers=HTMX,
    )
    assert "Question 2 of 10" in response.content.decode()
    attempt = Attempt.objects.get(question=question)
    assert attempt.given.startswith("chips:")
    assert attempt.is_correct


def test_sprints_page_closes_a_sprint_left_before_its_clock_ran_out(client, trainee, clock):
    sprint = start(trainee)
    answer_next(sprint)
    clock.advance(timedelta(seconds=200))
    client.force_login(trainee)
    page = client.get(url("trainer:sprints")).content.decode()
    sprint.refresh_from_db()
    assert sprint.finished_at == sprint.ends_at and sprint.score == 10
    assert "Your bests" in page
