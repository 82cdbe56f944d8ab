"""Texas Hold'em Bonus's house rows beyond a variant's: the house's rules
(``HoldemBonusHouse``: the lowest winning hand that wins the ante, whether it offers the
Bonus and what a fold does to it) and the lines of its Bonus table (``HoldemBonusPay``), and
the proxy its admin lists its variants by. Loaded with the app's models from the registry
(``paytables.models``).

A Bonus the house offers with no line entered, or a line whose odds are empty, is a table
the house has not published: ``None`` in the rules, which the engine refuses to guess.
"""

from __future__ import annotations

from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from engine.holdem_bonus.bonus import BonusLine
from paytables.models import Variant


class HoldemBonusVariant(Variant):
    """The variants of Texas Hold'em Bonus, as the admin lists them apart from other games'."""

    class Meta:
        proxy = True
        app_label = "paytables"
        verbose_name = _("Texas Hold'em Bonus variant")
        verbose_name_plural = _("Texas Hold'em Bonus variants")


class AntePaysFrom(models.TextChoices):
    """The lowest winning hand that wins the ante (below it a winning ante is pushed)."""

    STRAIGHT = "straight", _("a straight (Las Vegas)")
    FLUSH = "flush", _("a flush (Atlantic City, NagaWorld)")


class HoldemBonusLine(models.TextChoices):
    """A line of the Bonus table (the engine's ``BonusLine``), best first."""

    ACES_AGAINST_ACES = BonusLine.ACES_AGAINST_ACES.value, _("Aces against the dealer's aces")
    ACES = BonusLine.ACES.value, _("A pair of aces")
    ACE_KING_SUITED = BonusLine.ACE_KING_SUITED.value, _("Ace-king suited")
    ACE_QUEEN_OR_JACK_SUITED = (
        BonusLine.ACE_QUEEN_OR_JACK_SUITED.value,
        _("Ace-queen or ace-jack suited"),
    )
    ACE_KING = BonusLine.ACE_KING.value, _("Ace-king offsuit")
    KINGS_QUEENS_OR_JACKS = BonusLine.KINGS_QUEENS_OR_JACKS.value, _("Kings, queens or jacks")
    ACE_QUEEN_OR_JACK = BonusLine.ACE_QUEEN_OR_JACK.value, _("Ace-queen or ace-jack offsuit")
    PAIR_TWO_TO_TEN = BonusLine.PAIR_TWO_TO_TEN.value, _("A pair from twos to tens")


class HoldemBonusHouse(models.Model):
    """One house's Texas Hold'em Bonus rules beyond what every variant has."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.OneToOneField(
        Variant, on_delete=models.CASCADE, related_name="holdem_bonus", verbose_name=_("variant")
    )
    ante_pays_from = models.CharField(
        _("a winning ante is paid from"),
        max_length=20,
        choices=AntePaysFrom.choices,
        help_text=_("Below this hand a winning ante is pushed."),
    )
    offers_bonus = models.BooleanField(
        _("offers the Bonus"),
        default=True,
        help_text=_("Enter its table below; with no line entered it is unknown."),
    )
    bonus_on_fold = models.BooleanField(
        _("the Bonus is still settled when the player folds"),
        null=True,
        blank=True,
        help_text=_("No: a fold loses the Bonus. Unknown: the house has not said."),
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant"]
        verbose_name = _("Texas Hold'em Bonus house rules")
        verbose_name_plural = _("Texas Hold'em Bonus house rules")

    def __str__(self) -> str:
        return str(self.variant)


class HoldemBonusPay(models.Model):
    """One line of a house's Bonus table and its "N to 1"; empty odds: a line the house pays
    at a figure it has not published."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.ForeignKey(
        Variant,
        on_delete=models.CASCADE,
        related_name="holdem_bonus_pays",
        verbose_name=_("variant"),
    )
    line = models.CharField(_("hand"), max_length=30, choices=HoldemBonusLine.choices)
    odds = models.PositiveIntegerField(
        _("pays (N to 1)"), null=True, blank=True, validators=[MinValueValidator(1)]
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant", "-odds"]
        verbose_name = _("Texas Hold'em Bonus pay")
        verbose_name_plural = _("Texas Hold'em Bonus pays")
        constraints = [
            models.UniqueConstraint(
                fields=["variant", "line"], name="holdem_bonus_pay_one_row_per_line"
            ),
            models.CheckConstraint(
                condition=Q(odds__gte=1) | Q(odds__isnull=True),
                name="holdem_bonus_pay_odds_positive",
            ),
        ]

    def __str__(self) -> str:
        odds = "?" if self.odds is None else f"{self.odds} : 1"
        return f"{self.get_line_display()}: {odds}"
