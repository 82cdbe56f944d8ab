from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class SchoolConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "school"
    verbose_name = _("School")

    def ready(self) -> None:
        # The trainer asks through its extension points, since it may not import this app:
        # a trainee's houses are his class's; an instructor reviews the trainees he teaches;
        # the trainee's home lists the exams he may sit now; a name is refused where the
        # certificates' fonts cannot print it, and is the trainee's no longer to change once
        # a certificate has printed it.
        from school.certificates import certificate_undrawable
        from school.presenters import exam_milestones, exam_notices
        from school.selectors import (
            certificate_name_frozen,
            class_houses,
            classmates,
            trainees_taught,
        )
        from trainer.houses import house_provider_register
        from trainer.milestones import milestone_provider_register
        from trainer.names import frozen_provider_register, undrawable_provider_register
        from trainer.notices import home_notice_provider_register
        from trainer.peers import peers_provider_register
        from trainer.reach import reach_provider_register

        house_provider_register(class_houses)
        reach_provider_register(trainees_taught)
        home_notice_provider_register(exam_notices)
        undrawable_provider_register(certificate_undrawable)
        frozen_provider_register(certificate_name_frozen)
        peers_provider_register(classmates)
        milestone_provider_register(exam_milestones)
