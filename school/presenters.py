"""What the school's pages show, gathered in one place so views stay short."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.contrib.auth.models import User
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from school.forms import BoardChoiceForm, BoardWeekForm, ClassSprintForm, ExamAnswerForm
from school.models import Exam, ExamAnswer, SchoolClass, Sitting
from school.selectors import (
    AnswerReview,
    answer_shown,
    certificates_of,
    class_board,
    class_games,
    class_sprint_bests,
    classes_of,
    exams_of,
    exams_open_of,
    sitting_review,
)
from school.weeks import Week, current_week, week_of
from trainer.kinds import kind_of
from trainer.milestones import Milestone
from trainer.models import Attempt
from trainer.notices import HomeNotice
from trainer.presenters import question_context
from trainer.schedule import MASTERY_RUN
from trainer.selectors import person_name


@dataclass(frozen=True)
class ExamLine:
    """An exam as the trainee's pages list it, with where he stands in it."""

    exam: Exam
    sittings: list[Sitting]
    is_open: bool
    is_closed: bool

    @property
    def unfinished(self) -> Sitting | None:
        return next((each for each in self.sittings if not each.finished), None)

    @property
    def passed(self) -> bool:
        return any(each.passed for each in self.sittings)

    @property
    def can_start(self) -> bool:
        left = len(self.sittings) < self.exam.attempts_allowed
        return self.is_open and (self.unfinished is not None or (left and not self.passed))


def exam_line(exam: Exam, sittings: list[Sitting], at: datetime | None = None) -> ExamLine:
    at = at or timezone.now()
    return ExamLine(exam, sittings, exam.is_open(at), exam.is_closed(at))


def exam_notices(user: User) -> list[HomeNotice] | None:
    """The exams ``user`` may sit now (or finish), as the trainee's home lists them first
    (``trainer.notices``, registered in ``SchoolConfig.ready``); ``None`` when there is
    none."""
    if not user.is_authenticated:
        return None
    now = timezone.now()
    notices = []
    for exam in exams_open_of(user=user, at=now):
        line = exam_line(exam, list(exam.sittings.all()), now)
        if not line.can_start:
            continue
        closes = date_format(timezone.localtime(exam.closes_at), "SHORT_DATETIME_FORMAT")
        if line.unfinished is not None:
            text = _("Exam in progress: %(title)s, %(house)s. Open until %(date)s.")
            action = _("Go back to the exam")
        else:
            text = _("Open exam: %(title)s, %(house)s. Open until %(date)s.")
            action = _("Sit the exam")
        notices.append(
            HomeNotice(
                text=str(text) % {"title": exam.title, "house": exam.variant, "date": closes},
                url=reverse("school:exam", args=[exam.pk]),
                action=str(action),
            )
        )
    return notices or None


def school_home_context(
    user: User, *, board_form: tuple[int, BoardChoiceForm] | None = None
) -> dict:
    """The trainee's school page: his classes with their houses, instructors and his choice
    about each one's board (``board_form``: a class's choice refused, with its errors), and
    their exams with where he stands in each, his certificates and the name they print."""
    now = timezone.now()
    exams = [exam_line(exam, list(exam.sittings.all()), now) for exam in exams_of(user=user)]
    error_class, error_form = board_form or (None, None)
    return {
        "classes": classes_of(user=user),
        "exams": exams,
        "certificates": certificates_of(user=user),
        "name": person_name(user=user),
        "board_error_class": error_class,
        "board_form": error_form,
    }


def class_sprint_form(school_class: SchoolClass, data: object) -> ClassSprintForm:
    """The form of the class's sprint of the day: the games the class has a house of."""
    return ClassSprintForm(data, games=class_games(school_class=school_class))


def board_week_form(school_class: SchoolClass, data: object) -> BoardWeekForm:
    """The form of the week a class's board shows: from the class's first week to this one."""
    created = timezone.localdate(school_class.created_at, timezone.get_default_timezone())
    return BoardWeekForm(data, first=week_of(created), last=current_week())


def board_context(
    school_class: SchoolClass, form: BoardWeekForm, *, sprint_form: ClassSprintForm | None = None
) -> dict:
    """A class's board: the week asked for (none when ``form`` refused it) with its rows,
    and the weeks before and after it to go to, within the class's; for a trainee of the
    class, the form that starts the class's sprint of the day."""
    context: dict = {"school_class": school_class, "form": form, "this_week": form.last}
    if getattr(school_class, "is_trainee", False):
        context["sprint_form"] = sprint_form or class_sprint_form(school_class, None)
    if not form.is_valid():
        return context
    week: Week = form.cleaned_data["week"]
    return {
        **context,
        "week": week,
        "rows": class_board(school_class=school_class, week=week),
        "sprint_bests": class_sprint_bests(school_class=school_class, week=week),
        "previous": week.before() if week > form.first else None,
        "next": week.after() if week < form.last else None,
        "mastery_run": MASTERY_RUN,
    }


def exam_context(exam: Exam, sittings: list[Sitting], *, error: str = "") -> dict:
    return {"line": exam_line(exam, sittings), "exam": exam, "error": error}


def _seconds_left(until: datetime, now: datetime) -> int:
    return max(0, math.ceil((until - now).total_seconds()))


def sitting_context(
    sitting: Sitting,
    answer: ExamAnswer | None,
    form: ExamAnswerForm | None = None,
    *,
    error: str = "",
) -> dict:
    """The sitting's page: the question open now (its round, prompt and answer widget, as a
    drill shows it, without the working), the clocks; or, once over, that it is over."""
    exam = sitting.exam
    now = timezone.now()
    context: dict = {"sitting": sitting, "exam": exam, "error": error, "answer": answer}
    if answer is None:
        context["closed"] = exam.is_closed(now)
        context["answered"] = sitting.answers.exclude(given="").count()
        return context
    form = form or ExamAnswerForm(initial={"index": answer.index})
    question = answer_shown(answer=answer)
    context.update(question_context(question, form, in_chips=exam.answers_in_chips))
    # The question before, when its time ran out: the trainee is told it counted as wrong.
    context["previous_late"] = (
        sitting.answers.filter(index=answer.index - 1, in_time=False)
        .values_list("given", flat=True)
        .first()
        if answer.index > 1
        else None
    )
    question_ends = answer.shown_at + timedelta(seconds=exam.seconds_per_question)
    context.update(
        total=len(sitting.order),
        question_left=_seconds_left(min(question_ends, sitting.deadline), now),
        minutes_left=math.ceil(_seconds_left(sitting.deadline, now) / 60),
    )
    return context


@dataclass(frozen=True)
class ReviewItem:
    review: AnswerReview
    html: SafeString


def review_items(sitting: Sitting) -> list[ReviewItem]:
    """Each question of a finished sitting as its results page shows it: the round, the
    trainee's answer against the key, and the working, rendered with the kind's own
    templates."""
    items = []
    for review in sitting_review(sitting=sitting):
        question, answer = review.question, review.answer
        kind = kind_of(question.kind)
        form = ExamAnswerForm()
        context = question_context(question, form)
        given = answer.given if answer is not None else ""
        # The kinds read a trainer attempt for what was answered (the side pots' boxes, the
        # best play's options): one stands in, never saved, for the exam's answer.
        stand_in = Attempt(question=question, given=given, correct_answer=question.answer_key)
        context.update(kind.context(question, form=form, attempt=stand_in))
        context.update(
            review=review,
            worked=kind.worked_answer(question),
            given=kind.given_echo(question, given) if given else "",
        )
        items.append(ReviewItem(review, render_to_string("school/_review_item.html", context)))
    return items


def exam_milestones(user: User) -> list[Milestone] | None:
    """Each exam ``user`` has passed, with its band, as a milestone on his progress page
    (``trainer.milestones``, registered in ``SchoolConfig.ready``); ``None`` for none."""
    sittings = Sitting.objects.filter(trainee=user, passed=True).select_related("exam")
    found = [
        Milestone(
            _("Exam “%(exam)s” passed: %(band)s")
            % {"exam": sitting.exam.title, "band": sitting.get_band_display()},
            timezone.localdate(sitting.finished_at, timezone.get_default_timezone()),
        )
        for sitting in sittings.order_by("finished_at")
        if sitting.finished_at is not None
    ]
    return found or None
