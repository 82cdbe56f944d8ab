"""Seven-card hands: the best five of seven, and every seven-card hand counted by category."""

from __future__ import annotations

import math

import numpy as np
import pytest

from engine.analysis.seven import seven_card_counts, seven_card_counts_enumerated
from engine.cards import parse_cards
from engine.hands import Category
from engine.seven import (
    HOLDEM_CATEGORIES,
    best_five,
    best_hand,
    best_hands_many,
    holdem_categories,
    holdem_category,
)

# Brian Alspach, "7-Card Poker Hands" (2000), as Wikipedia's "Poker probability" tabulates
# them: seven-card hands by the category of their best five.
PUBLISHED = {
    Category.ROYAL_FLUSH: 4_324,
    Category.STRAIGHT_FLUSH: 37_260,
    Category.FOUR_OF_A_KIND: 224_848,
    Category.FULL_HOUSE: 3_473_184,
    Category.FLUSH: 4_047_644,
    Category.STRAIGHT: 6_180_020,
    Category.THREE_OF_A_KIND: 6_461_620,
    Category.TWO_PAIR: 31_433_400,
    Category.PAIR: 58_627_800,
    Category.HIGH_CARD: 23_294_460,
}


def test_seven_card_counts_by_rank_classes_are_the_published_ones():
    counts = seven_card_counts()
    assert dict(counts) == PUBLISHED
    assert sum(counts.values()) == math.comb(52, 7)


@pytest.mark.slow
def test_every_seven_card_hand_dealt_gives_the_published_counts():
    assert dict(seven_card_counts_enumerated()) == PUBLISHED


def test_the_ace_king_split_is_a_high_card_hand_in_holdem():
    value = best_hand(parse_cards("Ah Kd 9c 7s 5h 3d 2c"))
    assert value.category is Category.ACE_KING
    assert holdem_category(value) is Category.HIGH_CARD
    assert Category.ACE_KING not in HOLDEM_CATEGORIES


def test_holdem_categories_of_an_array_match_each_hand():
    hands = ["Ah Kd 9c 7s 5h 3d 2c", "Ah Ad 9c 9s 5h 3d 2c", "2h 3h 4h 5h 6h Ac Ad"]
    rows = np.array([parse_cards(each) for each in hands], dtype=np.int64)
    categories = holdem_categories(best_hands_many(rows)).tolist()
    assert categories == [Category.HIGH_CARD, Category.TWO_PAIR, Category.STRAIGHT_FLUSH]


def test_best_five_names_the_five_cards_that_make_the_hand():
    value, five = best_five(parse_cards("Kc Kd 7h 7s Ks 2c 3d"))
    assert holdem_category(value) is Category.FULL_HOUSE
    assert sorted(str(each) for each in five) == ["7h", "7s", "Kc", "Kd", "Ks"]
