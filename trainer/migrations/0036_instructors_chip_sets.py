"""The Instructors group keeps the casinos' chip sets, as it keeps their house rules (0034).

A chip set shipped as an example (the VND set) tells whoever opens it to replace its values
and colours with the casino's own, and an instructor is the one who sets up his casino's
houses; but the group was never given the chip sets' permissions, so he was refused (403).
He gets here: add and change the chip sets, and add, change and remove their chips. Not
delete a set: one a house uses is protected anyway, and an unused one is the owner's to
clear. The permissions are created here first, as 0002 explains.
"""

from __future__ import annotations

from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Instructors"
PERMISSIONS = {
    "chipset": ("view", "add", "change"),
    "chipdenomination": ("view", "add", "change", "delete"),
}


def codenames() -> list[str]:
    return [f"{action}_{model}" for model, actions in PERMISSIONS.items() for action in actions]


def grant(apps, schema_editor) -> None:
    using = schema_editor.connection.alias
    app_config = apps.get_app_config("paytables")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0, using=using)
    app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _created = Group.objects.using(using).get_or_create(name=GROUP)
    wanted = Permission.objects.using(using).filter(
        content_type__app_label="paytables", codename__in=codenames()
    )
    assert wanted.count() == len(codenames()), "a chip model is missing its permissions"
    group.permissions.add(*wanted)


def revoke(apps, schema_editor) -> None:
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    using = schema_editor.connection.alias
    for group in Group.objects.using(using).filter(name=GROUP):
        group.permissions.remove(
            *Permission.objects.using(using).filter(
                content_type__app_label="paytables", codename__in=codenames()
            )
        )


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0019_casino_holdem_data"),
        ("trainer", "0035_holdem_bonus_decision"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
