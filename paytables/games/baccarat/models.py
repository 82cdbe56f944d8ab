"""Baccarat's house rows beyond a variant's: the house's rules (``BaccaratHouse``: the shoe,
the commission and how it is taken, what each bet pays, which side bets it offers) and the
lines of its Dragon Bonus table (``BaccaratDragonPay``), and the proxy its admin lists its
variants by. Loaded with the app's models from the registry (``paytables.models``).

An empty figure is one the house has not published: ``None`` in the rules, which the engine
refuses to guess the first time a bet needs it.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from engine.baccarat.rules import Collection, Direction
from paytables.games.baccarat.rules import DRAGON_MARGINS
from paytables.models import Variant

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

_UNKNOWN_HELP = _("Empty: the house has not published it.")


class BaccaratVariant(Variant):
    """The variants of baccarat, as the admin lists them apart from other games'."""

    class Meta:
        proxy = True
        app_label = "paytables"
        verbose_name = _("baccarat variant")
        verbose_name_plural = _("baccarat variants")


class BankerSixPays(models.TextChoices):
    """What a Banker win on a total of 6 pays: even money, or half in no-commission
    baccarat."""

    EVEN = "1", _("1 to 1")
    HALF = "1/2", _("1 to 2 (no-commission baccarat)")


class CommissionCollection(models.TextChoices):
    AT_ONCE = Collection.AT_ONCE.value, _("taken from the win as it is paid")
    BOX = Collection.BOX.value, _("kept in the commission box, collected at the shoe's end")


class RoundingDirection(models.TextChoices):
    DOWN = Direction.DOWN.value, _("down")
    UP = Direction.UP.value, _("up")
    NEAREST = Direction.NEAREST.value, _("to the nearest (halves up)")


def _odds(label: StrOrPromise) -> models.PositiveIntegerField:
    return models.PositiveIntegerField(
        label, null=True, blank=True, validators=[MinValueValidator(1)], help_text=_UNKNOWN_HELP
    )


class BaccaratHouse(models.Model):
    """One house's Punto Banco rules beyond what every variant has."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.OneToOneField(
        Variant, on_delete=models.CASCADE, related_name="baccarat", verbose_name=_("variant")
    )
    decks = models.PositiveSmallIntegerField(
        _("decks in the shoe"), default=8, validators=[MinValueValidator(1), MaxValueValidator(8)]
    )
    commission = models.DecimalField(
        _("commission on a Banker win"),
        max_digits=4,
        decimal_places=3,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal(0)), MaxValueValidator(Decimal("0.5"))],
        help_text=_("0.05 = 5 %; 0 where the house takes none. Empty: not published."),
    )
    banker_six_pays = models.CharField(
        _("a Banker win on 6 pays"),
        max_length=3,
        choices=BankerSixPays.choices,
        default=BankerSixPays.EVEN,
    )
    three_card_seven_pushes = models.BooleanField(
        _("a Banker win with a three-card 7 pushes (EZ Baccarat)"), default=False
    )
    tie_pays = _odds(_("the Tie pays (N to 1)"))
    offers_pairs = models.BooleanField(_("offers Player Pair and Banker Pair"), default=False)
    pair_pays = _odds(_("the pairs pay (N to 1)"))
    offers_super_six = models.BooleanField(_("offers the Super 6"), default=False)
    super_six_pays = _odds(_("the Super 6 pays (N to 1)"))
    offers_dragon_7 = models.BooleanField(_("offers the Dragon 7"), default=False)
    dragon_7_pays = _odds(_("the Dragon 7 pays (N to 1)"))
    offers_panda_8 = models.BooleanField(_("offers the Panda 8"), default=False)
    panda_8_pays = _odds(_("the Panda 8 pays (N to 1)"))
    offers_dragon_bonus = models.BooleanField(
        _("offers the Dragon Bonus"),
        default=False,
        help_text=_("Enter its table below; with a line left empty it is unknown."),
    )
    dragon_natural_pays = _odds(_("the Dragon Bonus pays a natural win (N to 1)"))
    commission_collection = models.CharField(
        _("the commission is"),
        max_length=10,
        choices=CommissionCollection.choices,
        blank=True,
        help_text=_UNKNOWN_HELP,
    )
    rounding_unit = models.DecimalField(
        _("amounts the chips cannot make are rounded to"),
        max_digits=8,
        decimal_places=2,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.01"))],
        help_text=_("The smallest chip of the table. Empty: the house has not published it."),
    )
    rounding_direction = models.CharField(
        _("rounded"), max_length=10, choices=RoundingDirection.choices, blank=True
    )
    multiples_published = models.BooleanField(
        _("the house has published the multiples its bets must be"),
        default=False,
        help_text=_("Leave unticked while unknown; ticked with both fields empty: none."),
    )
    banker_multiple = models.DecimalField(
        _("a Banker bet is a multiple of"),
        max_digits=8,
        decimal_places=2,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.01"))],
    )
    tie_multiple = models.DecimalField(
        _("a Tie bet is a multiple of"),
        max_digits=8,
        decimal_places=2,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.01"))],
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant"]
        verbose_name = _("baccarat house rules")
        verbose_name_plural = _("baccarat house rules")
        constraints = [
            models.CheckConstraint(
                condition=Q(rounding_unit__isnull=True, rounding_direction="")
                | (Q(rounding_unit__isnull=False) & ~Q(rounding_direction="")),
                name="baccarat_rounding_unit_and_direction",
            ),
        ]

    def __str__(self) -> str:
        return str(self.variant)


class BaccaratDragonPay(models.Model):
    """One line of a Dragon Bonus table: a non-natural win by ``margin`` points pays
    ``odds`` to 1; empty odds: a line the house has not published."""

    part_of_rules = True

    variant = models.ForeignKey(
        Variant,
        on_delete=models.CASCADE,
        related_name="baccarat_dragon_pays",
        verbose_name=_("variant"),
    )
    margin = models.PositiveSmallIntegerField(
        _("wins by (points)"), choices=[(margin, str(margin)) for margin in DRAGON_MARGINS]
    )
    odds = models.PositiveIntegerField(
        _("pays (N to 1)"), null=True, blank=True, validators=[MinValueValidator(1)]
    )

    class Meta:
        app_label = "paytables"
        ordering = ["variant", "-margin"]
        verbose_name = _("Dragon Bonus pay")
        verbose_name_plural = _("Dragon Bonus pays")
        constraints = [
            models.UniqueConstraint(
                fields=["variant", "margin"], name="baccarat_dragon_pay_one_row_per_margin"
            ),
            models.CheckConstraint(
                condition=Q(margin__gte=4, margin__lte=9), name="baccarat_dragon_pay_margin"
            ),
        ]

    def __str__(self) -> str:
        odds = "?" if self.odds is None else f"{self.odds} : 1"
        return f"{self.margin}: {odds}"
