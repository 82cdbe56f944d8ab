"""Texas Hold'em Bonus's question kinds get their time standards, as Three Card Poker's did
(0021).

No dealer school's figure we hold times a Texas Hold'em Bonus question, so each kind takes
the default of its like in the other games (README, "Time standards"): the winner and the
ante 5 s; the flop, turn and river bets (as the raise and the bet) and the Bonus (as the
bonus) 6 s; the net, which adds up every wager, 10 s.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARDS = {
    "hb_winner": "5",
    "hb_ante": "5",
    "hb_flop": "6",
    "hb_turn": "6",
    "hb_river": "6",
    "hb_bonus": "6",
    "hb_net": "10",
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
        ("paytables", "0017_texas_holdem_bonus_data"),
        ("trainer", "0025_chip_standards"),
    ]

    operations = [migrations.RunPython(standards_add, standards_remove)]
