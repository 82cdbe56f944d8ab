"""A dealt round keeps its history in one field its game writes and reads (issue 26).

The columns that held both games' history (the switch or exchange, the sixth card, the
decision, the insurance, the dealer's draw) and Oasis Poker's stakes beside the round (the
bonus bet, the progressive meter) become ``history`` (as ``engine.<game>.game.history``
writes it) and ``stakes`` (what ``engine.<game>.game.settle`` takes beside the round). The
rows are moved both ways; a round kept with draws the columns cannot hold (two draws a
round, ``draws`` in its history) cannot go back, and says so.

This migration is frozen in time: it knows the two games there were when it was written
(a round's rules name their game, Oasis Poker's carry no ``game`` key).
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations, models

BATCH = 500
# The columns of the history, in both games.
MOVED = ("discard", "draw", "decision", "dealer_draw")


def _history_of(row) -> tuple[dict[str, str], dict[str, str]]:
    """A row's history and stakes, from its old columns."""
    history = {"seed": "", "player": row.player, "dealer": row.dealer}
    history.update({name: getattr(row, name) for name in MOVED})
    if row.rules.get("game") == "russian":
        history.update(ante=str(row.ante), sixth=row.sixth, insurance=str(row.insurance))
        return history, {}
    stakes = {"ante": str(row.ante)}
    if row.bonus:
        stakes["bonus"] = str(row.bonus)
    if row.meter is not None:
        stakes["meter"] = str(row.meter)
    return history, stakes


def forwards(apps, schema_editor) -> None:
    DealtRound = apps.get_model("trainer", "DealtRound")
    rows = []
    for row in DealtRound.objects.order_by("pk").iterator(chunk_size=BATCH):
        row.history, row.stakes = _history_of(row)
        rows.append(row)
        if len(rows) >= BATCH:
            DealtRound.objects.bulk_update(rows, ["history", "stakes"])
            rows = []
    DealtRound.objects.bulk_update(rows, ["history", "stakes"])


def backwards(apps, schema_editor) -> None:
    DealtRound = apps.get_model("trainer", "DealtRound")
    columns = [*MOVED, "sixth", "insurance", "bonus", "meter"]
    rows = []
    for row in DealtRound.objects.order_by("pk").iterator(chunk_size=BATCH):
        history, stakes = row.history, row.stakes
        if history.get("draws"):
            raise RuntimeError(
                f"dealt round {row.pk} drew more than the old columns hold "
                f"({history['draws']}): it cannot be moved back"
            )
        for name in MOVED:
            setattr(row, name, history.get(name, ""))
        row.sixth = history.get("sixth", "")
        row.insurance = Decimal(history.get("insurance", "0"))
        row.bonus = Decimal(stakes.get("bonus", "0"))
        meter = stakes.get("meter")
        row.meter = None if meter is None else Decimal(meter)
        rows.append(row)
        if len(rows) >= BATCH:
            DealtRound.objects.bulk_update(rows, columns)
            rows = []
    DealtRound.objects.bulk_update(rows, columns)


class Migration(migrations.Migration):
    dependencies = [
        ("trainer", "0019_kind_choices_from_registry"),
    ]

    operations = [
        migrations.AddField(
            model_name="dealtround",
            name="history",
            field=models.JSONField(default=dict, verbose_name="history"),
        ),
        migrations.AddField(
            model_name="dealtround",
            name="stakes",
            field=models.JSONField(
                blank=True, default=dict, verbose_name="stakes beside the round"
            ),
        ),
        migrations.RunPython(forwards, backwards, elidable=False),
        # Going back, the decision column comes back on rows that have one in their
        # history only: it is added blank, then filled.
        migrations.AlterField(
            model_name="dealtround",
            name="decision",
            field=models.CharField(default="", max_length=5, verbose_name="decision"),
        ),
        migrations.RemoveConstraint(
            model_name="dealtround",
            name="dealt_round_bonus_not_negative",
        ),
        migrations.RemoveConstraint(
            model_name="dealtround",
            name="dealt_round_insurance_not_negative",
        ),
        migrations.RemoveField(model_name="dealtround", name="bonus"),
        migrations.RemoveField(model_name="dealtround", name="dealer_draw"),
        migrations.RemoveField(model_name="dealtround", name="decision"),
        migrations.RemoveField(model_name="dealtround", name="discard"),
        migrations.RemoveField(model_name="dealtround", name="draw"),
        migrations.RemoveField(model_name="dealtround", name="insurance"),
        migrations.RemoveField(model_name="dealtround", name="meter"),
        migrations.RemoveField(model_name="dealtround", name="sixth"),
    ]
