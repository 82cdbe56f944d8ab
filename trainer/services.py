"""Writes of the trainer: drills, questions, attempts, the self-test, the review schedule."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal

from django.contrib.auth.models import AbstractBaseUser
from django.db import IntegrityError, models, transaction
from django.db.models import Case, F, Value, When
from django.db.models.functions import Least
from django.utils import timezone

from paytables.models import Variant
from poker.oasis import rules_to_dict
from trainer.answers import AnswerError
from trainer.dealing import kind_possible
from trainer.models import (
    Attempt,
    DrillSession,
    Question,
    QuestionKind,
    SelfTest,
    SkillSchedule,
)
from trainer.questions import (
    build_question,
    is_right,
    normalize_answer,
)
from trainer.selectors import drill_question_open, kind_weights

# Leitner boxes: how long a skill rests after each further right answer in a row.
REVIEW_INTERVALS = (
    timedelta(0),
    timedelta(minutes=10),
    timedelta(hours=1),
    timedelta(days=1),
    timedelta(days=3),
    timedelta(days=7),
)
SELF_TEST_KINDS = (QuestionKind.RAISE, QuestionKind.FEE, QuestionKind.NET)
SELF_TEST_VARIANT = "standard"


@transaction.atomic
def drill_start(
    *,
    user: AbstractBaseUser,
    variant: Variant,
    kinds: list[str],
    difficulty: str,
    rare: bool,
    seconds_per_question: int | None,
    length: int,
) -> DrillSession:
    """Start a drill of ``length`` questions on ``kinds`` under ``variant``.

    Kinds the variant cannot ask (a switch fee where there is no switching, a bonus where
    there is no bonus bet) are left out; ``ValueError`` if none is left.
    """
    rules = variant.rules()
    usable = [kind for kind in kinds if kind_possible(QuestionKind(kind), rules)]
    if not usable:
        raise ValueError("none of these questions can be asked under this variant")
    session = DrillSession(
        user=user,
        variant=variant,
        kinds=usable,
        difficulty=difficulty,
        rare=rare,
        seconds_per_question=seconds_per_question,
        length=length,
        seed=random.SystemRandom().getrandbits(62),
        rules=rules_to_dict(rules),
    )
    session.full_clean()
    session.save()
    return session


def _save_question(question: Question) -> Question:
    if question.dealt_round is not None:
        _validate_fields(question.dealt_round)
        question.dealt_round.save()
        # Assigning the now-saved round again fills in dealt_round_id.
        question.dealt_round = question.dealt_round
    _validate_fields(question)
    question.save()
    # A new question has no attempt: say so, or the page asks the database.
    Question.attempt.related.set_cached_value(question, None)
    return question


def _validate_fields(instance: models.Model) -> None:
    """``full_clean()`` of the values alone. The foreign keys, the unique fields and the
    constraints are the database's to enforce on insert; checking them here too would cost
    a query (and a savepoint) each, on every question dealt and every answer."""
    relations = [field.name for field in instance._meta.concrete_fields if field.is_relation]
    instance.full_clean(exclude=relations, validate_unique=False, validate_constraints=False)


def question_next(*, session: DrillSession) -> Question | None:
    """The question the trainee should see now: the open one, a new one, or ``None`` when
    the drill is over. Leans toward the trainee's weakest and most overdue skills."""
    # Showing the open question writes nothing, so it needs no lock or transaction.
    ids = {"user_id": session.user_id, "drill_pk": session.pk}
    return drill_question_open(**ids) or question_deal(**ids)


@transaction.atomic
def question_deal(*, user_id: int, drill_pk: int) -> Question | None:
    """Deal the next question of the trainee's drill ``drill_pk``, unless one is still open
    (then that one) or the drill is over (``None``); ``DrillSession.DoesNotExist`` for
    another trainee's drill. The drill is locked, so two tabs cannot deal one position twice."""
    session = (
        DrillSession.objects.select_for_update(of=("self",))
        .select_related("variant")
        .get(pk=drill_pk, user_id=user_id)
    )
    last = session.questions.select_related("attempt").order_by("-position").first()
    if last is not None and not hasattr(last, "attempt"):
        return drill_question_open(user_id=user_id, drill_pk=drill_pk)
    position = 1 if last is None else last.position + 1
    if position > session.length:
        return None
    rng = random.Random(f"{session.seed}:{position}")
    weights = kind_weights(user=user_id, kinds=session.kinds)
    kind = QuestionKind(rng.choices(list(weights), weights=list(weights.values()))[0])
    question = build_question(
        kind=kind,
        variant=session.variant,
        rules=session.engine_rules(),
        difficulty=session.difficulty,
        rare=session.rare,
        rng=rng,
    )
    question.user_id, question.session, question.position = user_id, session, position
    return _save_question(question)


def question_mark_shown(*, question: Question) -> Question:
    """Start the question's clock the first time it is shown (never again after)."""
    if question.shown_at is None:
        now = timezone.now()
        started = Question.objects.filter(pk=question.pk, shown_at__isnull=True).update(
            shown_at=now
        )
        if started:
            question.shown_at = now
        else:  # another request showed it first: its time stands
            question.refresh_from_db(fields=["shown_at"])
    return question


@dataclass(frozen=True)
class Answered:
    attempt: Attempt
    first_time: bool


def attempt_record(
    *, user: AbstractBaseUser | None, question: Question, given: str, language: str
) -> Answered:
    """Score ``given`` as the answer to ``question`` and store it, once.

    A second answer to the same question (a double click, a replayed request) scores
    nothing and returns the first attempt. Raises ``AnswerError`` for text that is not an
    answer at all (nothing is stored) and ``PermissionError`` for another trainee's question.
    """
    if question.user_id is not None and (user is None or question.user_id != user.pk):
        raise PermissionError("this question belongs to another trainee")
    # The question usually arrives with its attempt joined (question_for): no query then.
    existing = getattr(question, "attempt", None)
    if existing is not None:
        return Answered(existing, first_time=False)
    normalized = normalize_answer(question, given, language)
    try:
        with transaction.atomic():
            attempt = _store_attempt(question, given, normalized)
    except IntegrityError:
        # Another request stored the answer between our check and our insert.
        return Answered(Attempt.objects.get(question=question), first_time=False)
    return Answered(attempt, first_time=True)


def _store_attempt(question: Question, given: str, normalized: str) -> Attempt:
    now = timezone.now()
    seconds = (now - (question.shown_at or now)).total_seconds()
    seconds = Decimal(str(seconds)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    session = question.session
    in_time = session is None or not session.timed or seconds <= session.seconds_per_question
    dealt = question.dealt_round
    attempt = Attempt(
        question=question,
        user_id=question.user_id,
        variant=dealt.variant if dealt else (session.variant if session else None),
        kind=question.kind,
        given=given.strip()[:100],
        correct_answer=question.answer_key,
        is_correct=is_right(question, normalized) and in_time,
        in_time=in_time,
        seconds=max(seconds, Decimal(0)),
    )
    _validate_fields(attempt)
    attempt.save()
    if question.user_id is not None:
        _schedule_review(question.user_id, question.kind, attempt.is_correct, now)
    question.attempt = attempt  # so a page showing the verdict needs no second read
    return attempt


def _schedule_review(user_id: int, kind: str, right: bool, now) -> None:
    """Move the skill's Leitner box up one (right) or back to the first (wrong), and set
    when it is due again, in one statement: the row is updated where it stands, so two
    answers at once cannot both read the old box."""
    last = len(REVIEW_INTERVALS) - 1
    if right:
        # The new box is the old one plus one (at most the last); each old box knows its due date.
        box = Least(F("box") + 1, Value(last))
        due_at = Case(
            *(
                When(box=old, then=Value(now + REVIEW_INTERVALS[min(old + 1, last)]))
                for old in range(last)
            ),
            default=Value(now + REVIEW_INTERVALS[last]),
        )
    else:
        box, due_at = Value(0), Value(now + REVIEW_INTERVALS[0])
    updated = SkillSchedule.objects.filter(user_id=user_id, kind=kind).update(
        box=box, due_at=due_at
    )
    if not updated:  # the skill's first answer: its schedule starts at the first box
        schedule = SkillSchedule(user_id=user_id, kind=kind, box=1 if right else 0)
        schedule.due_at = now + REVIEW_INTERVALS[schedule.box]
        try:
            with transaction.atomic():
                schedule.save()
        except IntegrityError:  # another answer on the same skill created it first
            _schedule_review(user_id, kind, right, now)


def self_test_answer(*, self_test: SelfTest, answers: dict[str, str], language: str) -> None:
    """Record the self-test's answers (``answers["q1"]`` for question 1 ...), all or none:
    each is read first, and an ``AnswerError`` naming its field stores nothing."""
    questions = list(self_test.questions.select_related("session").order_by("position"))
    for question in questions:
        field = f"q{question.position}"
        try:
            normalize_answer(question, answers.get(field, ""), language)
        except AnswerError as error:
            raise AnswerError(str(error), field=field) from None
    with transaction.atomic():
        for question in questions:
            attempt_record(
                user=self_test.user,
                question=question,
                given=answers[f"q{question.position}"],
                language=language,
            )


@transaction.atomic
def self_test_start(*, user: AbstractBaseUser | None) -> SelfTest:
    """Seed 000's self-test: three payout questions on fresh rounds of the standard rules."""
    variant = Variant.objects.get(slug=SELF_TEST_VARIANT)
    rules = variant.rules()
    self_test = SelfTest.objects.create(user=user)
    rng = random.Random(random.SystemRandom().getrandbits(62))
    for position, kind in enumerate(SELF_TEST_KINDS, start=1):
        question = build_question(
            kind=kind, variant=variant, rules=rules, difficulty="round", rare=False, rng=rng
        )
        question.user, question.self_test, question.position = user, self_test, position
        _save_question(question)
    return self_test
