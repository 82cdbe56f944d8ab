"""Three Card Poker's house rows: the house's rules beyond a variant's (``ThreeCardHouse``),
the lines of its pay tables (``ThreeCardPay``, empty odds: unpublished) and the proxy its
admin lists its variants by."""

from __future__ import annotations

import django.core.validators
import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0009_chip_sets_data"),
    ]

    operations = [
        migrations.CreateModel(
            name="ThreeCardVariant",
            fields=[],
            options={
                "verbose_name": "Three Card Poker variant",
                "verbose_name_plural": "Three Card Poker variants",
                "proxy": True,
                "indexes": [],
                "constraints": [],
            },
            bases=("paytables.variant",),
        ),
        migrations.CreateModel(
            name="ThreeCardHouse",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "offers_ante_bonus",
                    models.BooleanField(
                        default=True,
                        help_text="Enter its table below; with no line entered it is unknown.",
                        verbose_name="pays an Ante Bonus",
                    ),
                ),
                (
                    "offers_pair_plus",
                    models.BooleanField(
                        default=True,
                        help_text="Enter its table below; with no line entered it is unknown.",
                        verbose_name="offers Pair Plus",
                    ),
                ),
                (
                    "offers_six_card",
                    models.BooleanField(
                        default=False,
                        help_text="Enter its table below; with no line entered it is unknown.",
                        verbose_name="offers the 6-Card Bonus",
                    ),
                ),
                (
                    "pair_plus_alone",
                    models.BooleanField(
                        default=True, verbose_name="Pair Plus may be played without an ante"
                    ),
                ),
                (
                    "pair_plus_on_fold",
                    models.BooleanField(
                        blank=True,
                        help_text="No: a fold loses the Pair Plus. Unknown: the house has not said.",
                        null=True,
                        verbose_name="Pair Plus is still settled when the player folds",
                    ),
                ),
                (
                    "variant",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="three_card",
                        to="paytables.variant",
                        verbose_name="variant",
                    ),
                ),
            ],
            options={
                "verbose_name": "Three Card Poker house rules",
                "verbose_name_plural": "Three Card Poker house rules",
                "ordering": ["variant"],
            },
        ),
        migrations.CreateModel(
            name="ThreeCardPay",
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
                        choices=[
                            ("ante_bonus", "Ante Bonus"),
                            ("pair_plus", "Pair Plus"),
                            ("six_card", "6-Card Bonus"),
                        ],
                        max_length=20,
                        verbose_name="pay table",
                    ),
                ),
                (
                    "line",
                    models.CharField(
                        choices=[
                            ("mini_royal", "Mini royal (A-K-Q of one suit)"),
                            ("straight_flush", "Straight flush"),
                            ("three_of_a_kind", "Three of a kind"),
                            ("straight", "Straight"),
                            ("flush", "Flush"),
                            ("pair", "Pair"),
                            ("royal_flush", "Royal flush"),
                            ("four_of_a_kind", "Four of a kind"),
                            ("full_house", "Full house"),
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
                        related_name="three_card_pays",
                        to="paytables.variant",
                        verbose_name="variant",
                    ),
                ),
            ],
            options={
                "verbose_name": "Three Card Poker pay",
                "verbose_name_plural": "Three Card Poker pays",
                "ordering": ["variant", "table", "-odds"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("variant", "table", "line"), name="three_card_pay_one_row_per_line"
                    ),
                    models.CheckConstraint(
                        condition=models.Q(
                            ("odds__gte", 1), ("odds__isnull", True), _connector="OR"
                        ),
                        name="three_card_pay_odds_positive",
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
                                    ],
                                ),
                                ("table", "six_card"),
                            ),
                            models.Q(
                                models.Q(("table", "six_card"), _negated=True),
                                (
                                    "line__in",
                                    [
                                        "mini_royal",
                                        "straight_flush",
                                        "three_of_a_kind",
                                        "straight",
                                        "flush",
                                        "pair",
                                    ],
                                ),
                            ),
                            _connector="OR",
                        ),
                        name="three_card_pay_line_of_its_table",
                    ),
                ],
            },
        ),
    ]
