"""Texas Hold'em Bonus's "the player's best five" gets its time standard: 5 s, as Ultimate
Texas Hold'em's (0030), the default of a hand named (README, "Time standards")."""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

KIND = "hb_hand"
SECONDS = Decimal(5)


def standard_add(apps, schema_editor):
    TimeStandard = apps.get_model("trainer", "TimeStandard")
    TimeStandard.objects.using(schema_editor.connection.alias).get_or_create(
        kind=KIND, game=None, defaults={"seconds": SECONDS}
    )


def standard_remove(apps, schema_editor):
    TimeStandard = apps.get_model("trainer", "TimeStandard")
    TimeStandard.objects.using(schema_editor.connection.alias).filter(kind=KIND, game=None).delete()


class Migration(migrations.Migration):
    dependencies = [("trainer", "0030_ultimate_standards")]

    operations = [migrations.RunPython(standard_add, standard_remove)]
