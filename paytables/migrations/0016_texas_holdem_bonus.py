"""Texas Hold'em Bonus's house rows: the house's rules beyond a variant's
(``HoldemBonusHouse``), the lines of its Bonus table (``HoldemBonusPay``, empty odds:
unpublished) and the proxy its admin lists its variants by."""

from __future__ import annotations

import django.core.validators
import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("paytables", "0015_ultimate_texas_holdem_data"),
    ]

    operations = [
        migrations.CreateModel(
            name="HoldemBonusVariant",
            fields=[],
            options={
                "verbose_name": "Texas Hold'em Bonus variant",
                "verbose_name_plural": "Texas Hold'em Bonus variants",
                "proxy": True,
                "indexes": [],
                "constraints": [],
            },
            bases=("paytables.variant",),
        ),
        migrations.CreateModel(
            name="HoldemBonusHouse",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "ante_pays_from",
                    models.CharField(
                        choices=[
                            ("straight", "a straight (Las Vegas)"),
                            ("flush", "a flush (Atlantic City, NagaWorld)"),
                        ],
                        help_text="Below this hand a winning ante is pushed.",
                        max_length=20,
                        verbose_name="a winning ante is paid from",
                    ),
                ),
                (
                    "offers_bonus",
                    models.BooleanField(
                        default=True,
                        help_text="Enter its table below; with no line entered it is unknown.",
                        verbose_name="offers the Bonus",
                    ),
                ),
                (
                    "bonus_on_fold",
                    models.BooleanField(
                        blank=True,
                        help_text="No: a fold loses the Bonus. Unknown: the house has not said.",
                        null=True,
                        verbose_name="the Bonus is still settled when the player folds",
                    ),
                ),
                (
                    "variant",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="holdem_bonus",
                        to="paytables.variant",
                        verbose_name="variant",
                    ),
                ),
            ],
            options={
                "verbose_name": "Texas Hold'em Bonus house rules",
                "verbose_name_plural": "Texas Hold'em Bonus house rules",
                "ordering": ["variant"],
            },
        ),
        migrations.CreateModel(
            name="HoldemBonusPay",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "line",
                    models.CharField(
                        choices=[
                            ("aces_against_aces", "Aces against the dealer's aces"),
                            ("aces", "A pair of aces"),
                            ("ace_king_suited", "Ace-king suited"),
                            ("ace_queen_or_jack_suited", "Ace-queen or ace-jack suited"),
                            ("ace_king", "Ace-king offsuit"),
                            ("kings_queens_or_jacks", "Kings, queens or jacks"),
                            ("ace_queen_or_jack", "Ace-queen or ace-jack offsuit"),
                            ("pair_two_to_ten", "A pair from twos to tens"),
                        ],
                        max_length=30,
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
                        related_name="holdem_bonus_pays",
                        to="paytables.variant",
                        verbose_name="variant",
                    ),
                ),
            ],
            options={
                "verbose_name": "Texas Hold'em Bonus pay",
                "verbose_name_plural": "Texas Hold'em Bonus pays",
                "ordering": ["variant", "-odds"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("variant", "line"), name="holdem_bonus_pay_one_row_per_line"
                    ),
                    models.CheckConstraint(
                        condition=models.Q(
                            ("odds__gte", 1), ("odds__isnull", True), _connector="OR"
                        ),
                        name="holdem_bonus_pay_odds_positive",
                    ),
                ],
            },
        ),
    ]
