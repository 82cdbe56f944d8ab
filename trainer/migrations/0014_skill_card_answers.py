"""Each skill card counts its answers, so that dealing reads the cards alone.

The count starts from the card's review log: every answer of a trainee on a cell since
0011 replayed them is one review.
"""

from __future__ import annotations

from django.db import migrations, models
from django.db.models import Count, OuterRef, Subquery
from django.db.models.functions import Coalesce


def count_answers(apps, schema_editor):
    SkillCard = apps.get_model("trainer", "SkillCard")
    SkillReview = apps.get_model("trainer", "SkillReview")
    reviews = (
        SkillReview.objects.filter(card=OuterRef("pk"))
        .values("card")
        .annotate(total=Count("pk"))
        .values("total")
    )
    SkillCard.objects.update(answers=Coalesce(Subquery(reviews), 0))


class Migration(migrations.Migration):
    dependencies = [
        ("trainer", "0013_trainees_page"),
    ]

    operations = [
        migrations.AddField(
            model_name="skillcard",
            name="answers",
            field=models.PositiveIntegerField(
                default=0,
                help_text="How many times the trainee answered this cell.",
                verbose_name="answers",
            ),
        ),
        migrations.RunPython(count_answers, migrations.RunPython.noop),
    ]
