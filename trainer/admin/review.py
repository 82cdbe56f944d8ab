"""The instructors' review: what every trainee was asked, answered and scored.

Everything here is view-only, for superusers too: an attempt is a record of what happened
and is never edited. Answers are shown as the trainee read them ("Royal flush", "+10"),
in the list, on an attempt's page and in the CSV export. The "Trainees" page, on the
admin's index, lists every trainee who has answered with their weakest skills; each
trainee's page has every skill, the weakest first.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from urllib.parse import urlencode

from django.contrib import admin, messages
from django.contrib.admin.options import IncorrectLookupParameters
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.db.models import Exists, Field, Model, OuterRef, QuerySet, TextChoices
from django.db.models.options import Options
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils import timezone, translation
from django.utils.formats import date_format, number_format
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.generic import RedirectView

from croupier.htmx import AuthenticatedHttpRequest
from trainer.charts import percent, seconds
from trainer.forms import NameForm
from trainer.kinds import cell_label, kind_of, refusals
from trainer.models import (
    Attempt,
    DealtRound,
    DrillSession,
    Duel,
    Question,
    SelfTest,
    Sprint,
    SprintSet,
    Trainee,
)
from trainer.presenters import AnswerTexts, answer_texts
from trainer.reach import Reviewed, trainees_reviewed
from trainer.schedule import MASTERY_RUN, SkillNeed, skill_needs, weakest_first
from trainer.selectors import (
    SkillStat,
    TraineeOverview,
    cards_known,
    mastery_grid,
    person_name,
    person_title,
    practice_house,
    skill_stats,
    temporary_password_expiry,
    trainees_overview,
)
from trainer.services import profile_set, temporary_password_set

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
CSV_CHUNK = 2000
# A cell starting with one of these is a formula to a spreadsheet (OWASP's list); trainees
# type answers and user names, instructors name variants.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
# The answer columns hold amounts ("-30" typed for a loss, "+10" the right answer): a plain
# number there is left as a number, since it cannot run anything. Anywhere else (a user
# name "-30") it is text.
AMOUNT_FIELDS = frozenset({"given", "correct_answer"})
PLAIN_NUMBER = re.compile(r"[+-]?[\d.,\s]*\d[\d.,\s]*")
# How many of a trainee's weakest skills the Trainees page names.
WEAKEST_SHOWN = 3


class TraineeFilter(admin.SimpleListFilter):
    """The trainees who have rows in this list, by name (not every account of the site).

    Its parameter is the one Django's own user filter would use, so that links such as
    ``?user__id__exact=7&is_correct__exact=0`` keep working.
    """

    title = _("trainee")
    parameter_name = "user__id__exact"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple]:
        rows = model_admin.get_queryset(request).filter(user=OuterRef("pk"))
        return list(
            get_user_model()
            ._default_manager.filter(Exists(rows))
            .order_by("username")
            .values_list("pk", "username")
        )

    def queryset(self, request: HttpRequest, queryset: QuerySet) -> QuerySet:
        value = self.value()
        if value is None:
            return queryset
        try:
            user_id = int(value)
        except ValueError:
            # The admin answers a bad filter by showing the unfiltered list with "?e=1".
            raise IncorrectLookupParameters(value) from None
        return queryset.filter(user_id=user_id)


class ReviewAdmin(admin.ModelAdmin):
    """A record of what a trainee did: instructors look at it, nobody edits it, and each
    sees the records of the trainees he reviews (``trainer.reach``) only."""

    # The lookup from a row to its trainee.
    trainee_lookup = "user"

    def get_queryset(self, request: HttpRequest) -> QuerySet:
        rows = super().get_queryset(request)
        reviewed = trainees_reviewed(user=request.user)
        return rows if reviewed is None else self.rows_of(rows, reviewed)

    def rows_of(self, rows: QuerySet, reviewed: Reviewed) -> QuerySet:
        """Those of ``rows`` that belong to the trainees ``reviewed``."""
        return rows.filter(**{f"{self.trainee_lookup}__in": reviewed})

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        # Only the site's owner may delete, and only so a trainee's account can be erased
        # with everything it recorded; instructors never remove a result.
        return request.user.is_superuser


def _field(opts: Options, name: str) -> Field:
    """The model's own field ``name`` (the export's columns are never relations' far ends)."""
    field = opts.get_field(name)
    if not isinstance(field, Field):
        raise TypeError(f"{name} is not a field of {opts.label}")
    return field


def _texts(attempt: Attempt) -> AnswerTexts:
    """The attempt's answers as the trainee read them: those the list worked out for its
    whole page, or worked out now (an attempt's own page)."""
    cache = attempt.__dict__  # the instance's own, as _with_texts fills it
    if "shown_answers" not in cache:
        (cache["shown_answers"],) = answer_texts([attempt])
    texts: AnswerTexts = cache["shown_answers"]
    return texts


def _with_texts(attempts: Iterable[Attempt]) -> list[Attempt]:
    attempts = list(attempts)
    for attempt, texts in zip(attempts, answer_texts(attempts), strict=True):
        attempt.__dict__["shown_answers"] = texts
    return attempts


def _no_answer(attempt: Attempt) -> str:
    # An attempt without an answer was closed by the trainee or by the drill's clock.
    return gettext("none: skipped") if attempt.skipped else gettext("none: time ran out")


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


def _chunks(attempts: Iterator[Attempt], size: int) -> Iterator[list[Attempt]]:
    while chunk := list(islice(attempts, size)):
        yield chunk


@admin.register(Attempt)
class AttemptAdmin(ReviewAdmin):
    # The variant is a filter and on an attempt's page: beside the navigation and the
    # filters, a laptop has room for the answers only without it.
    list_display = (
        "answered_at",
        "user",
        "kind",
        "given_answer",
        "right_answer",
        "is_correct",
        "answered_in_time",
        "time",
    )
    list_filter = (TraineeFilter, "kind", "variant", "is_correct", "created_at")
    date_hierarchy = "created_at"
    search_fields = ("user__username", "given")
    list_select_related = ("user", "variant", "question__dealt_round")
    actions = ["export_csv"]
    # An attempt's page: what was asked and why the right answer is right, beside the
    # record, every answer as the trainee read it.
    fields = (
        "user",
        "variant",
        "kind",
        "skill_cell",
        "prompt",
        "given_answer",
        "right_answer",
        "why",
        "is_correct",
        "in_time",
        "skipped",
        "seconds",
        "created_at",
        "question",
    )
    readonly_fields = ("skill_cell", "prompt", "given_answer", "right_answer", "why")

    def changelist_view(
        self, request: HttpRequest, extra_context: dict | None = None
    ) -> HttpResponse:
        response = super().changelist_view(request, extra_context)
        changelist = getattr(response, "context_data", {}).get("cl")
        if changelist is not None:
            # The page's answers as the trainee read them, worked out for the whole page at
            # once (a glossary answer's terms in one query) before the list shows them. The
            # rows are evaluated here once; the list's template reads these same objects.
            _with_texts(changelist.result_list)
        return response

    def get_urls(self) -> list[URLPattern]:
        # The Trainees pages were once under the attempts': old links still arrive.
        trainees = "admin:trainer_trainee_changelist"
        trainee = "admin:trainer_trainee_change"
        return [
            path("trainees/", RedirectView.as_view(pattern_name=trainees, permanent=True)),
            path(
                "trainees/<int:user_id>/",
                RedirectView.as_view(pattern_name=trainee, permanent=True),
            ),
            *super().get_urls(),
        ]

    # Short forms of three columns, so that the eight fit beside the navigation and filters.

    @admin.display(description=_("answered at"), ordering="created_at")
    def answered_at(self, attempt: Attempt) -> str:
        return date_format(timezone.localtime(attempt.created_at), "SHORT_DATETIME_FORMAT")

    @admin.display(description=_("in time"), boolean=True, ordering="in_time")
    def answered_in_time(self, attempt: Attempt) -> bool:
        return attempt.in_time

    @admin.display(description=_("time"), ordering="seconds")
    def time(self, attempt: Attempt) -> str:
        return gettext("%(seconds)s s") % {"seconds": number_format(attempt.seconds, 1)}

    @admin.display(description=Attempt._meta.get_field("given").verbose_name)
    def given_answer(self, attempt: Attempt) -> str | SafeString:
        texts = _texts(attempt)
        return _in_language(texts.given, texts.lang) if texts.given else _no_answer(attempt)

    @admin.display(description=Attempt._meta.get_field("correct_answer").verbose_name)
    def right_answer(self, attempt: Attempt) -> str | SafeString:
        texts = _texts(attempt)
        return _in_language(texts.right, texts.lang)

    @admin.display(description=Attempt._meta.get_field("cell").verbose_name)
    def skill_cell(self, attempt: Attempt) -> str:
        return cell_label(attempt.cell) if attempt.cell else ""

    @admin.display(description=_("question asked"))
    def prompt(self, attempt: Attempt) -> str:
        return kind_of(attempt.kind).prompt(attempt.question)

    @admin.display(description=_("why the right answer is right"))
    def why(self, attempt: Attempt) -> str:
        return kind_of(attempt.kind).worked_answer(attempt.question).reason

    @admin.action(description=_("Export selected attempts as CSV"), permissions=["view"])
    def export_csv(self, request: HttpRequest, queryset: QuerySet[Attempt]) -> HttpResponse:
        response = HttpResponse(content_type="text/csv; charset=utf-8")
        filename = f"attempts-{timezone.localdate():%Y%m%d}.csv"
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
        # The byte order mark tells spreadsheets the file is UTF-8, so Vietnamese survives.
        response.write("\ufeff")
        writer = csv.writer(response)
        writer.writerow(
            [_spreadsheet_cell(str(_field(self.opts, name).verbose_name)) for name in CSV_FIELDS]
        )
        yes, no = gettext("yes"), gettext("no")
        rows = queryset.select_related("user", "variant", "question__dealt_round")
        for chunk in _chunks(rows.iterator(chunk_size=CSV_CHUNK), CSV_CHUNK):
            for attempt in _with_texts(chunk):
                texts = _texts(attempt)
                cells = {
                    # Dates and numbers as the instructor's language writes them, so his
                    # spreadsheet reads them as such (23/11/2026 14:05; 4,25 in Vietnamese).
                    "created_at": date_format(
                        timezone.localtime(attempt.created_at), "SHORT_DATETIME_FORMAT"
                    ),
                    "user": attempt.user.get_username() if attempt.user else "",
                    "variant": str(attempt.variant) if attempt.variant else "",
                    "kind": attempt.get_kind_display(),
                    "given": texts.given or _no_answer(attempt),
                    "correct_answer": texts.right,
                    "is_correct": yes if attempt.is_correct else no,
                    "in_time": yes if attempt.in_time else no,
                    "seconds": number_format(attempt.seconds, use_l10n=True),
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


def _in_language(text: str, lang: str) -> str | SafeString:
    """``text`` marked as written in ``lang`` where that is not the page's language (a
    glossary answer across languages), so that it is read and hyphenated as such."""
    if not lang or lang == translation.get_language():
        return text
    return format_html('<span lang="{}">{}</span>', lang, text)


@dataclass(frozen=True)
class WeakSkill:
    """One of the weakest skills a trainee's line names, with the link to its wrong answers."""

    need: SkillNeed
    wrong_url: str

    @property
    def kind(self) -> TextChoices:
        return kind_of(self.need.kind).slug


@dataclass(frozen=True)
class TraineeLine:
    trainee: TraineeOverview
    percent: str
    weakest: list[WeakSkill]


@dataclass(frozen=True)
class SkillRow:
    """A line of one trainee's page: the skill's record, how its cells stand and the link
    to its wrong answers."""

    stat: SkillStat
    need: SkillNeed
    wrong_url: str

    @property
    def wrong(self) -> int:
        return self.stat.attempts - self.stat.right

    @property
    def percent(self) -> str:
        return percent(self.stat.accuracy or 0)

    @property
    def median(self) -> str:
        return seconds(self.stat.median_seconds or 0)


@admin.register(Trainee)
class TraineeAdmin(ReviewAdmin):
    """The Trainees page, one line a trainee who has answered, the weakest first with their
    three weakest skills; and each trainee's page, every skill with its figures. These are
    the model's list and change pages, so that the admin's index lists the Trainees."""

    trainee_lookup = "pk"

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        # An account is erased from the users' list, with everything it recorded.
        return False

    def get_urls(self) -> list[URLPattern]:
        view = self.admin_site.admin_view
        name = f"{self.opts.app_label}_{self.opts.model_name}"
        return [
            path("", view(self.changelist_view), name=f"{name}_changelist"),
            path("<int:user_id>/", view(self.trainee_view), name=f"{name}_change"),
            path("<int:user_id>/mastery/", view(self.mastery_view), name=f"{name}_mastery"),
            path("<int:user_id>/name/", view(self.name_view), name=f"{name}_name"),
            path(
                "<int:user_id>/temporary-password/",
                view(self.temporary_password_view),
                name=f"{name}_temporary_password",
            ),
        ]

    def _context(self, request: HttpRequest, title: str, **context: object) -> dict:
        request.current_app = self.admin_site.name
        return {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": title,
            **context,
        }

    def changelist_view(
        self, request: HttpRequest, extra_context: dict | None = None
    ) -> TemplateResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        by_name = request.GET.get("o") == "name"
        among = trainees_reviewed(user=request.user)
        overview = trainees_overview(by_name=by_name, among=among)
        lines = [self._line(trainee) for trainee in overview]
        context = self._context(
            request, gettext("Trainees"), trainees=lines, by_name=by_name, **(extra_context or {})
        )
        return TemplateResponse(request, "admin/trainer/trainee/trainees.html", context)

    def _line(self, trainee: TraineeOverview) -> TraineeLine:
        wrong = {"user__id__exact": trainee.user_id, "is_correct__exact": 0}
        return TraineeLine(
            trainee=trainee,
            percent=percent(trainee.accuracy),
            weakest=[
                WeakSkill(need, _changelist_url(self.admin_site, **wrong, kind__exact=need.kind))
                for need in trainee.skills[:WEAKEST_SHOWN]
                if need.missed
            ],
        )

    def trainee_view(self, request: HttpRequest, user_id: int) -> TemplateResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        trainee: User = get_object_or_404(self.get_queryset(request), pk=user_id)
        stats = {stat.kind.value: stat for stat in skill_stats(user=trainee)}
        needs = weakest_first(skill_needs(cards_known(user=trainee), stats, timezone.now()))
        wrong = {"user__id__exact": trainee.pk, "is_correct__exact": 0}
        house, rules = practice_house(user=trainee)
        refused = refusals(rules, list(stats))
        rows = [
            SkillRow(
                stat=stats[need.kind],
                need=need,
                wrong_url=_changelist_url(self.admin_site, **wrong, kind__exact=need.kind),
            )
            for need in needs
        ]
        context = self._context(
            request,
            gettext("Trainee: %(name)s") % {"name": trainee.get_username()},
            trainee=trainee,
            practised=[row for row in rows if row.stat.attempts],
            house=str(house),
            # Only what his house can ask: a kind of the other game, or one the house has no
            # line for (a maximum payout it does not set), is not a gap in his practice.
            unpractised=[
                row.stat for row in rows if not row.stat.attempts and row.stat.kind not in refused
            ],
            attempts=sum(row.stat.attempts for row in rows),
            wrong=sum(row.wrong for row in rows),
            all_url=_changelist_url(self.admin_site, user__id__exact=trainee.pk),
            wrong_url=_changelist_url(self.admin_site, **wrong),
            can_set_password=not trainee.is_staff
            and request.user.has_perm("trainer.add_temporarypassword"),
            name=person_name(user=trainee),
            can_set_name=request.user.is_superuser
            or (not trainee.is_staff and request.user.has_perm("trainer.change_profile")),
        )
        return TemplateResponse(request, "admin/trainer/trainee/trainee.html", context)

    def mastery_view(self, request: HttpRequest, user_id: int) -> TemplateResponse:
        """One trainee's mastery grid, as his progress page shows it."""
        if not self.has_view_permission(request):
            raise PermissionDenied
        trainee: User = get_object_or_404(self.get_queryset(request), pk=user_id)
        house, rules = practice_house(user=trainee)
        context = self._context(
            request,
            gettext("Mastery: %(name)s") % {"name": trainee.get_username()},
            trainee=trainee,
            house=str(house),
            run=MASTERY_RUN,
            grid=mastery_grid(user=trainee, rules=rules),
        )
        return TemplateResponse(request, "admin/trainer/trainee/mastery.html", context)

    def name_view(self, request: AuthenticatedHttpRequest, user_id: int) -> HttpResponse:
        """Set the name a trainee's certificates print, for one of the trainees the user
        reviews (``get_queryset``), certificate or not: the trainee's own page stops him
        once one is issued, not his instructor. An instructor's title is his own to set
        (his own page), or a superuser's, as is any staff account's name."""
        if not request.user.has_perm("trainer.change_profile"):
            raise PermissionDenied
        person: User = get_object_or_404(self.get_queryset(request), pk=user_id)
        if person.is_staff and not request.user.is_superuser:
            raise PermissionDenied
        initial = {"full_name": person_name(user=person), "title": person_title(user=person)}
        form = NameForm(request.POST or None, initial=initial, with_title=person.is_staff)
        if request.method == "POST" and form.is_valid():
            profile_set(user=person, **form.profile_fields())
            self.message_user(request, gettext("The name is saved."), messages.SUCCESS)
            return redirect("admin:trainer_trainee_change", user_id=person.pk)
        context = self._context(
            request,
            gettext("Name on certificates: %(name)s") % {"name": person.get_username()},
            trainee=person,
            form=form,
        )
        return TemplateResponse(request, "admin/trainer/trainee/name.html", context)

    def temporary_password_view(
        self, request: AuthenticatedHttpRequest, user_id: int
    ) -> HttpResponse:
        """Set a trainee who forgot his password a temporary one, shown once, here (behind
        ``admin_view``, so the user is a signed-in member of staff)."""
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        if not request.user.has_perm("trainer.add_temporarypassword"):
            raise PermissionDenied
        trainee: User = get_object_or_404(self.get_queryset(request), pk=user_id)
        try:
            password = temporary_password_set(trainee=trainee, instructor=request.user)
        except PermissionError:
            raise PermissionDenied from None
        context = self._context(
            request,
            gettext("Temporary password for %(name)s") % {"name": trainee.get_username()},
            trainee=trainee,
            password=password,
            expires_at=temporary_password_expiry(user=trainee),
        )
        # admin_view marks the page never to be cached: the password is shown once.
        return TemplateResponse(request, "admin/trainer/trainee/temporary_password.html", context)


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
        "ante",
        "history",
        "rare",
    )
    list_filter = ("variant", "rare", "created_at")
    date_hierarchy = "created_at"
    search_fields = ("player", "dealer", "variant__slug")
    list_select_related = ("variant",)

    def rows_of(self, rows: QuerySet, reviewed: Reviewed) -> QuerySet:
        # A round is a trainee's through the questions dealt on it.
        return rows.filter(pk__in=Question.objects.filter(user__in=reviewed).values("dealt_round"))


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
        "answer_in_chips",
    )
    list_filter = (TraineeFilter, "variant", "difficulty", "rare", "answer_in_chips", "created_at")
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


@admin.register(Sprint)
class SprintAdmin(ReviewAdmin):
    list_display = (
        "started_at",
        "user",
        "variant",
        "shape",
        "score",
        "right",
        "wrong",
        "late_answers",
        "finished_at",
    )
    list_filter = (TraineeFilter, "variant", "shape", "started_at")
    date_hierarchy = "started_at"
    search_fields = ("user__username",)
    list_select_related = ("user", "variant")


@admin.register(SprintSet)
class SprintSetAdmin(admin.ModelAdmin):
    """The question sets sprints share: dealt by the trainer, belonging to no trainee, and
    looked at, never edited (a changed key would grade sprints already run)."""

    list_display = ("created_at", "variant", "shape", "seed")
    list_filter = ("variant", "shape", "created_at")
    date_hierarchy = "created_at"
    search_fields = ("key",)
    list_select_related = ("variant",)
    readonly_fields = ("variant", "rules", "kinds", "shape", "seed", "key", "created_at")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False  # its sprints protect it; their questions ask its rounds


@admin.register(Duel)
class DuelAdmin(ReviewAdmin):
    """A duel is the challenger's record (and the opponent's: his sprint is listed apart)."""

    trainee_lookup = "challenger"
    list_display = ("created_at", "challenger", "opponent", "variant", "shape", "refused_at")
    list_filter = ("variant", "shape", "created_at")
    date_hierarchy = "created_at"
    search_fields = ("challenger__username", "opponent__username")
    list_select_related = ("challenger", "opponent", "variant")
