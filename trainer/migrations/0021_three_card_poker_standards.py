"""Three Card Poker's question kinds get their time standards, as Russian Poker's did (0016).

No dealer school's figure we hold times a Three Card Poker question, so each kind takes the
default of its like in the other games (README, "Time standards"): naming the hand or
whether the dealer qualifies 4 s; the winner and the ante 5 s; the play (as the raise and
the bet), the Ante Bonus, Pair Plus and the 6-Card Bonus (as the bonus) 6 s; the net, which
adds up every wager and side bet, 10 s; play or fold 15 s, as Oasis Poker's best play; a
table of spots 30 s, as the other games' tables.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import migrations

STANDARDS = {
    "tc_hand": "4",
    "tc_qualifies": "4",
    "tc_winner": "5",
    "tc_ante": "5",
    "tc_play": "6",
    "tc_ante_bonus": "6",
    "tc_pair_plus": "6",
    "tc_six_card": "6",
    "tc_net": "10",
    "tc_decision": "15",
    "tc_settle_table": "30",
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
        ("paytables", "0011_three_card_poker_data"),
        ("trainer", "0020_dealt_round_history"),
    ]

    operations = [migrations.RunPython(standards_add, standards_remove)]
