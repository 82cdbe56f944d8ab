"""Texas Hold'em Bonus's right decision on each street gets its time standard, as the other
Texas Hold'em Bonus kinds did (0028).

No dealer school's figure we hold times a Texas Hold'em Bonus question, so it takes the
default of its like in the other games (README, "Time standards"): the right play of
Ultimate Texas Hold'em, read street by street, 8 s (0030).
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARDS = {"hb_decision": "8"}


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
    dependencies = [("trainer", "0034_instructors_game_house_rules")]

    operations = [migrations.RunPython(standards_add, standards_remove)]
