"""Casino Hold'em's house rows: the house's rules beyond a variant's (``CasinoHoldemHouse``),
the lines of its Ante and AA Bonus tables (``CasinoHoldemPay``, empty odds: unpublished)
and the proxy its admin lists its variants by."""

from __future__ import annotations

import django.core.validators
import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0017_texas_holdem_bonus_data"),
    ]

    operations = [
        migrations.CreateModel(
            name="CasinoHoldemVariant",
            fields=[],
            options={
                "verbose_name": "Casino Hold'em variant",
                "verbose_name_plural": "Casino Hold'em variants",
                "proxy": True,
                "indexes": [],
                "constraints": [],
            },
            bases=("paytables.variant",),
        ),
        migrations.CreateModel(
            name="CasinoHoldemHouse",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "offers_aa_bonus",
                    models.BooleanField(
                        default=True,
                        help_text="Enter its table below; with no line entered it is unknown.",
                        verbose_name="offers the AA Bonus",
                    ),
                ),
                (
                    "aa_bonus_on_fold",
                    models.BooleanField(
                        blank=True,
                        help_text="No: a fold loses the AA Bonus. Unknown: the house has not said.",
                        null=True,
                        verbose_name="the AA Bonus is still settled when the player folds",
                    ),
                ),
                (
                    "variant",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="casino_holdem",
                        to="paytables.variant",
                        verbose_name="variant",
                    ),
                ),
            ],
            options={
                "verbose_name": "Casino Hold'em house rules",
                "verbose_name_plural": "Casino Hold'em house rules",
                "ordering": ["variant"],
            },
        ),
        migrations.CreateModel(
            name="CasinoHoldemPay",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "table",
                    models.CharField(
                        choices=[("ante", "Ante"), ("aa_bonus", "AA Bonus")],
                        max_length=20,
                        verbose_name="pay table",
                    ),
                ),
                (
                    "line",
                    models.CharField(
                        choices=[
                            ("royal_flush", "Royal flush"),
                            ("straight_flush", "Straight flush"),
                            ("four_of_a_kind", "Four of a kind"),
                            ("full_house", "Full house"),
                            ("flush", "Flush"),
                            ("straight", "Straight"),
                            ("three_of_a_kind", "Three of a kind"),
                            ("two_pair", "Two pair"),
                            ("pair", "Pair"),
                            ("high_card", "High card"),
                            ("pair_of_aces", "Pair of aces"),
                        ],
                        max_length=20,
                        verbose_name="hand",
                    ),
                ),
                (
                    "odds",
                    models.PositiveIntegerField(
                        blank=True,
                        null=True,
                        validators=[django.core.validators.MinValueValidator(1)],
                        verbose_name="pays (N to 1)",
                    ),
                ),
                (
                    "variant",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="casino_holdem_pays",
                        to="paytables.variant",
                        verbose_name="variant",
                    ),
                ),
            ],
            options={
                "verbose_name": "Casino Hold'em pay",
                "verbose_name_plural": "Casino Hold'em pays",
                "ordering": ["variant", "table", "-odds"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("variant", "table", "line"),
                        name="casino_holdem_pay_one_row_per_line",
                    ),
                    models.CheckConstraint(
                        condition=models.Q(
                            ("odds__gte", 1), ("odds__isnull", True), _connector="OR"
                        ),
                        name="casino_holdem_pay_odds_positive",
                    ),
                    models.CheckConstraint(
                        condition=models.Q(
                            models.Q(
                                (
                                    "line__in",
                                    [
                                        "royal_flush",
                                        "straight_flush",
                                        "four_of_a_kind",
                                        "full_house",
                                        "flush",
                                        "straight",
                                        "three_of_a_kind",
                                        "two_pair",
                                        "pair_of_aces",
                                    ],
                                ),
                                ("table", "aa_bonus"),
                            ),
                            models.Q(
                                (
                                    "line__in",
                                    [
                                        "royal_flush",
                                        "straight_flush",
                                        "four_of_a_kind",
                                        "full_house",
                                        "flush",
                                        "straight",
                                        "three_of_a_kind",
                                        "two_pair",
                                        "pair",
                                        "high_card",
                                    ],
                                ),
                                ("table", "ante"),
                            ),
                            _connector="OR",
                        ),
                        name="casino_holdem_pay_line_of_its_table",
                    ),
                ],
            },
        ),
    ]
