"""House rules as data: games, variants, their pay tables and fee schedules, the glossary.

Text that instructors edit has a value per language (``name_en``, ``name_vi``); pages show
the current language's value and fall back to English where it is empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import get_language, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from poker.hands import Category
from poker.oasis import BonusHand, Rules, rules_from_dict
from poker.oasis import BonusTable as EngineBonusTable
from poker.showdown import frozen_mapping

MAX_CARDS_SWITCHED = 5


class HandCategory(models.TextChoices):
    """The engine's hand categories, strongest first, named as the seeds name them."""

    ROYAL_FLUSH = "royal_flush", _("Royal flush")
    STRAIGHT_FLUSH = "straight_flush", _("Straight flush")
    FOUR_OF_A_KIND = "four_of_a_kind", _("Four of a kind")
    FULL_HOUSE = "full_house", _("Full house")
    FLUSH = "flush", _("Flush")
    STRAIGHT = "straight", _("Straight")
    THREE_OF_A_KIND = "three_of_a_kind", _("Three of a kind")
    TWO_PAIR = "two_pair", _("Two pair")
    PAIR = "pair", _("Pair")
    ACE_KING = "ace_king", _("Ace-King")
    HIGH_CARD = "high_card", _("No hand (below Ace-King)")

    @classmethod
    def winning(cls) -> list[HandCategory]:
        """The categories a raise can win with: everything from Ace-King up."""
        return [choice for choice in cls if choice is not cls.HIGH_CARD]


class Localized(models.Model):
    """Gives ``localized(field)``: the current language's text, English when it is empty."""

    class Meta:
        abstract = True

    def localized(self, field: str) -> str:
        language = (get_language() or "en").split("-")[0]
        return getattr(self, f"{field}_{language}", "") or getattr(self, f"{field}_en")


class Game(Localized):
    slug = models.SlugField(_("slug"), unique=True)
    name_en = models.CharField(_("name (English)"), max_length=100)
    name_vi = models.CharField(_("name (Vietnamese)"), max_length=100, blank=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["position", "slug"]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def __str__(self) -> str:
        return self.localized("name")


class BonusTable(Localized):
    """A bonus side bet's pays, shared by the variants that offer it."""

    slug = models.SlugField(_("slug"), unique=True)
    name_en = models.CharField(_("name (English)"), max_length=100)
    name_vi = models.CharField(_("name (Vietnamese)"), max_length=100, blank=True)

    class Meta:
        ordering = ["slug"]
        verbose_name = _("bonus table")
        verbose_name_plural = _("bonus tables")

    def __str__(self) -> str:
        return self.localized("name")

    def engine_table(self) -> EngineBonusTable:
        """The engine's value of this table (its pays must be loaded or prefetched)."""
        pays = list(self.pays.all())
        return EngineBonusTable(
            odds=frozen_mapping(
                (Category.from_slug(pay.category), pay.odds) for pay in pays if pay.odds
            ),
            meter_shares=frozen_mapping(
                (Category.from_slug(pay.category), pay.meter_share)
                for pay in pays
                if pay.meter_share is not None
            ),
        )


class BonusPay(models.Model):
    """One row of a bonus table: fixed odds "N to 1", or a share of the progressive meter."""

    table = models.ForeignKey(
        BonusTable, on_delete=models.CASCADE, related_name="pays", verbose_name=_("bonus table")
    )
    category = models.CharField(_("hand"), max_length=20, choices=HandCategory.choices)
    odds = models.PositiveIntegerField(
        _("pays (N to 1)"), null=True, blank=True, validators=[MinValueValidator(1)]
    )
    meter_share = models.DecimalField(
        _("share of the meter"),
        max_digits=5,
        decimal_places=4,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.0001")), MaxValueValidator(Decimal(1))],
        help_text=_("1 = the whole meter, 0.1 = 10 %."),
    )

    class Meta:
        ordering = ["table", "-odds"]
        verbose_name = _("bonus pay")
        verbose_name_plural = _("bonus pays")
        constraints = [
            models.UniqueConstraint(
                fields=["table", "category"], name="bonus_pay_one_row_per_hand"
            ),
            models.CheckConstraint(
                condition=(
                    Q(odds__isnull=False, meter_share__isnull=True)
                    | Q(odds__isnull=True, meter_share__isnull=False)
                ),
                name="bonus_pay_odds_or_meter_share",
            ),
            models.CheckConstraint(
                condition=Q(odds__gte=1) | Q(odds__isnull=True), name="bonus_pay_odds_positive"
            ),
        ]

    def __str__(self) -> str:
        if self.meter_share is not None:
            return f"{self.get_category_display()}: {self.meter_share:%}"
        return f"{self.get_category_display()}: {self.odds} : 1"


class Variant(Localized):
    """One house's rules of a game; ``rules()`` gives the engine's value of them."""

    class BonusOn(models.TextChoices):
        INITIAL = BonusHand.INITIAL.value, _("the initial hand, before any switch")
        FINAL = BonusHand.FINAL.value, _("the final hand, after the switch")

    game = models.ForeignKey(
        Game, on_delete=models.PROTECT, related_name="variants", verbose_name=_("game")
    )
    slug = models.SlugField(_("slug"), unique=True)
    name_en = models.CharField(_("name (English)"), max_length=100)
    name_vi = models.CharField(_("name (Vietnamese)"), max_length=100, blank=True)
    summary_en = models.TextField(_("how it differs (English)"), blank=True)
    summary_vi = models.TextField(_("how it differs (Vietnamese)"), blank=True)
    source_en = models.CharField(_("source (English)"), max_length=200, blank=True)
    source_vi = models.CharField(_("source (Vietnamese)"), max_length=200, blank=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)
    max_switches = models.PositiveSmallIntegerField(
        _("switches allowed per round"), default=1, help_text=_("0 for no switching.")
    )
    fold_after_switch = models.BooleanField(_("may fold after switching"), default=True)
    full_switch_forces_raise = models.BooleanField(
        _("switching all five cards forces the raise"), default=True
    )
    lower_pays_after_switch = models.BooleanField(
        _("pays a different raise table after a switch"),
        default=False,
        help_text=_(
            "Enter the house's after-switch pay table below. Until every row is entered, "
            "the variant says its figures are unknown."
        ),
    )
    bonus_table = models.ForeignKey(
        BonusTable,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="variants",
        verbose_name=_("bonus table"),
        help_text=_("Empty when the house offers no bonus bet."),
    )
    bonus_on = models.CharField(
        _("bonus paid on"), max_length=10, choices=BonusOn.choices, default=BonusOn.INITIAL
    )
    dealer_buy_fee = models.DecimalField(
        _("fee to buy the dealer a card (antes)"),
        max_digits=5,
        decimal_places=2,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.01"))],
        help_text=_("Empty when the house does not let the player buy the dealer a card."),
    )

    class Meta:
        ordering = ["position", "slug"]
        verbose_name = _("variant")
        verbose_name_plural = _("variants")
        constraints = [
            models.CheckConstraint(
                condition=Q(dealer_buy_fee__isnull=True) | Q(dealer_buy_fee__gt=0),
                name="variant_dealer_buy_fee_positive",
            ),
        ]

    def __str__(self) -> str:
        return self.localized("name")

    @property
    def localized_summary(self) -> str:
        return self.localized("summary")

    @property
    def localized_source(self) -> str:
        return self.localized("source")

    @property
    def stored_analysis(self) -> VariantAnalysis | None:
        """The stored return table, if ``manage.py edge --store`` has computed one."""
        return getattr(self, "analysis", None)

    def raise_table(self, table: str) -> dict[HandCategory, int]:
        return {
            HandCategory(pay.category): pay.odds
            for pay in self.raise_pays.all()
            if pay.table == table
        }

    @property
    def after_switch_table_missing(self) -> bool:
        """The house pays less after a switch but its figures have not been entered."""
        return self.lower_pays_after_switch and len(
            self.raise_table(RaisePay.Table.AFTER_SWITCH)
        ) < len(HandCategory.winning())

    def rules(self) -> Rules:
        """The engine's ``Rules`` for this variant (load it with ``variant_queryset()``)."""
        main = self.raise_table(RaisePay.Table.MAIN)
        after = self.raise_table(RaisePay.Table.AFTER_SWITCH)
        return Rules(
            slug=self.slug,
            name=self.name_en,
            raise_pays=_engine_pays(main),
            switch_fees=frozen_mapping((fee.cards, fee.fee) for fee in self.switch_fees.all()),
            max_switches=self.max_switches,
            fold_after_switch=self.fold_after_switch,
            full_switch_forces_raise=self.full_switch_forces_raise,
            lower_pays_after_switch=self.lower_pays_after_switch,
            after_switch_pays=(
                None if self.after_switch_table_missing or not after else _engine_pays(after)
            ),
            bonus=self.bonus_table.engine_table() if self.bonus_table else None,
            bonus_on=BonusHand(self.bonus_on),
            dealer_buy_fee=self.dealer_buy_fee,
        )


def _engine_pays(table: dict[HandCategory, int]) -> Mapping[Category, int]:
    return frozen_mapping((Category.from_slug(category), odds) for category, odds in table.items())


class SwitchFee(models.Model):
    """The fee, in antes, for switching a number of cards; a missing count is not allowed."""

    variant = models.ForeignKey(
        Variant, on_delete=models.CASCADE, related_name="switch_fees", verbose_name=_("variant")
    )
    cards = models.PositiveSmallIntegerField(
        # A count, where a round's "cards switched" are the cards: each its own translation.
        pgettext_lazy("a number of", "cards switched"),
        validators=[MinValueValidator(1), MaxValueValidator(MAX_CARDS_SWITCHED)],
    )
    fee = models.DecimalField(
        _("fee (antes)"),
        max_digits=5,
        decimal_places=2,
        validators=[MinValueValidator(Decimal("0.01"))],
    )

    class Meta:
        ordering = ["variant", "cards"]
        verbose_name = _("switch fee")
        verbose_name_plural = _("switch fees")
        constraints = [
            models.UniqueConstraint(
                fields=["variant", "cards"], name="switch_fee_one_row_per_count"
            ),
            models.CheckConstraint(
                condition=Q(cards__gte=1) & Q(cards__lte=MAX_CARDS_SWITCHED),
                name="switch_fee_cards_1_to_5",
            ),
            models.CheckConstraint(condition=Q(fee__gt=0), name="switch_fee_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.cards} → {self.fee}"


class RaisePay(models.Model):
    """One row of a raise pay table: the hand and its "N to 1"."""

    class Table(models.TextChoices):
        MAIN = "main", _("raise pay table")
        AFTER_SWITCH = "after_switch", _("after-switch pay table")

    variant = models.ForeignKey(
        Variant, on_delete=models.CASCADE, related_name="raise_pays", verbose_name=_("variant")
    )
    # A pay table, where elsewhere "table" is the one played at: each its own translation.
    table = models.CharField(
        pgettext_lazy("pay table", "table"),
        max_length=20,
        choices=Table.choices,
        default=Table.MAIN,
    )
    category = models.CharField(_("hand"), max_length=20, choices=HandCategory.choices)
    odds = models.PositiveIntegerField(_("pays (N to 1)"), validators=[MinValueValidator(1)])

    class Meta:
        ordering = ["variant", "table", "-odds"]
        verbose_name = _("raise pay")
        verbose_name_plural = _("raise pays")
        constraints = [
            models.UniqueConstraint(
                fields=["variant", "table", "category"], name="raise_pay_one_row_per_hand"
            ),
            models.CheckConstraint(condition=Q(odds__gte=1), name="raise_pay_odds_positive"),
            models.CheckConstraint(
                condition=~Q(category=HandCategory.HIGH_CARD), name="raise_pay_winning_hand"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_category_display()}: {self.odds} : 1"


class GlossaryTerm(Localized):
    """A word of the dealer's trade with its meaning, in every language."""

    slug = models.SlugField(_("slug"), unique=True)
    term_en = models.CharField(_("term (English)"), max_length=100)
    term_vi = models.CharField(_("term (Vietnamese)"), max_length=100, blank=True)
    meaning_en = models.TextField(_("meaning (English)"))
    meaning_vi = models.TextField(_("meaning (Vietnamese)"), blank=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["position", "slug"]
        verbose_name = _("glossary term")
        verbose_name_plural = _("glossary terms")

    def __str__(self) -> str:
        return self.localized("term")

    @property
    def localized_term(self) -> str:
        return self.localized("term")

    @property
    def localized_meaning(self) -> str:
        return self.localized("meaning")

    @property
    def english_aside(self) -> str:
        """The English term to show beside the page's own, or "" where the page's term
        already says it (English pages, and Vietnamese terms the casinos keep in English:
        "Ante", "Raise (tố)")."""
        if self.term_en.casefold() in self.localized_term.casefold():
            return ""
        return self.term_en


class VariantAnalysis(models.Model):
    """A variant's return table under its best one-card strategy, computed once by
    ``manage.py edge --store`` (it takes seconds to a minute) and kept with the rules it was
    computed for, so a later edit of the variant shows it is out of date."""

    variant = models.OneToOneField(
        Variant, on_delete=models.CASCADE, related_name="analysis", verbose_name=_("variant")
    )
    rules = models.JSONField(_("rules computed for"))
    table = models.JSONField(_("return table"))
    computed_at = models.DateTimeField(_("computed at"), auto_now=True)

    class Meta:
        ordering = ["variant"]
        verbose_name = _("variant analysis")
        verbose_name_plural = _("variant analyses")

    def __str__(self) -> str:
        return str(self.variant)

    @property
    def house_edge(self) -> float:
        return self.table["house_edge"]

    def is_current(self) -> bool:
        """Whether the variant's rules are still those the table was computed for."""
        return rules_from_dict(self.rules) == self.variant.rules()
