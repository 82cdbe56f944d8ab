"""The review schedule by FSRS: the rating rule, replaying answers, mastery, the next
question of "practise what I need", and what the home says of it."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from unittest import mock

import pytest
from django.urls import reverse
from django.utils import timezone, translation
from fsrs import Card, Rating, Scheduler, State

from paytables.models import Variant
from tests.trainer.factories import AttemptFactory, SkillCardFactory, TraineeFactory
from tests.trainer.helpers import next_question
from trainer.dealing import kind_weights, lines_met
from trainer.kinds import GAME_KINDS, KINDS, TEACHING_ORDER, cell_label, teaching_order
from trainer.models import SkillCard, SkillReview
from trainer.schedule import (
    Known,
    Pick,
    Reason,
    SkillNeed,
    Standing,
    practice_order,
    rating_for,
    recall,
    skill_needs,
    standing,
    weakest_first,
)
from trainer.selectors import cards_known, mastery_grid, practice_plan, time_standards
from trainer.services import attempt_record, drill_start, skill_review_record

STANDARD = Decimal(6)
NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


def url(name: str, language: str = "en", **kwargs) -> str:
    with translation.override(language):
        return reverse(name, kwargs=kwargs or None)


# -- the rating rule ------------------------------------------------------------------------


@pytest.mark.parametrize("seconds", [None, Decimal("0.5"), Decimal(6), Decimal(60)])
def test_rating_wrong_is_again_whatever_the_time(seconds):
    assert rating_for(right=False, seconds=seconds, standard=STANDARD) is Rating.Again


@pytest.mark.parametrize("seconds", ["6.01", "7", "30"])
def test_rating_right_slower_than_the_standard_is_hard(seconds):
    assert rating_for(right=True, seconds=Decimal(seconds), standard=STANDARD) is Rating.Hard


@pytest.mark.parametrize("seconds", ["3.01", "4.1", "6"])
def test_rating_right_within_the_standard_is_good(seconds):
    assert rating_for(right=True, seconds=Decimal(seconds), standard=STANDARD) is Rating.Good


@pytest.mark.parametrize("seconds", ["0", "1.5", "3"])
def test_rating_right_within_half_the_standard_is_easy(seconds):
    assert rating_for(right=True, seconds=Decimal(seconds), standard=STANDARD) is Rating.Easy


def test_rating_right_without_a_standard_or_a_measured_time_is_good():
    assert rating_for(right=True, seconds=Decimal(1), standard=None) is Rating.Good
    assert rating_for(right=True, seconds=None, standard=STANDARD) is Rating.Good


# -- replaying answers gives fsrs's schedule -------------------------------------------------

# A trainee's answers on one cell over two weeks: (when, right, seconds).
ANSWERS = (
    (NOW, True, Decimal("4.1")),  # Good
    (NOW + timedelta(minutes=2), False, Decimal("8.0")),  # Again
    (NOW + timedelta(minutes=15), True, Decimal("7.5")),  # Hard
    (NOW + timedelta(days=1), True, Decimal("2.0")),  # Easy
    (NOW + timedelta(days=4), True, Decimal("5.0")),  # Good
    (NOW + timedelta(days=13), False, Decimal("3.0")),  # Again
    (NOW + timedelta(days=13, minutes=12), True, Decimal("3.2")),  # Good
)
RATINGS = (
    Rating.Good,
    Rating.Again,
    Rating.Hard,
    Rating.Easy,
    Rating.Good,
    Rating.Again,
    Rating.Good,
)


def fsrs_schedule() -> Card:
    """The same answers given to fsrs itself, with our settings: the schedule to expect."""
    scheduler = Scheduler(
        desired_retention=0.9,
        learning_steps=(timedelta(minutes=1), timedelta(minutes=10)),
        relearning_steps=(timedelta(minutes=10),),
        enable_fuzzing=False,
    )
    card = Card(card_id=1, due=NOW)
    for (at, _right, seconds), rating in zip(ANSWERS, RATINGS, strict=True):
        card, _log = scheduler.review_card(
            card, rating, review_datetime=at, review_duration=int(seconds * 1000)
        )
    return card


def replay(user) -> SkillCard:
    for at, right, seconds in ANSWERS:
        attempt = AttemptFactory(
            user=user,
            cell="raise:full_house",
            given="10000" if right else "1",
            seconds=seconds,
        )
        skill_review_record(attempt=attempt, standard=STANDARD, at=at)
    return SkillCard.objects.get(user=user, cell="raise:full_house")


@pytest.mark.django_db
def test_replaying_a_known_sequence_gives_the_schedule_fsrs_gives():
    trainee = TraineeFactory()
    card = replay(trainee)
    expected = fsrs_schedule()
    assert State(card.state) is expected.state
    assert card.step == expected.step
    assert card.stability == expected.stability
    assert card.difficulty == expected.difficulty
    assert card.due == expected.due
    assert card.last_review == expected.last_review
    logs = SkillReview.objects.filter(card=card).order_by("reviewed_at")
    assert [Rating(log.rating) for log in logs] == list(RATINGS)
    assert [log.duration_ms for log in logs] == [int(s * 1000) for _a, _r, s in ANSWERS]
    assert card.run == 1  # the last answer was Good, the one before it Again


@pytest.mark.django_db
def test_replaying_the_same_answers_twice_gives_the_same_schedule():
    # No fuzz: two trainees with the same answers have the same card, to the microsecond.
    first, second = replay(TraineeFactory()), replay(TraineeFactory())
    fields = ("state", "step", "stability", "difficulty", "due", "last_review", "run")
    assert [getattr(first, name) for name in fields] == [getattr(second, name) for name in fields]


@pytest.mark.django_db
def test_answer_record_rates_against_the_drills_standard(client):
    trainee = TraineeFactory()
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=["fee"],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=1,
    )
    assert session.time_standards == {"fee": "5.0"}
    question = next_question(session)
    client.force_login(trainee)
    client.get(url("trainer:drill", pk=session.pk))
    client.post(url("trainer:answer", pk=question.pk), {"answer": question.answer_key})
    log = SkillReview.objects.get(attempt__question=question)
    assert log.standard_seconds == Decimal(5)
    # Answered at once, well within half of five seconds.
    assert Rating(log.rating) is Rating.Easy


@pytest.mark.django_db
def test_time_standards_prefer_the_games_own(admin_client):
    from paytables.models import Game
    from trainer.models import TimeStandard

    variant = Variant.objects.get(slug="standard")
    assert time_standards(variant_id=variant.pk, kinds=["raise", "net"]) == {
        "raise": Decimal(6),
        "net": Decimal(10),
    }
    TimeStandard(kind="raise", game=Game.objects.get(pk=variant.game_id), seconds=8).save()
    assert time_standards(variant_id=variant.pk, kinds=["raise"]) == {"raise": Decimal(8)}
    # The standards are data an instructor edits.
    response = admin_client.get(reverse("admin:trainer_timestandard_changelist"))
    assert response.status_code == 200


# -- mastery --------------------------------------------------------------------------------


def known(*, stability=30.0, days_ago=1, due_in=timedelta(days=20), run=3) -> Known:
    card = Card(
        card_id=1,
        state=State.Review,
        stability=stability,
        difficulty=5.0,
        due=NOW + due_in,
        last_review=NOW - timedelta(days=days_ago),
    )
    return Known(card=card, run=run)


def test_skill_needs_count_answered_due_and_missed_cells_per_kind():
    cards = {
        "fee:1": known(run=0),
        "fee:2": known(run=2),
        "fee:3": known(run=0, due_in=-timedelta(hours=1)),
        "ante:win": known(run=1),
        "hand:pair": known(run=0),  # a kind not asked about
    }
    needs = {need.kind: need for need in skill_needs(cards, ["fee", "ante", "raise"], NOW)}
    assert (needs["fee"].answered, needs["fee"].due, needs["fee"].missed) == (3, 1, 2)
    assert needs["fee"].missed_share == 2 / 3
    assert (needs["ante"].answered, needs["ante"].missed_share) == (1, 0.0)
    assert (needs["raise"].answered, needs["raise"].missed_share) == (0, None)
    assert set(needs) == {"fee", "ante", "raise"}


def test_weakest_first_ranks_by_cells_missed_then_due_and_unanswered_last():
    needs = [
        SkillNeed("ante", answered=4, due=0, missed=1),
        SkillNeed("raise", answered=0, due=0, missed=0),
        SkillNeed("fee", answered=2, due=0, missed=2),
        SkillNeed("bonus", answered=4, due=2, missed=1),
        SkillNeed("net", answered=2, due=0, missed=1),
    ]
    ranked = [need.kind for need in weakest_first(needs)]
    assert ranked == ["fee", "net", "bonus", "ante", "raise"]


def test_drills_weigh_a_skill_by_its_missed_share_and_whether_it_is_due():
    weights = kind_weights(
        [
            SkillNeed("fee", answered=2, due=0, missed=2),
            SkillNeed("ante", answered=2, due=1, missed=0),
            SkillNeed("raise", answered=0, due=0, missed=0),
            SkillNeed("net", answered=4, due=0, missed=1),
        ]
    )
    # 1 for every skill, 3 x the share missed (half for one never answered), 2 when due.
    assert weights == {"fee": 4.0, "ante": 3.0, "raise": 4.5, "net": 1.75}


def test_lines_met_come_from_the_cards_answer_counts():
    cards = {"fee:1": Known(known().card, run=1, answers=4), "fee:3": known(), "ante:win": known()}
    assert lines_met(cards, "fee") == {"1": 4, "3": 1}


@pytest.mark.django_db
def test_every_answer_counts_on_its_cells_card():
    trainee = TraineeFactory()
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=["fee"],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=3,
        cells=["fee:2", "fee:2", "fee:3"],
    )
    for _ in range(3):
        question = next_question(session)
        attempt_record(user=trainee, question=question, given="1", language="en")
    assert dict(SkillCard.objects.filter(user=trainee).values_list("cell", "answers")) == {
        "fee:2": 2,
        "fee:3": 1,
    }


def test_mastered_needs_recall_and_the_last_answers_right_within_the_standard():
    assert recall(known().card, NOW) >= 0.9
    assert standing(known(run=3), NOW) is Standing.MASTERED
    assert standing(known(run=2), NOW) is Standing.LEARNING


def test_not_mastered_when_recall_is_below_nine_in_ten():
    fading = known(stability=1.0, days_ago=5)
    assert recall(fading.card, NOW) < 0.9
    assert standing(fading, NOW) is Standing.LEARNING


def test_a_cell_whose_review_date_has_come_is_due_not_mastered():
    assert standing(known(due_in=timedelta(0)), NOW) is Standing.DUE


def test_a_cell_never_answered_is_new():
    assert standing(None, NOW) is Standing.NEW


@pytest.mark.django_db
def test_mastery_grid_lists_every_line_of_the_house_with_its_standing():
    trainee = TraineeFactory()
    SkillCardFactory(user=trainee, cell="raise:full_house")  # mastered
    SkillCardFactory(user=trainee, cell="raise:flush", run=1)  # learning
    SkillCardFactory(user=trainee, cell="fee:3", kind="fee", due=timezone.now())  # due
    rules = Variant.objects.get(slug="standard").rules()
    grid = {row.kind.value: row for row in mastery_grid(user=trainee, rules=rules)}
    # Every dealer's kind the standard house asks: it sets no maximum payout.
    oasis = teaching_order(GAME_KINDS["oasis"].dealer)
    assert list(grid) == [kind for kind in oasis if kind != "max_payout"]
    raise_ = {cell.key: cell.standing for cell in grid["raise"].cells}
    assert raise_["raise:full_house"] is Standing.MASTERED
    assert raise_["raise:flush"] is Standing.LEARNING
    assert raise_["raise:pair"] is Standing.NEW
    assert (grid["raise"].mastered, grid["raise"].learning) == (1, 1)
    assert grid["fee"].due == 1
    assert grid["fee"].new == len(grid["fee"].cells) - 1


# -- the next question of "practise what I need" --------------------------------------------

CELLS = ["ante:win", "ante:lose", "raise:pair", "raise:full_house", "fee:4"]


def test_practice_order_puts_due_cells_first_longest_due_first():
    cards = {
        "raise:full_house": known(due_in=-timedelta(days=2)),
        "ante:lose": known(due_in=-timedelta(hours=1)),
        "ante:win": known(),
    }
    picks = practice_order(CELLS, cards, NOW)
    assert picks[:2] == [Pick("raise:full_house", Reason.DUE), Pick("ante:lose", Reason.DUE)]


def test_practice_order_then_new_cells_in_teaching_order():
    cards = {"raise:full_house": known(due_in=-timedelta(days=2)), "ante:win": known()}
    picks = practice_order(CELLS, cards, NOW)
    assert [pick for pick in picks if pick.reason is Reason.NEW] == [
        Pick("ante:lose", Reason.NEW),
        Pick("raise:pair", Reason.NEW),
        Pick("fee:4", Reason.NEW),
    ]
    assert picks[1] == Pick("ante:lose", Reason.NEW)


def test_practice_order_then_the_weakest_lowest_recall_first():
    cards = {
        "ante:win": known(stability=40.0),
        "ante:lose": known(stability=2.0, days_ago=2),  # recall below the others'
        "raise:pair": known(stability=10.0),
        "raise:full_house": known(stability=80.0),
        "fee:4": known(stability=5.0),
    }
    picks = practice_order(CELLS, cards, NOW)
    assert all(pick.reason is Reason.WEAK for pick in picks)
    assert [pick.cell for pick in picks] == [
        "ante:lose",
        "fee:4",
        "raise:pair",
        "ante:win",
        "raise:full_house",
    ]


def test_practice_order_does_not_ask_the_last_cell_twice_running():
    picks = practice_order(CELLS, {}, NOW, last="ante:win")
    assert picks[0].cell == "ante:lose" and picks[-1].cell == "ante:win"
    assert practice_order(["ante:win"], {}, NOW, last="ante:win")[0].cell == "ante:win"


def test_teaching_order_puts_ante_and_qualifying_before_raise_pays_before_fee_and_bonus():
    assert set(TEACHING_ORDER) == set(KINDS)
    order = teaching_order(["bonus", "fee", "raise", "qualifies", "ante"])
    assert order == ["ante", "qualifies", "raise", "fee", "bonus"]


@pytest.mark.django_db
def test_need_drill_asks_due_cells_then_new_ones_in_teaching_order():
    trainee = TraineeFactory()
    SkillCardFactory(user=trainee, cell="raise:full_house", due=timezone.now())
    session = drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=["fee", "raise", "ante"],
        difficulty="round",
        rare=False,
        seconds_per_question=None,
        length=3,
        need=True,
    )
    asked = []
    for _ in range(3):
        question = next_question(session)
        asked.append(question.cell)
        attempt_record(user=trainee, question=question, given="1", language="en")
    assert asked == ["raise:full_house", "ante:win", "ante:not_qualified"]


@pytest.mark.django_db
def test_practice_plan_once_every_cell_is_met_asks_the_weakest():
    trainee = TraineeFactory()
    rules = Variant.objects.get(slug="standard").rules()
    lines = [cell.key for cell in KINDS["qualifies"].cells(rules)]
    for position, line in enumerate(lines):
        SkillCardFactory(user=trainee, kind="qualifies", cell=line, stability=10.0 + position)
    SkillCard.objects.filter(cell=lines[2]).update(stability=0.5)
    picks = practice_plan(known=cards_known(user=trainee), kinds=["qualifies"], rules=rules)
    assert picks[0] == Pick(lines[2], Reason.WEAK)


@pytest.mark.django_db
def test_home_says_why_practice_asks_its_next_cells(client):
    trainee = TraineeFactory()
    SkillCardFactory(user=trainee, cell="raise:full_house", due=timezone.now())
    for line in ("win", "not_qualified", "lose", "fold", "push"):
        SkillCardFactory(user=trainee, kind="ante", cell=f"ante:{line}")
    client.force_login(trainee)
    page = re.sub(r"\s+", " ", client.get(url("trainer:home")).content.decode())
    due = cell_label("raise:full_house")
    new = cell_label("qualifies:pair_or_better")
    assert f"<strong>Due:</strong> {due}" in page
    assert f"<strong>New:</strong> {new}" in page
    assert page.index(due) < page.index(new)


@pytest.mark.django_db
def test_home_says_why_in_vietnamese(client):
    trainee = TraineeFactory()
    SkillCardFactory(user=trainee, cell="raise:full_house", due=timezone.now())
    client.force_login(trainee)
    page = client.get(url("trainer:home", "vi")).content.decode()
    with translation.override("vi"):
        due = cell_label("raise:full_house")
    assert due in page
    assert "<strong>Due:</strong>" not in page


# -- the time standard on the question page -------------------------------------------------

NBSP = "\u00a0"


def fee_drill(trainee, *, seconds=None):
    return drill_start(
        user=trainee,
        variant=Variant.objects.get(slug="standard"),
        kinds=["fee"],
        difficulty="round",
        rare=False,
        seconds_per_question=seconds,
        length=2,
    )


@pytest.mark.django_db
def test_timed_question_shows_its_time_standard(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    page = client.get(url("trainer:drill", pk=fee_drill(trainee, seconds=30).pk))
    assert f"Time standard: 5{NBSP}s" in page.content.decode()


@pytest.mark.django_db
def test_untimed_question_does_not_show_the_standard_before_the_answer(client):
    trainee = TraineeFactory()
    client.force_login(trainee)
    page = client.get(url("trainer:drill", pk=fee_drill(trainee).pk))
    assert "Time standard" not in page.content.decode()


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", f"4.1{NBSP}s: standard 5{NBSP}s"), ("vi", f"4,1{NBSP}s: chuẩn 5{NBSP}s")],
)
@pytest.mark.django_db
def test_feedback_shows_the_time_against_the_standard(client, language, expected):
    trainee = TraineeFactory()
    client.force_login(trainee)
    session = fee_drill(trainee)
    client.get(url("trainer:drill", language, pk=session.pk))
    question = session.questions.get()
    # Shown 4.1 seconds before the answer arrives (the clock stopped there, so that a slow
    # machine does not make it 4.2).
    answered_at = timezone.now()
    type(question).objects.filter(pk=question.pk).update(
        shown_at=answered_at - timedelta(seconds=4.1)
    )
    with mock.patch("django.utils.timezone.now", return_value=answered_at):
        response = client.post(
            url("trainer:answer", language, pk=question.pk),
            {"answer": question.answer_key},
            headers={"HX-Request": "true"},
        )
    page = response.content.decode()
    assert expected in page
    # 4.1 s of a 5 s standard: more than half of it, so Good.
    assert 'feedback__pace--good"' in page
