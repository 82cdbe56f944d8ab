"""Casino Hold'em's house rows beyond a variant's: the house's rules (``CasinoHoldemHouse``:
whether it offers the AA Bonus, and what a fold does to it) and the lines of its two pay
tables (``CasinoHoldemPay``: the Ante, paid by the player's hand, and the AA Bonus, on his
two cards and the flop), and the proxy its admin lists its variants by. Loaded with the
app's models from the registry (``paytables.models``).

A table with no line entered, or a line whose odds are empty, is a table the house has not
published: ``None`` in the rules, which the engine refuses to guess.
"""

from __future__ import annotations

from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from engine.casino_holdem.bonus import BonusLine
from engine.hands import Category
from paytables.models import Variant


class CasinoHoldemVariant(Variant):
    """The variants of Casino Hold'em, as the admin lists them apart from other games'."""

    class Meta:
        proxy = True
        app_label = "paytables"
        verbose_name = _("Casino Hold'em variant")
        verbose_name_plural = _("Casino Hold'em variants")


class CasinoHoldemTable(models.TextChoices):
    """The pay tables of a Casino Hold'em house."""

    ANTE = "ante", _("Ante")
    AA_BONUS = "aa_bonus", _("AA Bonus")


class CasinoHoldemLine(models.TextChoices):
    """A line of a pay table: the Hold'em hands of the Ante table, strongest first, and the
    AA Bonus's pair of aces (its other lines are hands of the Ante's)."""

    ROYAL_FLUSH = Category.ROYAL_FLUSH.slug, _("Royal flush")
    STRAIGHT_FLUSH = Category.STRAIGHT_FLUSH.slug, _("Straight flush")
    FOUR_OF_A_KIND = Category.FOUR_OF_A_KIND.slug, _("Four of a kind")
    FULL_HOUSE = Category.FULL_HOUSE.slug, _("Full house")
    FLUSH = Category.FLUSH.slug, _("Flush")
    STRAIGHT = Category.STRAIGHT.slug, _("Straight")
    THREE_OF_A_KIND = Category.THREE_OF_A_KIND.slug, _("Three of a kind")
    TWO_PAIR = Category.TWO_PAIR.slug, _("Two pair")
    PAIR = Category.PAIR.slug, _("Pair")
    HIGH_CARD = Category.HIGH_CARD.slug, _("High card")
    PAIR_OF_ACES = BonusLine.PAIR_OF_ACES.value, _("Pair of aces")

    @classmethod
    def of_table(cls, table: str) -> list[CasinoHoldemLine]:
        """The lines ``table`` may have, strongest first."""
        if table == CasinoHoldemTable.AA_BONUS:
            return [cls(line.value) for line in BonusLine]
        return [cls(line) for line in ANTE_LINES]


# The Ante table's lines: every Hold'em hand (Ace-King is no hand of its own here).
ANTE_LINES = [
    category.slug
    for category in sorted(Category, reverse=True)
    if category is not Category.ACE_KING
]
AA_BONUS_LINES = [line.value for line in BonusLine]


class CasinoHoldemHouse(models.Model):
    """One house's Casino Hold'em rules beyond what every variant has: whether it offers
    the AA Bonus, and whether a fold loses it."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.OneToOneField(
        Variant, on_delete=models.CASCADE, related_name="casino_holdem", verbose_name=_("variant")
    )
    offers_aa_bonus = models.BooleanField(
        _("offers the AA Bonus"),
        default=True,
        help_text=_("Enter its table below; with no line entered it is unknown."),
    )
    aa_bonus_on_fold = models.BooleanField(
        _("the AA Bonus is still settled when the player folds"),
        null=True,
        blank=True,
        help_text=_("No: a fold loses the AA Bonus. Unknown: the house has not said."),
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant"]
        verbose_name = _("Casino Hold'em house rules")
        verbose_name_plural = _("Casino Hold'em house rules")

    def __str__(self) -> str:
        return str(self.variant)


class CasinoHoldemPay(models.Model):
    """One line of a Casino Hold'em pay table and its "N to 1"; empty odds: a line the
    house pays at a figure it has not published."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.ForeignKey(
        Variant,
        on_delete=models.CASCADE,
        related_name="casino_holdem_pays",
        verbose_name=_("variant"),
    )
    # A pay table, where elsewhere "table" is the one played at: the shared translation.
    table = models.CharField(_("pay table"), max_length=20, choices=CasinoHoldemTable.choices)
    line = models.CharField(_("hand"), max_length=20, choices=CasinoHoldemLine.choices)
    odds = models.PositiveIntegerField(
        _("pays (N to 1)"), null=True, blank=True, validators=[MinValueValidator(1)]
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant", "table", "-odds"]
        verbose_name = _("Casino Hold'em pay")
        verbose_name_plural = _("Casino Hold'em pays")
        constraints = [
            models.UniqueConstraint(
                fields=["variant", "table", "line"], name="casino_holdem_pay_one_row_per_line"
            ),
            models.CheckConstraint(
                condition=Q(odds__gte=1) | Q(odds__isnull=True),
                name="casino_holdem_pay_odds_positive",
            ),
            models.CheckConstraint(
                condition=(
                    Q(table=CasinoHoldemTable.AA_BONUS, line__in=AA_BONUS_LINES)
                    | Q(table=CasinoHoldemTable.ANTE, line__in=ANTE_LINES)
                ),
                name="casino_holdem_pay_line_of_its_table",
            ),
        ]

    def __str__(self) -> str:
        odds = "?" if self.odds is None else f"{self.odds} : 1"
        return f"{self.get_table_display()}, {self.get_line_display()}: {odds}"
