"""The review schedule in the admin: the trainees' skill cards and reviews (view-only, like
every record of what a trainee did), the time standards instructors set, and two pages on
the cards' admin: the trainees sorted by what is due or weak, and one trainee's mastery grid.

Registered from ``trainer.admin`` (imported at its end), so that the admin's autodiscovery
finds it; kept apart so that the attempts' pages and these change independently.
"""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import URLPattern, path
from django.utils.formats import number_format
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from trainer.admin import ReviewAdmin, TraineeFilter
from trainer.kinds import cell_label
from trainer.models import SkillCard, SkillReview, TimeStandard
from trainer.schedule import MASTERY_RUN
from trainer.selectors import mastery_grid, practice_house, trainees_by_need


@admin.register(SkillCard)
class SkillCardAdmin(ReviewAdmin):
    list_display = ("user", "cell_name", "state", "due", "stability_days", "run", "last_review")
    list_filter = (TraineeFilter, "kind", "state", "due")
    date_hierarchy = "due"
    search_fields = ("user__username", "cell")
    list_select_related = ("user",)

    def get_urls(self) -> list[URLPattern]:
        view = self.admin_site.admin_view
        name = f"{self.opts.app_label}_{self.opts.model_name}"
        # Before the model's own URLs, whose "<object_id>/" would catch these.
        return [
            path("trainees/", view(self.trainees_view), name=f"{name}_trainees"),
            path("trainees/<int:user_id>/", view(self.grid_view), name=f"{name}_grid"),
            *super().get_urls(),
        ]

    def _context(self, request: HttpRequest, title: str, **extra: object) -> dict:
        request.current_app = self.admin_site.name
        return {**self.admin_site.each_context(request), "opts": self.opts, "title": title, **extra}

    def trainees_view(self, request: HttpRequest) -> TemplateResponse:
        """Every trainee with a card: the most cells due first, then the most weak."""
        if not self.has_view_permission(request):
            raise PermissionDenied
        context = self._context(
            request, gettext("Trainees by what is due"), trainees=trainees_by_need()
        )
        return TemplateResponse(request, "admin/trainer/skillcard/trainees.html", context)

    def grid_view(self, request: HttpRequest, user_id: int) -> TemplateResponse:
        """One trainee's mastery grid, as his progress page shows it."""
        if not self.has_view_permission(request):
            raise PermissionDenied
        trainee: User = get_object_or_404(get_user_model(), pk=user_id)
        house, rules = practice_house(user=trainee)
        context = self._context(
            request,
            gettext("Mastery: %(name)s") % {"name": trainee.get_username()},
            trainee=trainee,
            house=str(house),
            run=MASTERY_RUN,
            grid=mastery_grid(user=trainee, rules=rules),
        )
        return TemplateResponse(request, "admin/trainer/skillcard/grid.html", context)

    @admin.display(description=_("skill cell"), ordering="cell")
    def cell_name(self, card: SkillCard) -> str:
        return cell_label(card.cell)

    @admin.display(description=_("stability"), ordering="stability")
    def stability_days(self, card: SkillCard) -> str:
        return gettext("%(days)s days") % {"days": number_format(card.stability, 1)}


@admin.register(SkillReview)
class SkillReviewAdmin(ReviewAdmin):
    list_display = ("reviewed_at", "trainee", "cell_name", "rating", "time", "standard_seconds")
    list_filter = ("rating", "card__kind", "reviewed_at")
    date_hierarchy = "reviewed_at"
    search_fields = ("card__user__username", "card__cell")
    list_select_related = ("card__user",)

    @admin.display(description=_("trainee"), ordering="card__user__username")
    def trainee(self, review: SkillReview) -> str:
        return review.card.user.get_username()

    @admin.display(description=_("skill cell"), ordering="card__cell")
    def cell_name(self, review: SkillReview) -> str:
        return cell_label(review.card.cell)

    @admin.display(description=_("time"), ordering="duration_ms")
    def time(self, review: SkillReview) -> str:
        seconds = review.duration_ms / 1000
        return gettext("%(seconds)s s") % {"seconds": number_format(seconds, 1)}


@admin.register(TimeStandard)
class TimeStandardAdmin(admin.ModelAdmin):
    """Instructors set how long a trained dealer takes per kind (and per game, where one
    differs): a right answer within it is rated Good, within half of it Easy, slower Hard."""

    list_display = ("kind", "game", "seconds")
    list_editable = ("seconds",)
    list_filter = ("game", "kind")
    search_fields = ("kind",)
    list_select_related = ("game",)
