"""Reads of the trainer: scores per skill, what to practise next, progress over time."""

from __future__ import annotations

import statistics
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Count, F, Max, Q, QuerySet, Window
from django.db.models.functions import RowNumber
from django.utils import timezone

from trainer.models import (
    Attempt,
    DrillSession,
    Question,
    QuestionKind,
    SkillSchedule,
    TemporaryPassword,
)
from trainer.usernames import username_skeleton

RECENT_ATTEMPTS = 20


@dataclass(frozen=True)
class SkillStat:
    """One trainee's record on one skill."""

    kind: QuestionKind
    attempts: int
    right: int
    median_seconds: Decimal | None
    streak: int
    due_at: datetime | None

    @property
    def accuracy(self) -> float | None:
        return self.right / self.attempts if self.attempts else None

    @property
    def percent(self) -> int | None:
        """Accuracy as a whole percentage, for reading at a glance."""
        # Halves round up, as a reader expects (1 of 8 right is 13 %).
        return None if not self.attempts else int(100 * self.right / self.attempts + 0.5)

    @property
    def due(self) -> bool:
        return self.due_at is None or self.due_at <= timezone.now()


def skill_stats(*, user: AbstractBaseUser) -> list[SkillStat]:
    """Attempts, accuracy, median time, current streak and review date for every skill."""
    by_kind: dict[str, list[tuple[bool, Decimal]]] = defaultdict(list)
    for right, seconds, kind in (
        Attempt.objects.filter(user=user)
        .order_by("created_at")
        .values_list("is_correct", "seconds", "kind")
    ):
        by_kind[kind].append((right, seconds))
    due = dict(SkillSchedule.objects.filter(user=user).values_list("kind", "due_at"))
    stats = []
    for kind in QuestionKind:
        history = by_kind.get(kind.value, [])
        streak = 0
        for right, _seconds in reversed(history):
            if not right:
                break
            streak += 1
        stats.append(
            SkillStat(
                kind=kind,
                attempts=len(history),
                right=sum(right for right, _s in history),
                median_seconds=statistics.median(s for _r, s in history) if history else None,
                streak=streak,
                due_at=due.get(kind.value),
            )
        )
    return stats


def kind_weights(*, user: AbstractBaseUser | int, kinds: list[str]) -> dict[str, float]:
    """How strongly to lean toward each skill of ``user`` (the trainee or their id): more
    for a skill due for review and for one the trainee gets wrong; every skill keeps some
    weight so none is forgotten."""
    recent: dict[str, list[bool]] = defaultdict(list)
    latest_per_skill = (
        Attempt.objects.filter(user=user, kind__in=kinds)
        .annotate(
            recency=Window(RowNumber(), partition_by=[F("kind")], order_by=F("created_at").desc())
        )
        .filter(recency__lte=RECENT_ATTEMPTS)
        .values_list("kind", "is_correct")
    )
    for kind, right in latest_per_skill:
        recent[kind].append(right)
    now = timezone.now()
    due = dict(
        SkillSchedule.objects.filter(user=user, kind__in=kinds).values_list("kind", "due_at")
    )
    weights = {}
    for kind in kinds:
        answers = recent.get(kind, [])
        accuracy = sum(answers) / len(answers) if answers else 0.5
        overdue = kind not in due or due[kind] <= now
        weights[kind] = 1.0 + 3.0 * (1.0 - accuracy) + (2.0 if overdue else 0.0)
    return weights


def weakest_skills(*, user: AbstractBaseUser, limit: int = 3) -> list[SkillStat]:
    """The skills drills lean toward most, strongest pull first: the same weights that pick
    the questions (``kind_weights``), so what the page says is what the drills do."""
    weights = kind_weights(user=user, kinds=[kind.value for kind in QuestionKind])
    stats = skill_stats(user=user)
    return sorted(stats, key=lambda stat: -weights[stat.kind.value])[:limit]


@dataclass(frozen=True)
class DayPoint:
    day: date
    attempts: int
    accuracy: float
    median_seconds: Decimal


def progress_series(*, user: AbstractBaseUser) -> dict[QuestionKind, list[DayPoint]]:
    """Per skill and per day: attempts, accuracy and median time, oldest first."""
    days: dict[tuple[str, date], list[tuple[bool, Decimal]]] = defaultdict(list)
    zone = timezone.get_current_timezone()
    for kind, right, seconds, at in Attempt.objects.filter(user=user).values_list(
        "kind", "is_correct", "seconds", "created_at"
    ):
        days[(kind, at.astimezone(zone).date())].append((right, seconds))
    series: dict[QuestionKind, list[DayPoint]] = defaultdict(list)
    for (kind, day), answers in sorted(days.items(), key=lambda item: item[0][1]):
        series[QuestionKind(kind)].append(
            DayPoint(
                day=day,
                attempts=len(answers),
                accuracy=sum(r for r, _s in answers) / len(answers),
                median_seconds=statistics.median(s for _r, s in answers),
            )
        )
    return dict(series)


def wrong_attempts(*, user: AbstractBaseUser) -> QuerySet[Attempt]:
    return (
        Attempt.objects.filter(user=user, is_correct=False)
        .select_related("question", "variant")
        .order_by("-created_at")
    )


def session_for(*, user: AbstractBaseUser, pk: int) -> DrillSession:
    """The trainee's own drill ``pk``; ``DrillSession.DoesNotExist`` for anyone else's."""
    return DrillSession.objects.select_related("variant").get(pk=pk, user=user)


def question_for(*, user: AbstractBaseUser, pk: int) -> Question:
    """The trainee's own question ``pk`` with what showing it needs."""
    return Question.objects.select_related(
        "dealt_round__variant", "term", "session", "attempt"
    ).get(pk=pk, user=user)


def drill_question_open(*, user_id: int, drill_pk: int) -> Question | None:
    """The trainee's drill ``drill_pk``'s last question if it is still unanswered, with what
    showing it needs, in one query; ``None`` when there is none (or the drill is not theirs)."""
    last = (
        Question.objects.filter(session_id=drill_pk, user_id=user_id)
        .select_related("attempt", "dealt_round__variant", "term", "session")
        .order_by("-position")
        .first()
    )
    return last if last is not None and not hasattr(last, "attempt") else None


def cells_met(*, user_id: int, kind: str) -> dict[str, int]:
    """How many times the trainee has answered each cell of ``kind``, by line."""
    counts = (
        Attempt.objects.filter(user_id=user_id, kind=kind)
        .exclude(cell="")
        .values_list("cell")
        .annotate(times=Count("id"))
    )
    return {cell.partition(":")[2]: times for cell, times in counts}


def drill_streak(*, question: Question) -> int:
    """How many answers in a row, up to ``question``'s (answered), the trainee got right in
    its drill: none after a wrong answer, else back to the last wrong one (one query)."""
    attempt = question.attempt
    if not attempt.is_correct:
        return 0
    last_wrong = (
        Question.objects.filter(
            session_id=question.session_id,
            position__lt=question.position,
            attempt__is_correct=False,
        ).aggregate(position=Max("position"))["position"]
        or 0
    )
    return question.position - last_wrong


@dataclass(frozen=True)
class DrillResults:
    """A finished drill: each question with its attempt, the score and the median time."""

    questions: list[Question]
    right: int
    median_seconds: Decimal | None

    @property
    def total(self) -> int:
        return len(self.questions)

    @property
    def wrong(self) -> int:
        return self.total - self.right


def drill_results(*, session: DrillSession) -> DrillResults:
    questions = list(
        session.questions.select_related("attempt", "dealt_round__variant", "term", "session")
        .filter(attempt__isnull=False)
        .order_by("position")
    )
    seconds = [question.attempt.seconds for question in questions]
    return DrillResults(
        questions=questions,
        right=sum(question.attempt.is_correct for question in questions),
        median_seconds=statistics.median(seconds) if seconds else None,
    )


def drills_unfinished(*, user: AbstractBaseUser, limit: int = 5) -> list[DrillSession]:
    """The trainee's drills with questions still to answer, newest first, each with the
    count of its answers as ``answered``."""
    return list(
        DrillSession.objects.filter(user=user)
        .select_related("variant")
        .annotate(answered=Count("questions", filter=Q(questions__attempt__isnull=False)))
        .filter(answered__lt=F("length"))
        .order_by("-created_at")[:limit]
    )


def last_variant_slug(*, user: AbstractBaseUser) -> str | None:
    """The house of the trainee's latest drill, to offer it again."""
    return (
        DrillSession.objects.filter(user=user)
        .order_by("-created_at")
        .values_list("variant__slug", flat=True)
        .first()
    )


def temporary_password_pending(*, user: AbstractBaseUser) -> bool:
    """Whether ``user`` logged in with a temporary password not yet replaced by his own."""
    return TemporaryPassword.objects.filter(user=user).exists()


def username_lookalike_exists(*, username: str) -> bool:
    """Whether an account's name has the skeleton of ``username``: reads the same, in
    another case or with look-alike letters (``аlice`` in Cyrillic beside ``alice``).

    A skeleton cannot be asked of the database, so the names are read and compared here:
    one column of every account, which at a school's number of trainees is cheap.
    """
    skeleton = username_skeleton(username)
    names = get_user_model().objects.values_list("username", flat=True)
    return any(username_skeleton(name) == skeleton for name in names.iterator(chunk_size=2000))


@dataclass(frozen=True)
class SkillRecord:
    """One trainee's attempts and right answers at one skill."""

    kind: QuestionKind
    attempts: int
    right: int

    @property
    def accuracy(self) -> float:
        return self.right / self.attempts


@dataclass(frozen=True)
class TraineeRecord:
    """A trainee's line on the instructors' Trainees page: the totals, when they last
    answered, and every skill practised, the weakest first."""

    user_id: int
    username: str
    full_name: str
    last_active: datetime
    skills: list[SkillRecord]

    @property
    def attempts(self) -> int:
        return sum(skill.attempts for skill in self.skills)

    @property
    def right(self) -> int:
        return sum(skill.right for skill in self.skills)

    @property
    def accuracy(self) -> float:
        return self.right / self.attempts


def trainee_records(*, by_name: bool = False) -> list[TraineeRecord]:
    """Every trainee who has answered, the weakest first (the lowest share of right answers,
    then by name), or by name with ``by_name``. One query whatever their number.

    A trainee's skills are weakest first too: the lowest share right and, of two alike, the
    one with more attempts behind it (then in the order the kinds are taught).
    """
    rows = (
        Attempt.objects.filter(user__isnull=False)
        .values("user_id", "user__username", "user__first_name", "user__last_name", "kind")
        .annotate(
            attempts=Count("pk"),
            right=Count("pk", filter=Q(is_correct=True)),
            last=Max("created_at"),
        )
        .order_by("user_id", "kind")
    )
    order = {kind.value: position for position, kind in enumerate(QuestionKind)}
    by_trainee: dict[int, list[dict]] = defaultdict(list)
    for row in rows:
        if row["kind"] in order:  # a kind since removed has no label to show
            by_trainee[row["user_id"]].append(row)
    records = []
    for user_id, skills in by_trainee.items():
        first = skills[0]
        ranked = sorted(
            skills,
            key=lambda row: (row["right"] / row["attempts"], -row["attempts"], order[row["kind"]]),
        )
        records.append(
            TraineeRecord(
                user_id=user_id,
                username=first["user__username"],
                full_name=f"{first['user__first_name']} {first['user__last_name']}".strip(),
                last_active=max(row["last"] for row in skills),
                skills=[
                    SkillRecord(QuestionKind(row["kind"]), row["attempts"], row["right"])
                    for row in ranked
                ],
            )
        )
    if by_name:
        return sorted(records, key=lambda record: record.username)
    return sorted(records, key=lambda record: (record.accuracy, record.username))
