# Skill cells on questions and attempts, skipped answers, a drill's language and its cells,
# and one sign convention: the switch fee is the player's result, paid, so negative.

from __future__ import annotations

from django.db import migrations, models


def fees_as_paid(apps, schema_editor):
    """Fee questions kept the fee as a positive amount; every amount answer is now the
    player's result, so the fee the player pays is negative. Attempts keep what they
    recorded."""
    Question = apps.get_model("trainer", "Question")
    for question in Question.objects.filter(kind="fee").exclude(answer_key__startswith="-"):
        if question.answer_key.strip("0.") == "":
            continue  # no fee: zero has no sign
        question.answer_key = "-" + question.answer_key
        question.save(update_fields=["answer_key"])


def fees_as_kept(apps, schema_editor):
    Question = apps.get_model("trainer", "Question")
    for question in Question.objects.filter(kind="fee", answer_key__startswith="-"):
        question.answer_key = question.answer_key[1:]
        question.save(update_fields=["answer_key"])


class Migration(migrations.Migration):
    dependencies = [
        ("trainer", "0007_drill_keeps_its_rules"),
    ]

    operations = [
        migrations.AddField(
            model_name="attempt",
            name="cell",
            field=models.CharField(blank=True, max_length=60, verbose_name="skill cell"),
        ),
        migrations.AddField(
            model_name="attempt",
            name="skipped",
            field=models.BooleanField(
                default=False,
                help_text="The trainee asked for the working instead.",
                verbose_name="skipped",
            ),
        ),
        migrations.AlterField(
            model_name="attempt",
            name="given",
            field=models.CharField(blank=True, max_length=100, verbose_name="answer given"),
        ),
        migrations.AddField(
            model_name="drillsession",
            name="cells",
            field=models.JSONField(blank=True, default=list, verbose_name="skill cells, in order"),
        ),
        migrations.AddField(
            model_name="drillsession",
            name="cross_language",
            field=models.BooleanField(
                default=False,
                help_text="A term in one language, its meaning picked in the other.",
                verbose_name="glossary across languages",
            ),
        ),
        migrations.AddField(
            model_name="drillsession",
            name="language",
            field=models.CharField(default="en", max_length=5, verbose_name="language"),
        ),
        migrations.AlterField(
            model_name="drillsession",
            name="difficulty",
            field=models.CharField(
                choices=[
                    ("round", "Round antes (10, 20, 25, 50, 100)"),
                    ("odd", "Odd antes (15, 35, 45, 65, 85)"),
                ],
                default="round",
                max_length=10,
                verbose_name="difficulty",
            ),
        ),
        migrations.AddField(
            model_name="dealtround",
            name="analysis",
            field=models.JSONField(
                blank=True, editable=False, null=True, verbose_name="options' values"
            ),
        ),
        migrations.AddField(
            model_name="question",
            name="cell",
            field=models.CharField(blank=True, max_length=60, verbose_name="skill cell"),
        ),
        migrations.RunPython(fees_as_paid, fees_as_kept),
    ]
