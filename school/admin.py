"""The school in the admin: instructors keep their classes, make exams, read the results and
revoke certificates. An instructor sees and acts on the rows of his own classes only (the
querysets are filtered, and each object's permissions checked); a superuser on all."""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.db.models import Count, Model, QuerySet
from django.forms import ModelMultipleChoiceField
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from paytables.models import Variant
from school.models import ClassHouse, SchoolClass


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
            # Each choice is named with its game.
            kwargs["queryset"] = Variant.objects.select_related("game")
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


@admin.register(SchoolClass)
class SchoolClassAdmin(InstructorScoped):
    class_lookup = ""
    list_display = ("name", "casino", "trainee_count", "instructor_names", "created_at")
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

    def formfield_for_manytomany(self, db_field, request: HttpRequest, **kwargs):
        field = super().formfield_for_manytomany(db_field, request, **kwargs)
        if isinstance(field, ModelMultipleChoiceField):
            users = get_user_model()._default_manager.order_by("username")
            # Instructors are staff; trainees are the accounts that are not.
            field.queryset = users.filter(is_staff=db_field.name == "instructors")
        return field

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
