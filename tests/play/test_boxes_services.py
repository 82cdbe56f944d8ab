"""The multi-box table's services: the balance, its ledger, and every refusal."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.db.models import Sum
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from croupier.errors import Refusal
from play.boxes.selectors import box_table_view, engine_table
from play.boxes.services import (
    box_balance_reset,
    box_decide,
    box_round_deal,
    box_switch,
)
from play.models import BoxRound, BoxTable, LedgerEntry, LedgerReason, RoundStatus
from tests.play.factories_boxes import BoxTableFactory
from tests.trainer.factories import TraineeFactory

pytestmark = pytest.mark.django_db

D = Decimal


@pytest.fixture(autouse=True)
def _fixed_seed(monkeypatch):
    seeds = iter(range(10_000))
    monkeypatch.setattr("play.boxes.services._new_seed", lambda: next(seeds))


def _table(user) -> BoxTable:
    return BoxTable.objects.get(user=user)


def _history(table: BoxTable) -> Decimal:
    return table.entries.aggregate(total=Sum("amount"))["total"] or D(0)


def _assert_balance_is_history(user) -> None:
    table = _table(user)
    assert table.balance == _history(table)
    assert table.balance >= 0
    running = D(0)
    for entry in table.entries.order_by("pk"):
        running += entry.amount
        assert entry.balance_after == running


def _state(user):
    box_round = _table(user).rounds.get(status=RoundStatus.PLAYING)
    return engine_table(box_round=box_round, boxes=list(box_round.boxes.all()))


def _version(user) -> int:
    return _table(user).version


def test_first_deal_opens_the_table_with_1000_recorded_as_opening() -> None:
    user = TraineeFactory()

    box_round_deal(user=user, antes=[D(10)], version=0)

    table = _table(user)
    first = table.entries.order_by("pk").first()
    assert (first.reason, first.amount) == (LedgerReason.OPENING, D(1000))
    assert table.balance == D(990)
    _assert_balance_is_history(user)


def test_view_of_a_new_trainee_shows_1000_and_writes_nothing() -> None:
    user = TraineeFactory()

    view = box_table_view(user=user)

    assert view.balance == D(1000)
    assert not BoxTable.objects.filter(user=user).exists()


def test_deal_takes_every_ante_and_the_third_box_bet_up_front() -> None:
    table = BoxTableFactory()

    box_round_deal(user=table.user, antes=[D(10), D(20), D(30)], version=0)

    reasons = list(_table(table.user).entries.order_by("pk").values_list("reason", "box", "amount"))
    assert reasons[1:] == [
        ("ante", 1, D(-10)),
        ("ante", 2, D(-20)),
        ("ante", 3, D(-30)),
        ("bet", 3, D(-60)),
    ]
    assert _table(table.user).balance == D(880)


def test_deal_refused_for_more_than_three_boxes_changes_nothing() -> None:
    table = BoxTableFactory()
    with pytest.raises(Refusal, match="at most three boxes"):
        box_round_deal(user=table.user, antes=[D(1)] * 4, version=0)

    assert not BoxRound.objects.exists()
    assert _table(table.user).balance == D(1000)
    assert _version(table.user) == 0


@pytest.mark.parametrize("ante", [D(0), D(101), D("0.5")])
def test_deal_refused_for_an_ante_outside_1_to_100(ante: Decimal) -> None:
    table = BoxTableFactory()
    with pytest.raises(Refusal):
        box_round_deal(user=table.user, antes=[D(10), ante], version=0)

    assert not BoxRound.objects.exists()
    assert LedgerEntry.objects.count() == 1


def test_deal_refused_when_the_balance_does_not_cover_antes_and_third_bet() -> None:
    table = BoxTableFactory(balance=D(49))
    with pytest.raises(Refusal, match="does not cover"):
        box_round_deal(user=table.user, antes=[D(10), D(10), D(10)], version=0)

    assert _table(table.user).balance == D(49)


def test_deal_refused_while_a_round_is_playing() -> None:
    table = BoxTableFactory()
    box_round_deal(user=table.user, antes=[D(10)], version=0)
    with pytest.raises(Refusal, match="Finish the round"):
        box_round_deal(user=table.user, antes=[D(10)], version=1)

    assert BoxRound.objects.count() == 1


def test_deal_submitted_twice_is_refused_as_stale() -> None:
    table = BoxTableFactory()
    box_round_deal(user=table.user, antes=[D(10)], version=0)
    with pytest.raises(Refusal, match="out of date"):
        box_round_deal(user=table.user, antes=[D(10)], version=0)

    assert BoxRound.objects.count() == 1
    assert _table(table.user).balance == D(990)


def test_decision_submitted_twice_is_refused_as_stale() -> None:
    table = BoxTableFactory()
    box_round_deal(user=table.user, antes=[D(10), D(10)], version=0)
    box_decide(user=table.user, position=1, decision="raise", version=1)
    before = _table(table.user).balance
    with pytest.raises(Refusal, match="out of date"):
        box_decide(user=table.user, position=1, decision="raise", version=1)

    assert _table(table.user).balance == before
    assert _version(table.user) == 2


def test_decision_for_a_box_not_yet_shown_is_refused() -> None:
    table = BoxTableFactory()
    box_round_deal(user=table.user, antes=[D(10), D(10)], version=0)
    with pytest.raises(Refusal, match="not the box to decide"):
        box_decide(user=table.user, position=2, decision="raise", version=1)

    assert _version(table.user) == 1
    assert _state(table.user).current.position == 1


def test_decision_for_the_third_box_is_refused() -> None:
    table = BoxTableFactory()
    box_round_deal(user=table.user, antes=[D(10), D(10), D(10)], version=0)
    with pytest.raises(Refusal, match="always plays"):
        box_decide(user=table.user, position=3, decision="fold", version=1)


def test_decision_without_a_round_is_refused() -> None:
    table = BoxTableFactory()
    with pytest.raises(Refusal, match="deal one first"):
        box_decide(user=table.user, position=1, decision="raise", version=0)


def test_switch_takes_its_fee_and_records_it() -> None:
    table = BoxTableFactory()
    box_round_deal(user=table.user, antes=[D(10)], version=0)
    hand = _state(table.user).box(1).round.player

    box_switch(user=table.user, position=1, discard=hand[:2], version=1)

    fee = _table(table.user).entries.get(reason=LedgerReason.SWITCH_FEE)
    assert fee.amount == D(-15)
    assert _table(table.user).balance == D(975)
    _assert_balance_is_history(table.user)


def test_switch_of_two_cards_refused_when_the_balance_would_not_cover_the_bet() -> None:
    # 42 - ante 10 = 32 left: two cards (15) would leave 17 < bet 20; one card (10) leaves 22.
    table = BoxTableFactory(balance=D(42))
    box_round_deal(user=table.user, antes=[D(10)], version=0)
    hand = _state(table.user).box(1).round.player
    with pytest.raises(Refusal, match="at most 1 card"):
        box_switch(user=table.user, position=1, discard=hand[:2], version=1)
    assert _table(table.user).balance == D(32)

    box_switch(user=table.user, position=1, discard=hand[:1], version=1)

    assert _table(table.user).balance == D(22)


def test_switch_refused_when_even_one_card_would_not_leave_the_bet() -> None:
    table = BoxTableFactory(balance=D(39))
    box_round_deal(user=table.user, antes=[D(10)], version=0)
    hand = _state(table.user).box(1).round.player
    with pytest.raises(Refusal, match="cannot switch"):
        box_switch(user=table.user, position=1, discard=hand[:1], version=1)

    assert _table(table.user).balance == D(29)


def test_play_refused_when_the_balance_cannot_cover_the_bet_so_the_box_can_only_fold() -> None:
    # Box 1 plays its bet of 100; 175 - 60 antes - 100 = 15: box 2's bet of 20 is not covered.
    table = BoxTableFactory(balance=D(175))
    box_round_deal(user=table.user, antes=[D(50), D(10)], version=0)
    box_decide(user=table.user, position=1, decision="raise", version=1)
    with pytest.raises(Refusal, match="can only fold"):
        box_decide(user=table.user, position=2, decision="raise", version=2)

    box_decide(user=table.user, position=2, decision="fold", version=2)

    assert _table(table.user).rounds.get().status == RoundStatus.FINISHED
    _assert_balance_is_history(table.user)


def test_switch_of_a_card_not_in_the_box_is_refused() -> None:
    table = BoxTableFactory()
    box_round_deal(user=table.user, antes=[D(10)], version=0)
    dealer_card = _state(table.user).dealer[1]
    with pytest.raises(Refusal, match="not in the player's hand"):
        box_switch(user=table.user, position=1, discard=[dealer_card], version=1)

    assert _table(table.user).balance == D(990)


def test_last_decision_settles_every_box_and_pays_the_showdown() -> None:
    table = BoxTableFactory()
    box_round_deal(user=table.user, antes=[D(10), D(20), D(30)], version=0)
    box_decide(user=table.user, position=1, decision="fold", version=1)
    box_decide(user=table.user, position=2, decision="raise", version=2)

    view = box_table_view(user=table.user)
    assert view.finished
    assert all(item.working is not None for item in view.boxes)
    assert view.balance == D(1000) + view.net
    _assert_balance_is_history(table.user)


def test_reset_puts_the_balance_back_to_1000_and_records_why() -> None:
    table = BoxTableFactory(balance=D(120))
    box_round_deal(user=table.user, antes=[D(10)], version=0)

    box_balance_reset(user=table.user, version=1)

    table = _table(table.user)
    last = table.entries.order_by("pk").last()
    assert (last.reason, last.amount, table.balance) == (LedgerReason.RESET, D(890), D(1000))
    assert table.rounds.get().status == RoundStatus.ABANDONED
    _assert_balance_is_history(table.user)


def test_reset_at_1000_records_nothing() -> None:
    table = BoxTableFactory()

    box_balance_reset(user=table.user, version=0)

    assert not _table(table.user).entries.filter(reason=LedgerReason.RESET).exists()


def test_reset_submitted_twice_is_refused_as_stale() -> None:
    table = BoxTableFactory(balance=D(5))
    box_balance_reset(user=table.user, version=0)
    with pytest.raises(Refusal):
        box_balance_reset(user=table.user, version=0)

    assert _table(table.user).entries.filter(reason=LedgerReason.RESET).count() == 1


# -- the balance always equals its history ----------------------------------------------------

ACTIONS = st.one_of(
    st.tuples(
        st.just("deal"), st.lists(st.integers(min_value=-5, max_value=120), min_size=0, max_size=4)
    ),
    st.tuples(
        st.just("switch"),
        st.integers(min_value=0, max_value=4),
        st.lists(st.integers(min_value=0, max_value=4), min_size=0, max_size=3, unique=True),
    ),
    st.tuples(
        st.just("decide"),
        st.integers(min_value=0, max_value=4),
        st.sampled_from(["raise", "fold", "x"]),
    ),
    st.tuples(st.just("reset")),
    st.tuples(st.just("stale"), st.sampled_from(["raise", "fold"])),
)


def _run(user, action: tuple) -> None:
    version = _version(user)
    kind = action[0]
    if kind == "deal":
        box_round_deal(user=user, antes=[D(a) for a in action[1]], version=version)
    elif kind == "switch":
        _kind, position, picks = action
        box_round = _table(user).rounds.filter(status=RoundStatus.PLAYING).first()
        hand = ()
        if box_round is not None and 1 <= position <= box_round.boxes.count():
            state = engine_table(box_round=box_round, boxes=list(box_round.boxes.all()))
            hand = state.box(position).round.hand
        cards = [hand[i] for i in picks if i < len(hand)]
        box_switch(user=user, position=position, discard=cards, version=version)
    elif kind == "decide":
        box_decide(user=user, position=action[1], decision=action[2], version=version)
    elif kind == "reset":
        box_balance_reset(user=user, version=version)
    else:
        box_decide(user=user, position=1, decision=action[1], version=version - 1)


# As many examples as the profile says (tests/conftest.py): fewer every day, 60 in `make test`.
@settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    start=st.integers(min_value=0, max_value=400),
    actions=st.lists(ACTIONS, min_size=1, max_size=25),
)
def test_balance_always_equals_its_history_over_random_actions(start: int, actions) -> None:
    table = BoxTableFactory(balance=D(start))
    for action in actions:
        version = _version(table.user)
        balance = _table(table.user).balance
        try:
            _run(table.user, action)
        except Refusal:
            # A refusal changes nothing at all.
            assert _version(table.user) == version
            assert _table(table.user).balance == balance
        _assert_balance_is_history(table.user)
        playing = _table(table.user).rounds.filter(status=RoundStatus.PLAYING).count()
        assert playing <= 1
