from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class SchoolConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "school"
    verbose_name = _("School")

    def ready(self) -> None:
        # The trainer asks through its extension points, since it may not import this app:
        # a trainee's house is his class's; an instructor reviews the trainees he teaches.
        from school.selectors import class_house, trainees_taught
        from trainer.houses import house_provider_register
        from trainer.reach import reach_provider_register

        house_provider_register(class_house)
        reach_provider_register(trainees_taught)
