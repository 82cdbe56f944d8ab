"""Migration 0020: a dealt round's history moves from the per-game columns into the one
field its game writes and reads (``history``, with Oasis Poker's ``stakes`` beside it), and
back. Rows are written under the old schema, as the old code wrote them, from questions of
every sort of round dealt now: each question shows and grades as before the move."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import translation

from engine.oasis import round as oasis_round
from paytables.games import game_engine, rules_to_dict
from paytables.models import Variant
from trainer.kinds import Dealing, kind_of
from trainer.models import DealtRound, Question

pytestmark = [
    pytest.mark.migration,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]

BEFORE = [("trainer", "0019_kind_choices_from_registry")]
AFTER = [("trainer", "0020_dealt_round_history")]
# Every sort of round the columns held: a switch, a fold, a bonus bet on the meter, the
# dealer's card bought (Helsinki), a table's further boxes, a best play's raised hand; an
# exchange, a sixth card, insurance and a game bought (Russian Poker), and its table.
QUESTIONS = [
    ("fee", "standard", "3"),
    ("net", "standard", None),
    ("bonus", "standard", "royal_flush"),
    ("bonus", "standard", "flush"),
    ("fee", "helsinki", "dealer_card"),
    ("settle_table", "standard", "three_boxes"),
    ("best_play", "standard", None),
    ("ru_fee", "classic", "draw_and_game"),
    ("ru_insurance", "classic", "no_game"),
    ("ru_game_bought", "classic", "no_game"),
    ("ru_combinations", "classic", "flush"),
    ("ru_settle_table", "classic", "blind_box"),
]
# The old columns: the history, and Oasis Poker's stakes beside the round.
HISTORY_COLUMNS = ("discard", "draw", "sixth", "decision", "insurance", "dealer_draw")


def migrate(targets):
    MigrationExecutor(connection).migrate(targets)
    return MigrationExecutor(connection).loader.project_state(targets).apps


@pytest.fixture
def old_schema():
    apps = migrate(BEFORE)
    yield apps
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())


def _dealt(kind: str, slug: str, line: str | None, seed: int) -> Question:
    """A question dealt now (unsaved), as a drill deals it."""
    variant = Variant.objects.get(slug=slug)
    dealing = Dealing(
        variant=variant,
        rules=variant.rules(),
        difficulty="odd",
        rare=False,
        rng=random.Random(seed),
        line=line,
    )
    return kind_of(kind).deal(dealing)


def _old_columns(dealt: DealtRound) -> dict:
    """The round as the old columns held it, read off the round the game dealt (not off
    the new fields): the switch or exchange, the sixth card, the decision, the insurance,
    the dealer's draw, the bonus bet and the meter."""
    round_ = dealt.engine_round()
    switch = getattr(round_, "switches", None) or [
        each for each in getattr(round_, "draws", ()) if hasattr(each, "discarded")
    ]
    sixth = getattr(round_, "sixth", None)
    bought = getattr(round_, "dealer_buy", None) or getattr(round_, "game_bought", None)
    drawn = bought.drawn if bought is not None else ()
    drawn = drawn if isinstance(drawn, tuple) else (drawn,)
    meter = dealt.stakes.get("meter")
    return {
        "discard": " ".join(str(card) for card in switch[0].discarded) if switch else "",
        "draw": " ".join(str(card) for card in switch[0].drawn) if switch else "",
        "sixth": "" if sixth is None else str(sixth),
        "decision": round_.decision.value,
        "insurance": Decimal(getattr(round_, "insurance", 0)),
        "dealer_draw": " ".join(str(card) for card in drawn),
        "bonus": Decimal(dealt.stakes.get("bonus", 0)),
        "meter": None if meter is None else Decimal(meter),
    }


def _shown(question: Question) -> tuple:
    """What the question's page shows of its key and its working, in English (amounts
    compared as numbers: a stored ante reads "15.00" where a dealt one is 15)."""
    handler = kind_of(question.kind)
    with translation.override("en"):
        return question.answer_key, dataclasses.astuple(handler.worked_answer(question))


def test_rounds_move_into_their_history_and_back_when_migrated(old_schema):
    apps = old_schema
    OldRound = apps.get_model("trainer", "DealtRound")
    OldQuestion = apps.get_model("trainer", "Question")
    OldAttempt = apps.get_model("trainer", "Attempt")
    OldVariant = apps.get_model("paytables", "Variant")
    expected = {}
    for position, (kind, slug, line) in enumerate(QUESTIONS, start=1):
        question = _dealt(kind, slug, line, seed=position)
        dealt = question.dealt_round
        columns = _old_columns(dealt)
        row = OldRound.objects.create(
            variant=OldVariant.objects.get(slug=slug),
            rules=dealt.rules,
            seed=dealt.seed,
            ante=dealt.ante,
            player=dealt.player,
            dealer=dealt.dealer,
            analysis=dealt.analysis,
            boxes=dealt.boxes,
            **columns,
        )
        old_question = OldQuestion.objects.create(
            position=position,
            kind=kind,
            cell=question.cell,
            dealt_round=row,
            choices=question.choices,
            answer_key=question.answer_key,
        )
        given = question.answer_key.replace(";", "\n")
        OldAttempt.objects.create(
            question=old_question,
            kind=kind,
            cell=question.cell,
            given=given,
            correct_answer=question.answer_key,
            is_correct=True,
            seconds=Decimal(5),
        )
        expected[row.pk] = (columns, dealt.engine_round(), _shown(question), given)

    migrate(AFTER)

    for pk, (columns, round_, shown, given) in expected.items():
        dealt = DealtRound.objects.get(pk=pk)
        rules = dealt.engine_rules()
        replayed = game_engine(rules).replay(rules, dealt.history)
        # The old columns kept no deck's seed: the round is the one dealt, seed apart.
        assert replayed == dataclasses.replace(round_, seed=None)
        assert dealt.history["decision"] == columns["decision"]
        assert dealt.history["discard"] == columns["discard"]
        assert Decimal(dealt.stakes.get("bonus", 0)) == columns["bonus"]
        # Read with today's model, less its columns added after this migration (a sprint's,
        # a sprints' set's).
        question = (
            Question.objects.select_related("dealt_round")
            .defer("sprint", "sprint_set")
            .get(dealt_round=dealt)
        )
        assert _shown(question) == shown
        handler = kind_of(question.kind)
        assert handler.is_right(question, handler.normalize(question, given, "en"))
        assert question.attempt.is_correct

    apps = migrate(BEFORE)
    OldRound = apps.get_model("trainer", "DealtRound")
    for pk, (columns, _round, _shown_before, _given) in expected.items():
        row = OldRound.objects.get(pk=pk)
        assert {name: getattr(row, name) for name in columns} == columns


def test_histories_hold_each_games_own_fields_when_migrated(old_schema):
    apps = old_schema
    OldRound = apps.get_model("trainer", "DealtRound")
    Variant_ = apps.get_model("paytables", "Variant")
    oasis = OldRound.objects.create(
        variant=Variant_.objects.get(slug="standard"),
        rules=_rules("standard"),
        seed=7,
        ante=Decimal(25),
        bonus=Decimal(5),
        meter=Decimal("12500.00"),
        player="9h Th Jh Qh 3c",
        dealer="Ad Ks 7c 5s 2d",
        discard="3c",
        draw="Kh",
        decision="raise",
    )
    russian = OldRound.objects.create(
        variant=Variant_.objects.get(slug="classic"),
        rules=_rules("classic"),
        seed=8,
        ante=Decimal(10),
        player="5c Ac Qc 8c Ks",
        dealer="Th 4s Ad 7d 7c",
        sixth="2c",
        decision="bet",
    )

    migrate(AFTER)

    oasis_row = DealtRound.objects.get(pk=oasis.pk)
    assert oasis_row.history == {
        "seed": "",
        "player": "9h Th Jh Qh 3c",
        "dealer": "Ad Ks 7c 5s 2d",
        "discard": "3c",
        "draw": "Kh",
        "decision": "raise",
        "dealer_draw": "",
    }
    assert oasis_row.stakes == {"ante": "25.00", "bonus": "5.00", "meter": "12500.00"}
    russian_row = DealtRound.objects.get(pk=russian.pk)
    assert russian_row.history == {
        "seed": "",
        "ante": "10.00",
        "player": "5c Ac Qc 8c Ks",
        "dealer": "Th 4s Ad 7d 7c",
        "discard": "",
        "draw": "",
        "sixth": "2c",
        "decision": "bet",
        "insurance": "0.00",
        "dealer_draw": "",
    }
    assert russian_row.stakes == {}
    assert russian_row.settlement().combinations[0].category.slug == "flush"
    # Settled as the old columns were: the ante, the bonus bet and the meter beside the round.
    rules = oasis_row.engine_rules()
    old = oasis_round.settle(
        rules, oasis_row.engine_round(), Decimal(25), Decimal(5), meter=Decimal(12500)
    )
    assert oasis_row.settlement() == old


def _rules(slug: str) -> dict:
    return rules_to_dict(Variant.objects.get(slug=slug).rules())
