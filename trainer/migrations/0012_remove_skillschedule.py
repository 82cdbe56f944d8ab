# The Leitner boxes go: the FSRS cards (0010, filled by 0011) schedule every skill cell.

from __future__ import annotations

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("trainer", "0011_replay_attempts"),
    ]

    operations = [
        migrations.DeleteModel(name="SkillSchedule"),
    ]
