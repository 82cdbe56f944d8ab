from __future__ import annotations

from decimal import Decimal

import factory
from factory.django import DjangoModelFactory

from play.models import BoxTable, LedgerEntry, LedgerReason
from tests.trainer.factories import TraineeFactory


class BoxTableFactory(DjangoModelFactory[BoxTable]):
    """A trainee's multi-box table whose history is one opening entry of its balance."""

    class Meta:
        model = BoxTable
        skip_postgeneration_save = True

    user = factory.SubFactory(TraineeFactory)
    balance = Decimal(1000)

    @factory.post_generation
    def opening(self, create, extracted, **kwargs):
        if create and self.balance:
            LedgerEntryFactory(table=self, amount=self.balance, balance_after=self.balance)


class LedgerEntryFactory(DjangoModelFactory[LedgerEntry]):
    class Meta:
        model = LedgerEntry
        skip_postgeneration_save = True

    table = factory.SubFactory(BoxTableFactory)
    reason = LedgerReason.OPENING
    amount = Decimal(1000)
    balance_after = Decimal(1000)
