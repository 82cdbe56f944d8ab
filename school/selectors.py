"""Reads of the school: classes and their houses, exams, sittings, results, certificates."""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.db.models import (
    Count,
    Exists,
    F,
    Max,
    Min,
    OuterRef,
    Prefetch,
    Q,
    QuerySet,
    RowRange,
    Window,
)
from django.db.models.functions import Lag
from django.utils import timezone
from django.utils.translation import gettext

from paytables.games import GameRules
from paytables.models import Game
from paytables.selectors import variant_queryset
from school.models import (
    BoardOptIn,
    Certificate,
    ClassHouse,
    Exam,
    ExamAnswer,
    ExamQuestion,
    SchoolClass,
    Sitting,
)
from school.weeks import Week
from trainer.houses import House
from trainer.kinds import KINDS, cell_label, kind_of, teaching_order
from trainer.models import Question, ReviewRating, SkillReview, Sprint
from trainer.schedule import MASTERY_RUN
from trainer.selectors import person_name, sprints_as_over
from trainer.sprints import SprintShape


def class_houses(user: User | AnonymousUser) -> list[House] | None:
    """The houses ``user`` deals for as a trainee: his newest class's casino and its variant
    of each game it deals (in the games' order); ``None`` outside every class. The trainer
    asks it through ``trainer.houses`` (registered in ``SchoolConfig.ready``)."""
    if not user.is_authenticated:
        return None
    rows = list(
        ClassHouse.objects.filter(school_class__trainees=user)
        .order_by("-school_class__created_at", "-school_class_id", "game__position", "game__slug")
        .values_list("school_class_id", "school_class__casino", "variant_id")
    )
    if not rows:
        return None
    newest = rows[0][0]
    mine = [(casino, variant_id) for class_id, casino, variant_id in rows if class_id == newest]
    variants = variant_queryset().in_bulk([variant_id for _casino, variant_id in mine])
    return [House(casino=casino, variant=variants[variant_id]) for casino, variant_id in mine]


def trainees_taught(user: User) -> QuerySet[User, Any]:
    """The ids of the trainees of the classes ``user`` teaches, which are those he reviews
    in the trainer's admin (``trainer.reach``, registered in ``SchoolConfig.ready``); every
    trainee while the school has no class at all, so that a site without classes works as
    before them. A query, so that each admin list stays one query."""
    no_class_yet = ~Exists(SchoolClass.objects.all())
    taught = User.objects.filter(Q(school_classes__instructors=user) | no_class_yet)
    return taught.values("pk")


def classmates(user: User) -> QuerySet[User]:
    """The trainees of every class ``user`` is a trainee in, himself left out: whom he may
    challenge to a duel by name (``trainer.peers``, registered in ``SchoolConfig.ready``)."""
    mine = SchoolClass.objects.filter(trainees=user)
    return User.objects.filter(school_classes__in=mine).exclude(pk=user.pk).distinct()


def trainees_enrollable(*, user: User) -> QuerySet[User]:
    """The accounts ``user`` may enrol in a class he keeps: for a superuser every trainee
    (an account that is not staff); for an instructor the trainees in no class at all and
    those already in one of his classes. Enrolling one puts him within the instructor's
    reach (his records, a temporary password), so another instructor's trainee is never
    enrollable: moving one between classes is a superuser's."""
    trainees = User.objects.filter(is_staff=False).order_by("username")
    if user.is_superuser:
        return trainees
    enrolments = SchoolClass.trainees.through.objects
    in_a_class = Exists(enrolments.filter(user_id=OuterRef("pk")))
    in_his_class = Exists(
        enrolments.filter(user_id=OuterRef("pk"), schoolclass__instructors=user.pk)
    )
    return trainees.filter(~in_a_class | in_his_class)


def instructors_assignable(*, user: User, school_class: SchoolClass | None) -> QuerySet[User]:
    """The staff ``user`` may name instructors of ``school_class`` (``None``: a class he is
    making): anyone on staff for a superuser; for an instructor himself and those already
    teaching the class, since naming a colleague would hand him the class's trainees."""
    staff = User.objects.filter(is_staff=True).order_by("username")
    if user.is_superuser:
        return staff
    allowed = Q(pk=user.pk)
    if school_class is not None and school_class.pk is not None:
        teaching = SchoolClass.instructors.through.objects.filter(
            user_id=OuterRef("pk"), schoolclass_id=school_class.pk
        )
        allowed |= Q(Exists(teaching))
    return staff.filter(allowed)


def _on_board(user: User) -> Exists:
    return Exists(BoardOptIn.objects.filter(school_class=OuterRef("pk"), trainee=user.pk))


def classes_of(*, user: User) -> list[SchoolClass]:
    """The classes ``user`` is a trainee of, newest first, with their houses and instructors,
    and ``on_board``: whether he chose to appear on the class's board."""
    return list(
        SchoolClass.objects.filter(trainees=user)
        .annotate(on_board=_on_board(user))
        .prefetch_related("houses__variant", "houses__game", "instructors")
        .order_by("-created_at", "-pk")
    )


def class_of_trainee(*, user: User, pk: int) -> SchoolClass:
    """The class ``pk`` that ``user`` is a trainee of, with ``on_board`` as in
    ``classes_of``; ``SchoolClass.DoesNotExist`` for any other class."""
    return SchoolClass.objects.filter(trainees=user).annotate(on_board=_on_board(user)).get(pk=pk)


def board_class_for(*, user: User, pk: int) -> SchoolClass:
    """The class ``pk`` for the people who may see its board, its trainees and instructors
    (no one else, a superuser neither), with ``is_trainee`` and ``on_board`` said of
    ``user``; ``SchoolClass.DoesNotExist`` for anyone else."""
    members = SchoolClass.trainees.through.objects.filter(
        schoolclass_id=OuterRef("pk"), user_id=user.pk
    )
    teachers = SchoolClass.instructors.through.objects.filter(
        schoolclass_id=OuterRef("pk"), user_id=user.pk
    )
    return (
        SchoolClass.objects.annotate(
            is_trainee=Exists(members), is_instructor=Exists(teachers), on_board=_on_board(user)
        )
        .filter(Q(is_trainee=True) | Q(is_instructor=True))
        .get(pk=pk)
    )


@dataclass(frozen=True)
class BoardRow:
    """A trainee on his class's board for a week: his right answers in practice and the
    skill cells he mastered that week."""

    trainee_id: int
    name: str
    right: int
    mastered: int


# An answer rated Good or Easy was right within the time standard: it carries a run on.
RIGHT_IN_TIME = ReviewRating.GOOD


def class_board(*, school_class: SchoolClass, week: Week) -> list[BoardRow]:
    """The class's board of practice for ``week``: each trainee of the class who chose to
    appear on it, and no one else, with the questions he answered right in the trainer that
    week (drills, sprints and self-tests; an exam is not practice) and the skill cells he mastered
    that week; the most right answers first, then the most cells mastered, then by name.
    Two queries whatever the size of the class (one when no one chose to appear)."""
    right = Q(
        attempts__is_correct=True,
        attempts__created_at__gte=week.start,
        attempts__created_at__lt=week.end,
    )
    trainees = list(
        school_class.trainees.filter(board_opt_ins__school_class=school_class)
        .annotate(right=Count("attempts", filter=right))
        .values_list("pk", "username", "first_name", "last_name", "right")
    )
    mastered = cells_mastered(trainee_ids=[row[0] for row in trainees], week=week)
    rows = [
        BoardRow(
            trainee_id=pk,
            name=f"{first} {last}".strip() or username,
            right=right_answers,
            mastered=mastered.get(pk, 0),
        )
        for pk, username, first, last, right_answers in trainees
    ]
    return sorted(rows, key=lambda row: (-row.right, -row.mastered, row.name.casefold()))


@dataclass(frozen=True)
class SprintBoardRow:
    """A trainee's best sprint score at one game and shape: in the board's week (``None``:
    none run that week) and of all time."""

    trainee_id: int
    name: str
    game: Game
    shape: SprintShape
    week: int | None
    all_time: int


def class_sprint_bests(*, school_class: SchoolClass, week: Week) -> list[SprintBoardRow]:
    """The sprint bests of the class's trainees who chose to appear on its board, and no
    one else's: each one's best at each game and shape he has finished a sprint of, in
    ``week`` and of all time. A sprint past its clock counts though no one has closed it
    yet (its trainee left it: ``trainer.selectors.sprints_as_over``). By game, then shape,
    then the best of all time first. Three queries whatever the size of the class, four
    when a sprint was left unclosed."""
    on_board = Sprint.objects.filter(
        user__school_classes=school_class, user__board_opt_ins__school_class=school_class
    )
    in_week = Q(started_at__gte=week.start, started_at__lt=week.end)
    people = ("user", "user__username", "user__first_name", "user__last_name")
    rows = list(
        on_board.filter(finished_at__isnull=False)
        .values(*people, "variant__game", "shape")
        .annotate(all_time=Max("score"), week=Max("score", filter=in_week))
        .order_by()
    )
    left = list(
        on_board.filter(finished_at__isnull=True, ends_at__lte=timezone.now()).select_related(
            "user", "variant"
        )
    )
    best: dict[tuple[int, int, str], dict[str, Any]] = {
        (row["user"], row["variant__game"], row["shape"]): row for row in rows
    }
    for sprint in sprints_as_over(left):
        row = best.setdefault(
            (sprint.user_id, sprint.variant.game_id, sprint.shape),
            {
                "user": sprint.user_id,
                "user__username": sprint.user.username,
                "user__first_name": sprint.user.first_name,
                "user__last_name": sprint.user.last_name,
                "variant__game": sprint.variant.game_id,
                "shape": sprint.shape,
                "all_time": None,
                "week": None,
            },
        )
        score = sprint.score or 0
        row["all_time"] = max(row["all_time"] or 0, score)
        if week.start <= sprint.started_at < week.end:
            row["week"] = max(row["week"] or 0, score)
    games = Game.objects.in_bulk({row["variant__game"] for row in best.values()})
    bests = [
        SprintBoardRow(
            trainee_id=row["user"],
            name=f"{row['user__first_name']} {row['user__last_name']}".strip()
            or row["user__username"],
            game=games[row["variant__game"]],
            shape=SprintShape(row["shape"]),
            week=row["week"],
            all_time=row["all_time"],
        )
        for row in best.values()
    ]
    return sorted(
        bests,
        key=lambda row: (row.game.position, row.game.slug, row.shape, -row.all_time, row.name),
    )


def cells_mastered(*, trainee_ids: list[int], week: Week) -> dict[int, int]:
    """How many skill cells each of the trainees mastered in ``week``, by trainee id (those
    with none left out); one query, none for no trainee.

    A cell becomes mastered with the answer that brings its run of answers right within the
    time standard (rated Good or Easy) to ``MASTERY_RUN``: right after it the cell's recall
    is 1 and its next review is ahead, so ``trainer.schedule.standing`` says mastered then.
    A further right answer keeps a cell mastered, which is no mastery gained; a wrong or slow
    one ends the run, and the cell must be won again. The reviews are read only for the
    cells answered that week, each with as many answers before it as a run needs."""
    if not trainee_ids:
        return {}
    answered = SkillReview.objects.filter(
        card__user_id__in=trainee_ids, reviewed_at__gte=week.start, reviewed_at__lt=week.end
    )
    card, order = [F("card_id")], [F("reviewed_at"), F("pk")]
    run = RowRange(start=-(MASTERY_RUN - 1), end=0)  # this answer and the ones just before
    reached = (
        SkillReview.objects.filter(card_id__in=answered.values("card_id"), reviewed_at__lt=week.end)
        .annotate(
            lowest=Window(Min("rating"), partition_by=card, order_by=order, frame=run),
            length=Window(Count("pk"), partition_by=card, order_by=order, frame=run),
            before=Window(
                Lag("rating", offset=MASTERY_RUN, default=0), partition_by=card, order_by=order
            ),
        )
        .filter(lowest__gte=RIGHT_IN_TIME, length=MASTERY_RUN, before__lt=RIGHT_IN_TIME)
        .values_list("card__user_id", "card_id", "reviewed_at")
    )
    cells: dict[int, set[int]] = defaultdict(set)
    for user_id, card_id, at in reached:
        # Earlier weeks' runs of these cells come too: the filter on the window's rows
        # cannot leave them out without cutting the answers before a run.
        if at >= week.start:
            cells[user_id].add(card_id)
    return {user_id: len(cards) for user_id, cards in cells.items()}


# The kinds an exam may ask: those about the house's own rules. The glossary's are asked in
# one language, fixed when dealt, and the side pots are Hold'em's, whatever the house.
EXAM_KINDS = tuple(
    kind
    for kind in teaching_order(KINDS)
    if kind not in ("glossary_term", "glossary_meaning", "side_pots")
)


def exam_plan(*, exam: Exam, rules: GameRules, seed: int) -> list[tuple[str, str | None]]:
    """The cells of the exam's set, ``(kind, line)``, its parts in teaching order: a part
    without a count asks every line its kind has under ``rules`` once; one with a count asks
    that many lines drawn at random (from ``seed``), none twice before every line has come."""
    parts = {part.kind: part.count for part in exam.parts.all()}
    cells: list[tuple[str, str | None]] = []
    for slug in teaching_order(parts):
        lines = [cell.line for cell in kind_of(slug).cells(rules)]
        count = parts[slug]
        if count is None:
            cells += [(slug, line) for line in lines]
            continue
        rng = random.Random(f"{seed}:{slug}")
        drawn: list[str | None] = []
        while len(drawn) < count:
            # A kind with no lines of its own (none yet) deals ordinary rounds.
            batch: list[str | None] = list(lines) or [None]
            rng.shuffle(batch)
            drawn += batch
        cells += [(slug, line) for line in drawn[:count]]
    return cells


def sitting_answers(*, sitting: Sitting) -> list[ExamAnswer]:
    """The sitting's answers so far, in the order they were asked."""
    return list(sitting.answers.order_by("index"))


def exams_of(*, user: User) -> list[Exam]:
    """The exams of the trainee's classes, the latest to open first, with his sittings."""
    return list(
        Exam.objects.filter(school_class__trainees=user)
        .select_related("school_class", "variant__game")
        .prefetch_related(Prefetch("sittings", Sitting.objects.filter(trainee=user)))
        .order_by("-opens_at", "pk")
    )


def exams_open_of(*, user: User, at: datetime) -> list[Exam]:
    """``exams_of``, of the exams open at ``at`` alone (the soonest to close first)."""
    return list(
        Exam.objects.filter(school_class__trainees=user, opens_at__lte=at, closes_at__gt=at)
        .select_related("variant__game")
        .prefetch_related(Prefetch("sittings", Sitting.objects.filter(trainee=user)))
        .order_by("closes_at", "pk")
    )


def exam_for(*, user: User, pk: int) -> Exam:
    """The exam ``pk`` of one of the trainee's classes; ``Exam.DoesNotExist`` otherwise."""
    return (
        Exam.objects.filter(school_class__trainees=user)
        .select_related("school_class", "variant__game", "examiner")
        .annotate(question_count=Count("questions", distinct=True))
        .get(pk=pk)
    )


def sitting_for(*, user: User, pk: int) -> Sitting:
    """The trainee's own sitting ``pk``; ``Sitting.DoesNotExist`` for anyone else's."""
    return Sitting.objects.select_related("exam__variant", "exam__school_class").get(
        pk=pk, trainee=user
    )


def answer_shown(*, answer: ExamAnswer) -> Question:
    """The trainer question behind ``answer``, with what showing it needs, and known to have
    no trainer attempt (it is answered here, never in a drill)."""
    question = Question.objects.select_related("dealt_round__variant", "term").get(
        pk=answer.exam_question.question_id
    )
    Question.attempt.related.set_cached_value(question, None)
    return question


@dataclass(frozen=True)
class AnswerReview:
    """One question of a finished sitting: the trainee's answer against the key."""

    index: int
    question: Question
    answer: ExamAnswer | None  # None: not reached before the time was up


def sitting_review(*, sitting: Sitting) -> list[AnswerReview]:
    """Every question of the sitting in the order it was asked (those not reached last),
    with the trainee's answer, in two queries."""
    answers = {
        answer.exam_question.position: answer
        for answer in sitting.answers.select_related("exam_question")
    }
    questions = {
        row.position: row.question
        for row in ExamQuestion.objects.filter(exam_id=sitting.exam_id).select_related(
            "question__dealt_round__variant", "question__term"
        )
    }
    reviews = []
    for index, position in enumerate(sitting.order, start=1):
        question = questions[position]
        Question.attempt.related.set_cached_value(question, None)
        reviews.append(AnswerReview(index, question, answers.get(position)))
    return reviews


@dataclass(frozen=True)
class KeyRow:
    """A question of an exam's set as the instructor reads it: what it asks and its key."""

    position: int
    kind: str
    cell: str
    answer: str


def exam_key(*, exam: Exam) -> list[KeyRow]:
    """The exam's set in the key's order, each question's kind, skill cell and right answer
    as the trainee would read it."""
    rows = []
    for row in exam.questions.select_related("question__dealt_round", "question__term"):
        question = row.question
        kind = kind_of(question.kind)
        rows.append(
            KeyRow(
                position=row.position,
                kind=str(question.get_kind_display()),
                cell=cell_label(question.cell) if question.cell else "",
                answer=kind.answer_text(question, question.answer_key),
            )
        )
    return rows


@dataclass(frozen=True)
class ResultRow:
    """A trainee of the exam's class as its results table shows him: his latest finished
    sitting (``None``: none yet), how many he has made, and whether one is under way."""

    trainee: User
    sitting: Sitting | None
    sittings: int
    in_progress: bool

    @property
    def name(self) -> str:
        """His name as certificates print it (his profile is read with him)."""
        return person_name(user=self.trainee)


def exam_results(*, exam: Exam) -> list[ResultRow]:
    """Every trainee of the exam's class, by name, with his latest finished sitting; two
    queries whatever their number."""
    by_trainee: dict[int, list[Sitting]] = {}
    for sitting in exam.sittings.order_by("number"):
        by_trainee.setdefault(sitting.trainee_id, []).append(sitting)
    rows = []
    for trainee in exam.school_class.trainees.select_related("profile").order_by("username"):
        sittings = by_trainee.get(trainee.pk, [])
        finished = [sitting for sitting in sittings if sitting.finished]
        rows.append(
            ResultRow(
                trainee=trainee,
                sitting=finished[-1] if finished else None,
                sittings=len(sittings),
                in_progress=len(finished) < len(sittings),
            )
        )
    return rows


@dataclass(frozen=True)
class QuestionStat:
    """One question of the exam's set and how the finished sittings did on it."""

    key: KeyRow
    right: int
    sittings: int

    @property
    def wrong(self) -> int:
        return self.sittings - self.right


def exam_question_stats(*, exam: Exam) -> list[QuestionStat]:
    """The exam's questions, the one most trainees got wrong first (a question not reached
    counts as wrong), then in the key's order."""
    finished = exam.sittings.filter(finished_at__isnull=False)
    total = finished.count()
    right = dict(
        ExamAnswer.objects.filter(sitting__in=finished, is_correct=True)
        .values_list("exam_question__position")
        .annotate(times=Count("pk"))
        .values_list("exam_question__position", "times")
    )
    stats = [QuestionStat(row, right.get(row.position, 0), total) for row in exam_key(exam=exam)]
    return sorted(stats, key=lambda stat: (-stat.wrong, stat.key.position))


def _no_code(code: str) -> bool:
    # No code has a NUL (they are secrets.token_urlsafe's), and PostgreSQL refuses one in a
    # query: such an address is answered as an unknown code, without asking.
    return "\x00" in code


def certificate_own(*, user: User, code: str) -> Certificate:
    """The trainee's own certificate ``code``, once its exam has closed (until then he has
    no results, and so no certificate); ``Certificate.DoesNotExist`` otherwise."""
    if _no_code(code):
        raise Certificate.DoesNotExist
    return Certificate.objects.select_related("game", "variant", "sitting__exam").get(
        code=code, trainee=user, sitting__exam__closes_at__lte=timezone.now()
    )


def certificate_found(*, code: str) -> Certificate | None:
    """The certificate ``code`` whoever asks, or ``None``: the verification page's read,
    with what an employer matches the paper against (the name as printed, the game, the
    band, the date of issue) and nothing more (no score, no reason for a revocation)."""
    if _no_code(code):
        return None
    return (
        Certificate.objects.filter(code=code)
        .select_related("game")
        .only("code", "trainee_name", "game", "band", "issued_at", "revoked_at")
        .first()
    )


def certificate_name_frozen(user: User) -> str | None:
    """Why the trainee may no longer correct his own name: a certificate was issued with
    it (revoked or not, the paper exists). ``None`` while none was."""
    if Certificate.objects.filter(trainee=user).exists():
        return gettext(
            "A certificate was issued with this name, so you can no longer change it "
            "yourself. If it is wrong, ask your instructor to correct it."
        )
    return None


def certificates_of(*, user: User) -> list[Certificate]:
    """The trainee's certificates of exams that have closed, newest first."""
    return list(
        Certificate.objects.filter(trainee=user, sitting__exam__closes_at__lte=timezone.now())
        .select_related("game", "variant")
        .order_by("-issued_at")
    )


def class_games(*, school_class: SchoolClass) -> list[tuple[str, str]]:
    """The games the class has a house of, as ``(slug, name)``, in the games' order."""
    houses = ClassHouse.objects.filter(school_class=school_class).select_related("game")
    games = sorted((house.game for house in houses), key=lambda game: (game.position, game.slug))
    return [(game.slug, str(game)) for game in games]
