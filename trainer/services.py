"""Writes of the trainer: drills, questions, attempts, the self-test, the review schedule."""

from __future__ import annotations

import enum
import hashlib
import json
import random
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.db import IntegrityError, models, transaction
from django.utils import timezone
from django.utils.crypto import get_random_string
from django.utils.translation import gettext

from croupier.errors import Refusal
from engine.chips import ChipSet
from paytables.games import FIRST_GAME, GameRules, engine_of, rules_from_dict, rules_to_dict
from paytables.models import Variant
from trainer.chips import variant_chips
from trainer.dealing import kind_weights, lines_met, next_line
from trainer.houses import House, assigned_house
from trainer.kinds import GAME_KINDS, KINDS, Dealing, game_kinds, kind_of, refusals
from trainer.models import (
    Attempt,
    DrillSession,
    Duel,
    Profile,
    Question,
    SelfTest,
    SkillCard,
    SkillReview,
    Sprint,
    SprintSet,
    TemporaryPassword,
)
from trainer.names import full_name_normalise
from trainer.schedule import duration_ms, next_run, rating_for, review, skill_needs
from trainer.selectors import (
    SprintCounts,
    cards_known,
    drill_question_last,
    practice_plan,
    sprint_counts,
    sprint_ended,
    sprint_question_last,
    standard_for,
    time_standards,
)
from trainer.sprints import (
    NOT_OF_THE_GAME,
    SHAPE_RULES,
    SprintShape,
)


@transaction.atomic
def drill_start(
    *,
    user: User,
    variant: Variant,
    kinds: list[str],
    difficulty: str,
    rare: bool,
    seconds_per_question: int | None,
    length: int,
    language: str = "en",
    cross_language: bool = False,
    cells: list[str] | None = None,
    need: bool = False,
    retry_of: DrillSession | None = None,
    answer_in_chips: bool = False,
) -> DrillSession:
    """Start a drill of ``length`` questions on ``kinds`` under ``variant`` (or, with
    ``cells``, one question on each of those cells, in order; with ``need``, each on the
    cell the trainee's review schedule asks for next). It keeps the house's rules and the
    kinds' time standards as they are now. With ``answer_in_chips`` its amounts are
    answered from the house's chips.

    Raises ``Refusal`` (code ``cannot_ask``, ``params["reasons"]`` each kind's reason) when
    the variant cannot ask one of the kinds (a switch fee where there is no switching, a
    bonus where there is no bonus bet): nothing is started.
    """
    rules = variant.rules()
    refused = refusals(rules, kinds, variant_chips(variant))
    if refused:
        raise Refusal(
            "; ".join(f"{kind}: {why}" for kind, why in refused.items()),
            code="cannot_ask",
            field="kinds",
            reasons=refused,
        )
    session = DrillSession(
        user=user,
        variant=variant,
        kinds=kinds,
        difficulty=difficulty,
        rare=rare,
        seconds_per_question=seconds_per_question,
        length=len(cells) if cells else length,
        seed=random.SystemRandom().getrandbits(62),
        rules=rules_to_dict(rules),
        language=language,
        cross_language=cross_language,
        cells=cells or [],
        need=need and not cells,
        retry_of=retry_of,
        answer_in_chips=answer_in_chips,
        time_standards={
            kind: str(seconds)
            for kind, seconds in time_standards(variant_id=variant.pk, kinds=kinds).items()
        },
    )
    session.full_clean()
    session.save()
    return session


@transaction.atomic
def drill_retry(*, session: DrillSession) -> DrillSession | None:
    """A new drill of the cells that ``session``'s trainee got wrong, one question each, in
    the order they came, under the same house and settings; ``None`` when none was wrong.
    Once only: asked again (a double tap, a second tab) it is the retry made the first
    time (the drill's row is locked while it is looked for, and ``retry_of`` is unique)."""
    session = DrillSession.objects.select_for_update().select_related("variant").get(pk=session.pk)
    made = DrillSession.objects.filter(retry_of=session).first()
    if made is not None:
        return made
    wrong = list(
        Attempt.objects.filter(question__session=session, is_correct=False)
        .exclude(cell="")
        .order_by("question__position")
        .values_list("cell", flat=True)
    )
    # The house may have changed its rules since: only the cells it can still deal.
    rules = session.variant.rules()
    chips = variant_chips(session.variant)
    wrong = [cell for cell in wrong if _can_deal(cell, rules, chips)]
    if not wrong:
        return None
    try:
        with transaction.atomic():
            return drill_start(
                user=session.user,
                variant=session.variant,
                kinds=list(dict.fromkeys(cell.partition(":")[0] for cell in wrong)),
                difficulty=session.difficulty,
                rare=session.rare,
                seconds_per_question=session.seconds_per_question,
                length=len(wrong),
                language=session.language,
                cross_language=session.cross_language,
                cells=wrong,
                retry_of=session,
                answer_in_chips=session.answer_in_chips,
            )
    except (IntegrityError, ValidationError):
        # A database without row locks (SQLite) let another request make it first.
        made = DrillSession.objects.filter(retry_of=session).first()
        if made is None:
            raise
        return made


@transaction.atomic
def drill_discard(*, session: DrillSession) -> DrillSession:
    """Give up the unfinished drill ``session``: it is no longer offered to finish and asks
    no more questions; the answers given in it stay recorded (progress, review schedule).
    Discarding it again changes nothing."""
    session = DrillSession.objects.select_for_update().get(pk=session.pk)
    if session.discarded_at is None:
        session.discarded_at = timezone.now()
        session.save(update_fields=["discarded_at"])
    return session


def drill_answer_in_chips(*, session: DrillSession, on: bool) -> DrillSession:
    """Answer ``session``'s amounts in chips from now on (``on``), or typed: its questions
    already answered keep their answers."""
    DrillSession.objects.filter(pk=session.pk).update(answer_in_chips=on)
    session.answer_in_chips = on
    return session


def _can_deal(cell: str, rules: GameRules, chips: ChipSet) -> bool:
    slug, _sep, line = cell.partition(":")
    kind = KINDS.get(slug)
    if kind is None or kind.refusal(rules) is not None or kind.chips_refusal(chips) is not None:
        return False
    return any(each.line == line for each in kind.cells(rules))


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


def question_next(*, user_id: int, drill_pk: int, shown: bool = False) -> Question | None:
    """The question the trainee should see now in his drill ``drill_pk``: the open one, a
    new one, or ``None`` when the drill is over; ``DrillSession.DoesNotExist`` for another
    trainee's drill. Leans toward the trainee's weakest and most overdue skills (or, in
    "practise what I need", asks the cell his review schedule asks next). With ``shown``
    (the page that shows it), a question dealt now has its clock started as it is stored.

    Nothing is locked: two requests dealing one position at once (two tabs) deal the same
    question from the same seed, the database keeps one per position, and the second
    request shows the one the first stored."""
    last = drill_question_last(user_id=user_id, drill_pk=drill_pk)
    if last is not None and not hasattr(last, "attempt"):
        return last  # still open: showing it writes nothing
    # The last question came with its drill (a drill question always has one).
    session = last.session if last is not None else None
    if session is None:
        session = DrillSession.objects.select_related("variant").get(pk=drill_pk, user_id=user_id)
    position = 1 if last is None else last.position + 1
    if position > session.length or session.discarded_at is not None:
        return None
    question = _deal(session, position, last=last.cell if last else None)
    question.user_id, question.session, question.position = user_id, session, position
    if shown:
        question.shown_at = timezone.now()
    try:
        with transaction.atomic():
            return _save_question(question)
    except IntegrityError:
        dealt = drill_question_last(user_id=user_id, drill_pk=drill_pk)
        if dealt is None or dealt.position != position:
            raise
        return dealt


def _deal(session: DrillSession, position: int, *, last: str | None) -> Question:
    """Question ``position`` of ``session``, unsaved: the cell its cells or the review
    schedule ask, or a kind drawn by the trainee's weights and the line he has met least.
    One read (the trainee's cards of the drill's kinds) whichever way it is chosen."""
    rng = random.Random(f"{session.seed}:{position}")
    rules = session.engine_rules()
    known = cards_known(user=session.user_id, kinds=session.kinds)
    plan = []
    if session.need and not session.cells:
        # What the schedule asks next, never the cell just asked while another is there.
        plan = practice_plan(known=known, kinds=session.kinds, rules=rules, last=last)
    if session.cells or plan:
        cell = session.cells[position - 1] if session.cells else plan[0].cell
        kind_slug, _sep, line = cell.partition(":")
        kind = kind_of(kind_slug)
    else:
        weights = kind_weights(skill_needs(known, session.kinds, timezone.now()))
        kind = kind_of(rng.choices(list(weights), weights=list(weights.values()))[0])
        line = next_line(kind.cells(rules), lines_met(known, kind.slug), rare=session.rare, rng=rng)
    dealing = Dealing(
        variant=session.variant,
        rules=rules,
        difficulty=session.difficulty,
        rare=session.rare,
        rng=rng,
        line=line or None,
        language=session.language,
        cross_language=session.cross_language,
    )
    return kind.deal(dealing)


@transaction.atomic
def questions_deal_keyed(
    *,
    variant: Variant,
    rules: GameRules,
    cells: list[tuple[str, str | None]],
    difficulty: str,
    seed: int,
) -> list[Question]:
    """Deal one question for each ``(kind, line)`` of ``cells``, in order (``line`` ``None``:
    an ordinary question, as the cards fall), under ``rules`` at ``variant``, and save them
    with their rounds as positions 1, 2 ... Each is dealt from a random source of its own
    made from ``seed`` and its position, so the same seed deals the same set. They belong to
    no trainee and no drill: the key of a set whose answers another app keeps (an exam's).
    Raises ``KeyError`` for a kind that does not exist."""
    questions = []
    for position, (slug, line) in enumerate(cells, start=1):
        rng = random.Random(f"{seed}:{position}")
        question = _deal_keyed(variant, rules, slug, line, difficulty=difficulty, rng=rng)
        question.position = position
        questions.append(_save_question(question))
    return questions


def _deal_keyed(
    variant: Variant,
    rules: GameRules,
    slug: str,
    line: str | None,
    *,
    difficulty: str,
    rng: random.Random,
) -> Question:
    """A question of kind ``slug`` on ``line`` (``None``: as the cards fall), unsaved,
    dealt from ``rng`` alone: what the trainee met before plays no part."""
    dealing = Dealing(
        variant=variant, rules=rules, difficulty=difficulty, rare=False, rng=rng, line=line
    )
    return kind_of(slug).deal(dealing)


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


def attempt_record(*, user: User | None, question: Question, given: str, language: str) -> Answered:
    """Score ``given`` as the answer to ``question`` and store it, once.

    A second answer to the same question (a double click, a replayed request) scores
    nothing and returns the first attempt. Raises ``Refusal`` for text that is not an
    answer at all (nothing is stored) and ``PermissionError`` for another trainee's question.
    """
    if question.user_id is not None and (user is None or question.user_id != user.pk):
        raise PermissionError("this question belongs to another trainee")
    return _answer(question, given, language)


def _answer(question: Question, given: str, language: str) -> Answered:
    """``attempt_record`` once the trainee is known to be the question's."""
    # The question usually arrives with its attempt joined (question_for): no query then.
    existing = getattr(question, "attempt", None)
    if existing is not None:
        return Answered(existing, first_time=False)
    normalized = kind_of(question.kind).normalize(question, given, language)
    try:
        with transaction.atomic():
            attempt = _store_attempt(question, given, normalized)
    except IntegrityError:
        # Another request stored the answer between our check and our insert.
        return Answered(Attempt.objects.get(question=question), first_time=False)
    return Answered(attempt, first_time=True)


def question_skip(*, user: User, question: Question) -> Answered:
    """Close ``question`` without an answer: the trainee skipped it, or its clock ran out
    (the server's clock says which). Either way it counts as wrong and the working is
    shown; a question already answered keeps its answer."""
    if question.user_id != user.pk:
        raise PermissionError("this question belongs to another trainee")
    existing = getattr(question, "attempt", None)
    if existing is not None:
        return Answered(existing, first_time=False)
    try:
        with transaction.atomic():
            attempt = _store_attempt(question, "", None)
    except IntegrityError:
        return Answered(Attempt.objects.get(question=question), first_time=False)
    return Answered(attempt, first_time=True)


def _store_attempt(question: Question, given: str, normalized: str | None) -> Attempt:
    """Store the attempt; ``normalized`` is ``None`` for a question closed unanswered."""
    now = timezone.now()
    elapsed = (now - (question.shown_at or now)).total_seconds()
    seconds = Decimal(str(elapsed)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    session = question.session
    limit = session.seconds_per_question if session is not None else None
    in_time = limit is None or seconds <= limit  # an untimed drill has no limit
    dealt = question.dealt_round
    right = normalized is not None and kind_of(question.kind).is_right(question, normalized)
    attempt = Attempt(
        question=question,
        user_id=question.user_id,
        variant=dealt.variant if dealt else (session.variant if session else None),
        kind=question.kind,
        cell=question.cell,
        given=given.strip()[:100],
        correct_answer=question.answer_key,
        is_correct=right and in_time,
        in_time=in_time,
        skipped=normalized is None and in_time,
        seconds=max(seconds, Decimal(0)),
    )
    _validate_fields(attempt)
    attempt.save()
    if question.user_id is not None and attempt.cell:
        attempt.review = skill_review_record(
            attempt=attempt, standard=standard_for(question), timed=question.shown_at is not None
        )
    question.attempt = attempt  # so a page showing the verdict needs no second read
    return attempt


# Within the attempt's own transaction it adds no savepoint (two statements more per answer);
# called on its own, it is a transaction of its own.
@transaction.atomic(savepoint=False)
def skill_review_record(
    *, attempt: Attempt, standard: Decimal | None, timed: bool = True, at: datetime | None = None
) -> SkillReview:
    """Review the FSRS card of ``attempt``'s trainee and cell with the attempt's rating
    (``trainer.schedule.rating_for``, against ``standard`` seconds; an answer whose time was
    not ``timed`` is rated on whether it is right alone), and log the review. The cell's
    first answer makes its card. The card is locked while it is read and written, so two
    answers at once on one cell both count."""
    user_id = attempt.user_id
    if user_id is None:  # the caller reviews a trainee's attempts only
        raise ValueError("an attempt without a trainee has no skill card")
    at = at or attempt.created_at
    rating = rating_for(
        right=attempt.is_correct, seconds=attempt.seconds if timed else None, standard=standard
    )
    try:
        card = SkillCard.objects.select_for_update().get(user_id=user_id, cell=attempt.cell)
    except SkillCard.DoesNotExist:
        card = None
    if card is None:
        card = SkillCard(user_id=user_id, kind=attempt.kind, cell=attempt.cell)
        card.take(review(None, rating=rating, at=at, seconds=attempt.seconds))
        card.run = next_run(0, rating)
        card.answers = 1
        _validate_fields(card)
        try:
            with transaction.atomic():
                card.save()
        except IntegrityError:  # another answer on the same cell made the card first
            return skill_review_record(attempt=attempt, standard=standard, timed=timed, at=at)
    else:
        card.take(review(card.to_fsrs(), rating=rating, at=at, seconds=attempt.seconds))
        card.run = next_run(card.run, rating)
        card.answers += 1
        _validate_fields(card)
        card.save(
            update_fields=[
                "state",
                "step",
                "stability",
                "difficulty",
                "due",
                "last_review",
                "run",
                "answers",
            ]
        )
    log = SkillReview(
        card=card,
        attempt=attempt,
        rating=rating.value,
        reviewed_at=at,
        duration_ms=duration_ms(attempt.seconds),
        standard_seconds=standard,
    )
    _validate_fields(log)
    log.save()
    return log


def self_test_answer(*, self_test: SelfTest, answers: dict[str, str], language: str) -> None:
    """Record the self-test's answers (``answers["q1"]`` for question 1 ...), all or none:
    each is read first, and an ``Refusal`` naming its field stores nothing."""
    questions = list(self_test.questions.select_related("session").order_by("position"))
    for question in questions:
        field = f"q{question.position}"
        try:
            kind_of(question.kind).normalize(question, answers.get(field, ""), language)
        except Refusal as error:
            raise Refusal(str(error), code=error.code, field=field) from None
    with transaction.atomic():
        for question in questions:
            attempt_record(
                user=self_test.user,
                question=question,
                given=answers[f"q{question.position}"],
                language=language,
            )


def self_test_game(*, user: User | None) -> str:
    """The game a self-test is offered in first: that of the house ``user`` is assigned to
    (``trainer.houses``), else the first game of the registry."""
    house = assigned_house(user=user) if user is not None else None
    return engine_of(house.variant.rules()) if house is not None else FIRST_GAME


def self_test_house(*, user: User | None, game: str = FIRST_GAME) -> House | None:
    """The house a self-test of ``game`` deals at: the one ``user`` is assigned to
    (``trainer.houses``) if it is of that game and can ask the test's three kinds;
    ``None``: the game's reference rules."""
    house = assigned_house(user=user) if user is not None else None
    if house is None:
        return None
    rules = house.variant.rules()
    if engine_of(rules) != game or refusals(rules, list(GAME_KINDS[game].self_test.kinds)):
        return None
    return house


@transaction.atomic
def self_test_start(*, user: User | None, game: str = FIRST_GAME) -> SelfTest:
    """Seed 000's self-test in ``game`` (a registered game): three payout questions on fresh
    rounds of the game's reference rules, or of the house the trainee is assigned to
    (``self_test_house``). ``KeyError`` for a game that has no self-test."""
    spec = GAME_KINDS[game].self_test
    house = self_test_house(user=user, game=game)
    variant = house.variant if house else Variant.objects.get(slug=spec.variant)
    rules = variant.rules()
    self_test = SelfTest.objects.create(user=user)
    rng = random.Random(random.SystemRandom().getrandbits(62))
    for position, kind in enumerate(spec.kinds, start=1):
        dealing = Dealing(variant=variant, rules=rules, difficulty="round", rare=False, rng=rng)
        question = kind_of(kind).deal(dealing)
        question.user, question.self_test, question.position = user, self_test, position
        _save_question(question)
    return self_test


# Easy to read out and type: no 0/O, 1/l/I.
TEMPORARY_PASSWORD_CHARS = "abcdefghjkmnpqrstuvwxyz23456789"
TEMPORARY_PASSWORD_LENGTH = 12


@transaction.atomic
def temporary_password_set(*, trainee: User, instructor: User) -> str:
    """Give ``trainee`` a new random password, good until he chooses his own at his next
    log-in and for ``TEMPORARY_PASSWORD_LIFETIME`` at most (``temporary_password_expiry``),
    and return it (shown once, to the instructor). Every session he had ends (the password
    changed). ``PermissionError`` for a staff account: those reset their own."""
    if trainee.is_staff or trainee.is_superuser:
        raise PermissionError("temporary passwords are for trainees, not staff")
    password = get_random_string(TEMPORARY_PASSWORD_LENGTH, TEMPORARY_PASSWORD_CHARS)
    trainee.set_password(password)
    trainee.save(update_fields=["password"])
    # A second one replaces the first, and its lifetime counts from now (``set_at`` is
    # written only on the row's creation otherwise).
    TemporaryPassword.objects.update_or_create(
        user=trainee, defaults={"set_by": instructor, "set_at": timezone.now()}
    )
    return password


def temporary_password_clear(*, user: User) -> None:
    """The trainee has chosen his own password: the temporary one is spent."""
    TemporaryPassword.objects.filter(user=user).delete()


@transaction.atomic
def profile_set(*, user: User, full_name: str, title: str | None = None) -> Profile:
    """Give ``user`` the name certificates print (normalised: composed, trimmed), and a
    title when one is given (``None`` keeps his own). Certificates already issued keep the
    name they were issued with. ``ValidationError`` for a name or title refused
    (``trainer.names``); nothing is written then."""
    profile = Profile.objects.select_for_update().filter(user=user).first() or Profile(user=user)
    profile.full_name = full_name_normalise(full_name)
    if title is not None:
        profile.title = " ".join(title.split())
    # Checked without the one-per-user rule: a second save of a first name (a double tap)
    # is caught by the constraint below and becomes an update, not an error.
    profile.full_clean(validate_unique=False)
    if profile.pk is not None:
        profile.save()
        return profile
    fields = {"full_name": profile.full_name, "title": profile.title}
    profile, _created = Profile.objects.update_or_create(user=user, defaults=fields)
    return profile


# -- sprints: questions under one clock, the server's (trainer.sprints) ---------------------


def sprint_kinds_refused(
    *, rules: GameRules, kinds: list[str], chips: ChipSet | None = None
) -> dict[str, str]:
    """The kinds of ``kinds`` a sprint at a house with ``rules`` cannot ask, each with the
    reason: a kind of another game (or of no game), or one the house cannot ask."""
    game = game_kinds(rules)
    own = {kind.slug.value for kind in game.taught}
    refused = {
        slug: str(NOT_OF_THE_GAME % {"game": game.group}) for slug in kinds if slug not in own
    }
    refused.update(refusals(rules, [slug for slug in kinds if slug in own], chips))
    return refused


@transaction.atomic
def sprint_start(
    *,
    user: User,
    variant: Variant,
    kinds: list[str],
    shape: str,
    answer_in_chips: bool = False,
    seed: int | None = None,
    rules: dict | None = None,
    duel: Duel | None = None,
) -> Sprint:
    """Start a sprint of ``shape`` (``trainer.sprints.SprintShape``) on ``kinds`` of the
    game of ``variant``: its clock starts now. ``seed`` and ``rules`` (a house's rules as a
    sprint keeps them) ask the questions of every other sprint started from them (a duel's,
    a class's sprint of the day: one ``SprintSet``); by default a new seed and the house's
    rules now. Nothing is dealt here: each question is, once for the set, when the first of
    its sprints reaches it (``sprint_question_next``).

    Raises ``Refusal`` (code ``cannot_ask``, ``params["reasons"]`` each kind's reason) for
    no kind, a kind of another game, or one the house cannot ask: nothing is started.
    ``IntegrityError`` when ``user`` has run the same set before (a trainee runs a set
    once: ``trainer.selectors.sprint_of_set`` finds it)."""
    rules_value = rules_from_dict(rules) if rules else variant.rules()
    refused = sprint_kinds_refused(rules=rules_value, kinds=kinds, chips=variant_chips(variant))
    if refused or not kinds:
        raise Refusal(
            "; ".join(f"{kind}: {why}" for kind, why in refused.items()) or "no kind",
            code="cannot_ask",
            field="kinds",
            reasons=refused,
        )
    now = timezone.now()
    sprint = Sprint(
        user=user,
        variant=variant,
        # Sorted: the same kinds deal the same questions from the same seed, however ticked.
        kinds=sorted(set(kinds)),
        shape=shape,
        seed=seed if seed is not None else random.SystemRandom().getrandbits(62),
        rules=rules_to_dict(rules_value),
        answer_in_chips=answer_in_chips,
        started_at=now,
        ends_at=now + timedelta(seconds=SHAPE_RULES[SprintShape(shape)].seconds),
        duel=duel,
    )
    # Its values only: the trainee, the house and the constraints are the database's to
    # enforce on insert (checking them here would ask it four times more, as a class starts).
    _validate_fields(sprint)
    sprint.question_set = sprint_set_get(sprint=sprint)
    sprint.save()
    return sprint


def sprint_set_key(*, variant_id: int, rules: dict, kinds: list[str], shape: str, seed: int) -> str:
    """The digest of what deals a sprint's questions: its house and the rules it keeps, its
    kinds (in any order), its shape and its seed; two sprints of one key ask one set."""
    what = {"variant": variant_id, "rules": rules, "kinds": sorted(set(kinds))}
    what |= {"shape": str(shape), "seed": seed}
    canonical = json.dumps(what, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode()).hexdigest()


def sprint_set_get(*, sprint: Sprint) -> SprintSet:
    """The question set ``sprint`` asks (its house, rules, kinds, shape and seed), made now
    if no sprint has asked it before; nothing is dealt yet."""
    key = sprint_set_key(
        variant_id=sprint.variant_id,
        rules=sprint.rules,
        kinds=sprint.kinds,
        shape=sprint.shape,
        seed=sprint.seed,
    )
    fields = {"variant_id": sprint.variant_id, "rules": sprint.rules, "kinds": sprint.kinds}
    fields |= {"shape": sprint.shape, "seed": sprint.seed}
    # A class of 60 starts its sprint of the day within a second: the key is unique, so the
    # inserts racing the first wait for it, fail, and read its row (get_or_create does so in
    # a savepoint), and the whole class asks one set rather than each a set of its own.
    found, _made = SprintSet.objects.get_or_create(key=key, defaults=fields)
    return found


def sprint_question_next(*, sprint: Sprint) -> Question | None:
    """The question the trainee answers now in ``sprint``: the open one, else the next,
    copied from the sprint's set (its clock mark set now), so that every sprint of a set
    asks the same questions; ``None`` once the sprint is over, which closes it
    (``sprint_close``). Two requests asking one position at once copy the same question,
    and the database keeps one per position."""
    if sprint.finished_at is not None:
        return None
    now = timezone.now()
    last = sprint_question_last(sprint=sprint)
    over = sprint.over(now)
    if last is not None and not hasattr(last, "attempt") and not over:
        return last
    position = 1 if last is None else last.position + 1
    if over or position > SHAPE_RULES[SprintShape(sprint.shape)].questions:
        _take_result(sprint, sprint_close(sprint=sprint))
        return None
    if sprint.question_set_id is None:  # started before sets were kept
        sprint.question_set = sprint_set_get(sprint=sprint)
        sprint.save(update_fields=["question_set"])
    question = _sprint_copy(_sprint_set_question(sprint, position))
    question.user_id, question.sprint, question.position = sprint.user_id, sprint, position
    question.shown_at = now
    try:
        with transaction.atomic():
            _validate_fields(question)
            question.save()
    except IntegrityError:
        dealt = sprint_question_last(sprint=sprint)
        if dealt is None or dealt.position != position:
            raise
        return dealt
    Question.attempt.related.set_cached_value(question, None)  # new: no attempt to read
    return question


def _sprint_set_question(sprint: Sprint, position: int) -> Question:
    """Question ``position`` of ``sprint``'s set (given), with its round; dealt now if no
    sprint of the set has reached it yet, from the seed and the position alone."""
    set_id = sprint.question_set_id
    if set_id is None:
        raise ValueError(f"sprint {sprint.pk} has no question set")
    found = _set_question_at(set_id, position)
    if found is not None:
        return found
    # Dealt once for all the set's sprints: the first to reach a position locks the set's
    # row and deals it; those that reach it meanwhile (a class started together) wait for
    # it and read what it dealt, rather than each dealing the same round (most of a
    # request's cost) only to have the database refuse all but one. FOR NO KEY UPDATE: a
    # sprint started meanwhile (its foreign key takes a KEY SHARE lock on the set's row)
    # need not wait for the dealing, as it would behind a plain FOR UPDATE.
    with transaction.atomic():
        list(SprintSet.objects.select_for_update(no_key=True).filter(pk=set_id))
        found = _set_question_at(set_id, position)
        if found is not None:
            return found
        rng = random.Random(f"{sprint.seed}:{position}")
        slug = rng.choice(sprint.kinds)
        rules = rules_from_dict(sprint.rules)
        line = next_line(kind_of(slug).cells(rules), {}, rare=False, rng=rng)
        question = _deal_keyed(sprint.variant, rules, slug, line, difficulty="round", rng=rng)
        question.sprint_set_id, question.position = set_id, position
        return _save_question(question)


def _set_question_at(set_id: int, position: int) -> Question | None:
    return (
        Question.objects.select_related("dealt_round__variant")
        .filter(sprint_set_id=set_id, position=position)
        .first()
    )


# What a sprint's question keeps of its own rather than copies from its set's question.
_SPRINT_OWN = {"id", "user", "session", "self_test", "sprint", "sprint_set", "position"}
_SPRINT_OWN |= {"shown_at", "created_at"}


def _sprint_copy(asked: Question) -> Question:
    """A new, unsaved question asking what ``asked`` (a set's) asks, on the same round."""
    copied = {
        field.attname: getattr(asked, field.attname)
        for field in Question._meta.concrete_fields
        if field.name not in _SPRINT_OWN
    }
    question = Question(**copied)
    if asked.dealt_round_id is not None:
        question.dealt_round = asked.dealt_round  # the round in hand: the page reads it
    return question


class SprintAnswerOutcome(enum.Enum):
    STORED = "stored"
    LATE = "late"  # after the clock: refused, and counted
    AGAIN = "again"  # the question was answered already: the first answer stands


@transaction.atomic
def sprint_answer(
    *, sprint: Sprint, question: Question, given: str, language: str
) -> SprintAnswerOutcome:
    """Record ``given`` as the answer to ``question`` of ``sprint``, with no verdict: the
    sprint's row is locked, so answers are taken one at a time. After the clock the answer
    is refused and counted late (``Sprint.late_answers``); a second answer to a question
    changes nothing. The last question of a fixed sprint closes it. ``Refusal`` for text that
    is not an answer (nothing stored, the clock runs on); ``PermissionError`` for a question
    of another sprint."""
    locked = Sprint.objects.select_for_update().get(pk=sprint.pk)
    if question.sprint_id != locked.pk:
        raise PermissionError("this question belongs to another sprint")
    if locked.over(timezone.now()):
        locked.late_answers += 1
        locked.save(update_fields=["late_answers"])
        _take_result(sprint, sprint_close(sprint=locked))
        return SprintAnswerOutcome.LATE
    # The question is the sprint's, so its trainee's: no need to read him.
    answered = _answer(question, given, language)
    if question.position >= SHAPE_RULES[SprintShape(locked.shape)].questions:
        _take_result(sprint, sprint_close(sprint=locked))
    return SprintAnswerOutcome.STORED if answered.first_time else SprintAnswerOutcome.AGAIN


def _take_result(sprint: Sprint, closed: Sprint) -> None:
    """Give the caller's ``sprint`` what closing it wrote, its house and game still joined."""
    for field in ("late_answers", "finished_at", "right", "wrong", "seconds_used", "score"):
        setattr(sprint, field, getattr(closed, field))


@transaction.atomic
def sprint_close(*, sprint: Sprint) -> Sprint:
    """Score ``sprint`` and close it, once it is over (its clock run out, or every
    question of a fixed shape answered); a sprint still running, or already closed, is
    returned as it is. A question left open when the clock ran out counts as unanswered."""
    sprint = Sprint.objects.select_for_update().select_related("variant").get(pk=sprint.pk)
    if sprint.finished_at is not None:
        return sprint
    counts = sprint_counts(sprint_ids=[sprint.pk]).get(sprint.pk, SprintCounts())
    end = sprint_ended(sprint, counts, timezone.now())
    if end is None:
        return sprint
    sprint.seconds_used, sprint.finished_at = end.seconds_used, end.at
    sprint.right, sprint.wrong, sprint.score = end.score.right, end.score.wrong, end.score.points
    sprint.save(update_fields=["right", "wrong", "score", "seconds_used", "finished_at"])
    return sprint


# -- duels: one sprint, two trainees, each on his own time -----------------------------------

# How long a challenge waits for both sprints.
DUEL_LIFETIME = timedelta(days=7)


@transaction.atomic
def duel_challenge(
    *,
    challenger: User,
    variant: Variant,
    kinds: list[str],
    shape: str,
    opponent: User | None = None,
    rematch_of: Duel | None = None,
) -> Duel:
    """Challenge ``opponent`` (``None``: whoever opens the duel's link first) to a sprint
    of ``shape`` on ``kinds`` at ``variant``, from one seed and the house's rules now; it
    waits ``DUEL_LIFETIME``. ``Refusal`` as ``sprint_start`` for kinds it cannot ask, and
    (code ``self``) for a challenge to oneself: nothing is written."""
    if opponent is not None and opponent.pk == challenger.pk:
        raise Refusal(gettext("You cannot challenge yourself."), code="self", field="opponent")
    rules = variant.rules()
    refused = sprint_kinds_refused(rules=rules, kinds=kinds, chips=variant_chips(variant))
    if refused or not kinds:
        raise Refusal(
            "; ".join(f"{kind}: {why}" for kind, why in refused.items()) or "no kind",
            code="cannot_ask",
            field="kinds",
            reasons=refused,
        )
    now = timezone.now()
    duel = Duel(
        challenger=challenger,
        opponent=opponent,
        variant=variant,
        kinds=sorted(set(kinds)),
        shape=shape,
        seed=random.SystemRandom().getrandbits(62),
        rules=rules_to_dict(rules),
        created_at=now,
        expires_at=now + DUEL_LIFETIME,
        rematch_of=rematch_of,
    )
    duel.full_clean()
    duel.save()
    return duel


@transaction.atomic
def duel_sprint_start(*, duel: Duel, user: User) -> Sprint:
    """``user``'s sprint of ``duel``: started now the first time, the same one after (a
    duel is run once by each). A duel sent as a link is taken by the first trainee other
    than its challenger who starts it. ``PermissionError`` for anyone not in the duel;
    ``Refusal`` (code ``refused`` or ``expired``) for a duel that takes no more sprints."""
    duel = Duel.objects.select_for_update().get(pk=duel.pk)
    if duel.opponent_id is None and user.pk != duel.challenger_id:
        duel.opponent = user
        duel.save(update_fields=["opponent"])
    if not duel.in_it(user.pk):
        raise PermissionError("this trainee is not in the duel")
    run = Sprint.objects.filter(duel=duel, user=user).first()
    if run is not None:
        return run
    if duel.refused_at is not None:
        raise Refusal(gettext("This challenge was refused."), code="refused")
    if timezone.now() >= duel.expires_at:
        raise Refusal(gettext("This challenge has expired."), code="expired")
    return sprint_start(
        user=user,
        variant=duel.variant,
        kinds=duel.kinds,
        shape=duel.shape,
        seed=duel.seed,
        rules=duel.rules,
        duel=duel,
    )


@transaction.atomic
def duel_refuse(*, duel: Duel, user: User) -> Duel:
    """``user``, the duel's opponent, refuses it (again: nothing changes).
    ``PermissionError`` for anyone else; ``Refusal`` (code ``started``) once he has started
    his sprint of it."""
    duel = Duel.objects.select_for_update().get(pk=duel.pk)
    if duel.opponent_id != user.pk:
        raise PermissionError("only the duel's opponent refuses it")
    if Sprint.objects.filter(duel=duel, user=user).exists():
        raise Refusal(gettext("You have started this duel's sprint."), code="started")
    if duel.refused_at is None:
        duel.refused_at = timezone.now()
        duel.save(update_fields=["refused_at"])
    return duel


@transaction.atomic
def duel_rematch(*, duel: Duel, user: User) -> Duel:
    """The same challenge again, from a new seed, sent by ``user`` to the other trainee
    of ``duel``: once, so a second tap (of either) finds the first rematch.
    ``PermissionError`` for anyone not in the duel, or a link no one has taken yet."""
    duel = Duel.objects.select_for_update().select_related("variant").get(pk=duel.pk)
    if duel.opponent_id is None or not duel.in_it(user.pk):
        raise PermissionError("a rematch is between the duel's two trainees")
    made = Duel.objects.filter(rematch_of=duel).first()
    if made is not None:
        return made
    other = duel.opponent if user.pk == duel.challenger_id else duel.challenger
    return duel_challenge(
        challenger=user,
        variant=duel.variant,
        kinds=duel.kinds,
        shape=duel.shape,
        opponent=other,
        rematch_of=duel,
    )


def sprints_close_overdue(*, user: User) -> int:
    """Close ``user``'s sprints whose clocks ran out while he was away (a sprint is closed
    when it is next looked at), so that his bests and history count them; how many."""
    overdue = Sprint.objects.filter(
        user=user, finished_at__isnull=True, ends_at__lte=timezone.now()
    )
    for sprint in overdue:
        sprint_close(sprint=sprint)
    return len(overdue)
