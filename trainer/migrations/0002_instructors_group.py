"""The "Instructors" group: view access to every trainee's results, upkeep of house rules.

Permissions are normally created by ``post_migrate``, after every migration has run, so
this migration creates the ones it needs first (the historical models, not today's).
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Instructors"
USER_APP, USER_MODEL = settings.AUTH_USER_MODEL.lower().split(".")
PERMISSIONS = {
    ("view",): {
        "trainer": (
            "attempt",
            "question",
            "dealtround",
            "drillsession",
            "selftest",
            "skillschedule",
        ),
        USER_APP: (USER_MODEL,),
        "paytables": ("game",),
    },
    # Instructors keep the house rules up to date: they add and change them, and remove the
    # rows of a table (a fee, a pay) that a house no longer has.
    ("view", "change", "add"): {
        "paytables": ("variant", "bonustable", "glossaryterm"),
    },
    ("view", "change", "add", "delete"): {
        "paytables": ("switchfee", "raisepay", "bonuspay"),
    },
}


def create_instructors_group(apps, schema_editor) -> None:
    using = schema_editor.connection.alias
    for label in {label for models in PERMISSIONS.values() for label in models}:
        app_config = apps.get_app_config(label)
        # create_permissions skips an app without a models module, which the historical
        # app registry never has.
        app_config.models_module = True
        create_permissions(app_config, apps=apps, verbosity=0, using=using)
        app_config.models_module = None

    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    wanted = [
        (label, f"{action}_{model}")
        for actions, models_by_app in PERMISSIONS.items()
        for label, models in models_by_app.items()
        for model in models
        for action in actions
    ]
    permissions = [
        Permission.objects.using(using).get(content_type__app_label=label, codename=codename)
        for label, codename in wanted
    ]
    group, _created = Group.objects.using(using).get_or_create(name=GROUP)
    group.permissions.add(*permissions)


def delete_instructors_group(apps, schema_editor) -> None:
    Group = apps.get_model("auth", "Group")
    Group.objects.using(schema_editor.connection.alias).filter(name=GROUP).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("trainer", "0001_initial"),
        ("paytables", "0002_reference_data"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RunPython(create_instructors_group, delete_instructors_group),
    ]
