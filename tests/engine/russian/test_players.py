from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from engine.cards import parse_cards
from engine.errors import CardError, IllegalAction, RulesIncomplete
from engine.hands import Category
from engine.russian.evaluate import best_hand
from engine.russian.players import (
    DrawKind,
    RussianPlayer,
    buys_game,
    decide_as,
    decision_for,
    draw_for,
    four_to_a_draw,
    game_cards,
    insurance_for,
    play_as,
    wants_game,
)
from engine.russian.round import Decision, Exchange, Round
from engine.russian.settle import settle
from engine.russian.variants import CAMPIONE_ITALIA, CLASSIC, CORONA_PHU_QUOC, LUNAR, VARIANTS
from tests.engine.russian.helpers import by_hand

P = RussianPlayer
NO_GAME = "Qd Ts 7c 5s 2d"  # the dealer's highest card is the queen
A_GAME = "Ad Kh 8c 6s 4d"
NO_SIXTH = dataclasses.replace(CLASSIC, sixth_card=False)


def dealt(player: str, dealer: str = NO_GAME, ante: int = 10) -> Round:
    return Round(ante=Decimal(ante), player=parse_cards(player), dealer=parse_cards(dealer))


def drawn(player: P, hand: str, rules=CLASSIC) -> str | None:
    """The player's draw as text: "none", "sixth", or the cards he exchanges."""
    choice = draw_for(player, dealt(hand), rules)
    if choice is None:
        return None
    if choice.kind is DrawKind.EXCHANGE:
        return " ".join(str(each) for each in choice.discard)
    return choice.kind.value


def cards(text: str):
    return parse_cards(text)


# -- each kind's draw ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "draw"),
    [
        ("Ah Kd 9c 7s 3h", "none"),  # Ace-King is played as dealt
        ("9h 9d Kc 7s 3h", "none"),
        ("9h 9d 9c 7s 3h", "sixth"),  # three of a kind: a sixth card for a full house
        ("2h 7h 9h Jh Kc", "sixth"),  # four to a flush
        ("5c 6d 7h 8s Qc", "sixth"),  # four to a straight
        ("Ah Jd 9c 7s 3h", "Jd 9c 7s 3h"),  # nothing: he keeps his ace
        ("Kh Jd 9c 7s 3h", "Jd 9c 7s 3h"),  # or his king
        ("Qh Jd 9c 6s 3h", "Qh Jd 9c 6s 3h"),  # and otherwise exchanges all five
        ("5h 6h 7h 8h 9h", "none"),
    ],
)
def test_book_player_draws_as_the_rule_pages_advise(hand, draw):
    assert drawn(P.BOOK, hand) == draw


def test_book_player_exchanges_the_odd_card_where_no_sixth_card_is_sold():
    assert drawn(P.BOOK, "2h 7h 9h Jh Kc", NO_SIXTH) == "Kc"
    assert drawn(P.BOOK, "9h 9d 9c 7s 3h", NO_SIXTH) == "none"


def test_book_player_does_without_an_exchange_the_house_forbids():
    # Corona exchanges two to five cards: his one-card exchange is not allowed there.
    corona = dataclasses.replace(CORONA_PHU_QUOC, sixth_card=False)
    assert drawn(P.BOOK, "2h 7h 9h Jh Kc", corona) == "none"
    only_four = dataclasses.replace(CLASSIC, exchange_counts=frozenset({4}))
    assert drawn(P.BOOK, "Qh Jd 9c 6s 3h", only_four) == "none"


def test_four_to_a_draw_prefers_the_flush_then_the_highest_run():
    assert four_to_a_draw(cards("2h 7h 9h Jh 8c")) == cards("2h 7h 9h Jh")
    assert four_to_a_draw(cards("5c 6d 7h 8s Tc")) == cards("6d 7h 8s Tc")
    assert four_to_a_draw(cards("Ac 2d 3h 4s 9c")) == cards("Ac 2d 3h 4s")
    assert four_to_a_draw(cards("Ac 2d 5h 8s Jc")) is None


@pytest.mark.parametrize(
    ("hand", "draw"),
    [
        ("9h 9d Kc 7s 3h", "Kc 7s 3h"),  # keeps the pair
        ("9h 9d Kc Ks 3h", "3h"),  # two pair: the odd card
        ("9h 9d 9c Ks 3h", "Ks 3h"),
        ("9h 9d 9c 9s 3h", "3h"),
        ("Ah Kd 9c 7s 3h", "9c 7s 3h"),  # nothing made: keeps his two highest
        ("Qh 4d 9c 7s 3h", "4d 7s 3h"),
        ("5h 6d 7d 8s 9h", None),  # five cards made: nothing to exchange
        ("9h 9d 9c Ks Kh", None),
    ],
)
def test_exchanger_keeps_what_he_has_made(hand, draw):
    assert drawn(P.EXCHANGER, hand) == draw


def test_exchanger_only_plays_exchanges_the_house_allows():
    assert drawn(P.EXCHANGER, "9h 9d Kc Ks 3h", CORONA_PHU_QUOC) is None
    assert drawn(P.EXCHANGER, "9h 9d 9c Ks 3h", CORONA_PHU_QUOC) == "Ks 3h"


def test_sixth_buyer_buys_with_less_than_two_pair_where_a_sixth_card_is_sold():
    assert drawn(P.SIXTH_BUYER, "9h 9d Kc 7s 3h") == "sixth"
    assert drawn(P.SIXTH_BUYER, "Qh 4d 9c 7s 3h") == "sixth"
    assert drawn(P.SIXTH_BUYER, "9h 9d Kc Ks 3h") == "none"
    assert drawn(P.SIXTH_BUYER, "9h 9d Kc 7s 3h", NO_SIXTH) is None


def test_stands_pat_and_chaser_never_draw():
    for hand in ("Qh 4d 9c 7s 3h", "2h 7h 9h Jh Kc", "9h 9d 9c 7s 3h"):
        assert drawn(P.STANDS_PAT, hand) == "none"
        assert drawn(P.CHASER, hand) == "none"


def test_timid_player_only_plays_a_hand_the_book_player_bets_as_dealt():
    assert drawn(P.TIMID, "Ah Kd 9c 7s 3h") == "none"
    assert drawn(P.TIMID, "9h 9d Kc 7s 3h") == "none"
    assert drawn(P.TIMID, "Qh 4d 9c 7s 3h") is None
    assert drawn(P.TIMID, "9h 9d Kc Ks 3h") is None


# -- decisions, insurance, buying a game -----------------------------------------------------


@pytest.mark.parametrize(
    ("player", "hand", "decision"),
    [
        (P.BOOK, "Ah Kd 9c 7s 3h", Decision.BET),
        (P.BOOK, "Ah Qd 9c 7s 3h", Decision.FOLD),
        (P.STANDS_PAT, "Ah Qd 9c 7s 3h 2c", Decision.FOLD),
        (P.SIXTH_BUYER, "Ah Qd 9c 7s 3h Kc", Decision.BET),  # the sixth card made Ace-King
        (P.TIMID, "9h 9d Kc 7s 3h", Decision.FOLD),
        (P.CHASER, "Qh 4d 9c 7s 3h", Decision.BET),
    ],
)
def test_each_kind_decides_by_his_rule(player, hand, decision):
    assert decision_for(player, cards(hand)) is decision


@pytest.mark.parametrize(
    ("player", "insured"),
    [
        # Trips at 10 an ante: the bet would win 60, the classic limit is half of it.
        (P.BOOK, Decimal(10)),  # half the limit (15) in whole antes
        (P.CHASER, Decimal(30)),  # the limit
        (P.EXCHANGER, Decimal(0)),
        (P.SIXTH_BUYER, Decimal(0)),
        (P.STANDS_PAT, Decimal(10)),  # one ante
        (P.TIMID, Decimal(0)),
    ],
)
def test_each_kind_insures_his_amount(player, insured):
    round_ = dealt("9h 9d 9c Ks 3h", dealer=A_GAME).bet(CLASSIC)
    assert insurance_for(player, round_, CLASSIC) == insured


def test_book_player_insures_a_round_figure_of_a_large_limit():
    # Four of a kind: 20 to 1 on a bet of 20, limit 200, half of it 100.
    round_ = dealt("9h 9d 9c 9s 3h", dealer=A_GAME)
    played = play_as(P.BOOK, round_, CLASSIC)
    assert played is not None and played.insurance == Decimal(100)


def test_nobody_insures_below_three_of_a_kind():
    round_ = dealt("9h 9d Kc Ks 3h", dealer=A_GAME).bet(CLASSIC)
    assert all(insurance_for(player, round_, CLASSIC) == 0 for player in P)


def test_every_insurer_places_one_ante_where_the_limit_is_unpublished():
    round_ = dealt("9h 9d 9c Ks 3h", dealer=A_GAME)
    for player in (P.STANDS_PAT, P.CHASER):  # the least, and all he may
        played = play_as(player, round_, CORONA_PHU_QUOC)
        assert played is not None and played.insurance == played.ante
    book = play_as(P.BOOK, round_, CORONA_PHU_QUOC, drawn=cards("2c"))  # a round figure
    assert book is not None and book.insurance == book.ante
    played = play_as(P.SIXTH_BUYER, round_, CORONA_PHU_QUOC)  # stands on trips
    assert played is not None and played.decision is Decision.BET and not played.insurance


def test_book_player_buys_a_game_with_two_pair_or_better():
    assert buys_game(P.BOOK, cards("9h 9d Kc Ks 3h"))
    assert not buys_game(P.BOOK, cards("9h 9d Kc 7s 3h"))
    assert buys_game(P.CHASER, cards("Qh 4d 9c 7s 3h"))
    assert not buys_game(P.STANDS_PAT, cards("9h 9d 9c 9s 3h"))


def test_a_game_bought_replaces_the_dealers_highest_card_with_the_card_drawn():
    played = play_as(P.BOOK, dealt("9h 9d Kc Ks 3h"), CLASSIC, drawn=cards("Th"))
    assert played is not None
    assert played.game_bought is not None
    assert played.game_bought.discarded == cards("Qd")[0]
    assert played.dealer_hand == cards("Th Ts 7c 5s 2d")
    assert settle(CLASSIC, played).dealer_qualifies  # a pair of tens


def test_no_game_bought_when_the_dealer_has_one_or_the_hand_is_too_weak():
    assert play_as(P.BOOK, dealt("9h 9d Kc Ks 3h", dealer=A_GAME), CLASSIC).game_bought is None
    assert play_as(P.BOOK, dealt("9h 9d Kc 7s 3h"), CLASSIC).game_bought is None


def test_dealer_draws_again_on_the_rank_given_up_where_the_house_says_so():
    played = play_as(P.CHASER, dealt("9h 9d Kc Ks 3h"), CLASSIC, drawn=cards("Qc 4h"))
    assert played.game_bought.drawn == cards("Qc 4h")
    corona = play_as(P.CHASER, dealt("9h 9d Kc Ks 3h"), CORONA_PHU_QUOC, drawn=cards("Qc"))
    assert corona.game_bought.drawn == cards("Qc")  # Corona keeps the queen


def test_buyer_is_not_shown_where_the_house_leaves_his_game_unknown():
    # Campione never said which dealer card is changed; Lunar Poker whether a card of the
    # rank given up is drawn again.
    assert play_as(P.BOOK, dealt("9h 9d Kc Ks 3h"), CAMPIONE_ITALIA) is None
    assert play_as(P.CHASER, dealt("9h 9d Kc Ks 3h"), LUNAR, drawn=cards("Qc")) is None
    lunar = play_as(P.CHASER, dealt("9h 9d Kc Ks 3h"), LUNAR, drawn=cards("4c"))
    assert lunar is not None and lunar.game_bought is not None
    assert play_as(P.BOOK, dealt("9h 9d Kc Ks 3h", dealer=A_GAME), CAMPIONE_ITALIA) is not None


def test_decide_as_stops_when_the_dealer_shows_his_hand():
    round_ = dealt("9h 9d Kc Ks 3h")
    decided = decide_as(P.BOOK, round_, CLASSIC)
    assert decided == round_.bet(CLASSIC)  # two pair: no draw, no insurance, no game yet
    assert wants_game(P.BOOK, decided, CLASSIC)
    assert not wants_game(P.STANDS_PAT, decided, CLASSIC)
    assert not wants_game(P.BOOK, dealt("9h 9d Kc Ks 3h", dealer=A_GAME).bet(CLASSIC), CLASSIC)


def test_game_cards_are_the_cards_the_dealer_draws_in_turn():
    bet = dealt("9h 9d Kc Ks 3h").bet(CLASSIC)  # he gives up his queen
    assert game_cards(bet, CLASSIC, cards("Qc Qh 4h 8c")) == cards("Qc Qh 4h")
    assert game_cards(bet, CORONA_PHU_QUOC, cards("Qc Qh 4h")) == cards("Qc")
    with pytest.raises(RulesIncomplete):
        game_cards(bet, LUNAR, cards("Qc 4h"))
    with pytest.raises(CardError, match="receives"):
        game_cards(bet, CLASSIC, cards("Qc"))


# -- play_as ---------------------------------------------------------------------------------


def test_play_as_draws_the_cards_given_in_order():
    played = play_as(P.EXCHANGER, dealt("9h 9d Kc 7s 3h"), CLASSIC, drawn=cards("9c 2h 4d"))
    assert played.hand == cards("9h 9d 9c 2h 4d")
    assert played.decision is Decision.BET
    assert played.fee_antes == 1


def test_play_as_refuses_cards_that_do_not_fit():
    with pytest.raises(CardError, match="draws 3"):
        play_as(P.EXCHANGER, dealt("9h 9d Kc 7s 3h"), CLASSIC, drawn=cards("9c 2h"))
    with pytest.raises(CardError, match="more were given"):
        play_as(P.STANDS_PAT, dealt("9h 9d Kc 7s 3h"), CLASSIC, drawn=cards("9c"))
    with pytest.raises(CardError, match="already out"):
        play_as(P.SIXTH_BUYER, dealt("9h 9d Kc 7s 3h"), CLASSIC, drawn=cards("Qd"))


def test_play_as_refuses_a_round_already_played():
    with pytest.raises(IllegalAction, match="as dealt"):
        play_as(P.BOOK, dealt("9h 9d Kc 7s 3h").bet(CLASSIC), CLASSIC)


def test_play_as_draws_from_a_seeded_deck():
    round_ = Round.deal(5, ante=10)  # A-J-10-8-4: nothing
    assert best_hand(round_.player).category is Category.HIGH_CARD
    played = play_as(P.SIXTH_BUYER, round_, CLASSIC)
    assert played.sixth == round_.buy_sixth(CLASSIC).sixth
    assert play_as(P.SIXTH_BUYER, round_, CLASSIC) == played


@pytest.mark.parametrize("slug", list(VARIANTS))
@pytest.mark.parametrize("player", list(P))
def test_play_as_obeys_each_house_and_replays_by_hand(slug, player):
    rules = VARIANTS[slug]
    for seed in range(150):
        played = play_as(player, Round.deal(seed, ante=10), rules)
        if played is None:
            continue
        (draw,) = played.draws or (None,)
        if isinstance(draw, Exchange):
            assert len(draw.discarded) in rules.exchange_counts
        again = by_hand(rules, played)
        assert dataclasses.replace(again, seed=played.seed) == played
