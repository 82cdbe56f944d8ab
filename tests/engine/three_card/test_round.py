from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.errors import BadAmount, CardError, IllegalAction
from engine.three_card.round import Decision, Ending, Round, ending_of, replay
from engine.three_card.variants import CLASSIC, SIX_CARD

TEN = Decimal(10)


def dealt(player="9h Tc Jd", dealer="Kc 7d 2s", **stakes):
    return Round(
        ante=stakes.pop("ante", TEN),
        player=parse_cards(player),
        dealer=parse_cards(dealer),
        **stakes,
    )


def refusal(check):
    with pytest.raises(IllegalAction) as refused:
        check()
    return refused.value.code


def test_a_round_dealt_from_a_seed_is_the_same_every_time():
    first, again = Round.deal(7, TEN), Round.deal(7, TEN)
    assert first == again
    assert len(set(first.player + first.dealer)) == 6


def test_playing_puts_a_play_wager_of_exactly_the_ante():
    round_ = dealt().play(CLASSIC)
    assert round_.decision is Decision.PLAY
    assert round_.play_stake == TEN
    assert dealt().fold(CLASSIC).play_stake == 0


def test_a_decided_round_refuses_a_second_decision():
    round_ = dealt().fold(CLASSIC)
    assert refusal(lambda: round_.check_play(CLASSIC)) == "already_decided"
    assert not round_.can_play(CLASSIC) and not round_.can_fold(CLASSIC)


def test_a_decision_is_play_or_fold():
    assert refusal(lambda: dealt().decide(CLASSIC, "raise")) == "bad_decision"
    assert dealt().can_play(CLASSIC) and dealt().can_fold(CLASSIC)


def test_pair_plus_alone_has_nothing_to_decide():
    alone = dealt(ante=Decimal(0), pair_plus=TEN)
    assert alone.complete and alone.pair_plus_alone
    assert refusal(lambda: alone.check_fold(CLASSIC)) == "no_ante"
    assert ending_of(alone) is Ending.PAIR_PLUS_ALONE


def test_pair_plus_alone_is_refused_where_the_house_wants_an_ante():
    house = dataclasses.replace(CLASSIC, pair_plus_alone=False)
    alone = dealt(ante=Decimal(0), pair_plus=TEN)
    assert refusal(lambda: alone.check_wagers(house)) == "pair_plus_alone"
    assert not alone.can_wager(house)


def test_a_side_bet_the_house_does_not_offer_is_refused():
    assert refusal(lambda: dealt(six_card=TEN).check_play(CLASSIC)) == "no_six_card"
    assert dealt(six_card=TEN).can_play(SIX_CARD)
    house = dataclasses.replace(CLASSIC, pair_plus=())
    assert refusal(lambda: dealt(pair_plus=TEN).check_play(house)) == "no_pair_plus"


def test_a_round_needs_an_ante_or_a_pair_plus():
    assert refusal(lambda: dealt(ante=Decimal(0)).check_wagers(CLASSIC)) == "no_wager"
    only_six = dealt(ante=Decimal(0), six_card=TEN)
    assert refusal(lambda: only_six.check_wagers(SIX_CARD)) == "six_card_alone"


def test_the_round_holds_three_distinct_cards_each_and_exact_stakes():
    with pytest.raises(CardError):
        dealt(player="9h Tc", dealer="Kc 7d 2s")
    with pytest.raises(CardError):
        dealt(player="9h Tc Jd", dealer="9h 7d 2s")
    with pytest.raises(BadAmount):
        dealt(ante=Decimal("0.001"))


def test_how_a_round_ends():
    assert ending_of(dealt().fold(CLASSIC)) is Ending.FOLD
    assert ending_of(dealt(dealer="Jc 7d 2s").play(CLASSIC)) is Ending.NOT_QUALIFIED
    assert ending_of(dealt(dealer="Qc 7d 2s").play(CLASSIC)) is Ending.PLAYER
    assert ending_of(dealt(dealer="9s Td Jc").play(CLASSIC)) is Ending.TIE
    assert ending_of(dealt(dealer="2c 2d 2s").play(CLASSIC)) is Ending.DEALER
    with pytest.raises(ValueError, match="not decided"):
        ending_of(dealt())


def test_a_round_entered_by_hand_is_checked_step_by_step():
    round_ = replay(
        CLASSIC,
        ante="10",
        player=parse_cards("9h Tc Jd"),
        dealer=parse_cards("Kc 7d 2s"),
        decision="play",
        pair_plus="5",
    )
    assert round_ == dealt(pair_plus=Decimal(5)).play(CLASSIC)
    with pytest.raises(IllegalAction) as refused:
        replay(CLASSIC, ante="10", player=round_.player, dealer=round_.dealer, decision=None)
    assert refused.value.code == "undecided"
