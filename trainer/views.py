"""The trainer's pages: the trainee's home, drills one question at a time, the self-test."""

from __future__ import annotations

import math

from axes.helpers import get_client_username
from django.conf import settings
from django.contrib import admin
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import AuthenticationForm, PasswordChangeForm, SetPasswordForm
from django.contrib.auth.models import User
from django.contrib.auth.views import (
    LoginView,
    PasswordChangeView,
    PasswordResetConfirmView,
    PasswordResetView,
)
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.decorators import method_decorator
from django.utils.translation import get_language
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django.views.decorators.vary import vary_on_headers
from django_ratelimit.decorators import ratelimit

from croupier.client import address_key
from croupier.errors import Refusal
from croupier.htmx import AuthenticatedHtmxHttpRequest, AuthenticatedHttpRequest, HtmxHttpRequest
from trainer.forms import (
    AnswerForm,
    DrillForm,
    LogInForm,
    NameForm,
    SelfTestForm,
    SelfTestStartForm,
    SignUpForm,
)
from trainer.middleware import MUST_CHANGE_PASSWORD
from trainer.models import DrillSession, Question, SelfTest
from trainer.names import name_frozen_reason
from trainer.presenters import (
    home_context,
    question_context,
    self_test_context,
    self_test_intro_context,
)
from trainer.selectors import (
    drill_results,
    lockout_end,
    person_name,
    profile_of,
    question_for,
    session_for,
    temporary_password_pending,
)
from trainer.services import (
    attempt_record,
    drill_answer_in_chips,
    drill_discard,
    drill_retry,
    drill_start,
    profile_set,
    question_mark_shown,
    question_next,
    question_skip,
    self_test_answer,
    self_test_start,
    temporary_password_clear,
)

SELF_TESTS_KEY = "self_tests"


def _partial(request: HtmxHttpRequest, name: str) -> str:
    return f"trainer/_{name}.html" if request.htmx else f"trainer/{name}.html"


@login_required
@require_safe
def home(request: AuthenticatedHttpRequest) -> HttpResponse:
    return render(request, "trainer/home.html", home_context(request.user))


@login_required
@require_POST
def drill_create(request: AuthenticatedHttpRequest) -> HttpResponse:
    form = DrillForm(request.POST)
    if form.is_valid():
        data = form.cleaned_data
        data.pop("timed")
        session = drill_start(user=request.user, language=get_language(), **data)
        return redirect("trainer:drill", pk=session.pk)
    return render(request, "trainer/home.html", home_context(request.user, form=form))


@login_required
@require_POST
def drill_retry_create(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """A new drill of the cells the trainee got wrong in drill ``pk``."""
    try:
        session = session_for(user=request.user, pk=pk)
    except DrillSession.DoesNotExist:
        raise Http404 from None
    retry = drill_retry(session=session)
    return redirect("trainer:drill", pk=(retry or session).pk)


@login_required
@require_POST
def drill_discard_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """Give up the trainee's own unfinished drill ``pk`` (its answers stay recorded)."""
    try:
        session = session_for(user=request.user, pk=pk)
    except DrillSession.DoesNotExist:
        raise Http404 from None
    drill_discard(session=session)
    return redirect("trainer:home")


@login_required
@require_POST
def drill_chips_view(request: AuthenticatedHttpRequest, pk: int) -> HttpResponse:
    """Answer the rest of the trainee's own drill ``pk`` in chips (``on=1``) or typed."""
    try:
        session = session_for(user=request.user, pk=pk)
    except DrillSession.DoesNotExist:
        raise Http404 from None
    drill_answer_in_chips(session=session, on=request.POST.get("on") == "1")
    # htmx follows the redirect with its header: the drill's page answers with its partial.
    return redirect("trainer:drill", pk=session.pk)


@login_required
@require_safe
@vary_on_headers("HX-Request")
def drill(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    try:
        question = question_next(user_id=request.user.pk, drill_pk=pk, shown=True)
    except DrillSession.DoesNotExist:
        raise Http404 from None
    if question is None:
        session = get_object_or_404(DrillSession, pk=pk, user=request.user)
        context = {"session": session, "results": drill_results(session=session)}
        return render(request, _partial(request, "drill_done"), context)
    question_mark_shown(question=question)
    return render(request, _partial(request, "question"), question_context(question, AnswerForm()))


@login_required
@require_safe
@vary_on_headers("HX-Request")
def question_page(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    question = _own_question(request, pk)
    if not hasattr(question, "attempt"):
        question_mark_shown(question=question)
    return render(request, _partial(request, "question"), question_context(question, AnswerForm()))


@login_required
@require_POST
@vary_on_headers("HX-Request")
def question_answer(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    question = _own_question(request, pk)
    form = AnswerForm(request.POST)
    if form.is_valid():
        try:
            attempt_record(
                user=request.user,
                question=question,
                given=form.cleaned_data["answer"],
                language=get_language(),
            )
        except Refusal as error:
            form.add_error("answer", str(error))
        else:
            if not request.htmx:
                return redirect("trainer:question", pk=question.pk)
    return render(request, _partial(request, "question"), question_context(question, form))


@login_required
@require_POST
@vary_on_headers("HX-Request")
def question_skip_view(request: AuthenticatedHtmxHttpRequest, pk: int) -> HttpResponse:
    """Skip the question, or close it when its clock has run out: the working is shown."""
    question = _own_question(request, pk)
    question_skip(user=request.user, question=question)
    if not request.htmx:
        return redirect("trainer:question", pk=question.pk)
    return render(request, _partial(request, "question"), question_context(question, AnswerForm()))


def _own_question(request: AuthenticatedHtmxHttpRequest, pk: int) -> Question:
    try:
        return question_for(user=request.user, pk=pk)
    except Question.DoesNotExist:
        raise Http404 from None


def per_address(rate_setting: str, *, group: str | None = None):
    """django-ratelimit on POSTs, counted per client address, at the rate the setting names
    (read at each request, so a deployment, or a test, may change it); views of one
    ``group`` share a count."""
    return ratelimit(
        group=group,
        key=address_key,
        rate=lambda group, request: getattr(settings, rate_setting),
        method="POST",
    )


# The site's log-in and the admin's count together: one address, one count of tries.
LOG_IN = "log-in"


@per_address("LOGIN_RATE", group=LOG_IN)
def admin_log_in(request: HttpRequest) -> HttpResponse:
    """The admin's own log-in page, throttled per address like the site's."""
    return admin.site.login(request)


def locked_out(
    request: HttpRequest, original_response: HttpResponse | None, credentials: dict | None
) -> HttpResponse:
    """What a locked account gets (django-axes' ``AXES_LOCKOUT_CALLABLE``): when it opens
    again, in its language, on the site's own page or the admin's alike."""
    now = timezone.now()
    # The lock may have run out between axes' check and this line: then it opens now.
    until = lockout_end(username=get_client_username(request, credentials)) or now
    context = {
        "failure_limit": settings.LOGIN_FAILURE_LIMIT,
        "until": until,
        "minutes": max(1, math.ceil((until - now).total_seconds() / 60)),
    }
    return render(request, "registration/locked.html", context, status=429)


def too_many_requests(request: HttpRequest, exception: Exception) -> HttpResponse:
    """What a throttled address gets (``RATELIMIT_VIEW``): a page saying so, in its language."""
    return render(request, "429.html", status=429)


@method_decorator(per_address("LOGIN_RATE", group=LOG_IN), name="post")
class TraineeLoginView(LoginView):
    """Django's log-in, throttled per address (and per account by django-axes), saying what
    to do about a forgotten password, and sending a trainee let in with a temporary password
    to choose his own; a temporary password past its lifetime is refused (``LogInForm``)."""

    authentication_form = LogInForm

    def get_context_data(self, **kwargs: object) -> dict:
        return {
            **super().get_context_data(**kwargs),
            "reset_by_email": settings.PASSWORD_RESET_BY_EMAIL,
        }

    def form_valid(self, form: AuthenticationForm) -> HttpResponse:
        response = super().form_valid(form)
        if temporary_password_pending(user=form.get_user()):  # the user just logged in
            self.request.session[MUST_CHANGE_PASSWORD] = True
            return redirect("password_change")
        return response


class OwnPasswordChangeView(PasswordChangeView):
    """Django's password change; once done, a temporary password is spent. A trainee who
    has just logged in with a temporary one is not asked for it again: only his new one."""

    # django-stubs pins PasswordChangeView to PasswordChangeForm; the view itself takes any
    # SetPasswordForm (PasswordChangeForm's base, built with the same ``user``), as here.
    def get_form_class(  # type: ignore[override]
        self,
    ) -> type[PasswordChangeForm] | type[SetPasswordForm[User]]:
        if self.request.session.get(MUST_CHANGE_PASSWORD):
            return SetPasswordForm
        return super().get_form_class()

    def form_valid(self, form: PasswordChangeForm | SetPasswordForm[User]) -> HttpResponse:
        response = super().form_valid(form)  # type: ignore[arg-type]  # as get_form_class
        temporary_password_clear(user=form.user)
        self.request.session.pop(MUST_CHANGE_PASSWORD, None)
        return response


class OwnPasswordResetConfirmView(PasswordResetConfirmView):
    """Django's reset by e-mail link; the password chosen spends a temporary one, which
    would otherwise refuse it at log-in once its day is over."""

    def form_valid(self, form: SetPasswordForm[User]) -> HttpResponse:
        response = super().form_valid(form)
        temporary_password_clear(user=form.user)
        return response


@require_http_methods(["GET", "HEAD", "POST"])
def password_reset(request: HttpRequest) -> HttpResponseBase:
    """A reset link by e-mail where the site can send one; otherwise (trainees have no
    e-mail) what to do instead: ask an instructor for a temporary password."""
    if settings.PASSWORD_RESET_BY_EMAIL:
        return PasswordResetView.as_view()(request)
    return render(request, "registration/password_reset_ask.html")


@require_http_methods(["GET", "HEAD", "POST"])
@per_address("SIGN_UP_RATE")
def sign_up(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        # Django's own backend: the session must name one that can load the user again.
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("trainer:home")
    return render(request, "registration/sign_up.html", {"form": form})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def name_page(request: AuthenticatedHttpRequest) -> HttpResponse:
    """His name as certificates print it, his to correct until one is printed with it (then
    an instructor corrects it); staff give their title too, printed when they sign."""
    user = request.user
    frozen = None if user.is_staff else name_frozen_reason(user=user)
    profile = profile_of(user=user)
    name = person_name(user=user)
    initial = {"full_name": name, "title": profile.title if profile else ""}
    form = NameForm(request.POST or None, initial=initial, with_title=user.is_staff)
    if request.method == "POST" and frozen is None and form.is_valid():
        profile_set(user=user, **form.profile_fields())
        return redirect(f"{reverse('name')}?saved=1")
    refused = request.method == "POST" and frozen is not None
    context = {"form": form, "frozen": frozen, "name": name, "saved": "saved" in request.GET}
    return render(request, "registration/name.html", context, status=403 if refused else 200)


# -- the self-test: anyone, logged in or not ------------------------------------------------


@require_safe
def self_test_intro(request: HttpRequest) -> HttpResponse:
    user = request.user if request.user.is_authenticated else None
    # ?game= (the game card's link) puts that game's test first; anything else is ignored.
    context = self_test_intro_context(user, first=request.GET.get("game"))
    return render(request, "trainer/self_test_intro.html", context)


@require_POST
@per_address("SELF_TEST_RATE")
def self_test_create(request: HttpRequest) -> HttpResponse:
    user = request.user if request.user.is_authenticated else None
    form = SelfTestStartForm(request.POST)
    if not form.is_valid():
        context = self_test_intro_context(user, form=form)
        return render(request, "trainer/self_test_intro.html", context, status=400)
    self_test = self_test_start(user=user, game=form.cleaned_data["game"])
    request.session[SELF_TESTS_KEY] = [
        *request.session.get(SELF_TESTS_KEY, [])[-9:],
        str(self_test.token),
    ]
    return redirect("trainer:self_test_page", token=self_test.token)


@require_http_methods(["GET", "HEAD", "POST"])
def self_test_page(request: HttpRequest, token: str) -> HttpResponse:
    self_test = _own_self_test(request, token)
    questions = list(
        self_test.questions.select_related("dealt_round__variant__game", "attempt").order_by(
            "position"
        )
    )
    form = SelfTestForm(request.POST or None, questions=questions)
    if request.method == "POST" and form.is_valid():
        try:
            self_test_answer(
                self_test=self_test, answers=form.cleaned_data, language=get_language()
            )
        except Refusal as error:
            form.add_error(error.field, str(error))
        else:
            return redirect("trainer:self_test_page", token=self_test.token)
    return render(request, "trainer/self_test.html", self_test_context(self_test, form))


def _own_self_test(request: HttpRequest, token: str) -> SelfTest:
    self_test = get_object_or_404(SelfTest.objects.select_related("user"), token=token)
    mine = str(token) in request.session.get(SELF_TESTS_KEY, [])
    if self_test.user_id is not None:
        mine = request.user.is_authenticated and self_test.user_id == request.user.pk
    if not mine:
        raise Http404
    return self_test
