"""Three Card Poker's house rows beyond a variant's: the house's rules (``ThreeCardHouse``:
which tables it offers, Pair Plus alone, Pair Plus on a fold) and the lines of its pay
tables (``ThreeCardPay``: the Ante Bonus, Pair Plus and the 6-Card Bonus), and the proxy its
admin lists its variants by. Loaded with the app's models from the registry
(``paytables.models``).

A table the house offers with no line entered, or a line whose odds are empty, is a table
the house has not published: ``None`` in the rules, which the engine refuses to guess.
"""

from __future__ import annotations

from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from engine.hands import Category as FiveCategory
from engine.three_card.evaluate import Line
from paytables.models import HandCategory, Variant


class ThreeCardVariant(Variant):
    """The variants of Three Card Poker, as the admin lists them apart from other games'."""

    class Meta:
        proxy = True
        app_label = "paytables"
        verbose_name = _("Three Card Poker variant")
        verbose_name_plural = _("Three Card Poker variants")


class ThreeCardTable(models.TextChoices):
    """The pay tables of a Three Card Poker house."""

    ANTE_BONUS = "ante_bonus", _("Ante Bonus")
    PAIR_PLUS = "pair_plus", _("Pair Plus")
    SIX_CARD = "six_card", _("6-Card Bonus")


class ThreeCardLine(models.TextChoices):
    """A line of a pay table: the three-card lines of the Ante Bonus and Pair Plus (the
    engine's ``Line``), then the five-card hands of the 6-Card Bonus, strongest first."""

    MINI_ROYAL = Line.MINI_ROYAL.value, _("Mini royal (A-K-Q of one suit)")
    STRAIGHT_FLUSH = Line.STRAIGHT_FLUSH.value, _("Straight flush")
    THREE_OF_A_KIND = Line.THREE_OF_A_KIND.value, _("Three of a kind")
    STRAIGHT = Line.STRAIGHT.value, _("Straight")
    FLUSH = Line.FLUSH.value, _("Flush")
    PAIR = Line.PAIR.value, _("Pair")
    ROYAL_FLUSH = FiveCategory.ROYAL_FLUSH.slug, _("Royal flush")
    FOUR_OF_A_KIND = FiveCategory.FOUR_OF_A_KIND.slug, _("Four of a kind")
    FULL_HOUSE = FiveCategory.FULL_HOUSE.slug, _("Full house")

    @classmethod
    def of_table(cls, table: str) -> list[ThreeCardLine]:
        """The lines ``table`` may have, strongest first."""
        if table == ThreeCardTable.SIX_CARD:
            return [cls(category.value) for category in SIX_CARD_LINES]
        return [cls(line.value) for line in Line]


# The 6-Card Bonus's lines: the five-card hands from three of a kind up (the lowest any
# published table pays).
SIX_CARD_LINES = [
    HandCategory.ROYAL_FLUSH,
    HandCategory.STRAIGHT_FLUSH,
    HandCategory.FOUR_OF_A_KIND,
    HandCategory.FULL_HOUSE,
    HandCategory.FLUSH,
    HandCategory.STRAIGHT,
    HandCategory.THREE_OF_A_KIND,
]
THREE_CARD_LINES = [line.value for line in Line]


class ThreeCardHouse(models.Model):
    """One house's Three Card Poker rules beyond what every variant has: which side tables
    it offers, whether Pair Plus may be played alone and what a fold does to it."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.OneToOneField(
        Variant, on_delete=models.CASCADE, related_name="three_card", verbose_name=_("variant")
    )
    offers_ante_bonus = models.BooleanField(
        _("pays an Ante Bonus"),
        default=True,
        help_text=_("Enter its table below; with no line entered it is unknown."),
    )
    offers_pair_plus = models.BooleanField(
        _("offers Pair Plus"),
        default=True,
        help_text=_("Enter its table below; with no line entered it is unknown."),
    )
    offers_six_card = models.BooleanField(
        _("offers the 6-Card Bonus"),
        default=False,
        help_text=_("Enter its table below; with no line entered it is unknown."),
    )
    pair_plus_alone = models.BooleanField(
        _("Pair Plus may be played without an ante"), default=True
    )
    pair_plus_on_fold = models.BooleanField(
        _("Pair Plus is still settled when the player folds"),
        null=True,
        blank=True,
        help_text=_("No: a fold loses the Pair Plus. Unknown: the house has not said."),
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant"]
        verbose_name = _("Three Card Poker house rules")
        verbose_name_plural = _("Three Card Poker house rules")

    def __str__(self) -> str:
        return str(self.variant)


class ThreeCardPay(models.Model):
    """One line of a Three Card Poker pay table and its "N to 1"; empty odds: a line the
    house pays at a figure it has not published."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.ForeignKey(
        Variant,
        on_delete=models.CASCADE,
        related_name="three_card_pays",
        verbose_name=_("variant"),
    )
    # A pay table, where elsewhere "table" is the one played at: the shared translation.
    table = models.CharField(_("pay table"), max_length=20, choices=ThreeCardTable.choices)
    line = models.CharField(_("hand"), max_length=20, choices=ThreeCardLine.choices)
    odds = models.PositiveIntegerField(
        _("pays (N to 1)"), null=True, blank=True, validators=[MinValueValidator(1)]
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant", "table", "-odds"]
        verbose_name = _("Three Card Poker pay")
        verbose_name_plural = _("Three Card Poker pays")
        constraints = [
            models.UniqueConstraint(
                fields=["variant", "table", "line"], name="three_card_pay_one_row_per_line"
            ),
            models.CheckConstraint(
                condition=Q(odds__gte=1) | Q(odds__isnull=True),
                name="three_card_pay_odds_positive",
            ),
            models.CheckConstraint(
                condition=(
                    Q(table=ThreeCardTable.SIX_CARD, line__in=[c.value for c in SIX_CARD_LINES])
                    | (~Q(table=ThreeCardTable.SIX_CARD) & Q(line__in=THREE_CARD_LINES))
                ),
                name="three_card_pay_line_of_its_table",
            ),
        ]

    def __str__(self) -> str:
        odds = "?" if self.odds is None else f"{self.odds} : 1"
        return f"{self.get_table_display()}, {self.get_line_display()}: {odds}"
