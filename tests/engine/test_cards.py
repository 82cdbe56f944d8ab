from __future__ import annotations

import collections

import pytest

from engine.cards import CARDS, Card, Deck, card, format_cards, parse_cards


def test_card_ids_follow_rank_times_four_plus_suit():
    assert card("2c") == 0
    assert card("2d") == 1
    assert card("3c") == 4
    assert card("As") == 51
    assert [str(each) for each in CARDS[:5]] == ["2c", "2d", "2h", "2s", "3c"]
    assert card("Qh").rank == 10
    assert card("Qh").suit == 2


def test_parse_cards_reads_the_issue_example():
    cards = parse_cards("As Kd 4c 3h 2s")
    assert isinstance(cards, tuple)
    assert [str(each) for each in cards] == ["As", "Kd", "4c", "3h", "2s"]
    assert all(isinstance(each, Card) for each in cards)


def test_parse_cards_is_case_insensitive_and_accepts_ten_as_10():
    assert parse_cards("as KD tc 10h 10S") == parse_cards("As Kd Tc Th Ts")


def test_parse_cards_reads_suit_symbols_as_the_card_faces_print_them():
    assert parse_cards("A♠ K♦ 10♥ 4♣ t♣") == parse_cards("As Kd 10h 4c Tc")


def test_parse_cards_reads_letters_and_symbols_mixed():
    assert parse_cards("A♠ Kd 10♥, 4c") == parse_cards("As Kd Th 4c")


def test_parse_cards_reads_white_suit_symbols():
    assert parse_cards("A♤ K♢ Q♡ J♧") == parse_cards("As Kd Qh Jc")


def test_parse_cards_reads_a_phones_emoji_suits_with_their_variation_selector():
    assert parse_cards("A\u2660\ufe0f 10\u2665\ufe0f 9\u2666\ufe0e") == parse_cards("As Th 9d")


def test_parse_cards_refuses_a_duplicate_written_once_with_a_symbol_once_with_a_letter():
    with pytest.raises(ValueError, match="duplicate card: Kd"):
        parse_cards("K♦ As kd")


def test_parse_cards_accepts_commas_and_extra_spaces():
    assert parse_cards(" As,Kd ,  4c ") == parse_cards("As Kd 4c")


def test_parse_cards_of_empty_text_is_empty():
    assert parse_cards("") == ()


@pytest.mark.parametrize(
    "token", ["1s", "Ax", "A", "Ass", "11h", "♠A", "0s", "ks!", "Xx", "♠", "1♠", "A♠♠", "\ufe0f"]
)
def test_parse_cards_names_the_bad_token(token):
    with pytest.raises(ValueError, match=repr(token).replace("\\", "\\\\")):
        parse_cards(f"As {token} 4c")


def test_parse_cards_refuses_a_duplicate_and_names_it():
    with pytest.raises(ValueError, match="duplicate card: Kd"):
        parse_cards("As Kd 4c kd 2s")


def test_format_cards_round_trips_through_parse_cards():
    cards = parse_cards("Ts 9h 2c Ad Kc")
    assert parse_cards(format_cards(cards)) == cards


def test_card_label_is_readable_for_screen_readers():
    assert card("As").label == "Ace of Spades"
    assert card("Td").is_red
    assert not card("Tc").is_red


def test_card_refuses_an_id_outside_the_deck():
    with pytest.raises(ValueError):
        Card(52)


def test_deck_with_the_same_seed_deals_the_same_order():
    assert Deck.order(2026) == Deck.order(2026)
    assert Deck(2026).draw(10) == Deck.order(2026)[:10]


def test_deck_with_different_seeds_deals_different_orders():
    assert Deck.order(1) != Deck.order(2)


def test_deck_order_is_a_permutation_of_the_52_cards():
    assert sorted(Deck.order(7)) == list(CARDS)


def test_deck_draws_continue_from_the_top_in_order():
    deck = Deck(99)
    first, second = deck.draw(5), deck.draw(3)
    assert first + second == Deck.order(99)[:8]
    assert Deck.at(99, 5).draw(3) == second


def test_deck_refuses_to_draw_past_the_last_card():
    deck = Deck(3)
    deck.draw(50)
    with pytest.raises(ValueError, match="2 left"):
        deck.draw(3)


def test_deck_top_card_is_uniform_over_many_seeds():
    draws = 52 * 2000
    counts = collections.Counter(Deck(seed).draw(1)[0] for seed in range(draws))
    expected = draws / 52
    chi_square = sum((count - expected) ** 2 / expected for count in counts.values())
    assert len(counts) == 52
    # 51 degrees of freedom: the 99.9 % point is 87.0.
    assert chi_square < 87.0
