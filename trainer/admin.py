"""The instructors' review: what every trainee was asked, answered and scored.

Everything here is view-only, for superusers too: an attempt is a record of what happened
and is never edited. Beside the usual lists, the attempts' admin has a "Trainees" page (per
trainee and skill: attempts, accuracy, median time), a page per trainee with the weakest
skills first, and a CSV export of attempts.
"""

from __future__ import annotations

import csv
import re
import statistics
from dataclasses import dataclass
from decimal import Decimal
from itertools import groupby
from urllib.parse import urlencode

from django.contrib import admin
from django.contrib.admin.options import IncorrectLookupParameters
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.core.exceptions import PermissionDenied
from django.db.models import (
    Case,
    Count,
    Exists,
    IntegerField,
    Model,
    OuterRef,
    QuerySet,
    Sum,
    Value,
    When,
)
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils import timezone
from django.utils.formats import date_format, number_format
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from trainer.models import (
    Attempt,
    DealtRound,
    DrillSession,
    Question,
    QuestionKind,
    SelfTest,
)
from trainer.selectors import SkillStat, skill_stats
from trainer.services import temporary_password_set

# The export's columns, headed by the fields' names as the attempt list shows them.
CSV_FIELDS = (
    "created_at",
    "user",
    "variant",
    "kind",
    "given",
    "correct_answer",
    "is_correct",
    "in_time",
    "seconds",
)
# A cell starting with one of these is a formula to a spreadsheet (OWASP's list); trainees
# type answers and user names, instructors name variants.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
# The answer columns hold amounts ("-30" typed for a loss): a plain number there is left as
# a number, since it cannot run anything. Anywhere else (a user name "-30") it is text.
AMOUNT_FIELDS = frozenset({"given", "correct_answer"})
PLAIN_NUMBER = re.compile(r"[+-]?[\d.,\s]*\d[\d.,\s]*")


class TraineeFilter(admin.SimpleListFilter):
    """The trainees who have rows in this list, by name (not every account of the site).

    Its parameter is the one Django's own user filter would use, so that links such as
    ``?user__id__exact=7&is_correct__exact=0`` keep working.
    """

    title = _("trainee")
    parameter_name = "user__id__exact"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple]:
        rows = model_admin.model._default_manager.filter(user=OuterRef("pk"))
        return list(
            get_user_model()
            ._default_manager.filter(Exists(rows))
            .order_by("username")
            .values_list("pk", "username")
        )

    def queryset(self, request: HttpRequest, queryset: QuerySet) -> QuerySet:
        if self.value() is None:
            return queryset
        try:
            user_id = int(self.value())
        except ValueError:
            # The admin answers a bad filter by showing the unfiltered list with "?e=1".
            raise IncorrectLookupParameters(self.value()) from None
        return queryset.filter(user_id=user_id)


class ReviewAdmin(admin.ModelAdmin):
    """A record of what a trainee did: instructors look at it, nobody edits it."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        # Only the site's owner may delete, and only so a trainee's account can be erased
        # with everything it recorded; instructors never remove a result.
        return request.user.is_superuser


@dataclass(frozen=True)
class SkillSummary:
    """One trainee's record on one skill, as the Trainees page shows it."""

    attempts: int
    right: int
    median_seconds: Decimal | None

    @property
    def accuracy(self) -> float:
        return 100 * self.right / self.attempts


@dataclass(frozen=True)
class TraineeSummary:
    user_id: int
    username: str
    full_name: str
    attempts: int
    right: int
    skills: list[SkillSummary | None]  # in the order of the page's skill columns

    @property
    def accuracy(self) -> float:
        return 100 * self.right / self.attempts


def _trainee_summaries() -> tuple[list[QuestionKind], list[TraineeSummary]]:
    """Every trainee with attempts: per skill the attempts, accuracy and median time.

    Two queries whatever the number of trainees: the counts grouped by trainee and skill,
    then the times in that order for the medians, which SQLite cannot compute (one group's
    times in memory at a time). Also returns the skills anyone has attempted, in order.
    """
    attempts = Attempt.objects.filter(user__isnull=False)
    counts = (
        attempts.values("user_id", "user__username", "user__first_name", "user__last_name", "kind")
        .annotate(
            attempts=Count("pk"),
            right=Sum(
                Case(When(is_correct=True, then=Value(1)), default=Value(0)),
                output_field=IntegerField(),
            ),
        )
        .order_by("user__username", "user_id", "kind")
    )
    times = (
        attempts.order_by("user_id", "kind").values_list("user_id", "kind", "seconds").iterator()
    )
    medians = {
        key: statistics.median(seconds for _user, _kind, seconds in rows)
        for key, rows in groupby(times, key=lambda row: (row[0], row[1]))
    }

    by_trainee: dict[int, list[dict]] = {}
    for row in counts:
        by_trainee.setdefault(row["user_id"], []).append(row)
    attempted = {row["kind"] for rows in by_trainee.values() for row in rows}
    kinds = [kind for kind in QuestionKind if kind.value in attempted]
    trainees = []
    for user_id, rows in by_trainee.items():
        skills = {
            row["kind"]: SkillSummary(
                attempts=row["attempts"],
                right=row["right"],
                median_seconds=medians.get((user_id, row["kind"])),
            )
            for row in rows
        }
        first = rows[0]
        trainees.append(
            TraineeSummary(
                user_id=user_id,
                username=first["user__username"],
                full_name=f"{first['user__first_name']} {first['user__last_name']}".strip(),
                attempts=sum(skill.attempts for skill in skills.values()),
                right=sum(skill.right for skill in skills.values()),
                skills=[skills.get(kind.value) for kind in kinds],
            )
        )
    return kinds, trainees


@dataclass(frozen=True)
class SkillRow:
    """A line of one trainee's page: the skill's record and the link to its wrong answers."""

    stat: SkillStat
    wrong_url: str

    @property
    def wrong(self) -> int:
        return self.stat.attempts - self.stat.right

    @property
    def accuracy(self) -> float:
        return 100 * (self.stat.accuracy or 0)


def _weakest_first(stats: list[SkillStat]) -> list[SkillStat]:
    """Practised skills by accuracy, lowest first, a skill due for review before one that
    is not; skills never practised last, since nothing is known of them yet."""
    practised = [stat for stat in stats if stat.attempts]
    return sorted(practised, key=lambda stat: (stat.accuracy, not stat.due)) + [
        stat for stat in stats if not stat.attempts
    ]


def _changelist_url(admin_site: admin.AdminSite, **filters: object) -> str:
    url = reverse("admin:trainer_attempt_changelist", current_app=admin_site.name)
    return f"{url}?{urlencode(filters)}" if filters else url


def _spreadsheet_cell(text: str, *, amount: bool = False) -> str:
    """``text`` as a spreadsheet will show it: a leading apostrophe keeps a cell such as
    ``=HYPERLINK(...)`` from running as a formula; in an ``amount`` column a plain number
    such as -30 stays a number."""
    if text.startswith(FORMULA_STARTS) and not (amount and PLAIN_NUMBER.fullmatch(text)):
        return f"'{text}"
    return text


@admin.register(Attempt)
class AttemptAdmin(ReviewAdmin):
    list_display = (
        "answered_at",
        "user",
        "variant",
        "kind",
        "given",
        "correct_answer",
        "is_correct",
        "answered_in_time",
        "time",
    )
    list_filter = (TraineeFilter, "kind", "variant", "is_correct", "created_at")
    date_hierarchy = "created_at"
    search_fields = ("user__username", "given")
    list_select_related = ("user", "variant", "question")
    actions = ["export_csv"]

    def get_urls(self) -> list[URLPattern]:
        view = self.admin_site.admin_view
        name = f"{self.opts.app_label}_{self.opts.model_name}"
        # Before the model's own URLs, whose "<object_id>/" would catch these.
        return [
            path("trainees/", view(self.trainees_view), name=f"{name}_trainees"),
            path("trainees/<int:user_id>/", view(self.trainee_view), name=f"{name}_trainee"),
            path(
                "trainees/<int:user_id>/temporary-password/",
                view(self.temporary_password_view),
                name=f"{name}_temporary_password",
            ),
            *super().get_urls(),
        ]

    def trainees_view(self, request: HttpRequest) -> TemplateResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        kinds, trainees = _trainee_summaries()
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": gettext("Trainees"),
            "kinds": kinds,
            "trainees": trainees,
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "admin/trainer/attempt/trainees.html", context)

    def trainee_view(self, request: HttpRequest, user_id: int) -> TemplateResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        trainee: AbstractBaseUser = get_object_or_404(get_user_model(), pk=user_id)
        stats = _weakest_first(skill_stats(user=trainee))
        wrong = {"user__id__exact": trainee.pk, "is_correct__exact": 0}
        rows = [
            SkillRow(
                stat=stat,
                wrong_url=_changelist_url(self.admin_site, **wrong, kind__exact=stat.kind),
            )
            for stat in stats
        ]
        attempts = sum(stat.attempts for stat in stats)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": gettext("Trainee: %(name)s") % {"name": trainee.get_username()},
            "trainee": trainee,
            "practised": [row for row in rows if row.stat.attempts],
            "unpractised": [row.stat for row in rows if not row.stat.attempts],
            "attempts": attempts,
            "wrong": sum(row.wrong for row in rows),
            "all_url": _changelist_url(self.admin_site, user__id__exact=trainee.pk),
            "wrong_url": _changelist_url(self.admin_site, **wrong),
            "can_set_password": not trainee.is_staff
            and request.user.has_perm("trainer.add_temporarypassword"),
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "admin/trainer/attempt/trainee.html", context)

    def temporary_password_view(self, request: HttpRequest, user_id: int) -> TemplateResponse:
        """Set a trainee who forgot his password a temporary one, shown once, here."""
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        if not request.user.has_perm("trainer.add_temporarypassword"):
            raise PermissionDenied
        trainee: AbstractBaseUser = get_object_or_404(get_user_model(), pk=user_id)
        try:
            password = temporary_password_set(trainee=trainee, instructor=request.user)
        except PermissionError:
            raise PermissionDenied from None
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": gettext("Temporary password for %(name)s") % {"name": trainee.get_username()},
            "trainee": trainee,
            "password": password,
        }
        request.current_app = self.admin_site.name
        # admin_view marks the page never to be cached: the password is shown once.
        return TemplateResponse(request, "admin/trainer/attempt/temporary_password.html", context)

    # Short forms of three columns, so that the nine fit beside the navigation and filters.

    @admin.display(description=_("answered at"), ordering="created_at")
    def answered_at(self, attempt: Attempt) -> str:
        return date_format(timezone.localtime(attempt.created_at), "SHORT_DATETIME_FORMAT")

    @admin.display(description=_("in time"), boolean=True, ordering="in_time")
    def answered_in_time(self, attempt: Attempt) -> bool:
        return attempt.in_time

    @admin.display(description=_("time"), ordering="seconds")
    def time(self, attempt: Attempt) -> str:
        return gettext("%(seconds)s s") % {"seconds": number_format(attempt.seconds, 1)}

    @admin.action(description=_("Export selected attempts as CSV"), permissions=["view"])
    def export_csv(self, request: HttpRequest, queryset: QuerySet[Attempt]) -> HttpResponse:
        response = HttpResponse(content_type="text/csv; charset=utf-8")
        filename = f"attempts-{timezone.localdate():%Y%m%d}.csv"
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
        # The byte order mark tells spreadsheets the file is UTF-8, so Vietnamese survives.
        response.write("\ufeff")
        writer = csv.writer(response)
        writer.writerow(
            [_spreadsheet_cell(str(self.opts.get_field(name).verbose_name)) for name in CSV_FIELDS]
        )
        yes, no = gettext("yes"), gettext("no")
        for attempt in queryset.select_related("user", "variant").iterator(chunk_size=2000):
            cells = {
                "created_at": timezone.localtime(attempt.created_at).isoformat(timespec="seconds"),
                "user": attempt.user.get_username() if attempt.user else "",
                "variant": attempt.variant.name_en if attempt.variant else "",
                "kind": attempt.get_kind_display(),
                "given": attempt.given,
                "correct_answer": attempt.correct_answer,
                "is_correct": yes if attempt.is_correct else no,
                "in_time": yes if attempt.in_time else no,
                "seconds": str(attempt.seconds),
            }
            # Every cell, not only the answers: user names and variant names come from
            # outside too, and so do the translations of the labels.
            writer.writerow(
                [
                    _spreadsheet_cell(str(cells[name]), amount=name in AMOUNT_FIELDS)
                    for name in CSV_FIELDS
                ]
            )
        return response


@admin.register(Question)
class QuestionAdmin(ReviewAdmin):
    list_display = (
        "created_at",
        "user",
        "kind",
        "dealt_round",
        "term",
        "answer_key",
        "answered",
    )
    list_filter = (TraineeFilter, "kind", "prompt_language", "created_at")
    date_hierarchy = "created_at"
    search_fields = ("user__username", "answer_key")
    list_select_related = ("user", "dealt_round", "term", "attempt")
    # Newest first: the model's order (by drill, then position) suits a drill, not a review.
    ordering = ("-created_at",)

    @admin.display(description=_("answered"), boolean=True)
    def answered(self, question: Question) -> bool:
        return hasattr(question, "attempt")


@admin.register(DealtRound)
class DealtRoundAdmin(ReviewAdmin):
    list_display = (
        "created_at",
        "variant",
        "player",
        "dealer",
        "discard",
        "draw",
        "decision",
        "ante",
        "bonus",
        "rare",
    )
    list_filter = ("variant", "decision", "rare", "created_at")
    date_hierarchy = "created_at"
    search_fields = ("player", "dealer", "variant__slug")
    list_select_related = ("variant",)


@admin.register(DrillSession)
class DrillSessionAdmin(ReviewAdmin):
    list_display = (
        "created_at",
        "user",
        "variant",
        "difficulty",
        "length",
        "seconds_per_question",
        "rare",
    )
    list_filter = (TraineeFilter, "variant", "difficulty", "rare", "created_at")
    date_hierarchy = "created_at"
    search_fields = ("user__username",)
    list_select_related = ("user", "variant")


@admin.register(SelfTest)
class SelfTestAdmin(ReviewAdmin):
    list_display = ("created_at", "token", "user")
    list_filter = (TraineeFilter, "created_at")
    date_hierarchy = "created_at"
    search_fields = ("user__username",)
    list_select_related = ("user",)


# The review schedule's admin (skill cards, reviews, time standards, the mastery grids) is
# its own module; importing it here registers it with the admin's autodiscovery.
from trainer import schedule_admin  # noqa: E402, F401
