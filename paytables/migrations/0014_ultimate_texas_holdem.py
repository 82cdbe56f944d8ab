"""Ultimate Texas Hold'em's house rows: the house's rules beyond a variant's
(``UltimateHouse``), the lines of its Blind and Trips tables (``UltimatePay``, empty odds:
unpublished) and the proxy its admin lists its variants by."""

from __future__ import annotations

from decimal import Decimal

import django.core.validators
import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0013_baccarat_data"),
    ]

    operations = [
        migrations.CreateModel(
            name="UltimateVariant",
            fields=[],
            options={
                "verbose_name": "Ultimate Texas Hold'em variant",
                "verbose_name_plural": "Ultimate Texas Hold'em variants",
                "proxy": True,
                "indexes": [],
                "constraints": [],
            },
            bases=("paytables.variant",),
        ),
        migrations.CreateModel(
            name="UltimateHouse",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "preflop_multiples",
                    models.CharField(
                        choices=[
                            ("3,4", "3x or 4x the ante"),
                            ("4", "4x the ante only"),
                            ("3", "3x the ante only"),
                        ],
                        default="3,4",
                        max_length=3,
                        verbose_name="the play wager before the flop",
                    ),
                ),
                (
                    "offers_trips",
                    models.BooleanField(
                        default=True,
                        help_text="Enter its table below; with no line entered it is unknown.",
                        verbose_name="offers the Trips",
                    ),
                ),
                (
                    "trips_on_fold",
                    models.BooleanField(
                        blank=True,
                        help_text="No: a fold loses the Trips. Unknown: the house has not said.",
                        null=True,
                        verbose_name="the Trips is still settled when the player folds",
                    ),
                ),
                (
                    "variant",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="ultimate",
                        to="paytables.variant",
                        verbose_name="variant",
                    ),
                ),
            ],
            options={
                "verbose_name": "Ultimate Texas Hold'em house rules",
                "verbose_name_plural": "Ultimate Texas Hold'em house rules",
                "ordering": ["variant"],
            },
        ),
        migrations.CreateModel(
            name="UltimatePay",
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
                        choices=[("blind", "Blind"), ("trips", "Trips")],
                        max_length=10,
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
                        ],
                        max_length=20,
                        verbose_name="hand",
                    ),
                ),
                (
                    "odds",
                    models.DecimalField(
                        blank=True,
                        decimal_places=2,
                        max_digits=7,
                        null=True,
                        validators=[django.core.validators.MinValueValidator(Decimal("0.01"))],
                        verbose_name="pays (N to 1)",
                    ),
                ),
                (
                    "variant",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="ultimate_pays",
                        to="paytables.variant",
                        verbose_name="variant",
                    ),
                ),
            ],
            options={
                "verbose_name": "Ultimate Texas Hold'em pay",
                "verbose_name_plural": "Ultimate Texas Hold'em pays",
                "ordering": ["variant", "table", "-odds"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("variant", "table", "line"), name="ultimate_pay_one_row_per_line"
                    ),
                    models.CheckConstraint(
                        condition=models.Q(
                            ("odds__gt", 0), ("odds__isnull", True), _connector="OR"
                        ),
                        name="ultimate_pay_odds_positive",
                    ),
                    models.CheckConstraint(
                        condition=models.Q(
                            ("table", "trips"),
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
                                    ],
                                ),
                                ("table", "blind"),
                            ),
                            _connector="OR",
                        ),
                        name="ultimate_pay_line_of_its_table",
                    ),
                ],
            },
        ),
    ]
