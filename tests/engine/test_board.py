"""What the games on a Hold'em board share: dealing, the hole cards' part, dealing to order."""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction

import pytest

from engine import board
from engine.cards import parse_cards
from engine.errors import CardError
from engine.hands import Category
from engine.pay import expected_return, paid_at, winnings
from engine.seven import HOLDEM_CATEGORIES, best_hand, holdem_category
from engine.showdown import Outcome


def test_a_seeded_deal_gives_two_two_and_five_distinct_cards():
    player, dealer, community = board.deal(5)
    assert (len(player), len(dealer), len(community)) == (2, 2, 5)
    assert len(set(player + dealer + community)) == 9
    assert board.deal(5) == (player, dealer, community)


@pytest.mark.parametrize("spots", [1, 2, 4, 7])
def test_a_table_deals_each_spot_two_cards_beside_one_dealer_hand_and_board(spots):
    holes, dealer, community = board.deal_table(11, spots)
    assert len(holes) == spots and all(len(hole) == 2 for hole in holes)
    every = [card for hole in holes for card in hole] + list(dealer) + list(community)
    assert len(every) == len(set(every)) == 2 * spots + 2 + 5
    assert board.deal_table(11, spots) == (holes, dealer, community)


def test_a_table_of_one_spot_is_the_deal_of_one_round():
    (player,), dealer, community = board.deal_table(5, 1)
    assert (player, dealer, community) == board.deal(5)


@pytest.mark.parametrize("spots", [0, 8])
def test_a_table_of_no_spot_or_more_than_seven_is_refused(spots):
    with pytest.raises(ValueError, match="1 to 7 spots"):
        board.deal_table(3, spots)


def test_cards_of_the_wrong_number_are_refused():
    with pytest.raises(CardError) as error:
        board.check_cards(parse_cards("Ah"), parse_cards("Kc Kd"), parse_cards("2c 3c 4c 5c 7d"))
    assert error.value.code == "hand_size"


@pytest.mark.parametrize("category", HOLDEM_CATEGORIES, ids=lambda each: each.slug)
def test_seven_cards_of_a_category_are_drawn_for_every_holdem_category(category):
    rng = random.Random(3)
    seven = next(each for each in iter(lambda: board.seven_of(category, rng), 0) if each)
    assert holdem_category(best_hand(seven)) is category and len(set(seven)) == 7


def test_the_dealer_may_hold_990_hands_beside_a_players_two_and_the_board():
    community = parse_cards("2c 3c 4c 5c 7d")
    pairs, values = board.dealer_hands(community, parse_cards("Ah Kh"))
    assert len(pairs) == len(values) == 990
    # The best of them: the six and seven of clubs, a straight flush to the seven.
    assert max(values) == best_hand((*parse_cards("6c 7c"), *community))


def test_renaming_the_suits_keeps_every_hand():
    cards = parse_cards("Ah Kh Qh Jh Th 2c 3d")
    assert best_hand(board.permuted(cards, [3, 2, 1, 0])) == best_hand(cards)


def test_a_hidden_pair_takes_a_hole_card():
    assert board.hidden_pair(parse_cards("9c 9d"), parse_cards("2h 3h 4h"))
    assert not board.hidden_pair(parse_cards("9c 8d"), parse_cards("2h 2d 4h"))
    assert not board.hidden_pair_or_better(parse_cards("Ac Kd"), parse_cards("7h 7d 2s 9h 4c"))
    assert board.hidden_pair_or_better(parse_cards("6c 8d"), parse_cards("7h 5d 4s 9h 2c"))


def test_a_target_refuses_ace_king_as_a_category():
    assert board.target_category("flush") is Category.FLUSH
    with pytest.raises(ValueError, match="no Hold'em category"):
        board.target_category(Category.ACE_KING)


def test_a_side_bet_is_paid_at_its_odds_exactly_or_lost():
    assert paid_at("trips", Decimal(5), Fraction(3, 2)).amount == Decimal("7.5")
    assert paid_at("trips", Decimal(5), None).outcome is Outcome.LOSE
    assert paid_at("trips", Decimal(0), Fraction(3)).outcome is Outcome.NOT_PLACED
    assert winnings(Decimal("0.05"), Fraction(3, 2)) == Decimal("0.075")


def test_an_exact_return_is_the_counts_times_the_odds_less_the_stakes_lost():
    # Two lines of one deal each in four: 9 to 1 and 1 to 1; two deals lose.
    counts = [("top", 1), ("low", 1), (None, 2)]
    table = (("top", Fraction(9)), ("low", Fraction(1)))
    assert expected_return(counts, table, 4) == Fraction(9 + 1 - 2, 4)
