"""A new trainee's first request at the multi-box table, sent twice at the same moment:
the database's own locking decides which one opens the table, and neither fails."""

from __future__ import annotations

import threading
from decimal import Decimal

import pytest
from django.db import connection
from django.db.models import Sum

from croupier.errors import Refusal
from play.boxes.services import box_balance_reset, box_round_deal
from play.models import BoxRound, BoxTable, LedgerReason
from play.tables import STALE
from tests.trainer.factories import TraineeFactory

pytestmark = [
    # The variants are data from a migration, which a transactional test flushes.
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
    pytest.mark.skipif(
        connection.vendor == "sqlite",
        reason=(
            "SQLite has no row locks and lets one writer in at a time: the second request "
            "fails with 'database is locked' before it can race the unique constraint. "
            "Run with DATABASE_URL=postgres://... to test the race."
        ),
    ),
]

D = Decimal


def _deal(user) -> None:
    box_round_deal(user=user, antes=[D(10)], version=0)


def _reset(user) -> None:
    box_balance_reset(user=user, version=0)


def _at_once(first, second, user) -> tuple[list[str], list[BaseException]]:
    """Run ``first(user)`` and ``second(user)`` in two threads released together; what
    each ended with: "done" or the refusal, and any other error."""
    start = threading.Barrier(2)
    outcomes: list[str] = []
    failures: list[BaseException] = []

    def run(call) -> None:
        try:
            start.wait()
            call(user)
            outcomes.append("done")
        except Refusal as refusal:
            outcomes.append(str(refusal))
        except Exception as error:  # any other error is the failure the test asserts against
            failures.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(call,)) for call in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return outcomes, failures


def _assert_one_opened_table(user) -> BoxTable:
    table = BoxTable.objects.get(user=user)
    assert table.entries.filter(reason=LedgerReason.OPENING).count() == 1
    assert table.balance == table.entries.aggregate(total=Sum("amount"))["total"]
    return table


@pytest.mark.parametrize("call", [_deal, _reset], ids=["deal", "reset"])
def test_first_request_sent_twice_at_once_opens_one_table_and_refuses_the_other(call) -> None:
    user = TraineeFactory()

    outcomes, failures = _at_once(call, call, user)

    assert failures == []
    # The second is the double submit it is: refused as sent from an out-of-date page.
    assert sorted(outcomes) == sorted(["done", str(STALE)])
    table = _assert_one_opened_table(user)
    assert table.version == 1
    assert BoxRound.objects.filter(table=table).count() == (1 if call is _deal else 0)


def test_first_deal_beside_a_refused_first_deal_opens_the_table_once() -> None:
    user = TraineeFactory()

    def refused_deal(user) -> None:
        # Refusal after opening the table: its transaction, table and all, is rolled back,
        # and a request waiting on that row opens the table itself.
        box_round_deal(user=user, antes=[D(0)], version=0)

    outcomes, failures = _at_once(refused_deal, _deal, user)

    assert failures == []
    assert len(outcomes) == 2
    _assert_one_opened_table(user)
