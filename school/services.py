"""Writes of the school: an exam's questions dealt, sittings started, answered and graded,
certificates issued and revoked, a trainee's choice to appear on his class's board, and his
run of the class's sprint of the day."""

from __future__ import annotations

import random
import secrets
from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.crypto import salted_hmac
from django.utils.translation import gettext

from croupier.errors import Refusal
from paytables.games import rules_to_dict
from school.grading import grade
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
from school.selectors import EXAM_KINDS, exam_plan, sitting_answers
from trainer.chips import is_chip_answer, variant_chips
from trainer.forms import default_kinds
from trainer.kinds import kind_of, refusals
from trainer.models import DealtRound, Question, Sprint
from trainer.selectors import person_name, person_title, sprint_of_set
from trainer.services import questions_deal_keyed, sprint_set_key, sprint_start

MAX_QUESTIONS = 100
# 24 bytes of the system's randomness: 32 characters in the address, never guessed.
CODE_BYTES = 24


@transaction.atomic
def exam_questions_deal(*, exam: Exam) -> list[ExamQuestion]:
    """Deal the exam's set of questions afresh from a new seed, as its parts ask (replacing
    any set dealt before), and return it in the key's order. Every trainee answers this
    set. Raises ``Refusal`` once a trainee has sat the exam (code ``sat``: the set is
    fixed), for a kind the exam may not ask or its house cannot ask (``cannot_ask``), and
    for a set of no question or more than ``MAX_QUESTIONS`` (``size``)."""
    # The exam's row alone: PostgreSQL would lock the variant's too, for all of the dealing.
    exam = Exam.objects.select_for_update(of=("self",)).select_related("variant").get(pk=exam.pk)
    if exam.sittings.exists():
        raise Refusal(
            gettext("Trainees have sat this exam: its questions stay as they are."), code="sat"
        )
    rules = exam.variant.rules()
    kinds = list(exam.parts.values_list("kind", flat=True))
    not_asked = [kind for kind in kinds if kind not in EXAM_KINDS]
    chips = variant_chips(exam.variant)
    refused = refusals(rules, [kind for kind in kinds if kind in EXAM_KINDS], chips)
    if not_asked or refused:
        raise Refusal("; ".join([*not_asked, *refused.values()]), code="cannot_ask")
    seed = random.SystemRandom().getrandbits(62)
    cells = exam_plan(exam=exam, rules=rules, seed=seed)
    if not 1 <= len(cells) <= MAX_QUESTIONS:
        raise Refusal(
            gettext("An exam asks from 1 to %(most)s questions; this one would ask %(count)s.")
            % {"most": MAX_QUESTIONS, "count": len(cells)},
            code="size",
        )
    _questions_forget(exam)
    exam.seed = seed
    exam.save(update_fields=["seed"])
    questions = questions_deal_keyed(
        variant=exam.variant, rules=rules, cells=cells, difficulty=exam.difficulty, seed=seed
    )
    return ExamQuestion.objects.bulk_create(
        ExamQuestion(exam=exam, position=question.position, question=question)
        for question in questions
    )


def _questions_forget(exam: Exam) -> None:
    """Delete the exam's set (no one has answered it), with its questions and rounds."""
    question_ids = list(exam.questions.values_list("question_id", flat=True))
    round_ids = list(
        Question.objects.filter(pk__in=question_ids)
        .exclude(dealt_round=None)
        .values_list("dealt_round_id", flat=True)
    )
    exam.questions.all().delete()
    Question.objects.filter(pk__in=question_ids).delete()
    DealtRound.objects.filter(pk__in=round_ids).delete()


@transaction.atomic
def sitting_start(*, exam: Exam, trainee: User, at: datetime | None = None) -> Sitting:
    """The trainee's sitting of ``exam`` to answer now: the one he has not finished, or a
    new one with the questions in an order of his own. Raises ``PermissionError`` for a
    trainee outside the exam's class, and ``Refusal`` when the exam is not open (code
    ``not_open``), he has passed it (``passed``) or has no sitting left (``no_sitting``)."""
    at = at or timezone.now()
    exam = Exam.objects.select_for_update().get(pk=exam.pk)
    members = SchoolClass.trainees.through.objects
    if not members.filter(schoolclass_id=exam.school_class_id, user_id=trainee.pk).exists():
        raise PermissionError("this trainee is not in the exam's class")
    sittings = list(exam.sittings.filter(trainee=trainee).order_by("number"))
    unfinished = [sitting for sitting in sittings if not sitting.finished]
    if unfinished:
        return unfinished[0]
    if not exam.is_open(at):
        raise Refusal(gettext("This exam is not open now."), code="not_open")
    if any(sitting.passed for sitting in sittings):
        raise Refusal(gettext("You have passed this exam already."), code="passed")
    if len(sittings) >= exam.attempts_allowed:
        raise Refusal(gettext("You have no sitting of this exam left."), code="no_sitting")
    positions = _positions(exam)
    if not positions:
        exam_questions_deal(exam=exam)
        exam.refresh_from_db(fields=["seed"])  # the order below is drawn from it
        positions = _positions(exam)
    number = len(sittings) + 1
    # An order of his own, and the same one if it is ever dealt again.
    random.Random(f"{exam.seed}:{trainee.pk}:{number}").shuffle(positions)
    sitting = Sitting(
        exam=exam,
        trainee=trainee,
        number=number,
        order=positions,
        started_at=at,
        deadline=min(at + timedelta(minutes=exam.total_minutes), exam.closes_at),
    )
    # Its values only: the constraints are the database's to enforce on insert (validating
    # them here would ask the database once for each, under the exam's lock).
    sitting.full_clean(
        exclude=["exam", "trainee"], validate_unique=False, validate_constraints=False
    )
    sitting.save()
    return sitting


def _positions(exam: Exam) -> list[int]:
    return list(exam.questions.order_by("position").values_list("position", flat=True))


def _locked_sittings() -> QuerySet[Sitting]:
    """Sittings read to be written, each with its exam, locking the sitting's row alone: a
    plain FOR UPDATE would lock the exam's row too (PostgreSQL locks every row a query
    joins), so that every trainee's answer would wait for every other's, and the starts."""
    return Sitting.objects.select_for_update(of=("self",)).select_related("exam")


def sitting_current(*, sitting: Sitting, at: datetime | None = None) -> ExamAnswer | None:
    """The question the trainee answers now, its clock started the first time it is shown
    (and never again: after a lost connection it comes back where it stopped); ``None`` once
    the sitting is over, which grades it. A question whose time ran out while it was away is
    recorded as too late and the next one comes."""
    at = at or timezone.now()
    with transaction.atomic():
        sitting = _locked_sittings().get(pk=sitting.pk)
        if sitting.finished:
            return None
        if at >= sitting.deadline:
            _finish(sitting, at)
            return None
        last = sitting.answers.order_by("-index").first()
        if last is not None and not last.answered:
            if not _late(sitting, last, at):
                return last
            _record(last, given="", right=False, in_time=False, at=at)
        index = 1 if last is None else last.index + 1
        if index > len(sitting.order):
            _finish(sitting, at)
            return None
        question = ExamQuestion.objects.get(exam=sitting.exam, position=sitting.order[index - 1])
        answer = ExamAnswer(sitting=sitting, exam_question=question, index=index, shown_at=at)
        answer.save()
        return answer


def sitting_answer(
    *, sitting: Sitting, index: int, given: str, language: str, at: datetime | None = None
) -> ExamAnswer:
    """Record ``given`` as the answer to the sitting's question number ``index``, once, and
    grade the sitting when it was the last or its time is up. An answer after the
    question's time or the sitting's counts as wrong (too late), whatever it says.

    Raises ``Refusal`` (code ``stale``) when question ``index`` is not the one open (it
    was answered, or the sitting is over: there is no going back), and the kind's own
    ``Refusal`` for text that is not an answer at all; either way nothing is stored."""
    at = at or timezone.now()
    with transaction.atomic():
        sitting = _locked_sittings().get(pk=sitting.pk)
        answer = (
            sitting.answers.filter(index=index, answered_at__isnull=True)
            .select_related("exam_question__question")
            .first()
        )
        if sitting.finished or answer is None:
            raise Refusal(gettext("This question is closed: here is where you are."), code="stale")
        question = answer.exam_question.question
        in_time = not _late(sitting, answer, at) and at < sitting.deadline
        right = False
        kind = kind_of(question.kind)
        if sitting.exam.answers_in_chips and kind.answers_in_chips and not is_chip_answer(given):
            raise Refusal(
                gettext(
                    "This exam is answered in chips: push the chips from the house's tray, "
                    "then Answer."
                ),
                code="chips_only",
            )
        if in_time:
            right = kind.is_right(question, kind.normalize(question, given, language))
        _record(answer, given=given, right=right, in_time=in_time, at=at)
        if at >= sitting.deadline or index >= len(sitting.order):
            _finish(sitting, at)
        return answer


def _late(sitting: Sitting, answer: ExamAnswer, at: datetime) -> bool:
    return at - answer.shown_at > timedelta(seconds=sitting.exam.seconds_per_question)


def _record(answer: ExamAnswer, *, given: str, right: bool, in_time: bool, at: datetime) -> None:
    elapsed = Decimal(str((at - answer.shown_at).total_seconds()))
    answer.answered_at = at
    answer.given = given.strip()[:100]
    answer.is_correct = right
    answer.in_time = in_time
    answer.seconds = max(elapsed.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), Decimal(0))
    answer.full_clean(exclude=["sitting", "exam_question"], validate_unique=False)
    answer.save(update_fields=["answered_at", "given", "is_correct", "in_time", "seconds"])


def _finish(sitting: Sitting, at: datetime) -> None:
    """Grade the (locked) sitting as it stands at ``at``: the questions not reached count
    as wrong, and its time runs to ``at`` or its deadline, whichever came first."""
    answers = sitting_answers(sitting=sitting)
    right = sum(answer.is_correct for answer in answers)
    ended = min(at, sitting.deadline)
    seconds = Decimal(str((ended - sitting.started_at).total_seconds())).quantize(
        Decimal("0.1"), rounding=ROUND_HALF_UP
    )
    graded = grade(right=right, total=len(sitting.order), seconds=seconds, exam=sitting.exam)
    sitting.finished_at = ended
    sitting.right = right
    sitting.seconds = seconds
    sitting.percent = graded.percent
    sitting.band = graded.band
    sitting.meets_speed = graded.meets_speed
    sitting.passed = graded.passed
    sitting.save(
        update_fields=[
            "finished_at",
            "right",
            "seconds",
            "percent",
            "band",
            "meets_speed",
            "passed",
        ]
    )
    if graded.passed:
        certificate_issue(sitting=sitting)


def sittings_finish_overdue(*, exam: Exam, at: datetime | None = None) -> int:
    """Grade the exam's sittings whose time ran out while no one was looking (the trainee
    left); returns how many. The results pages call it first."""
    at = at or timezone.now()
    finished = 0
    overdue = exam.sittings.filter(finished_at__isnull=True, deadline__lte=at)
    for pk in overdue.values_list("pk", flat=True):
        with transaction.atomic():
            sitting = _locked_sittings().get(pk=pk)
            if not sitting.finished:
                _finish(sitting, at)
                finished += 1
    return finished


def certificate_issue(*, sitting: Sitting) -> Certificate:
    """The certificate of a passed sitting, with an unguessable code, signed by the exam's
    examiner; what it says is copied now. ``ValueError`` for a sitting that did not pass."""
    if not sitting.passed:
        raise ValueError("only a passed sitting has a certificate")
    exam = Exam.objects.select_related("variant__game", "school_class", "examiner__profile").get(
        pk=sitting.exam_id
    )
    trainee = sitting.trainee
    examiner = exam.examiner
    certificate = Certificate(
        sitting=sitting,
        trainee=trainee,
        code=secrets.token_urlsafe(CODE_BYTES),
        trainee_name=person_name(user=trainee),
        game=exam.variant.game,
        variant=exam.variant,
        casino=exam.school_class.casino,
        band=sitting.band,
        percent=sitting.percent or Decimal(0),
        issued_at=sitting.finished_at or timezone.now(),
        signed_by=examiner,
        signer_name=person_name(user=examiner),
        signer_title=person_title(user=examiner),
    )
    certificate.full_clean(
        exclude=["sitting", "trainee", "game", "variant", "signed_by"], validate_unique=False
    )
    certificate.save()
    return certificate


def certificate_revoke(*, certificate: Certificate, by: User, reason: str) -> Certificate:
    """Revoke ``certificate`` for ``reason``: its verification page says so from now on.
    Raises ``Refusal`` for an empty reason (code ``reason``) or a certificate already
    revoked (``revoked``); nothing is changed then."""
    reason = reason.strip()
    if not reason:
        raise Refusal(gettext("Say why the certificate is revoked."), code="reason")
    with transaction.atomic():
        certificate = Certificate.objects.select_for_update().get(pk=certificate.pk)
        if certificate.revoked_at is not None:
            raise Refusal(gettext("This certificate is revoked already."), code="revoked")
        certificate.revoked_at = timezone.now()
        certificate.revoked_by = by
        certificate.revoke_reason = reason
        certificate.save(update_fields=["revoked_at", "revoked_by", "revoke_reason"])
    return certificate


def board_choice_set(*, school_class: SchoolClass, trainee: User, shown: bool) -> bool:
    """Put ``trainee`` on his class's weekly board (``shown``) or take him off it; returns
    the choice now stored. Making the same choice twice, even at once, changes nothing.
    Raises ``PermissionError`` for a trainee outside the class (nothing is stored)."""
    if not school_class.trainees.filter(pk=trainee.pk).exists():
        raise PermissionError("this trainee is not in the class")
    if shown:
        # One INSERT that a row already there leaves alone (ON CONFLICT DO NOTHING). Not
        # get_or_create: when its insert meets another request's row, it reads that row
        # back, and an opt-out may have deleted it meanwhile: IntegrityError, a 500.
        # The row holds its two keys alone, which the database checks.
        choice = BoardOptIn(school_class=school_class, trainee=trainee)
        BoardOptIn.objects.bulk_create([choice], ignore_conflicts=True)
    else:
        BoardOptIn.objects.filter(school_class=school_class, trainee=trainee).delete()
    return shown


# -- the class's sprint of the day ----------------------------------------------------------


def class_sprint_seed(*, school_class_id: int, variant_id: int, shape: str, day: date) -> int:
    """The seed of a class's sprint of the day at one house and shape: the same for every
    trainee of the class that day, another the next day, in another class or shape. Keyed
    with the site's secret, so that no one works out tomorrow's questions today."""
    message = f"{school_class_id}:{variant_id}:{shape}:{day.isoformat()}"
    digest = salted_hmac("school.class_sprint", message, algorithm="sha256").digest()
    return int.from_bytes(digest[:8], "big") >> 2  # 62 bits, as every sprint's seed


@transaction.atomic
def class_sprint_start(
    *, school_class: SchoolClass, trainee: User, game: str, shape: str, day: date | None = None
) -> Sprint:
    """``trainee``'s run of his class's sprint of the day (``day``: today) at the class's
    house of ``game`` in ``shape``, on the house's payouts: every trainee of the class who
    runs it that day is asked the same questions, dealt once for all of them (one
    ``trainer.models.SprintSet``). Once a day each: started again, it is his first run.

    Raises ``PermissionError`` for a trainee outside the class, and ``Refusal`` (code
    ``no_house``) for a game the class has no house of; nothing is started then."""
    if not school_class.trainees.filter(pk=trainee.pk).exists():
        raise PermissionError("this trainee is not in the class")
    house = (
        ClassHouse.objects.select_related("variant__game")
        .filter(school_class=school_class, game__slug=game)
        .first()
    )
    if house is None:
        raise Refusal(gettext("This class has no house of that game."), code="no_house")
    rules = house.variant.rules()
    kinds, kept = default_kinds(rules), rules_to_dict(rules)
    day = day or timezone.localdate()
    seed = class_sprint_seed(
        school_class_id=school_class.pk, variant_id=house.variant_id, shape=shape, day=day
    )
    key = sprint_set_key(
        variant_id=house.variant_id, rules=kept, kinds=kinds, shape=shape, seed=seed
    )
    run = sprint_of_set(user=trainee, set_key=key)
    if run is not None:
        return run
    try:
        with transaction.atomic():
            return sprint_start(
                user=trainee, variant=house.variant, kinds=kinds, shape=shape, seed=seed, rules=kept
            )
    except IntegrityError:
        # His second tap started it between our look and our insert: that run stands.
        run = sprint_of_set(user=trainee, set_key=key)
        if run is None:
            raise
        return run
