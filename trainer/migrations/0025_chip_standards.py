"""The question kinds on chips get their time standards, from the dealer schools' grading
figures that issue 29 ("Pay in chips") quotes: 20 chips counted down in under 10 s, a
bonus bet paid in under 30 s, 11 stacks of 20 cut in a minute. The issue does not name the
school, and no school's published page we hold gives these figures: the source is the
issue's quotation, kept here so an instructor can replace them with his own school's.

- counting a picture of stacks: 10 s, the 20 chips counted down;
- colouring up: 10 s, the player's chips counted down before the larger ones are cut;
- changing a chip: 5.5 s, one stack cut (60 s / 11 stacks, to the tenth);
- paying a stated payout: 30 s, the bonus bet paid.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARDS = {
    "chip_count": "10",
    "chip_colour_up": "10",
    "chip_change": "5.5",
    "chip_pay": "30",
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
    dependencies = [("trainer", "0024_chip_kinds")]

    operations = [migrations.RunPython(standards_add, standards_remove)]
