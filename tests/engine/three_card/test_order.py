from __future__ import annotations

import random
from decimal import Decimal

import pytest

from engine.dealing import CannotDeal
from engine.three_card.analysis import ante_play_return, plays_all
from engine.three_card.evaluate import Category
from engine.three_card.order import ThreeCardTarget, deal_to_order, deals_meeting, meets, possible
from engine.three_card.players import ThreeCardPlayer, decision_for
from engine.three_card.round import Ending, ending_of
from engine.three_card.settle import settle
from engine.three_card.variants import CLASSIC, COMMON, MINI_ROYAL, SIX_CARD

TEN = Decimal(10)
C = Category

TARGETS = [
    ThreeCardTarget(),
    ThreeCardTarget(ending="fold"),
    ThreeCardTarget(ending="not_qualified", player="straight"),
    ThreeCardTarget(ending="dealer", player="straight"),  # the Ante Bonus on a loss
    ThreeCardTarget(ending="tie", player="flush"),
    ThreeCardTarget(ending="tie", player="straight_flush"),
    ThreeCardTarget(ending="player", player="high_card", dealer="high_card"),
    ThreeCardTarget(ending="fold", pair_plus=True, player="high_card", players=["timid"]),
    ThreeCardTarget(ending="pair_plus_alone", player="three_of_a_kind"),
    ThreeCardTarget(ending="dealer", dealer="straight_flush", pair_plus=True),
]


@pytest.mark.parametrize("target", TARGETS, ids=str)
def test_a_round_dealt_to_order_meets_its_target_and_settles(target):
    rng = random.Random(3)
    assert possible(CLASSIC, target)
    for _ in range(5):
        round_, player = deal_to_order(CLASSIC, target, rng, ante=TEN)
        assert meets(round_, target)
        assert player in target.players
        if round_.decision is not None:
            assert decision_for(player, round_.player) is round_.decision
        assert settle(CLASSIC, round_).ending is ending_of(round_)


def test_the_same_seed_deals_the_same_round():
    target = ThreeCardTarget(ending="tie")
    first = deal_to_order(CLASSIC, target, random.Random(8), ante=TEN)
    again = deal_to_order(CLASSIC, target, random.Random(8), ante=TEN)
    assert first == again


def test_side_bets_are_placed_for_the_ante_where_the_house_offers_them():
    target = ThreeCardTarget(pair_plus=True, six_card=True)
    round_, _ = deal_to_order(SIX_CARD, target, random.Random(1), ante=TEN)
    assert round_.pair_plus == TEN and round_.six_card == TEN
    assert not possible(CLASSIC, target)  # no 6-Card Bonus there


@pytest.mark.parametrize(
    ("rules", "target"),
    [
        (CLASSIC, ThreeCardTarget(ending="tie", player="three_of_a_kind")),  # six of a rank
        (CLASSIC, ThreeCardTarget(ending="dealer", player="three_of_a_kind", dealer="straight")),
        (CLASSIC, ThreeCardTarget(ending="not_qualified", dealer="pair")),
        (CLASSIC, ThreeCardTarget(ending="fold", player="pair", players=["strategy"])),
        (CLASSIC, ThreeCardTarget(ending="player", player="high_card", players=["timid"])),
        (COMMON, ThreeCardTarget(ending="fold", pair_plus=True)),  # a fold's Pair Plus unknown
        (MINI_ROYAL, ThreeCardTarget(ending="player")),  # its Ante Bonus unknown
    ],
    ids=str,
)
def test_a_target_no_round_can_meet_is_refused(rules, target):
    assert not possible(rules, target)
    with pytest.raises(CannotDeal):
        deal_to_order(rules, target, random.Random(1), ante=TEN)


def test_what_an_unknown_table_leaves_possible_is_still_dealt():
    target = ThreeCardTarget(ending="pair_plus_alone")
    round_, _ = deal_to_order(MINI_ROYAL, target, random.Random(2), ante=TEN)
    assert round_.ante == 0 and round_.pair_plus == TEN
    assert ending_of(round_) is Ending.PAIR_PLUS_ALONE


def test_a_target_reads_its_values_from_strings():
    target = ThreeCardTarget(ending="tie", player="pair", players=["timid", "timid"])
    assert target == ThreeCardTarget(
        ending=Ending.TIE, player=C.PAIR, players=(ThreeCardPlayer.TIMID,)
    )
    assert str(target) == "(ending=tie, player=pair, players=timid)"
    with pytest.raises(ValueError):
        ThreeCardTarget(players=())


def test_rounds_dealt_to_order_come_in_a_real_decks_proportions():
    # The weights deal_to_order draws by are the deals' counts of the exact return table.
    always = ThreeCardPlayer.ALWAYS_PLAYS
    assert deals_meeting(CLASSIC, ThreeCardTarget(), always) == 22_100 * 18_424
    table = ante_play_return(CLASSIC, plays_all)
    for ending in ("not_qualified", "player", "tie", "dealer"):
        target = ThreeCardTarget(ending=ending)
        assert deals_meeting(CLASSIC, target, always) == table.combinations[ending]
    strategy = ante_play_return(CLASSIC)
    folds = deals_meeting(CLASSIC, ThreeCardTarget(ending="fold"), ThreeCardPlayer.STRATEGY)
    assert folds == strategy.combinations["fold"]
    assert deals_meeting(CLASSIC, ThreeCardTarget(ending="fold"), always) == 0
