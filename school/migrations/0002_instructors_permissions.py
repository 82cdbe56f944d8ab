"""The Instructors group (trainer's migration 0002) may keep classes, make exams, read the
results and revoke certificates; which rows of them each instructor sees is the admin's
(his own classes'). The permissions are created here first, as trainer's 0002 explains."""

from __future__ import annotations

from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Instructors"
PERMISSIONS = {
    "schoolclass": ("view", "add", "change"),
    "classhouse": ("view", "add", "change", "delete"),
    "exam": ("view", "add", "change", "delete"),
    "exampart": ("view", "add", "change", "delete"),
    # What trainees answered is a record: read, never edited.
    "examquestion": ("view",),
    "sitting": ("view",),
    "examanswer": ("view",),
    # Revoking one is a change: the action asks for the reason.
    "certificate": ("view", "change"),
}


def grant(apps, schema_editor) -> None:
    using = schema_editor.connection.alias
    app_config = apps.get_app_config("school")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0, using=using)
    app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _created = Group.objects.using(using).get_or_create(name=GROUP)
    codenames = [
        f"{action}_{model}" for model, actions in PERMISSIONS.items() for action in actions
    ]
    group.permissions.add(
        *Permission.objects.using(using).filter(
            content_type__app_label="school", codename__in=codenames
        )
    )


def revoke(apps, schema_editor) -> None:
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    using = schema_editor.connection.alias
    for group in Group.objects.using(using).filter(name=GROUP):
        group.permissions.remove(
            *Permission.objects.using(using).filter(content_type__app_label="school")
        )


class Migration(migrations.Migration):
    dependencies = [
        ("school", "0001_initial"),
        ("trainer", "0002_instructors_group"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
