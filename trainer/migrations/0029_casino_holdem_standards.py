"""Casino Hold'em's question kinds get their time standards, as Three Card Poker's (0021)
and baccarat's (0023) did.

No dealer school's figure we hold times a Casino Hold'em question, so each kind takes the
default of its like in the other games (README, "Time standards"): whether the dealer
qualifies, a yes or no on his seven cards, 4 s; who wins 5 s; naming the best five of seven
5 s, a second over Three Card Poker's three cards; the ante (paid by its table), the call
and the AA Bonus, each one wager paid, 6 s as the bonus; the net, which adds up every
wager, 10 s; call or fold, the advice's rules weighed on five cards, 15 s as Three Card
Poker's play or fold.

It follows the newest trainer migration on main when it was written (0031).
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARDS = {
    "ch_qualifies": "4",
    "ch_decision": "15",
    "ch_winner": "5",
    "ch_hand": "5",
    "ch_ante": "6",
    "ch_call": "6",
    "ch_aa_bonus": "6",
    "ch_net": "10",
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
        ("paytables", "0019_casino_holdem_data"),
        ("trainer", "0028_holdem_bonus_standards"),
    ]

    operations = [migrations.RunPython(standards_add, standards_remove)]
