from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class SchoolConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "school"
    verbose_name = _("School")

    def ready(self) -> None:
        # The trainer asks for a trainee's house through its extension point, since it may
        # not import this app: his class's house answers it.
        from school.selectors import class_house
        from trainer.houses import house_provider_register

        house_provider_register(class_house)
