"""A coup: the draws checked against the tableau, the totals, the winner, the pairs."""

from __future__ import annotations

import pytest

from engine.baccarat.round import Ending, Hand, Round, Winner, ending_of, replay
from engine.baccarat.shoe import Shoe
from engine.baccarat.variants import PUNTO_BANCO
from engine.cards import card, parse_cards
from engine.errors import CardError, IllegalAction


def coup(player: str, banker: str) -> Round:
    return Round(player=parse_cards(player), banker=parse_cards(banker))


def test_a_coup_is_dealt_player_banker_player_banker_from_its_shoe():
    cards = Shoe(7).draw(6)
    dealt = Round.deal(7)
    assert dealt.player == (cards[0], cards[2]) and dealt.banker == (cards[1], cards[3])
    for seed in range(40):
        cards = Shoe(seed).draw(6)
        played = Round.deal(seed).play_out()
        thirds = played.player[2:] + played.banker[2:]
        assert thirds == cards[4 : 4 + len(thirds)]


def test_the_same_seed_gives_the_same_shoe_and_another_seed_another():
    assert Shoe(3).draw(20) == Shoe(3).draw(20)
    assert Shoe(3).draw(20) != Shoe(4).draw(20)
    assert Shoe.at(3, 5).draw(3) == Shoe(3).draw(8)[5:]


def test_a_shoe_of_eight_decks_holds_each_card_eight_times():
    shoe = Shoe(11, decks=8)
    cards = shoe.draw(416)
    assert all(cards.count(each) == 8 for each in set(cards))


def test_a_played_out_coup_follows_the_tableau_for_many_seeds():
    for seed in range(300):
        played = Round.deal(seed).play_out()
        assert played.complete
        assert replay(PUNTO_BANCO, player=played.player, banker=played.banker) == Round(
            played.player, played.banker
        )


def test_a_natural_ends_the_coup_and_refuses_a_third_card():
    natural = coup("9h Kc", "4d 2s")
    assert natural.natural and natural.complete
    with pytest.raises(IllegalAction) as refused:
        natural.check_draw(Hand.PLAYER)
    assert refused.value.code == "natural"
    assert not natural.can_draw("banker")


def test_the_player_stands_on_6_and_the_refusal_says_so():
    stood = coup("3h 3c", "Kd 2s")
    with pytest.raises(IllegalAction) as refused:
        stood.check_draw("player")
    assert refused.value.code == "player_stands"
    assert refused.value.params["player_total"] == 6
    assert stood.can_draw("banker")  # the Banker draws on 2


def test_the_banker_waits_for_the_players_third_card():
    dealt = coup("2h 3c", "Kd 2s")
    with pytest.raises(IllegalAction) as refused:
        dealt.check_draw("banker")
    assert refused.value.code == "player_draws_first"
    assert dealt.next_draw is Hand.PLAYER


def test_a_banker_draw_against_the_tableau_is_refused_with_its_row():
    # Banker 6, Player's third card 4: the Banker stands.
    after = coup("2h 3c", "Kd 6s").draw("player", card("4d"))
    with pytest.raises(IllegalAction) as refused:
        after.check_draw("banker")
    assert refused.value.code == "banker_stands"
    assert refused.value.params == {"banker_total": 6, "player_third": 4}
    assert after.complete


def test_a_second_third_card_is_refused():
    after = coup("2h 3c", "Kd 2s").draw("player", card("4d"))
    with pytest.raises(IllegalAction) as refused:
        after.check_draw("player")
    assert refused.value.code == "already_drawn"


def test_a_coup_entered_by_hand_needs_its_drawn_card():
    with pytest.raises(CardError) as refused:
        coup("2h 3c", "Kd 2s").draw("player")
    assert refused.value.code == "draw_missing"


def test_replay_refuses_a_coup_the_tableau_still_draws_to():
    with pytest.raises(IllegalAction) as refused:
        replay(PUNTO_BANCO, player=parse_cards("2h 3c 4d"), banker=parse_cards("Kd 2s"))
    assert refused.value.code == "coup_not_complete"


def test_replay_refuses_a_card_more_often_than_the_shoe_holds_it():
    one_deck = PUNTO_BANCO.__class__(slug="one", name="one deck", sources=(), decks=1)
    cards = (card("9h"), card("9h"))
    with pytest.raises(CardError) as refused:
        replay(one_deck, player=cards, banker=parse_cards("7d Ks"))
    assert refused.value.code == "shoe_cannot_hold"
    assert replay(PUNTO_BANCO, player=cards, banker=parse_cards("7d Ks")).player_pair


def test_the_winner_the_margin_and_the_endings():
    assert ending_of(coup("9h Kc", "9d Ks")) is Ending.NATURAL_TIE
    assert ending_of(coup("4h 4c", "Td 3s")) is Ending.NATURAL_PLAYER
    played = coup("Kh 7c", "2s Td").draw("banker", card("9h"))  # 7 to 1
    assert played.winner is Winner.PLAYER and played.margin == 6
    assert ending_of(played) is Ending.PLAYER


def test_a_pair_is_two_cards_of_one_rank_not_two_that_count_alike():
    assert coup("Kh Kc", "9d 9s").player_pair
    assert not coup("Kh Qc", "9d 9s").player_pair
    assert coup("Kh Qc", "9d 9s").banker_pair


def test_the_three_card_seven_and_eight_win_only_with_three_cards():
    dragon = coup("Th 6c", "Kd 3s").draw("banker", card("4h"))  # Banker 7 to 6
    assert dragon.dragon_7 and not dragon.panda_8
    panda = coup("Th 2c", "Kd 7s").draw("player", card("6h"))  # 8 to 7, Banker stands
    assert panda.panda_8 and panda.winner is Winner.PLAYER
    assert not coup("Th 7c", "Kd 6s").dragon_7  # a two-card 7 wins, no Dragon


def test_a_coup_not_over_has_no_winner():
    with pytest.raises(IllegalAction) as refused:
        coup("2h 3c", "Kd 2s").winner  # noqa: B018 (the property raises)
    assert refused.value.code == "coup_not_complete"
