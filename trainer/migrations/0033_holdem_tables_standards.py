"""The Hold'em board games' "settle the table" kinds get their time standards, as Three Card
Poker's table did (0021) and baccarat's (0023); after the games' own kinds (0028 to 0030).

No dealer school's figure we hold times a table of these games, so each takes the default
for settling a table (README, "Time standards"), as every other game's table: 30 s. Their
kinds need no schema change: a kind's choices come from the registry, and a table is a
question on a dealt round (its further spots in the round's ``boxes``).
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARDS = {
    "uth_settle_table": "30",
    "hb_settle_table": "30",
    "ch_settle_table": "30",
}


def standards_add(apps, schema_editor):
    TimeStandard = apps.get_model("trainer", "TimeStandard")
    for kind, seconds in STANDARDS.items():
        TimeStandard.objects.using(schema_editor.connection.alias).get_or_create(
            kind=kind, game=None, defaults={"seconds": Decimal(seconds)}
        )


def standards_remove(apps, schema_editor):
    TimeStandard = apps.get_model("trainer", "TimeStandard")
    using = schema_editor.connection.alias
    TimeStandard.objects.using(using).filter(kind__in=list(STANDARDS), game=None).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("trainer", "0032_sprint_sets"),
    ]

    operations = [migrations.RunPython(standards_add, standards_remove)]
