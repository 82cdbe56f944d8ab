from __future__ import annotations

from decimal import Decimal

import factory
from django.contrib.auth import get_user_model
from factory.django import DjangoModelFactory

from paytables.models import (
    BonusPay,
    BonusTable,
    ChipDenomination,
    ChipSet,
    Game,
    GlossaryTerm,
    HandCategory,
    RaisePay,
    RussianHouse,
    RussianPay,
    SwitchFee,
    Variant,
    VariantSource,
)

STANDARD_PAYS = {
    HandCategory.ROYAL_FLUSH: 100,
    HandCategory.STRAIGHT_FLUSH: 50,
    HandCategory.FOUR_OF_A_KIND: 20,
    HandCategory.FULL_HOUSE: 7,
    HandCategory.FLUSH: 5,
    HandCategory.STRAIGHT: 4,
    HandCategory.THREE_OF_A_KIND: 3,
    HandCategory.TWO_PAIR: 2,
    HandCategory.PAIR: 1,
    HandCategory.ACE_KING: 1,
}


class GameFactory(DjangoModelFactory[Game]):
    class Meta:
        model = Game
        django_get_or_create = ("slug",)
        skip_postgeneration_save = True

    slug = "oasis"
    name_en = "Oasis Poker"
    name_vi = "Oasis Poker"


class BonusTableFactory(DjangoModelFactory[BonusTable]):
    class Meta:
        model = BonusTable
        skip_postgeneration_save = True

    slug = factory.Sequence(lambda n: f"bonus-{n}")
    name_en = factory.Sequence(lambda n: f"Bonus table {n}")


class BonusPayFactory(DjangoModelFactory[BonusPay]):
    class Meta:
        model = BonusPay
        skip_postgeneration_save = True

    table = factory.SubFactory(BonusTableFactory)
    category = HandCategory.FLUSH
    odds = 50


class VariantFactory(DjangoModelFactory[Variant]):
    """A variant with the standard fee schedule and raise pay table unless told otherwise."""

    class Meta:
        model = Variant
        skip_postgeneration_save = True

    game = factory.SubFactory(GameFactory)
    slug = factory.Sequence(lambda n: f"house-{n}")
    name_en = factory.Sequence(lambda n: f"House rules {n}")
    name_vi = factory.Sequence(lambda n: f"Luật sòng {n}")
    summary_en = "A house of the tests."

    @factory.post_generation
    def fees(self, create, extracted, **kwargs):
        if not create:
            return
        schedule = {1: 1, 2: 2, 3: 3, 4: 2, 5: 1} if extracted is None else extracted
        for cards, fee in schedule.items():
            SwitchFeeFactory(variant=self, cards=cards, fee=Decimal(fee))

    @factory.post_generation
    def pays(self, create, extracted, **kwargs):
        if not create:
            return
        for category, odds in (STANDARD_PAYS if extracted is None else extracted).items():
            RaisePayFactory(variant=self, category=category, odds=odds)


class SwitchFeeFactory(DjangoModelFactory[SwitchFee]):
    class Meta:
        model = SwitchFee
        skip_postgeneration_save = True

    variant = factory.SubFactory(VariantFactory, fees={}, pays={})
    cards = 1
    fee = Decimal(1)


class RaisePayFactory(DjangoModelFactory[RaisePay]):
    class Meta:
        model = RaisePay
        skip_postgeneration_save = True

    variant = factory.SubFactory(VariantFactory, fees={}, pays={})
    table = RaisePay.Table.MAIN
    category = HandCategory.PAIR
    odds = 1


class GlossaryTermFactory(DjangoModelFactory[GlossaryTerm]):
    class Meta:
        model = GlossaryTerm
        skip_postgeneration_save = True

    slug = factory.Sequence(lambda n: f"term-{n}")
    term_en = factory.Sequence(lambda n: f"Term {n}")
    term_vi = factory.Sequence(lambda n: f"Thuật ngữ {n}")
    meaning_en = "What it means."
    meaning_vi = "Nghĩa của nó."


class RussianVariantFactory(DjangoModelFactory[Variant]):
    """A Russian Poker variant without its house rules (``RussianHouseFactory`` adds them)."""

    class Meta:
        model = Variant
        skip_postgeneration_save = True

    game = factory.SubFactory(
        GameFactory, slug="russian-poker", name_en="Russian Poker", engine="russian"
    )
    slug = factory.Sequence(lambda n: f"russian-house-{n}")
    name_en = factory.Sequence(lambda n: f"Russian house {n}")
    name_vi = factory.Sequence(lambda n: f"Sòng Russian {n}")
    summary_en = "A Russian Poker house of the tests."
    max_switches = 0


class RussianHouseFactory(DjangoModelFactory[RussianHouse]):
    """The classic rules, every figure known, for a new Russian Poker variant."""

    class Meta:
        model = RussianHouse
        skip_postgeneration_save = True

    variant = factory.SubFactory(RussianVariantFactory)
    exchange_fewest = 1
    exchange_most = 5
    dealer_discards = "highest"
    redraw_same_rank = False
    ante_on_win = "returned"
    ante_after_bought_no_game = "returned"
    two_combinations = True
    same_ranks_second = True
    insurance_limit = "half_potential_win"
    insurance_returned_unless_won = False

    @factory.post_generation
    def pays(self, create, extracted, **kwargs):
        if not create:
            return
        for category, odds in (STANDARD_PAYS if extracted is None else extracted).items():
            RussianPayFactory(variant=self.variant, category=category, odds=odds)


class RussianPayFactory(DjangoModelFactory[RussianPay]):
    class Meta:
        model = RussianPay
        skip_postgeneration_save = True

    variant = factory.SubFactory(RussianVariantFactory)
    category = HandCategory.PAIR
    odds = 1


class VariantSourceFactory(DjangoModelFactory[VariantSource]):
    class Meta:
        model = VariantSource
        skip_postgeneration_save = True

    variant = factory.SubFactory(RussianVariantFactory)
    title_en = factory.Sequence(lambda n: f"Rule page {n}")
    title_vi = factory.Sequence(lambda n: f"Trang luật {n}")
    url = factory.Sequence(lambda n: f"https://casino-{n}.example/rules")


class UserFactory(DjangoModelFactory[get_user_model()]):
    """A user with a usable password; ``is_staff=True`` for one who may open the admin."""

    class Meta:
        model = get_user_model()
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user-{n}")
    password = factory.django.Password("a-long-test-password")
    is_staff = False


class ChipSetFactory(DjangoModelFactory[ChipSet]):
    """A chip set with a white 1, a red 5 and a green 25 unless told otherwise."""

    class Meta:
        model = ChipSet
        skip_postgeneration_save = True

    slug = factory.Sequence(lambda n: f"chips-{n}")
    name_en = factory.Sequence(lambda n: f"House chips {n}")
    name_vi = factory.Sequence(lambda n: f"Chip của sòng {n}")
    currency = "USD"

    @factory.post_generation
    def chips(self, create, extracted, **kwargs):
        if not create:
            return
        rows = (
            extracted
            if extracted is not None
            else [(1, "#ffffff"), (5, "#c8102e"), (25, "#1e7b34")]
        )
        for position, (value, colour) in enumerate(rows):
            ChipDenominationFactory(
                chip_set=self, value=Decimal(value), colour=colour, position=position
            )


class ChipDenominationFactory(DjangoModelFactory[ChipDenomination]):
    class Meta:
        model = ChipDenomination
        skip_postgeneration_save = True

    chip_set = factory.SubFactory(ChipSetFactory, chips=[])
    value = Decimal(5)
    colour = "#c8102e"
    label_en = factory.Sequence(lambda n: f"chip {n}")
    label_vi = factory.Sequence(lambda n: f"chip {n}")
