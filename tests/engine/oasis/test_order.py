from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import CARDS, parse_cards
from engine.dealing import HANDS_IN_CATEGORY, CannotDeal, hand_of
from engine.errors import RulesIncomplete
from engine.hands import Category, categories_of, category_of, evaluate, evaluate_many
from engine.oasis.order import Ending, Target, deal_to_order, ending_of, meets, possible
from engine.oasis.players import PlayerType, decision_for, discard_for
from engine.oasis.round import Decision, Round, replay, settle
from engine.oasis.variants import (
    BELGIAN,
    CARIBBEAN,
    NICARAGUA,
    ONLINE_BOXES,
    STANDARD,
    VARIANTS,
)
from engine.showdown import Winner

C = Category
BONUS_LINES = (
    C.ROYAL_FLUSH,
    C.STRAIGHT_FLUSH,
    C.FOUR_OF_A_KIND,
    C.FULL_HOUSE,
    C.FLUSH,
)


def shown_outcome(rules, round_) -> Ending:
    """The outcome as the engine's settlement tells it (not as engine.oasis.order computes it)."""
    bonus = 1 if rules.bonus else 0
    try:
        settlement = settle(rules, round_, ante=10, bonus=bonus, meter=10_000)
    except RulesIncomplete:
        # Nicaragua's after-switch pays are unknown: only a switched win reaches them.
        assert rules.lower_pays_after_switch
        assert round_.switched
        return Ending.PLAYER
    if round_.decision is Decision.FOLD:
        return Ending.FOLD
    if not settlement.dealer_qualifies:
        return Ending.NOT_QUALIFIED
    return {
        Winner.PLAYER: Ending.PLAYER,
        Winner.TIE: Ending.TIE,
        Winner.DEALER: Ending.DEALER,
    }[settlement.winner]


def assert_dealt(rules, target, round_, player):
    """The round meets the target, checked without engine.oasis.order's own ``meets``, and is a
    legal history that this kind of player makes."""
    initial = evaluate(round_.player).category
    final = evaluate(round_.hand).category
    discard = round_.switches[0].discarded if round_.switches else ()
    draw = round_.switches[0].drawn if round_.switches else ()
    assert len(round_.switches) <= 1
    assert target.initial in (None, initial)
    assert target.final in (None, final)
    assert target.switch in (None, len(discard))
    assert target.dealer in (None, evaluate(round_.dealer).category)
    assert target.improved in (None, final > initial)
    assert target.ending in (None, shown_outcome(rules, round_))
    assert player in target.players
    # Explicit cards, all distinct, entered by hand.
    cards = round_.cards_seen()
    assert len(set(cards)) == len(cards) == 10 + len(draw)
    assert round_.seed is None
    # The history is the one this kind of player makes, move by move.
    assert discard_for(player, round_.player, rules) == discard
    decision = decision_for(player, round_.hand, round_.up_card, rules, switched=discard)
    assert decision is round_.decision
    # The engine accepts it entered by hand, step by step.
    again = replay(
        rules,
        player=round_.player,
        dealer=round_.dealer,
        discard=discard,
        draw=draw,
        decision=round_.decision,
    )
    assert again == round_
    assert meets(round_, target)


def dealt_or_refused(rules, target, seed):
    """Deal ``target`` and check the round, or check that it is refused where
    ``possible`` says it cannot be dealt. Returns the round or None."""
    if not possible(rules, target):
        with pytest.raises(CannotDeal):
            deal_to_order(rules, target, random.Random(seed))
        return None
    round_, player = deal_to_order(rules, target, random.Random(seed))
    assert_dealt(rules, target, round_, player)
    return round_


# -- hands of one category -------------------------------------------------------------------


@pytest.mark.parametrize("category", list(Category))
def test_hand_of_gives_the_category_asked(category):
    rng = random.Random(category)
    for _ in range(40):
        hand = hand_of(category, rng)
        assert len(set(hand)) == 5
        assert category_of(hand) is category


@pytest.mark.parametrize("category", list(Category))
def test_hand_of_avoids_the_excluded_cards(category):
    rng = random.Random(7)
    excluded = set(parse_cards("As Ks Qs Js Ts Ah Kh 2c 3c 9d 8d 7d 6d"))
    for _ in range(40):
        hand = hand_of(category, rng, excluding=excluded)
        assert not excluded.intersection(hand)
        assert category_of(hand) is category


def test_hand_of_deals_each_of_the_four_royal_flushes():
    rng = random.Random(1)
    suits = Counter(hand_of(C.ROYAL_FLUSH, rng)[0].suit for _ in range(200))
    assert sorted(suits) == [0, 1, 2, 3]
    assert min(suits.values()) > 25  # about 50 each


def test_hand_of_deals_every_straight_flush():
    rng = random.Random(2)
    hands = {frozenset(hand_of(C.STRAIGHT_FLUSH, rng)) for _ in range(1000)}
    assert len(hands) == 36


def test_hand_of_deals_four_of_a_kind_of_every_rank_about_evenly():
    rng = random.Random(3)
    ranks = Counter()
    for _ in range(1300):
        hand = hand_of(C.FOUR_OF_A_KIND, rng)
        ranks.update(rank for rank, n in Counter(c.rank for c in hand).items() if n == 4)
    assert len(ranks) == 13
    assert min(ranks.values()) > 60  # about 100 each


def test_hand_of_only_royal_flush_left_is_the_one_dealt():
    excluded = parse_cards("As Ah Ad")
    rng = random.Random(4)
    assert {hand_of(C.ROYAL_FLUSH, rng, excluding=excluded)[0].suit for _ in range(20)} == {0}


def test_hand_of_refuses_when_the_excluded_cards_leave_none():
    with pytest.raises(CannotDeal, match="royal flush"):
        hand_of(C.ROYAL_FLUSH, random.Random(5), excluding=parse_cards("As Ah Ad Kc"))
    with pytest.raises(CannotDeal):
        hand_of(C.FOUR_OF_A_KIND, random.Random(5), excluding=CARDS[0::4])


def test_hand_counts_make_the_whole_deck():
    assert sum(HANDS_IN_CATEGORY.values()) == math.comb(52, 5)


# -- showdown and meets ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("player", "dealer", "decision", "outcome"),
    [
        ("2c 2d 7h 9s Jc", "Ad Ks 7c 5s 3d", "fold", Ending.FOLD),
        ("2c 2d 7h 9s Jc", "Qd 9c 7c 5s 3d", "raise", Ending.NOT_QUALIFIED),
        ("2c 2d 7h 9s Jc", "Ad Ks 7c 5s 3d", "raise", Ending.PLAYER),
        ("Ac Kd 7h 5h 3c", "Ad Ks 7c 5s 3d", "raise", Ending.TIE),  # suits break no tie
        ("Ac Kd 7h 5h 2c", "Ad Ks 7c 5s 3d", "raise", Ending.DEALER),
    ],
)
def test_showdown_of_tells_how_the_round_ends(player, dealer, decision, outcome):
    round_ = replay(
        STANDARD, player=parse_cards(player), dealer=parse_cards(dealer), decision=decision
    )
    assert ending_of(round_) is outcome


def test_showdown_of_an_undecided_round_is_refused():
    with pytest.raises(ValueError):
        ending_of(Round(player=parse_cards("2c 2d 7h 9s Jc"), dealer=parse_cards("Ad Ks 7c 5s 3d")))


def test_meets_checks_every_field():
    round_ = replay(
        STANDARD,
        player=parse_cards("9h Th Jh Qh 3c"),
        dealer=parse_cards("Ad Ks 7c 5s 3d"),
        discard=parse_cards("3c"),
        draw=parse_cards("Kh"),
        decision="raise",
    )
    assert meets(round_, Target(initial=C.HIGH_CARD, final=C.STRAIGHT_FLUSH, switch=1))
    assert meets(round_, Target(ending=Ending.PLAYER, dealer=C.ACE_KING, improved=True))
    assert not meets(round_, Target(switch=0))
    assert not meets(round_, Target(initial=C.STRAIGHT_FLUSH))
    assert not meets(round_, Target(ending=Ending.DEALER))
    assert not meets(round_, Target(improved=False))


# -- the target ------------------------------------------------------------------------------


def test_target_takes_slugs_and_values():
    target = Target(final="full_house", ending="tie", players=["timid", "stands_pat"])
    assert target.final is C.FULL_HOUSE
    assert target.ending is Ending.TIE
    assert target.players == (PlayerType.TIMID, PlayerType.STANDS_PAT)


def test_target_is_one_value_however_its_players_are_listed():
    assert Target(players=(PlayerType.TIMID, PlayerType.TIMID)) == Target(
        players=(PlayerType.TIMID,)
    )


@pytest.mark.parametrize("bad", [{"switch": 6}, {"switch": -1}, {"players": ()}])
def test_target_refuses_what_no_round_can_be(bad):
    with pytest.raises(ValueError):
        Target(**bad)


# -- dealing to order ------------------------------------------------------------------------


def grid(rules):
    """Targets for the trainer's cells: every switch count (allowed or not), every final
    hand won, every outcome, the bonus lines, the bonus trap, and their crossings."""
    targets = [Target(switch=k) for k in range(6)]
    targets += [Target(final=c, ending=Ending.PLAYER) for c in Category]
    targets += [Target(ending=o) for o in Ending]
    targets += [Target(initial=c) for c in BONUS_LINES]
    # The bonus trap: a switch into a bonus hand is not paid the bonus.
    targets += [Target(initial=c, improved=True) for c in Category if c < C.FLUSH]
    targets += [Target(final=c, improved=True) for c in BONUS_LINES]
    targets += [Target(final=c, switch=k) for c in Category for k in range(6)]
    targets += [Target(ending=o, switch=k) for o in Ending for k in range(6)]
    targets += [Target(ending=o, dealer=c) for o in Ending for c in Category]
    return targets


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_dealt_round_meets_the_target_or_is_refused_where_impossible(slug):
    rules = VARIANTS[slug]
    for number, target in enumerate(grid(rules)):
        for seed in range(2):
            dealt_or_refused(rules, target, 1000 * number + seed)


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_allowed_switch_count_is_dealt(slug):
    rules = VARIANTS[slug]
    counts = [0, *sorted(rules.switch_fees)] if rules.allows_switching else [0]
    for k in counts:
        assert possible(rules, Target(switch=k))
        round_, _ = deal_to_order(rules, Target(switch=k), random.Random(k))
        assert round_.fee_antes == (rules.switch_fees[k] if k else 0)


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_final_hand_is_dealt_as_a_win(slug):
    rules = VARIANTS[slug]
    for category in Category:
        if category is C.HIGH_CARD:
            assert not possible(rules, Target(final=category, ending=Ending.PLAYER))
            continue
        target = Target(final=category, ending=Ending.PLAYER)
        round_, player = deal_to_order(rules, target, random.Random(category))
        assert_dealt(rules, target, round_, player)


@pytest.mark.parametrize(
    ("rules", "target", "reason"),
    [
        (CARIBBEAN, Target(switch=2), "no switching"),
        (ONLINE_BOXES, Target(switch=3), "not allowed"),
        (ONLINE_BOXES, Target(switch=5), "not allowed"),
        (BELGIAN, Target(ending=Ending.FOLD, switch=2), "must raise"),
        (BELGIAN, Target(ending=Ending.FOLD, switch=1), "must raise"),
        (STANDARD, Target(ending=Ending.FOLD, switch=5), "must raise"),
        (STANDARD, Target(final=C.ROYAL_FLUSH, ending=Ending.DEALER), "never loses"),
        (STANDARD, Target(final=C.FOUR_OF_A_KIND, ending=Ending.TIE), "never equal"),
        (STANDARD, Target(dealer=C.FULL_HOUSE, ending=Ending.TIE), "never equal"),
        (STANDARD, Target(switch=0, improved=True), "only a switch"),
        (STANDARD, Target(switch=2, players=(PlayerType.STANDS_PAT,)), "none of the players"),
        # Nobody switches from two pair or better.
        (STANDARD, Target(initial=C.TWO_PAIR, improved=True), "no player"),
        # Only the timid player folds a pair.
        (
            STANDARD,
            Target(final=C.PAIR, ending=Ending.FOLD, players=(PlayerType.STANDS_PAT,)),
            "no player",
        ),
        # An Ace-King keeping its ace makes only the lowest straight flush.
        (
            STANDARD,
            Target(
                initial=C.ACE_KING,
                final=C.STRAIGHT_FLUSH,
                ending=Ending.PLAYER,
                dealer=C.STRAIGHT_FLUSH,
                players=(PlayerType.STRATEGY, PlayerType.HIGH_CARD_KEEPER),
            ),
            "no player",
        ),
    ],
)
def test_impossible_target_is_refused_saying_why(rules, target, reason):
    assert not possible(rules, target)
    with pytest.raises(CannotDeal, match=reason):
        deal_to_order(rules, target, random.Random(0))


@pytest.mark.parametrize(
    ("rules", "target"),
    [
        (BELGIAN, Target(ending=Ending.FOLD, switch=0)),
        (STANDARD, Target(ending=Ending.FOLD, switch=2)),
        (STANDARD, Target(final=C.PAIR, ending=Ending.FOLD)),  # the timid player
        (STANDARD, Target(initial=C.PAIR, final=C.FLUSH)),  # a straight-flush draw
        (BELGIAN, Target(switch=4, final=C.HIGH_CARD, ending=Ending.DEALER)),
        (
            STANDARD,
            Target(
                initial=C.ACE_KING,
                final=C.STRAIGHT_FLUSH,
                ending=Ending.PLAYER,
                dealer=C.STRAIGHT_FLUSH,
            ),  # the flush chaser can: his two discards are the ace and the king
        ),
        (CARIBBEAN, Target(final=C.ROYAL_FLUSH, ending=Ending.TIE)),
    ],
)
def test_possible_target_is_dealt(rules, target):
    assert possible(rules, target)
    round_, player = deal_to_order(rules, target, random.Random(0))
    assert_dealt(rules, target, round_, player)


def test_same_seed_deals_the_same_round():
    for target in (Target(), Target(switch=3, final=C.FULL_HOUSE), Target(ending="tie")):
        first = deal_to_order(STANDARD, target, random.Random(42))
        assert deal_to_order(STANDARD, target, random.Random(42)) == first
        assert deal_to_order(STANDARD, target, random.Random(43)) != first


def test_every_kind_of_player_deals_some_rounds():
    rng = random.Random(8)
    players = Counter(deal_to_order(STANDARD, Target(), rng)[1] for _ in range(700))
    assert set(players) == set(PlayerType)
    assert min(players.values()) > 50  # each about a seventh


def test_timid_player_folds_a_hand_he_should_play():
    target = Target(players=(PlayerType.TIMID,))
    for seed in range(30):
        round_, _ = deal_to_order(STANDARD, target, random.Random(seed))
        assert round_.decision is Decision.FOLD
        assert evaluate(round_.player).category >= C.ACE_KING


def test_big_switches_deal_big_hands_when_asked():
    target = Target(switch=5, final=C.ROYAL_FLUSH, ending=Ending.PLAYER)
    round_, player = deal_to_order(STANDARD, target, random.Random(9))
    assert player is PlayerType.ALL_FIVE
    assert round_.fee_antes == 1


def test_nicaragua_switched_win_is_dealt_but_unpaid_without_the_house_figures():
    target = Target(switch=3, ending=Ending.PLAYER)
    round_, _ = deal_to_order(NICARAGUA, target, random.Random(10))
    with pytest.raises(RulesIncomplete):
        settle(NICARAGUA, round_, ante=10)


def test_nicaragua_win_without_a_switch_is_paid():
    target = Target(switch=0, ending=Ending.PLAYER)
    for seed in range(20):
        round_, _ = deal_to_order(NICARAGUA, target, random.Random(seed))
        assert settle(NICARAGUA, round_, ante=10).raise_.amount > 0


def test_open_categories_come_in_a_real_decks_proportions():
    # Seven kinds of player and nothing asked: pairs and no hands far outnumber the rest.
    rng = random.Random(11)
    finals = Counter(
        evaluate(deal_to_order(STANDARD, Target(switch=0), rng)[0].hand).category
        for _ in range(400)
    )
    assert finals[C.PAIR] + finals[C.HIGH_CARD] + finals[C.ACE_KING] > 300


targets = st.builds(
    Target,
    initial=st.none() | st.sampled_from(Category),
    final=st.none() | st.sampled_from(Category),
    switch=st.none() | st.integers(0, 5),
    ending=st.none() | st.sampled_from(Ending),
    dealer=st.none() | st.sampled_from(Category),
    improved=st.none() | st.booleans(),
    players=st.lists(st.sampled_from(PlayerType), min_size=1, unique=True).map(tuple),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(list(VARIANTS.values())), target=targets, seed=st.integers(0, 2**32))
def test_any_target_is_dealt_or_refused_as_possible_says(rules, target, seed):
    dealt_or_refused(rules, target, seed)


@pytest.mark.slow
@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_fully_named_round_that_is_possible_is_dealt(slug):
    rules = VARIANTS[slug]
    dealt = 0
    for initial, final, switch, outcome, dealer in itertools.product(
        Category, Category, range(6), Ending, Category
    ):
        target = Target(initial=initial, final=final, switch=switch, ending=outcome, dealer=dealer)
        if possible(rules, target):
            round_, player = deal_to_order(rules, target, random.Random(dealt))
            assert_dealt(rules, target, round_, player)
            dealt += 1
    assert dealt > 100


@pytest.mark.slow
def test_hand_counts_are_the_decks_own():
    hands = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(52), 5)),
        dtype=np.int8,
        count=5 * math.comb(52, 5),
    ).reshape(-1, 5)
    counts = Counter(categories_of(evaluate_many(hands)).tolist())
    assert {Category(c): n for c, n in counts.items()} == dict(HANDS_IN_CATEGORY)
