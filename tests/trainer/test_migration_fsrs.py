"""The move from Leitner boxes to FSRS (migrations 0010 to 0012): every attempt replayed,
every trainee with attempts given cards, the boxes gone; and back again."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from fsrs import Card, Rating, Scheduler

from engine.oasis.round import rules_to_dict
from paytables.selectors import variant_rules

pytestmark = [
    pytest.mark.migration,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]

# The house rules as they are today beside each era of the trainer (a variant is read).
PAYTABLES = ("paytables", "0009_chip_sets_data")
LEITNER = [("trainer", "0009_temporary_password"), PAYTABLES]
FSRS = [("trainer", "0012_remove_skillschedule"), PAYTABLES]
T0 = datetime(2026, 11, 20, 8, 0, tzinfo=UTC)


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return MigrationExecutor(connection).loader.project_state(targets).apps


def leaf():
    executor = MigrationExecutor(connection)
    return executor.loader.graph.leaf_nodes()


@pytest.fixture
def leitner_era():
    """The database as it was under the Leitner boxes; put back to today's afterwards."""
    apps = migrate(LEITNER)
    yield apps
    migrate(leaf())


def history(apps):
    """Three trainees under the Leitner boxes: Lan answered raise and fee questions (two
    from before skill cells, with no cell), Minh one net result before cells, Hoa nothing;
    and an anonymous self-test answer."""
    User = apps.get_model("auth", "User")
    Variant = apps.get_model("paytables", "Variant")
    DealtRound = apps.get_model("trainer", "DealtRound")
    Question = apps.get_model("trainer", "Question")
    Attempt = apps.get_model("trainer", "Attempt")
    SkillSchedule = apps.get_model("trainer", "SkillSchedule")
    lan, minh, _hoa = (User.objects.create(username=name) for name in ("lan", "minh", "hoa"))
    variant = Variant.objects.get(slug="standard")
    # Seed 000's example: a straight flush after switching 3c for Kh, raised, at ante 100.
    dealt = DealtRound.objects.create(
        variant=variant,
        rules=rules_to_dict(variant_rules(slug="standard")),
        seed=1,
        ante=Decimal(100),
        player="9h Th Jh Qh 3c",
        dealer="Ad Ks 7c 5s 2d",
        discard="3c",
        draw="Kh",
        decision="raise",
    )
    answers = [
        # (trainee, kind, cell, right, seconds, when, shown one by one)
        (lan, "raise", "", True, "4.50", T0, True),
        (lan, "raise", "", False, "3.00", T0 + timedelta(days=1), True),
        (lan, "raise", "raise:straight_flush", True, "2.00", T0 + timedelta(days=2), True),
        (lan, "fee", "fee:1", True, "9.00", T0 + timedelta(days=2, minutes=5), True),
        (minh, "net", "", True, "1.00", T0 + timedelta(hours=3), False),
        (None, "raise", "raise:straight_flush", True, "0", T0, False),
    ]
    for position, (user, kind, cell, right, seconds, at, shown) in enumerate(answers, start=1):
        question = Question.objects.create(
            user=user,
            position=position,
            kind=kind,
            cell=cell,
            dealt_round=dealt,
            answer_key="1",
            shown_at=at if shown else None,
        )
        attempt = Attempt.objects.create(
            question=question,
            user=user,
            variant=variant,
            kind=kind,
            cell=cell,
            given="1" if right else "2",
            correct_answer="1",
            is_correct=right,
            seconds=Decimal(seconds),
        )
        Attempt.objects.filter(pk=attempt.pk).update(created_at=at)
    # A question from before cells that Lan has not answered yet: it gets its cell too.
    Question.objects.create(
        user=lan, position=len(answers) + 1, kind="fee", dealt_round=dealt, answer_key="-100"
    )
    SkillSchedule.objects.create(user=lan, kind="raise", box=2, due_at=T0)
    SkillSchedule.objects.create(user=minh, kind="net", box=1, due_at=T0)
    return lan, minh


def test_migration_replays_every_attempt_and_gives_every_trainee_cards(leitner_era):
    lan, minh = history(leitner_era)

    apps = migrate(FSRS)

    Attempt = apps.get_model("trainer", "Attempt")
    SkillCard = apps.get_model("trainer", "SkillCard")
    SkillReview = apps.get_model("trainer", "SkillReview")
    # Every answer of a trainee is a review, once; the anonymous one has no schedule.
    assert SkillReview.objects.count() == Attempt.objects.filter(user__isnull=False).count() == 5
    assert not Attempt.objects.filter(user__isnull=False, review__isnull=True).exists()
    # The attempts older than cells got the cell their round exercises.
    assert not Attempt.objects.filter(cell="").exists()
    assert set(Attempt.objects.filter(user_id=lan.pk).values_list("cell", flat=True)) == {
        "raise:straight_flush",
        "fee:1",
    }
    assert Attempt.objects.get(user_id=minh.pk).cell == "net:win_after_switch"
    Question = apps.get_model("trainer", "Question")
    assert not Question.objects.filter(cell="").exists()
    assert Question.objects.get(user_id=lan.pk, attempt__isnull=True).cell == "fee:1"
    # Every trainee with attempts has a card per cell answered; Hoa, none.
    assert sorted(SkillCard.objects.values_list("user__username", "cell")) == [
        ("lan", "fee:1"),
        ("lan", "raise:straight_flush"),
        ("minh", "net:win_after_switch"),
    ]
    assert not SkillCard.objects.filter(user__username="hoa").exists()
    # Lan's raise card is what fsrs gives for his three answers, rated as answers are now:
    # right in 4.5 s of a 6 s standard (Good), wrong (Again), right in 2 s (Easy).
    scheduler = Scheduler(
        learning_steps=(timedelta(minutes=1), timedelta(minutes=10)),
        relearning_steps=(timedelta(minutes=10),),
        enable_fuzzing=False,
    )
    expected = Card(card_id=1, due=T0)
    for rating, at in (
        (Rating.Good, T0),
        (Rating.Again, T0 + timedelta(days=1)),
        (Rating.Easy, T0 + timedelta(days=2)),
    ):
        expected, _log = scheduler.review_card(expected, rating, review_datetime=at)
    card = SkillCard.objects.get(user_id=lan.pk, cell="raise:straight_flush")
    assert (card.state, card.step) == (expected.state.value, expected.step)
    assert (card.stability, card.difficulty) == (expected.stability, expected.difficulty)
    assert (card.due, card.last_review, card.run) == (expected.due, expected.last_review, 1)
    ratings = SkillReview.objects.filter(card=card).order_by("reviewed_at")
    assert list(ratings.values_list("rating", flat=True)) == [3, 1, 4]
    # Minh's answer was never timed on its own (shown before the clock existed): Good.
    assert SkillReview.objects.get(card__user_id=minh.pk).rating == Rating.Good.value
    # The Leitner boxes are gone.
    with pytest.raises(LookupError):
        apps.get_model("trainer", "SkillSchedule")


def test_migration_backwards_rebuilds_the_leitner_boxes(leitner_era):
    lan, minh = history(leitner_era)
    migrate(FSRS)

    apps = migrate(LEITNER)

    SkillSchedule = apps.get_model("trainer", "SkillSchedule")
    boxes = {(row.user_id, row.kind): (row.box, row.due_at) for row in SkillSchedule.objects.all()}
    assert boxes == {
        # Right, wrong, right: the first box after the wrong answer, then one up: 10 minutes.
        (lan.pk, "raise"): (1, T0 + timedelta(days=2, minutes=10)),
        (lan.pk, "fee"): (1, T0 + timedelta(days=2, minutes=15)),
        (minh.pk, "net"): (1, T0 + timedelta(hours=3, minutes=10)),
    }
