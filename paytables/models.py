"""House rules as data: games, variants, their pay tables and fee schedules, the glossary.

Text that instructors edit has a value per language (``name_en``, ``name_vi``); pages show
the current language's value and fall back to English where it is empty.
"""

from __future__ import annotations

from decimal import Decimal
from importlib import import_module
from importlib.util import find_spec
from typing import Any, TypeVar

from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils.translation import get_language, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from engine.chips import US_CHIPS, Chip, Policy
from engine.chips import ChipSet as EngineChipSet
from engine.hands import Category
from engine.money import MAX_METER
from engine.oasis.round import BonusHand, Rules, rules_from_dict
from engine.oasis.round import BonusTable as EngineBonusTable
from engine.russian.rules import AntePays, DealerDiscards, InsuranceLimit, RussianRules
from engine.showdown import frozen_mapping
from paytables.games import FIRST_GAME, REGISTRY, game_choices, game_of

MAX_CARDS_SWITCHED = 5
T = TypeVar("T")


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
    engine = models.CharField(
        _("rules of"),
        max_length=20,
        choices=game_choices,
        default=FIRST_GAME,
        help_text=_("The game whose rules this game's variants are: it decides their fields."),
    )

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
    max_payout = models.DecimalField(
        _("table maximum payout"),
        max_digits=12,
        decimal_places=2,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.01")), MaxValueValidator(MAX_METER)],
        help_text=_(
            "The most a box's ante and raise (or bet) win together, as the table's plate "
            "prints it; what they would win above it is not paid. Empty: no cap entered."
        ),
    )
    chip_set = models.ForeignKey(
        "ChipSet",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="variants",
        verbose_name=_("chip set"),
        help_text=_("The house's chips. Empty: the common US colours."),
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
            models.CheckConstraint(
                condition=Q(max_payout__isnull=True) | Q(max_payout__gt=0),
                name="variant_max_payout_positive",
            ),
        ]

    def __str__(self) -> str:
        return self.localized("name")

    def get_absolute_url(self) -> str:
        """The variant's page: its game's page of a variant."""
        return reverse("paytables:variant", kwargs={"game": game_of(self).slug, "slug": self.slug})

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

    def rules(self) -> Any:
        """The engine's rules value for this variant, as its game builds it
        (``paytables.games``): Oasis Poker's ``Rules`` for Oasis Poker and Caribbean Stud,
        ``RussianRules`` for Russian Poker. Load the variant with its game's queryset
        (``variant_queryset()``, ``russian_variant_queryset()``).

        Typed ``Any``: a caller knows its game (a kind's ``game_rules``, a page's game);
        ``oasis_rules()`` and ``russian_rules()`` give the checked type."""
        return game_of(self).rules(self)

    def chips(self) -> EngineChipSet:
        """The engine's value of the house's chips; the common US colours (``US_CHIPS``,
        which the shipped "US colours" set copies) where the variant names no chip set."""
        return US_CHIPS if self.chip_set is None else self.chip_set.to_value()

    def oasis_rules(self) -> Rules:
        """``rules()``, which must be Oasis Poker's (``TypeError`` otherwise)."""
        return _of_type(self.rules(), Rules)

    def russian_rules(self) -> RussianRules:
        """``rules()``, which must be Russian Poker's (``TypeError`` otherwise)."""
        return _of_type(self.rules(), RussianRules)


def _of_type(value: object, kind: type[T]) -> T:
    if not isinstance(value, kind):
        raise TypeError(f"expected {kind.__name__}, not {type(value).__name__}")
    return value


class RussianVariant(Variant):
    """The variants of Russian Poker, as the admin lists them apart from Oasis Poker's."""

    class Meta:
        proxy = True
        verbose_name = _("Russian Poker variant")
        verbose_name_plural = _("Russian Poker variants")


class SwitchFee(models.Model):
    """The fee, in antes, for switching a number of cards; a missing count is not allowed."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

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

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

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


# -- Russian Poker's house rules ---------------------------------------------------------
#
# A figure a house may leave unpublished is empty until an instructor enters it: "" for a
# choice, NULL for a yes-or-no. The engine then refuses, saying which figure it lacks, the
# first time a round needs it; the admin lists these figures at the top of the variant.

UNKNOWN = _("unknown: enter the house's figure")


class AntePaysChoice(models.TextChoices):
    PAID = AntePays.PAID.value, _("paid 1 to 1")
    RETURNED = AntePays.RETURNED.value, _("only returned")


class DealerDiscardsChoice(models.TextChoices):
    HIGHEST = DealerDiscards.HIGHEST.value, _("his highest card")
    LOWEST = DealerDiscards.LOWEST.value, _("his lowest card")


class InsuranceLimitChoice(models.TextChoices):
    POTENTIAL_WIN = InsuranceLimit.POTENTIAL_WIN.value, _("what the bet would win on the hand")
    HALF_POTENTIAL_WIN = (
        InsuranceLimit.HALF_POTENTIAL_WIN.value,
        _("half of what the bet would win on the hand"),
    )
    MAX_PAYOUT = InsuranceLimit.MAX_PAYOUT.value, _("the table's maximum payout")


class RussianHouse(models.Model):
    """One house's rules of Russian Poker beyond what every variant has: the draws, the
    game bought for the dealer, what the ante gets, the second combination, insurance."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.OneToOneField(
        Variant, on_delete=models.CASCADE, related_name="russian", verbose_name=_("variant")
    )
    exchange_fewest = models.PositiveSmallIntegerField(
        _("fewest cards exchanged"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(MAX_CARDS_SWITCHED)],
        help_text=_("From 1 to 5. Empty, with the most, when the house has no exchange."),
    )
    exchange_most = models.PositiveSmallIntegerField(
        _("most cards exchanged"),
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(MAX_CARDS_SWITCHED)],
    )
    sixth_card = models.BooleanField(_("a sixth card may be bought"), default=True)
    draws = models.PositiveSmallIntegerField(
        _("draws allowed per round"),
        default=1,
        validators=[MaxValueValidator(MAX_CARDS_SWITCHED)],
        help_text=_("An exchange or a sixth card is a draw. 0 for neither."),
    )
    draw_fee = models.DecimalField(
        _("fee of a draw (antes)"),
        max_digits=5,
        decimal_places=2,
        default=Decimal(1),
        validators=[MinValueValidator(Decimal("0.01"))],
    )
    exchange_and_sixth = models.BooleanField(
        _("one round may hold an exchange and a sixth card"), default=False
    )
    buy_game_fee = models.DecimalField(
        _("fee to buy the dealer a game (antes)"),
        max_digits=5,
        decimal_places=2,
        null=True,
        blank=True,
        default=Decimal(1),
        validators=[MinValueValidator(Decimal("0.01"))],
        help_text=_("Empty when the house does not let the player buy the dealer a game."),
    )
    dealer_discards = models.CharField(
        _("the dealer gives up, for a game bought"),
        max_length=10,
        choices=DealerDiscardsChoice.choices,
        blank=True,
    )
    redraw_same_rank = models.BooleanField(
        _("a card of the rank given up is drawn again"), null=True, blank=True
    )
    ante_on_win = models.CharField(
        _("the ante, when the player wins"),
        max_length=10,
        choices=AntePaysChoice.choices,
        blank=True,
    )
    ante_after_bought_no_game = models.CharField(
        _("the ante, when a game bought still does not qualify"),
        max_length=10,
        choices=AntePaysChoice.choices,
        blank=True,
    )
    two_combinations = models.BooleanField(_("a second combination is paid"), null=True, blank=True)
    same_ranks_second = models.BooleanField(
        _("a second combination may have the ranks of the first (K-Q-J-10-9-9: two straights)"),
        null=True,
        blank=True,
    )
    insurance = models.BooleanField(_("insurance is offered"), default=True)
    insurance_least = models.CharField(
        _("least hand for insurance"),
        max_length=20,
        choices=HandCategory.choices,
        default=HandCategory.THREE_OF_A_KIND,
    )
    insurance_limit = models.CharField(
        _("most a player may insure"),
        max_length=20,
        choices=InsuranceLimitChoice.choices,
        blank=True,
        help_text=_("Never less than one ante, never more than the table's maximum payout."),
    )
    insurance_returned_unless_won = models.BooleanField(
        _("insurance is returned when the dealer qualifies and the player does not win"),
        null=True,
        blank=True,
    )

    class Meta:
        ordering = ["variant"]
        verbose_name = _("Russian Poker house rules")
        verbose_name_plural = _("Russian Poker house rules")
        constraints = [
            models.CheckConstraint(
                condition=(
                    Q(exchange_fewest__isnull=True, exchange_most__isnull=True)
                    | Q(
                        exchange_fewest__gte=1,
                        exchange_most__lte=MAX_CARDS_SWITCHED,
                        exchange_fewest__lte=models.F("exchange_most"),
                    )
                ),
                name="russian_exchange_range",
            ),
            models.CheckConstraint(condition=Q(draw_fee__gt=0), name="russian_draw_fee_positive"),
            models.CheckConstraint(
                condition=Q(buy_game_fee__isnull=True) | Q(buy_game_fee__gt=0),
                name="russian_buy_game_fee_positive",
            ),
            models.CheckConstraint(
                condition=~Q(insurance_least=HandCategory.HIGH_CARD),
                name="russian_insurance_least_winning",
            ),
        ]

    def __str__(self) -> str:
        return str(self.variant)


class RussianPay(models.Model):
    """One line of a Russian Poker bet pay table: the combination and its "N to 1". A line
    the house has not published has no row."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.ForeignKey(
        Variant, on_delete=models.CASCADE, related_name="russian_pays", verbose_name=_("variant")
    )
    category = models.CharField(_("combination"), max_length=20, choices=HandCategory.choices)
    odds = models.PositiveIntegerField(_("pays (N to 1)"), validators=[MinValueValidator(1)])

    class Meta:
        ordering = ["variant", "-odds"]
        verbose_name = _("bet pay")
        verbose_name_plural = _("bet pays")
        constraints = [
            models.UniqueConstraint(
                fields=["variant", "category"], name="russian_pay_one_row_per_hand"
            ),
            models.CheckConstraint(condition=Q(odds__gte=1), name="russian_pay_odds_positive"),
            models.CheckConstraint(
                condition=~Q(category=HandCategory.HIGH_CARD), name="russian_pay_winning_hand"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_category_display()}: {self.odds} : 1"


class VariantSource(Localized):
    """A public page a variant's rules come from: its title in each language, its address."""

    # A row of its variant's rules: a clone of the variant copies it (paytables.services).
    part_of_rules = True

    variant = models.ForeignKey(
        Variant, on_delete=models.CASCADE, related_name="sources", verbose_name=_("variant")
    )
    title_en = models.CharField(_("title (English)"), max_length=200)
    title_vi = models.CharField(_("title (Vietnamese)"), max_length=200, blank=True)
    url = models.URLField(_("address"), max_length=300)
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["variant", "position", "pk"]
        verbose_name = _("source")
        verbose_name_plural = _("sources")

    def __str__(self) -> str:
        return self.localized("title")

    @property
    def localized_title(self) -> str:
        return self.localized("title")


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


# -- Chips -------------------------------------------------------------------------------
#
# A casino's chips as data (DESIGN.md, "Chips"): ``ChipSet.to_value()`` gives the engine's
# value, which pays amounts in chips (engine.chips).


class PayPolicy(models.TextChoices):
    """How the house's dealers cut a payout from the rack: the engine's ``Policy``."""

    FEWEST = Policy.FEWEST.value, _("the fewest chips")
    COLOUR_FOR_COLOUR = (
        Policy.COLOUR_FOR_COLOUR.value,
        _("colour for colour: in the bet's own chips, the rest in the fewest"),
    )
    ROULETTE = (
        Policy.ROULETTE.value,
        _("the roulette way: hundreds in large chips, the odd part in small ones"),
    )


class ChipSet(Localized):
    """A casino's chips: currency, denominations with their colours, the pay policy."""

    slug = models.SlugField(_("slug"), unique=True)
    name_en = models.CharField(_("name (English)"), max_length=100)
    name_vi = models.CharField(_("name (Vietnamese)"), max_length=100, blank=True)
    summary_en = models.TextField(_("summary (English)"), blank=True)
    summary_vi = models.TextField(_("summary (Vietnamese)"), blank=True)
    currency = models.CharField(
        _("currency"),
        max_length=3,
        validators=[
            RegexValidator(
                r"^[A-Z]{3}\Z", _("Write the currency's three-letter code, like USD or VND.")
            )
        ],
        help_text=_("The three-letter code (ISO 4217): USD, VND."),
    )
    policy = models.CharField(
        _("pay policy"), max_length=20, choices=PayPolicy.choices, default=PayPolicy.FEWEST
    )
    raise_to_makeable = models.BooleanField(
        _("raises a payout its chips cannot make"),
        default=False,
        help_text=_(
            "On: a payout the chips cannot make exactly is raised to the next amount they "
            "can. Off: such a payout is refused."
        ),
    )
    example = models.BooleanField(
        _("an example"),
        default=False,
        help_text=_("An example for an instructor to replace with the casino's own chips."),
    )
    source_en = models.CharField(_("source (English)"), max_length=300, blank=True)
    source_vi = models.CharField(_("source (Vietnamese)"), max_length=300, blank=True)

    class Meta:
        ordering = ["example", "name_en"]
        verbose_name = _("chip set")
        verbose_name_plural = _("chip sets")

    def __str__(self) -> str:
        return self.localized("name")

    def to_value(self) -> EngineChipSet:
        """The engine's value of this set, its chips labelled in English (load or prefetch
        the denominations). Raises ``ChipError`` for a set the engine refuses (no chips)."""
        return EngineChipSet(
            currency=self.currency,
            chips=tuple(
                Chip(plain_value(chip.value), chip.colour, chip.label_en)
                for chip in self.denominations.all()
            ),
            policy=Policy(self.policy),
            raise_to_makeable=self.raise_to_makeable,
        )


def plain_value(value: Decimal) -> Decimal:
    """A stored value as the engine writes it: 5, not 5.00; 2.50 stays."""
    return value.quantize(Decimal(1)) if value == value.to_integral_value() else value


class ChipDenomination(Localized):
    """One chip of a set: its value, its colour, its label."""

    chip_set = models.ForeignKey(
        ChipSet,
        on_delete=models.CASCADE,
        related_name="denominations",
        verbose_name=_("chip set"),
    )
    value = models.DecimalField(
        _("value"),
        max_digits=14,
        decimal_places=2,
        validators=[MinValueValidator(Decimal("0.01"))],
    )
    colour = models.CharField(
        _("colour"),
        max_length=7,
        validators=[
            RegexValidator(r"^#[0-9a-fA-F]{6}\Z", _("Write the colour as #rrggbb, like #c8102e."))
        ],
    )
    label_en = models.CharField(_("label (English)"), max_length=50)
    label_vi = models.CharField(_("label (Vietnamese)"), max_length=50, blank=True)
    position = models.PositiveSmallIntegerField(_("position"), default=0)

    class Meta:
        ordering = ["chip_set", "position", "value"]
        verbose_name = _("chip")
        verbose_name_plural = _("chips")
        constraints = [
            models.UniqueConstraint(
                fields=["chip_set", "value"], name="chip_denomination_one_per_value"
            ),
            models.CheckConstraint(
                condition=Q(value__gt=0), name="chip_denomination_value_positive"
            ),
            models.CheckConstraint(
                condition=Q(colour__regex=r"^#[0-9a-fA-F]{6}$"),
                name="chip_denomination_colour_rrggbb",
            ),
        ]

    def __str__(self) -> str:
        return f"{plain_value(self.value)} ({self.localized('label')})"


# A game's own house models (its rules' rows beyond a variant's) live in its adapter,
# ``paytables/games/<engine>/models.py``; they load with this app's models, from the
# registry, so that a new game adds no line here.
for _engine in REGISTRY:
    if find_spec(f"paytables.games.{_engine}.models") is not None:
        import_module(f"paytables.games.{_engine}.models")
