from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.errors import BadAmount
from engine.limits import cap_winnings, check_max_payout
from engine.oasis.round import BonusHand, replay, rules_from_dict, rules_to_dict, settle
from engine.oasis.variants import STANDARD, VARIANTS
from engine.showdown import Outcome

DEALER_ACE_KING = "Ad Ks 7c 5s 2d"


def raised(rules, player, dealer=DEALER_ACE_KING):
    return replay(rules, player=parse_cards(player), dealer=parse_cards(dealer), decision="raise")


# -- the cap itself -------------------------------------------------------------------------


def test_cap_leaves_winnings_under_the_maximum_alone():
    result = cap_winnings([Decimal(10), Decimal(40)], Decimal(50))
    assert result.amounts == (Decimal(10), Decimal(40))
    assert not result.capped
    assert result.forfeited == 0


def test_cap_takes_the_excess_from_the_bet_first():
    result = cap_winnings([Decimal(100), Decimal(10_000)], Decimal(5_000))
    assert result.amounts == (Decimal(100), Decimal(4_900))
    assert result.forfeited == Decimal(5_100)
    assert result.capped


def test_cap_below_the_ante_win_cuts_the_ante_too():
    result = cap_winnings([Decimal(100), Decimal(200)], Decimal(50))
    assert result.amounts == (Decimal(50), Decimal(0))
    assert result.forfeited == Decimal(250)


def test_cap_never_touches_a_lost_wager():
    result = cap_winnings([Decimal(-100), Decimal(300)], Decimal(100))
    assert result.amounts == (Decimal(-100), Decimal(100))
    assert result.forfeited == Decimal(200)


def test_no_maximum_payout_means_no_cap():
    assert cap_winnings([Decimal(10**6)], None).forfeited == 0


def test_a_maximum_payout_must_be_a_positive_amount():
    assert check_max_payout("5000") == Decimal(5000)
    assert check_max_payout(None) is None
    with pytest.raises(BadAmount, match="maximum payout must be more than zero"):
        check_max_payout(0)


# -- Oasis Poker with a cap -----------------------------------------------------------------


def test_oasis_without_a_cap_settles_as_before():
    assert all(rules.max_payout is None for rules in VARIANTS.values())
    result = settle(STANDARD, raised(STANDARD, "Ah Kh Qh Jh Th"), ante=100)
    assert result.raise_.amount == Decimal(20_000)
    assert not result.capped
    assert result.forfeited == 0


def test_oasis_royal_flush_capped_at_the_table_maximum():
    capped = dataclasses.replace(STANDARD, max_payout=Decimal(5_000))
    result = settle(capped, raised(capped, "Ah Kh Qh Jh Th"), ante=100)
    assert result.ante.amount == Decimal(100)
    assert result.raise_.amount == Decimal(4_900)
    assert result.raise_.odds == 100  # the table's odds, cut to the cap
    assert result.forfeited == Decimal(15_100)
    assert result.capped
    assert result.net == Decimal(5_000)


def test_oasis_cap_leaves_the_fee_and_the_bonus_outside():
    # The bonus on the final hand, so that the switched-in straight flush takes 10 % of the meter.
    capped = dataclasses.replace(STANDARD, max_payout=Decimal(1_000), bonus_on=BonusHand.FINAL)
    round_ = replay(
        capped,
        player=parse_cards("9h Th Jh Qh 3c"),
        dealer=parse_cards(DEALER_ACE_KING),
        discard=parse_cards("3c"),
        draw=parse_cards("Kh"),
        decision="raise",
    )
    result = settle(capped, round_, ante=100, bonus=1, meter="10000")
    assert result.ante.amount + result.raise_.amount == Decimal(1_000)
    assert result.bonus.amount == Decimal(1_000)  # 10 % of the meter, not capped
    assert result.fee == Decimal(100)
    assert result.net == Decimal(1_900)


def test_oasis_losses_are_not_capped():
    capped = dataclasses.replace(STANDARD, max_payout=Decimal(10))
    result = settle(capped, raised(capped, "8c 8d Kh 4s 3c", "Jd Js 7c 5s 2d"), ante=100)
    assert result.raise_.outcome is Outcome.LOSE
    assert result.net == Decimal(-300)
    assert not result.capped


def test_rules_dict_keeps_its_keys_without_a_cap_and_carries_one_when_set():
    assert "max_payout" not in rules_to_dict(STANDARD)
    capped = dataclasses.replace(STANDARD, max_payout=Decimal("2500.50"))
    data = rules_to_dict(capped)
    assert data["max_payout"] == "2500.50"
    assert rules_from_dict(data) == capped
    assert rules_from_dict(rules_to_dict(STANDARD)) == STANDARD
