"""Ultimate Texas Hold'em's question kinds get their time standards, as baccarat's did
(0023); after the chip cells' (0025).

No dealer school's figure we hold times an Ultimate Texas Hold'em question, so each kind
takes the default of its like in the other games (README, "Time standards"): whether the
dealer qualifies 4 s; who wins and the best five of seven 5 s; the ante, the play, the
Blind and the Trips, each one wager paid, 6 s as the bonus; the right play, read street by
street, 8 s; the net, which adds up every wager, 10 s.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARDS = {
    "uth_qualifies": "4",
    "uth_winner": "5",
    "uth_hand": "5",
    "uth_ante": "6",
    "uth_play": "6",
    "uth_blind": "6",
    "uth_trips": "6",
    "uth_decision": "8",
    "uth_net": "10",
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
        ("paytables", "0015_ultimate_texas_holdem_data"),
        ("trainer", "0029_casino_holdem_standards"),
    ]

    operations = [migrations.RunPython(standards_add, standards_remove)]
