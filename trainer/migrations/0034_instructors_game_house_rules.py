"""The Instructors group keeps every game's house rules, as it keeps Oasis Poker's (0002).

Each game after Oasis Poker has its own admin of its variants (a proxy of ``Variant``) with
its house rules, pay lines and sources inline; a proxy has permissions of its own, and the
group was never given them, so an instructor was refused (403) every game's variants but
Oasis Poker's and could not enter the figures the admin lists as unknown. They get here
what 0002 gave them on Oasis Poker's: add and change the variants and the house rules, and
remove the rows of a table (a pay, a source) a house no longer has. The permissions are
created here first, as 0002 explains.
"""

from __future__ import annotations

from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Instructors"
GAMES = ("russian", "threecard", "baccarat", "ultimate", "holdembonus", "casinoholdem")
# A game's rows of a table: Baccarat's Dragon Bonus lines are its only pays.
PAYS = {"baccarat": "baccaratdragonpay"}
PERMISSIONS = {
    **{f"{game}variant": ("view", "add", "change") for game in GAMES},
    **{f"{game}house": ("view", "add", "change") for game in GAMES},
    **{PAYS.get(game, f"{game}pay"): ("view", "add", "change", "delete") for game in GAMES},
    "variantsource": ("view", "add", "change", "delete"),
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
    assert wanted.count() == len(codenames()), "a game's model is missing its permissions"
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
        ("trainer", "0033_holdem_tables_standards"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
