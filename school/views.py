"""The school's pages for trainees: their classes and exams, taking an exam one question at a
time, the results once it has closed, certificates, the class board and the choice to appear
on it; and the public verification page."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from croupier.errors import Refusal
from croupier.htmx import AuthenticatedHtmxHttpRequest, AuthenticatedHttpRequest
from school.certificates import certificate_pdf, verify_qr
from school.forms import BoardChoiceForm, ExamAnswerForm
from school.models import Certificate, Exam, SchoolClass, Sitting
from school.presenters import (
    board_context,
    board_week_form,
    class_sprint_form,
    exam_context,
    review_items,
    school_home_context,
    sitting_context,
)
from school.selectors import (
    board_class_for,
    certificate_found,
    certificate_own,
    class_of_trainee,
    exam_for,
    sitting_for,
)
from school.services import (
    board_choice_set,
    class_sprint_start,
    sitting_answer,
    sitting_current,
    sitting_start,
)


def _partial(request: AuthenticatedHtmxHttpRequest, name: str) -> str:
    return f"school/_{name}.html" if request.htmx else f"school/{name}.html"


@login_required
@require_safe
def home(request: AuthenticatedHttpRequest) -> HttpResponse:
    return render(request, "school/home.html", school_home_context(request.user))


def _own_exam(user: User, pk: int) -> Exam:
    try:
        return exam_for(user=user, pk=pk)
    except Exam.DoesNotExist:
        raise Http404 from None


def _own_sitting(user: User, pk: int) -> Sitting:
    try:
        return sitting_for(user=user, pk=pk)
    except Sitting.DoesNotExist:
        raise Http404 from None


@login_required
@require_safe
def exam_page(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    exam = _own_exam(request.user, pk)
    sittings = list(exam.sittings.filter(trainee=request.user).order_by("number"))
    return render(request, "school/exam.html", exam_context(exam, sittings))


@login_required
@require_POST
def exam_start(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    exam = _own_exam(request.user, pk)
    try:
        sitting = sitting_start(exam=exam, trainee=request.user)
    except Refusal as error:
        sittings = list(exam.sittings.filter(trainee=request.user).order_by("number"))
        context = exam_context(exam, sittings, error=str(error))
        return render(request, "school/exam.html", context, status=409)
    return redirect("school:sitting", pk=sitting.pk)


def _current(
    request: AuthenticatedHtmxHttpRequest,
    sitting: Sitting,
    form: ExamAnswerForm | None = None,
    error: str = "",
) -> HttpResponse:
    """The sitting's page as it is now: the question open (a form with errors kept if it was
    for that one), or that the sitting is over."""
    answer = sitting_current(sitting=sitting)
    if answer is not None:
        sitting = answer.sitting  # as the service read it, under its lock, with its exam
    else:
        sitting.refresh_from_db()  # graded just now, perhaps
    if form is not None and (answer is None or form.data.get("index") != str(answer.index)):
        form = None
    context = sitting_context(sitting, answer, form, error=error)
    return render(request, _partial(request, "sitting"), context)


@login_required
@require_safe
@vary_on_headers("HX-Request")
def sitting_page(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    return _current(request, _own_sitting(request.user, pk))


@login_required
@require_POST
@vary_on_headers("HX-Request")
def sitting_answer_view(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    sitting = _own_sitting(request.user, pk)
    form = ExamAnswerForm(request.POST)
    if form.is_valid():
        data = form.cleaned_data
        try:
            sitting_answer(
                sitting=sitting, index=data["index"], given=data["answer"], language=get_language()
            )
        except Refusal as refused:
            if refused.code == "stale":
                return _current(request, sitting, error=str(refused))
            form.add_error("answer", str(refused))
        else:
            if not request.htmx:
                return redirect("school:sitting", pk=sitting.pk)
            return _current(request, sitting)
    return _current(request, sitting, form)


@login_required
@require_safe
def sitting_results(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    sitting = _own_sitting(request.user, pk)
    if not sitting.exam.is_closed(timezone.now()):
        raise Http404  # no answers and no working until the exam is over, for anyone
    sitting_current(sitting=sitting)  # a sitting whose time ran out is graded first
    sitting.refresh_from_db()
    context = {"sitting": sitting, "items": review_items(sitting)}
    return render(request, "school/results.html", context)


def _own_certificate(user: User, code: str) -> Certificate:
    try:
        return certificate_own(user=user, code=code)
    except Certificate.DoesNotExist:
        raise Http404 from None


def _verify_url(request: HttpRequest, certificate: Certificate) -> str:
    """The certificate's check address, absolute: under the site's public address where
    one is set (``DJANGO_SITE_URL``), else under the one the request came to."""
    path = reverse("school:verify", args=[certificate.code])
    return f"{settings.SITE_URL}{path}" if settings.SITE_URL else request.build_absolute_uri(path)


@login_required
@require_safe
def certificate_page(request: AuthenticatedHttpRequest, code: str) -> HttpResponse:
    """The trainee's certificate as a page to print."""
    certificate = _own_certificate(request.user, code)
    verify_url = _verify_url(request, certificate)
    # segno writes the SVG itself, from the address alone: nothing in it comes from a user.
    qr_svg = mark_safe(
        verify_qr(verify_url).svg_inline(
            border=4, omitsize=True, light="#fff", title=gettext("QR code of the check address")
        )
    )
    context = {"certificate": certificate, "verify_url": verify_url, "qr_svg": qr_svg}
    return render(request, "school/certificate.html", context)


@login_required
@require_safe
def certificate_pdf_view(request: AuthenticatedHttpRequest, code: str) -> HttpResponse:
    certificate = _own_certificate(request.user, code)
    pdf = certificate_pdf(certificate, verify_url=_verify_url(request, certificate))
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="certificate-{certificate.pk}.pdf"'
    return response


@require_safe
def certificate_verify(request: HttpRequest, code: str) -> HttpResponse:
    """Anyone's check of a certificate's code: whether it is genuine and still valid, with
    what an employer matches the paper against (the name as printed, the game, the band,
    the date of issue, and of the revocation) and nothing more (no score, no reason)."""
    certificate = certificate_found(code=code)
    status = 200 if certificate is not None else 404
    return render(request, "school/verify.html", {"certificate": certificate}, status=status)


@login_required
@require_safe
@vary_on_headers("HX-Request")
def board_page(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    """The class's weekly board, for its trainees and instructors only (404 for anyone
    else: the page does not exist for them)."""
    try:
        school_class = board_class_for(user=request.user, pk=pk)
    except SchoolClass.DoesNotExist:
        raise Http404 from None
    form = board_week_form(school_class, request.GET)
    status = 200 if form.is_valid() else 400
    context = board_context(school_class, form)
    return render(request, _partial(request, "board"), context, status=status)


@login_required
@require_POST
@vary_on_headers("HX-Request")
def board_choice(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    """The trainee's choice to appear on his class's board or not, from the school page."""
    try:
        school_class = class_of_trainee(user=request.user, pk=pk)
    except SchoolClass.DoesNotExist:
        raise Http404 from None
    form = BoardChoiceForm(request.POST)
    if form.is_valid():
        shown = form.cleaned_data["shown"]
        school_class.on_board = board_choice_set(  # type: ignore[attr-defined]
            school_class=school_class, trainee=request.user, shown=shown
        )
        if not request.htmx:
            return redirect("school:home")
        return render(request, "school/_board_choice.html", {"school_class": school_class})
    if request.htmx:
        context = {"school_class": school_class, "form": form}
        return render(request, "school/_board_choice.html", context, status=400)
    context = school_home_context(request.user, board_form=(school_class.pk, form))
    return render(request, "school/home.html", context, status=400)


@login_required
@require_POST
def class_sprint(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """Start (or go back to) the trainee's run of his class's sprint of the day."""
    try:
        school_class = board_class_for(user=request.user, pk=pk)
    except SchoolClass.DoesNotExist:
        raise Http404 from None
    if not school_class.is_trainee:  # type: ignore[attr-defined]
        raise Http404  # an instructor sees the board; the sprint is his trainees'
    form = class_sprint_form(school_class, request.POST)
    if form.is_valid():
        try:
            sprint = class_sprint_start(
                school_class=school_class, trainee=request.user, **form.cleaned_data
            )
        except Refusal as error:
            form.add_error("game", str(error))
        else:
            return redirect("trainer:sprint", pk=sprint.pk)
    week = board_week_form(school_class, {})
    context = board_context(school_class, week, sprint_form=form)
    return render(request, "school/board.html", context, status=400)
