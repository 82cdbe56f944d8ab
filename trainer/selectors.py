"""Reads of the trainer: scores per skill, what to practise next, progress over time."""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any, TypedDict

from axes.models import AccessAttempt
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.db.models import Count, F, Max, Min, Q, QuerySet, TextChoices
from django.db.models.functions import Coalesce
from django.utils import timezone

from paytables.games import GameRules
from paytables.models import Game, Variant
from paytables.selectors import variant_rules
from trainer.houses import assigned_house
from trainer.kinds import DEALER_KINDS, KINDS, kind_of, teaching_order
from trainer.models import (
    Attempt,
    DrillSession,
    Duel,
    Profile,
    Question,
    SkillCard,
    Sprint,
    TemporaryPassword,
    TimeStandard,
)
from trainer.schedule import (
    Known,
    Pick,
    SkillNeed,
    Standing,
    practice_order,
    skill_needs,
    standing,
    weak,
    weakest_first,
)
from trainer.sprints import DuelState, SprintEnd, SprintShape, duel_state, sprint_end
from trainer.usernames import username_skeleton

# The house whose lines practice and the mastery grid show a trainee who has no drill yet.
DEFAULT_VARIANT = "standard"


@dataclass(frozen=True)
class SkillStat:
    """One trainee's record on one skill."""

    kind: TextChoices
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


def skill_stats(*, user: User) -> list[SkillStat]:
    """Attempts, accuracy, median time, current streak and review date for every skill (the
    earliest review date of its cells)."""
    by_kind: dict[str, list[tuple[bool, Decimal]]] = defaultdict(list)
    for right, seconds, kind in (
        Attempt.objects.filter(user=user)
        .order_by("created_at")
        .values_list("is_correct", "seconds", "kind")
    ):
        by_kind[kind].append((right, seconds))
    # A skill is due when one of its cells is: its earliest card.
    due = dict(
        SkillCard.objects.filter(user=user)
        .values_list("kind")
        .annotate(due=Min("due"))
        .values_list("kind", "due")
    )
    stats = []
    for kind in (each.slug for each in KINDS.values()):
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


@dataclass(frozen=True)
class DayPoint:
    day: date
    attempts: int
    accuracy: float
    median_seconds: Decimal


def progress_series(*, user: User) -> dict[TextChoices, list[DayPoint]]:
    """Per skill and per day: attempts, accuracy and median time, oldest first."""
    days: dict[tuple[str, date], list[tuple[bool, Decimal]]] = defaultdict(list)
    zone = timezone.get_current_timezone()
    for kind, right, seconds, at in Attempt.objects.filter(user=user).values_list(
        "kind", "is_correct", "seconds", "created_at"
    ):
        days[(kind, at.astimezone(zone).date())].append((right, seconds))
    series: dict[TextChoices, list[DayPoint]] = defaultdict(list)
    for (kind, day), answers in sorted(days.items(), key=lambda item: item[0][1]):
        series[kind_of(kind).slug].append(
            DayPoint(
                day=day,
                attempts=len(answers),
                accuracy=sum(r for r, _s in answers) / len(answers),
                median_seconds=statistics.median(s for _r, s in answers),
            )
        )
    return dict(series)


def wrong_attempts(*, user: User) -> QuerySet[Attempt]:
    return (
        Attempt.objects.filter(user=user, is_correct=False)
        .select_related("question", "variant")
        .order_by("-created_at")
    )


def session_for(*, user: User, pk: int) -> DrillSession:
    """The trainee's own drill ``pk``; ``DrillSession.DoesNotExist`` for anyone else's."""
    return DrillSession.objects.select_related("variant").get(pk=pk, user=user)


def question_for(*, user: User, pk: int) -> Question:
    """The trainee's own question ``pk`` with what showing it needs."""
    # Never a sprint's: a sprint is answered with no verdict, on its own clock, on its pages.
    return Question.objects.select_related(
        "dealt_round__variant", "term", "session", "attempt"
    ).get(pk=pk, user=user, sprint__isnull=True)


def drill_question_last(*, user_id: int, drill_pk: int) -> Question | None:
    """The trainee's drill ``drill_pk``'s last question, answered or not, with what showing
    it and dealing the next need (its drill and house) in one query; ``None`` when there is
    none yet (or the drill is not theirs)."""
    return (
        Question.objects.filter(session_id=drill_pk, user_id=user_id)
        .select_related("attempt", "dealt_round__variant", "term", "session__variant")
        .order_by("-position")
        .first()
    )


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


def drills_unfinished(*, user: User, limit: int = 5) -> list[DrillSession]:
    """The trainee's drills with questions still to answer, newest first, each with the
    count of its answers as ``answered``."""
    return list(
        DrillSession.objects.filter(user=user, discarded_at__isnull=True)
        .select_related("variant")
        .annotate(answered=Count("questions", filter=Q(questions__attempt__isnull=False)))
        .filter(answered__lt=F("length"))
        .order_by("-created_at")[:limit]
    )


# -- the review schedule: time standards, what to practise next, mastery -------------------


def time_standards(*, variant_id: int | None, kinds: Iterable[str]) -> dict[str, Decimal]:
    """The time standard, in seconds, of each of ``kinds`` in the game of the variant
    ``variant_id``: the game's own where it has one, else the one for every game. A kind
    with neither (an instructor deleted it) is left out: its answers are not timed."""
    rows = TimeStandard.objects.filter(kind__in=list(kinds))
    game = Q(game__isnull=True)
    if variant_id is not None:
        game |= Q(game__variants=variant_id)
    found: dict[str, Decimal] = {}
    for kind, game_id, seconds in rows.filter(game).values_list("kind", "game_id", "seconds"):
        if game_id is not None or kind not in found:
            found[kind] = seconds
    return found


def standard_for(question: Question) -> Decimal | None:
    """The time standard ``question`` is shown with and rated against: the one its drill
    started with; for a self-test, or a drill older than the standards, the one in force."""
    session = question.session
    if session is not None and session.time_standards is not None:
        value = session.time_standards.get(question.kind)
        return None if value is None else Decimal(value)
    variant_id: int | None = None
    if session is not None:
        variant_id = session.variant_id
    elif question.dealt_round is not None:
        variant_id = question.dealt_round.variant_id
    return time_standards(variant_id=variant_id, kinds=[question.kind]).get(question.kind)


def practice_house(*, user: User) -> tuple[Variant, GameRules]:
    """The house a trainee practises at, to show its lines: the one he is assigned to deal
    for (``trainer.houses``: his class's), else his latest drill's (with the rules it kept),
    else the standard rules."""
    house = assigned_house(user=user)
    if house is not None:
        return house.variant, house.variant.rules()
    latest = (
        DrillSession.objects.filter(user=user)
        .select_related("variant")
        .only("rules", "variant")
        .order_by("-created_at")
        .first()
    )
    if latest is None:
        variant = Variant.objects.get(slug=DEFAULT_VARIANT)
        return variant, variant_rules(slug=DEFAULT_VARIANT)
    if not latest.rules:  # a drill older than the rules it keeps: its house's, read at once
        return latest.variant, variant_rules(slug=latest.variant.slug)
    return latest.variant, latest.engine_rules()


def cards_known(*, user: User | int, kinds: Iterable[str] | None = None) -> dict[str, Known]:
    """The trainee's cards (``Known``) by cell, of ``kinds`` or of every kind."""
    cards = SkillCard.objects.filter(user=user)
    if kinds is not None:
        cards = cards.filter(kind__in=list(kinds))
    return {card.cell: card.known() for card in cards}


def practice_plan(
    *,
    known: Mapping[str, Known],
    kinds: Iterable[str],
    rules: GameRules,
    last: str | None = None,
) -> list[Pick]:
    """The cells of ``kinds`` under ``rules`` in the order "practise what I need" asks
    them (``trainer.schedule.practice_order``), for a trainee whose cards are ``known``
    (``cards_known``): due, then new in teaching order, then the weakest; ``last``, the
    cell just asked, is not asked again at once."""
    kinds = teaching_order(kinds)
    cells = [cell.key for slug in kinds for cell in kind_of(slug).cells(rules)]
    return practice_order(cells, known, timezone.now(), last=last)


@dataclass(frozen=True)
class CellMastery:
    key: str
    label: str
    standing: Standing


@dataclass(frozen=True)
class KindMastery:
    """One line of the mastery grid: a kind and each of its cells' standing."""

    kind: TextChoices
    cells: tuple[CellMastery, ...]

    def _count(self, standing: Standing) -> int:
        return sum(cell.standing is standing for cell in self.cells)

    @property
    def mastered(self) -> int:
        return self._count(Standing.MASTERED)

    @property
    def learning(self) -> int:
        return self._count(Standing.LEARNING)

    @property
    def due(self) -> int:
        return self._count(Standing.DUE)

    @property
    def new(self) -> int:
        return self._count(Standing.NEW)


def mastery_grid(*, user: User, rules: GameRules) -> list[KindMastery]:
    """Per kind, in teaching order, each cell's standing for ``user`` (mastered, learning,
    due, new): the dealer's kinds with every line the house ``rules`` has, and any other
    kind or line the trainee has answered."""
    known = cards_known(user=user)
    now = timezone.now()
    answered = {cell.partition(":")[0] for cell in known}
    slugs = teaching_order(
        slug
        for slug in KINDS
        if slug in answered or (slug in DEALER_KINDS and kind_of(slug).refusal(rules) is None)
    )
    grid = []
    for slug in slugs:
        kind = kind_of(slug)
        offered = {cell.line for cell in kind.cells(rules)} if slug in DEALER_KINDS else set()
        cells = tuple(
            CellMastery(cell.key, cell.label, standing(known.get(cell.key), now))
            for cell in kind.catalogue()
            if cell.line in offered or cell.key in known
        )
        if cells:
            grid.append(KindMastery(kind=kind.slug, cells=cells))
    return grid


def temporary_password_pending(*, user: User) -> bool:
    """Whether ``user`` logged in with a temporary password not yet replaced by his own."""
    return TemporaryPassword.objects.filter(user=user).exists()


def lockout_end(*, username: str) -> datetime | None:
    """When django-axes lets ``username`` log in again; ``None``: he is not locked out.

    axes adds up the failures of the account's attempt records (one per address and
    browser) that are younger than ``AXES_COOLOFF_TIME``, and locks while the sum reaches
    ``AXES_FAILURE_LIMIT``; so the lock lifts when enough of the oldest have aged out. A try
    refused during the lock is not recorded (``AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT``
    is off), so this time does not move once the account is locked.
    """
    cool_off = settings.AXES_COOLOFF_TIME
    attempts = AccessAttempt.objects.filter(
        username=username, attempt_time__gte=timezone.now() - cool_off
    ).order_by("attempt_time")
    times = list(attempts.values_list("attempt_time", "failures_since_start"))
    remaining = sum(failures for _at, failures in times)
    if remaining < settings.AXES_FAILURE_LIMIT:
        return None
    for at, failures in times:
        remaining -= failures
        if remaining < settings.AXES_FAILURE_LIMIT:
            return at + cool_off
    return None  # not reached: every failure aged out leaves none


def temporary_password_expiry(*, user: User) -> datetime | None:
    """When the temporary password an instructor gave ``user`` stops letting him in
    (``TEMPORARY_PASSWORD_LIFETIME`` after it was set); ``None`` when he has none."""
    set_at = TemporaryPassword.objects.filter(user=user).values_list("set_at", flat=True).first()
    return None if set_at is None else set_at + settings.TEMPORARY_PASSWORD_LIFETIME


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
class TraineeOverview:
    """A trainee's line on the instructors' Trainees page: his answers, where his cells
    stand (due, weak, learning, mastered) and his skills, weakest first."""

    user_id: int
    username: str
    full_name: str
    attempts: int
    right: int
    last_answer: datetime
    due: int
    weak: int
    learning: int
    mastered: int
    skills: list[SkillNeed]

    @property
    def accuracy(self) -> float:
        return self.right / self.attempts if self.attempts else 0.0


class _AnswerRow(TypedDict):
    user_id: int
    user__username: str
    user__first_name: str
    user__last_name: str
    attempts: int
    right: int
    last: datetime


def trainees_overview(
    *, by_name: bool = False, among: QuerySet[User, Any] | None = None
) -> list[TraineeOverview]:
    """Every trainee who has answered, the most in need first (the most cells due, then
    the most weak: last answered wrong or slower than the standard, then by name), or by
    name with ``by_name``; only those ``among`` (the ids of the trainees an instructor
    reviews) when given. His skills are ranked as everywhere (``weakest_first``). Two
    queries whatever the number of trainees: the answers counted, and every card."""
    now = timezone.now()
    attempts = Attempt.objects.filter(user__isnull=False)
    every_card = SkillCard.objects.all()
    if among is not None:
        attempts, every_card = attempts.filter(user__in=among), every_card.filter(user__in=among)
    rows: list[_AnswerRow] = list(
        attempts.values("user_id", "user__username", "user__first_name", "user__last_name")
        .annotate(
            attempts=Count("pk"),
            right=Count("pk", filter=Q(is_correct=True)),
            last=Max("created_at"),
        )
        .order_by("user_id")
    )
    known: dict[int, dict[str, Known]] = defaultdict(dict)
    for card in every_card.order_by("user_id").iterator(chunk_size=2000):
        known[card.user_id][card.cell] = card.known()
    trainees = []
    for row in rows:
        cards = known.get(row["user_id"], {})
        standings = [standing(each, now) for each in cards.values()]
        kinds = teaching_order({cell.partition(":")[0] for cell in cards} & set(KINDS))
        trainees.append(
            TraineeOverview(
                user_id=row["user_id"],
                username=row["user__username"],
                full_name=f"{row['user__first_name']} {row['user__last_name']}".strip(),
                attempts=row["attempts"],
                right=row["right"],
                last_answer=row["last"],
                due=standings.count(Standing.DUE),
                weak=sum(weak(each, now) for each in cards.values()),
                learning=standings.count(Standing.LEARNING),
                mastered=standings.count(Standing.MASTERED),
                skills=weakest_first(skill_needs(cards, kinds, now)),
            )
        )
    if by_name:
        return sorted(trainees, key=lambda each: each.username)
    return sorted(trainees, key=lambda each: (-each.due, -each.weak, each.username))


def profile_of(*, user: User) -> Profile | None:
    """The name ``user`` gave (and a signer's title), or ``None`` if he has given none."""
    return Profile.objects.filter(user=user).first()


def person_name(*, user: User) -> str:
    """``user``'s name as certificates print it: the one he gave; for an account from
    before names were asked, its first and last names, else its log-in name. One query,
    none when the user was read with ``select_related("profile")``."""
    try:
        return user.profile.full_name
    except Profile.DoesNotExist:
        return user.get_full_name() or user.get_username()


def person_title(*, user: User) -> str:
    """The title ``user`` gave, printed under his name where he signs ("" for none)."""
    try:
        return user.profile.title
    except Profile.DoesNotExist:
        return ""


# -- sprints -----------------------------------------------------------------------------


def sprint_for(*, user: User, pk: int) -> Sprint:
    """The trainee's own sprint ``pk``; ``Sprint.DoesNotExist`` for anyone else's."""
    return Sprint.objects.select_related("variant__game").get(pk=pk, user=user)


def sprint_of_set(*, user: User, set_key: str) -> Sprint | None:
    """``user``'s sprint of the question set ``set_key`` (``trainer.services.sprint_set_key``),
    if he has started it: a trainee runs a set once."""
    return Sprint.objects.filter(user=user, question_set__key=set_key).first()


def sprint_question_last(*, sprint: Sprint) -> Question | None:
    """``sprint``'s last question dealt, answered or not, with what showing it needs."""
    return (
        Question.objects.filter(sprint=sprint)
        .select_related("attempt", "dealt_round__variant", "sprint")
        .order_by("-position")
        .first()
    )


def sprint_question_for(*, sprint: Sprint, pk: int) -> Question:
    """Question ``pk`` of ``sprint`` (the trainee's own, read with ``sprint_for``);
    ``Question.DoesNotExist`` for any other."""
    return Question.objects.select_related("attempt", "dealt_round__variant", "sprint").get(
        pk=pk, sprint=sprint
    )


def sprint_questions(*, sprint: Sprint) -> list[Question]:
    """Every question ``sprint`` dealt, in order, each with its answer if it has one."""
    return list(
        Question.objects.filter(sprint=sprint)
        .select_related("attempt", "dealt_round__variant", "sprint")
        .order_by("position")
    )


@dataclass(frozen=True)
class SprintCounts:
    """A sprint's answers so far: how many, how many right, and when the last came."""

    answered: int = 0
    right: int = 0
    last: datetime | None = None


def sprint_counts(*, sprint_ids: Iterable[int]) -> dict[int, SprintCounts]:
    """The answers of each of the sprints ``sprint_ids`` (one query), by sprint; a sprint
    with none is left out."""
    rows = (
        Attempt.objects.filter(question__sprint_id__in=list(sprint_ids))
        .values("question__sprint_id")
        .annotate(
            answered=Count("pk"),
            right=Count("pk", filter=Q(is_correct=True)),
            last=Max("created_at"),
        )
        .order_by()
    )
    return {
        row["question__sprint_id"]: SprintCounts(row["answered"], row["right"], row["last"])
        for row in rows
    }


def sprint_ended(sprint: Sprint, counts: SprintCounts, now: datetime) -> SprintEnd | None:
    """How ``sprint`` with ``counts`` has ended by ``now`` (``trainer.sprints.sprint_end``)."""
    return sprint_end(
        shape=SprintShape(sprint.shape),
        started_at=sprint.started_at,
        ends_at=sprint.ends_at,
        answered=counts.answered,
        right=counts.right,
        last_answer=counts.last,
        now=now,
    )


def sprints_as_over(sprints: list[Sprint], *, now: datetime | None = None) -> list[Sprint]:
    """``sprints`` as they stand ``now``: each one past its clock but not yet closed (its
    trainee left it; it is closed when he next looks) carries the result closing it will
    write, in memory only, so that a board or a duel reads it as over without waiting for
    a write. One query when there is such a sprint, none otherwise."""
    now = now or timezone.now()
    open_ = [sprint for sprint in sprints if sprint.finished_at is None and sprint.over(now)]
    counts = sprint_counts(sprint_ids=[sprint.pk for sprint in open_]) if open_ else {}
    for sprint in open_:
        end = sprint_ended(sprint, counts.get(sprint.pk, SprintCounts()), now)
        if end is not None:
            sprint.finished_at, sprint.seconds_used = end.at, end.seconds_used
            sprint.right, sprint.wrong = end.score.right, end.score.wrong
            sprint.score = end.score.points
    return sprints


@dataclass(frozen=True)
class SprintBest:
    """A trainee's best score at one game and sprint shape, and how many he ran."""

    game: Game
    shape: SprintShape
    score: int
    sprints: int


def sprint_bests(*, user: User) -> list[SprintBest]:
    """The trainee's best score for each game and shape he has finished a sprint of, the
    games in their order (two queries)."""
    rows = list(
        Sprint.objects.filter(user=user, finished_at__isnull=False)
        .values("variant__game", "shape")
        .annotate(best=Max("score"), sprints=Count("pk"))
        .order_by("variant__game", "shape")
    )
    games = Game.objects.in_bulk({row["variant__game"] for row in rows})
    bests = [
        SprintBest(
            game=games[row["variant__game"]],
            shape=SprintShape(row["shape"]),
            score=row["best"],
            sprints=row["sprints"],
        )
        for row in rows
    ]
    return sorted(bests, key=lambda best: (best.game.position, best.game.slug, best.shape))


def sprints_finished(*, user: User, limit: int = 20) -> list[Sprint]:
    """The trainee's finished sprints, newest first, with their house and game."""
    return list(
        Sprint.objects.filter(user=user, finished_at__isnull=False)
        .select_related("variant__game")
        .order_by("-started_at")[:limit]
    )


def sprint_best_before(*, sprint: Sprint) -> int | None:
    """The trainee's best score at ``sprint``'s game and shape before it started."""
    return Sprint.objects.filter(
        user_id=sprint.user_id,
        shape=sprint.shape,
        variant__game_id=sprint.variant.game_id,
        finished_at__isnull=False,
        started_at__lt=sprint.started_at,
    ).aggregate(best=Max("score"))["best"]


# -- duels -------------------------------------------------------------------------------


def _duels() -> QuerySet[Duel]:
    return Duel.objects.select_related("challenger", "opponent", "variant__game")


def duel_for(*, user: User, pk: int) -> Duel:
    """Duel ``pk`` if ``user`` is in it; ``Duel.DoesNotExist`` for anyone else's."""
    return _duels().filter(Q(challenger=user) | Q(opponent=user)).get(pk=pk)


def duel_sprints(*, duel: Duel, now: datetime | None = None) -> list[Sprint]:
    """The duel's sprints (none, one or two), each past its clock read as over
    (``sprints_as_over``)."""
    return sprints_as_over(list(Sprint.objects.filter(duel=duel)), now=now)


def duel_state_now(*, duel: Duel, sprints: list[Sprint] | None = None) -> DuelState:
    """Where ``duel`` stands now, its sprints (``duel_sprints``, read if not given) over
    when closed or when their clocks ran out, whether or not anyone has looked since."""
    now = timezone.now()
    sprints = duel_sprints(duel=duel, now=now) if sprints is None else sprints
    return duel_state(
        refused=duel.refused_at is not None,
        expired=now >= duel.expires_at,
        finished=sum(sprint.over(now) for sprint in sprints),
    )


def duel_by_link(*, token: str) -> Duel:
    """The duel sent as the link ``token``; ``Duel.DoesNotExist`` for none."""
    return _duels().get(token=token)


def duels_of(*, user: User, limit: int = 20) -> list[Duel]:
    """The duels ``user`` sent or received, newest first, each with its sprints."""
    return list(
        _duels()
        .filter(Q(challenger=user) | Q(opponent=user))
        .prefetch_related("sprints")
        .order_by("-created_at")[:limit]
    )


def duel_challenges_waiting(*, user: User) -> list[Duel]:
    """The challenges ``user`` has received and neither run nor refused, still open."""
    return list(
        _duels()
        .filter(opponent=user, refused_at__isnull=True, expires_at__gt=timezone.now())
        .exclude(sprints__user=user)
        .order_by("created_at")
    )


def duel_results_new(*, user: User, since: datetime) -> list[Duel]:
    """``user``'s duels whose second sprint ended after ``since``: results to look at."""
    over = Q(sprints__finished_at__isnull=False) | Q(sprints__ends_at__lte=timezone.now())
    return list(
        _duels()
        .filter(Q(challenger=user) | Q(opponent=user))
        .annotate(
            # A sprint is over when closed or when its clock ran out, closed or not.
            finished=Count("sprints", filter=over),
            last=Max(Coalesce("sprints__finished_at", "sprints__ends_at"), filter=over),
        )
        .filter(finished=2, last__gt=since)
        .order_by("-last")
    )
