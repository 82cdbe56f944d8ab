"""The review schedule in the admin: the trainees' skill cards and reviews (view-only, like
every record of what a trainee did) and the time standards instructors set. Where the
cards stand per trainee is on the Trainees page and each trainee's mastery grid
(``trainer.admin.review``). Kept apart so that the attempts' pages and these change
independently.
"""

from __future__ import annotations

from django.contrib import admin
from django.urls import URLPattern, path
from django.utils.formats import number_format
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.generic import RedirectView

from trainer.admin.review import ReviewAdmin, TraineeFilter
from trainer.kinds import cell_label
from trainer.models import SkillCard, SkillReview, TimeStandard


@admin.register(SkillCard)
class SkillCardAdmin(ReviewAdmin):
    list_display = ("user", "cell_name", "state", "due", "stability_days", "run", "last_review")
    list_filter = (TraineeFilter, "kind", "state", "due")
    date_hierarchy = "due"
    search_fields = ("user__username", "cell")
    list_select_related = ("user",)

    def get_urls(self) -> list[URLPattern]:
        # The trainees by what is due and their grids were once here: the Trainees page
        # and each trainee's mastery grid have them now, and old links still arrive.
        trainees = "admin:trainer_trainee_changelist"
        mastery = "admin:trainer_trainee_mastery"
        return [
            path("trainees/", RedirectView.as_view(pattern_name=trainees, permanent=True)),
            path(
                "trainees/<int:user_id>/",
                RedirectView.as_view(pattern_name=mastery, permanent=True),
            ),
            *super().get_urls(),
        ]

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
    trainee_lookup = "card__user"

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
