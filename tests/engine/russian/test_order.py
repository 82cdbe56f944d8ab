from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import parse_cards
from engine.hands import Category, evaluate
from engine.russian.evaluate import best_hand
from engine.russian.order import (
    CannotDeal,
    DrawKind,
    Ending,
    RussianTarget,
    deal_to_order,
    draw_kind_of,
    ending_of,
    meets,
    possible,
)
from engine.russian.players import RussianPlayer, play_as
from engine.russian.round import Decision, Exchange, Round
from engine.russian.rules import DealerDiscards
from engine.russian.settle import settle
from engine.russian.variants import CAMPIONE_ITALIA, CLASSIC, CORONA_PHU_QUOC, LUNAR, VARIANTS
from engine.showdown import Outcome, Winner
from tests.engine.russian.helpers import by_hand

C = Category
P = RussianPlayer
T = RussianTarget
ANTE = Decimal(10)


def shown_ending(settlement, round_) -> Ending:
    """The ending as the engine's settlement tells it (not as engine.russian.order does)."""
    if round_.decision is Decision.FOLD:
        return Ending.FOLD
    if not settlement.dealer_qualifies:
        return Ending.NOT_QUALIFIED if round_.game_bought is None else Ending.BOUGHT_NO_GAME
    return {Winner.PLAYER: Ending.PLAYER, Winner.TIE: Ending.TIE, Winner.DEALER: Ending.DEALER}[
        settlement.winner
    ]


def drawn_cards(round_) -> list:
    """Every card drawn after the deal, in order: the player's, then the dealer's."""
    return list(round_.cards_seen()[10:])


def assert_dealt(rules, target, round_, player):
    """The round meets the target, checked from its settlement rather than with
    engine.russian.order's own ``meets``, and is the history this kind of player makes."""
    settlement = settle(rules, round_)
    (draw,) = round_.draws or (None,)
    exchanged = len(draw.discarded) if isinstance(draw, Exchange) else None
    kind = DrawKind.NONE if draw is None else DrawKind.EXCHANGE if exchanged else DrawKind.SIXTH
    assert len(round_.draws) <= 1
    assert target.ending in (None, shown_ending(settlement, round_))
    assert target.final in (None, best_hand(round_.hand).category)
    assert target.draw in (None, kind)
    assert target.exchanged in (None, exchanged)
    assert target.insured in (None, settlement.insurance.outcome is not Outcome.NOT_PLACED)
    assert target.game_bought in (None, settlement.game_fee > 0)
    assert target.combinations in (None, len(settlement.combinations))
    assert player in target.players
    # Explicit cards, all distinct, entered by hand.
    cards = round_.cards_seen()
    assert len(set(cards)) == len(cards)
    assert round_.seed is None and round_.ante == ANTE
    # The history is the one this kind of player makes: he plays it forward from the
    # hand as dealt, drawing the same cards.
    dealt = Round(ante=round_.ante, player=round_.player, dealer=round_.dealer)
    assert play_as(player, dealt, rules, drawn=drawn_cards(round_)) == round_
    # The engine accepts it entered by hand, and settles it alike.
    again = by_hand(rules, round_)
    assert again == round_
    assert settle(rules, again) == settlement
    assert meets(rules, round_, target)


def dealt_or_refused(rules, target, seed):
    """Deal ``target`` and check the round, or check that it is refused where ``possible``
    says it cannot be dealt. Returns the round or None."""
    if not possible(rules, target):
        with pytest.raises(CannotDeal):
            deal_to_order(rules, target, random.Random(seed), ante=ANTE)
        return None
    round_, player = deal_to_order(rules, target, random.Random(seed), ante=ANTE)
    assert_dealt(rules, target, round_, player)
    return round_


def played(player, dealt, dealer, rules=CLASSIC, drawn=()):
    round_ = Round(ante=ANTE, player=parse_cards(dealt), dealer=parse_cards(dealer))
    return play_as(player, round_, rules, drawn=parse_cards(drawn) if drawn else ())


# -- how a round ends, and what it drew ------------------------------------------------------


@pytest.mark.parametrize(
    ("player", "dealt", "dealer", "drawn", "ending"),
    [
        (P.TIMID, "9h 9d Kc 7s 3h", "Qd Ts 7c 5s 2d", "", Ending.FOLD),
        (P.STANDS_PAT, "9h 9d Kc 7s 3h", "Qd Ts 7c 5s 2d", "", Ending.NOT_QUALIFIED),
        (P.BOOK, "9h 9d Kc Ks 3h", "Qd Ts 7c 5s 2d", "4c", Ending.BOUGHT_NO_GAME),
        (P.BOOK, "9h 9d Kc Ks 3h", "Qd Ts 7c 5s 2d", "Tc", Ending.PLAYER),
        (P.CHASER, "9h 8d Kc 7s 3h", "Qd Ts 7c 5s 2d", "Tc", Ending.DEALER),
        (P.STANDS_PAT, "Ah Kd 7h 5d 2h", "Ac Ks 7c 5s 2d", "", Ending.TIE),
    ],
)
def test_ending_of_tells_how_the_round_ends(player, dealt, dealer, drawn, ending):
    round_ = played(player, dealt, dealer, drawn=drawn)
    assert ending_of(round_) is ending
    assert shown_ending(settle(CLASSIC, round_), round_) is ending


def test_ending_of_an_undecided_round_is_refused():
    with pytest.raises(ValueError, match="not decided"):
        ending_of(Round.deal(1, ante=10))


def test_draw_kind_of_names_the_draw():
    dealt = Round.deal(1, ante=10)
    assert draw_kind_of(dealt) is DrawKind.NONE
    assert draw_kind_of(dealt.buy_sixth(CLASSIC)) is DrawKind.SIXTH
    assert draw_kind_of(dealt.exchange(CLASSIC, dealt.player[:2])) is DrawKind.EXCHANGE
    both = dataclasses.replace(CLASSIC, draw_fees=(Decimal(1), Decimal(1)), exchange_and_sixth=True)
    mixed = dealt.exchange(both, dealt.player[:2]).buy_sixth(both)
    assert draw_kind_of(mixed) is None


def test_meets_checks_every_field():
    round_ = played(P.BOOK, "9h 9d 9c Kd 3h", "Qd Ts 7c 5s 2d", drawn="Ac 4c")
    # Trips and a sixth card (an ace): Ace-King beside them; insured; a game bought.
    assert round_.insurance and round_.game_bought is not None and round_.sixth is not None
    assert meets(CLASSIC, round_, T(final=C.THREE_OF_A_KIND, draw=DrawKind.SIXTH))
    assert meets(CLASSIC, round_, T(ending=Ending.BOUGHT_NO_GAME, insured=True, game_bought=True))
    assert not meets(CLASSIC, round_, T(ending=Ending.PLAYER))
    assert not meets(CLASSIC, round_, T(draw=DrawKind.EXCHANGE))
    assert not meets(CLASSIC, round_, T(insured=False))
    assert not meets(CLASSIC, round_, T(final=C.PAIR))
    assert not meets(CLASSIC, round_, T(combinations=2))  # no bet won, nothing paid
    won = played(P.STANDS_PAT, "9h 9d 9c Kd Ah", "Qd Qs 7c 5s 2d")
    assert meets(CLASSIC, won, T(combinations=2))
    assert not meets(CLASSIC, won, T(combinations=1))
    assert not meets(CORONA_PHU_QUOC, won, T(combinations=2))  # its pay table is unknown
    assert not meets(CLASSIC, Round.deal(1, ante=10), T())


def test_target_takes_strings_and_normalises_what_its_fields_imply():
    target = T(final="full_house", ending="tie", players=["timid", "stands_pat"], draw="none")
    assert target.final is C.FULL_HOUSE and target.ending is Ending.TIE
    assert target.draw is DrawKind.NONE
    assert target.players == (P.TIMID, P.STANDS_PAT)
    assert T(exchanged=3) == T(exchanged=3, draw=DrawKind.EXCHANGE)
    assert T(combinations=2) == T(combinations=2, ending=Ending.PLAYER)
    assert T(players=(P.TIMID, P.TIMID)) == T(players=(P.TIMID,))
    assert str(T(final=C.FLUSH, insured=True)) == "(final=flush, insured=True)"


@pytest.mark.parametrize(
    "bad", [{"exchanged": 0}, {"exchanged": 6}, {"combinations": 3}, {"players": ()}]
)
def test_target_refuses_what_no_round_can_be(bad):
    with pytest.raises(ValueError):
        T(**bad)


# -- dealing to order ------------------------------------------------------------------------


def everyday_grid():
    """Targets for the trainer's cells and their crossings, a few hundred a house."""
    targets = [T(ending=e) for e in Ending]
    targets += [T(draw=d) for d in DrawKind]
    targets += [T(exchanged=n) for n in range(1, 6)]
    targets += [T(insured=b) for b in (True, False)]
    targets += [T(game_bought=b) for b in (True, False)]
    targets += [T(combinations=n) for n in (1, 2)]
    targets += [T(final=c, ending=Ending.PLAYER) for c in Category]
    targets += [T(final=c, combinations=2) for c in Category]
    targets += [T(final=c, draw=d) for c in Category for d in DrawKind]
    targets += [T(ending=e, game_bought=True) for e in Ending]
    targets += [T(ending=e, insured=True) for e in Ending]
    targets += [T(ending=e, draw=d) for e in Ending for d in DrawKind]
    targets += [T(ending=e, exchanged=n) for e in (Ending.FOLD, Ending.PLAYER) for n in (1, 3)]
    targets += [T(players=(p,)) for p in P]
    return targets


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_dealt_round_meets_the_target_or_is_refused_where_impossible(slug):
    rules = VARIANTS[slug]
    for number, target in enumerate(everyday_grid()):
        dealt_or_refused(rules, target, number)


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_exchange_the_house_allows_is_dealt_and_no_other(slug):
    rules = VARIANTS[slug]
    for count in range(1, 6):
        target = T(exchanged=count)
        assert possible(rules, target) is (count in rules.exchange_counts)
        if count in rules.exchange_counts:
            round_, _ = deal_to_order(rules, target, random.Random(count), ante=ANTE)
            assert round_.fee_antes == rules.draw_fees[0]


@pytest.mark.parametrize(
    "target",
    [
        T(final=C.ROYAL_FLUSH, ending=Ending.PLAYER),
        T(final=C.STRAIGHT_FLUSH, ending=Ending.PLAYER),
        T(final=C.FOUR_OF_A_KIND, ending=Ending.PLAYER),
        T(final=C.FULL_HOUSE, combinations=2),  # full house and Ace-King, of six cards
        T(final=C.TWO_PAIR, combinations=2),
        T(final=C.STRAIGHT, combinations=2),
        T(final=C.FLUSH, combinations=2),
        T(final=C.ROYAL_FLUSH, combinations=2),
        T(insured=True, ending=Ending.NOT_QUALIFIED),
        T(insured=True, ending=Ending.BOUGHT_NO_GAME),
        T(game_bought=True, ending=Ending.PLAYER),
        T(game_bought=True, ending=Ending.DEALER),
        T(game_bought=True, ending=Ending.TIE),
        T(ending=Ending.FOLD, draw=DrawKind.EXCHANGE),
        T(draw=DrawKind.SIXTH, final=C.FLUSH),
        T(draw=DrawKind.SIXTH, final=C.ROYAL_FLUSH, ending=Ending.PLAYER),
        T(exchanged=5, final=C.FOUR_OF_A_KIND),
    ],
)
def test_rare_rounds_are_dealt(target):
    for seed in range(3):
        round_, player = deal_to_order(CLASSIC, target, random.Random(seed), ante=ANTE)
        assert_dealt(CLASSIC, target, round_, player)


def test_two_straights_of_six_cards_are_both_paid():
    target = T(final=C.STRAIGHT, combinations=2, draw=DrawKind.SIXTH)
    paid = Counter()
    for seed in range(40):
        round_, _ = deal_to_order(CLASSIC, target, random.Random(seed), ante=ANTE)
        paid[tuple(each.category for each in settle(CLASSIC, round_).combinations)] += 1
    assert paid[C.STRAIGHT, C.STRAIGHT]  # six in a row, or a twin of one of its ranks
    assert paid[C.STRAIGHT, C.ACE_KING]  # the five-high straight and a king


def test_a_royal_flush_is_paid_its_line_and_the_ante_is_returned():
    target = T(final=C.ROYAL_FLUSH, ending=Ending.PLAYER, combinations=1, insured=False)
    round_, _ = deal_to_order(CLASSIC, target, random.Random(1), ante=ANTE)
    settlement = settle(CLASSIC, round_)
    assert settlement.bet.amount == 100 * 2 * ANTE
    assert settlement.ante.outcome is Outcome.RETURNED


def test_insurance_won_against_a_dealer_without_a_game():
    target = T(insured=True, ending=Ending.NOT_QUALIFIED)
    for seed in range(10):
        round_, player = deal_to_order(CLASSIC, target, random.Random(seed), ante=ANTE)
        assert player is P.STANDS_PAT  # the others who insure buy the dealer a game
        assert best_hand(round_.hand).category >= C.THREE_OF_A_KIND
        assert settle(CLASSIC, round_).insurance.amount == round_.insurance


@pytest.mark.parametrize(
    ("rules", "target", "reason"),
    [
        (dataclasses.replace(CLASSIC, sixth_card=False), T(draw=DrawKind.SIXTH), "no sixth"),
        (CORONA_PHU_QUOC, T(exchanged=1), "not allowed"),
        (CLASSIC, T(draw=DrawKind.SIXTH, exchanged=2), "kind exchange"),
        (dataclasses.replace(CLASSIC, buy_game_fee=None), T(game_bought=True), "no game"),
        (CAMPIONE_ITALIA, T(game_bought=True), "which card the dealer gives up"),
        (dataclasses.replace(CLASSIC, insurance=None), T(insured=True), "no insurance"),
        (CLASSIC, T(insured=True, ending=Ending.FOLD), "only a player who bets"),
        (
            dataclasses.replace(CLASSIC, two_combinations=False),
            T(combinations=2),
            "one combination",
        ),
        (CORONA_PHU_QUOC, T(combinations=2), "whether a second combination"),
        (CLASSIC, T(combinations=1, ending=Ending.TIE), "only on a bet the player wins"),
        (CORONA_PHU_QUOC, T(ending=Ending.PLAYER), "winning bet"),
        (CAMPIONE_ITALIA, T(ending=Ending.PLAYER), "winning bet"),
        (LUNAR, T(final=C.THREE_OF_A_KIND, ending=Ending.PLAYER), "no figure for three"),
        (CORONA_PHU_QUOC, T(ending=Ending.BOUGHT_NO_GAME), "bought game has none"),
        (CLASSIC, T(final=C.HIGH_CARD, ending=Ending.PLAYER), "never wins"),
        (CLASSIC, T(final=C.ROYAL_FLUSH, ending=Ending.DEALER), "never loses"),
        # Nobody folds two pair, and the sixth-card buyer never makes a full house.
        (CLASSIC, T(final=C.TWO_PAIR, ending=Ending.FOLD), "no player"),
        (CLASSIC, T(final=C.FULL_HOUSE, players=(P.SIXTH_BUYER,), draw="sixth"), "no player"),
        # Only the book player and the chaser buy a game; the exchanger never insures.
        (CLASSIC, T(game_bought=True, players=(P.EXCHANGER, P.STANDS_PAT)), "no player"),
        (CLASSIC, T(insured=True, players=(P.EXCHANGER,)), "no player"),
        (CLASSIC, T(insured=True, players=(P.SIXTH_BUYER,)), "no player"),
    ],
)
def test_impossible_target_is_refused_saying_why(rules, target, reason):
    assert not possible(rules, target)
    with pytest.raises(CannotDeal, match=reason):
        deal_to_order(rules, target, random.Random(0), ante=ANTE)


def test_houses_with_unknown_figures_deal_only_rounds_that_never_need_them():
    # Corona's pay table is unknown: folds, a dealer without a game, ties and the dealer's
    # wins are dealt; nothing the player wins.
    for ending in (Ending.FOLD, Ending.NOT_QUALIFIED, Ending.TIE, Ending.DEALER):
        dealt_or_refused(CORONA_PHU_QUOC, T(ending=ending), 1)
        assert possible(CORONA_PHU_QUOC, T(ending=ending))
    # Lunar Poker's table has four of a kind but no three of a kind.
    assert possible(LUNAR, T(final=C.FOUR_OF_A_KIND, ending=Ending.PLAYER))
    dealt_or_refused(LUNAR, T(final=C.FOUR_OF_A_KIND, ending=Ending.PLAYER, combinations=2), 2)
    # A game bought at Lunar Poker never shows a card of the rank given up (unknown).
    for seed in range(20):
        round_, _ = deal_to_order(LUNAR, T(game_bought=True), random.Random(seed), ante=ANTE)
        bought = round_.game_bought
        assert bought.received.rank != bought.discarded.rank and len(bought.drawn) == 1


def test_a_game_bought_follows_the_card_the_house_replaces():
    lowest = dataclasses.replace(CLASSIC, dealer_discards=DealerDiscards.LOWEST)
    for rules in (CLASSIC, lowest):
        pick = max if rules.dealer_discards is DealerDiscards.HIGHEST else min
        for seed in range(10):
            target = T(game_bought=True, ending=Ending.PLAYER)
            round_, player = deal_to_order(rules, target, random.Random(seed), ante=ANTE)
            assert_dealt(rules, target, round_, player)
            assert round_.game_bought.discarded == pick(round_.dealer, key=lambda c: c.rank)
    # The dealer keeps an ace and is given a king only where his lowest card goes.
    assert possible(lowest, T(game_bought=True, ending=Ending.TIE, final=C.ACE_KING))
    assert not possible(CLASSIC, T(game_bought=True, ending=Ending.TIE, final=C.ACE_KING))


def test_the_dealer_draws_again_on_the_rank_given_up_at_the_classic_houses():
    redrawn = 0
    for seed in range(300):
        round_, _ = deal_to_order(CLASSIC, T(game_bought=True), random.Random(seed), ante=ANTE)
        redrawn += len(round_.game_bought.drawn) > 1
    assert redrawn  # a few percent of the games bought


def test_same_seed_deals_the_same_round():
    for target in (T(), T(exchanged=3, final=C.FULL_HOUSE), T(ending="tie", game_bought=True)):
        first = deal_to_order(CLASSIC, target, random.Random(42), ante=ANTE)
        assert deal_to_order(CLASSIC, target, random.Random(42), ante=ANTE) == first
        assert deal_to_order(CLASSIC, target, random.Random(43), ante=ANTE) != first


def test_every_kind_of_player_deals_some_rounds():
    rng = random.Random(8)
    players = Counter(deal_to_order(CLASSIC, T(), rng, ante=ANTE)[1] for _ in range(600))
    assert set(players) == set(P)
    assert min(players.values()) > 60  # each about a sixth


def test_open_categories_come_in_a_real_decks_proportions():
    rng = random.Random(11)
    finals = Counter(
        best_hand(deal_to_order(CLASSIC, T(draw="none"), rng, ante=ANTE)[0].hand).category
        for _ in range(300)
    )
    assert finals[C.HIGH_CARD] + finals[C.ACE_KING] + finals[C.PAIR] > 200


def test_timid_player_folds_a_hand_the_book_player_bets():
    for seed in range(20):
        round_, _ = deal_to_order(CLASSIC, T(players=(P.TIMID,)), random.Random(seed), ante=ANTE)
        assert round_.decision is Decision.FOLD
        assert evaluate(round_.player).category in (C.ACE_KING, C.PAIR)


def test_deal_refuses_an_ante_that_is_no_stake():
    with pytest.raises(ValueError, match="ante"):
        deal_to_order(CLASSIC, T(), random.Random(0), ante=Decimal("0.001"))


targets = st.builds(
    T,
    ending=st.none() | st.sampled_from(Ending),
    final=st.none() | st.sampled_from(Category),
    draw=st.none() | st.sampled_from(DrawKind),
    exchanged=st.none() | st.integers(1, 5),
    insured=st.none() | st.booleans(),
    game_bought=st.none() | st.booleans(),
    combinations=st.none() | st.integers(1, 2),
    players=st.lists(st.sampled_from(P), min_size=1, unique=True).map(tuple),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(list(VARIANTS.values())), target=targets, seed=st.integers(0, 2**32))
def test_any_target_is_dealt_or_refused_as_possible_says(rules, target, seed):
    dealt_or_refused(rules, target, seed)


@pytest.mark.slow
@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_target_of_the_grid_is_dealt_exactly_when_possible(slug):
    rules = VARIANTS[slug]
    dealt = 0
    draws = [(None, None), *((d, None) for d in DrawKind), *((None, n) for n in range(1, 6))]
    for number, (ending, (draw, exchanged), insured, bought, combinations, final) in enumerate(
        itertools.product(
            [None, *Ending],
            draws,
            [None, True, False],
            [None, True, False],
            [None, 1, 2],
            [None, *Category],
        )
    ):
        if combinations and ending not in (None, Ending.PLAYER):
            continue
        target = T(
            ending=ending,
            draw=draw,
            exchanged=exchanged,
            insured=insured,
            game_bought=bought,
            combinations=combinations,
            final=final,
        )
        dealt += dealt_or_refused(rules, target, number) is not None
    assert dealt > 300


@pytest.mark.parametrize(
    ("rules", "target"),
    [
        (CORONA_PHU_QUOC, T(insured=True, ending=Ending.NOT_QUALIFIED)),
        (CORONA_PHU_QUOC, T(insured=True, game_bought=True)),
        (LUNAR, T(final=C.FULL_HOUSE, insured=True, ending=Ending.NOT_QUALIFIED)),
    ],
)
def test_insurance_where_the_limit_is_unpublished_is_dealt_at_one_ante(rules, target):
    # Corona never published its limit, Lunar has no pay for a full house to work it out
    # from: one ante is legal anyway, and it is what the player insures.
    assert possible(rules, target)
    for seed in range(10):
        round_, _player = deal_to_order(rules, target, random.Random(seed), ante=ANTE)
        assert round_.insurance == round_.ante
