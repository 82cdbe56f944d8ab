"""The school in the admin: instructors keep their classes, make exams, read the results and
revoke certificates. An instructor sees and acts on the rows of his own classes only (the
querysets are filtered, and each object's permissions checked); a superuser on all. Into a
class he keeps he enrols only trainees in no class yet or already in his classes, and names
no instructor but himself and those already teaching it (``SchoolClassAdmin.get_form``)."""

from __future__ import annotations

import csv
from decimal import Decimal

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import Count, Model, QuerySet
from django.db.models.options import Options
from django.forms import BaseInlineFormSet, ModelMultipleChoiceField
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils.formats import number_format
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from croupier.errors import Refusal
from paytables.models import Variant
from paytables.wording import money
from school.models import Certificate, ClassHouse, Exam, ExamPart, SchoolClass, Sitting
from school.selectors import (
    EXAM_KINDS,
    exam_key,
    exam_question_stats,
    exam_results,
    instructors_assignable,
    sitting_review,
    trainees_enrollable,
)
from school.services import (
    MAX_QUESTIONS,
    certificate_revoke,
    exam_questions_deal,
    sittings_finish_overdue,
)
from trainer.admin.review import FORMULA_STARTS
from trainer.chips import first_unmakeable, variant_chips
from trainer.kinds import DRILLED_GAMES, kind_label, kind_of, refusals
from trainer.kinds.rounds import ANTES
from trainer.models import Difficulty


def own_classes(request: HttpRequest) -> QuerySet[SchoolClass]:
    """The classes the request's user may act on: his own, or every one for a superuser."""
    classes = SchoolClass.objects.all()
    if request.user.is_superuser:
        return classes
    return classes.filter(instructors=request.user.pk)


class InstructorScoped(admin.ModelAdmin):
    """A model whose rows belong to a class: ``class_lookup`` is the path from the model to
    its class ("" for the class itself)."""

    class_lookup = "school_class"

    def _in_own_classes(self, queryset: QuerySet, request: HttpRequest) -> QuerySet:
        if request.user.is_superuser:
            return queryset
        prefix = f"{self.class_lookup}__" if self.class_lookup else ""
        return queryset.filter(**{f"{prefix}instructors": request.user.pk})

    def get_queryset(self, request: HttpRequest) -> QuerySet:
        return self._in_own_classes(super().get_queryset(request), request)

    def _owns(self, request: HttpRequest, obj: Model | None) -> bool:
        if obj is None or request.user.is_superuser:
            return True
        return self._in_own_classes(type(obj)._default_manager.filter(pk=obj.pk), request).exists()

    def has_view_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return super().has_view_permission(request, obj) and self._owns(request, obj)

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return super().has_change_permission(request, obj) and self._owns(request, obj)

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return super().has_delete_permission(request, obj) and self._owns(request, obj)

    def formfield_for_foreignkey(self, db_field, request: HttpRequest, **kwargs):
        if db_field.related_model is SchoolClass:
            kwargs["queryset"] = own_classes(request)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


class ClassHouseInline(admin.TabularInline):
    model = ClassHouse
    extra = 1
    fields = ("game", "variant")

    def formfield_for_foreignkey(self, db_field, request: HttpRequest, **kwargs):
        if db_field.name == "variant":
            # Each choice is named with its game; a game not drilled yet has no class house.
            kwargs["queryset"] = Variant.objects.select_related("game").filter(
                game__engine__in=DRILLED_GAMES
            )
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


# What an instructor (not a superuser) may put in a class he keeps, and what a choice he was
# not offered gets (a forged form, or a trainee another instructor enrolled meanwhile).
ENROL_HELP = _("Trainees in no class yet, and those already in one of your classes.")
ENROL_REFUSED = _(
    "You may enrol only trainees in no class yet or already in one of your classes. "
    "To move a trainee from another instructor's class, ask a superuser."
)
NAMING_HELP = _("You and the instructors already teaching the class.")
NAMING_REFUSED = _(
    "The instructors of a class are you and those already teaching it; a superuser names others."
)


@admin.register(SchoolClass)
class SchoolClassAdmin(InstructorScoped):
    class_lookup = ""
    list_display = (
        "name",
        "casino",
        "trainee_count",
        "instructor_names",
        "created_at",
        "board_link",
    )
    list_filter = ("created_at",)
    search_fields = ("name", "casino", "trainees__username")
    date_hierarchy = "created_at"
    list_select_related = ()
    filter_horizontal = ("instructors", "trainees")
    inlines = [ClassHouseInline]

    def get_queryset(self, request: HttpRequest) -> QuerySet[SchoolClass]:
        return (
            super()
            .get_queryset(request)
            .annotate(trainee_total=Count("trainees", distinct=True))
            .prefetch_related("instructors")
        )

    def get_form(self, request: HttpRequest, obj=None, change: bool = False, **kwargs):
        """The form whose pickers offer, and whose checks accept, only the trainees and
        instructors the user may put in the class (``trainees_enrollable``,
        ``instructors_assignable``): a forged choice is refused as one not offered, and
        nothing is saved."""
        form = super().get_form(request, obj, change=change, **kwargs)
        user: User = request.user  # type: ignore[assignment]  # behind admin_view: a User
        pickers = (
            ("trainees", trainees_enrollable(user=user), ENROL_HELP, ENROL_REFUSED),
            (
                "instructors",
                instructors_assignable(user=user, school_class=obj),
                NAMING_HELP,
                NAMING_REFUSED,
            ),
        )
        for name, allowed, help_text, refused in pickers:
            field = form.base_fields.get(name)
            if not isinstance(field, ModelMultipleChoiceField):
                continue  # read-only to a user who may only view the class
            field.queryset = allowed
            if not user.is_superuser:
                field.help_text = help_text
                field.error_messages["invalid_choice"] = refused
        return form

    def get_changeform_initial_data(self, request: HttpRequest) -> dict:
        return {**super().get_changeform_initial_data(request), "instructors": [request.user.pk]}

    def save_related(self, request: HttpRequest, form, formsets, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        if not request.user.is_superuser:
            # An instructor who makes or edits a class teaches it: otherwise it would vanish
            # from his own list the moment he saved it.
            form.instance.instructors.add(request.user.pk)

    @admin.display(description=_("trainees"), ordering="trainee_total")
    def trainee_count(self, school_class: SchoolClass) -> int:
        return getattr(school_class, "trainee_total", 0)

    @admin.display(description=_("instructors"))
    def instructor_names(self, school_class: SchoolClass) -> str:
        return ", ".join(user.get_username() for user in school_class.instructors.all())

    @admin.display(description=_("class board"))
    def board_link(self, school_class: SchoolClass) -> str:
        # The board is the site's page, which the class's instructors see as its trainees do.
        address = reverse("school:board", args=[school_class.pk])
        return format_html('<a href="{}">{}</a>', address, gettext("this week"))


class ExamPartFormSet(BaseInlineFormSet):
    """The exam's parts, checked against its house before anything is saved: a kind it may
    ask, that the house can ask, and a set of 1 to ``MAX_QUESTIONS`` questions."""

    def clean(self) -> None:
        super().clean()
        exam: Exam = self.instance
        if any(self.errors) or not exam.variant_id:
            return
        parts = [
            form.cleaned_data
            for form in self.forms
            if form.cleaned_data and not form.cleaned_data.get("DELETE")
        ]
        if not parts:
            raise ValidationError(_("Say which questions the exam asks."))
        rules = exam.variant.rules()
        chips = variant_chips(exam.variant)
        refused = refusals(rules, [part["kind"] for part in parts], chips)
        for kind, reason in refused.items():
            raise ValidationError(
                _("%(variant)s cannot ask “%(kind)s”: %(reason)s.")
                % {"variant": exam.variant, "kind": kind_label(kind), "reason": reason}
            )
        size = sum(part["count"] or len(kind_of(part["kind"]).cells(rules)) for part in parts)
        if size > MAX_QUESTIONS:
            raise ValidationError(
                _("An exam asks from 1 to %(most)s questions; this one would ask %(count)s.")
                % {"most": MAX_QUESTIONS, "count": size}
            )


class ExamPartInline(admin.TabularInline):
    model = ExamPart
    formset = ExamPartFormSet
    extra = 3
    fields = ("kind", "count")

    def formfield_for_choice_field(self, db_field, request: HttpRequest, **kwargs):
        if db_field.name == "kind":
            kwargs["choices"] = [
                ("", "---------"),
                *((kind, kind_label(kind)) for kind in EXAM_KINDS),
            ]
        return super().formfield_for_choice_field(db_field, request, **kwargs)

    def _sat(self, obj: Model | None) -> bool:
        return obj is not None and Sitting.objects.filter(exam=obj.pk).exists()

    def has_add_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return super().has_add_permission(request, obj) and not self._sat(obj)

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return super().has_change_permission(request, obj) and not self._sat(obj)

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return super().has_delete_permission(request, obj) and not self._sat(obj)


class ExamForm(forms.ModelForm):
    """The exam; its examiner, who signs the certificates, teaches its class."""

    class Meta:
        model = Exam
        fields = (
            "school_class",
            "title",
            "variant",
            "difficulty",
            "answers_in_chips",
            "examiner",
            "seconds_per_question",
            "total_minutes",
            "speed_standard",
            "pass_from",
            "high_average_from",
            "superior_from",
            "very_superior_from",
            "opens_at",
            "closes_at",
            "attempts_allowed",
        )

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        # A new exam proposes its class's house: the class given (?school_class=), or the
        # only class the instructor may choose.
        if self.is_bound or self.instance.pk is not None or "variant" not in self.fields:
            return
        school_class = self.initial.get("school_class")
        if school_class is None:
            classes = list(self.fields["school_class"].queryset[:2])  # type: ignore[attr-defined]
            if len(classes) == 1:
                school_class = self.initial["school_class"] = classes[0].pk
        house = ClassHouse.objects.filter(school_class=school_class).order_by("game__position")
        variant = house.values_list("variant", flat=True).first()
        if school_class is not None and variant is not None:
            self.initial["variant"] = variant

    def clean(self) -> dict:
        cleaned = super().clean() or {}
        school_class, examiner = cleaned.get("school_class"), cleaned.get("examiner")
        if (
            school_class
            and examiner
            and not school_class.instructors.filter(pk=examiner.pk).exists()
        ):
            self.add_error("examiner", _("The examiner must be an instructor of the class."))
        variant = cleaned.get("variant")
        if school_class and variant:
            houses = list(school_class.houses.select_related("variant__game"))
            # A class with no house named yet may be examined at any house.
            if houses and variant.pk not in {house.variant_id for house in houses}:
                self.add_error(
                    "variant",
                    _(
                        "%(class)s does not deal %(variant)s. Its house: %(houses)s. Choose "
                        "one of them, or change the class's house first."
                    )
                    % {
                        "class": school_class,
                        "variant": variant,
                        "houses": ", ".join(str(house.variant) for house in houses),
                    },
                )
        difficulty = cleaned.get("difficulty")
        if variant and difficulty and cleaned.get("answers_in_chips"):
            # Its antes' payouts could never be pushed in chips that cannot make an ante.
            ante = first_unmakeable(variant_chips(variant), ANTES[Difficulty(difficulty)])
            if ante is not None:
                self.add_error(
                    "answers_in_chips",
                    _(
                        "%(variant)s's chips cannot make an ante of %(ante)s, so its amounts "
                        "cannot be answered in them. Give the house its own chips first."
                    )
                    % {"variant": variant, "ante": money(ante)},
                )
        return cleaned


def _cell(value: object) -> str:
    """A CSV cell a spreadsheet shows as text, never runs as a formula (names come from
    outside); a number written as the admin's language writes it (12,5 in Vietnamese), as
    the attempts' CSV does."""
    text = number_format(value, use_l10n=True) if isinstance(value, Decimal | float) else str(value)
    return f"'{text}" if text.startswith(FORMULA_STARTS) else text


class ExamResults:
    """The exam's results pages, on its admin: the trainees' table (and its CSV) and the
    questions the most got wrong."""

    admin_site: admin.AdminSite
    opts: Options

    def _exam(self, request: HttpRequest, pk: int) -> Exam:
        exam = get_object_or_404(Exam.objects.select_related("school_class", "variant"), pk=pk)
        if not self.has_view_permission(request, exam):  # type: ignore[attr-defined]
            raise PermissionDenied
        sittings_finish_overdue(exam=exam)
        return exam

    def _page(
        self, request: HttpRequest, template: str, title: str, **context: object
    ) -> TemplateResponse:
        request.current_app = self.admin_site.name
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": title,
            **context,
        }
        return TemplateResponse(request, f"admin/school/exam/{template}", context)

    def results_view(self, request: HttpRequest, pk: int) -> TemplateResponse:
        exam = self._exam(request, pk)
        title = gettext("Results: %(title)s") % {"title": exam.title}
        return self._page(request, "results.html", title, exam=exam, rows=exam_results(exam=exam))

    def questions_view(self, request: HttpRequest, pk: int) -> TemplateResponse:
        exam = self._exam(request, pk)
        title = gettext("Questions most got wrong: %(title)s") % {"title": exam.title}
        stats = exam_question_stats(exam=exam)
        return self._page(request, "questions.html", title, exam=exam, stats=stats)

    def results_csv(self, request: HttpRequest, pk: int) -> HttpResponse:
        exam = self._exam(request, pk)
        response = HttpResponse(content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="exam-{exam.pk}-results.csv"'
        response.write("\ufeff")  # the byte order mark: spreadsheets then read UTF-8
        writer = csv.writer(response)
        writer.writerow(
            [
                gettext("trainee"),
                gettext("name"),
                gettext("sittings"),
                gettext("right answers"),
                gettext("questions"),
                gettext("score (%)"),
                gettext("band"),
                gettext("time taken (s)"),
                gettext("within the speed standard"),
                gettext("passed"),
            ]
        )
        yes, no = gettext("yes"), gettext("no")
        for row in exam_results(exam=exam):
            sitting = row.sitting
            cells: list[object] = [row.trainee.get_username(), row.name]
            cells.append(row.sittings)
            if sitting is not None:
                cells += [
                    sitting.right,
                    len(sitting.order),
                    sitting.percent,
                    sitting.get_band_display(),
                    sitting.seconds,
                    yes if sitting.meets_speed else no,
                    yes if sitting.passed else no,
                ]
            writer.writerow([_cell(cell) for cell in cells])
        return response


# The fields that decide which questions are dealt: fixed once a trainee has sat the exam.
# Once a trainee has sat the exam these stay: its set, and how its amounts are answered.
SET_FIELDS = ("school_class", "variant", "difficulty", "answers_in_chips")


@admin.register(Exam)
class ExamAdmin(ExamResults, InstructorScoped):
    form = ExamForm
    inlines = [ExamPartInline]
    list_display = (
        "title",
        "school_class",
        "variant",
        "opens_at",
        "closes_at",
        "question_total",
        "sitting_total",
        "results_links",
    )
    list_filter = (("school_class", admin.RelatedOnlyFieldListFilter), "opens_at")
    search_fields = ("title", "school_class__name")
    date_hierarchy = "opens_at"
    list_select_related = ("school_class", "variant")
    fieldsets = (
        (
            None,
            {
                "fields": (
                    "school_class",
                    "title",
                    "variant",
                    "difficulty",
                    "answers_in_chips",
                    "examiner",
                )
            },
        ),
        (_("Clock"), {"fields": ("seconds_per_question", "total_minutes", "speed_standard")}),
        (
            _("Pass bands"),
            {"fields": ("pass_from", "high_average_from", "superior_from", "very_superior_from")},
        ),
        (_("When and how often"), {"fields": ("opens_at", "closes_at", "attempts_allowed")}),
        (_("The questions dealt"), {"fields": ("question_list",)}),
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[Exam]:
        return (
            super()
            .get_queryset(request)
            .annotate(
                questions_dealt=Count("questions", distinct=True),
                sittings_made=Count("sittings", distinct=True),
            )
        )

    def get_readonly_fields(self, request: HttpRequest, obj: Model | None = None) -> tuple:
        if obj is not None and Sitting.objects.filter(exam=obj.pk).exists():
            return ("question_list", *SET_FIELDS)
        return ("question_list",)

    def get_changeform_initial_data(self, request: HttpRequest) -> dict:
        return {**super().get_changeform_initial_data(request), "examiner": request.user.pk}

    def formfield_for_foreignkey(self, db_field, request: HttpRequest, **kwargs):
        if db_field.name == "examiner":
            kwargs["queryset"] = get_user_model()._default_manager.filter(is_staff=True)
        if db_field.name == "variant":
            kwargs["queryset"] = Variant.objects.select_related("game").filter(
                game__engine__in=DRILLED_GAMES
            )
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        # An exam someone has sat is a record: its results stay.
        sat = obj is not None and Sitting.objects.filter(exam=obj.pk).exists()
        return super().has_delete_permission(request, obj) and not sat

    def save_related(self, request: HttpRequest, form, formsets, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        exam: Exam = form.instance
        changed = set(form.changed_data) & set(SET_FIELDS) or any(
            formset.has_changed() for formset in formsets
        )
        if exam.sittings.exists() or not (changed or not exam.questions.exists()):
            return
        try:
            exam_questions_deal(exam=exam)
        except Refusal as error:
            self.message_user(request, str(error), level=messages.ERROR)

    def get_urls(self) -> list[URLPattern]:
        view = self.admin_site.admin_view
        return [
            path("<int:pk>/results/", view(self.results_view), name="school_exam_results"),
            path("<int:pk>/results.csv", view(self.results_csv), name="school_exam_results_csv"),
            path("<int:pk>/questions/", view(self.questions_view), name="school_exam_questions"),
            *super().get_urls(),
        ]

    @admin.display(description=_("results"))
    def results_links(self, exam: Exam) -> str:
        return format_html(
            '<a href="{}">{}</a> · <a href="{}">{}</a>',
            reverse("admin:school_exam_results", args=[exam.pk]),
            gettext("trainees"),
            reverse("admin:school_exam_questions", args=[exam.pk]),
            gettext("questions"),
        )

    @admin.display(description=_("questions"), ordering="questions_dealt")
    def question_total(self, exam: Exam) -> int:
        return getattr(exam, "questions_dealt", 0)

    @admin.display(description=_("sittings"), ordering="sittings_made")
    def sitting_total(self, exam: Exam) -> int:
        return getattr(exam, "sittings_made", 0)

    @admin.display(description=_("the set every trainee answers, in the key's order"))
    def question_list(self, exam: Exam) -> str:
        rows = exam_key(exam=exam) if exam.pk else []
        if not rows:
            return gettext("Dealt when the exam is saved.")
        return format_html_join(
            "\n",
            "<p>{}. {} · {}: <strong>{}</strong></p>",
            ((row.position, row.kind, row.cell, row.answer) for row in rows),
        )


@admin.register(Sitting)
class SittingAdmin(InstructorScoped):
    """Every sitting of the instructor's classes, view-only: filtered by exam or by trainee
    (a trainee's results across the exams), each opening its answers against the key."""

    class_lookup = "exam__school_class"
    list_display = (
        "started_at",
        "trainee",
        "exam",
        "number",
        "percent",
        "band",
        "seconds",
        "passed",
    )
    list_filter = (
        ("exam", admin.RelatedOnlyFieldListFilter),
        ("trainee", admin.RelatedOnlyFieldListFilter),
        "band",
        "passed",
        "started_at",
    )
    search_fields = ("trainee__username", "trainee__first_name", "trainee__last_name")
    date_hierarchy = "started_at"
    list_select_related = ("trainee", "exam")
    fields = (
        "trainee",
        "exam",
        "number",
        "started_at",
        "deadline",
        "finished_at",
        "right",
        "percent",
        "band",
        "seconds",
        "meets_speed",
        "passed",
        "answer_table",
    )
    readonly_fields = ("answer_table",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    @admin.display(description=_("each answer against the key"))
    def answer_table(self, sitting: Sitting) -> str:
        rows = []
        for review in sitting_review(sitting=sitting):
            question, answer = review.question, review.answer
            kind = kind_of(question.kind)
            given = kind.given_text(question, answer.given) if answer and answer.given else "–"
            verdict = "✓" if answer is not None and answer.is_correct else "✗"
            late = answer is None or not answer.in_time
            rows.append(
                (
                    review.index,
                    question.get_kind_display(),
                    given,
                    verdict,
                    kind.answer_text(question, question.answer_key),
                    gettext("too late") if late else "",
                    kind.worked_answer(question).reason,
                )
            )
        return format_html_join("\n", "<p>{}. {}: {} {} · {} {}<br><small>{}</small></p>", rows)


class RevokeForm(forms.Form):
    reason = forms.CharField(
        label=_("Why the certificates are revoked"),
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=1000,
        error_messages={"required": _("Say why the certificate is revoked.")},
    )


@admin.register(Certificate)
class CertificateAdmin(InstructorScoped):
    """The certificates of the instructor's classes, as issued (nothing on them is edited);
    *Revoke* asks for the reason, and the public check says so from then on."""

    class_lookup = "sitting__exam__school_class"
    # Whether it stands comes before the longer columns, which a narrow list scrolls away.
    list_display = ("issued_at", "trainee_name", "valid_now", "game", "band", "signer_name")
    list_filter = ("band", "game", ("sitting__exam", admin.RelatedOnlyFieldListFilter), "issued_at")
    search_fields = ("trainee_name", "trainee__username", "code")
    date_hierarchy = "issued_at"
    list_select_related = ("game",)
    actions = ["revoke"]
    readonly_fields = (
        "trainee",
        "trainee_name",
        "game",
        "variant",
        "casino",
        "band",
        "percent",
        "issued_at",
        "signed_by",
        "signer_name",
        "signer_title",
        "code",
        "revoked_at",
        "revoked_by",
        "revoke_reason",
    )
    fields = readonly_fields

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    @admin.display(description=_("valid"), boolean=True)
    def valid_now(self, certificate: Certificate) -> bool:
        return certificate.valid

    @admin.action(description=_("Revoke the selected certificates"), permissions=["change"])
    def revoke(
        self, request: HttpRequest, queryset: QuerySet[Certificate]
    ) -> TemplateResponse | None:
        form = RevokeForm(request.POST if "apply" in request.POST else None)
        if form.is_valid():
            revoked = 0
            for certificate in queryset.filter(revoked_at__isnull=True):
                certificate_revoke(
                    certificate=certificate,
                    by=request.user,  # type: ignore[arg-type]  # behind admin_view: a User
                    reason=form.cleaned_data["reason"],
                )
                revoked += 1
            self.message_user(
                request,
                ngettext(
                    "%(count)s certificate revoked.", "%(count)s certificates revoked.", revoked
                )
                % {"count": revoked},
            )
            return None
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": gettext("Revoke certificates"),
            "form": form,
            "certificates": queryset,
            "action": "revoke",
            "selected": request.POST.getlist(ACTION_CHECKBOX_NAME),
        }
        return TemplateResponse(request, "admin/school/certificate/revoke.html", context)
