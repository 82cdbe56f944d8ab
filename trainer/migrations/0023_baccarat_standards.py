"""Baccarat's question kinds get their time standards, as Three Card Poker's did (0021).

No dealer school's figure we hold times a baccarat question, so each kind takes the default
of its like in the other games (README, "Time standards"): the natural and each draw of the
tableau, a yes or no on four or five cards, 4 s as whether the dealer qualifies; who wins 5
s; the Banker less its commission, the commission, the Tie, the pairs and the side bets,
each one bet paid, 6 s as the bonus; a spot's net, which adds up every bet and the
commission, 10 s; a table of spots 30 s, as the other games' tables.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARDS = {
    "bc_natural": "4",
    "bc_player_draws": "4",
    "bc_banker_draws": "4",
    "bc_winner": "5",
    "bc_banker": "6",
    "bc_commission": "6",
    "bc_tie": "6",
    "bc_pairs": "6",
    "bc_side_bets": "6",
    "bc_net": "10",
    "bc_settle_table": "30",
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
        ("paytables", "0013_baccarat_data"),
        ("trainer", "0022_drill_answer_in_chips"),
    ]

    operations = [migrations.RunPython(standards_add, standards_remove)]
