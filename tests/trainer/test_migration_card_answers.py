"""Migration 0014: each skill card counts its answers from its review log."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from engine.oasis.round import rules_to_dict
from paytables.selectors import variant_rules

pytestmark = [
    pytest.mark.migration,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]

BEFORE = [("trainer", "0013_trainees_page"), ("paytables", "0009_chip_sets_data")]
AFTER = [("trainer", "0014_skill_card_answers"), ("paytables", "0009_chip_sets_data")]
AT = datetime(2026, 11, 20, 8, 0, tzinfo=UTC)


def migrate(targets):
    MigrationExecutor(connection).migrate(targets)
    return MigrationExecutor(connection).loader.project_state(targets).apps


@pytest.fixture
def before_counts():
    apps = migrate(BEFORE)
    yield apps
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())


def test_each_card_counts_the_answers_its_review_log_holds(before_counts):
    apps = before_counts
    User = apps.get_model("auth", "User")
    SkillCard = apps.get_model("trainer", "SkillCard")
    SkillReview = apps.get_model("trainer", "SkillReview")
    Attempt = apps.get_model("trainer", "Attempt")
    Question = apps.get_model("trainer", "Question")
    lan = User.objects.create(username="lan")
    variant = apps.get_model("paytables", "Variant").objects.get(slug="standard")
    dealt = apps.get_model("trainer", "DealtRound").objects.create(
        variant=variant,
        rules=rules_to_dict(variant_rules(slug="standard")),
        seed=1,
        ante=Decimal(100),
        player="9h Th Jh Qh 3c",
        dealer="Ad Ks 7c 5s 2d",
        decision="raise",
    )
    for cell, answers in (("fee:3", 3), ("ante:win", 1)):
        card = SkillCard.objects.create(
            user=lan,
            kind=cell.partition(":")[0],
            cell=cell,
            state=1,
            step=0,
            stability=1.0,
            difficulty=5.0,
            due=AT,
            last_review=AT,
        )
        for position in range(1, answers + 1):
            question = Question.objects.create(
                user=lan,
                position=position,
                kind=card.kind,
                cell=cell,
                dealt_round=dealt,
                answer_key="1",
            )
            attempt = Attempt.objects.create(
                question=question,
                user=lan,
                kind=card.kind,
                cell=cell,
                given="1",
                correct_answer="1",
                is_correct=True,
                seconds=1,
            )
            SkillReview.objects.create(
                card=card, attempt=attempt, rating=3, reviewed_at=AT, duration_ms=1000
            )
    apps = migrate(AFTER)
    SkillCard = apps.get_model("trainer", "SkillCard")
    counted = dict(SkillCard.objects.values_list("cell", "answers"))
    assert counted == {"fee:3": 3, "ante:win": 1}
