"""The multi-box table of seed 004, as the engine plays it."""

from __future__ import annotations

from decimal import Decimal

import pytest

from engine.cards import Deck
from engine.errors import BadAmount, IllegalAction
from engine.oasis.boxes import Table, check_antes, returned_at_showdown, upfront
from engine.oasis.round import Decision
from engine.oasis.variants import ONLINE_BOXES as RULES

PLENTY = Decimal(1000)


def _code(excinfo: pytest.ExceptionInfo) -> str:
    return excinfo.value.code


def test_deal_uses_one_deck_for_the_dealer_and_every_box() -> None:
    table = Table.deal(RULES, 7, [10, 20, 30])
    order = Deck.order(7)

    assert table.boxes[0].round.player == order[0:20:4]
    assert table.boxes[1].round.player == order[1:20:4]
    assert table.boxes[2].round.player == order[2:20:4]
    # The dealer's last card is his up card, dealer[0] as everywhere in the engine.
    assert table.dealer == tuple(reversed(order[3:20:4]))
    assert table.up_card == order[19]


def test_deal_refuses_more_than_three_boxes() -> None:
    with pytest.raises(IllegalAction) as excinfo:
        Table.deal(RULES, 1, [10, 10, 10, 10])
    assert _code(excinfo) == "too_many_boxes"


def test_deal_refuses_no_box() -> None:
    with pytest.raises(IllegalAction) as excinfo:
        check_antes([])
    assert _code(excinfo) == "no_boxes"


@pytest.mark.parametrize("ante", ["0.5", "101", "100.01"])
def test_deal_refuses_an_ante_outside_1_to_100(ante: str) -> None:
    with pytest.raises(IllegalAction) as excinfo:
        check_antes([10, ante])
    assert _code(excinfo) == "ante_out_of_range"
    assert excinfo.value.params["box"] == 2


def test_deal_refuses_a_negative_ante_as_no_stake() -> None:
    with pytest.raises(BadAmount):
        check_antes(["-5"])


def test_antes_are_independent_per_box() -> None:
    table = Table.deal(RULES, 3, [1, 100])

    assert [box.ante for box in table.boxes] == [Decimal(1), Decimal(100)]
    assert [box.bet for box in table.boxes] == [Decimal(2), Decimal(200)]


def test_third_box_plays_from_the_deal() -> None:
    table = Table.deal(RULES, 5, [10, 10, 25])
    third = table.box(3)

    assert third.round.decision is Decision.RAISE
    assert upfront([Decimal(10), Decimal(10), Decimal(25)]) == Decimal(95)


def test_third_box_refuses_a_switch() -> None:
    table = Table.deal(RULES, 5, [10, 10, 25])
    table = table.decide(RULES, 1, "fold", balance=PLENTY)
    table = table.decide(RULES, 2, "fold", balance=PLENTY)
    with pytest.raises(IllegalAction) as excinfo:
        table.switch(RULES, 3, table.box(3).round.player[:1], balance=PLENTY)
    assert _code(excinfo) == "box_always_plays"


def test_third_box_refuses_a_fold() -> None:
    table = Table.deal(RULES, 5, [10, 10, 25])
    with pytest.raises(IllegalAction) as excinfo:
        table.decide(RULES, 3, "fold", balance=PLENTY)
    assert _code(excinfo) == "box_always_plays"


def test_third_box_stays_face_down_until_the_showdown() -> None:
    table = Table.deal(RULES, 5, [10, 10, 25])
    assert not table.shown(3)
    table = table.decide(RULES, 1, "raise", balance=PLENTY)
    assert not table.shown(3)
    table = table.decide(RULES, 2, "raise", balance=PLENTY)

    assert table.finished
    assert table.shown(3)


def test_reveal_order_shows_box_two_only_after_box_one_is_decided() -> None:
    table = Table.deal(RULES, 11, [10, 10])
    assert table.shown(1)
    assert not table.shown(2)
    table = table.switch(RULES, 1, table.box(1).round.player[:1], balance=PLENTY)
    assert not table.shown(2)

    table = table.decide(RULES, 1, "fold", balance=PLENTY)

    assert table.shown(2)
    assert table.current.position == 2


def test_decision_refused_for_a_box_not_yet_shown() -> None:
    table = Table.deal(RULES, 11, [10, 10])
    with pytest.raises(IllegalAction) as excinfo:
        table.decide(RULES, 2, "raise", balance=PLENTY)
    assert _code(excinfo) == "box_not_current"


def test_decision_refused_for_a_box_not_bought() -> None:
    table = Table.deal(RULES, 11, [10])
    with pytest.raises(IllegalAction) as excinfo:
        table.decide(RULES, 2, "raise", balance=PLENTY)
    assert _code(excinfo) == "no_such_box"


def test_second_decision_of_the_same_box_is_refused() -> None:
    table = Table.deal(RULES, 11, [10, 10])
    table = table.decide(RULES, 1, "raise", balance=PLENTY)
    with pytest.raises(IllegalAction) as excinfo:
        table.decide(RULES, 1, "raise", balance=PLENTY)
    assert _code(excinfo) == "box_not_current"


def test_switch_draws_from_the_shared_deck_after_the_deal() -> None:
    table = Table.deal(RULES, 13, [10, 10])
    order = Deck.order(13)
    table = table.switch(RULES, 1, table.box(1).round.player[:2], balance=PLENTY)
    table = table.decide(RULES, 1, "fold", balance=PLENTY)
    table = table.switch(RULES, 2, table.box(2).round.player[:1], balance=PLENTY)

    assert table.box(1).round.switches[0].drawn == order[15:17]
    assert table.box(2).round.switches[0].drawn == order[17:18]


def test_switch_fee_is_one_ante_for_one_card_and_one_and_a_half_for_two() -> None:
    table = Table.deal(RULES, 13, [10, 20])
    table = table.switch(RULES, 1, table.box(1).round.player[:1], balance=PLENTY)
    table = table.decide(RULES, 1, "fold", balance=PLENTY)
    table = table.switch(RULES, 2, table.box(2).round.player[:2], balance=PLENTY)
    table = table.decide(RULES, 2, "fold", balance=PLENTY)
    settlements = table.settle(RULES)

    assert settlements[0].fee == Decimal(10)
    assert settlements[1].fee == Decimal(30)


def test_switch_refused_for_three_cards() -> None:
    table = Table.deal(RULES, 13, [10])
    with pytest.raises(IllegalAction) as excinfo:
        table.switch(RULES, 1, table.box(1).round.player[:3], balance=PLENTY)
    assert _code(excinfo) == "switch_count_not_allowed"


def test_switch_refused_a_second_time_in_the_same_box() -> None:
    table = Table.deal(RULES, 13, [10])
    table = table.switch(RULES, 1, table.box(1).round.player[:1], balance=PLENTY)
    with pytest.raises(IllegalAction) as excinfo:
        table.switch(RULES, 1, table.box(1).round.hand[:1], balance=PLENTY)
    assert _code(excinfo) == "too_many_switches"


def test_switch_limited_to_one_card_when_two_would_leave_too_little_for_the_bet() -> None:
    # Ante 10: bet 20; one card costs 10, two cost 15. With 32 left, 32 - 15 < 20 <= 32 - 10.
    table = Table.deal(RULES, 17, [10])
    balance = Decimal(32)
    assert table.most_cards_to_switch(RULES, 1, balance) == 1
    with pytest.raises(IllegalAction) as excinfo:
        table.switch(RULES, 1, table.box(1).round.player[:2], balance=balance)
    assert _code(excinfo) == "switch_leaves_no_bet"
    assert excinfo.value.params["most"] == 1

    switched = table.switch(RULES, 1, table.box(1).round.player[:1], balance=balance)

    assert switched.box(1).round.switched


def test_switch_refused_when_even_one_card_would_leave_too_little_for_the_bet() -> None:
    table = Table.deal(RULES, 17, [10])
    balance = Decimal(29)
    assert table.most_cards_to_switch(RULES, 1, balance) == 0
    with pytest.raises(IllegalAction) as excinfo:
        table.switch(RULES, 1, table.box(1).round.player[:1], balance=balance)
    assert _code(excinfo) == "switch_leaves_no_bet"
    assert excinfo.value.params["most"] == 0


def test_switch_allowed_when_the_balance_exactly_covers_the_bet_afterwards() -> None:
    table = Table.deal(RULES, 17, [10])

    assert table.most_cards_to_switch(RULES, 1, Decimal(35)) == 2


def test_play_refused_when_the_balance_does_not_cover_the_bet() -> None:
    table = Table.deal(RULES, 19, [50])
    with pytest.raises(IllegalAction) as excinfo:
        table.decide(RULES, 1, "raise", balance=Decimal(99))
    assert _code(excinfo) == "bet_not_covered"

    folded = table.decide(RULES, 1, "fold", balance=Decimal(99))

    assert folded.box(1).round.decision is Decision.FOLD


def test_settle_refused_before_every_box_is_decided() -> None:
    table = Table.deal(RULES, 19, [50, 10])
    with pytest.raises(IllegalAction) as excinfo:
        table.settle(RULES)
    assert _code(excinfo) == "undecided"


@pytest.mark.parametrize("seed", range(40))
def test_returned_at_showdown_less_the_stakes_and_fee_is_the_net(seed: int) -> None:
    table = Table.deal(RULES, seed, [10, 15, 20])
    table = table.switch(RULES, 1, table.box(1).round.player[:2], balance=PLENTY)
    table = table.decide(RULES, 1, "raise" if seed % 2 else "fold", balance=PLENTY)
    table = table.decide(RULES, 2, "raise", balance=PLENTY)
    for box, settlement in zip(table.boxes, table.settle(RULES), strict=True):
        placed = box.ante + (box.bet if box.round.decision is Decision.RAISE else 0)
        fee = box.round.fee_antes * box.ante

        assert returned_at_showdown(box, settlement) - placed - fee == settlement.net
        assert returned_at_showdown(box, settlement) >= 0
