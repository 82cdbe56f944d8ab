"""Ultimate Texas Hold'em's house rows beyond a variant's: the house's rules
(``UltimateHouse``: the play wagers it takes before the flop, whether it offers the Trips
and what a fold does to it) and the lines of its two pay tables (``UltimatePay``: the Blind
and the Trips), and the proxy its admin lists its variants by. Loaded with the app's models
from the registry (``paytables.models``).

A table with no line entered, or a line whose odds are empty, is one the house has not
published: ``None`` in the rules, which the engine refuses to guess.
"""

from __future__ import annotations

from decimal import Decimal

from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from paytables.models import HandCategory, Variant


class UltimateVariant(Variant):
    """The variants of Ultimate Texas Hold'em, as the admin lists them apart from other
    games'."""

    class Meta:
        proxy = True
        app_label = "paytables"
        verbose_name = _("Ultimate Texas Hold'em variant")
        verbose_name_plural = _("Ultimate Texas Hold'em variants")


class UltimateTable(models.TextChoices):
    """The pay tables of an Ultimate Texas Hold'em house."""

    BLIND = "blind", _("Blind")
    TRIPS = "trips", _("Trips")


class PreflopMultiples(models.TextChoices):
    """The play wagers, in antes, a house takes before the flop."""

    THREE_OR_FOUR = "3,4", _("3x or 4x the ante")
    FOUR = "4", _("4x the ante only")
    THREE = "3", _("3x the ante only")


# The lines a table may have, best first: the Blind pays from a straight, the Trips from
# three of a kind (Wizard of Odds, "Ultimate Texas Hold 'Em").
LINES = [
    HandCategory.ROYAL_FLUSH,
    HandCategory.STRAIGHT_FLUSH,
    HandCategory.FOUR_OF_A_KIND,
    HandCategory.FULL_HOUSE,
    HandCategory.FLUSH,
    HandCategory.STRAIGHT,
    HandCategory.THREE_OF_A_KIND,
]
BLIND_LINES = LINES[:-1]


class UltimateHouse(models.Model):
    """One house's Ultimate Texas Hold'em rules beyond what every variant has."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.OneToOneField(
        Variant, on_delete=models.CASCADE, related_name="ultimate", verbose_name=_("variant")
    )
    preflop_multiples = models.CharField(
        _("the play wager before the flop"),
        max_length=3,
        choices=PreflopMultiples.choices,
        default=PreflopMultiples.THREE_OR_FOUR,
    )
    offers_trips = models.BooleanField(
        _("offers the Trips"),
        default=True,
        help_text=_("Enter its table below; with no line entered it is unknown."),
    )
    trips_on_fold = models.BooleanField(
        _("the Trips is still settled when the player folds"),
        null=True,
        blank=True,
        help_text=_("No: a fold loses the Trips. Unknown: the house has not said."),
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant"]
        verbose_name = _("Ultimate Texas Hold'em house rules")
        verbose_name_plural = _("Ultimate Texas Hold'em house rules")

    def __str__(self) -> str:
        return str(self.variant)


class UltimatePay(models.Model):
    """One line of the Blind or Trips table and its odds "N to 1" (1.5: 3 to 2); empty
    odds: a line the house pays at a figure it has not published."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.ForeignKey(
        Variant, on_delete=models.CASCADE, related_name="ultimate_pays", verbose_name=_("variant")
    )
    # A pay table, where elsewhere "table" is the one played at: the shared translation.
    table = models.CharField(_("pay table"), max_length=10, choices=UltimateTable.choices)
    line = models.CharField(
        _("hand"), max_length=20, choices=[(line.value, line.label) for line in LINES]
    )
    odds = models.DecimalField(
        _("pays (N to 1)"),
        max_digits=7,
        decimal_places=2,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.01"))],
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant", "table", "-odds"]
        verbose_name = _("Ultimate Texas Hold'em pay")
        verbose_name_plural = _("Ultimate Texas Hold'em pays")
        constraints = [
            models.UniqueConstraint(
                fields=["variant", "table", "line"], name="ultimate_pay_one_row_per_line"
            ),
            models.CheckConstraint(
                condition=Q(odds__gt=0) | Q(odds__isnull=True), name="ultimate_pay_odds_positive"
            ),
            models.CheckConstraint(
                condition=Q(table=UltimateTable.TRIPS)
                | Q(table=UltimateTable.BLIND, line__in=[line.value for line in BLIND_LINES]),
                name="ultimate_pay_line_of_its_table",
            ),
        ]

    def __str__(self) -> str:
        odds = "?" if self.odds is None else f"{self.odds.normalize()} : 1"
        return f"{self.get_table_display()}, {self.get_line_display()}: {odds}"
